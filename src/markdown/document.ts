/**
 * What a Markdown parser adapter gives the checker (one file's links, anchors and line count),
 * and the parts both adapters share: raw HTML through the HTML extractor, link text, line count.
 */
import { extractLinks } from '../extract/html.js';
import { lineStarts } from '../extract/lines.js';
import type { ExtractedLink } from '../extract/types.js';
import type { MarkdownFlavor } from './platform/flavors.js';

export interface MarkdownDocument {
  /** Every link, in document order; `element`/`attribute` say what it was (`a href`, `img src`, a raw HTML tag's). */
  links: ExtractedLink[];
  /** Heading ids (by the flavour's rules, GitHub's by default) and raw HTML `id`s and `<a name>`s. */
  anchors: Set<string>;
  lines: number;
  /** Why micromark read the file (markdown-it.ts could not be exact); absent when markdown-it read it. */
  fallback?: string;
}

export type Place = { line: number; column: number };

/** How a file is read: the flavour its headings' ids follow (default GitHub's), and whether it is MDX (mdx.ts). */
export interface ParseOptions {
  flavor?: MarkdownFlavor;
  /** The text has been through the MDX pre-pass: indented code is no code (as in MDX), blanked JSX leaves spaces. */
  mdx?: boolean;
}

/**
 * Raw HTML: the page extractor reads it; `place` moves a position in the HTML (1-based line and
 * column) to the Markdown file's (the HTML's lines may have lost a container prefix).
 */
export function rawHtml(html: string, place: (line: number, column: number) => Place, links: ExtractedLink[], anchors: Set<string>): void {
  if (!html.includes('=')) return; // `</a>`, `<br>`: no attribute, nothing to read
  const page = extractLinks(html, { collectAnchors: true });
  for (const link of page.links) links.push({ ...link, ...place(link.line, link.column) });
  for (const a of page.anchors ?? []) anchors.add(a);
}

/**
 * Columns as characters (Unicode code points), as GitHub's annotations and editors count them:
 * both parsers count UTF-16 code units, so a character outside the Basic Multilingual Plane (an
 * emoji such as 🔬) before a link on its line would put it one column late. parse.ts converts once,
 * against the file as written (an MDX file's blanked text keeps its UTF-16 offsets, not its characters).
 */
export function codePointColumns(text: string, links: ExtractedLink[]): void {
  if (!/[\uD800-\uDBFF]/.test(text)) return;
  const starts = lineStarts(text);
  for (const l of links) {
    const start = starts[l.line - 1];
    if (start === undefined) continue;
    const end = start + l.column - 1;
    let pairs = 0;
    for (let i = start; i < end - 1; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          pairs++;
          i++;
        }
      }
    }
    l.column -= pairs;
  }
}

/** Link text as the report shows it: whitespace collapsed, at most 200 characters. */
export function clip(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 200 ? t.slice(0, 200) : t;
}

/** Lines of a file as `#L10` anchors count them: a final newline ends the last line. */
export function countLines(text: string): number {
  if (text === '') return 0;
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') ? n - 1 : n;
}
