/**
 * `linkspider fix`'s edits (src/fix): the exact span of each link found again from the place the
 * checker reports, every other byte of the file untouched (line ends, byte order mark, another
 * encoding), quotes and entities as written; the policy of which chains may be followed.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/markdown/parse.js';
import { extractLinks } from '../../src/extract/html.js';
import { planFixes, rewrittenBytes, type SourceFile, type Target } from '../../src/fix/plan.js';
import { unifiedDiff } from '../../src/fix/diff.js';
import { decide } from '../../src/fix/policy.js';
import { isLoginOrConsent } from '../../src/check/moved-chain.js';
import type { Referrer } from '../../src/report/model.js';
import type { ExtractedLink } from '../../src/extract/types.js';

const OLD = 'https://old.test/guide';
const NEW = 'https://new.test/docs/guide';

/** Referrers as the checker makes them, from the same parsers. */
function refsOf(links: readonly ExtractedLink[], file: string): Referrer[] {
  return links.map((l) => ({ page: file, file, line: l.line, column: l.column, element: l.element, attribute: l.attribute, text: l.text, raw: l.value }));
}

/** Rewrite every link whose value starts with OLD to NEW + the rest of it. */
function targetFor(refs: Referrer[]): Target {
  return {
    url: OLD,
    referrers: refs.filter((r) => r.raw.startsWith(OLD)),
    decide: (raw) => ({ rewrite: true, to: NEW + raw.slice(OLD.length) }),
  };
}

function run(bytes: Buffer, kind: 'markdown' | 'html') {
  const text = bytes.toString(kind === 'html' ? 'latin1' : 'utf8');
  const links = kind === 'markdown' ? parseMarkdown(text).links : extractLinks(text.replace(/^\uFEFF/, '').replace(/^\u00ef\u00bb\u00bf/, '')).links;
  const source: SourceFile = { display: `doc.${kind === 'markdown' ? 'md' : 'html'}`, abs: '/x/doc', kind };
  const plan = planFixes(
    [targetFor(refsOf(links, source.display))],
    () => source,
    () => bytes,
  );
  return { plan, out: plan.files[0] ? rewrittenBytes(plan.files[0]) : bytes };
}

describe('fix: Markdown', () => {
  it('rewrites inline links, autolinks, raw HTML and a reference definition once, with CRLF and a BOM kept', () => {
    const md = [
      '\uFEFF# Title',
      '',
      `See [the guide](${OLD}#install "Guide") and ![img](${OLD}/logo.png).`,
      `Autolink <${OLD}> and [ref one][g] and [ref two][g].`,
      `Code \`${OLD}\` is not a link, nor is [text](https://other.test/x).`,
      `<a href='${OLD}?a=1&amp;b=2'>raw</a>`,
      '',
      `[g]: ${OLD}/ref`,
      '',
    ].join('\r\n');
    const { plan, out } = run(Buffer.from(md, 'utf8'), 'markdown');
    const expected = md
      .replace(`(${OLD}#install`, `(${NEW}#install`)
      .replace(`(${OLD}/logo.png)`, `(${NEW}/logo.png)`)
      .replace(`<${OLD}>`, `<${NEW}>`)
      .replace(`'${OLD}?a=1&amp;b=2'`, `'${NEW}?a=1&amp;b=2'`)
      .replace(`[g]: ${OLD}/ref`, `[g]: ${NEW}/ref`);
    expect(out.toString('utf8')).toBe(expected);
    expect([...out.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(out.toString('utf8').split('\r\n')).toHaveLength(md.split('\r\n').length);
    // Five edits: the definition used twice is one.
    expect(plan.files[0]!.edits).toHaveLength(5);
    expect(plan.skipped).toEqual([]);
  });

  it('leaves a place alone when the text there is not the link as checked', () => {
    const md = `Link [a](${OLD}).\n`;
    const links = parseMarkdown(md).links;
    const edited = Buffer.from(`Link [a](${OLD.replace('old', 'odd')}).\n`);
    const source: SourceFile = { display: 'doc.md', abs: '/x/doc.md', kind: 'markdown' };
    const plan = planFixes(
      [targetFor(refsOf(links, 'doc.md'))],
      () => source,
      () => edited,
    );
    expect(plan.files).toEqual([]);
    expect(plan.skipped).toEqual([{ url: OLD, file: 'doc.md', line: 1, why: expect.stringContaining('is not the link as checked') }]);
  });

  it('finds raw HTML and links after an emoji on their line (Markdown columns count characters)', () => {
    const md = `🔬🔬 <a href="${OLD}">raw</a> 🔬 [a](${OLD}/a) 🔬 ${OLD}/bare\n`;
    const { out } = run(Buffer.from(md, 'utf8'), 'markdown');
    expect(out.toString('utf8')).toBe(md.replaceAll(OLD, NEW));
  });

  it('escapes unbalanced parentheses of a new URL in an inline link', () => {
    const md = `[w](${OLD})\n`;
    const links = parseMarkdown(md).links;
    const source: SourceFile = { display: 'doc.md', abs: '/x/doc.md', kind: 'markdown' };
    const target: Target = { url: OLD, referrers: refsOf(links, 'doc.md'), decide: () => ({ rewrite: true, to: 'https://new.test/a_(b' }) };
    const plan = planFixes(
      [target],
      () => source,
      () => Buffer.from(md),
    );
    expect(rewrittenBytes(plan.files[0]!).toString()).toBe('[w](https://new.test/a_\\(b)\n');
  });
});

describe('fix: HTML', () => {
  it('keeps each attribute quoting and entity style, and every byte of a latin1 page with a BOM', () => {
    const html = [
      '\uFEFF<!doctype html><meta charset="windows-1252"><title>caf\u00e9</title>',
      `<a href="${OLD}?x=1&amp;y=2">double</a>`,
      `<a class=x href='${OLD}'>single</a> <img src=${OLD}/i.png alt="\u00e9t\u00e9">`,
      `<a HREF = " ${OLD}#top ">spaced</a>`,
      `<a href="https://other.test/">other</a>`,
    ].join('\n');
    // The BOM as UTF-8 bytes, the rest windows-1252 (é is one byte): not UTF-8 as a whole.
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(html.slice(1), 'latin1')]);
    const { plan, out } = run(bytes, 'html');
    const expected = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        html
          .slice(1)
          .replace(`"${OLD}?x=1&amp;y=2"`, `"${NEW}?x=1&amp;y=2"`)
          .replace(`'${OLD}'`, `'${NEW}'`)
          .replace(`src=${OLD}/i.png`, `src=${NEW}/i.png`)
          .replace(`" ${OLD}#top "`, `" ${NEW}#top "`),
        'latin1',
      ),
    ]);
    expect(plan.skipped).toEqual([]);
    expect(plan.files[0]!.encoding).toBe('latin1');
    expect(out.equals(expected)).toBe(true);
  });

  it('encodes a new value for its quotes: an apostrophe in single quotes, a value an unquoted attribute cannot hold', () => {
    const html = `<a href='${OLD}'>a</a><a href=${OLD}>b</a>\n`;
    const links = extractLinks(html).links;
    const source: SourceFile = { display: 'p.html', abs: '/x/p.html', kind: 'html' };
    const target: Target = { url: OLD, referrers: refsOf(links, 'p.html'), decide: () => ({ rewrite: true, to: "https://new.test/it's" }) };
    const plan = planFixes(
      [target],
      () => source,
      () => Buffer.from(html),
    );
    expect(rewrittenBytes(plan.files[0]!).toString()).toBe(`<a href='https://new.test/it&#39;s'>a</a><a href="https://new.test/it's">b</a>\n`);
  });
});

describe('fix: the diff', () => {
  it('prints hunks with three lines of context, old lines then new', () => {
    const before = ['a', 'b', 'c', 'd', 'old', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'old2'].join('\n') + '\n';
    const after = before.replace('old\n', 'new\n').replace('old2', 'new2');
    expect(unifiedDiff('x.md', before, after)).toEqual([
      '--- a/x.md',
      '+++ b/x.md',
      '@@ -2,7 +2,7 @@',
      ' b',
      ' c',
      ' d',
      '-old',
      '+new',
      ' e',
      ' f',
      ' g',
      '@@ -10,4 +10,4 @@',
      ' i',
      ' j',
      ' k',
      '-old2',
      '+new2',
    ]);
    expect(unifiedDiff('x.md', before, before)).toEqual([]);
  });

  it('keeps CR before LF and says when the last line has no line end, as git does', () => {
    const before = 'a\r\nold\r\nb\r\nc';
    const after = before.replace('old', 'new');
    expect(unifiedDiff('x.md', before, after)).toEqual([
      '--- a/x.md',
      '+++ b/x.md',
      '@@ -1,4 +1,4 @@',
      ' a\r',
      '-old\r',
      '+new\r',
      ' b\r',
      ' c',
      '\\ No newline at end of file',
    ]);
  });
});

describe('fix: which chains are followed', () => {
  const moved = (redirects: [string, number][], to: string, finalStatus = 200) => ({
    url: redirects[0]![0],
    to,
    finalStatus,
    redirects: redirects.map(([url, status]) => ({ url, status })),
  });

  it('follows only permanent redirects to a 2xx, keeping the fragment and query the target does not set', () => {
    const m = moved(
      [
        ['https://a.test/old?q=1', 301],
        ['https://a.test/mid?q=1', 308],
      ],
      'https://b.test/new',
    );
    expect(decide(m, 'https://a.test/old?q=1#sec')).toEqual({ rewrite: true, to: 'https://b.test/new?q=1#sec' });
    expect(decide({ ...m, to: 'https://b.test/new?v=2#top' }, 'https://a.test/old?q=1#sec')).toEqual({ rewrite: true, to: 'https://b.test/new?v=2#top' });
  });

  it('refuses temporary hops, an https to http chain, a login or consent page, a non-2xx end, a relative link, a missing chain', () => {
    const why = (m: ReturnType<typeof moved>, raw = m.url) => {
      const d = decide(m, raw);
      return d.rewrite ? 'rewritten' : d.why;
    };
    expect(
      why(
        moved(
          [
            ['https://a.test/x', 301],
            ['https://a.test/y', 302],
          ],
          'https://a.test/z',
        ),
      ),
    ).toBe('a temporary redirect (HTTP 302) in the chain');
    expect(why(moved([['https://a.test/x', 307]], 'https://a.test/z'))).toContain('HTTP 307');
    expect(why(moved([['https://a.test/x', 301]], 'http://a.test/x'))).toBe('the chain leaves https for http');
    expect(why(moved([['http://a.test/x', 301]], 'https://a.test/x'))).toBe('rewritten');
    expect(why(moved([['https://a.test/x', 301]], 'https://a.test/login?next=/x'))).toBe('the chain goes through a login or consent page');
    expect(why(moved([['https://a.test/x', 301]], 'https://a.test/y', 203))).toBe('rewritten');
    expect(why(moved([['https://a.test/x', 301]], 'https://a.test/y', 410))).toBe('the chain ends in HTTP 410');
    expect(why(moved([['https://a.test/x', 301]], 'https://a.test/y'), '/x')).toBe('written as a relative link');
    expect(why({ url: 'https://a.test/x', to: 'https://a.test/y', finalStatus: 200, redirects: [] })).toContain('no redirect chain');
    expect(isLoginOrConsent('https://consent.youtube.com/m?continue=https://youtube.com')).toBe(true);
    expect(isLoginOrConsent('https://accounts.google.com/ServiceLogin')).toBe(true);
    expect(isLoginOrConsent('https://example.com/users/sign_in')).toBe(true);
    expect(isLoginOrConsent('https://example.com/docs/authentication')).toBe(false);
  });
});
