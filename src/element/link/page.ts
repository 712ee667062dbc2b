/**
 * The script of the package's page `open.html` (dist/browser/open.js): opens the transcript the
 * page's link carries, and again when the fragment changes (the link to the other view). The
 * page loads the element itself with a script tag beside this one (scripts/open-page.mjs).
 */
import { openLink } from './open.js';

const main = document.querySelector('main') ?? document.body;
const open = (): void => void openLink(location.hash, main);
open();
addEventListener('hashchange', open);
