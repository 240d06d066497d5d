/**
 * The HTML report's page as text (src/report/html.ts): the data element cannot be closed or
 * commented out by any string of the report, the policy allows exactly the page's own style and
 * script, and it streams the same page it renders at once. The browser tests drive the page itself.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { htmlChunks, htmlCsp, renderHtml, scriptJson } from '../../src/report/html.js';
import { deadLink, emptyReport, syntheticReport } from '../helpers/html-report.js';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('HTML report page', () => {
  it('embeds the report as JSON no string can end: every < escaped, read back unchanged', () => {
    const r = emptyReport();
    const hostile = 'http://x.localhost/</script><script>alert(1)</script><!--\u2028';
    r.dead.push(deadLink(hostile, ['http://site.localhost/</SCRIPT >']));
    const html = renderHtml(r);
    const data = /<script type="application\/json" id="linkspider-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(data).not.toContain('<');
    expect(JSON.parse(data).lists.dead[0].url).toBe(hostile);
    expect(JSON.parse(data).pages).toEqual(['http://site.localhost/</SCRIPT >']);
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(scriptJson('<\u2029>')).toBe('"\\u003c\\u2029>"');
  });

  it('allows only its own inline style and script, by hash, and no request', () => {
    const html = renderHtml(emptyReport());
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(htmlCsp()).toBe(`default-src 'none'; script-src ${hash(script)}; style-src ${hash(style)}; img-src data:; base-uri 'none'; form-action 'none'`);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${htmlCsp()}">`);
    expect(html).not.toMatch(/\b(src|href)=/);
  });

  it('streams the page in pieces, the same as rendered at once, without the page list', () => {
    const r = syntheticReport(1000);
    r.pages = [{ url: 'http://site.localhost/only-in-pages', depth: 0, title: 't', bytes: 1, contentType: 'text/html', links: 0 }];
    const chunks = [...htmlChunks(r)];
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('')).toBe(renderHtml(r));
    expect(chunks.join('')).not.toContain('only-in-pages');
  });

  it('escapes the title', () => {
    const r = emptyReport('http://site.localhost/</title><b>');
    expect(renderHtml(r)).toContain('<title>linkspider report: http://site.localhost/&lt;/title&gt;&lt;b&gt;</title>');
  });
});
