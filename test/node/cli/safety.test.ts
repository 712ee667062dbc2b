// Nothing lost, nothing hangs (issue 22 points 1 and 6): the built klaberjass-validate run as a
// user runs it, through a shell with real pipes and redirections, on a full device (/dev/full)
// and on a tiny tmpfs that fills up part-way through a write.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { CONFORMANCE, builtCli, cli, compact, root, tempDir } from './helpers.js';

const VALID = join(CONFORMANCE, 'valid/game-classic-000.json');
let dir = '';
let cleanup = () => {};
before(() => {
  ({ dir, cleanup } = tempDir('kj-safety-'));
});
after(() => cleanup());

/** Runs a bash command line (pipes, redirections) in which `kj` is the built command; its status and output. */
function sh(script: string, input?: string) {
  const r = spawnSync('bash', ['-c', `kj() { "$KJ_NODE" "$KJ_BIN" "$@"; }; ${script}`], {
    cwd: dir,
    input,
    encoding: 'utf8',
    timeout: 120000,
    env: { ...process.env, KJ_NODE: process.execPath, KJ_BIN: builtCli() },
  });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A game with every hand's result removed: --fix-result has something to write. */
function unfixedGame(name: string): string {
  const doc = JSON.parse(readFileSync(VALID, 'utf8')) as { hands: Record<string, unknown>[] };
  for (const h of doc.hands) delete h.result;
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(doc, null, 2));
  return path;
}

const oneLine = (stderr: string) => stderr.split('\n').filter((l) => l !== '');

/** A tmpfs of `size` mounted for the callback, or the reason it cannot be (not root, no mount). */
function withTinyDisk(size: string, fn: (mount: string) => void): string | null {
  const mount = join(dir, `tiny-${size}`);
  mkdirSync(mount, { recursive: true });
  const m = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', mount], { encoding: 'utf8' });
  if (m.error || m.status !== 0) return `cannot mount a tmpfs here (${m.error?.message ?? m.stderr.trim()})`;
  try {
    fn(mount);
  } finally {
    spawnSync('umount', [mount]);
  }
  return null;
}

describe('cli-write-failures: a failed or short write is exit 2 and one line, never 0', () => {
  test('> /dev/full: the text report, --json, --fix-result and --help all exit 2 without a stack trace', () => {
    assert.ok(existsSync('/dev/full'), 'this test needs /dev/full');
    const game = unfixedGame('full.json');
    for (const args of [`${VALID}`, `--json ${VALID}`, `--fix-result ${game}`, '--help']) {
      const r = sh(`kj ${args} > /dev/full`);
      assert.equal(r.status, 2, `${args}: ${r.stderr}`);
      assert.deepEqual(
        oneLine(r.stderr).slice(-1),
        ['klaberjass-validate: cannot write the report: no space left on the device'],
        args,
      );
      assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    }
  });

  test('a disk that fills up part-way (a tmpfs): --fix-result and --json are exit 2, not a cut file and 0', (t) => {
    const skipped = withTinyDisk('12k', (disk) => {
      const game = unfixedGame('short.json');
      // 4 KiB of room is left: the ~11 KB document is written in part, then the disk is full
      writeFileSync(join(disk, 'fill'), Buffer.alloc(8192));
      const fixed = sh(`kj --fix-result ${game} > ${disk}/out.json`);
      assert.equal(fixed.status, 2, fixed.stderr);
      assert.match(fixed.stderr, /cannot write the report: no space left on the device/);
      assert.doesNotMatch(fixed.stderr, /result written/);
      const corpus = join(dir, 'corpus.ndjson');
      writeFileSync(corpus, `${compact('valid/game-classic-000.json')}\n`.repeat(400));
      const json = sh(`kj --json ${corpus} > ${disk}/verdicts.ndjson`);
      assert.equal(json.status, 2, json.stderr);
    });
    if (skipped) t.skip(skipped);
  });

  test('| head -c 100 on a long report: the reader went away, exit 2', () => {
    const corpus = join(dir, 'long.ndjson');
    writeFileSync(corpus, `${compact('invalid/must-follow-suit-000.json')}\n`.repeat(3000));
    const r = sh(`kj --json ${corpus} | head -c 100 > /dev/null; echo "status \${PIPESTATUS[0]}" >&2`);
    assert.match(r.stderr, /status 2/);
    assert.match(r.stderr, /cannot write the report: the reader closed the pipe/);
  });

  test('--fix-result FILE > FILE is refused with a line that says why (the shell emptied the file)', () => {
    const game = unfixedGame('same.json');
    const r = sh(`kj --fix-result same.json > same.json`);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /standard output is same\.json, the file being read/);
    const check = sh(`kj same.json >> same.json`);
    assert.equal(check.status, 2, 'checking a file into itself is refused too');
    assert.ok(existsSync(game));
  });
});

describe('cli-write-in-place: --fix-result --write', () => {
  test('writes the fixed document over the file, says so on standard error, and keeps its permissions', () => {
    const game = unfixedGame('inplace.json');
    chmodSync(game, 0o640);
    const expected = cli(['--fix-result', game]).stdout;
    const r = sh(`kj --fix-result --write inplace.json`);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /inplace\.json: result written for 7 hands; valid/);
    assert.equal(readFileSync(game, 'utf8'), expected);
    assert.equal(lstatSync(game).mode & 0o777, 0o640);
    assert.deepEqual(
      readdirSync(dir).filter((f) => f.endsWith('.tmp')),
      [],
      'no temporary file left',
    );
  });

  test('cli-write-atomic: killed between the write and the rename, the original is intact', async () => {
    const game = unfixedGame('atomic.json');
    const before = readFileSync(game, 'utf8');
    const expected = cli(['--fix-result', game]).stdout;
    // the hook makes the command stop itself (SIGSTOP) right before the rename, after saying where
    const child = spawn(process.execPath, [builtCli(), '--fix-result', '--write', game], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, KLABERJASS_VALIDATE_TEST_PAUSE_BEFORE_RENAME: '1' },
    });
    let err = '';
    const exited = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    try {
      const temp = await new Promise<string>((resolve, reject) => {
        child.stderr.setEncoding('utf8').on('data', (d: string) => {
          err += d;
          const m = /PAUSE_BEFORE_RENAME: (.*)\n/.exec(err);
          if (m) resolve(m[1]);
        });
        child.on('exit', () => reject(new Error(`exited before the rename: ${err}`)));
      });
      // the temporary file is complete (written and synced) and the original not yet replaced
      assert.equal(readFileSync(temp, 'utf8'), expected);
      assert.equal(readFileSync(game, 'utf8'), before);
      child.kill('SIGKILL');
      assert.equal(await exited, 'SIGKILL');
      assert.equal(readFileSync(game, 'utf8'), before, 'the original is intact');
    } finally {
      child.kill('SIGKILL'); // never left stopped, whatever failed
    }
  });

  test('a full disk: the original is intact and the temporary file removed, exit 2', (t) => {
    const skipped = withTinyDisk('16k', (disk) => {
      const game = join(disk, 'game.json');
      const doc = JSON.parse(readFileSync(VALID, 'utf8')) as { hands: Record<string, unknown>[] };
      for (const h of doc.hands) delete h.result;
      writeFileSync(game, JSON.stringify(doc)); // ~6 KB, compact: its fixed, indented form does not fit beside it
      writeFileSync(join(disk, 'fill'), Buffer.alloc(4096));
      const before = readFileSync(game, 'utf8');
      const r = sh(`kj --fix-result --write ${game}`);
      assert.equal(r.status, 2, r.stderr);
      assert.match(r.stderr, /no space left on the device/);
      assert.equal(readFileSync(game, 'utf8'), before);
      assert.deepEqual(readdirSync(disk).sort(), ['fill', 'game.json']);
    });
    if (skipped) t.skip(skipped);
  });

  test('a symbolic link: the file it points to is rewritten, the link kept, and it is said', () => {
    const game = unfixedGame('target.json');
    const expected = cli(['--fix-result', game]).stdout;
    symlinkSync('target.json', join(dir, 'link.json'));
    const r = sh(`kj --fix-result --write link.json`);
    assert.equal(r.status, 0, r.stderr);
    assert.match(
      r.stderr,
      /link\.json: a symbolic link: the file it points to \(.*target\.json\) is rewritten, the link kept/,
    );
    assert.equal(readlinkSync(join(dir, 'link.json')), 'target.json');
    assert.equal(readFileSync(game, 'utf8'), expected);
  });

  test('a read-only file is not changed, and it is said', () => {
    const game = unfixedGame('readonly.json');
    chmodSync(game, 0o444);
    const before = readFileSync(game, 'utf8');
    const r = sh(`kj --fix-result --write readonly.json`);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /readonly\.json: the file is read-only: not changed/);
    assert.equal(readFileSync(game, 'utf8'), before);
  });

  test('--write without --fix-result, or on standard input, is bad usage', () => {
    assert.equal(sh(`kj --write ${VALID}`).status, 2);
    assert.equal(sh(`kj --fix-result --write - < ${VALID}`).status, 2);
  });
});

describe('cli-hangs-and-slow-paths (issue 22 point 6)', () => {
  test('NDJSON with CRLF line ends on standard input (a pipe) is read to its end', () => {
    const line = compact('valid/game-classic-000.json');
    writeFileSync(join(dir, 'crlf.ndjson'), `${line}\r\n${line}\r\n\r\n${line}\r\n`);
    const r = sh(`cat crlf.ndjson | kj -`);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^3 documents checked: 3 valid, 0 invalid$/m);
  });

  test('standard input of nothing but white space ends with "empty", not "not valid JSON"', () => {
    for (const input of ['', '  \n\t\n', ' \r\n \r\n']) {
      const r = sh(`kj -`, input);
      assert.equal(r.status, 1, JSON.stringify(input));
      assert.match(r.stdout, /^-: \[schema\] The document is empty/m);
    }
  });

  test('--ignore with a pattern that backtracks in regular expressions ends (a 200-character name)', () => {
    const folder = join(dir, 'ignore-backtrack');
    mkdirSync(folder);
    writeFileSync(join(folder, `${'a'.repeat(195)}.json`), readFileSync(VALID));
    writeFileSync(join(folder, 'game.json'), readFileSync(VALID));
    const r = sh(`kj --ignore '*a*a*a*a*a*a*a*a*a*a*a*ab' --ignore '*a*a*a*a*a*a*a*a*a*a*a*a.json' ${folder}`);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^1 document checked/m, 'the long name matched the second pattern and was left out');
  });

  test('--fix-result escapes the file name on standard error', () => {
    const name = 'evil\x1b[2Jname.json';
    writeFileSync(join(dir, name), readFileSync(VALID));
    const r = spawnSync(process.execPath, [builtCli(), '--fix-result', name], { cwd: dir, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.ok(!r.stderr.includes('\x1b'), JSON.stringify(r.stderr));
    assert.match(r.stderr, /evil\\u001b\[2Jname\.json: result written/);
  });

  test('--rules with spaces around the preset name, and a byte-order mark, are accepted', () => {
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, `\ufeff${readFileSync(VALID, 'utf8')}`);
    const r = sh(`kj --rules " classic" ${bom} && kj - < ${bom} && kj --fix-result ${bom} > /dev/null`);
    assert.equal(r.status, 0, r.stdout + r.stderr);
  });
});

describe('cli-lang: --lang nb words everything the command prints', () => {
  test('usage errors, verdicts, the summary and --help are in Norwegian', () => {
    const usage = sh(`kj --lang nb --max-bytes x ${VALID}`);
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /--max-bytes må være et helt antall byte/);
    assert.match(usage.stderr, /Prøv 'klaberjass-validate --help'/);
    const unknown = sh(`kj --bogus --lang nb ${VALID}`);
    assert.match(unknown.stderr, /ukjent valg --bogus/);
    const invalid = sh(`kj --lang nb ${join(CONFORMANCE, 'invalid/must-follow-suit-000.json')} ${VALID}`);
    assert.equal(invalid.status, 1);
    assert.match(invalid.stdout, /: runde 5 trekk 20: \[must-follow-suit\] /);
    assert.match(invalid.stdout, /^2 dokumenter kontrollert: 1 gyldig, 1 ugyldig, 1 brudd$/m);
    assert.match(invalid.stdout, /^brudd per regel: must-follow-suit 1$/m);
    assert.doesNotMatch(invalid.stdout, /\b(hand|move|documents|checked|violations?)\b/);
    const empty = sh(`kj --lang nb -`, ' \n');
    assert.match(empty.stdout, /Dokumentet er tomt/);
    assert.match(sh(`kj --lang nb --help`).stdout, /^Bruk: klaberjass-validate \[valg\]/);
    const missing = sh(`kj --lang nb nosuch.json`);
    assert.match(missing.stderr, /nosuch\.json: finnes ikke/);
  });
});
