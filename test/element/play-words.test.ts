// The person at the table is "you" in every sentence play mode makes about them, in English and
// Norwegian Bokmål (issue 13, point 6): a check of every sentence that can name your seat, and
// of everything shown while whole hands are played.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { en } from '../../src/element/i18n/en.js';
import { nb } from '../../src/element/i18n/nb.js';
import { type PlayTable, playStrings } from '../../src/element/i18n/second-person.js';
import { $$, game, idle, ready, waitUntil } from './helpers.js';

/** Grammar the second person must not show: a third-person verb, a capital mid-sentence, "You's". */
const BAD: Record<string, RegExp[]> = {
  en: [
    /\bYou (holds|plays|wins|deals|is|has|declares|exchanges|claims|says|takes|writes|keeps|gets|loses|was|leads|to act)\b/,
    /\bYou's\b/,
    // (a name in a list of labels, "Computer 10, You 20", "Computer: nine of hearts, You: …", is not a sentence)
    /[a-z,] You\b(?! \d|:)/,
  ],
  nb: [/\bDu sin\b/, /\bDus\b/, /[a-zæøå,] Du\b(?! \d|:)/, /\bDu\b[^.:]*\bseg\b/],
};

function bad(lang: string, sentence: string): string | null {
  for (const re of BAD[lang]) if (re.test(sentence)) return `${re}: ${sentence}`;
  return null;
}

/** Every sentence of the table that names a player, with your seat named in each place a name goes. */
function sentencesAboutYou(table: PlayTable): string[] {
  const t: Record<string, unknown> & { you: string; computer: string } = table;
  const you = t.you,
    cpu = t.computer;
  const f = (k: string) => t[k] as (...a: unknown[]) => string;
  const out: string[] = [];
  const firstName = [
    'toAct',
    'wonTrick',
    'narratePlay',
    'narrateBela',
    'narrateExchange',
    'narrateDeclare',
    'narrateNoRuns',
    'narrateClaim',
    'narrateTrick',
    'describeHand',
    'describeHidden',
    'seqVoided',
    'belaCounted',
    'belaNotAnnounced',
    'belaNotPlayed',
    'lastTrickTo',
    'claimRight',
    'claimWrong',
    'nextDealer',
    'winsGame',
  ];
  for (const k of firstName) out.push(f(k)(you, 'ten of hearts', 'seven of hearts'));
  out.push(f('narrateBid')(you, 'Pass'), f('narrateTrump')('hearts', you), f('potPaid')(20, you));
  out.push(f('describeScore')(you, 10, cpu, 20), f('describeScore')(cpu, 10, you, 20));
  out.push(f('describeTotals')(you, 10, cpu, 20), f('describeTotals')(cpu, 10, you, 20));
  for (const g of Object.values(t.seqReason as Record<string, (w: string) => string>)) out.push(g(you));
  for (const g of Object.values(t.outcome as Record<string, (a: string, b: string) => string>))
    out.push(g(you, cpu), g(cpu, you));
  return out;
}

for (const lang of ['en', 'nb']) {
  describe(`<klaberjass-table> play speaks to you (${lang})`, () => {
    it('every sentence that can name your seat is in the second person', () => {
      const all = sentencesAboutYou(playStrings(lang === 'nb' ? nb : en));
      expect(all.length).to.be.greaterThan(40);
      expect(all.map((s) => bad(lang, s)).filter(Boolean)).to.deep.equal([]);
      const want =
        lang === 'en'
          ? ['You hold', 'You play the', 'You win the trick', 'taken by you', 'You deal next']
          : ['Du har', 'Din tur', 'tatt av deg', 'Du melder deg ut', 'går til deg'];
      for (const w of want)
        expect(
          all.some((s) => s.includes(w)),
          w,
        ).to.be.true;
    });

    it('everything shown while whole hands are played: narration, status, labels, summaries', async () => {
      const found: string[] = [];
      const texts = new Set<string>();
      for (const [seed, rules] of [
        ['words-1', 'classic'],
        ['words-2', 'bela-501'],
        ['words-3', 'schmeiss'],
      ]) {
        const el = await fixture<KlaberjassTable>(
          html`<klaberjass-table
            lang=${lang}
            mode="play"
            seed=${seed}
            rules=${rules}
            level="random"
            opponent-delay="0"
          ></klaberjass-table>`,
        );
        await ready(el, '.hand.active');
        const look = () => {
          const root = el.shadowRoot!;
          for (const n of root.querySelectorAll('[aria-label], [title]'))
            for (const a of ['aria-label', 'title']) if (n.getAttribute(a)) texts.add(n.getAttribute(a)!);
          for (const n of root.querySelectorAll('.sr-only, .status, .explain li, .trick-note, .bubble, #desc'))
            texts.add((n.textContent ?? '').replace(/\s+/g, ' ').trim());
        };
        for (let hand = 0; hand < 2; hand++) {
          for (let i = 0; i < 80 && game(el).hand.phase !== 'over'; i++) {
            await waitUntil(() => idle(el), 'computer');
            await el.updateComplete;
            look();
            const b =
              $$<HTMLButtonElement>(el, '.bids button')[0] ??
              $$<HTMLButtonElement>(el, '.declare button')[0] ??
              $$<HTMLButtonElement>(el, '.hand.active button.card.legal')[0];
            b?.click();
            await el.updateComplete;
          }
          await waitUntil(() => idle(el), 'computer');
          await el.updateComplete;
          look();
          const next = $$<HTMLButtonElement>(el, '.play-controls button.strong')[0];
          if (game(el).over || !next) break;
          next.click();
          await el.updateComplete;
        }
      }
      for (const s of texts) {
        const why = bad(lang, s);
        if (why) found.push(why);
      }
      expect(texts.size).to.be.greaterThan(60);
      expect(found).to.deep.equal([]);
    });
  });
}
