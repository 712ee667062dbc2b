// The computer's worker on pages that enforce Trusted Types (`require-trusted-types-for 'script'`):
// a plain worker URL is refused there, so the client creates it through its policy
// `klaberjass-table`; where the page does not allow that name, the main-thread fallback is reported.
import { expect } from '@open-wc/testing';

interface PageResult {
  mode: string;
  legal: boolean;
  fallbacks: string[];
  violations: string[];
}

function runPage(name: string, timeoutMs = 15000): Promise<PageResult> {
  return new Promise((resolve, reject) => {
    const iframe = document.createElement('iframe');
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${name} sent no result within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { source?: string; ok: boolean; result: PageResult; error: string };
      if (e.source !== iframe.contentWindow || data?.source !== 'tt-page') return;
      cleanup();
      if (data.ok) resolve(data.result);
      else reject(new Error(`${name}: ${data.error}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      iframe.remove();
    };
    window.addEventListener('message', onMessage);
    iframe.src = new URL(`./trusted-types/${name}`, import.meta.url).href;
    document.body.append(iframe);
  });
}

describe('AI client under Trusted Types', function () {
  it('under Trusted Types the worker is blocked and the computer silently runs on the main thread', async () => {
    // fixed: the worker starts through the policy klaberjass-table when the page allows it
    const r = await runPage('allowed.html');
    expect(r.legal).to.equal(true);
    expect(r.fallbacks).to.deep.equal([]);
    expect(r.mode).to.equal('worker');
  });

  it('trusted-types-policy-first: the worker starts through the policy without a violation report', async () => {
    // it tried a plain URL first, which the page refused and reported, at every start
    const r = await runPage('allowed.html');
    expect(r.legal).to.equal(true);
    expect(r.mode).to.equal('worker');
    expect(r.violations).to.deep.equal([]);
  });

  it('reports the main-thread fallback when the page does not allow the policy name', async () => {
    const r = await runPage('refused.html');
    expect(r.legal).to.equal(true);
    expect(r.mode).to.equal('main-thread');
    expect(r.fallbacks.length).to.equal(1);
    expect(r.fallbacks[0]).to.match(/TrustedScriptURL|Trusted/);
  });
});
