/**
 * The places of URLs waiting for their first request, compactly: the bulk of a big site's memory while it
 * is crawled (a page found from every page of its module waits with all those places until its turn), and
 * nearly all of it is thrown away when the URL is settled ok. A place as an object costs ~90 bytes and two
 * strings of its own (text, raw) besides; here it is five 32-bit slots (page id, line, column, element and
 * attribute as interned codes, the next place of its URL), two array slots for its text and raw value, and
 * strings shared with the place before it of the same URL when equal (a module's sidebar links one item with
 * the same text and href from each of its pages). The file of a place is its page's, kept once per page.
 *
 * Places of one owner (an id of the URL index) form a list in the order added; `take` hands them back as
 * `PendingReferrer` objects, in that order, and frees their slots for the next ones.
 */
import type { PendingReferrer } from '../../model/link.js';

const NIL = -1;
const FIRST_SLOTS = 1 << 10;

/** A code past the last one a place's 16 bits hold: its names are kept apart, by slot. */
const OVERFLOW = 0xffff;

/** One string per distinct tag or attribute name: a handful per run (the link table's names). */
class Names {
  private readonly codes = new Map<string, number>();
  readonly names: string[] = [];

  code(name: string): number {
    let c = this.codes.get(name);
    if (c === undefined) {
      if (this.names.length >= OVERFLOW) return OVERFLOW;
      c = this.names.length;
      this.names.push(name);
      this.codes.set(name, c);
    }
    return c;
  }
}

export class PlaceStore {
  private page = new Uint32Array(FIRST_SLOTS);
  private line = new Uint32Array(FIRST_SLOTS);
  private column = new Uint32Array(FIRST_SLOTS);
  /** Element code (high 16 bits) and attribute code (low 16 bits). */
  private names = new Uint32Array(FIRST_SLOTS);
  private next = new Int32Array(FIRST_SLOTS);
  private readonly text: (string | undefined)[] = [];
  private readonly raw: (string | undefined)[] = [];
  /** Slots used once (the rest of the columns is room); freed slots are a list through `next`. */
  private used = 0;
  private free = NIL;
  /** By owner id: its first and last place (NIL: none). */
  private head = new Int32Array(FIRST_SLOTS).fill(NIL);
  private tail = new Int32Array(FIRST_SLOTS).fill(NIL);
  private readonly elements = new Names();
  /** Names of places past OVERFLOW distinct ones (never, with the link table's names), by slot. */
  private readonly odd = new Map<number, readonly [string, string]>();
  private readonly attributes = new Names();
  /** By page id: the file of its places (a folder check, a Markdown file), undefined when none. */
  private readonly files: (string | undefined)[] = [];
  /** Places held now. */
  size = 0;

  /** Append a place to `owner`'s list. */
  add(owner: number, ref: PendingReferrer): void {
    const slot = this.slot();
    this.page[slot] = ref.pageId;
    this.line[slot] = ref.line;
    this.column[slot] = ref.column;
    const element = this.elements.code(ref.element);
    const attribute = this.attributes.code(ref.attribute);
    this.names[slot] = ((element << 16) | attribute) >>> 0;
    if (element === OVERFLOW || attribute === OVERFLOW) this.odd.set(slot, [ref.element, ref.attribute]);
    this.next[slot] = NIL;
    if (ref.file !== undefined && this.files[ref.pageId] === undefined) this.files[ref.pageId] = ref.file;
    this.ownerRoom(owner);
    const last = this.tail[owner]!;
    // Equal to the owner's last place's: keep one string (the new one is garbage at once).
    this.text[slot] = last !== NIL && this.text[last] === ref.text ? this.text[last] : ref.text;
    this.raw[slot] = last !== NIL && this.raw[last] === ref.raw ? this.raw[last] : ref.raw;
    if (last === NIL) this.head[owner] = slot;
    else this.next[last] = slot;
    this.tail[owner] = slot;
    this.size++;
  }

  has(owner: number): boolean {
    return owner < this.head.length && this.head[owner] !== NIL;
  }

  /** `owner`'s places in the order added (undefined when it has none); their slots are freed. */
  take(owner: number): PendingReferrer[] | undefined {
    if (!this.has(owner)) return undefined;
    const out: PendingReferrer[] = [];
    for (let slot = this.head[owner]!; slot !== NIL; ) {
      const n = this.names[slot]!;
      const pageId = this.page[slot]!;
      const odd = this.odd.get(slot);
      out.push({
        pageId,
        line: this.line[slot]!,
        column: this.column[slot]!,
        element: odd?.[0] ?? this.elements.names[n >>> 16]!,
        attribute: odd?.[1] ?? this.attributes.names[n & 0xffff]!,
        text: this.text[slot]!,
        raw: this.raw[slot]!,
        file: this.files[pageId],
      });
      slot = this.release(slot);
    }
    this.head[owner] = NIL;
    this.tail[owner] = NIL;
    return out;
  }

  /** Forget `owner`'s places. */
  drop(owner: number): void {
    if (!this.has(owner)) return;
    for (let slot = this.head[owner]!; slot !== NIL; ) slot = this.release(slot);
    this.head[owner] = NIL;
    this.tail[owner] = NIL;
  }

  /** Free a slot (its strings let go); returns the slot after it in its list. */
  private release(slot: number): number {
    const after = this.next[slot]!;
    this.text[slot] = undefined;
    this.raw[slot] = undefined;
    if (this.odd.size > 0) this.odd.delete(slot);
    this.next[slot] = this.free;
    this.free = slot;
    this.size--;
    return after;
  }

  private slot(): number {
    if (this.free !== NIL) {
      const s = this.free;
      this.free = this.next[s]!;
      return s;
    }
    if (this.used === this.page.length) {
      const n = this.used * 2;
      this.page = grown(this.page, n);
      this.line = grown(this.line, n);
      this.column = grown(this.column, n);
      this.names = grown(this.names, n);
      this.next = grown(this.next, n);
    }
    return this.used++;
  }

  private ownerRoom(owner: number): void {
    if (owner < this.head.length) return;
    let n = this.head.length;
    while (n <= owner) n *= 2;
    const head = new Int32Array(n).fill(NIL);
    head.set(this.head);
    const tail = new Int32Array(n).fill(NIL);
    tail.set(this.tail);
    this.head = head;
    this.tail = tail;
  }
}

function grown<T extends Uint32Array | Int32Array>(a: T, n: number): T {
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a);
  return b;
}
