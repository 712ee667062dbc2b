// The lazy parts of the element (play mode, the verdict, the analysis) bring their own styles and
// English strings: each table adds a part's styles to its own shadow root when it first uses the
// part (also when another table loaded it first), once, after the element's own; Norwegian tables
// show the parts' strings in Norwegian.
import { expect, fixture, html } from '@open-wc/testing';
import type { CSSResult } from 'lit';
import { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { styles as playStyles } from '../../src/element/play.js';
import { styles as faultStyles } from '../../src/element/views/fault-lines.js';
import { styles as analysisStyles } from '../../src/element/views/analysis.js';
import { styles as sheetStyles } from '../../src/element/views/score-sheet.js';
import { styles as verdictStyles } from '../../src/element/views/verdict.js';
import { $, $$, FIXTURES, ready, shadow, text, waitUntil } from './helpers.js';

const own = (KlaberjassTable.styles as CSSResult).styleSheet!;
/** Play's own styles and its score sheet's. */
const playSheets = playStyles.map((s) => s.styleSheet);
const sheets = (el: KlaberjassTable) => shadow(el).adoptedStyleSheets;
const style = (el: KlaberjassTable, sel: string) => getComputedStyle($(el, sel)!);
const playTable = (lang = 'en') =>
  fixture<KlaberjassTable>(
    html`<klaberjass-table lang=${lang} mode="play" seed="12" level="random" opponent-delay="0"></klaberjass-table>`,
  );

describe('<klaberjass-table> styles and strings of the lazy parts', () => {
  it('adds the play styles to each table in play mode, once, after its own; a replay table has them only once it plays on', async () => {
    const a = await playTable();
    await ready(a, '.hand.active');
    expect(sheets(a)).to.deep.equal([own, ...playSheets]);
    expect(style(a, '.status').fontWeight).to.equal('650');
    expect(style(a, '.hand.active button.card').transitionProperty).to.equal('transform, filter');
    // a second table, made once play mode is loaded, adds the styles too
    const b = await playTable();
    await ready(b, '.hand.active');
    expect(sheets(b)).to.deep.equal([own, ...playSheets]);
    expect(style(b, '.status').fontWeight).to.equal('650');
    // more renders never add the styles again
    $$<HTMLButtonElement>(b, '.bids button')[0]?.click();
    b.requestUpdate();
    await b.updateComplete;
    expect(sheets(b)).to.deep.equal([own, ...playSheets]);
    // a replay table on the same page keeps its own styles only, until it plays on
    const c = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        src="${FIXTURES}/valid/single-classic-000.json"
        step="5"
        level="random"
        opponent-delay="0"
      ></klaberjass-table>`,
    );
    await ready(c);
    expect(sheets(c)).to.deep.equal([own]);
    c.playFromHere();
    await c.updateComplete;
    await ready(c, '.hand.active');
    expect(sheets(c)).to.deep.equal([own, ...playSheets]);
    expect(style(c, '.status').fontWeight).to.equal('650');
  });

  it('adds the verdict styles to each table in validate mode', async () => {
    for (let i = 0; i < 2; i++) {
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table mode="validate" src="${FIXTURES}/invalid/must-overtrump-000.json"></klaberjass-table>`,
      );
      await ready(el, '.verdict');
      // the element's own sheet first, then the verdict's, the look of faults (a faulty document) and the score sheet's (a game), in the order they arrive
      expect(sheets(el)[0]).to.equal(own);
      expect(sheets(el).slice(1)).to.have.members([
        verdictStyles.styleSheet,
        faultStyles.styleSheet,
        sheetStyles.styleSheet,
      ]);
      expect(style(el, '.fault-item').display).to.equal('block');
      expect(style(el, '.comment-box .rule').whiteSpace).to.equal('nowrap');
      expect(style(el, 'ul.faults').listStyleType).to.equal('none');
    }
  });

  it('adds the analysis styles when Analysis is switched on', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/single-classic-000.json" step="4"></klaberjass-table>`,
    );
    await ready(el);
    expect(sheets(el)).to.deep.equal([own]);
    $$<HTMLInputElement>(el, '.options input[type=checkbox]')[1].click();
    await waitUntil(() => $(el, '.lost-line') !== null, 'no analysis shown');
    expect(sheets(el)).to.deep.equal([own, analysisStyles.styleSheet]);
    expect(style(el, '.lost-line').marginTop).to.equal('4px');
  });

  it('loads the score sheet for a replayed game, with its styles; a single hand never loads it', async () => {
    const hand = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="/demo/examples/must-trump.json"></klaberjass-table>`,
    );
    await ready(hand);
    expect($(hand, '[part="score-sheet"]')).to.equal(null);
    expect(sheets(hand)).to.deep.equal([own]);
    const game = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="/demo/examples/game-to-500.json"></klaberjass-table>`,
    );
    await ready(game, '[part="score-sheet"] .chart svg');
    expect(sheets(game)).to.deep.equal([own, sheetStyles.styleSheet]);
    expect(style(game, '.chart svg').display).to.equal('block');
    expect(getComputedStyle($(game, '.line.p0')!).fill).to.equal('none');
    // the single hand on the same page still has no score sheet and only its own styles
    expect(sheets(hand)).to.deep.equal([own]);
    // a sheet hidden by the author loads nothing
    const hidden = await fixture<KlaberjassTable>(
      html`<klaberjass-table show="-sheet" src="/demo/examples/game-to-500.json"></klaberjass-table>`,
    );
    await ready(hidden);
    expect($(hidden, '[part="score-sheet"]')).to.equal(null);
    expect(sheets(hidden)).to.deep.equal([own]);
  });

  it('shows the strings of play mode, the verdict and the analysis in Norwegian with lang="nb", and in English again', async () => {
    const el = await playTable('nb');
    await ready(el, '.hand.active');
    expect(text(el, '.seat-bottom .name')).to.equal('Du');
    expect(text(el, '.seat-top .name')).to.equal('Datamaskinen');
    expect(text(el, '.export h3')).to.equal('Eksport');
    expect($$(el, '.export button').map((b) => b.textContent?.trim())).to.deep.equal([
      'Kopier partiet',
      'Last ned partiet',
    ]);
    expect($(el, '.play-controls')?.getAttribute('aria-label')).to.equal('Ditt bud');
    el.setAttribute('lang', 'en');
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(text(el, '.seat-bottom .name')).to.equal('You');
    expect(text(el, '.export h3')).to.equal('Export');

    const v = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        lang="nb"
        mode="validate"
        src="${FIXTURES}/invalid/must-overtrump-000.json"
      ></klaberjass-table>`,
    );
    await ready(v, '.verdict');
    expect(text(v, '.verdict h3')).to.match(/^Resultat: \d+ feil$/);
    expect($(v, '.fault-item .rule')?.getAttribute('title')).to.equal('regel');

    const r = await fixture<KlaberjassTable>(
      html`<klaberjass-table lang="nb" src="${FIXTURES}/valid/single-classic-000.json" step="4"></klaberjass-table>`,
    );
    await ready(r);
    $$<HTMLInputElement>(r, '.options input[type=checkbox]')[1].click();
    await waitUntil(() => $(r, '.lost-line') !== null, 'no analysis shown');
    expect(text(r, '.lost-line')).to.match(/^Poeng gitt bort mot dobbel dummy-spill/);
  });
});
