// The validator (schema check included) works on a page whose Content-Security-Policy has no
// 'unsafe-eval': test/csp/csp-page.html runs it in an iframe and reports back by postMessage.
import { expect } from '@open-wc/testing';
import type { Verdict } from '../../src/validator/types.js';

interface PageResult {
  evalCheck: { blocked: boolean; error: string };
  valid: Verdict;
  invalid: Verdict;
  schema: Verdict;
  value: Verdict;
  violations: string[];
}

type PageMessage =
  | { source: 'csp-page'; ok: true; result: PageResult }
  | { source: 'csp-page'; ok: false; error: string; violations: string[] };

function runPage(timeoutMs = 15000): Promise<PageMessage> {
  return new Promise((resolve, reject) => {
    const iframe = document.createElement('iframe');
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`csp-page.html sent no result within ${timeoutMs} ms (did its module script load?)`));
    }, timeoutMs);
    const onMessage = (e: MessageEvent) => {
      if (e.source !== iframe.contentWindow || (e.data as PageMessage)?.source !== 'csp-page') return;
      cleanup();
      resolve(e.data as PageMessage);
    };
    const cleanup = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      iframe.remove();
    };
    window.addEventListener('message', onMessage);
    iframe.src = new URL('./csp-page.html', import.meta.url).href;
    document.body.append(iframe);
  });
}

describe('validator under a Content-Security-Policy without unsafe-eval', function () {
  let result: PageResult;

  before(async () => {
    const message = await runPage();
    if (!message.ok)
      throw new Error(
        `csp-page.html failed: ${message.error}\nCSP violations: ${message.violations.join('; ') || 'none'}`,
      );
    result = message.result;
  });

  it('really forbids eval there: new Function throws EvalError', () => {
    expect(result.evalCheck.blocked, result.evalCheck.error).to.equal(true);
    expect(result.evalCheck.error).to.match(/^EvalError/);
  });

  it('accepts a valid game', () => {
    expect(result.valid.valid, JSON.stringify(result.valid.violations)).to.equal(true);
    expect(result.valid.violations).to.deep.equal([]);
  });

  it('rejects a rules fault and a schema fault with the right rule', () => {
    expect(result.invalid.valid).to.equal(false);
    expect([...new Set(result.invalid.violations.map((v) => v.rule))]).to.deep.equal(['must-follow-suit']);
    expect(result.schema.valid).to.equal(false);
    expect([...new Set(result.schema.violations.map((v) => v.rule))]).to.deep.equal(['schema']);
    expect(result.value.valid).to.equal(false);
    expect(result.value.violations.some((v) => v.rule === 'schema' && v.path.startsWith('/hands/0'))).to.equal(true);
  });

  it('triggers no CSP violation other than the deliberate new Function', () => {
    // the probe itself is reported as one 'script-src' violation with an eval sample; nothing else may be
    const others = result.violations.filter((v) => !/eval/i.test(v) || !/script-src/.test(v));
    expect(others).to.deep.equal([]);
    expect(result.violations.length).to.be.at.most(1);
  });

  it('ships a run-time schema validator with no eval-like code', async () => {
    const response = await fetch('/src/notation/generated/schema-validator.js');
    expect(response.ok).to.equal(true);
    const source = await response.text();
    expect(source).to.contain('validateSchema');
    expect(source).to.not.match(/new\s+Function/);
    expect(source).to.not.match(/\beval\s*\(/);
  });
});
