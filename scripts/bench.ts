// `npm run bench [-- --json]`: runs every bench/*.bench.ts. Each exports
//   export async function run(): Promise<Record<string, number | string>>
// Prints `name: value` per figure, or with --json one JSON object of all figures.
// A bench file that throws prints `name: error …` on stderr and the script exits 1 at the end.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Figures = Record<string, number | string>;
interface BenchModule {
  run?: () => Promise<Figures>;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');
const json = process.argv.slice(2).includes('--json');

const files = existsSync(benchDir)
  ? readdirSync(benchDir)
      .filter((f) => f.endsWith('.bench.ts'))
      .sort()
  : [];
if (files.length === 0) console.error('no bench/*.bench.ts files');

const all: Figures = {};
let failures = 0;
for (const file of files) {
  const name = basename(file, '.bench.ts');
  try {
    const mod = (await import(pathToFileURL(join(benchDir, file)).href)) as BenchModule;
    if (typeof mod.run !== 'function') throw new Error(`${file} exports no run() function`);
    const figures = await mod.run();
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
if (failures > 0) process.exitCode = 1;
