/**
 * One Markdown file's text → its links (each with line and column), its heading anchors and its
 * line count. CommonMark + GFM. markdown-it reads a file when its adapter can be exact
 * (markdown-it.ts, with GFM's autolink literals and footnotes), which is nearly every file and
 * about 15× faster; micromark reads the rest (a byte order mark, a literal running into markup, a
 * footnote of several paragraphs …), with the same result format. test/unit/markdown-differential.test.ts
 * holds the two to the same links, places and anchors.
 *
 * Read: links, images, autolinks (`<https://…>` and GFM's bare `https://…`/`www.…`),
 * reference links at the place they are used (an unused definition at its own line), and raw
 * HTML through the HTML extractor (its `id`s and `<a name>`s count as anchors). Not read: code
 * spans and code blocks, which never hold links.
 */
import type { MarkdownDocument } from './document.js';
import { parseWithMarkdownIt } from './markdown-it.js';
import { parseWithMicromark } from './micromark.js';

export type { MarkdownDocument } from './document.js';

export function parseMarkdown(text: string): MarkdownDocument {
  const fast = parseWithMarkdownIt(text);
  return 'fallback' in fast ? { ...parseWithMicromark(text), fallback: fast.fallback } : fast;
}
