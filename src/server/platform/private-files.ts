import fs from 'node:fs';

/** DATA_DIR and everything the server writes in it: the server's own user only. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and missing parents) as 0700, and narrows an existing one to 0700 (an older
 * installation made DATA_DIR readable by every user of the machine).
 */
export function ensurePrivateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * For the processes that own DATA_DIR (the server, the CLI): files that libraries create there
 * (the embedded database's own files) are born 0600 / 0700 too. Not possible in worker threads.
 */
export function restrictUmask() {
  process.umask(0o077);
}
