/**
 * A fast HTML tokenizer for the common case, exact or nothing.
 *
 * parse5's `Tokenizer` walks a page one code point at a time through the spec's state machine; on the
 * crawl's profile that is about a third of all CPU time. Most pages need far less: text is skipped unless
 * someone is collecting it, and only the tags the link collector reads get their attributes decoded and
 * located. This tokenizer produces the same token events, with the same names, attribute values, line/column
 * locations and character-token boundaries, as parse5 does for the same page decoded — for the inputs it
 * accepts. For anything outside that subset it throws `Bail` before the handler can act on a difference, and
 * the caller re-reads the page with parse5 from the start:
 *
 * - a NUL character anywhere (parse5 replaces or drops it depending on the state);
 * - `<plaintext>`, `</>`, and end of input inside a tag or right after `</`;
 * - a character reference whose decoded text contains CR (parse5 keeps it as a non-whitespace character).
 *
 * It reads the page's UTF-8 bytes, never a string of the whole page: every character HTML gives a meaning to is
 * ASCII, and in UTF-8 no byte of a multibyte character is ASCII, so tags, attributes and text are found at the
 * same places in the bytes as in the decoded text. Only what is handed on (a name that is not a known one, a
 * value, text someone reads) becomes a string, decoded from its bytes; columns and text counts, in UTF-16 code
 * units as parse5 counts them, leave out the extra bytes of multibyte characters (`location-cursor.ts`). A page
 * in another encoding is decoded and encoded as UTF-8 first (`html.ts`). Decoding whole pages was more than
 * tokenizing them: a page string over 128 KB takes fresh memory (page faults in this VM, then collection).
 *
 * Foreign content (`<svg>`, `<math>`) is read here: the link collector tracks the foreign elements and sets
 * `inForeignNode` as it does on parse5's tokenizer, and in foreign content `<![CDATA[…]]>` is text (else a
 * bogus comment). Script data is read with the standard's escape states (`<!--`, `<script>` inside it), so
 * old-style `<script><!-- … --></script>` pages need no fallback either.
 *
 * Every search is bounded by the token it is in (a raw-text element's end, a comment's end), so no input makes
 * the work more than linear in the page's length.
 *
 * Character references are decoded by `entities`, the decoder parse5's own tokenizer uses, so the entity
 * table and its legacy rules (`&not` vs `&notit;`, `&amp=` in attributes) are never restated here.
 *
 * Input preprocessing as in parse5: CR LF and lone CR become LF first. Columns stay the same (each line keeps
 * its content), so locations are 1-based line and column in UTF-16 code units from the line start. Lines are
 * counted right where parse5 counts wrong (it counts a newline right after `&` twice; see `html.ts`).
 *
 * `test/unit/fast-tokenizer.test.ts` checks it against parse5 on generated and hand-written pages.
 */
import type { Buffer } from 'node:buffer';
import { decodeHTML, decodeHTMLAttribute } from 'entities/decode';
import { TokenizerMode, type Token } from 'parse5';
import { BANG, DASH, DQUOTE, EQUALS, GT, LT, QUESTION, SLASH, SQUOTE, isAsciiWhitespace } from './chars.js';
import { KNOWN_ATTRIBUTES, KNOWN_TAGS } from './known-names.js';
import { AttributePlaces, extraBytes, LocationCursor } from './location-cursor.js';
import {
  ENDS,
  ENDS_ATTRIBUTE_NAME,
  ENDS_TAG_NAME,
  ENDS_UNQUOTED,
  escapedScriptEnd,
  isAsciiAlpha,
  isCdataOpen,
  isSpace,
  isWord,
  preprocessed,
  WS,
} from './page-bytes.js';

/** Thrown when the page needs the full tokenizer. */
export class Bail extends Error {
  constructor(readonly why: string) {
    super(why);
  }
}

/** What the fast tokenizer calls: the parts of parse5's `TokenHandler` the link collector uses. */
export interface FastHandler {
  /**
   * A start tag. Its `attrs` (the list and its objects) are refilled at the next start tag, and a token whose
   * attributes were not read is itself refilled for the next such tag: keep a copy of what outlives the call.
   */
  onStartTag(token: Token.TagToken): void;
  onEndTag(token: Token.TagToken): void;
  onCharacter(token: Token.CharacterToken): void;
  onWhitespaceCharacter(token: Token.CharacterToken): void;
  onEof(token: Token.EOFToken): void;
  /** Whether the text now being read goes anywhere (skipped unread when not). */
  wantsText(): boolean;
  /** Whether this start tag's attributes are read (built only when they are). */
  wantsAttributes(tagName: string): boolean;
  /** Whether a start tag with a `style` attribute has its attributes read whatever `wantsAttributes` says. */
  readonly readsStyle: boolean;
}

const EMPTY_ATTRS: Token.Attribute[] = [];
// parse5's token types (its `TokenType` enum is not exported).
const CHARACTER = 0 as Token.CharacterToken['type'];
const WHITESPACE_CHARACTER = 2 as Token.CharacterToken['type'];
const START_TAG = 3 as Token.TagToken['type'];
const END_TAG = 4 as Token.TagToken['type'];
const EOF = 7 as Token.EOFToken['type'];

function tagToken(type: Token.TagToken['type'], tagName: string): Token.TagToken {
  return { type, tagName, tagID: 0 as Token.TagToken['tagID'], selfClosing: false, ackSelfClosing: false, attrs: EMPTY_ATTRS, location: null };
}

const UPPER = /[A-Z]/;
function asciiLower(s: string): string {
  return UPPER.test(s) ? s.replace(/[A-Z]+/g, (m) => m.toLowerCase()) : s;
}

/**
 * Node's own decoders of a buffer's range, which `toString(encoding, start, end)` calls after checking its
 * arguments and looking the encoding up (undici's body reader calls them the same way). A page hands on a string per
 * attribute, name and text run (~2 million for the Python docs), all in range.
 */
interface SlicingBuffer extends Buffer {
  latin1Slice(start: number, end: number): string;
  utf8Slice(start: number, end: number): string;
}

export class FastTokenizer {
  /** Set by the handler after a start tag (parse5's `TokenizerMode`), as on parse5's tokenizer. */
  state: number = TokenizerMode.DATA;
  private readonly b: Buffer;
  private readonly n: number;
  /** Whether the page has a non-ASCII byte: strings are then decoded as UTF-8, and counts leave out extra bytes. */
  private readonly high: boolean;
  private pos = 0;
  /** Start of the text not yet emitted. */
  private textStart = 0;
  /** Source characters of text read in the data state (see `ExtractedPage.textChars`). */
  textChars = 0;
  /** Lines and columns of the indexes located. */
  private readonly cursor: LocationCursor;

  constructor(
    /** The page as valid UTF-8 (no byte-order mark). */
    bytes: Buffer,
    private readonly handler: FastHandler,
    /** Whether `bytes` has a byte over 0x7f (the caller knows from validating them). */
    high: boolean,
    /** Columns in UTF-16 code units (as parse5 counts them), not characters. */
    utf16Columns = false,
  ) {
    const b = preprocessed(bytes);
    if (b === null) throw new Bail('NUL character');
    this.b = b;
    this.n = this.b.length;
    this.high = high;
    this.cursor = new LocationCursor(this.b, high, utf16Columns);
  }

  /** The page's [start, end) as the handler reads it. */
  private part(start: number, end: number): string {
    const b = this.b as SlicingBuffer;
    return this.high ? b.utf8Slice(start, end) : b.latin1Slice(start, end);
  }

  /** Characters (UTF-16 code units) in the page's [from, to). */
  private units(from: number, to: number): number {
    return this.high ? to - from - extraBytes(this.b, from, to) : to - from;
  }

  /** Set by the handler while the current node is an SVG/MathML element (as on parse5's tokenizer). */
  inForeignNode = false;

  run(): void {
    const b = this.b;
    const n = this.n;
    for (;;) {
      if (this.state !== TokenizerMode.DATA) {
        this.rawText();
        continue;
      }
      let lt = this.pos;
      while (lt < n && b[lt] !== LT) lt++;
      if (lt >= n - 1) break;
      const c = b[lt + 1]!;
      if (isAsciiAlpha(c)) {
        this.flushText(lt);
        this.startTag(lt);
      } else if (c === SLASH) {
        const c2 = lt + 2 < n ? b[lt + 2]! : -1;
        if (isAsciiAlpha(c2)) {
          this.flushText(lt);
          this.endTag(lt);
        } else if (c2 === GT || c2 === -1) {
          throw new Bail('"</>" or "</" at the end');
        } else {
          this.flushText(lt);
          this.bogusComment(lt + 2);
        }
      } else if (c === BANG) {
        this.markupDeclaration(lt + 2);
      } else if (c === QUESTION) {
        this.flushText(lt);
        this.bogusComment(lt + 1);
      } else {
        // A `<` that starts nothing is text.
        this.pos = lt + 1;
      }
    }
    this.flushText(n);
    this.handler.onEof({ type: EOF, location: null });
  }

  // ---- Text -------------------------------------------------------------------------------------------------

  /**
   * Text read so far of the character run now open, when a CDATA section is in it: parse5 emits no token at
   * `<![CDATA[` or `]]>`, so the text before, inside and after a CDATA section is one run of character tokens.
   */
  private carry = '';

  /** Emit the text between the last token and `end` as parse5's character tokens, if anyone reads it. */
  private flushText(end: number): void {
    const start = this.textStart;
    const carry = this.carry;
    if (this.state === TokenizerMode.DATA && end > start) this.textChars += this.units(start, end);
    if ((end > start || carry !== '') && this.handler.wantsText()) {
      const raw = this.part(start, end);
      const text = this.state === TokenizerMode.RAWTEXT || this.state === TokenizerMode.SCRIPT_DATA ? raw : decodeText(raw);
      this.emitText(carry === '' ? text : carry + text);
    }
    this.carry = '';
  }

  // One token object of each kind, refilled for each run (the handler reads a token only while it is called).
  private readonly charToken: Token.CharacterToken = { type: CHARACTER, chars: '', location: null };
  private readonly wsToken: Token.CharacterToken = { type: WHITESPACE_CHARACTER, chars: '', location: null };

  /** Split text into runs of whitespace and of other characters: parse5's character token boundaries. */
  private emitText(text: string): void {
    const h = this.handler;
    const n = text.length;
    let i = 0;
    while (i < n) {
      const ws = isAsciiWhitespace(text.charCodeAt(i));
      let j = i + 1;
      while (j < n && isAsciiWhitespace(text.charCodeAt(j)) === ws) j++;
      const chars = i === 0 && j === n ? text : text.slice(i, j);
      if (ws) {
        this.wsToken.chars = chars;
        h.onWhitespaceCharacter(this.wsToken);
      } else {
        this.charToken.chars = chars;
        h.onCharacter(this.charToken);
      }
      i = j;
    }
  }

  /** RCDATA, RAWTEXT or script data: everything up to the end tag of the element that started it. */
  private rawText(): void {
    const state = this.state;
    if (state === TokenizerMode.PLAINTEXT || state === TokenizerMode.CDATA_SECTION) throw new Bail('plaintext');
    let end = this.rawTextEnd(this.pos);
    if (state === TokenizerMode.SCRIPT_DATA) {
      // Bounded to this script: a search to the end of the page for each script would be quadratic.
      const escape = this.find4(this.pos, end, LT, BANG, DASH, DASH);
      if (escape !== -1) end = escapedScriptEnd(this.b, escape, (lt) => this.isAppropriateEndTag(lt));
    }
    this.flushText(end);
    this.state = TokenizerMode.DATA;
    if (end === this.n) {
      this.pos = this.textStart = this.n;
      return;
    }
    this.endTag(end);
  }

  /** The first index in [from, to) where the four bytes `a b c d` start, or -1. */
  private find4(from: number, to: number, a: number, b: number, c: number, d: number): number {
    const page = this.b;
    for (let i = from; i + 3 < to; i++) {
      if (page[i] === a && page[i + 1] === b && page[i + 2] === c && page[i + 3] === d) return i;
    }
    return -1;
  }

  /** Whether an end tag named like the element now open (an "appropriate end tag") starts at `lt` (its `</`). */
  private isAppropriateEndTag(lt: number): boolean {
    const b = this.b;
    const name = this.lastStartTag;
    const after = lt + 2 + name.length;
    if (after >= this.n) return false;
    for (let k = 0; k < name.length; k++) {
      let c = b[lt + 2 + k]!;
      if (c >= 0x41 && c <= 0x5a) c |= 0x20;
      if (c !== name.charCodeAt(k)) return false;
    }
    const c = b[after]!;
    return isSpace(c) || c === SLASH || c === GT;
  }

  /** Where the raw text from `from` ends: the `</` of its appropriate end tag, or the end of the input. */
  private rawTextEnd(from: number): number {
    const b = this.b;
    const last = this.n - 1;
    for (let i = from; i < last; i++) {
      if (b[i] === LT && b[i + 1] === SLASH && this.isAppropriateEndTag(i)) return i;
    }
    return this.n;
  }

  // ---- Markup -----------------------------------------------------------------------------------------------

  private lastStartTag = '';

  private startTag(lt: number, withAttributes = false): void {
    let p = lt + 1;
    const nameStart = p;
    p = this.skipName(p);
    const tagName = this.tagName(nameStart, p);
    const wanted = withAttributes || this.handler.wantsAttributes(tagName);
    // A tag whose attributes nobody reads gets the one refilled token (the handler keeps no such token).
    const token = wanted ? tagToken(START_TAG, tagName) : this.skippedToken(tagName);
    if (wanted) {
      this.attrList.length = 0;
      token.attrs = this.attrList;
      const at = this.cursor.locate(lt);
      // The tag's place; its attributes' places are the tokenizer's own (`attributePlace`), not objects per attribute.
      token.location = { startLine: at.line, startCol: at.col, startOffset: lt, endLine: -1, endCol: -1, endOffset: -1 };
    }
    p = this.attributes(p, token, wanted);
    if (p < 0) return this.startTag(lt, true); // a style attribute on a tag being skipped (readsStyle)
    this.pos = this.textStart = p;
    this.lastStartTag = tagName;
    this.handler.onStartTag(token);
  }

  private endTag(lt: number): void {
    let p = lt + 2;
    const nameStart = p;
    p = this.skipName(p);
    const token = this.endToken;
    token.tagName = this.tagName(nameStart, p);
    token.selfClosing = false;
    p = this.attributes(p, token, false);
    this.pos = this.textStart = p;
    this.handler.onEndTag(token);
  }

  /** One end tag token, refilled for each end tag (the handler reads it only while it is called, as the character tokens). */
  private readonly endToken: Token.TagToken = tagToken(END_TAG, '');
  /** One start tag token for the tags whose attributes are skipped (most tags of most pages), refilled likewise. */
  private readonly startToken: Token.TagToken = tagToken(START_TAG, '');

  private skippedToken(tagName: string): Token.TagToken {
    const token = this.startToken;
    token.tagName = tagName;
    token.selfClosing = false;
    return token;
  }

  /** Tag name state: up to whitespace, `/` or `>`. */
  private skipName(p: number): number {
    const b = this.b;
    const n = this.n;
    while (p < n && (ENDS[b[p]!]! & ENDS_TAG_NAME) === 0) p++;
    if (p < n) return p;
    throw new Bail('end of input in a tag');
  }

  /** The tag name `skipName` read from `start` to `end`, lower-cased. */
  private tagName(start: number, end: number): string {
    return KNOWN_TAGS.find(this.b, start, end - start) ?? asciiLower(this.part(start, end));
  }

  /** The attributes of the start tag read with its attributes now handled: one list and its objects, refilled. */
  private readonly attrList: Token.Attribute[] = [];
  private readonly attrObjects: Token.Attribute[] = [];
  /** The places of the attributes of the start tag read with its attributes now handled, by their index in its `attrs`. */
  private readonly attrPlaces = new AttributePlaces();

  /**
   * Line and column of the `index`-th attribute of the start tag now handled (the returned object is reused): what
   * parse5 gives as `location.attrs[name]`, without an object per attribute.
   */
  attributePlace(index: number): { line: number; col: number } {
    return this.attrPlaces.get(index);
  }

  /**
   * The attribute states, from after the tag name to after the tag's `>`; returns that index and sets the
   * token's self-closing flag. Attributes are collected into `token` when `read` (first of each name wins, as in
   * parse5), else only skipped: -1 when a start tag so skipped has a style the handler reads.
   */
  private attributes(p: number, token: Token.TagToken, read: boolean): number {
    const b = this.b;
    const n = this.n;
    for (;;) {
      while (p < n && (ENDS[b[p]!]! & WS) !== 0) p++;
      if (p >= n) throw new Bail('end of input in a tag');
      let c = b[p]!;
      if (c === GT) return p + 1;
      if (c === SLASH) {
        if (p + 1 < n && b[p + 1] === GT) {
          token.selfClosing = true;
          return p + 2;
        }
        p++;
        continue;
      }
      // Attribute name: the first character may be `=`; then up to whitespace, `/`, `>` or `=`.
      const nameStart = p;
      p++;
      while (p < n && (ENDS[b[p]!]! & ENDS_ATTRIBUTE_NAME) === 0) p++;
      const nameEnd = p;
      while (p < n && (ENDS[b[p]!]! & WS) !== 0) p++;
      if (p >= n) throw new Bail('end of input in a tag');
      let valueStart = p;
      let valueEnd = p;
      if (b[p] === EQUALS) {
        p++;
        while (p < n && (ENDS[b[p]!]! & WS) !== 0) p++;
        if (p >= n) throw new Bail('end of input in a tag');
        c = b[p]!;
        if (c === DQUOTE || c === SQUOTE) {
          let close = p + 1;
          while (close < n && b[close] !== c) close++;
          if (close >= n) throw new Bail('end of input in a tag');
          valueStart = p + 1;
          valueEnd = close;
          p = close + 1;
        } else if (c !== GT) {
          // Unquoted: up to whitespace or `>`.
          valueStart = p;
          while (p < n && (ENDS[b[p]!]! & ENDS_UNQUOTED) === 0) p++;
          if (p >= n) throw new Bail('end of input in a tag');
          valueEnd = p;
        }
      }
      if (read) {
        const name = KNOWN_ATTRIBUTES.find(b, nameStart, nameEnd - nameStart) ?? asciiLower(this.part(nameStart, nameEnd));
        const attrs = token.attrs;
        if (!hasAttribute(attrs, name)) {
          const raw = this.part(valueStart, valueEnd);
          const k = attrs.length;
          const at = this.cursor.locate(nameStart);
          this.attrPlaces.set(k, at.line, at.col);
          const attr = this.attrObjects[k] ?? (this.attrObjects[k] = { name: '', value: '' });
          attr.name = name;
          attr.value = raw.includes('&') ? decodeAttribute(raw) : raw;
          attrs.push(attr);
        }
      } else if (nameEnd - nameStart === 5 && token.type === START_TAG && this.handler.readsStyle && isWord(b, nameStart, nameEnd, 'style')) return -1;
    }
  }

  /** `<!` at `p - 2`: comment, DOCTYPE, CDATA section (in foreign content), or a bogus comment. */
  private markupDeclaration(p: number): void {
    const b = this.b;
    if (b[p] === DASH && b[p + 1] === DASH) {
      this.flushText(p - 2);
      this.comment(p + 2);
      return;
    }
    if (this.inForeignNode && isCdataOpen(b, p)) {
      this.cdata(p - 2, p + 7);
      return;
    }
    this.flushText(p - 2);
    if (p + 7 <= this.n && isWord(b, p, p + 7, 'doctype')) {
      this.skipTo(this.indexOfGt(p + 7));
      return;
    }
    this.bogusComment(p);
  }

  /** The first `>` at or after `from`, or -1. */
  private indexOfGt(from: number): number {
    const b = this.b;
    const n = this.n;
    while (from < n && b[from] !== GT) from++;
    return from < n ? from : -1;
  }

  /** A comment's body starts at `p`: it ends at `-->` or `--!>` (`<!-->` and `<!--->` end at once). */
  private comment(p: number): void {
    const b = this.b;
    const n = this.n;
    if (b[p] === GT) return this.skipTo(p);
    if (b[p] === DASH && b[p + 1] === GT) return this.skipTo(p + 1);
    let dd = p;
    for (;;) {
      while (dd < n - 1 && !(b[dd] === DASH && b[dd + 1] === DASH)) dd++;
      if (dd >= n - 1) return this.skipTo(-1);
      let q = dd + 2;
      while (q < n && b[q] === DASH) q++;
      if (q < n && b[q] === GT) return this.skipTo(q);
      if (q + 1 < n && b[q] === BANG && b[q + 1] === GT) return this.skipTo(q + 1);
      dd += 2;
    }
  }

  /** A CDATA section from `<!` at `lt`, its text starting at `p`: text up to `]]>`, in the open character run. */
  private cdata(lt: number, p: number): void {
    const b = this.b;
    const n = this.n;
    let close = p;
    while (close < n - 2 && !(b[close] === 0x5d && b[close + 1] === 0x5d && b[close + 2] === GT)) close++;
    if (close >= n - 2) close = n;
    // The text before the section (flushed with it) and the section's own text.
    this.textChars += this.units(this.textStart, lt) + this.units(p, close);
    if (this.handler.wantsText()) {
      const before = this.part(this.textStart, lt);
      this.carry += decodeText(before) + this.part(p, close);
    }
    this.skipTo(close === n ? -1 : close + 2);
  }

  private bogusComment(p: number): void {
    this.skipTo(this.indexOfGt(p));
  }

  /** Continue after the `>` at `gt` (-1: the token runs to the end of the input). */
  private skipTo(gt: number): void {
    this.pos = this.textStart = gt === -1 ? this.n : gt + 1;
  }

  // ---- Locations --------------------------------------------------------------------------------------------

  /** Where the text now being emitted starts (a copy: the cursor reuses its result object). */
  textPlace(): { line: number; col: number } {
    const at = this.cursor.locate(this.textStart);
    return { line: at.line, col: at.col };
  }
}

// ---- Character references -----------------------------------------------------------------------------------

function checked(decoded: string): string {
  // A reference to CR: parse5 keeps it as a character of its own kind; leave such pages to it.
  if (decoded.includes('\r')) throw new Bail('character reference');
  return decoded;
}

function decodeText(raw: string): string {
  return raw.includes('&') ? checked(decodeHTML(raw)) : raw;
}

function hasAttribute(attrs: Token.Attribute[], name: string): boolean {
  for (let i = 0; i < attrs.length; i++) if (attrs[i]!.name === name) return true;
  return false;
}

function decodeAttribute(raw: string): string {
  return checked(decodeHTMLAttribute(raw));
}
