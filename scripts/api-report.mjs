#!/usr/bin/env node
// The public API of every entry point in package.json `exports` that has types, pinned in
// api/<entry>.api.md (API Extractor's report of the emitted declarations in dist/types/).
//   npm run api          after `npm run build`: writes the reports again (commit them with the change)
//   node scripts/api-report.mjs --check
//                        compares the reports with the declarations; exits 1 on a difference
// test/node/api-report.test.ts runs the check inside `npm test`. A difference is either a change to
// the public API that was meant (run `npm run api` and commit the report, so that the change is
// reviewed) or an internal name that leaked into an entry point (export it from the layer's
// internal module instead: src/engine/internal.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import apiExtractor from '@microsoft/api-extractor';

const { Extractor, ExtractorConfig } = apiExtractor;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPORT_FOLDER = join(root, 'api');

/**
 * The entry points with declarations, from package.json `exports`: `.` is `klaberjass-table`,
 * `./element/class` is `element-class`; two exports with the same declarations share one report.
 */
export function apiEntries() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const seen = new Map();
  for (const [key, value] of Object.entries(pkg.exports)) {
    const types = typeof value === 'object' && value ? value.types : undefined;
    if (!types || seen.has(types)) continue;
    const name =
      key === '.'
        ? pkg.name
        : key
            .slice(2)
            .replace(/\.js$/, '')
            .replace(/[^A-Za-z0-9]+/g, '-');
    seen.set(types, { name, exportKey: key, types: join(root, types) });
  }
  return [...seen.values()];
}

const quiet = { logLevel: 'none', addToApiReportFile: false };

function configFor(entry, reportTempFolder) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: entry.types,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2022',
            module: 'es2022',
            moduleResolution: 'bundler',
            lib: ['es2022', 'dom', 'dom.iterable'],
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [entry.types],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.name,
        reportFolder: REPORT_FOLDER,
        reportTempFolder,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning', addToApiReportFile: true },
          // the package has one release level: every exported name is public
          'ae-missing-release-tag': quiet,
          // a type used by the API but not exported by the entry point is listed in the report
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
        },
        // our doc comments are TSDoc-like, not checked TSDoc (custom tags such as @event, @csspart)
        tsdocMessageReporting: { default: quiet },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(root, 'package.json'),
  });
}

/**
 * Runs API Extractor for every entry point. `update`: writes api/<entry>.api.md. Otherwise the
 * report is made in a temporary folder and compared with the checked-in one. Resolves to one
 * result per entry point: `{ name, exportKey, ok, report, checkedIn, messages }`.
 */
export function runApiReports({ update = false } = {}) {
  if (!existsSync(join(root, 'dist', 'types'))) throw new Error('dist/types/ is missing: run npm run build first');
  mkdirSync(REPORT_FOLDER, { recursive: true });
  const temp = mkdtempSync(join(tmpdir(), 'kj-api-'));
  try {
    return apiEntries().map((entry) => {
      const messages = [];
      const result = Extractor.invoke(configFor(entry, temp), {
        localBuild: update,
        messageCallback: (m) => {
          if (m.logLevel === 'error' || m.logLevel === 'warning') {
            const where = m.sourceFilePath ? ` (${m.sourceFilePath}:${m.sourceFileLine})` : '';
            messages.push(`${m.logLevel} ${m.messageId}: ${m.text}${where}`);
          }
          m.handled = true;
        },
      });
      const reportFile = join(REPORT_FOLDER, `${entry.name}.api.md`);
      const tempFile = join(temp, `${entry.name}.api.md`);
      const report = normalize(existsSync(tempFile) ? readFileSync(tempFile, 'utf8') : '');
      if (update && existsSync(reportFile)) writeFileSync(reportFile, normalize(readFileSync(reportFile, 'utf8')));
      const checkedIn = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : null;
      const ok = result.errorCount === 0 && checkedIn !== null && normalize(checkedIn) === normalize(report);
      return { ...entry, ok, report, checkedIn, messages, reportFile };
    });
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * A report as compared and committed: without the line and column of each warning's place in the
 * declarations (they move with every edit of that file, the API does not).
 */
const normalize = (text) => text.replace(/\r\n/g, '\n').replace(/^(\/\/ \S+?\.d\.ts):\d+:\d+ - /gm, '$1 - ');

/** The first lines where two reports differ, `-` checked in, `+` now. */
export function firstDifferences(checkedIn, now, max = 12) {
  const a = normalize(checkedIn ?? '').split('\n');
  const b = normalize(now).split('\n');
  const out = [];
  const bSet = new Set(b);
  const aSet = new Set(a);
  for (const line of a) if (!bSet.has(line) && line.trim()) out.push(`- ${line}`);
  for (const line of b) if (!aSet.has(line) && line.trim()) out.push(`+ ${line}`);
  return out.slice(0, max).concat(out.length > max ? [`… ${out.length - max} more lines`] : []);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const update = !process.argv.includes('--check');
  const results = runApiReports({ update });
  let failed = 0;
  for (const r of results) {
    for (const m of r.messages) console.log(`  ${r.name}: ${m}`);
    if (update) {
      console.log(`${r.messages.some((m) => m.startsWith('error')) ? 'FAIL' : 'wrote'} api/${r.name}.api.md`);
    } else if (r.ok) {
      console.log(`ok   api/${r.name}.api.md (${r.exportKey})`);
    } else {
      failed += 1;
      console.log(
        `FAIL api/${r.name}.api.md (${r.exportKey}): the public API changed; if that is meant, run npm run api and commit the report`,
      );
      for (const line of firstDifferences(r.checkedIn, r.report)) console.log(`     ${line}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}
