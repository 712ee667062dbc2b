// klaberjass-validate, run as a child process (node --import tsx src/cli/main.ts) on temporary
// files: exit codes, text and JSON output, NDJSON line numbers, directories, standard input,
// malformed and oversized lines, binary input, progress.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { run } from '../../../src/cli/run.js';
import {
  BIN,
  CONFORMANCE,
  DIST_CLI,
  type JsonRecord,
  cli,
  compact,
  conformanceText,
  records,
  root,
  tempDir,
} from './helpers.js';

const VALID = join(CONFORMANCE, 'valid/game-classic-000.json');
const INVALID = join(CONFORMANCE, 'invalid/must-follow-suit-000.json');

let dir = '';
let cleanup = () => {};
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
  return path;
};

/** No progress line and no stack trace on standard error. */
function assertQuietStderr(stderr: string) {
  assert.ok(!stderr.includes('\r'), `carriage return on stderr: ${JSON.stringify(stderr)}`);
  assert.ok(!/docs\/s/.test(stderr), `progress on stderr: ${stderr}`);
  assert.ok(!/\n\s+at /.test(stderr), `stack trace on stderr: ${stderr}`);
}

before(() => {
  ({ dir, cleanup } = tempDir());
});
after(() => cleanup());

describe('usage and exit code 2', () => {
  test('--help prints usage and exits 0', () => {
    const r = cli(['--help']);
    assert.equal(r.status, 0);
    assert.match(r.stdout, /^Usage: klaberjass-validate/);
    for (const word of ['--rules', '--lang', '--json', '--quiet', '--max-bytes', 'Exit status'])
      assert.ok(r.stdout.includes(word), word);
  });

  test('--version prints the package version', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const r = cli(['--version']);
    assert.equal(r.status, 0);
    assert.equal(r.stdout, `${pkg.version}\n`);
  });

  test('no input is bad usage', () => {
    const r = cli([]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /no input/);
    assert.equal(r.stdout, '');
  });

  test('an unknown option is bad usage', () => {
    const r = cli(['--bogus', VALID]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--bogus/);
    assert.match(r.stderr, /--help/);
  });

  test('an unknown preset for --rules is bad usage, naming the known ones', () => {
    const r = cli(['--rules', 'nosuch', VALID]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /nosuch/);
    assert.match(r.stderr, /classic/);
    assert.equal(r.stdout, '');
    assert.equal(cli(['--rules', '{"preset":"classic","tie":"sometimes"}', VALID]).status, 2);
    assert.equal(cli(['--rules', '{not json', VALID]).status, 2);
  });

  test('a bad --max-bytes is bad usage', () => {
    assert.equal(cli(['--max-bytes', 'lots', VALID]).status, 2);
    assert.equal(cli(['--max-bytes', '0', VALID]).status, 2);
  });

  test('a missing file exits 2 with its name, and nothing is checked', () => {
    const missing = join(dir, 'no-such-file.json');
    const r = cli([VALID, missing]);
    assert.equal(r.status, 2);
    assert.ok(r.stderr.includes(missing), r.stderr);
    assert.match(r.stderr, /no such file/);
    assert.equal(r.stdout, '');
  });

  test(
    'an input that fails while read exits 2, and the other inputs are still checked',
    { skip: existsSync('/proc/self/mem') ? false : 'needs Linux /proc' },
    () => {
      // reading /proc/self/mem from offset 0 fails with EIO
      const r = cli(['--json', '/proc/self/mem', VALID]);
      assert.equal(r.status, 2);
      assert.match(r.stderr, /\/proc\/self\/mem: cannot read/);
      assert.deepEqual(
        (records(r.stdout) as unknown as JsonRecord[]).map((x) => [x.file, x.valid]),
        [[VALID, true]],
      );
    },
  );

  test('a directory with nothing to read exits 2', () => {
    const empty = join(dir, 'empty');
    mkdirSync(join(empty, 'sub'), { recursive: true });
    writeFileSync(join(empty, 'notes.txt'), 'not a transcript');
    const r = cli([empty]);
    assert.equal(r.status, 2);
    assert.ok(r.stderr.includes(empty), r.stderr);
    assert.match(r.stderr, /\.json/);
  });
});

describe('documents, verdicts and exit codes 0 and 1', () => {
  test('a valid document exits 0 with a summary', () => {
    const r = cli([VALID]);
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^1 document checked: 1 valid, 0 invalid\n/m);
    assertQuietStderr(r.stderr);
  });

  test('an invalid document exits 1 with compiler-style lines and a summary by rule', () => {
    const r = cli([INVALID]);
    assert.equal(r.status, 1, r.stdout + r.stderr);
    const line = r.stdout.split('\n').find((l) => l.includes('[must-follow-suit]'));
    assert.ok(line, r.stdout);
    assert.match(
      line,
      new RegExp(`^${INVALID.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: hand \\d+ move \\d+: \\[must-follow-suit\\] \\S`),
    );
    assert.match(r.stdout, /1 document checked: 0 valid, 1 invalid, 1 violation\n/);
    assert.match(r.stdout, /violations by rule: must-follow-suit 1\n/);
  });

  test('--json prints one verdict a line with the file name, and no line for JSON files', () => {
    const r = cli(['--json', VALID, INVALID]);
    assert.equal(r.status, 1);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    assert.equal(recs.length, 2);
    assert.deepEqual(
      recs.map((x) => x.file),
      [VALID, INVALID],
    );
    assert.deepEqual(
      recs.map((x) => x.valid),
      [true, false],
    );
    for (const x of recs) {
      assert.ok(!('line' in x));
      assert.ok(Array.isArray(x.violations) && Array.isArray(x.notes));
    }
    assert.equal(recs[1].violations[0].rule, 'must-follow-suit');
    assert.match(recs[1].violations[0].path, /^\/hands\/\d+\/moves\/\d+$/);
    assertQuietStderr(r.stderr);
  });

  test('--quiet prints the summary only (and with --json one summary object)', () => {
    const r = cli(['--quiet', VALID, INVALID]);
    assert.equal(r.status, 1);
    assert.equal(
      r.stdout,
      '2 documents checked: 1 valid, 1 invalid, 1 violation\nviolations by rule: must-follow-suit 1\n',
    );
    const j = cli(['--quiet', '--json', VALID, INVALID]);
    assert.equal(j.status, 1);
    assert.deepEqual(JSON.parse(j.stdout), {
      documents: 2,
      valid: 1,
      invalid: 1,
      violations: { 'must-follow-suit': 1 },
      unreadable: 0,
      unchecked: 0,
      skipped: 0,
      unlisted: 0,
    });
  });

  test('--rules applies to documents that name no rules, and only to them', () => {
    const doc = JSON.parse(conformanceText('valid/game-schmeiss-036.json')) as Record<string, unknown>;
    assert.equal(doc.rules, 'schmeiss');
    delete doc.rules;
    const unnamed = file('unnamed-schmeiss.json', JSON.stringify(doc));
    const asClassic = cli(['--json', unnamed]);
    assert.equal(asClassic.status, 1, 'a schmeiss bid is illegal under the default classic rules');
    assert.ok((records(asClassic.stdout)[0] as unknown as JsonRecord).violations.some((v) => v.rule === 'bid'));
    assert.equal(cli([unnamed, '--rules', 'schmeiss']).status, 0);
    // a document that names its rules keeps them
    assert.equal(cli(['--rules', 'classic', join(CONFORMANCE, 'valid/game-schmeiss-036.json')]).status, 0);
    // a rules object
    const classicSchmeiss = JSON.parse(conformanceText('valid/hands-classic_schmeiss-006.json')) as Record<
      string,
      unknown
    >;
    delete classicSchmeiss.rules;
    const unnamed2 = file('unnamed-classic-schmeiss.json', JSON.stringify(classicSchmeiss));
    assert.equal(cli(['--rules', '{"preset":"classic","schmeiss":true}', unnamed2]).status, 0);
  });

  test('--lang nb words the violations in Norwegian Bokmål; rules, paths and the JSON shape stay the same', () => {
    const en = records(cli(['--json', INVALID]).stdout) as unknown as JsonRecord[];
    const nb = cli(['--json', '--lang', 'nb', INVALID]);
    assert.equal(nb.status, 1, nb.stdout + nb.stderr);
    const recs = records(nb.stdout) as unknown as JsonRecord[];
    assert.equal(recs.length, 1);
    const strip = (r: JsonRecord) => ({
      ...r,
      violations: r.violations.map((v) => ({ ...v, message: '' })),
      notes: r.notes.map((n) => ({ ...n, message: '' })),
    });
    assert.deepEqual(strip(recs[0]), strip(en[0]));
    const v = recs[0].violations[0];
    assert.equal(v.rule, 'must-follow-suit');
    assert.notEqual(v.message, en[0].violations[0].message);
    assert.match(
      v.message,
      /^(Mira|Jonas) spilte (spar|hjerter|ruter|kløver) \S+ på (spar|hjerter|ruter|kløver) \S+, men hadde .* og måtte følge farge\.$/,
    );
    // the text report too, and --lang en is the default wording
    assert.match(cli(['--lang', 'nb', INVALID]).stdout, /\[must-follow-suit\] (Mira|Jonas) spilte /);
    assert.equal(cli(['--json', '--lang', 'en', INVALID]).stdout, cli(['--json', INVALID]).stdout);
  });

  test('a declaration without "player" read as the other player\'s says to add "player": 1, in English and Norwegian', () => {
    const f = join(root, 'test/fixtures/transcripts/invalid/declare-007.json');
    const en = cli([f]);
    assert.equal(en.status, 1, en.stdout + en.stderr);
    assert.match(
      en.stdout,
      /hand 1 move 3: \[declare\] Kari declared runs a second time\. The move names no "player", so it was read as Kari's; if it is Ola's, add "player": 1\.\n/,
    );
    assert.match(
      cli(['--lang', 'nb', f]).stdout,
      /\[declare\] Kari meldte sekvenser for andre gang\. Trekket oppgir ingen "player", .*legg til "player": 1\.\n/,
    );
  });

  test('an unknown --lang is bad usage', () => {
    const r = cli(['--lang', 'de', VALID]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--lang must be en or nb, not "de"/);
    assert.equal(r.stdout, '');
  });

  test('a JSON file over --max-bytes is one schema violation, not read', () => {
    const r = cli(['--json', '--max-bytes', '1000', VALID]);
    assert.equal(r.status, 1);
    const [rec] = records(r.stdout) as unknown as JsonRecord[];
    assert.deepEqual(
      rec.violations.map((v) => v.rule),
      ['schema'],
    );
    assert.match(rec.violations[0].message, /limit/);
    assert.equal(rec.violations[0].path, '');
  });
});

describe('NDJSON', () => {
  test('reports each line with its line number; blank lines are skipped', () => {
    const path = file(
      'games.ndjson',
      [
        compact('valid/game-classic-000.json'),
        compact('invalid/must-follow-suit-000.json'),
        '',
        compact('valid/single-classic-000.json'),
        '',
      ].join('\n'),
    );
    const r = cli(['--json', path]);
    assert.equal(r.status, 1);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    assert.deepEqual(
      recs.map((x) => [x.file, x.line, x.valid]),
      [
        [path, 1, true],
        [path, 2, false],
        [path, 4, true],
      ],
    );
    const text = cli([path]);
    assert.match(
      text.stdout,
      new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: hand \\d+ move \\d+: \\[must-follow-suit\\]`, 'm'),
    );
    assert.match(text.stdout, /3 documents checked: 2 valid, 1 invalid/);
  });

  test('a malformed line in the middle is reported with its line number and the rest is still checked', () => {
    const lines = [
      compact('valid/game-classic-000.json'),
      compact('valid/single-classic-000.json').slice(0, 300),
      compact('valid/fragment-classic-000.json'),
      '{"format": "klaberjass", "version": 1,,}',
      compact('valid/game-simple-024.json'),
    ];
    const path = file('broken.jsonl', lines.join('\r\n') + '\r\n');
    const r = cli(['--json', path]);
    assert.equal(r.status, 1);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    assert.deepEqual(
      recs.map((x) => [x.line, x.valid]),
      [
        [1, true],
        [2, false],
        [3, true],
        [4, false],
        [5, true],
      ],
    );
    for (const bad of [recs[1], recs[3]]) {
      assert.deepEqual([...new Set(bad.violations.map((v) => v.rule))], ['schema']);
      assert.ok(bad.violations[0].message.length > 0);
    }
    const text = cli([path]);
    assert.match(text.stdout, /broken\.jsonl:2: .*\[schema\]/);
    assert.match(text.stdout, /broken\.jsonl:4: .*\[schema\]/);
  });

  test('a line over the size limit is a located schema verdict, and the next lines are checked', () => {
    const small = compact('valid/fragment-classic-000.json');
    const big = compact('valid/game-classic-000.json');
    assert.ok(small.length < 2000 && big.length > 2000);
    const path = file('limit.ndjson', [small, big, small].join('\n'));
    const r = cli(['--json', '--max-bytes', '2000', path]);
    assert.equal(r.status, 1);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    assert.deepEqual(
      recs.map((x) => [x.line, x.valid]),
      [
        [1, true],
        [2, false],
        [3, true],
      ],
    );
    assert.deepEqual(
      recs[1].violations.map((v) => v.rule),
      ['schema'],
    );
    assert.match(recs[1].violations[0].message, new RegExp(`Line 2 is ${big.length} bytes.*2000`));
  });

  test('a file of another extension is read like standard input', () => {
    const path = file(
      'games.txt',
      [compact('valid/game-classic-000.json'), compact('valid/single-classic-000.json')].join('\n'),
    );
    const r = cli(['--json', path]);
    assert.equal(r.status, 0);
    assert.deepEqual(
      (records(r.stdout) as unknown as JsonRecord[]).map((x) => x.line),
      [1, 2],
    );
  });
});

describe('directories', () => {
  test('checks every .json, .ndjson and .jsonl file below a directory, in order', () => {
    const base = join(dir, 'tree');
    const a = file('tree/a.json', conformanceText('valid/game-classic-000.json'));
    const b = file(
      'tree/sub/b.ndjson',
      [compact('valid/single-classic-000.json'), compact('invalid/must-trump-000.json')].join('\n') + '\n',
    );
    const c = file('tree/sub/deeper/c.jsonl', compact('valid/fragment-classic-000.json'));
    file('tree/sub/readme.txt', 'not a transcript');
    file('tree/d.JSON', conformanceText('valid/sheet-classic-001.json'));
    const r = cli(['--json', base]);
    assert.equal(r.status, 1, r.stderr);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    assert.deepEqual(
      recs.map((x) => [x.file, x.line ?? null, x.valid]),
      [
        [a, null, true],
        [join(base, 'd.JSON'), null, true],
        [b, 1, true],
        [b, 2, false],
        [c, 1, true],
      ],
    );
    assert.deepEqual(
      recs[3].violations.map((v) => v.rule),
      ['must-trump'],
    );
  });

  test('checks the conformance suite directories (every valid one valid)', () => {
    const r = cli(['--quiet', '--json', join(CONFORMANCE, 'valid')]);
    assert.equal(r.status, 0, r.stdout);
    const files = readdirSync(join(CONFORMANCE, 'valid')).filter((f) => f.endsWith('.json'));
    assert.ok(files.length >= 10);
    assert.equal((JSON.parse(r.stdout) as { documents: number }).documents, files.length);
  });
});

describe('standard input', () => {
  test('- reads one pretty-printed JSON document', () => {
    const r = cli(['--json', '-'], { input: conformanceText('valid/game-classic-000.json') });
    assert.equal(r.status, 0, r.stderr);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    assert.equal(recs.length, 1);
    assert.equal(recs[0].file, '-');
    assert.ok(!('line' in recs[0]));
  });

  test('- reads one single-line document without a line number', () => {
    const r = cli(['--json', '-'], { input: compact('invalid/must-trump-000.json') + '\n' });
    assert.equal(r.status, 1);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    assert.equal(recs.length, 1);
    assert.ok(!('line' in recs[0]));
  });

  test('- reads NDJSON when there are several one-line documents', () => {
    const input = [
      '',
      compact('valid/game-classic-000.json'),
      compact('invalid/must-trump-000.json'),
      '{broken',
      compact('valid/single-classic-000.json'),
    ].join('\n');
    const r = cli(['--json', '-'], { input });
    assert.equal(r.status, 1);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    assert.deepEqual(
      recs.map((x) => [x.file, x.line, x.valid]),
      [
        ['-', 2, true],
        ['-', 3, false],
        ['-', 4, false],
        ['-', 5, true],
      ],
    );
  });

  test('empty input is one schema violation', () => {
    const r = cli(['--json', '-'], { input: '' });
    assert.equal(r.status, 1);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    assert.equal(recs.length, 1);
    assert.deepEqual([...new Set(recs[0].violations.map((v) => v.rule))], ['schema']);
  });

  test('standard input and files together', () => {
    const r = cli(['--json', VALID, '-'], { input: conformanceText('invalid/must-trump-000.json') });
    assert.equal(r.status, 1);
    assert.deepEqual(
      (records(r.stdout) as unknown as JsonRecord[]).map((x) => [x.file, x.valid]),
      [
        [VALID, true],
        ['-', false],
      ],
    );
  });
});

describe('binary and wrongly encoded input', () => {
  const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + (i >> 3)) & 0xff));

  test('binary files and binary standard input never crash: a schema verdict (exit 1) or exit 2', () => {
    const cases = [
      cli(['--json', file('binary.json', binary)]),
      cli(['--json', file('binary.ndjson', binary)]),
      cli(['--json', file('binary.bin', binary)]),
      cli(['--json', '-'], { input: binary }),
      cli(['--json', file('nul.json', Buffer.from('{"format":"klaberjass"\u0000}'))]),
    ];
    for (const r of cases) {
      assert.ok(r.status === 1 || r.status === 2, `exit ${r.status}: ${r.stderr}`);
      assertQuietStderr(r.stderr);
      if (r.status === 1) {
        const recs = records(r.stdout) as unknown as JsonRecord[];
        assert.ok(recs.length >= 1);
        for (const rec of recs) if (!rec.valid) assert.ok(rec.violations.every((v) => v.rule === 'schema'));
      }
    }
  });

  test('invalid UTF-8 inside an otherwise valid document is a schema violation saying so', () => {
    const doc = JSON.parse(conformanceText('valid/game-classic-000.json')) as { players: string[] };
    doc.players[0] = 'An~na';
    const bytes = Buffer.from(JSON.stringify(doc), 'utf8');
    const at = bytes.indexOf('~');
    assert.ok(at > 0);
    bytes[at] = 0xff; // not UTF-8
    const r = cli(['--json', file('latin.json', bytes)]);
    assert.equal(r.status, 1);
    const [rec] = records(r.stdout) as unknown as JsonRecord[];
    assert.deepEqual(
      rec.violations.map((v) => v.rule),
      ['schema'],
    );
    assert.match(rec.violations[0].message, /UTF-8/);
  });

  test('a UTF-8 byte-order mark is accepted', () => {
    const r = cli([file('bom.json', '\uFEFF' + conformanceText('valid/game-classic-000.json'))]);
    assert.equal(r.status, 0, r.stdout);
  });
});

describe('progress', () => {
  async function inProcess(argv: string[], tty: boolean) {
    const stdout = new PassThrough();
    const stderr = Object.assign(new PassThrough(), { isTTY: tty });
    let out = '';
    let err = '';
    stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    const code = await run(
      argv,
      { stdin: new PassThrough(), stdout, stderr },
      { progressIntervalMs: 0, version: 'test' },
    );
    return { code, out, err };
  }

  test('on a terminal, a \\r-updated progress line on stderr, cleared at the end', async () => {
    const path = file(
      'progress.ndjson',
      Array.from({ length: 20 }, () => compact('valid/single-classic-000.json')).join('\n'),
    );
    const r = await inProcess([path], true);
    assert.equal(r.code, 0);
    // eslint-disable-next-line no-control-regex -- the terminal's erase-line sequence
    assert.match(r.err, /\r\x1b\[K\d+ documents, \d+\.\d MB read, \d+ docs\/s/);
    assert.ok(r.err.endsWith('\r\x1b[K'), JSON.stringify(r.err.slice(-40)));
    assert.ok(!r.out.includes('\r'));
    assert.match(r.out, /20 documents checked: 20 valid, 0 invalid/);
    const off = await inProcess(['--no-progress', path], true);
    assert.equal(off.err, '');
  });

  test('no progress when stderr is not a terminal', async () => {
    const path = join(dir, 'progress.ndjson');
    const r = await inProcess([path], false);
    assert.equal(r.code, 0);
    assert.equal(r.err, '');
  });
});

describe('the corpus generator and the installed command', () => {
  test('games written by scripts/make-corpus.ts are valid', () => {
    const out = join(dir, 'corpus.ndjson');
    const made = runNode(['--import', 'tsx', join(root, 'scripts/make-corpus.ts'), out, '16']);
    assert.equal(made.status, 0, made.stderr);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
    assert.equal(lines.length, 16);
    const r = cli(['--json', out]);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    const bad = recs
      .filter((x) => !x.valid)
      .map((x) => `line ${x.line}: ${x.violations.map((v) => `[${v.rule}] ${v.message}`).join('; ')}`);
    assert.deepEqual(bad, []);
    assert.equal(r.status, 0);
    // deterministic: the same seed gives the same bytes
    const again = join(dir, 'corpus2.ndjson');
    assert.equal(runNode(['--import', 'tsx', join(root, 'scripts/make-corpus.ts'), again, '16']).status, 0);
    assert.equal(readFileSync(again, 'utf8'), readFileSync(out, 'utf8'));
  });

  test('bin/klaberjass-validate.mjs runs dist/cli.js', () => {
    assert.ok(existsSync(DIST_CLI), 'dist/cli.js not built (npm run build)');
    assert.equal(cli([VALID]).status, 0);
    assert.equal(cli([INVALID]).status, 1);
    assert.equal(cli(['--rules', 'nosuch', VALID]).status, 2);
    const r = cli(['--json', '-'], { input: conformanceText('invalid/must-trump-000.json') });
    assert.equal(r.status, 1);
    assert.deepEqual(
      (records(r.stdout) as unknown as JsonRecord[])[0].violations.map((v) => v.rule),
      ['must-trump'],
    );
    assert.ok(existsSync(BIN));
  });
});

function runNode(args: string[]) {
  return spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 120000 });
}
