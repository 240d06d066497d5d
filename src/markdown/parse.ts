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
 * spans and code blocks, which never hold links. Heading ids follow the flavour's rules
 * (platform/flavors.ts). An MDX file goes through mdx.ts first, and both adapters read its result.
 */
import { codePointColumns } from '../extract/lines.js';
import type { MarkdownDocument, ParseOptions } from './document.js';
import { parseWithMarkdownIt } from './markdown-it.js';
import { mdxToMarkdown } from './mdx.js';
import { parseWithMicromark } from './micromark.js';

export type { MarkdownDocument, ParseOptions } from './document.js';

export function parseMarkdown(text: string, options: ParseOptions = {}): MarkdownDocument {
  let doc: MarkdownDocument;
  if (options.mdx !== true) doc = read(text, options);
  else {
    // MDX: its Markdown with the JSX and ESM blanked, and the links and anchors of its JSX tags, in document order.
    const mdx = mdxToMarkdown(text);
    doc = read(mdx.text, options);
    for (const a of mdx.anchors) doc.anchors.add(a);
    if (mdx.links.length > 0) doc.links = [...doc.links, ...mdx.links].sort((a, b) => a.line - b.line || a.column - b.column);
  }
  // The adapters count columns in UTF-16 units of the text they read; the report counts characters of the file as
  // written (an MDX file's blanked text has its UTF-16 offsets, not its characters: an emoji blanked is two spaces).
  codePointColumns(text, doc.links);
  return doc;
}

function read(text: string, options: ParseOptions): MarkdownDocument {
  const fast = parseWithMarkdownIt(text, options);
  return 'fallback' in fast ? { ...parseWithMicromark(text, options), fallback: fast.fallback } : fast;
}
