/**
 * Buffers for bodies read whole, used again once a body is released (`http/body.ts`'s `releaseBody`).
 *
 * Fresh memory is dear: a buffer of 128 KB or more comes from the system each time (mmap) and every page of it
 * faults on first touch. On this project's 2-core VM that costs ~3 ms a MB to fill and ~1.3 ms a MB more on its
 * first read after the kernel wrote it — the Python docs' 51 MB, read into buffers of their own, paid ~200 ms for
 * it before a byte was parsed. A buffer given back is taken again by the next body that fits, so a folder check
 * touches fresh memory only up to the most bodies it holds at once.
 *
 * A body is given back only by its last reader (after parsing, when no mirror keeps it); a body moved to a parse
 * worker comes back with the page's links and is adopted again; a body nobody gives back (a mirror keeps it) is
 * left to the GC like any other. At most `MAX_FREE_BYTES` wait to be taken.
 */

/** Bodies smaller than this are ordinary allocations (from the malloc arena, which reuses its memory anyway). */
const MIN_POOLED = 16 * 1024;
/** Free buffers kept, in bytes. */
const MAX_FREE_BYTES = 32 * 1024 * 1024;
/** A buffer's size: the body's rounded up to this step, so that one buffer serves bodies of nearby sizes. */
const STEP = 64 * 1024;

export class BodyBuffers {
  readonly #free: ArrayBuffer[] = [];
  #freeBytes = 0;
  /** Buffers taken and not given back (a view of any other buffer is not ours to reuse). */
  readonly #taken = new WeakSet<ArrayBuffer>();

  constructor(private readonly maxFreeBytes = MAX_FREE_BYTES) {}

  /** A view of `size` bytes (contents undefined: the caller fills them), in a buffer given back before if one fits. */
  take(size: number): Uint8Array {
    if (size < MIN_POOLED) return new Uint8Array(size);
    const free = this.#free;
    let best = -1;
    for (let i = 0; i < free.length; i++) {
      const length = free[i]!.byteLength;
      if (length >= size && (best === -1 || length < free[best]!.byteLength)) best = i;
    }
    let buffer: ArrayBuffer;
    if (best === -1) {
      buffer = new ArrayBuffer(Math.ceil(size / STEP) * STEP);
    } else {
      buffer = free[best]!;
      free[best] = free[free.length - 1]!;
      free.pop();
      this.#freeBytes -= buffer.byteLength;
    }
    this.#taken.add(buffer);
    return new Uint8Array(buffer, 0, size);
  }

  /** Give back a body `take` made (whose reader is done with it); false for any other view. */
  give(body: Uint8Array): boolean {
    const buffer = body.buffer as ArrayBuffer;
    if (!this.#taken.has(buffer)) return false;
    this.#taken.delete(buffer);
    if ((buffer as { detached?: boolean }).detached !== true) this.adopt(buffer);
    return true;
  }

  /** Whether `body` is a view of a buffer `take` handed out and nobody gave back. */
  owns(body: Uint8Array): boolean {
    return this.#taken.has(body.buffer as ArrayBuffer);
  }

  /**
   * Keep a free buffer to be taken again, within the bound: one given back, or one of ours that comes back under
   * another name (moved to a worker thread, which leaves the sender's buffer detached, and moved back).
   */
  adopt(buffer: ArrayBuffer): void {
    if (buffer.byteLength < MIN_POOLED || this.#freeBytes + buffer.byteLength > this.maxFreeBytes) return;
    this.#free.push(buffer);
    this.#freeBytes += buffer.byteLength;
  }

  /** Bytes waiting to be taken again. */
  get freeBytes(): number {
    return this.#freeBytes;
  }
}

/** The process's body buffers: the folder reader's and the HTTP client's, released by `releaseBody`. */
export const bodyBuffers = new BodyBuffers();
