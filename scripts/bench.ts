// `npm run bench [-- --json] [-- --only=validate,render] [-- --write]`: runs every
// bench/*.bench.ts (or those named by --only, their file names without .bench.ts). Each exports
//   export async function run(): Promise<Record<string, number | string>>
// Prints `name: value` per figure, or with --json one JSON object of all figures.
// --write records each bench file's figures in bench/results.json (the committed results: a bench
// file not run, or one that fails, keeps its earlier entry) and writes the figures the docs take
// from them (scripts/doc-figures.mjs, `<!-- bench:… -->` markers).
// A bench file that throws prints `name: error …` on stderr and the script exits 1 at the end.
import { existsSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Figures = Record<string, number | string>;
interface BenchModule {
  run?: () => Promise<Figures>;
}
interface BenchRun {
  date: string;
  node: string;
  cpus: number;
  loadAverage: number;
  figures: Figures;
}

// (a plain .mjs without declarations: imported by a path held in a string, typed here)
const DOC_FIGURES: string = './doc-figures.mjs';
const { readBenchResults, writeBenchResults, writeBenchFigures } = (await import(DOC_FIGURES)) as {
  readBenchResults(root: string): Record<string, BenchRun>;
  writeBenchResults(root: string, results: Record<string, BenchRun>): void;
  writeBenchFigures(root: string): string[];
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');
const args = process.argv.slice(2);
const json = args.includes('--json');
const write = args.includes('--write');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);

const available = existsSync(benchDir)
  ? readdirSync(benchDir)
      .filter((f) => f.endsWith('.bench.ts'))
      .sort()
  : [];
const unknown = (only ?? []).filter((n) => !available.includes(`${n}.bench.ts`));
if (unknown.length > 0) {
  console.error(
    `no bench file named ${unknown.join(', ')} (known: ${available.map((f) => basename(f, '.bench.ts')).join(', ')})`,
  );
  process.exit(2);
}
const files = only ? available.filter((f) => only.includes(basename(f, '.bench.ts'))) : available;
if (files.length === 0) console.error('no bench/*.bench.ts files');

const all: Figures = {};
const runs: Record<string, BenchRun> = {};
let failures = 0;
for (const file of files) {
  const name = basename(file, '.bench.ts');
  try {
    const mod = (await import(pathToFileURL(join(benchDir, file)).href)) as BenchModule;
    if (typeof mod.run !== 'function') throw new Error(`${file} exports no run() function`);
    const load = loadavg()[0];
    const figures = await mod.run();
    runs[name] = {
      date: new Date().toISOString().slice(0, 10),
      node: process.version,
      cpus: cpus().length,
      // the load of the machine as the bench started (other work shares the cores)
      loadAverage: Math.round(load * 10) / 10,
      figures,
    };
    for (const [key, value] of Object.entries(figures)) {
      // a figure name used by two bench files keeps both, the later one prefixed by its file
      const label = key in all ? `${name}.${key}` : key;
      all[label] = value;
      if (!json) console.log(`${label}: ${value}`);
    }
  } catch (err) {
    failures += 1;
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${name}: error ${message}`);
  }
}
if (json) console.log(JSON.stringify(all));
if (write && Object.keys(runs).length > 0) {
  writeBenchResults(root, { ...readBenchResults(root), ...runs });
  const changed = writeBenchFigures(root);
  console.error(
    `bench/results.json: ${Object.keys(runs).join(', ')} recorded` +
      (changed.length ? `; figures written into ${changed.join(', ')}` : '; the docs already give these figures'),
  );
}
if (failures > 0) process.exitCode = 1;
