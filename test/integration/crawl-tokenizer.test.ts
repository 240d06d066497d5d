/**
 * End to end: what the tokenizer decides, seen in the report of a crawl against a real loopback
 * server — pages with inline SVG read by the fast tokenizer, `run.stats.parser` counting the pages
 * that went to parse5 and why, line numbers after `&` + newline, and the tree builder's rules for
 * `<base>` and fragment targets inside `<template>` and after `<frameset>`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { check, closeServers, deadOf, deadUrls, page, site } from '../helpers/crawl.js';

afterEach(closeServers);

const ICON = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M1 1h14v14H1z"/><title>menu</title><![CDATA[ icon ]]></svg>';

describe('run.stats.parser', () => {
  it('counts pages read by the fast tokenizer and pages handed to parse5, with the reasons', async () => {
    const s = await site({
      '/': page(`${ICON}<a href="/svg.html">svg</a> <a href="/nul.html">nul</a> <a href="/plain.html">plain</a> <a href="/nul2.html">nul 2</a>`),
      '/svg.html': page(`<math><mi>x</mi></math>${ICON}<a href="/gone-from-svg.html">gone</a>`),
      '/nul.html': page('a\0b <a href="/gone-from-nul.html">gone</a>'),
      '/nul2.html': page('c\0d'),
      '/plain.html': page('<a href="/gone-from-plain.html">gone</a><plaintext><a href="/not-a-link.html">'),
    });
    const r = await check({ urls: s.url });
    expect(r.run.stats).toEqual({ parser: { fast: 2, parse5: 3, fallbacks: { 'NUL character': 2, plaintext: 1 } } });
    // The pages parse5 read are still read in full.
    expect(deadUrls(r).sort()).toEqual([`${s.url}/gone-from-nul.html`, `${s.url}/gone-from-plain.html`, `${s.url}/gone-from-svg.html`]);
  });
});

describe('line numbers', () => {
  it('counts a newline right after "&" once (parse5 counts it twice), on fast and parse5 pages alike', async () => {
    const body = 'Tom &\nJerry &\r\n&amp;\n<a href="/gone-a.html">a</a>';
    const s = await site({
      '/': page(`<a href="/fast.html">f</a><a href="/slow.html">s</a>`),
      '/fast.html': body,
      // A NUL sends the page to parse5, whose lines are taken from its (exact) offsets.
      '/slow.html': `\0${body.replace('gone-a', 'gone-b')}`,
    });
    const r = await check({ urls: s.url });
    expect(r.run.stats?.parser.parse5).toBe(1);
    for (const [name, text] of [
      ['gone-a', body],
      ['gone-b', `\0${body}`],
    ] as const) {
      const at = text.indexOf('href');
      // An independent count: line breaks (CR LF, CR, LF) before the attribute, and the column after the last one.
      const before = text.slice(0, at);
      const line = (before.match(/\r\n|\r|\n/g) ?? []).length + 1;
      const column = at - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
      expect(deadOf(r, `${s.url}/${name}.html`).referrers[0]).toMatchObject({ line, column });
      expect(line).toBe(4);
    }
  });
});

describe("the tree builder's rules", () => {
  it('ignores <base> inside <template> and after <frameset>, and still checks links inside <template>', async () => {
    const s = await site({
      '/': page('<a href="/t/">t</a> <a href="/f/">f</a>'),
      '/t/': '<html><head><template><base href="/wrong/"><a href="in-template.html">x</a></template></head><body><a href="rel.html">r</a></body></html>',
      '/t/rel.html': page('ok'),
      '/f/': '<html><head></head><frameset><frame src="frame.html"><base href="/wrong/"></frameset></html>',
      '/f/frame.html': page('ok'),
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}/t/in-template.html`]);
  });

  it('does not count ids or <a name> inside <template> as fragment targets', async () => {
    const s = await site({
      '/': page('<a href="/t.html#real">1</a> <a href="/t.html#in-template">2</a> <a href="/t.html#named">3</a>'),
      '/t.html': page('<h2 id="real">r</h2><template><h2 id="in-template">t</h2><a name="named">n</a></template>'),
    });
    const r = await check({ urls: s.url, 'check-fragments': true });
    const missing = r.dead.filter((d) => d.error === 'missing-fragment');
    expect(missing.map((d) => d.url).sort()).toEqual([`${s.url}/t.html#in-template`, `${s.url}/t.html#named`]);
  });
});
