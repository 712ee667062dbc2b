// klaberjass-render: SVG, PNG and GIF from every demo example (run in-process through runRender),
// --alt in both languages, and its errors with their exit codes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, describe, it } from 'node:test';
import { PNG } from 'pngjs';
import { runRender } from '../../../src/cli/render-run.js';
import { replayDocument } from '../../../src/validator/index.js';
import { root } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'kj-render-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const EXAMPLES = join(root, 'demo/examples');
const examples = [
  ...readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .map((f) => join(EXAMPLES, f)),
  ...readdirSync(join(EXAMPLES, 'quiz'))
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .map((f) => join(EXAMPLES, 'quiz', f)),
];

/** Runs the command in-process: exit code, standard output (bytes) and standard error. */
async function render(args: string[], stdin = '') {
  const out: Buffer[] = [];
  const stdout = new PassThrough();
  stdout.on('data', (c: Buffer) => out.push(Buffer.from(c)));
  let err = '';
  const stderr = new PassThrough();
  stderr.on('data', (c: Buffer) => (err += String(c)));
  const input = new PassThrough();
  input.end(stdin);
  const status = await runRender(args, { stdin: input, stdout, stderr });
  return { status, stdout: Buffer.concat(out), stderr: err };
}

/** How many frames (image descriptors) a GIF holds, read block by block. */
function gifFrames(b: Buffer): number {
  let at = 13 + (b[10] & 0x80 ? 3 * 2 ** ((b[10] & 7) + 1) : 0);
  const skipSubBlocks = () => {
    while (b[at] !== 0) at += b[at] + 1;
    at++;
  };
  let n = 0;
  while (at < b.length && b[at] !== 0x3b) {
    if (b[at] === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (b[at] === 0x2c) {
      n++;
      const flags = b[at + 9];
      at += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0) + 1;
      skipSubBlocks();
    } else throw new Error(`not a GIF block at byte ${at}`);
  }
  return n;
}

describe('klaberjass-render makes SVG, PNG and GIF from every demo example', () => {
  it('finds the examples', () => assert.ok(examples.length >= 30, `${examples.length} examples`));
  for (const file of examples) {
    const name = file.slice(EXAMPLES.length + 1);
    it(name, async () => {
      const r = replayDocument(readFileSync(file, 'utf8'));
      const hand = r.hands.findIndex((h) => h.initial);
      assert.ok(hand >= 0, 'the example has a hand to draw');
      const svg = await render([file, '--hand', String(hand)]);
      assert.equal(svg.status, 0, svg.stderr);
      const text = svg.stdout.toString('utf8');
      assert.match(text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
      assert.doesNotMatch(text, /<script|\shref=|xlink:href|url\((?!#)/i);

      const png = join(dir, `${name.replace(/\//g, '-')}.png`);
      const p = await render([file, '--hand', String(hand), '-o', png, '--theme', 'dark']);
      assert.equal(p.status, 0, p.stderr);
      const img = PNG.sync.read(readFileSync(png));
      assert.equal(img.width, 600);
      assert.ok(img.height > 400);

      const gif = join(dir, `${name.replace(/\//g, '-')}.gif`);
      const g = await render([file, '--hand', String(hand), '-o', gif, '--width', '240']);
      assert.equal(g.status, 0, g.stderr);
      const bytes = readFileSync(gif);
      assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
      assert.equal(bytes.readUInt16LE(6), 240);
      assert.equal(gifFrames(bytes), r.hands[hand].steps.length + 1, 'a frame per move and one for the deal');
    });
  }
});

describe('klaberjass-render --alt', () => {
  const file = join(EXAMPLES, 'must-trump.json');
  it('says who holds what, trump, the move and its comment (default: the last commented move)', async () => {
    const r = await render([file, '--alt']);
    assert.equal(r.status, 0, r.stderr);
    const alt = r.stdout.toString();
    assert.match(alt, /^Move 22 of 22\. Trump is clubs, taken by Finn\./);
    assert.match(alt, /On the table: Finn: nine of clubs, Eva: queen of hearts\./);
    assert.match(alt, /Eva plays the queen of hearts\. Comment: Finn takes the last trick/);
  });
  it('in Norwegian, at a step, from one perspective', async () => {
    const r = await render([file, '--alt', '--lang', 'nb', '--step', '6', '--perspective', '1']);
    assert.equal(r.status, 0, r.stderr);
    const alt = r.stdout.toString();
    assert.match(alt, /^Trekk 6 av 22\. Trumf er kløver, tatt av Finn\./);
    assert.match(alt, /Finn har kløver knekt, kløver nier/);
    assert.match(alt, /Eva har 8 kort med baksiden opp\./);
    assert.match(alt, /Finn spiller spar nier\./);
  });
  it('reads standard input', async () => {
    const r = await render(['-', '--alt', '--step', '0'], readFileSync(file, 'utf8'));
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout.toString(), /^The deal\. No trump yet\. Eva holds /);
  });
});

describe('klaberjass-render errors', () => {
  const file = join(EXAMPLES, 'must-trump.json');
  const cases: [string, string[], number, RegExp, string?][] = [
    ['no input', [], 2, /give one transcript/],
    ['a missing file', [join(dir, 'nope.json')], 2, /nope\.json: no such file/],
    ['a bad --hand', [file, '--hand', 'x'], 2, /--hand must be a whole number, not "x"/],
    ['a hand the document lacks', [file, '--hand', '3'], 2, /There is no hand 3: the document has 1 hand/],
    ['a step the hand lacks', [file, '--step', '40'], 2, /There is no step 40: the hand can be shown at steps 0 to 22/],
    ['a bad --lang', [file, '--lang', 'de'], 2, /--lang must be en or nb, not "de"/],
    // one reader of the arguments with klaberjass-validate (src/cli/args.ts): its words for node:util's errors
    ['an unknown option', [file, '--bogus'], 2, /: unknown option --bogus\n/],
    ['an option without its value', [file, '--hand'], 2, /: --hand needs a value\n/],
    ['a value for a flag', [file, '--alt=yes'], 2, /: --alt takes no value\n/],
    ['an unknown format', [file, '-o', join(dir, 'x.jpg')], 2, /cannot tell the format/],
    ['--step with a GIF', [file, '--format', 'gif', '--step', '2'], 2, /an animation shows every step/],
    ['not a transcript', ['-'], 1, /standard input: The document cannot be drawn: /, '{"format":"chess"}'],
    ['not JSON', ['-'], 1, /standard input: The document cannot be drawn: /, 'hello'],
  ];
  for (const [what, args, status, message, stdin] of cases)
    it(what, async () => {
      const r = await render(args, stdin);
      assert.equal(r.status, status, r.stderr);
      assert.match(r.stderr, message);
      assert.match(r.stderr, /^klaberjass-render: /);
      assert.equal(r.stdout.length, 0);
    });
  it('a name with control characters is escaped in the error line, XML-escaped in the SVG', async () => {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { players: string[] };
    doc.players = ['<b>E&va</b>\u001b[2J', 'Finn"\u0007'];
    const f = join(dir, 'hostile.json');
    writeFileSync(f, JSON.stringify(doc));
    const r = await render([f]);
    assert.equal(r.status, 0, r.stderr);
    const svg = r.stdout.toString();
    assert.ok(svg.includes('&lt;b&gt;E&amp;va&lt;/b&gt;\ufffd[2J'), 'the name as escaped text');
    assert.ok(!svg.includes('<b>'));
    const alt = await render([f, '--alt']);
    assert.ok(alt.stdout.toString().includes('<b>E&va</b>\\u001b[2J'), alt.stdout.toString());
  });
  it('without @resvg/resvg-js, PNG says how to get it and SVG still works', () => {
    const hooks = join(root, 'test/node/cli/no-resvg-hooks.mjs');
    const run = (args: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', '--import', hooks, join(root, 'src/cli/render-main.ts'), ...args],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
    const png = run([file, '-o', join(dir, 'none.png')]);
    assert.equal(png.status, 2, png.stderr);
    assert.match(png.stderr, /PNG and GIF need the optional package @resvg\/resvg-js.*npm install @resvg\/resvg-js/);
    const svg = run([file]);
    assert.equal(svg.status, 0, svg.stderr);
    assert.match(svg.stdout, /^<svg /);
  });
});
