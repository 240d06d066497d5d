/**
 * A served file's answer, read from disk: its bytes (or its handle, for the loopback server's streams), or the
 * error status it answers with instead, and that status's page (site-files.ts decides which file a request is).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { bodyBuffers } from '../support/body-buffers.js';

const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
};

/** The status text of an error status, as the folder's answers carry it. */
export function statusTextOf(status: number): string {
  return STATUS_TEXTS[status] ?? 'Error';
}

/** The page the folder answers an error status with: our own, pure ASCII, so here the charset is known. */
export function errorPage(status: number): { contentType: string; body: Uint8Array } {
  const title = `${status} ${statusTextOf(status)}`;
  // No request data is echoed.
  const html = `<!doctype html>\n<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`;
  return { contentType: 'text/html; charset=utf-8', body: Buffer.from(html, 'latin1') };
}

/** What a served file that cannot be opened answers: 403 when it may not be read, else 404 (it went away). */
function openFailureStatus(error: unknown): 403 | 404 {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EACCES' || code === 'EPERM' ? 403 : 404;
}

/**
 * Open a served file (a `file` resolution's `real`) for reading: its handle and size, or the status it answers
 * instead — 403 when it cannot be read, 404 when it went away or is no longer a regular file. The caller closes
 * the handle.
 */
export async function openServed(real: string): Promise<{ handle: FileHandle; size: number } | { status: 403 | 404 }> {
  let handle: FileHandle;
  try {
    handle = await open(real, constants.O_RDONLY);
  } catch (error) {
    return { status: openFailureStatus(error) };
  }
  try {
    const st = await handle.stat();
    if (st.isFile()) return { handle, size: st.size };
  } catch {
    // gone meanwhile: as missing
  }
  await handle.close().catch(() => {});
  return { status: 404 };
}

/**
 * A served file's bytes, read at once (`openServed`'s rules: 403 when it cannot be read, 404 when it went away
 * or is not a regular file): at most `cap` bytes, `size` the file's whole size. Synchronous, for the crawl's
 * direct reads: a local file is read in microseconds, and a promise and a thread-pool hop per call cost more
 * than the read (on the PostgreSQL docs, a fifth of a folder check's thread).
 */
export function readServed(real: string, cap: number): { body: Uint8Array; size: number } | { status: 403 | 404 } | { error: Error } {
  let fd: number;
  try {
    fd = openSync(real, constants.O_RDONLY);
  } catch (error) {
    return { status: openFailureStatus(error) };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { status: 404 };
    const length = Math.min(st.size, cap);
    // A buffer given back by an earlier body, when one fits (fresh memory costs more than the read).
    const body = bodyBuffers.take(length);
    let read = 0;
    while (read < length) {
      const n = readSync(fd, body, read, length - read, read);
      if (n === 0) break;
      read += n;
    }
    // A file that shrank while it was read: the body the server would have sent ends there too.
    return { body: read === length ? body : body.subarray(0, read), size: st.size };
  } catch (error) {
    // A read that fails halfway: the server would have cut the connection.
    return { error: error as Error };
  } finally {
    closeSync(fd);
  }
}
