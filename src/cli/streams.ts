/** Node-only: the streams `klaberjass-validate` runs on, and its exit codes. */

/** Every document valid. */
export const EXIT_VALID = 0;
/** Some document invalid (or, with --fix-result, faults remain). */
export const EXIT_INVALID = 1;
/** Bad usage, unreadable input, a failed or short write, or a document that could not be checked. */
export const EXIT_ERROR = 2;

export interface CliStreams {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  /** Progress is shown only when `isTTY` is true. */
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}
