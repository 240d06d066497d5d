/**
 * One Markdown file's text → its links (each with line and column), its heading anchors and its
 * line count. CommonMark + GFM. markdown-it reads a file when its adapter can be exact
 * (markdown-it.ts), which is most files and about 15× faster; micromark reads the rest (GFM
 * autolink literals, footnotes), with the same result format. test/unit/markdown-differential.test.ts
 * holds the two to the same links, places and anchors.
 *
 * Read: links, images, autolinks (`<https://…>` and GFM's bare `https://…`/`www.…`),
 * reference links at the place they are used (an unused definition at its own line), and raw
 * HTML through the HTML extractor (its `id`s and `<a name>`s count as anchors). Not read: code
 * spans and code blocks, which never hold links. Heading ids follow the flavour's rules
 * (platform/flavors.ts). An MDX file goes through mdx.ts first, and both adapters read its result.
 */
import type { MarkdownDocument, ParseOptions } from './document.js';
import { parseWithMarkdownIt } from './markdown-it.js';
import { mdxToMarkdown } from './mdx.js';
import { parseWithMicromark } from './micromark.js';

export type { MarkdownDocument, ParseOptions } from './document.js';

export function parseMarkdown(text: string, options: ParseOptions = {}): MarkdownDocument {
  if (options.mdx !== true) return read(text, options);
  // MDX: its Markdown with the JSX and ESM blanked, and the links and anchors of its JSX tags, in document order.
  const mdx = mdxToMarkdown(text);
  const doc = read(mdx.text, options);
  for (const a of mdx.anchors) doc.anchors.add(a);
  if (mdx.links.length > 0) doc.links = [...doc.links, ...mdx.links].sort((a, b) => a.line - b.line || a.column - b.column);
  return doc;
}

function read(text: string, options: ParseOptions): MarkdownDocument {
  const fast = parseWithMarkdownIt(text, options);
  return 'fallback' in fast ? parseWithMicromark(text, options) : fast;
}
