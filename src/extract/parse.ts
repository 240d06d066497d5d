/**
 * Parsing one page: decode its bytes (charset sniffing), then extract its links. On the crawl's thread, or on a
 * worker of `parse-pool.ts` (which runs this same function).
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { htmlDecoder } from './charset.js';
import { extractLinks, extractLinksFromUtf8 } from './html.js';
import { codePointColumns } from './lines.js';
import type { ExtractedLink, ExtractedPage } from './types.js';
import { cssUrls } from './css.js';

export interface ParsedPage {
  page: ExtractedPage;
  /** The encoding the page was decoded with (WHATWG name). */
  encoding: string;
}

export function parsePage(body: Uint8Array, contentType: string, collectAnchors: boolean, checkCss = false): ParsedPage {
  const decoder = htmlDecoder(body, contentType);
  const options = { collectAnchors, checkCss };
  // A valid UTF-8 page (nearly every page) is read as its bytes, never decoded as a whole (fast-tokenizer.ts);
  // any other is decoded, and read from its text's UTF-8 bytes.
  if (decoder.encoding === 'utf-8' && isUtf8(body)) {
    const bytes = hasBom(body) ? body.subarray(3) : body;
    return { page: extractLinksFromUtf8(bytes, options, () => decoder.decode(body), !isAscii(bytes)), encoding: 'utf-8' };
  }
  return { page: extractLinks(decoder.decode(body), options), encoding: decoder.encoding };
}

/** Whether the bytes start with UTF-8's byte-order mark (which a decoder drops). */
function hasBom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/**
 * The links of a stylesheet (`url()`, `@import`), with line and column in the `.css` file. Decoded as UTF-8
 * (a BOM is honoured; `@charset` and the referring page's encoding are not: nearly every stylesheet is UTF-8
 * or ASCII, and URLs in CSS are ASCII in practice).
 */
export function parseStylesheet(body: Uint8Array): ExtractedLink[] {
  const css = new TextDecoder('utf-8').decode(body).replace(/\r\n?|\f/g, '\n');
  const links: ExtractedLink[] = [];
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  for (const u of cssUrls(css)) {
    const value = u.value.trim();
    if (value === '' || value.startsWith('#')) continue;
    for (let nl = css.indexOf('\n', scanned); nl !== -1 && nl < u.offset; nl = css.indexOf('\n', nl + 1)) {
      line++;
      lineStart = nl + 1;
    }
    scanned = Math.max(scanned, u.offset);
    links.push({
      value,
      kind: 'resource',
      element: 'css',
      attribute: u.source === 'import' ? '@import' : 'url()',
      line,
      column: u.offset - lineStart + 1,
      text: '',
    });
  }
  // Columns in characters, as a page's are (the text's line ends are all LF here, as `lineStarts` counts them).
  codePointColumns(css, links);
  return links;
}
