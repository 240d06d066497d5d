/**
 * Writing a file (a report, the result cache) so no reader ever meets half of one: it is written next to `file`
 * and renamed into place when complete (a SIGKILL after a SIGTERM, as `docker stop` sends,
 * leaves the old file or none, never a torn one). The folder is created.
 *
 * Through a symlink, the file it leads to is replaced and the link kept; a device, FIFO or `/dev/stdout`
 * is written as it is (no rename: renaming over `/dev/null` would replace it with a file).
 */
import { closeSync, constants, createWriteStream, openSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { chmod, rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { dirname } from 'node:path';
import { makeFolders, outputTarget } from './output-path.js';

/** The partial file `writeAtomically` writes for `file` (beside the file its symlinks lead to); undefined for a device or FIFO. */
export function partialFileOf(file: string): string | undefined {
  const target = outputTarget(file);
  return target.kind === 'file' ? `${target.path}.partial-${process.pid}` : undefined;
}

/**
 * A FIFO's reader, waited for without blocking a thread of libuv's pool (an `open` for writing blocks until
 * there is one, and a process cannot exit while a pool thread is blocked: a Ctrl-C could not end it). Returns
 * a write end held open while the file is written (so the reader never sees an end between two opens), or
 * undefined for what is not a FIFO.
 */
async function fifoReader(file: string): Promise<number | undefined> {
  if (!statSync(file).isFIFO()) return undefined;
  for (;;) {
    try {
      return openSync(file, constants.O_WRONLY | constants.O_NONBLOCK);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENXIO') throw e; // ENXIO: no reader yet
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The permissions of the file a write replaces (`fix --write` keeps a private or executable file so), if there is one. */
function existingMode(file: string): number | undefined {
  try {
    return statSync(file).mode & 0o7777;
  } catch {
    return undefined;
  }
}

/**
 * Run `writeTo(partialPath, 'w')`, then rename the partial file to `file` (with the permissions of the file it
 * replaces); on failure remove it. A device, FIFO or
 * descriptor link gets `writeTo(itself, 'a')`: opened to append, never truncated (`/dev/stderr` may be a log file
 * the shell appends to, `2>>build.log`).
 */
export async function writeAtomically(file: string, writeTo: (partial: string, flags: 'w' | 'a') => Promise<void>): Promise<void> {
  const target = outputTarget(file);
  if (target.kind === 'stream') {
    const held = await fifoReader(target.path);
    try {
      return await writeTo(target.path, 'a');
    } finally {
      if (held !== undefined) closeSync(held);
    }
  }
  makeFolders(dirname(target.path));
  const partial = `${target.path}.partial-${process.pid}`;
  const mode = existingMode(target.path);
  try {
    await writeTo(partial, 'w');
    if (mode !== undefined) await chmod(partial, mode);
    await rename(partial, target.path);
  } catch (e) {
    await rm(partial, { force: true }).catch(() => {});
    throw e;
  }
}

/** Strings gathered before one write: a report's many small pieces go out in few writes. */
const BATCH_CHARS = 64 * 1024;

/**
 * Write the strings `chunks` yields, in order, to `file` (atomically), honouring back-pressure:
 * a large report goes out piece by piece (gathered to about 64 KiB a write) and never exists as
 * one string, so a writer may yield as small a piece as it likes (an entry, a line).
 */
export async function writeChunks(file: string, chunks: Iterable<string> | AsyncIterable<string>): Promise<void> {
  await writeAtomically(file, async (partial, flags) => {
    const out = createWriteStream(partial, { flags });
    // Listening from the start: a write error (ENOSPC on /dev/full) rejects, whenever it comes.
    const done = finished(out);
    done.catch(() => {});
    await writeChunksTo(out, chunks);
    out.end();
    await done;
  });
}

/**
 * The same to a stream (standard output for a report given as `-`), gathered to about 64 KiB a write and
 * waiting whenever the stream asks to; rejects on its first error. The stream is left open.
 */
export async function writeChunksTo(out: NodeJS.WritableStream, chunks: Iterable<string> | AsyncIterable<string>): Promise<void> {
  let error: Error | undefined;
  let failed!: (e: Error) => void;
  const failure = new Promise<never>((_, reject) => (failed = reject));
  failure.catch(() => {});
  // Kept after the writing: an error the stream reports later must not go unheard (an unheard one is thrown).
  out.on('error', (e: Error) => {
    error ??= e;
    failed(e);
  });
  const write = async (text: string) => {
    if (error !== undefined) throw error;
    if (!out.write(text)) await Promise.race([once(out, 'drain'), failure]);
  };
  let batch = '';
  for await (const chunk of chunks) {
    batch += chunk;
    if (batch.length < BATCH_CHARS) continue;
    const full = batch;
    batch = '';
    await write(full);
  }
  if (batch !== '') await write(batch);
  if (error !== undefined) throw error;
}
