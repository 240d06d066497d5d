/**
 * Link extraction from one HTML page.
 *
 * This is the crawler's hottest path, so it drives parse5's `Tokenizer` directly instead of building a tree:
 * no DOM, no per-element objects. What the tree builder would otherwise do for us, done here by hand:
 *
 * - switching the tokenizer into SCRIPT_DATA / RAWTEXT / RCDATA / PLAINTEXT after the start tags that need it,
 *   so that script, style and textarea contents are never read as markup;
 * - tracking foreign content (`<svg>`, `<math>`) so that CDATA sections are tokenized the way a browser does,
 *   `<svg><title>` is neither RCDATA nor the page title, and `<svg><a href>` is still a link.
 *
 * - the rules that decide which elements count: the document's base URL is the first `<base href>` outside
 *   `<template>` contents, foreign content and framesets; ids and `<a name>` inside `<template>` are not
 *   fragment targets (template contents are not in the document), though links there are still checked.
 *
 * The collector is `link-collector.ts`, the tree-state emulation `tree-state.ts`, the attribute-value parsers
 * (srcset, refresh, URL cleaning) `attribute-values.ts`.
 */
import { Buffer, isAscii } from 'node:buffer';
import { Tokenizer } from 'parse5';
import { Bail, FastTokenizer } from './fast-tokenizer.js';
import { codePointColumns, lineStarts } from './lines.js';
import { LinkCollector } from './link-collector.js';
import type { ExtractedPage, ExtractOptions } from './types.js';

/**
 * Extract every link, the base URL, the title and (optionally) the anchors of an HTML page given as text.
 *
 * Pages are read by the fast tokenizer (`fast-tokenizer.ts`), from the text's UTF-8 bytes, when it can read them
 * exactly; the rest — NUL characters, `<plaintext>` and a few malformed endings, and text with a lone surrogate
 * (which UTF-8 cannot hold) — by parse5's tokenizer, and then `fallback` says why.
 */
export function extractLinks(html: string, options?: ExtractOptions): ExtractedPage {
  const fast = readText(html, options);
  return fast instanceof Bail ? withFallback(extractLinksParse5(html, options), fast.why) : fast;
}

/**
 * The same from a page's bytes, valid UTF-8 without a byte-order mark; `decoded` gives the page as text when
 * parse5 must read it, and `high` whether a byte is over 0x7f (computed when not given).
 */
export function extractLinksFromUtf8(bytes: Uint8Array, options: ExtractOptions | undefined, decoded: () => string, high = !isAscii(bytes)): ExtractedPage {
  const fast = readFast(bytes, high, options);
  if (!(fast instanceof Bail)) return fast;
  return withFallback(extractLinksParse5(decoded(), options), fast.why);
}

function withFallback(page: ExtractedPage, why: string): ExtractedPage {
  page.fallback = why;
  return page;
}

/** The fast tokenizer's reading of the page, or null when the page needs parse5's. */
export function extractLinksFast(html: string, options?: ExtractOptions): ExtractedPage | null {
  const page = readText(html, options);
  return page instanceof Bail ? null : page;
}

/** The fast tokenizer's reading of a text, from its UTF-8 bytes; a text with a lone surrogate is parse5's. */
function readText(html: string, options: ExtractOptions | undefined): ExtractedPage | Bail {
  if (!(html as unknown as { isWellFormed(): boolean }).isWellFormed()) return new Bail('lone surrogate');
  const bytes = Buffer.from(html, 'utf8');
  return readFast(bytes, bytes.length !== html.length, options);
}

function readFast(bytes: Uint8Array, high: boolean, options: ExtractOptions | undefined): ExtractedPage | Bail {
  const page = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const handler = new LinkCollector(options?.collectAnchors === true, page, options?.checkCss === true, false);
  handler.codePoints = options?.utf16Columns !== true;
  try {
    const tokenizer = new FastTokenizer(page, handler, high, options?.utf16Columns === true);
    handler.attach(tokenizer);
    tokenizer.run();
    handler.textChars = tokenizer.textChars;
  } catch (err) {
    if (err instanceof Bail) return err;
    throw err;
  }
  return handler.result();
}

/**
 * parse5's reading of the page (the reference the fast tokenizer is tested against). Lines and columns come
 * from parse5's offsets, which are exact: its line count is not (a newline right after `&` counts twice).
 */
export function extractLinksParse5(html: string, options?: ExtractOptions): ExtractedPage {
  // Its strings are parts of the page's: the collector copies what it keeps, so no page is kept alive by them.
  const handler = new LinkCollector(options?.collectAnchors === true, html, options?.checkCss === true, true);
  handler.lines = lineStarts(html);
  handler.countsText = true;
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
  handler.attach(tokenizer);
  tokenizer.write(html, true);
  const page = handler.result();
  // parse5 counts UTF-16 units; the report counts characters (a page without astral characters costs one scan).
  if (options?.utf16Columns !== true) codePointColumns(html, page.links, handler.lines);
  return page;
}
