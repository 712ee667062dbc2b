// The demo's header: one place for the links, marks the current page.
const PAGES = [
  ['index.html', 'Home'],
  ['replay.html', 'Replay'],
  ['quiz.html', 'Quiz'],
  ['play.html', 'Play'],
  ['validate.html', 'Validate'],
  ['editor.html', 'Editor'],
  ['theming.html', 'Theming'],
];
const here = location.pathname.split('/').pop() || 'index.html';
const header = document.createElement('header');
header.className = 'site';
const inner = document.createElement('div');
inner.className = 'inner';
const brand = document.createElement('a');
brand.className = 'brand';
brand.href = 'index.html';
brand.textContent = '♠♥ Klaberjass table ♦♣';
const nav = document.createElement('nav');
nav.setAttribute('aria-label', 'Demo pages');
for (const [href, label] of PAGES) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = label;
  if (href === here) a.setAttribute('aria-current', 'page');
  nav.append(a);
}
inner.append(brand, nav);
header.append(inner);
document.body.prepend(header);
