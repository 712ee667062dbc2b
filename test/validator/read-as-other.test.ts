// A declaration written without "player" is read as the move of the player whose turn it was;
// when it would be legal as the other player's, its fault says so and how to fix it (issue 12).
import { expect } from '@open-wc/testing';
import { validate } from '../../src/validator/index.js';
import { validatorWordingNb } from '../../src/validator/wording-nb.js';
import type { TranscriptDoc } from '../../src/notation/types.js';
import { clone, fetchText } from './helpers.js';

const FILE = '/test/fixtures/transcripts/invalid/declare-007.json';

describe('a declaration without "player" read as the other player\'s', () => {
  let doc: TranscriptDoc;
  before(async () => {
    doc = JSON.parse(await fetchText(FILE)) as TranscriptDoc;
  });

  it('says who it was read as and to add "player": 1 (English)', () => {
    const v = validate(doc);
    expect(v.valid).to.equal(false);
    expect(v.violations).to.have.length(1);
    const [f] = v.violations;
    expect(f.rule).to.equal('declare');
    expect(f.path).to.equal('/hands/0/moves/2');
    expect(f.message).to.equal(
      'Kari declared runs a second time. The move names no "player", so it was read as Kari\'s; if it is Ola\'s, add "player": 1.',
    );
  });

  it('says so in Norwegian too', () => {
    const [f] = validate(doc, { wording: validatorWordingNb }).violations;
    expect(f.message).to.equal(
      'Kari meldte sekvenser for andre gang. Trekket oppgir ingen "player", så det ble lest som trekket til Kari; er det trekket til Ola, legg til "player": 1.',
    );
  });

  it('with "player": 1 added the document is valid', () => {
    const fixed = clone(doc);
    fixed.hands[0].moves![2] = { player: 1, ...fixed.hands[0].moves![2] };
    expect(validate(fixed).valid).to.equal(true);
  });

  it("gives no hint when the move names its player, or would be faulty as the other player's too", () => {
    const named = clone(doc);
    named.hands[0].moves![2] = { player: 0, ...named.hands[0].moves![2] };
    expect(validate(named).violations[0].message).to.equal('Kari declared runs a second time.');
    const neither = clone(doc);
    // a run nobody holds whole (Kari holds AS KS QS, Ola the clubs): faulty for both players
    neither.hands[0].moves![2] = { declare: [['AS', 'KS', 'QS', 'JS']] } as never;
    const [f] = validate(neither).violations;
    expect(f.rule).to.equal('declare');
    expect(f.message).not.to.contain('"player"');
  });
});
