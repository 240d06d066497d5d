/**
 * Writing a file (a report, the result cache) so no reader ever meets half of one: it is written next to `file`
 * and renamed into place when complete (a SIGKILL after a SIGTERM, as `docker stop` sends,
 * leaves the old file or none, never a torn one). The folder is created.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { dirname } from 'node:path';

/** Run `writeTo(partialPath)`, then rename the partial file to `file`; on failure remove it. */
export async function writeAtomically(file: string, writeTo: (partial: string) => Promise<void>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  try {
    await writeTo(partial);
    await rename(partial, file);
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
  await writeAtomically(file, async (partial) => {
    const out = createWriteStream(partial);
    const failed = new Promise<never>((_, reject) => out.once('error', reject));
    failed.catch(() => {});
    let batch = '';
    for await (const chunk of chunks) {
      batch += chunk;
      if (batch.length < BATCH_CHARS) continue;
      const full = batch;
      batch = '';
      if (!out.write(full)) await Promise.race([once(out, 'drain'), failed]);
    }
    if (batch !== '') out.write(batch);
    out.end();
    await Promise.race([finished(out), failed]);
  });
}
