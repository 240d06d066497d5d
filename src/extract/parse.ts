/**
 * Parsing one page: decode its bytes (charset sniffing), then extract its links. On the crawl's thread, or on a
 * worker of `parse-pool.ts` (which runs this same function).
 */
import { htmlDecoder } from './charset.js';
import { extractLinks } from './html.js';
import type { ExtractedLink, ExtractedPage } from './types.js';
import { cssUrls } from './css.js';
import { latin1OfUtf8 } from './utf8-as-latin1.js';

export interface ParsedPage {
  page: ExtractedPage;
  /** The encoding the page was decoded with (WHATWG name). */
  encoding: string;
}

export function parsePage(body: Uint8Array, contentType: string, collectAnchors: boolean, checkCss = false): ParsedPage {
  const decoder = htmlDecoder(body, contentType);
  // A UTF-8 page is read without decoding it (utf8-as-latin1.ts), unless it is ASCII (the same string) or invalid.
  const latin1 = decoder.encoding === 'utf-8' ? latin1OfUtf8(body) : null;
  if (latin1 !== null) return { page: extractLinks(latin1, { collectAnchors, checkCss, utf8AsLatin1: true }), encoding: 'utf-8' };
  return { page: extractLinks(decoder.decode(body), { collectAnchors, checkCss }), encoding: decoder.encoding };
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
  return links;
}
