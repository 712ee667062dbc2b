// The site's own component: a hand of the site's transcripts by name, given to <klaberjass-table>
// as a property. Lit's Eleventy plugin passes only attributes to the elements of a page, so a
// transcript reaches the table through a component like this one, on the server (the plugin
// renders it) and in the browser (which hydrates it) alike.
import { LitElement, html } from 'lit';
import 'klaberjass-table/element';
import bate from '../hands/bate.json' with { type: 'json' };

const HANDS = { bate };

class KjHand extends LitElement {
  static properties = { name: {}, step: { type: Number }, lang: {} };

  render() {
    return html`<klaberjass-table
      lang=${this.lang ?? 'en'}
      step=${this.step ?? 0}
      .transcript=${HANDS[this.name] ?? null}
    ></klaberjass-table>`;
  }
}
customElements.define('kj-hand', KjHand);
