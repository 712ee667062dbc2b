// Runs inside test/csp/csp-page.html, whose Content-Security-Policy forbids 'unsafe-eval'.
// Reports to the parent page (test/csp/csp.test.ts) by postMessage: whether eval-like code is
// really blocked here, and the validator's verdicts on a valid and an invalid document.
// The validator is imported dynamically, after the listener below is in place, so that a
// failure while loading it (such as an EvalError) is reported rather than silent.
const FIXTURES = '/test/fixtures/conformance';
const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (e) => {
  violations.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'} (${e.sample})`);
});

function evalBlocked(): { blocked: boolean; error: string } {
  try {
    // eslint-disable-next-line no-new-func -- the probe: must throw EvalError under this CSP
    const f = new Function('return 1') as () => number;
    return { blocked: false, error: `new Function ran and returned ${f()}` };
  } catch (err) {
    return { blocked: err instanceof EvalError, error: `${(err as Error).name}: ${(err as Error).message}` };
  }
}

async function text(path: string): Promise<string> {
  const response = await fetch(`${FIXTURES}/${path}`);
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return response.text();
}

async function main() {
  const { validate } = await import('../../src/validator/index.js');
  const evalCheck = evalBlocked();
  const valid = validate(await text('valid/game-classic-000.json'));
  const invalid = validate(await text('invalid/must-follow-suit-000.json'));
  const schema = validate(await text('invalid/schema-000.json'));
  // a document value, not text
  const value = validate({ format: 'klaberjass', version: 1, players: ['A', 'B'], hands: [{ dealer: 2 }] });
  return { evalCheck, valid, invalid, schema, value, violations };
}

main().then(
  (result) => parent.postMessage({ source: 'csp-page', ok: true, result }, '*'),
  (err: unknown) =>
    parent.postMessage({ source: 'csp-page', ok: false, error: String((err as Error)?.stack ?? err), violations }, '*'),
);
