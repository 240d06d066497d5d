import { describe, expect, it } from 'vitest';
import { extractLinks, extractLinksParse5 } from '../../src/extract/html.js';

describe('textChars: how much text a page has', () => {
  const html =
    '<!doctype html><html><head><title>Title here</title><style>p{}</style></head>' +
    '<body><p>Hello <b>world</b></p><script>var x = "not text";</script><!-- not text --><textarea>raw</textarea>\n</body></html>';

  it('counts text between tags, not titles, scripts, styles, comments or raw-text elements', () => {
    const page = extractLinks(html);
    expect(page.fallback).toBeUndefined();
    // "Hello " + "world" + the newline before </body>.
    expect(page.textChars).toBe(12);
    expect(extractLinksParse5(html).textChars).toBe(12);
  });

  it('counts character references as written on the fast path, decoded by parse5', () => {
    expect(extractLinks('<p>a &amp; b</p>').textChars).toBe(9);
    expect(extractLinksParse5('<p>a &amp; b</p>').textChars).toBe(5);
  });

  it('is counted by parse5 when the fast tokenizer hands a page over', () => {
    const page = extractLinks('<p>one\0two</p>');
    expect(page.fallback).toBeDefined();
    expect(page.textChars).toBeGreaterThan(0);
  });
});
