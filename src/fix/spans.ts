/**
 * Where, exactly, a link is written in a source file, so a rewrite touches those characters
 * and nothing else. A report gives each place as line, column and the value as written; these
 * functions find that value's span at that place and refuse (undefined) unless the text there
 * is the value: a file edited since the check, or a value written with escapes or entities the
 * report decoded, is left alone rather than guessed at.
 *
 * - Markdown: the file is parsed again (micromark, the exact adapter) for the source positions
 *   of links, images, autolinks and definitions. A reference link's place is where it is used;
 *   its destination is written in its definition, which is what is rewritten (once, however
 *   many times it is used).
 * - HTML (a page, or raw HTML in Markdown): the attribute at the place, its value read with its
 *   quotes; the new value keeps the quote style and the way `&` was written (`&amp;` or bare).
 */
import { decodeHTMLAttribute } from 'entities/decode';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import type { Definition, Nodes, Parents } from 'mdast';
import { lineStarts } from '../extract/lines.js';

/** A value's characters in the file's text (UTF-16 offsets), and what to put there instead. */
export interface Span {
  start: number;
  end: number;
  /** The new text for start..end, written as the source writes it (quotes, entities). */
  text: string;
}

/** A place to rewrite: where the report says the link is, and the value written there. */
export interface Place {
  line: number;
  column: number;
  /** The value as written (entities decoded), as the report holds it. */
  raw: string;
  /** The attribute the report names (`href`, `src`): for a place in HTML. */
  attribute: string;
}

/** Offset of a 1-based line and column, or undefined past the end. */
export function offsetOf(starts: readonly number[], line: number, column: number): number | undefined {
  const s = starts[line - 1];
  return s === undefined ? undefined : s + column - 1;
}

/**
 * The UTF-16 column (what `offsetOf` counts) of a column counted in characters (code points), as a
 * Markdown file's places are: each character outside the Basic Multilingual Plane before it is two.
 */
export function utf16Column(text: string, starts: readonly number[], line: number, column: number): number {
  const s = starts[line - 1];
  if (s === undefined) return column;
  let i = s;
  for (let n = 1; n < column && i < text.length; n++) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return i - s + 1;
}

export interface Destination {
  line: number;
  column: number;
  /** Where the node (link, image, reference, definition) starts and ends. */
  from: number;
  to: number;
  url: string;
  /** For a reference: its definition (the destination is written there). */
  definition?: Definition;
  kind: 'inline' | 'autolink' | 'definition';
}

/** Every link destination of a Markdown text, with the positions micromark gives (read once per file). */
export function markdownDestinations(text: string): Destination[] {
  const tree = fromMarkdown(text, {
    extensions: [gfmAutolinkLiteral(), gfmFootnote()],
    mdastExtensions: [gfmAutolinkLiteralFromMarkdown(), gfmFootnoteFromMarkdown()],
  });
  const definitions = new Map<string, Definition>();
  const collect = (node: Nodes): void => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
    if ('children' in node) for (const c of (node as Parents).children) collect(c);
  };
  collect(tree);
  const out: Destination[] = [];
  const walk = (node: Nodes): void => {
    const p = node.position;
    if (p?.start.offset !== undefined && p.end.offset !== undefined) {
      const base = { line: p.start.line, column: p.start.column, from: p.start.offset, to: p.end.offset };
      if (node.type === 'link' || node.type === 'image') {
        const kind = text[base.from] === '[' || text[base.from] === '!' ? 'inline' : 'autolink';
        out.push({ ...base, url: node.url, kind });
      } else if (node.type === 'definition') {
        out.push({ ...base, url: node.url, kind: 'definition' });
      } else if (node.type === 'linkReference' || node.type === 'imageReference') {
        const def = definitions.get(node.identifier);
        if (def) out.push({ ...base, url: def.url, kind: 'definition', definition: def });
      }
    }
    if (node.type === 'code' || node.type === 'inlineCode') return;
    if ('children' in node) for (const c of (node as Parents).children) walk(c);
  };
  walk(tree);
  return out;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/** After `marker` (`](` or `]:`) inside from..to: whitespace, an optional `<`, then `raw`. Its start, or -1. */
function valueAfter(text: string, marker: string, from: number, to: number, raw: string): number {
  for (let i = text.indexOf(marker, from); i !== -1 && i < to; i = text.indexOf(marker, i + 1)) {
    let j = i + marker.length;
    while (j < to && isSpace(text[j])) j++;
    if (text[j] === '<') j++;
    if (text.startsWith(raw, j) && j + raw.length <= to) return j;
  }
  return -1;
}

/** The span of one destination's written value, when the source there is exactly `raw`. */
function destinationSpan(text: string, d: Destination, raw: string): { start: number; end: number } | undefined {
  let from = d.from;
  let to = d.to;
  if (d.definition) {
    const p = d.definition.position;
    if (p?.start.offset === undefined || p.end.offset === undefined) return undefined;
    from = p.start.offset;
    to = p.end.offset;
  }
  let start: number;
  if (d.kind === 'autolink') start = text.startsWith(raw, from + (text[from] === '<' ? 1 : 0)) ? from + (text[from] === '<' ? 1 : 0) : -1;
  else start = valueAfter(text, d.kind === 'definition' ? ']:' : '](', from, to, raw);
  return start === -1 ? undefined : { start, end: start + raw.length };
}

/** A URL as a Markdown destination: parentheses escaped unless balanced, or undefined when it cannot be written bare. */
function markdownValue(url: string, text: string, start: number): string | undefined {
  if (/[\s<>]/.test(url)) return undefined;
  if (text[start - 1] === '<') return url;
  let depth = 0;
  for (const c of url) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) break;
  }
  return depth === 0 ? url : url.replace(/[()]/g, (c) => `\\${c}`);
}

/**
 * The span to rewrite for a place in a Markdown file, or undefined when the text there is not
 * `place.raw` (then the place may be raw HTML: try `htmlSpan`).
 */
export function markdownSpan(text: string, dests: readonly Destination[], place: Place, to: string): Span | undefined {
  // The node the report names; else one on the same line with the same value (a report read
  // with a byte order mark may count line 1's columns one off).
  const candidates = dests
    .filter((d) => d.line === place.line && d.url === place.raw)
    .sort((a, b) => Math.abs(a.column - place.column) - Math.abs(b.column - place.column));
  for (const d of candidates) {
    const span = destinationSpan(text, d, place.raw);
    if (!span) continue;
    const value = d.kind === 'autolink' ? autolinkValue(to, text, span.start) : markdownValue(to, text, span.start);
    if (value === undefined) continue;
    return { ...span, text: value };
  }
  return undefined;
}

/** An autolink's new URL: in `<…>` any URL; bare (GFM), one whose end GFM would not trim as punctuation. */
function autolinkValue(url: string, text: string, start: number): string | undefined {
  if (text[start - 1] === '<') return /[\s<>]/.test(url) ? undefined : url;
  return /[A-Za-z0-9/]$/.test(url) && !/[\s<>()]/.test(url) ? url : undefined;
}

const AMPERSAND_REF = /&(?:amp;|#38;|#x26;)/i;

/** The span of an attribute value at a place in HTML (the attribute's name starts there), when it holds `place.raw`. */
export function htmlSpan(text: string, starts: readonly number[], place: Place, to: string): Span | undefined {
  const at = offsetOf(starts, place.line, place.column);
  if (at === undefined) return undefined;
  const name = text.slice(at, at + place.attribute.length);
  if (name.toLowerCase() !== place.attribute) return undefined;
  let i = at + name.length;
  while (isSpace(text[i])) i++;
  if (text[i] !== '=') return undefined;
  i++;
  while (isSpace(text[i])) i++;
  const quote = text[i] === '"' || text[i] === "'" ? text[i]! : '';
  const valueStart = quote ? i + 1 : i;
  let valueEnd: number;
  if (quote) {
    valueEnd = text.indexOf(quote, valueStart);
    if (valueEnd === -1) return undefined;
  } else {
    valueEnd = valueStart;
    while (valueEnd < text.length && !isSpace(text[valueEnd]) && text[valueEnd] !== '>') valueEnd++;
  }
  const source = text.slice(valueStart, valueEnd);
  if (/[\r\n]/.test(source)) return undefined;
  // The value as the page has it: entities decoded, surrounding whitespace stripped.
  const lead = /^[ \t\f]*/.exec(source)![0].length;
  const trail = /[ \t\f]*$/.exec(source)![0].length;
  const inner = source.slice(lead, source.length - trail);
  if (decodeHTMLAttribute(inner) !== place.raw) return undefined;
  const amp = AMPERSAND_REF.exec(inner)?.[0];
  let value = amp !== undefined ? to.replace(/&/g, amp) : to;
  if (quote === "'") value = value.replace(/'/g, '&#39;');
  if (quote === '"') value = value.replace(/"/g, '&quot;');
  if (quote === '' && /[\s"'=<>`]/.test(value)) {
    // An unquoted value cannot hold these: quote it (the only change besides the URL).
    return { start: valueStart, end: valueEnd, text: `"${value.replace(/"/g, '&quot;')}"` };
  }
  return { start: valueStart + lead, end: valueEnd - trail, text: value };
}

export { lineStarts };
