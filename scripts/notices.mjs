// dist/THIRD-PARTY-NOTICES.md: the licence of every package from node_modules that a built file
// contains (read from the source maps rollup writes beside them), with the package's own licence
// text. The minified browser files carry a one-line pointer to it (BANNER in rollup.config.mjs).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The node_modules packages named in the `sources` of the source maps in `dir`. */
export function bundledPackages(dir) {
  const names = new Set();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.js.map'))) {
    const { sources = [] } = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    for (const s of sources) {
      const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(s);
      if (m) names.add(m[1]);
    }
  }
  return [...names].sort();
}

/** Packages whose code is inlined into committed generated files under src/ (no source map names them). */
const INLINED = [
  // src/notation/generated/schema-validator.js: ajv's standalone output and its run-time helpers
  'ajv',
];

export function writeNotices(root) {
  const dist = join(root, 'dist');
  const packages = [...new Set([...bundledPackages(dist), ...INLINED])].sort();
  const sections = packages.map((name) => {
    const dir = join(root, 'node_modules', name);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((n) => /^licen[cs]e(\.(md|txt))?$/i.test(n));
    if (!file) throw new Error(`${name} has no LICENSE file to copy into THIRD-PARTY-NOTICES.md`);
    const text = readFileSync(join(dir, file), 'utf8').trim();
    return `## ${name} ${pkg.version} (${pkg.license})\n\n${pkg.homepage ?? ''}\n\n\`\`\`text\n${text}\n\`\`\``;
  });
  const out = `# Third-party notices\n\nThe files in dist/ include code from these packages, under their licences.\nklaberjass-table itself is under the MIT licence (LICENSE).\n\n${sections.join('\n\n')}\n`;
  writeFileSync(join(dist, 'THIRD-PARTY-NOTICES.md'), out);
  return packages;
}

if (existsSync(process.argv[1] ?? '') && import.meta.url === `file://${process.argv[1]}`) {
  console.log(writeNotices(join(new URL('.', import.meta.url).pathname, '..')));
}
