/**
 * Waiting lines that spill to disk. A crawl trap or a huge site can leave millions of URLs
 * waiting for a request; past a threshold of waiting items held in memory (across every line
 * of the run), a line writes its newest items to an append-only segment file and reads the
 * segments back, oldest first, when its in-memory front runs out. Order is kept exactly:
 * front (memory) → segments (disk, in the order written) → back (memory).
 *
 * The files live in one folder per run under the system's temporary folder (TMPDIR),
 * `linkspider-spill-<pid>-*`, created only when the first segment is written, and removed when
 * the run ends, or when the process exits (an uncaught error; the CLI's main thread removes its
 * worker's on a second Ctrl-C, see `removeSpillFolders`). Only a SIGKILL leaves it behind. If a segment cannot be written (disk full, no temporary folder), the
 * line keeps its items in memory: a spill that fails costs memory, never a URL.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SpillLimits {
  /**
   * Waiting items held in memory, across every line, before lines spill. 50,000 waiting URLs
   * are about 15 MB; a site with fewer waiting URLs than this never touches the disk.
   * @default 50000
   */
  threshold: number;
  /** Items per segment file (the smallest batch a line spills or reads back). @default 2048 */
  chunk: number;
  /** The folder the run's spill folder is made in. @default os.tmpdir() */
  parent?: string;
}

export const SPILL_DEFAULTS: SpillLimits = { threshold: 50_000, chunk: 2048 };

const SPILL_PREFIX = 'linkspider-spill-';

/**
 * Remove the spill folders of process `pid` (this one by default): for a process that quits at
 * once while a worker thread of it may hold spilled lines (the worker's own exit handler does
 * not run when the process exits under it).
 */
export function removeSpillFolders(pid = process.pid, parent = tmpdir()): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  const mine = `${SPILL_PREFIX}${pid}-`;
  for (const name of names) if (name.startsWith(mine)) rmSync(join(parent, name), { recursive: true, force: true });
}

/** How a line's items become lines of text and back (one item per line, no newline inside). */
export interface Codec<T> {
  encode(item: T): string;
  decode(line: string): T;
}

/** The run's spill: the shared count of items in memory, and the folder of segment files. */
export class Spill {
  /** Waiting items held in memory by all lines. */
  inMemory = 0;
  /** Items written to disk so far, and segment files written (for the run's stats and tests). */
  spilled = 0;
  segments = 0;
  #dir?: string;
  #seq = 0;
  #failed = false;
  readonly #onExit = () => this.close();

  constructor(readonly limits: SpillLimits = SPILL_DEFAULTS) {}

  /** The spill folder, when one was made. */
  get dir(): string | undefined {
    return this.#dir;
  }

  /** Whether a line should spill now. */
  get full(): boolean {
    return !this.#failed && this.inMemory > this.limits.threshold;
  }

  /** Write one segment; its path, or undefined (and no more spilling) when it cannot be written. */
  write(text: string, items: number): string | undefined {
    try {
      if (this.#dir === undefined) {
        this.#dir = mkdtempSync(join(this.limits.parent ?? tmpdir(), `${SPILL_PREFIX}${process.pid}-`));
        process.once('exit', this.#onExit);
      }
      const file = join(this.#dir, `${(this.#seq++).toString().padStart(8, '0')}.seg`);
      writeFileSync(file, text);
      this.spilled += items;
      this.segments++;
      return file;
    } catch {
      this.#failed = true;
      return undefined;
    }
  }

  /** Remove the folder and every segment left in it. */
  close(): void {
    process.removeListener('exit', this.#onExit);
    if (this.#dir !== undefined) rmSync(this.#dir, { recursive: true, force: true });
    this.#dir = undefined;
  }
}

/** A FIFO whose middle may live on disk (see the module comment). */
export class WaitingLine<T> {
  #front: T[] = [];
  #head = 0;
  /** Segment files, oldest first, with their item counts. */
  #segments: Array<{ file: string; items: number }> = [];
  #back: T[] = [];
  #length = 0;

  constructor(
    private readonly spill: Spill,
    private readonly codec: Codec<T>,
  ) {}

  get length(): number {
    return this.#length;
  }

  /** Items of this line on disk now. */
  get onDisk(): number {
    let n = 0;
    for (const s of this.#segments) n += s.items;
    return n;
  }

  push(item: T): void {
    this.#back.push(item);
    this.#length++;
    this.spill.inMemory++;
    if (this.#back.length >= this.spill.limits.chunk && this.spill.full) this.#spillBack();
  }

  shift(): T | undefined {
    if (this.#head === this.#front.length && !this.#refill()) return undefined;
    const item = this.#front[this.#head]!;
    this.#front[this.#head++] = undefined!;
    this.#length--;
    this.spill.inMemory--;
    return item;
  }

  /** Every item, in order (segments read back), leaving the line empty. */
  drain(): T[] {
    const out: T[] = [];
    for (let item = this.shift(); item !== undefined; item = this.shift()) out.push(item);
    return out;
  }

  /** Forget every item and delete this line's segments. */
  clear(): void {
    this.spill.inMemory -= this.#front.length - this.#head + this.#back.length;
    for (const s of this.#segments) rmSync(s.file, { force: true });
    this.#front = [];
    this.#head = 0;
    this.#segments = [];
    this.#back = [];
    this.#length = 0;
  }

  /** The front ran out: the oldest segment, else the back, becomes the front. */
  #refill(): boolean {
    const seg = this.#segments.shift();
    if (seg !== undefined) {
      const text = readFileSync(seg.file, 'utf8');
      unlinkSync(seg.file);
      const lines = text.split('\n');
      const items: T[] = new Array(lines.length);
      for (let i = 0; i < lines.length; i++) items[i] = this.codec.decode(lines[i]!);
      this.#front = items;
      this.spill.inMemory += items.length;
    } else {
      if (this.#back.length === 0) return false;
      this.#front = this.#back;
      this.#back = [];
    }
    this.#head = 0;
    return true;
  }

  #spillBack(): void {
    const items = this.#back;
    const lines: string[] = new Array(items.length);
    for (let i = 0; i < items.length; i++) lines[i] = this.codec.encode(items[i]!);
    const file = this.spill.write(lines.join('\n'), items.length);
    if (file === undefined) return;
    this.#segments.push({ file, items: items.length });
    this.spill.inMemory -= items.length;
    this.#back = [];
  }
}
