/**
 * Response bodies: read (raw bytes, or streamed through a decoder for gzip, deflate and br)
 * up to a cap on the decoded size, discarded when unwanted, and freed once parsed.
 */
import type { Transform } from 'node:stream';
import type { Dispatcher } from 'undici';
import { bodyBuffers } from '../support/body-buffers.js';

type Body = Dispatcher.ResponseData['body'];

/**
 * A body we do not want is drained when it is at most this long (so its socket goes back to
 * the pool) and the socket is destroyed when it is longer (reading megabytes to save one
 * TCP handshake is a bad trade).
 */
const DISCARD_LIMIT = 64 * 1024;

/**
 * Get rid of a body we will not read. Short bodies are drained so keep-alive survives; long
 * ones (known length past DISCARD_LIMIT, or more than that read) destroy the socket instead.
 * A deadline stops a server that dribbles from holding a pooled connection. Never rejects.
 */
export async function discard(body: Body, timeoutMs: number): Promise<void> {
  if (body.readableEnded || body.destroyed) return;
  try {
    await body.dump({ limit: DISCARD_LIMIT, signal: AbortSignal.timeout(Math.max(1, timeoutMs)) });
  } catch {
    // Aborted by the deadline or the body failed: either way the socket is gone, nothing to do.
  }
}

// ---------------------------------------------------------------------------------------------
// Body reading: raw bytes collected and concatenated once; encoded bodies streamed through a
// decoder, and both stop the moment the decoded size passes the cap.

interface ReadResult {
  bytes: Uint8Array;
  truncated: boolean;
}

type Coding = 'gzip' | 'deflate' | 'br';

/** The one coding to undo, or undefined to keep raw bytes (none, identity, unknown, stacked). */
function codingOf(contentEncoding: string | undefined): Coding | undefined {
  if (contentEncoding === undefined) return undefined;
  const v = contentEncoding.trim().toLowerCase();
  if (v === 'gzip' || v === 'x-gzip') return 'gzip';
  if (v === 'deflate') return 'deflate';
  if (v === 'br') return 'br';
  // Stacked codings ("gzip, br") are vanishingly rare for pages; unknown ones cannot be undone.
  return undefined;
}

export function readBody(body: Body, contentEncoding: string | undefined, cap: number): Promise<ReadResult> {
  const coding = codingOf(contentEncoding);
  return coding === undefined ? readRaw(body, cap) : readDecoded(body, coding, cap);
}

/** Collects chunks until the end or the cap, then concatenates once. */
function readRaw(body: Body, cap: number): Promise<ReadResult> {
  return new Promise<ReadResult>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const done = (truncated: boolean): void => {
      if (settled) return;
      settled = true;
      resolve({ bytes: concat(chunks, size), truncated });
    };
    body.on('data', (chunk: Buffer) => {
      if (settled) return;
      if (size + chunk.length > cap) {
        if (cap > size) chunks.push(chunk.subarray(0, cap - size));
        size = cap;
        done(true);
        body.destroy();
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    body.on('end', () => done(false));
    body.on('error', (err) => {
      if (settled) return;
      settled = true;
      reject(err);
    });
  });
}

/**
 * Streams the body through a decoder and keeps at most `cap` decoded bytes. The decoder is
 * destroyed as soon as the cap is passed, and node's zlib stops between output blocks once
 * destroyed, so a compression bomb costs about `cap` plus one block of memory.
 */
function readDecoded(body: Body, coding: Coding, cap: number): Promise<ReadResult> {
  return new Promise<ReadResult>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    let decoder: Transform | undefined;
    // Bytes seen before the deflate flavour could be told apart (needs two bytes).
    let pending: Buffer | undefined;

    const stop = (): void => {
      body.destroy();
      decoder?.destroy();
    };
    const done = (truncated: boolean): void => {
      if (settled) return;
      settled = true;
      if (truncated) stop();
      resolve({ bytes: concat(chunks, size), truncated });
    };
    const fail = (err: unknown): void => {
      if (settled) return;
      settled = true;
      stop();
      reject(err);
    };

    const start = (first: Buffer): Transform => {
      const d = createDecoder(coding, first);
      d.on('data', (chunk: Buffer) => {
        if (settled) return;
        if (size + chunk.length > cap) {
          if (cap > size) chunks.push(chunk.subarray(0, cap - size));
          size = cap;
          done(true);
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      d.on('end', () => done(false));
      d.on('error', (err: Error) => fail(new DecodeError(coding, err)));
      d.on('drain', () => body.resume());
      return d;
    };
    const feed = (chunk: Buffer): void => {
      if (decoder === undefined) {
        const head = pending === undefined ? chunk : Buffer.concat([pending, chunk]);
        if (coding === 'deflate' && head.length < 2) {
          pending = head;
          return;
        }
        pending = undefined;
        decoder = start(head);
        chunk = head;
      }
      if (!decoder.write(chunk)) body.pause();
    };

    body.on('data', (chunk: Buffer) => {
      if (!settled) feed(chunk);
    });
    body.on('end', () => {
      if (settled) return;
      if (decoder === undefined) {
        if (pending === undefined) return done(false); // empty body: nothing to decode
        decoder = start(pending);
        decoder.end(pending);
        return;
      }
      decoder.end();
    });
    body.on('error', fail);
  });
}

function createDecoder(coding: Coding, head: Buffer): Transform {
  // Fetched here, not imported: a run whose bodies are never encoded (a folder) does not load node:zlib.
  const zlib = process.getBuiltinModule('node:zlib');
  // Sync flush on finish: a body cut short still yields what was decodable, as browsers do.
  const zopts = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  switch (coding) {
    case 'gzip':
      return zlib.createGunzip(zopts);
    case 'br':
      return zlib.createBrotliDecompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
      });
    case 'deflate':
      // "deflate" should be zlib-wrapped (RFC 9110) but many servers send raw deflate. A zlib
      // header is recognisable from its first two bytes: method 8 and a checksum that makes
      // the pair a multiple of 31. A raw stream practically never starts that way.
      return isZlibHeader(head) ? zlib.createInflate(zopts) : zlib.createInflateRaw(zopts);
  }
}

function isZlibHeader(b: Buffer): boolean {
  if (b.length < 2) return b.length === 1 && (b[0]! & 0x0f) === 8;
  return (b[0]! & 0x0f) === 8 && b[0]! >> 4 <= 7 && ((b[0]! << 8) | b[1]!) % 31 === 0;
}

/** The chunks as one body, in a buffer that `releaseBody` can give back (Buffer.concat's cannot be). */
function concat(chunks: Buffer[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = bodyBuffers.take(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** A body whose Content-Encoding could not be undone. */
class DecodeError extends Error {
  readonly code = 'LINKSPIDER_DECODE';
  constructor(coding: Coding, cause: Error) {
    super(`cannot decode ${coding} body: ${cause.message}`, { cause });
    this.name = 'DecodeError';
  }
}

/**
 * Free the memory of a body that has been read and is no longer needed, now rather than at V8's next full GC;
 * a body in one of `bodyBuffers`' buffers (a folder's file, chunks joined here) goes back there to be used again.
 *
 * Response bytes live in ArrayBuffers outside the V8 heap, which V8 frees only when it collects their owners;
 * in a crawl it does so at its 64 MB external-memory trigger, so ~64 MB of read pages waited in the thread's
 * malloc arena at any time. Detaching the buffer (`transfer(0)`) frees it at once: the 20,000-page bench's peak
 * RSS fell from ~283 to ~248 MB.
 *
 * Only a body of 4 KB or more is released: smaller Buffers may be slices of Node's shared 8 KB pool, which
 * must never be detached. A larger body owns its buffer: it is either our concatenation of its chunks, or the
 * view undici gives of the socket read that carried this response (with one request at a time per connection
 * that read holds nothing of another response, and undici keeps no view of it once the response is complete).
 * A body in a buffer Node will not let go (a single decoded chunk) is left to the GC. The caller must be the
 * body's last reader.
 */
export function releaseBody(body: Uint8Array): void {
  if (bodyBuffers.give(body) || body.byteLength < 4096) return;
  const buffer = body.buffer as ArrayBuffer & { detached?: boolean; transfer?: (length: number) => ArrayBuffer };
  if (buffer.detached === true || typeof buffer.transfer !== 'function') return;
  try {
    buffer.transfer(0);
  } catch {
    // Node marks some of its own buffers as not detachable: those are left to the GC.
  }
}
