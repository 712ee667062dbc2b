/**
 * Node-only: how `klaberjass-validate --fix-result --write` replaces a file without ever losing
 * it: the new text goes to a temporary file beside the original (same folder, so the same file
 * system), which is synced to the disk and then renamed over the original in one step. Any
 * failure before the rename (a full disk, a read-only folder, the process killed) leaves the
 * original as it was; the rename itself is atomic, so a reader sees the old file or the new one,
 * never a part of either. Also: is standard output the very file being read?
 */
import { closeSync, fchownSync, fstatSync, fsyncSync, openSync, statSync, unlinkSync } from 'node:fs';
import { lstat, realpath, rename, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { writeAll } from './output.js';

/**
 * Set only by the test of atomicity: the command stops itself (SIGSTOP) once the temporary file
 * is written and synced, just before the rename, after saying so on standard error; the test then
 * kills it there and finds the original intact. A fixed point in the code, reached
 * deterministically: no timing, no race with the kill.
 */
export const PAUSE_BEFORE_RENAME = 'KLABERJASS_VALIDATE_TEST_PAUSE_BEFORE_RENAME';

export interface Target {
  /** The file to rewrite: the path given, or the file a symbolic link points to. */
  path: string;
  /** Set when the path given is a symbolic link (the link is kept, its file rewritten). */
  linkTo?: string;
  mode: number;
  uid: number;
  gid: number;
}

export type TargetProblem = 'not-regular' | 'read-only';

/** The file `--write` will replace, or why it will not. Throws the system's error when it cannot be looked at. */
export async function writeTarget(path: string): Promise<Target | TargetProblem> {
  const link = await lstat(path);
  const real = link.isSymbolicLink() ? await realpath(path) : path;
  const st = await stat(real);
  if (!st.isFile()) return 'not-regular';
  // no write permission for anyone: the owner made it read-only on purpose (root could write it anyway)
  if ((st.mode & 0o222) === 0) return 'read-only';
  return {
    path: real,
    linkTo: link.isSymbolicLink() ? real : undefined,
    mode: st.mode & 0o7777,
    uid: st.uid,
    gid: st.gid,
  };
}

/**
 * Replaces the file `target` with `bytes` atomically (see above). Throws the system's error on
 * any failure; the temporary file is removed then, and the original is untouched.
 */
export async function replaceFile(target: Target, bytes: Uint8Array, onPause?: (temp: string) => void): Promise<void> {
  const dir = dirname(target.path);
  const temp = join(dir, `.${basename(target.path)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  // `wx`: never reuse (or follow a link at) an existing name; the original's permissions from the start
  const fd = openSync(temp, 'wx', target.mode);
  let renamed = false;
  try {
    try {
      try {
        fchownSync(fd, target.uid, target.gid); // the original's owner (possible for root only)
      } catch {
        // not root: the new file is the user's, as any editor's save makes it
      }
      await writeAll(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (process.env[PAUSE_BEFORE_RENAME]) {
      onPause?.(temp);
      process.kill(process.pid, 'SIGSTOP');
    }
    await rename(temp, target.path);
    renamed = true;
    // the rename itself reaches the disk with the folder's entry
    try {
      const dfd = openSync(dir, 'r');
      try {
        fsyncSync(dfd);
      } finally {
        closeSync(dfd);
      }
    } catch {
      // some file systems cannot sync a folder: the file's own data is synced already
    }
  } finally {
    if (!renamed) {
      try {
        unlinkSync(temp);
      } catch {
        // already gone
      }
    }
  }
}

/** Is standard output (`fd`) the same file as `path` (`cmd game.json > game.json`, which the shell emptied before the command started)? */
export function isSameFile(fd: number, path: string): boolean {
  try {
    const out = fstatSync(fd);
    if (!out.isFile()) return false;
    const st = statSync(path);
    return st.dev === out.dev && st.ino === out.ino;
  } catch {
    return false;
  }
}
