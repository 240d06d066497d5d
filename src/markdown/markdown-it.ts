/**
 * The fast Markdown adapter: markdown-it's CommonMark parser (about 15× faster than micromark on
 * the bench tree), with exact columns for every link. markdown-it gives each block its line range
 * but no columns, so this adapter records where each inline link starts in its block's text (by
 * wrapping the `link`, `image`, `autolink` and `html_inline` rules, which know `state.pos`) and
 * maps that offset back to the file: every line of a paragraph or setext heading is the end of its
 * source line (markdown-it only strips container prefixes and indentation from the left, and
 * trailing blanks from the last line), and an ATX heading's text starts after its `#`s.
 *
 * GFM's autolink literals (bare `https://…`, `www.…`, emails) are found in its text tokens as
 * micromark finds them (literals.ts), and footnote definitions are read as the paragraphs they
 * hold (footnotes.ts). It answers only when it can be exact, and returns the reason otherwise, so
 * that the caller reads the file with micromark instead:
 * - a literal or footnote those modules cannot mirror exactly (they say why);
 * - a link whose mapped place in the file does not hold the character that starts it (`[`, `!`,
 *   `<`), or a block whose lines do not match its line range (a safety net: not seen in tests);
 * - nesting deeper than markdown-it's limit, where it stops parsing;
 * - a byte order mark at the start, which markdown-it keeps as text (GFM and micromark skip it).
 */
import MarkdownIt, { type Token } from 'markdown-it';
import type { ExtractedLink } from '../extract/types.js';
import { lineStarts, position } from '../extract/lines.js';
import { clip, countLines, rawHtml, type MarkdownDocument, type ParseOptions, type Place } from './document.js';
import { blankFootnoteMarkers } from './footnotes.js';
import { findLiterals, LITERAL_HINT, type Literal } from './literals.js';
import { Slugger } from './slug.js';

type InlineState = { pos: number; src: string; tokens: Token[] };
type InlineRule = (state: InlineState, silent: boolean) => boolean;

/** Where a link (image, code span, raw HTML) token starts and ends in its block's text, and the reference label it used (if any). */
interface LinkMeta {
  pos: number;
  end: number;
  ref?: string;
}

const MAX_NESTING = 100;

/** The labels looked up by the reference link being parsed now (a stack: links nest images). */
const lookups: (string | undefined)[] = [];

const md = new MarkdownIt('commonmark', { maxNesting: MAX_NESTING });
// URLs as written (entities and escapes decoded), like micromark: no percent-encoding, no punycode,
// and no refusing `javascript:`/`data:` (the checker decides what a scheme means).
md.normalizeLink = (url) => url;
md.normalizeLinkText = (url) => url;
md.validateLink = () => true;
// Keep definitions as tokens (with their lines) for the unused-definition links.
md.core.ruler.disable('strip_references');
for (const name of ['link', 'image', 'autolink', 'html_inline', 'backticks']) {
  const rules = (md.inline.ruler as unknown as { __rules__: { name: string; fn: InlineRule }[] }).__rules__;
  const original = rules.find((r) => r.name === name)!.fn;
  const wrapped: InlineRule = (state, silent) => {
    const start = state.pos;
    const first = state.tokens.length;
    lookups.push(undefined);
    let ok = false;
    let ref: string | undefined;
    try {
      ok = original(state, silent);
    } finally {
      ref = lookups.pop();
    }
    if (ok && !silent) {
      // state.push may first flush pending text: the rule's own token is the first of its types.
      for (let i = first; i < state.tokens.length; i++) {
        const t = state.tokens[i]!;
        if (t.type === 'link_open' || t.type === 'image' || t.type === 'html_inline' || t.type === 'code_inline') {
          t.meta = { pos: start, end: state.pos, ref } satisfies LinkMeta;
          break;
        }
      }
    }
    return ok;
  };
  md.inline.ruler.at(name, wrapped as never);
}

/** `env.references`, recording which label the innermost link rule found. */
function referenceTable(): Record<string, { href: string; title: string }> {
  return new Proxy(Object.create(null) as Record<string, { href: string; title: string }>, {
    get(target, key) {
      const value = target[key as string];
      if (value !== undefined && typeof key === 'string' && lookups.length > 0 && lookups[lookups.length - 1] === undefined) {
        lookups[lookups.length - 1] = key;
      }
      return value;
    },
  });
}

const ASCII_TRIMMABLE = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * A line whose text is indented by 4 columns or a tab after its container marks. MDX has no
 * indented code, and micromark without it lets any block start at any indentation, where
 * markdown-it stops at 4 (a blank line, such as a blanked JSX tag's, does not count).
 */
const INDENTED = /^[ >*+\-\d.)]*?(?: {4}|\t)[ \t]*\S/m;

/** The file's links, anchors and lines; or why micromark must read it. */
export function parseWithMarkdownIt(text: string, options: ParseOptions = {}): MarkdownDocument | { fallback: string } {
  if (options.mdx === true && INDENTED.test(text)) return { fallback: 'indented MDX' };
  // A byte order mark: markdown-it reads it as text (`\uFEFF# Title` is no heading); GFM skips it.
  if (text.charCodeAt(0) === 0xfeff) return { fallback: 'byte order mark' };
  // markdown-it's own normalisation: line endings to \n, NUL to U+FFFD (columns do not move).
  let src = text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
  if (src.includes('[^')) {
    const blanked = blankFootnoteMarkers(src);
    if (typeof blanked !== 'string') return blanked;
    src = blanked;
  }
  const starts = lineStarts(src);
  const lineEnd = (line: number) => (line + 1 < starts.length ? starts[line + 1]! - 1 : src.length);

  const references = referenceTable();
  const tokens = md.parse(src, { references });
  const links: ExtractedLink[] = [];
  const anchors = new Set<string>();
  const slugger = new Slugger(options.flavor, options.mdx);
  const definitions = new Map<string, { line: number; used: boolean }>();
  const unused: { label: string; line: number; column: number; href: string }[] = [];

  for (const t of tokens) if (t.type === 'reference_definition') definitions.set(labelOf(t), { line: t.map![0], used: false });
  // A footnote definition markdown-it read as a link definition (in a container: not blanked).
  for (const label of definitions.keys()) if (label.startsWith('^')) return { fallback: 'footnote in a container' };

  let heading: Token | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.level >= MAX_NESTING - 2) return { fallback: 'nesting' };
    if (t.type === 'heading_open') heading = t;
    else if (t.type === 'heading_close') heading = undefined;
    else if (t.type === 'html_block') {
      // Each line of the block is the end of its line in the file (only a container prefix is gone).
      const first = t.map![0];
      const lines = t.content.split('\n');
      rawHtml(
        t.content,
        (line, column) => {
          const l = first + line - 1;
          return { line: l + 1, column: lineEnd(l) - starts[l]! - (lines[line - 1] ?? '').length + column };
        },
        links,
        anchors,
      );
    } else if (t.type === 'inline') {
      const place = placer(t, heading, src, starts, lineEnd);
      if (typeof place === 'string') return { fallback: place };
      const literals = LITERAL_HINT.test(t.content) ? findLiterals(t.content, t.children!) : undefined;
      if (typeof literals === 'string') return { fallback: literals };
      const failed = readInline(t.children!, place, links, anchors, definitions, literals);
      if (failed) return { fallback: failed };
      if (heading) anchors.add(slugger.slug(plainText(t.children!, 0, t.children!.length)));
    }
  }
  // Definitions no link used are checked at their own line (the first definition of a label wins).
  for (const t of tokens) {
    if (t.type !== 'reference_definition') continue;
    const def = definitions.get(labelOf(t))!;
    if (def.used || def.line !== t.map![0]) continue;
    def.used = true; // once
    const line = t.map![0];
    const at = src.indexOf('[', starts[line]);
    const href = references[labelOf(t)]!.href;
    unused.push({ label: rawLabel(src, at), line: line + 1, column: at - starts[line]! + 1, href });
  }
  for (const u of unused) links.push({ value: u.href, kind: 'page', element: 'a', attribute: 'href', text: u.label, line: u.line, column: u.column });
  return { links, anchors, lines: countLines(text) };
}

/** A `reference_definition` token's normalised label. */
function labelOf(t: Token): string {
  return (t.meta as { label: string }).label;
}

/** The label of a definition as written, for the report's link text. */
function rawLabel(src: string, open: number): string {
  let i = open + 1;
  while (i < src.length && src[i] !== ']') i += src[i] === '\\' ? 2 : 1;
  return src.slice(open + 1, i);
}

/** Offset in an inline block's text → its place in the file; with `expect`, undefined unless that character is there. */
type Placer = (pos: number, expect?: string) => Place | undefined;

/** Offset in an inline block's text → line and column in the file, or why it cannot be mapped. */
function placer(t: Token, heading: Token | undefined, src: string, starts: number[], lineEnd: (l: number) => number): Placer | string {
  const content = t.content;
  const first = t.map![0];
  const contentStarts = lineStarts(content);
  if (contentStarts.length !== t.map![1] - first) return 'line map';
  const atx = heading?.markup.startsWith('#') === true;
  // Where, in the file, each content line's first character is.
  const base: number[] = [];
  if (atx) {
    let p = src.indexOf('#', starts[first]);
    while (src.charCodeAt(p) === 35) p++;
    while (p < lineEnd(first) && ASCII_TRIMMABLE(src.charCodeAt(p))) p++;
    base.push(p);
  } else {
    const last = contentStarts.length - 1;
    for (let k = 0; k <= last; k++) {
      let end = lineEnd(first + k);
      if (k === last) while (end > starts[first + k]! && ASCII_TRIMMABLE(src.charCodeAt(end - 1))) end--;
      const len = (k < last ? contentStarts[k + 1]! - 1 : content.length) - contentStarts[k]!;
      base.push(end - len);
    }
  }
  return (pos, expect) => {
    const k = position(contentStarts, pos).line - 1;
    const abs = base[k]! + pos - contentStarts[k]!;
    if (expect !== undefined && (src[abs] !== expect || content[pos] !== expect)) return undefined;
    return { line: first + k + 1, column: abs - starts[first + k]! + 1 };
  };
}

/** Links of one inline block (document order), skipping images' alt text; or why it failed. */
function readInline(
  children: Token[],
  place: Placer,
  links: ExtractedLink[],
  anchors: Set<string>,
  definitions: Map<string, { line: number; used: boolean }>,
  literals: Map<Token, Literal[]> | undefined,
): string | undefined {
  for (let i = 0; i < children.length; i++) {
    const c = children[i]!;
    if (c.type === 'text') {
      for (const l of literals?.get(c) ?? []) {
        const at = place(l.offset, l.text[0]);
        if (!at) return 'position';
        links.push({ value: l.url, kind: 'page', element: 'a', attribute: 'href', text: clip(l.text), ...at });
      }
      continue;
    }
    if (c.type !== 'link_open' && c.type !== 'image' && c.type !== 'html_inline') continue;
    const meta = c.meta as unknown as LinkMeta | null;
    if (!meta) return 'no position';
    if (c.type === 'html_inline') {
      if (!place(meta.pos, '<')) return 'position';
      // A tag may span lines: its offsets in the block's text map like any other.
      const htmlStarts = lineStarts(c.content);
      rawHtml(c.content, (line, column) => place(meta.pos + htmlStarts[line - 1]! + column - 1)!, links, anchors);
      continue;
    }
    const image = c.type === 'image';
    const at = place(meta.pos, image ? '!' : c.markup === 'autolink' ? '<' : '[');
    if (!at) return 'position';
    if (meta.ref !== undefined) {
      const def = definitions.get(meta.ref);
      if (def) def.used = true;
    }
    let text: string;
    if (image) text = c.content;
    else {
      let close = i + 1;
      for (let depth = 1; close < children.length; close++) {
        const type = children[close]!.type;
        if (type === 'link_open') depth++;
        else if (type === 'link_close' && --depth === 0) break;
      }
      text = plainText(children, i + 1, close);
    }
    links.push({
      value: String((image ? c.attrGet('src') : c.attrGet('href')) ?? ''),
      kind: image ? 'resource' : 'page',
      element: image ? 'img' : 'a',
      attribute: image ? 'src' : 'href',
      text: clip(text),
      ...at,
    });
  }
  return undefined;
}

/** The text a reader sees (what GitHub slugs a heading from): text and code, not images or HTML. */
function plainText(children: Token[], from: number, to: number): string {
  let s = '';
  for (let i = from; i < to; i++) {
    const c = children[i]!;
    if (c.type === 'text' || c.type === 'code_inline') s += c.content;
    else if (c.type === 'softbreak') s += '\n';
  }
  return s;
}
