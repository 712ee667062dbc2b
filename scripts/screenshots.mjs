// Placeholder: the element engineer replaces this with a script that screenshots the demo pages
// in headless Chromium (see scripts/chrome.mjs for the binary and flags).
console.log('no demo pages yet');
