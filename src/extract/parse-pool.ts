/**
 * Pages parsed on every core. A folder check's thread spends most of its time decoding and tokenizing pages
 * (on the Python docs, about two thirds); the pool gives that work to worker threads (`parse-worker.ts`) while
 * the crawl's thread keeps the frontier, the verdicts and the links. A page's bytes are moved to the worker, not
 * copied, and its links come back in one string and one array (`page-codec.ts`).
 *
 * The crawl's thread parses too: when every worker already has `depth` pages waiting, `parse` says so
 * (`busy()`), and the caller parses the page itself rather than let pages pile up in memory.
 *
 * Measured before (`parse.ts`'s note): one worker parsing every page of a live crawl cost more CPU than it
 * saved, with links cloned back as objects. The codec and the shared load are what changed.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bodyBuffers } from '../support/body-buffers.js';
import { decodePage, type EncodedPage } from './page-codec.js';
import type { ParsedPage } from './parse.js';

export interface ParseRequest {
  id: number;
  body: Uint8Array;
  contentType: string;
  collectAnchors: boolean;
  checkCss: boolean;
}

/** The page's links, or why it could not be parsed; `body`: the page's buffer, moved back to be used again. */
export type ParseReply = ({ id: number; page: EncodedPage; error?: undefined } | { id: number; error: string; page?: undefined }) & { body?: ArrayBuffer };

interface Waiter {
  resolve: (page: ParsedPage) => void;
  reject: (error: Error) => void;
  bytes: number;
  /** The body is one of `bodyBuffers`' buffers: the one moved back is theirs again. */
  pooled: boolean;
}

interface Thread {
  worker: Worker;
  /** Bytes of the pages sent and not answered yet. */
  waiting: number;
}

/**
 * Bytes of pages waiting per worker before the caller is told to parse itself: enough that a worker never waits
 * for the crawl's thread (which answers it between its own pages), few enough that pages do not pile up.
 */
const DEPTH = 4 * 1024 * 1024;
/**
 * A worker's young generation: parsing makes short-lived strings, and a small nursery keeps each worker's memory
 * near its 20 MB floor (the default let two workers add 110 MB on the Python docs).
 */
const YOUNG_GENERATION_MB = 6;

export class ParsePool {
  readonly #threads: Thread[] = [];
  readonly #waiters = new Map<number, Waiter>();
  #next = 0;
  #failed: Error | undefined;

  /**
   * The pool's worker script, `dist/parse-worker.js`: beside the running bundle (the Action's), or one folder up
   * (the CLI's engine, in `dist/cli/`). Undefined when there is none (the sources run unbundled, as in the unit
   * tests): then pages are parsed on the crawl's thread.
   */
  static script(from: string): URL | undefined {
    // Spelled so that the bundler does not take it for an asset of its own to copy.
    const folder = from.slice(0, from.lastIndexOf('/') + 1);
    for (const candidate of [`${folder}parse-worker.js`, `${folder}../parse-worker.js`]) {
      const url = new URL(candidate);
      if (existsSync(fileURLToPath(url))) return url;
    }
    return undefined;
  }

  constructor(size: number, script: URL) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
      const thread: Thread = { worker, waiting: 0 };
      worker.on('message', (reply: ParseReply) => this.#reply(thread, reply));
      worker.on('error', (e) => this.#fail(e));
      worker.on('exit', (code) => {
        if (code !== 0) this.#fail(new Error(`a parse thread exited with code ${code}`));
      });
      this.#threads.push(thread);
    }
  }

  /** Whether every worker has its fill of pages waiting (or the pool failed): parse this one yourself. */
  busy(): boolean {
    if (this.#failed !== undefined) return true;
    return this.#least().waiting >= DEPTH;
  }

  /**
   * Parse a page on a worker. `body` is moved there (unusable here after the call) when it owns its whole
   * buffer or is in one of `bodyBuffers`' (which comes back with the reply and is theirs again), else copied.
   */
  parse(body: Uint8Array, contentType: string, collectAnchors: boolean, checkCss: boolean): Promise<ParsedPage> {
    if (this.#failed !== undefined) return Promise.reject(this.#failed);
    const thread = this.#least();
    const id = this.#next++;
    const pooled = bodyBuffers.owns(body);
    // A copy (`new Uint8Array`; a Buffer's `slice` would be a view of the same memory) when the buffer is shared.
    const sent = pooled || (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && !isShared(body)) ? body : new Uint8Array(body);
    const req: ParseRequest = { id, body: sent, contentType, collectAnchors, checkCss };
    thread.waiting += sent.byteLength;
    return new Promise<ParsedPage>((resolve, reject) => {
      this.#waiters.set(id, { resolve, reject, bytes: sent.byteLength, pooled });
      thread.worker.postMessage(req, [sent.buffer as ArrayBuffer]);
    });
  }

  /** Stop the workers (pages still waiting are rejected). */
  async close(): Promise<void> {
    this.#fail(new Error('the parse pool was closed'));
    await Promise.all(this.#threads.map((t) => t.worker.terminate()));
  }

  #least(): Thread {
    let best = this.#threads[0]!;
    for (const t of this.#threads) if (t.waiting < best.waiting) best = t;
    return best;
  }

  #reply(thread: Thread, reply: ParseReply): void {
    const waiter = this.#waiters.get(reply.id);
    if (waiter === undefined) return;
    thread.waiting -= waiter.bytes;
    this.#waiters.delete(reply.id);
    if (waiter.pooled && reply.body !== undefined) bodyBuffers.adopt(reply.body);
    if (reply.page === undefined) {
      waiter.reject(new Error(reply.error));
      return;
    }
    waiter.resolve(decodePage(reply.page));
  }

  #fail(e: Error): void {
    this.#failed ??= e;
    for (const w of this.#waiters.values()) w.reject(e);
    this.#waiters.clear();
  }
}

/** Node's small Buffers share one pooled ArrayBuffer (which cannot be moved); a SharedArrayBuffer is not moved either. */
function isShared(body: Uint8Array): boolean {
  return Buffer.isBuffer(body) || Object.prototype.toString.call(body.buffer) !== '[object ArrayBuffer]';
}
