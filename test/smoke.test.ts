// Proves the browser test pipeline (web-test-runner + esbuild + Chromium) runs.
import { expect } from '@open-wc/testing';

describe('browser test pipeline', () => {
  it('runs in a real browser with a DOM', () => {
    expect(typeof document).to.equal('object');
    const div = document.createElement('div');
    div.textContent = 'klaberjass';
    document.body.append(div);
    expect(document.body.textContent).to.contain('klaberjass');
    div.remove();
  });
});
