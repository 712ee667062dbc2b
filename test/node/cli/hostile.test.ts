// klaberjass-validate on hostile input (issue 15), run in-process: a document the validator
// could not finish is never valid and exits 2.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { TOO_LONG, decodeText } from '../../../src/cli/inputs.js';
import { run, type RunOptions } from '../../../src/cli/run.js';
import { validate } from '../../../src/validator/index.js';
import { CONFORMANCE, builtCli, compact, root, tempDir } from './helpers.js';

let dir = '';
let cleanup = () => {};
before(() => ({ dir, cleanup } = tempDir('kj-cli-hostile-')));
after(() => cleanup());

const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** Runs the command in-process; stdout and stderr as text. */
async function inProcess(argv: string[], options: RunOptions = {}, stdin = new PassThrough()) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  const code = await run(argv, { stdin, stdout, stderr }, { progressIntervalMs: 0, version: 'test', ...options });
  return { code, out, err };
}

describe('klaberjass-validate: a verdict that could not be completed', () => {
  test('"rules": {"toString": 1} on an invalid game exits 1, not 0 (the key reached Object.prototype)', async () => {
    for (const key of ['toString', 'constructor', '__proto__', 'valueOf']) {
      const text = compact('invalid/must-follow-suit-000.json').replace('"players"', `"rules":{"${key}":1},"players"`);
      const r = await inProcess([file(`proto-${key}.json`, text)]);
      assert.equal(r.code, 1, `${key}: ${r.out}`);
      assert.match(r.out, /\[schema\]/);
      assert.doesNotMatch(r.out, /0 invalid/);
    }
  });

  test('130,000 unknown keys (a stack overflow made it valid) exit 1', async () => {
    const doc = JSON.parse(compact('invalid/must-follow-suit-000.json')) as Record<string, unknown>;
    for (let i = 0; i < 130_000; i++) doc[`k${i}`] = 1;
    const r = await inProcess(['--quiet', file('many-keys.json', JSON.stringify(doc))]);
    assert.equal(r.code, 1, r.out);
    assert.match(r.out, /1 invalid/);
  });

  test('an internal violation exits 2 with [internal] and says the document is not known to be valid', async () => {
    const path = file('game.json', compact('valid/game-classic-000.json'));
    const failing: typeof validate = (input, options) => {
      const v = validate(input, options);
      return {
        valid: false,
        violations: [...v.violations, { rule: 'internal', path: '', message: 'The validator could not finish.' }],
        notes: v.notes,
      };
    };
    const r = await inProcess([path], { validate: failing });
    assert.equal(r.code, 2, r.out);
    assert.match(r.out, /game\.json: \[internal\] The validator could not finish\./);
    assert.match(r.out, /1 document checked: 0 valid, 1 invalid, 1 violation\n/);
    assert.match(r.out, /1 document could not be checked to the end \(internal error\): not known to be valid\n/);
    const j = await inProcess(['--quiet', '--json', path], { validate: failing });
    assert.equal(j.code, 2);
    assert.deepEqual(JSON.parse(j.out), {
      documents: 1,
      valid: 0,
      invalid: 1,
      violations: { internal: 1 },
      unreadable: 0,
      skipped: 0,
      unchecked: 1,
      unlisted: 0,
    });
  });

  test('a validator that throws (it promises not to) gives an internal violation and exit 2', async () => {
    const path = file('game2.json', compact('valid/game-classic-000.json'));
    const throwing: typeof validate = () => {
      throw {
        get message(): string {
          throw new Error('nested');
        },
      };
    };
    const r = await inProcess(['--json', path], { validate: throwing });
    assert.equal(r.code, 2);
    const rec = JSON.parse(r.out.split('\n')[0]) as { valid: boolean; violations: { rule: string }[] };
    assert.equal(rec.valid, false);
    assert.deepEqual(
      rec.violations.map((v) => v.rule),
      ['internal'],
    );
  });

  test('a document of many broken hands lists 1,000 violations and counts the rest in the summary', async () => {
    const doc = {
      format: 'klaberjass',
      version: 1,
      players: ['A', 'B'],
      hands: Array.from({ length: 3000 }, () => ({ dealer: 0, junk: true })),
    };
    const path = file('broken-hands.json', JSON.stringify(doc));
    const r = await inProcess([path]);
    assert.equal(r.code, 1);
    assert.equal(r.out.split('\n').filter((l) => l.includes('[schema]')).length, 1000);
    assert.match(r.out, /note: And 2,000 more violations and 1,999 more notes, not listed/);
    assert.match(r.out, /1 document checked: 0 valid, 1 invalid, 3000 violations\n/);
    assert.match(r.out, /violations by rule: schema 1000, not listed 2000\n/);
  });

  test('a 14 MB document nested millions deep (801 MB of memory) is one located schema violation, exit 1', async () => {
    const depth = 7 * 1024 * 1024;
    const path = file(
      'deep.json',
      `{"format":"klaberjass","version":1,"hands":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    );
    const r = await inProcess([path]);
    assert.equal(r.code, 1);
    assert.match(
      r.out,
      /^.*deep\.json: \[schema\] The document is nested too deeply at line 1, column 107: at most 64 levels of arrays and objects are read, so it was not read\.\n1 document checked: 0 valid, 1 invalid, 1 violation\n/,
    );
  });

  test('a document with more schema errors than are read says "over" in its note and in the summary', async () => {
    const d = JSON.parse(compact('valid/game-classic-000.json')) as Record<string, unknown>;
    for (let i = 0; i < 30000; i++) d[`k${i}`] = i;
    const r = await inProcess([file('many-keys.json', JSON.stringify(d))]);
    assert.equal(r.code, 1);
    assert.match(
      r.out,
      /note: And over 19,000 more violations, not listed: .*too many schema faults to count them all\)\.\n/,
    );
    assert.match(r.out, /1 document checked: 0 valid, 1 invalid, over 20000 violations\n/);
    assert.match(r.out, /violations by rule: schema 1000, not listed over 19000\n/);
    const j = await inProcess(['--json', file('many-keys-2.json', JSON.stringify(d))]);
    const verdict = JSON.parse(j.out.split('\n')[0]) as { omitted?: unknown };
    assert.deepEqual(verdict.omitted, { violations: 19000, notes: 0, uncounted: true });
  });
});

describe('klaberjass-validate: terminal escape injection', () => {
  // eslint-disable-next-line no-control-regex -- what must never reach the terminal raw
  const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2067]/;
  const ESC = '\u001b';
  const payloads = [
    `${ESC}]0;pwned\u0007`, // window title
    `${ESC}[2J${ESC}[H`, // clear screen
    `${ESC}[31mred${ESC}[0m`, // colours
    '\u202eevil\u202c', // right-to-left override
    'two\nlines\r\u2028',
    '\u009b31m', // C1 control sequence introducer
  ];

  test('player names, unknown keys and comments with escape sequences are printed escaped (one line each)', async () => {
    for (const [i, p] of payloads.entries()) {
      const doc = JSON.parse(compact('invalid/must-follow-suit-000.json')) as Record<string, unknown>;
      doc.players = [p, `B${p}`];
      doc[`key${p}`] = 1;
      const r = await inProcess([file(`names-${i}.json`, JSON.stringify(doc))]);
      assert.equal(r.code, 1);
      assert.doesNotMatch(r.out, RAW, JSON.stringify(r.out));
      const lines = r.out.split('\n').filter((l) => l !== '');
      for (const l of lines.slice(0, -2)) assert.match(l, /^\/tmp\/.*names-\d\.json: /, JSON.stringify(l));
      assert.match(r.out, /\\u[0-9a-f]{4}/); // the escapes are visible
    }
  });

  test('the quoted snippet of bad JSON is printed escaped', async () => {
    const r = await inProcess([file('bad.json', `{"format": ${ESC}]0;title\u0007 }`)]);
    assert.equal(r.code, 1);
    assert.doesNotMatch(r.out, RAW, JSON.stringify(r.out));
    const lines = r.out.split('\n').filter((l) => l !== '');
    assert.match(lines[0], /bad\.json: \[schema\] .*\\u001b/);
    for (const l of lines) assert.match(l, /^(\/tmp\/.*bad\.json: |1 document checked|violations by rule)/, l);
  });

  test('a file name with a newline cannot forge report lines ("12 documents checked: 12 valid")', async () => {
    const name = 'x.json\n12 documents checked: 12 valid, 0 invalid\n\u202e.json';
    const path = file(name, compact('invalid/must-follow-suit-000.json'));
    const r = await inProcess([path]);
    assert.equal(r.code, 1);
    assert.doesNotMatch(r.out, RAW, JSON.stringify(r.out));
    const lines = r.out.split('\n').filter((l) => l !== '');
    assert.equal(lines.filter((l) => l.startsWith('12 documents')).length, 0, r.out);
    assert.match(lines[lines.length - 2], /^1 document checked: 0 valid, 1 invalid/);
    assert.ok(lines[0].includes('x.json\\u000a12 documents checked'), lines[0]);
    // and on standard error, for a file that cannot be read
    const missing = await inProcess([join(dir, `gone${ESC}[2J.json`)]);
    assert.equal(missing.code, 2);
    assert.doesNotMatch(missing.err, RAW);
    assert.equal(missing.err.split('\n').filter((l) => l !== '').length, 1);
  });
});

describe('klaberjass-validate under stress', () => {
  test(
    'a write error (> /dev/full) exits 2 with a one-line reason, not 0 with no output',
    { skip: !existsSync('/dev/full') },
    () => {
      const out = openSync('/dev/full', 'w');
      try {
        const r = spawnSync(process.execPath, [builtCli(), join(CONFORMANCE, 'valid')], {
          cwd: root,
          stdio: ['ignore', out, 'pipe'],
          encoding: 'utf8',
          timeout: 60000,
        });
        assert.equal(r.status, 2, r.stderr);
        const lines = r.stderr.split('\n').filter((l) => l !== '');
        assert.equal(lines.length, 1, r.stderr);
        assert.match(lines[0], /^klaberjass-validate: cannot write the report: no space left on the device$/);
      } finally {
        closeSync(out);
      }
    },
  );

  test('a stream that fails while the report is written exits 2 with the reason', async () => {
    const stdout = new Writable({
      write(_chunk, _enc, cb) {
        cb(Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' }));
      },
    });
    const stderr = new PassThrough();
    let err = '';
    stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    const code = await run([join(CONFORMANCE, 'valid/game-classic-000.json')], {
      stdin: new PassThrough(),
      stdout,
      stderr,
    });
    assert.equal(code, 2);
    assert.equal(err, 'klaberjass-validate: cannot write the report: input/output error\n');
  });

  /** Endless input: chunks of `piece` for ever (until the reader stops). */
  const endless = (piece: string) => {
    let sent = 0;
    const stream = new Readable({
      read() {
        sent += 1;
        this.push(Buffer.from(piece.repeat(4096)));
      },
    });
    return { stream, sent: () => sent * piece.length * 4096 };
  };

  test('endless input without line breaks (/dev/zero) stops once over --max-bytes', async () => {
    const input = endless('\u0000');
    const r = await inProcess(['--max-bytes', '64k', '-'], {}, input.stream as unknown as PassThrough);
    assert.equal(r.code, 1);
    assert.match(
      r.out,
      /^-: \[schema\] The document is more than 65536 bytes, the limit \(--max-bytes\); it was not checked, and reading stopped there\.\n/,
    );
    assert.ok(input.sent() < 4 * 65536 + (1 << 20), `read ${input.sent()} bytes`);
  });

  test('endless input of short lines (a FIFO that never ends) stops once the document is over --max-bytes', async () => {
    const input = endless('[\n');
    const r = await inProcess(['--max-bytes', '64k', '-'], {}, input.stream as unknown as PassThrough);
    assert.equal(r.code, 1);
    assert.match(r.out, /The document is more than 65536 bytes/);
    assert.ok(input.sent() < 4 * 65536 + (1 << 20), `read ${input.sent()} bytes`);
  });

  test('/dev/zero itself as standard input ends', { skip: !existsSync('/dev/zero') }, () => {
    const zero = openSync('/dev/zero', 'r');
    try {
      const r = spawnSync(process.execPath, [builtCli(), '--max-bytes', '1m', '-'], {
        cwd: root,
        stdio: [zero, 'pipe', 'pipe'],
        encoding: 'utf8',
        timeout: 60000,
      });
      assert.equal(r.status, 1, r.stderr);
      assert.match(r.stdout, /more than 1048576 bytes/);
    } finally {
      closeSync(zero);
    }
  });

  test('a text longer than JavaScript strings can hold is "too large to check", not "not UTF-8 text" (--max-bytes 2g on a 1 GB line)', () => {
    // simulated with a small string limit: the real one is about 512 M characters
    assert.equal(decodeText(Buffer.from('{"a": 1}'), 4), TOO_LONG);
    assert.equal(decodeText(Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x42]), 4), TOO_LONG);
    assert.equal(decodeText(Buffer.from([0xff, 0xfe]), 4), null);
    assert.equal(decodeText(Buffer.from('{"a": 1}')), '{"a": 1}');
  });
});
