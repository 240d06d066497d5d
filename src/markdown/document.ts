/**
 * What a Markdown parser adapter gives the checker (one file's links, anchors and line count),
 * and the parts both adapters share: raw HTML through the HTML extractor, link text, line count.
 */
import { extractLinks } from '../extract/html.js';
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
  const page = extractLinks(html, { collectAnchors: true, utf16Columns: true });
  for (const link of page.links) links.push({ ...link, ...place(link.line, link.column) });
  for (const a of page.anchors ?? []) anchors.add(a);
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
