/**
 * MDX (Docusaurus, Nextra, Astro) read as Markdown: a pre-pass blanks what is JavaScript, not
 * Markdown — ESM blocks (`import`/`export` lines, up to the next blank line), JSX expressions
 * (`{…}`, comments `{/* … *\/}` included), JSX tags (`<Card …>`, `</Card>`, `<Note />`, `<>`) and
 * front matter — with spaces, keeping every other character and every line break where it was;
 * then the usual Markdown parse reads the rest (parse.ts), so the Markdown inside JSX elements is
 * read, at exact lines and columns. A tag's own links are read here: a lower-case tag is HTML and
 * goes through the HTML extractor (every link and anchor it reads there); a component's `href` and
 * `src` attributes with a string value are its links.
 *
 * Why a pre-pass and not micromark-extension-mdxjs: that extension plugs into micromark only, so
 * every MDX file would lose markdown-it's fast path (the differential test feeds both adapters the
 * same blanked text); and it stops at the first JavaScript it cannot parse, losing the whole file,
 * where the pre-pass loses one expression. What the pre-pass does not know is JavaScript's full
 * grammar: a brace inside a string or a block comment is skipped, one in a regular expression is not.
 */
import { extractLinks } from '../extract/html.js';
import { lineStarts, position } from '../extract/lines.js';
import type { ExtractedLink } from '../extract/types.js';

export interface MdxText {
  /** The text with ESM, expressions and JSX tags blanked: the same length, line breaks where they were. */
  text: string;
  /** Links in JSX tags' attributes, each at its attribute, in document order. */
  links: ExtractedLink[];
  /** `id`s and `<a name>`s of lower-case (HTML) tags. */
  anchors: string[];
}

interface Attribute {
  name: string;
  at: number;
  value?: string;
}

interface Tag {
  name: string;
  end: number;
  attributes: Attribute[];
  /** Where each `{…}` value or spread of the tag is (blanked before the tag is read as HTML). */
  expressions: [number, number][];
}

const FENCE = /[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})/y;
const ESM = /(?:import|export)(?=[\s{*])/y;
const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/;
const TAG_NAME = /[A-Za-z_$][\w$.:-]*/y;
const ATTRIBUTE_NAME = /[^\s=/>{}"'<]+/y;
/** Docusaurus' heading id in MDX, `## Title {/* #id *\/}`: kept as `{#id}`, which the flavours read. */
const COMMENT_ID = /\{\/\*[ \t]*#([^\s*{}]+)[ \t]*\*\/\}(?=[ \t]*(?:\r?\n|\r|$))/y;
const HTML_NAME = /^[a-z][a-z0-9-]*$/;
const BLANK_LINE = /\n[ \t]*\r?\n/g;
const WHITESPACE = /[ \t]*/y;

/** The MDX file's text as Markdown, with its JSX tags' links and anchors. */
export function mdxToMarkdown(source: string): MdxText {
  return new Blanker(source).run();
}

class Blanker {
  /** What is blanked, in order and apart: [from, to), and what stands there instead (spaces by default). */
  private readonly edits: [number, number, string?][] = [];
  private readonly links: ExtractedLink[] = [];
  private readonly anchors: string[] = [];
  private starts?: number[];
  /** Once a `{` finds no `}`, no later one is taken for an expression (the file is not valid MDX; no quadratic search). */
  private unbalanced = false;

  constructor(private readonly src: string) {}

  run(): MdxText {
    const src = this.src;
    let i = 0;
    const front = FRONT_MATTER.exec(src);
    if (front) {
      this.blank(0, front[0].length);
      i = front[0].length;
    }
    let fence: string | undefined;
    let previousBlank = true;
    while (i < src.length) {
      // A line: in or at a fence, code; after a blank line, `import`/`export` starts an ESM block.
      const eol = lineEnd(src, i);
      FENCE.lastIndex = i;
      let mark = FENCE.exec(src)?.[1];
      // A backtick fence's info string has no backtick (```` ```x``` ```` is a code span).
      if (mark?.[0] === '`' && src.slice(FENCE.lastIndex, eol).includes('`')) mark = undefined;
      if (fence !== undefined) {
        if (mark !== undefined && mark[0] === fence[0] && mark.length >= fence.length && src.slice(FENCE.lastIndex, eol).trim() === '') fence = undefined;
        i = nextLine(src, eol);
        continue;
      }
      if (mark !== undefined) {
        fence = mark;
        i = nextLine(src, eol);
        previousBlank = false;
        continue;
      }
      ESM.lastIndex = i;
      if (previousBlank && ESM.test(src)) {
        BLANK_LINE.lastIndex = i;
        const end = BLANK_LINE.exec(src)?.index ?? src.length;
        this.blank(i, end);
        i = end === src.length ? end : nextLine(src, end);
        continue;
      }
      WHITESPACE.lastIndex = i;
      previousBlank = WHITESPACE.test(src) && WHITESPACE.lastIndex === eol;
      i = nextLine(src, this.inline(i, eol));
    }
    return { text: applyEdits(src, 0, this.edits), links: this.links, anchors: this.anchors };
  }

  /** Reads the text from `i` to the end of its line, or of a later line where a tag or expression that spans lines ends. */
  private inline(i: number, eol: number): number {
    const src = this.src;
    while (i < eol) {
      const c = src[i];
      let end: number;
      // An escape skips its character; a hard break's backslash does not skip the line break.
      if (c === '\\') end = i + 1 < eol ? i + 2 : i + 1;
      else if (c === '`') end = skipCodeSpan(src, i);
      else if (c === '{') end = this.expression(i);
      else if (c === '<' && src.startsWith('<!--', i)) {
        // An HTML comment: nothing in it is read, in MDX as in Markdown.
        const close = src.indexOf('-->', i + 4);
        end = close === -1 ? src.length : close + 3;
      } else if (c === '<') end = this.tag(i);
      else end = i + 1;
      if (end > eol) eol = lineEnd(src, end);
      i = end;
    }
    return eol;
  }

  /** `{…}` at `i`: blanked (a heading's `{#id}` kept, `{/* #id *\/}` made one); returns where reading goes on. */
  private expression(i: number): number {
    const src = this.src;
    if (/^\{[ \t]*#/.test(src.slice(i, i + 40))) return i + 1;
    COMMENT_ID.lastIndex = i;
    const id = COMMENT_ID.exec(src);
    if (id) {
      const end = COMMENT_ID.lastIndex;
      const kept = `{#${id[1]}}`;
      this.edits.push([i, end, kept + ' '.repeat(end - i - kept.length)]);
      return end;
    }
    if (this.unbalanced) return i + 1;
    const close = matchBrace(src, i);
    if (close === -1) {
      this.unbalanced = true;
      return i + 1;
    }
    this.blank(i, close + 1);
    return close + 1;
  }

  /** A JSX tag at `i`: its links read, then blanked; returns where reading goes on. */
  private tag(i: number): number {
    const src = this.src;
    if (src.startsWith('](', i - 2)) return i + 1; // `[a](<b c.md>)`: a link destination, not a tag
    const tag = readTag(src, i);
    if (tag === undefined) return i + 1;
    if (HTML_NAME.test(tag.name)) this.html(i, tag);
    else this.component(tag);
    this.blank(i, tag.end);
    return tag.end;
  }

  /** A lower-case tag is HTML: what the HTML extractor reads in it (its `{…}` values blanked), at its place in the file. */
  private html(from: number, tag: Tag): void {
    const snippet = applyEdits(this.src.slice(from, tag.end), from, tag.expressions);
    if (!snippet.includes('=')) return;
    const page = extractLinks(snippet, { collectAnchors: true, utf16Columns: true });
    const starts = lineStarts(snippet);
    for (const link of page.links) this.links.push({ ...link, ...this.place(from + starts[link.line - 1]! + link.column - 1) });
    for (const a of page.anchors ?? []) this.anchors.push(a);
  }

  /** A component's `href` and `src` with a string value, as an `<a href>` and an `<img src>` are read. */
  private component(tag: Tag): void {
    for (const a of tag.attributes) {
      if (a.value === undefined || (a.name !== 'href' && a.name !== 'src')) continue;
      const kind = a.name === 'href' ? 'page' : 'resource';
      this.links.push({ value: a.value.trim(), kind, element: tag.name, attribute: a.name, text: '', ...this.place(a.at) });
    }
  }

  private place(offset: number): { line: number; column: number } {
    this.starts ??= lineStarts(this.src);
    return position(this.starts, offset);
  }

  /** Spaces for every character of [from, to) but line breaks. */
  private blank(from: number, to: number): void {
    this.edits.push([from, to]);
  }
}

/** `text` (which starts at `offset` of the file) with the edits (file offsets, in order, apart) made. */
function applyEdits(text: string, offset: number, edits: readonly (readonly [number, number, string?])[]): string {
  let out = '';
  let at = 0;
  for (const [from, to, instead] of edits) {
    out += text.slice(at, from - offset) + (instead ?? text.slice(from - offset, to - offset).replace(/[^\r\n]/g, ' '));
    at = to - offset;
  }
  return out + text.slice(at);
}

const LINE_BREAK = /[\r\n]/g;

function lineEnd(src: string, i: number): number {
  LINE_BREAK.lastIndex = i;
  return LINE_BREAK.exec(src)?.index ?? src.length;
}

function nextLine(src: string, eol: number): number {
  if (src[eol] === '\r' && src[eol + 1] === '\n') return eol + 2;
  return eol + 1;
}

/** Past a code span that opens at `i` (a run of backticks closed by a run as long, before a blank line); else past the run. */
function skipCodeSpan(src: string, i: number): number {
  let n = 0;
  while (src[i + n] === '`') n++;
  BLANK_LINE.lastIndex = i;
  const limit = BLANK_LINE.exec(src)?.index ?? src.length;
  for (let k = src.indexOf('`', i + n); k !== -1 && k < limit; k = src.indexOf('`', k)) {
    let m = 0;
    while (src[k + m] === '`') m++;
    if (m === n) return k + m;
    k += m;
  }
  return i + n;
}

/**
 * The `}` that closes the `{` at `i`, or -1: nested braces, strings (a quote's string ends at its
 * line's end, so an apostrophe in JSX text costs at most that line), template literals with their
 * `${…}`, and block comments are skipped.
 */
function matchBrace(src: string, i: number): number {
  let depth = 0;
  for (let k = i; k < src.length; k++) {
    const c = src[k];
    if (c === '{') depth++;
    else if (c === '}') {
      if (--depth === 0) return k;
    } else if (c === '"' || c === "'") {
      k++;
      while (k < src.length && src[k] !== c && src[k] !== '\n') k += src[k] === '\\' ? 2 : 1;
    } else if (c === '`') {
      k = skipTemplate(src, k);
      if (k === -1) return -1;
    } else if (c === '/' && src[k + 1] === '*') {
      const end = src.indexOf('*/', k + 2);
      if (end === -1) return -1;
      k = end + 1;
    }
  }
  return -1;
}

/** The closing backtick of the template literal at `i` (its `${…}` skipped), or -1. */
function skipTemplate(src: string, i: number): number {
  for (let k = i + 1; k < src.length; k++) {
    const c = src[k];
    if (c === '\\') k++;
    else if (c === '`') return k;
    else if (c === '$' && src[k + 1] === '{') {
      k = matchBrace(src, k + 1);
      if (k === -1) return -1;
    }
  }
  return -1;
}

/**
 * A JSX tag at `i` (`<Name …>`, `<Name … />`, `</Name>`, `<>`, `</>`), or undefined when the text
 * there is no tag: `<` not followed by a name, an autolink (`<https://…>`), a comment, or a tag
 * not closed before a blank line.
 */
function readTag(src: string, i: number): Tag | undefined {
  let k = i + 1;
  if (src[k] === '/') k++;
  let name = '';
  if (src[k] !== '>') {
    TAG_NAME.lastIndex = k;
    const m = TAG_NAME.exec(src);
    if (!m) return undefined;
    name = m[0];
    k = TAG_NAME.lastIndex;
    if (!/[\s/>{]/.test(src[k] ?? '')) return undefined;
  }
  const tag: Tag = { name, end: -1, attributes: [], expressions: [] };
  for (;;) {
    k = skipSpace(src, k);
    if (k === -1 || k >= src.length) return undefined;
    const c = src[k];
    if (c === '>') {
      tag.end = k + 1;
      return tag;
    }
    if (c === '/' && src[k + 1] === '>') {
      tag.end = k + 2;
      return tag;
    }
    if (c === '{') {
      const close = matchBrace(src, k);
      if (close === -1) return undefined;
      tag.expressions.push([k, close + 1]);
      k = close + 1;
      continue;
    }
    ATTRIBUTE_NAME.lastIndex = k;
    const attr = ATTRIBUTE_NAME.exec(src);
    if (!attr) return undefined;
    const at = k;
    k = skipSpace(src, ATTRIBUTE_NAME.lastIndex);
    if (k === -1) return undefined;
    if (src[k] !== '=') {
      tag.attributes.push({ name: attr[0], at });
      continue;
    }
    k = skipSpace(src, k + 1);
    if (k === -1) return undefined;
    const q = src[k];
    if (q === '"' || q === "'") {
      const close = src.indexOf(q, k + 1);
      if (close === -1) return undefined;
      tag.attributes.push({ name: attr[0], at, value: src.slice(k + 1, close) });
      k = close + 1;
    } else if (q === '{') {
      const close = matchBrace(src, k);
      if (close === -1) return undefined;
      tag.expressions.push([k, close + 1]);
      tag.attributes.push({ name: attr[0], at });
      k = close + 1;
    } else return undefined;
  }
}

/** Past spaces and line breaks from `k`; -1 at a blank line (a tag does not run over one). */
function skipSpace(src: string, k: number): number {
  let breaks = 0;
  for (; k < src.length; k++) {
    const c = src[k];
    if (c === '\n') {
      if (++breaks > 1) return -1;
    } else if (c !== ' ' && c !== '\t' && c !== '\r') return k;
  }
  return k;
}
