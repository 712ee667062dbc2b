// Runs inside allowed.html and refused.html (Trusted Types enforced). Asks the AI client for a
// move and reports to the parent (test/ai/trusted-types.test.ts) where it ran and what it reported.
const fallbacks: string[] = [];
// every Content-Security-Policy violation the page reports (a refused plain worker URL is one)
const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective}: ${e.sample}`));

export async function main() {
  const { createAiClient } = await import('../../../src/ai/client.js');
  const { newGame, rulesOf, explain } = await import('../../../src/engine/internal.js');
  const ai = createAiClient({ onFallback: (reason) => fallbacks.push(reason) });
  try {
    const g = newGame({ rules: rulesOf('classic'), seed: 'tt', dealer: 0 });
    const choice = await ai.choose(g, g.hand.toAct, { level: 'easy', seed: 1 });
    // (a violation at the worker's start is reported long before the worker's answer arrives)
    return { mode: ai.mode, legal: choice !== null && explain(g, choice.move) === null, fallbacks, violations };
  } finally {
    ai.dispose();
  }
}

main().then(
  (result) => parent.postMessage({ source: 'tt-page', ok: true, result }, '*'),
  (e: unknown) => parent.postMessage({ source: 'tt-page', ok: false, error: String(e), fallbacks }, '*'),
);
