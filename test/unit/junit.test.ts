import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { junitChunks, xmlAttr, xmlText } from '../../src/report/junit.js';
import { parseXml, type XmlNode } from '../helpers/formats.js';
import { dead, ref, report, warn } from './action-report-fixture.js';

const workspace = path.resolve('/work/repo');
const xmlOf = (r: ReturnType<typeof report>, ctx: { workspace: string; sitePath?: string } = { workspace }) => [...junitChunks(r, ctx)].join('');
const suiteOf = (doc: XmlNode) => ((doc['testsuites'] as XmlNode)['testsuite'] as XmlNode[])[0]!;
const casesOf = (doc: XmlNode) => suiteOf(doc)['testcase'] as XmlNode[];

const page = (url: string, over: object = {}) => ({ url, depth: 0, title: '', bytes: 10, contentType: 'text/html', links: 1, ...over });

describe('JUnit XML', () => {
  it('has a test case per page and a failure per dead link on it, with counts that add up', () => {
    const r = report({
      pages: [
        page('https://site.test/'),
        page('https://site.test/a'),
        page('https://site.test/b'),
        page('https://site.test/style.css', { contentType: 'text/css' }),
        // A sitemap is read, not a page: no test case of its own.
        page('https://site.test/sitemap.xml', { contentType: 'application/xml', kind: 'sitemap' }),
      ],
      dead: [
        dead('https://site.test/gone', {
          referrers: [ref({ page: 'https://site.test/', line: 3, column: 5 }), ref({ page: 'https://site.test/a', line: 9, column: 1 })],
        }),
        dead('https://nx.invalid/', {
          error: 'dns',
          status: undefined,
          reason: 'host not found (DNS)',
          referrers: [ref({ page: 'https://site.test/', line: 4, column: 2 })],
        }),
      ],
      warnings: [warn('https://busy.test/', { referrers: [ref({ page: 'https://site.test/b', line: 2 })] })],
    });
    const doc = parseXml(xmlOf(r));
    const suite = suiteOf(doc);
    const cases = casesOf(doc);
    expect(cases.map((c) => c['@name'])).toEqual(['https://site.test/', 'https://site.test/a', 'https://site.test/b']);
    expect(cases.every((c) => c['@classname'] === 'linkspider.site_test')).toBe(true);
    const failures = (c: XmlNode) => (c['failure'] as XmlNode[] | undefined) ?? [];
    expect(cases.map((c) => failures(c).length)).toEqual([2, 1, 0]);
    expect(failures(cases[0]!).map((f) => f['@type'])).toEqual(['dead/404', 'dead/dns']);
    expect(failures(cases[0]!)[0]!['@message']).toBe('line 3, column 5: HTTP 404 Not Found https://site.test/gone');
    expect(suite).toMatchObject({ '@tests': '3', '@failures': '2', '@errors': '0', '@skipped': '0', '@time': '2.500' });
    expect((doc['testsuites'] as XmlNode)['@tests']).toBe('3');
    // The warning fails nothing; it is in the page's output.
    expect(cases[2]!['system-out']).toContain('warning 2:5 a href "a link" -> https://busy.test/ : HTTP 429 Too Many Requests');
    expect(cases[0]!['system-out']).toContain('dead 4:2');
    const props = Object.fromEntries(((suite['properties'] as XmlNode)['property'] as XmlNode[]).map((p) => [p['@name'], p['@value']]));
    expect(props).toMatchObject({ dead: '2', 'dead-link-places': '3' });
  });

  it('names folder pages by site path with the file, Markdown files by path, and a dead start URL by itself', () => {
    const folder = report({
      run: { ...report().run, startUrls: ['http://127.0.0.1:1234/'], options: { path: '/work/repo/public' } },
      pages: [page('/index.html')],
      dead: [dead('/gone.html', { referrers: [ref({ page: '/index.html', file: 'index.html' })] })],
    });
    const f = casesOf(parseXml(xmlOf(folder, { workspace, sitePath: path.join(workspace, 'public') })));
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ '@classname': 'linkspider.public', '@name': '/index.html', '@file': 'public/index.html' });

    const md = report({
      pages: [page('README.md', { contentType: 'text/markdown' })],
      dead: [dead('docs/x.md', { error: 'missing-file', referrers: [ref({ page: 'README.md', file: 'README.md' })] })],
    });
    const m = casesOf(parseXml(xmlOf(md)));
    expect(m[0]).toMatchObject({ '@classname': 'linkspider.markdown', '@name': 'README.md', '@file': 'README.md' });
    expect((m[0]!['failure'] as XmlNode[])[0]!['@type']).toBe('dead/missing-file');

    const start = report({ dead: [dead('https://site.test/', { referrers: [], status: 500, reason: 'HTTP 500 Internal Server Error' })] });
    const s = casesOf(parseXml(xmlOf(start)));
    expect(s.map((c) => c['@name'])).toEqual(['https://site.test/']);
    expect((s[0]!['failure'] as XmlNode[])[0]!['#text']).toContain('the page itself');
  });

  it('escapes markup, quotes, line breaks and characters XML 1.0 forbids', () => {
    expect(xmlText('a<b>&c]]>')).toBe('a&lt;b&gt;&amp;c]]&gt;');
    expect(xmlAttr('"x"\n\'y\'\t')).toBe('&quot;x&quot;&#10;&apos;y&apos;&#9;');
    expect(xmlText('\u0000\u0008\u000b\u001f\ufffe\uffff\ud800x\ud83d\ude00')).toBe('\ufffd\ufffd\ufffd\ufffd\ufffd\ufffd\ufffdx\ud83d\ude00');
    const nasty = '</failure><testcase name="x"/>\u0000]]>&amp;"\'\u0007';
    const r = report({
      pages: [page(`https://site.test/${nasty}`)],
      dead: [dead(`https://site.test/${nasty}`, { reason: `HTTP 404 ${nasty}`, referrers: [ref({ page: `https://site.test/${nasty}`, text: nasty })] })],
    });
    const doc = parseXml(xmlOf(r));
    const cases = casesOf(doc);
    expect(cases).toHaveLength(1);
    const failure = (cases[0]!['failure'] as XmlNode[])[0]!;
    expect(failure['@message']).toContain('</failure><testcase name="x"/>\ufffd]]>&amp;"\'\ufffd');
    expect(failure['#text']).toContain('</failure>');
  });

  it('marks a partial run with a property and an error case', () => {
    const r = report({ pages: [page('https://site.test/')] });
    r.run.incomplete = true;
    r.run.incompleteReason = 'interrupted';
    const doc = parseXml(xmlOf(r));
    const suite = suiteOf(doc);
    expect(suite).toMatchObject({ '@tests': '2', '@failures': '0', '@errors': '1' });
    const last = casesOf(doc).at(-1)!;
    expect(last['@name']).toBe('(run) every link checked');
    expect((last['error'] as XmlNode[])[0]!['@message']).toContain('interrupted');
    const props = ((suite['properties'] as XmlNode)['property'] as XmlNode[]).map((p) => [p['@name'], p['@value']]);
    expect(props).toContainEqual(['incomplete', 'interrupted']);
  });
});
