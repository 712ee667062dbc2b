// Rules options and presets: each preset equals the table in rules-matrix.md exactly;
// overrides; unknown presets, option names and values are clear errors.
import { expect } from '@open-wc/testing';
import {
  OPTION_VALUES,
  PRESETS,
  PRESET_NAMES,
  RulesError,
  engineWordingEn,
  resolveRules,
  rulesOf,
  rulesOverrides,
  wordMessage,
} from '../../src/engine/internal.js';
import { engineWordingNb } from '../../src/engine/wording-nb.js';
import { errorText } from './helpers.js';

/** The presets table of rules-matrix.md, copied by hand (plus "all four: sequencesNeedTrick yes, bareJass no"). */
const MATRIX = {
  classic: {
    target: 500,
    tie: 'defender',
    sequenceRank: 'value',
    sequenceTie: 'non-dealer',
    sequenceScoring: 'all',
    belaAnnounce: 'both',
    schmeiss: false,
    claiming: false,
  },
  'bela-501': {
    target: 501,
    tie: 'held-over',
    sequenceRank: 'length',
    sequenceTie: 'non-dealer',
    sequenceScoring: 'all',
    belaAnnounce: 'both',
    schmeiss: false,
    claiming: true,
  },
  simple: {
    target: 500,
    tie: 'defender',
    sequenceRank: 'length',
    sequenceTie: 'non-dealer',
    sequenceScoring: 'best-only',
    belaAnnounce: 'second',
    schmeiss: false,
    claiming: false,
  },
  schmeiss: {
    target: 500,
    tie: 'bete',
    sequenceRank: 'value',
    sequenceTie: 'none',
    sequenceScoring: 'all',
    belaAnnounce: 'second',
    schmeiss: true,
    claiming: false,
  },
} as const;

describe('rules', () => {
  describe('presets equal the rules-matrix table', () => {
    for (const [name, row] of Object.entries(MATRIX)) {
      it(`preset ${name}`, () => {
        expect(rulesOf(name as keyof typeof MATRIX)).to.deep.equal({
          preset: name,
          ...row,
          sequencesNeedTrick: true,
          bareJass: false,
        });
      });
    }
    it('there are exactly the four presets classic, bela-501, simple, schmeiss', () => {
      expect([...PRESET_NAMES].sort()).to.deep.equal(['bela-501', 'classic', 'schmeiss', 'simple']);
    });
    it('every option of the matrix is a known option, and no other', () => {
      expect(Object.keys(OPTION_VALUES).sort()).to.deep.equal([
        'bareJass',
        'belaAnnounce',
        'claiming',
        'schmeiss',
        'sequenceRank',
        'sequenceScoring',
        'sequenceTie',
        'sequencesNeedTrick',
        'target',
        'tie',
      ]);
    });
    it('presets are frozen (a caller cannot change a preset by accident)', () => {
      expect(Object.isFrozen(PRESETS.classic)).to.equal(true);
      expect(Object.isFrozen(rulesOf({ preset: 'simple', tie: 'bete' }))).to.equal(true);
    });
    it('the default rule set is classic', () => {
      expect(rulesOf()).to.equal(PRESETS.classic);
      expect(resolveRules(undefined)).to.deep.equal({ ok: true, value: PRESETS.classic });
      expect(rulesOf({})).to.deep.equal(PRESETS.classic);
    });
  });

  describe("overrides: seed 000's variants as overrides of classic", () => {
    it('schmeiss: true', () => expect(rulesOf({ preset: 'classic', schmeiss: true }).schmeiss).to.equal(true));
    it('tie: "held-over"', () => expect(rulesOf({ preset: 'classic', tie: 'held-over' }).tie).to.equal('held-over'));
    it('target: 501 with claiming: true', () => {
      const r = rulesOf({ preset: 'classic', target: 501, claiming: true });
      expect([r.target, r.claiming, r.preset]).to.deep.equal([501, true, 'classic']);
    });
    it('bareJass: true', () => expect(rulesOf({ preset: 'classic', bareJass: true }).bareJass).to.equal(true));
    it('every value of every option is accepted on every preset', () => {
      for (const preset of PRESET_NAMES) {
        for (const [key, values] of Object.entries(OPTION_VALUES)) {
          const list = values === 'positive-integer' ? [1, 500, 501, 1000] : values;
          for (const v of list) {
            const r = resolveRules({ preset, [key]: v });
            expect(r.ok, `${preset} ${key}=${String(v)}`).to.equal(true);
            if (r.ok) expect((r.value as unknown as Record<string, unknown>)[key]).to.equal(v);
          }
        }
      }
    });
    it('rulesOverrides gives back exactly the overrides', () => {
      expect(rulesOverrides(rulesOf({ preset: 'simple', tie: 'bete', bareJass: true }))).to.deep.equal({
        tie: 'bete',
        bareJass: true,
      });
      expect(rulesOverrides(rulesOf('schmeiss'))).to.deep.equal({});
      // an override equal to the preset's value is no override
      expect(rulesOverrides(rulesOf({ preset: 'bela-501', target: 501 }))).to.deep.equal({});
    });
  });

  describe('bad rules are clear errors, never ignored', () => {
    it('unknown preset', () => {
      const r = resolveRules('belote');
      expect(r.ok).to.equal(false);
      if (!r.ok) expect(errorText(r)).to.contain('Unknown rules preset "belote"').and.contain('classic');
      const o = resolveRules({ preset: 'Classic' });
      expect(o.ok).to.equal(false);
      if (!o.ok) expect(errorText(o)).to.contain('"Classic"');
    });
    it('unknown option name', () => {
      const r = resolveRules({ preset: 'classic', trumpOrder: 'J9A' });
      expect(r.ok).to.equal(false);
      if (!r.ok) expect(errorText(r)).to.contain('Unknown rules option "trumpOrder"').and.contain('sequenceRank');
    });
    it('unknown option value', () => {
      const cases: [string, unknown][] = [
        ['tie', 'split'],
        ['sequenceRank', 'top'],
        ['sequenceTie', 'dealer'],
        ['sequenceScoring', 'some'],
        ['belaAnnounce', 'first'],
        ['schmeiss', 'yes'],
        ['claiming', 1],
        ['bareJass', null],
        ['sequencesNeedTrick', 'true'],
      ];
      for (const [key, value] of cases) {
        const r = resolveRules({ [key]: value });
        expect(r.ok, key).to.equal(false);
        if (!r.ok) expect(errorText(r)).to.contain(`"${key}"`).and.contain(JSON.stringify(value));
      }
    });
    it('target must be a whole number from 1 to 1000000', () => {
      for (const bad of [0, -5, 500.5, '500', null, 1_000_001, Number.NaN]) {
        const r = resolveRules({ target: bad });
        expect(r.ok, String(bad)).to.equal(false);
        if (!r.ok) expect(errorText(r)).to.contain('target');
      }
    });
    it('rules that are neither a name nor an object', () => {
      for (const bad of [42, null, ['classic'], true]) {
        const r = resolveRules(bad);
        expect(r.ok).to.equal(false);
        if (!r.ok) expect(errorText(r)).to.contain('preset name or an object');
      }
    });
    it('rulesOf throws an English sentence: no, a RulesError with the fault as data, worded at the edge', () => {
      const bad = { preset: 'classic', tie: 'x' as 'bete' } as const;
      let thrown: unknown;
      try {
        rulesOf(bad);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).to.be.instanceOf(RulesError);
      const err = thrown as RulesError;
      expect(err.message).to.equal('rules: optionNotOneOf');
      const r = resolveRules(bad);
      expect(r.ok).to.equal(false);
      if (!r.ok) {
        expect(err.fault).to.deep.equal(r.error);
        expect(wordMessage(err.fault, engineWordingEn)).to.equal(errorText(r));
        expect(wordMessage(err.fault, engineWordingNb)).to.not.equal(errorText(r));
      }
    });
  });
});
