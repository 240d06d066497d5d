/**
 * GFM autolink literals (bare `https://…`, `www.…`, emails, `mailto:`/`xmpp:` addresses) for the
 * markdown-it adapter, found as the exact adapter finds them (micromark, then mdast's transform):
 *
 * 1. While parsing, micromark's tokenizer takes a literal where one starts in text, unless the
 *    character before it rules it out or an unclosed `[` comes before it in the block. Its end
 *    follows GFM's rules: a domain of segments with no `_` in the last two, then a path that ends
 *    at whitespace or `<`, less trailing punctuation (`?!.,:*_~` …, a `)` that closes nothing, an
 *    entity-like `&x;`, a `]` before whitespace or `(`/`[`).
 * 2. After the parse, a transform finds what is left in each text node (outside links) with
 *    rules of its own (another trailing-punctuation set, balanced parentheses, `mailto:`/`xmpp:`
 *    forms, a `www` domain with two valid last labels).
 *
 * Step 1 is run on the block's source text (the literal's end is decided by the characters as
 * written), step 2 on markdown-it's text tokens. Where the two parsers could disagree, this
 * answers why instead (the caller hands the file to micromark): a literal that runs into text
 * markdown-it read as markup (an emphasis delimiter, a code span) or into an escape or an entity,
 * or a text token whose characters cannot be found again in the source.
 */
import { decodeHTMLStrict } from 'entities/decode';
import type { Token } from 'markdown-it';

/** A literal in an inline block: its offset in the block's text, and the link it is. */
export interface Literal {
  offset: number;
  url: string;
  text: string;
}

/** Text that could hold a literal (a superset of what either step can find). */
export const LITERAL_HINT = /www\.|https?:\/\/|[\w.+-]@[\w.-]/i;

const EOF = -1;
const isAlpha = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c: number) => c >= 48 && c <= 57;
const isAlnum = (c: number) => isAlpha(c) || isDigit(c);
/** Characters of an email's local part. */
const isAtext = (c: number) => c === 43 || c === 45 || c === 46 || c === 95 || isAlnum(c);
const isSpaceOrEol = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const PUNCTUATION = /\p{P}|\p{S}/u;
const WHITESPACE = /\s/;
const isPunct = (c: number) => c > -1 && PUNCTUATION.test(String.fromCharCode(c));
const isWhite = (c: number) => c > -1 && WHITESPACE.test(String.fromCharCode(c));
const isControl = (c: number) => c < 32 || c === 127;

/** Characters the tokenizer's trail may hold (besides `&x;` and `]`). */
const TRAIL = new Set([...'!"\')*,.:;?_~'].map((c) => c.charCodeAt(0)));
/** Characters at which a path asks whether the rest is trail. */
const PATH_PUNCT = new Set([...'!"&\')*,.:;<?]_~'].map((c) => c.charCodeAt(0)));

/** The tokenizer's literal rules over one block's text: each returns the literal's end, or -1. */
class Tokenizer {
  constructor(private readonly s: string) {}

  private at(i: number): number {
    return i < this.s.length ? this.s.charCodeAt(i) : EOF;
  }

  /** Is what starts at `i` trailing punctuation up to whitespace, `<` or the end? */
  private trail(i: number): boolean {
    for (;;) {
      const c = this.at(i);
      if (TRAIL.has(c)) i++;
      else if (c === 38) {
        i++;
        if (!isAlpha(this.at(i))) return false;
        while (isAlpha(this.at(i))) i++;
        if (this.at(i) !== 59) return false;
        i++;
      } else if (c === 93) {
        i++;
        const d = this.at(i);
        if (d === EOF || d === 40 || d === 91 || isSpaceOrEol(d) || isWhite(d)) return true;
      } else return c === 60 || c === EOF || isSpaceOrEol(c) || isWhite(c);
    }
  }

  private domain(i: number): number {
    let underscoreLast = false;
    let underscoreBefore = false;
    let seen = false;
    for (;;) {
      const c = this.at(i);
      if (c === 46 || c === 95) {
        if (this.trail(i)) break;
        if (c === 95) underscoreLast = true;
        else {
          underscoreBefore = underscoreLast;
          underscoreLast = false;
        }
        i++;
        continue;
      }
      if (c === EOF || isSpaceOrEol(c) || isWhite(c) || (c !== 45 && isPunct(c))) break;
      seen = true;
      i++;
    }
    return underscoreLast || underscoreBefore || !seen ? -1 : i;
  }

  private path(i: number): number {
    let open = 0;
    let close = 0;
    for (;;) {
      const c = this.at(i);
      if (c === 40) open++;
      else if (c === 41 && close < open) close++;
      else if (PATH_PUNCT.has(c)) {
        if (this.trail(i)) return i;
        if (c === 41) close++;
      } else if (c === EOF || isSpaceOrEol(c) || isWhite(c)) return i;
      i++;
    }
  }

  email(i: number, prev: number): number {
    if (!isAtext(this.at(i)) || prev === 47 || isAtext(prev)) return -1;
    while (isAtext(this.at(i))) i++;
    if (this.at(i) !== 64) return -1;
    i++;
    let data = false;
    let dot = false;
    for (;;) {
      const c = this.at(i);
      if (c === 46) {
        if (!isAlnum(this.at(i + 1))) break;
        dot = true;
      } else if (c === 45 || c === 95 || isAlnum(c)) data = true;
      else break;
      i++;
    }
    return data && dot && isAlpha(this.at(i - 1)) ? i : -1;
  }

  www(i: number, prev: number): number {
    const okPrev = prev === EOF || prev === 40 || prev === 42 || prev === 95 || prev === 91 || prev === 93 || prev === 126 || isSpaceOrEol(prev);
    if (!okPrev || this.s.slice(i, i + 4).toLowerCase() !== 'www.' || i + 4 >= this.s.length) return -1;
    const d = this.domain(i);
    return d === -1 ? -1 : this.path(d);
  }

  protocol(i: number, prev: number): number {
    if (isAlpha(prev)) return -1;
    const m = /^https?:\/\//i.exec(this.s.slice(i, i + 8));
    if (!m) return -1;
    const j = i + m[0].length;
    const c = this.at(j);
    if (c === EOF || isControl(c) || isSpaceOrEol(c) || isWhite(c) || isPunct(c)) return -1;
    const d = this.domain(j);
    return d === -1 ? -1 : this.path(d);
  }
}

/**
 * A text token of the block: where it is in the block's text; for a token with escapes or entities
 * (`\\_`, `&lt;`), the source offset of each of its characters and the source ranges they take.
 */
interface Segment {
  token: Token;
  start: number;
  end: number;
  map?: number[];
  opaque?: [number, number][];
}

/** What lies between tokens without a token of its own: emphasis delimiters, a continuation line's indentation. */
const SKIPPED = new Set(['*', '_', ' ', '\t']);
const ENTITY = /^&(?:#(?:x[a-f0-9]{1,6}|[0-9]{1,7})|[a-z][a-z0-9]{1,31});/i;
const ASCII_PUNCT = /[!-/:-@[-`{-~]/;

/** A text token whose characters are not the source's, aligned to the source from `from`; undefined when it does not align. */
function align(content: string, from: number, token: Token): Segment | undefined {
  const text = token.content;
  const map: number[] = [];
  const opaque: [number, number][] = [];
  let i = from;
  for (let k = 0; k < text.length; ) {
    const c = content[i];
    if (c === undefined) return undefined;
    if (c === '\\' && ASCII_PUNCT.test(content[i + 1] ?? '') && text[k] === content[i + 1]) {
      map.push(i);
      opaque.push([i, i + 2]);
      k++;
      i += 2;
      continue;
    }
    if (c === '&') {
      const m = ENTITY.exec(content.slice(i, i + 40));
      const decoded = m ? decodeHTMLStrict(m[0]) : '';
      if (m && decoded !== m[0] && text.startsWith(decoded, k)) {
        for (let d = 0; d < decoded.length; d++) map.push(i);
        opaque.push([i, i + m[0].length]);
        k += decoded.length;
        i += m[0].length;
        continue;
      }
    }
    if (text[k] !== c) return undefined;
    map.push(i);
    k++;
    i++;
  }
  return { token, start: from, end: i, map, opaque };
}

/**
 * The literals of one inline block (`content`, markdown-it's `children`), by the text token they
 * are in, in order; or why they cannot be found exactly. Link, image, code span and raw HTML
 * tokens carry `meta.pos`/`meta.end` (their offsets in `content`, set by the adapter's rules).
 */
export function findLiterals(content: string, children: Token[]): Map<Token, Literal[]> | string {
  const segments: Segment[] = [];
  let cursor = 0;
  let hinted = false;
  let oddBrackets = false;
  for (let i = 0; i < children.length; i++) {
    const c = children[i]!;
    const meta = c.meta as { end?: number } | null;
    if (c.type === 'link_open') {
      // Nothing inside a link is a literal: skip to its end.
      for (let depth = 1; depth > 0 && i + 1 < children.length; ) {
        const t = children[++i]!.type;
        if (t === 'link_open') depth++;
        else if (t === 'link_close') depth--;
      }
      if (meta?.end === undefined) return 'autolink literal (link end)';
      cursor = meta.end;
    } else if (c.type === 'image' || c.type === 'code_inline' || c.type === 'html_inline') {
      if (meta?.end === undefined) return 'autolink literal (token end)';
      cursor = meta.end;
    } else if (c.type === 'softbreak' || c.type === 'hardbreak') {
      const nl = content.indexOf('\n', cursor);
      if (nl !== -1) cursor = nl + 1;
    } else if (c.type === 'text') {
      const hint = LITERAL_HINT.test(c.content);
      hinted ||= hint;
      // Past emphasis delimiters and a line's indentation; with escapes or entities, aligned.
      let seg: Segment | undefined;
      for (let p = cursor; seg === undefined && p < content.length; p++) {
        seg = content.startsWith(c.content, p) ? { token: c, start: p, end: p + c.content.length } : align(content, p, c);
        if (seg === undefined && !SKIPPED.has(content[p]!)) break;
      }
      if (seg === undefined) {
        if (hint) return 'autolink literal (text not found)';
        if (/[[\]]/.test(c.content)) oddBrackets = true;
        continue;
      }
      segments.push(seg);
      cursor = seg.end;
    }
  }
  const found = new Map<Token, Literal[]>();
  if (!hinted) return found;
  if (oddBrackets) return 'autolink literal (escaped brackets)';
  const tokenized = tokenize(content, segments);
  if (typeof tokenized === 'string') return tokenized;
  for (const seg of segments) {
    if (!LITERAL_HINT.test(seg.token.content)) continue;
    const literals = tokenized.get(seg.token) ?? [];
    const all = transform(seg, literals);
    if (all.length > 0) found.set(seg.token, all);
  }
  return found;
}

/** Step 1: the tokenizer's literals, by segment. */
function tokenize(content: string, segments: Segment[]): Map<Token, Literal[]> | string {
  const tk = new Tokenizer(content);
  const out = new Map<Token, Literal[]>();
  const prevOf = (i: number) => (i > 0 ? content.charCodeAt(i - 1) : EOF);
  let open = 0;
  let lastEnd = 0;
  for (const seg of segments) {
    // An `_` that markdown-it read as emphasis, where micromark's tokenizer could start an email.
    const before = seg.start - 1;
    if (open === 0 && before >= lastEnd && content.charCodeAt(before) === 95 && tk.email(before, prevOf(before)) !== -1) {
      return 'autolink literal (after emphasis)';
    }
    lastEnd = seg.end;
    const hinted = LITERAL_HINT.test(seg.token.content);
    const opaque = seg.opaque ?? [];
    let r = 0; // the next escape or entity: one character to micromark, never part of a literal's start
    const list: Literal[] = [];
    for (let i = seg.start; i < seg.end; ) {
      if (r < opaque.length && opaque[r]![0] === i) {
        i = opaque[r++]![1];
        continue;
      }
      const c = content.charCodeAt(i);
      if (c === 91) open++;
      else if (c === 93 && open > 0) open--;
      let end = -1;
      let kind = '';
      if (open === 0 && hinted) {
        const prev = prevOf(i);
        end = tk.email(i, prev);
        kind = 'email';
        if (end === -1 && (c === 104 || c === 72)) [end, kind] = [tk.protocol(i, prev), 'http'];
        else if (end === -1 && (c === 119 || c === 87)) [end, kind] = [tk.www(i, prev), 'www'];
      }
      if (end === -1) {
        i++;
        continue;
      }
      if (end > seg.end) return 'autolink literal (runs into markup)';
      if (r < opaque.length && opaque[r]![0] < end) return 'autolink literal (holds an escape or entity)';
      const raw = content.slice(i, end);
      list.push({ offset: i, text: raw, url: kind === 'email' ? `mailto:${raw}` : kind === 'www' ? `http://${raw}` : raw });
      i = end;
    }
    if (list.length > 0) out.set(seg.token, list);
  }
  return out;
}

/** A piece of a text node: plain text at an offset, or a literal. */
type Piece = { offset: number; text: string } | { literal: Literal };

const URL_FIND = /(?<![\da-z])(https?:\/\/|www(?=\.))([\w-]*\.[\w\-.]*)([^\t\n\r ]*)/gi;
const XMPP_FIND = /(?<![\w+\-.@])xmpp:([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)(\/(?:[\w\-/]|\.(?=[\dA-Za-z]))*)?/g;
const MAILTO_FIND = /(?<![\w+\-.@])mailto:([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)/g;
const EMAIL_FIND = /(?<![\w+\-.]|(?:^|[^\d@A-Za-z])(?:mailto|xmpp):)([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)/g;

/** Step 2: the transform over the text the tokenizer left, one pattern at a time (each over every piece). */
function transform(seg: Segment, literals: Literal[]): Literal[] {
  const text = seg.token.content;
  // Offsets in the token's text; a literal's, in the block's text.
  const src = (k: number) => (seg.map ? seg.map[k]! : seg.start + k);
  const dec = (o: number) => (seg.map ? seg.map.indexOf(o) : o - seg.start);
  let pieces: Piece[] = [];
  let at = 0;
  for (const l of literals) {
    const k = dec(l.offset);
    if (k > at) pieces.push({ offset: at, text: text.slice(at, k) });
    pieces.push({ literal: l });
    at = k + l.text.length;
  }
  if (at < text.length) pieces.push({ offset: at, text: text.slice(at) });
  for (const [find, make] of [
    [URL_FIND, urlMatch],
    [XMPP_FIND, xmppMatch],
    [MAILTO_FIND, mailtoMatch],
    [EMAIL_FIND, emailMatch],
  ] as const) {
    pieces = pieces.flatMap((p) => ('literal' in p ? [p] : replace(p, find, make, src)));
  }
  return pieces.flatMap((p) => ('literal' in p ? [p.literal] : []));
}

/** A match's literal and how much of the match it takes (the rest stays text); undefined: no literal. */
type Make = (m: RegExpExecArray) => { url: string; text: string } | undefined;

function replace(piece: { offset: number; text: string }, find: RegExp, make: Make, src: (k: number) => number): Piece[] {
  const out: Piece[] = [];
  const s = piece.text;
  let start = 0;
  find.lastIndex = 0;
  for (let m = find.exec(s); m !== null; m = find.exec(s)) {
    const made = make(m);
    if (made === undefined) {
      find.lastIndex = m.index + 1;
      continue;
    }
    if (m.index > start) out.push({ offset: piece.offset + start, text: s.slice(start, m.index) });
    out.push({ literal: { offset: src(piece.offset + m.index), ...made } });
    if (m[0].length > made.text.length) out.push({ offset: piece.offset + m.index + made.text.length, text: m[0].slice(made.text.length) });
    start = m.index + m[0].length;
  }
  if (start === 0) return [piece];
  if (start < s.length) out.push({ offset: piece.offset + start, text: s.slice(start) });
  // Neighbouring text pieces are one text node for the next pattern.
  const merged: Piece[] = [];
  for (const p of out) {
    const last = merged[merged.length - 1];
    if (last && !('literal' in last) && !('literal' in p)) last.text += p.text;
    else merged.push(p);
  }
  return merged;
}

function urlMatch(m: RegExpExecArray): { url: string; text: string } | undefined {
  const prev = m.index > 0 ? m.input.charCodeAt(m.index - 1) : EOF;
  if (m.index > 0 && !isWhite(prev) && !isPunct(prev)) return undefined;
  let protocol = m[1]!;
  let domain = m[2]!;
  let prefix = '';
  if (/^w/i.test(protocol)) {
    domain = protocol + domain;
    protocol = '';
    prefix = 'http://';
  }
  if (isPunct(domain.charCodeAt(0)) || !validDomain(domain)) return undefined;
  const kept = withoutTrail(domain + m[3]!);
  return { url: prefix + protocol + kept, text: protocol + kept };
}

/** The transform's domain rule: two labels at least, the last two with a letter or digit and no `_`. */
function validDomain(domain: string): boolean {
  const parts = domain.split('.');
  if (parts.length < 2) return false;
  for (const part of parts.slice(-2)) if (part !== '' && (part.includes('_') || !/[\dA-Za-z]/.test(part))) return false;
  return true;
}

/** The transform's trailing punctuation off a URL, giving back `)`s that close a `(` in it. */
function withoutTrail(url: string): string {
  let end = url.length;
  while (end > 0 && '!"&\'),.:;<>?]}'.includes(url[end - 1]!)) end--;
  if (end === url.length) return url;
  let kept = url.slice(0, end);
  let trail = url.slice(end);
  const opens = kept.split('(').length - 1;
  let closes = kept.split(')').length - 1;
  for (let close = trail.indexOf(')'); close !== -1 && opens > closes; close = trail.indexOf(')')) {
    kept += trail.slice(0, close + 1);
    trail = trail.slice(close + 1);
    closes++;
  }
  return kept;
}

const badLabelEnd = (label: string) => /[\d\-_]$/.test(label);

function emailMatch(m: RegExpExecArray): { url: string; text: string } | undefined {
  if (badLabelEnd(m[2]!)) return undefined;
  return { url: `mailto:${m[0]}`, text: m[0] };
}

function mailtoMatch(m: RegExpExecArray): { url: string; text: string } | undefined {
  return badLabelEnd(m[2]!) ? undefined : { url: m[0], text: m[0] };
}

function xmppMatch(m: RegExpExecArray): { url: string; text: string } | undefined {
  const resource = m[3];
  if (badLabelEnd(m[2]!)) return undefined;
  if (resource && (!/[A-Za-z]$/.test(resource) || m.input.charAt(m.index + m[0].length) === '@')) return undefined;
  return { url: m[0], text: m[0] };
}
