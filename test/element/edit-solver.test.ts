// The solver while authoring (issue 26, point 4): the double-dummy value of each legal card of
// either seat while playing in the editor, and a `best` question checked as it is written.
// Through the editor's UI alone; the values come from the solver in the computer's worker.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, annaDeals, ready, text, waitUntil } from './helpers.js';

/** Anna deals; Ben takes hearts and is to lead from nine cards. */
const TO_LEAD = annaDeals([{ player: 1, bid: 'take' }]);

async function click(el: KlaberjassTable, sel: string): Promise<void> {
  const b = $<HTMLElement>(el, sel);
  expect(b, `no ${sel}`).to.not.equal(null);
  b!.click();
  await el.updateComplete;
}

/** The values on the cards of the player to act, by the card's data-card id. */
function values(el: KlaberjassTable): Map<string, number> {
  return new Map(
    $$<HTMLElement>(el, '.hand.active button.card.legal').map((b) => [
      b.dataset.card!,
      Number(b.querySelector('.val')?.textContent),
    ]),
  );
}

async function solved(el: KlaberjassTable): Promise<Map<string, number>> {
  await waitUntil(
    () => {
      const v = values(el);
      return v.size > 0 && [...v.values()].every((x) => Number.isFinite(x));
    },
    'the solver values on every card',
    { timeout: 30000 },
  );
  return values(el);
}

describe('<klaberjass-table mode="edit">: the solver while authoring (issue 26, point 4)', () => {
  it("shows each legal card's value for either seat, and checks a best question as it is written", async function () {
    this.timeout(90000);
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="edit" .transcript=${TO_LEAD}></klaberjass-table>`,
    );
    await ready(el, '.editor');
    await click(el, '[data-act="last"]');
    expect($(el, '.hand.active .val'), 'no values before the solver is asked').to.equal(null);
    const toggle = $<HTMLInputElement>(el, 'input[data-act="solver"]')!;
    toggle.click();
    await el.updateComplete;
    // Ben to lead: a value on each of his nine cards, the best marked
    const ben = await solved(el);
    expect(ben.size).to.equal(9);
    expect(text(el, '[data-solver]')).to.match(
      /^Each card of Ben shows the points Ben makes from here with best play by both \(best: \d+\)\.$/,
    );
    const best = Math.max(...ben.values());
    const worst = Math.min(...ben.values());
    expect(worst, 'the nine leads are not all worth the same').to.be.below(best);
    expect(text(el, '[data-solver]')).to.contain(`(best: ${best})`);
    // a card worse than the best, recorded, then made a `best` question: the solver disagrees
    const worse = [...ben].find(([, x]) => x === worst)![0];
    await click(el, `.hand.active button.card[data-card="${worse}"]`);
    // Anna's seat is valued too
    const anna = await solved(el);
    expect(anna.size).to.be.greaterThan(0);
    // the annotations shown are those of the move just recorded: Ben's lead
    const field = $<HTMLTextAreaElement>(el, 'textarea[data-field="ask"]')!;
    field.value = 'What should Ben lead?';
    field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await el.updateComplete;
    const accept = $<HTMLSelectElement>(el, 'select[data-field="accept"]')!;
    accept.value = 'best';
    accept.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await el.updateComplete;
    await waitUntil(() => $(el, '[data-best-check="disagrees"]'), 'the solver disagrees with the recorded lead', {
      timeout: 30000,
    });
    expect(text(el, '[data-best-check]')).to.match(
      new RegExp(`^The solver disagrees: the .+ makes ${worst} points with best play, the best \\(.+\\) ${best}\\.`),
    );
    // undo the lead, lead a best card instead and ask again: the solver agrees
    await click(el, '[data-act="undo"]');
    await click(el, '[data-act="undo"]');
    await click(el, '[data-act="undo"]');
    await click(el, '[data-act="last"]');
    const top = [...(await solved(el))].find(([, x]) => x === best)![0];
    await click(el, `.hand.active button.card[data-card="${top}"]`);
    const f2 = $<HTMLTextAreaElement>(el, 'textarea[data-field="ask"]')!;
    f2.value = 'What should Ben lead?';
    f2.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await el.updateComplete;
    const a2 = $<HTMLSelectElement>(el, 'select[data-field="accept"]')!;
    a2.value = 'best';
    a2.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await el.updateComplete;
    await waitUntil(() => $(el, '[data-best-check="agrees"]'), 'the solver agrees with the recorded lead', {
      timeout: 30000,
    });
    expect(text(el, '[data-best-check]')).to.equal(
      `The solver agrees: the ${text(el, '[data-best-check]').match(/the (.+) is as good/)![1]} is as good as the best (${best} points with best play).`,
    );
  });
});
