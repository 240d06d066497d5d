import { describe, expect, it } from 'vitest';
import { marked } from 'marked';
import { clip, escapeHtml, escapeMarkdown, isSafeArtifactPath, markdownCode, oneLine, safeLogText, sanitizeArtifactName } from '../../src/report/escape.js';
import { issued } from '../helpers/annotations.js';

// marked (GFM on: tables, autolinks) stands in for GitHub's renderer to show that escaped
// text renders as text.
function render(md: string): string {
  return marked.parse(md, { gfm: true, async: false }) as string;
}

const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](https://evil.test)',
  '![img](https://evil.test/x.png)',
  'https://evil.test/autolink',
  'www.evil.test',
  'mail me@evil.test',
  '| a | b |\n|---|---|\n| c | d |',
  '&lt;b&gt;entity&lt;/b&gt;',
  '<https://evil.test>',
  '# heading\n- list',
];

describe('escapeMarkdown', () => {
  it.each(hostile)('renders %j as plain text: no HTML, link, image or table', (s) => {
    const html = render(`text: ${escapeMarkdown(s)}`);
    expect(html).not.toMatch(/<(script|img|a|table|h1|li|b)\b/);
    expect(html.startsWith('<p>')).toBe(true);
  });

  it('keeps the visible text', () => {
    const html = render(escapeMarkdown('a <b> & [c](d) | e_f*'));
    expect(html.trim()).toBe('<p>a &lt;b&gt; &amp; [c](d) | e_f*</p>');
  });

  it('stays one table cell', () => {
    const md = `| x |\n|---|\n| ${escapeMarkdown('a | b\nc')} |\n`;
    const html = render(md);
    expect(html.match(/<td>/g)).toHaveLength(1);
    expect(html).toContain('<td>a | b c</td>');
  });
});

describe('markdownCode', () => {
  it('wraps in a fence longer than any backtick run', () => {
    expect(markdownCode('a`b``c')).toBe('```a`b``c```');
    expect(markdownCode('`x`')).toBe('`` `x` ``');
    expect(render(markdownCode('`x`')).trim()).toBe('<p><code>`x`</code></p>');
  });

  it('is never a link or HTML', () => {
    const html = render(markdownCode('<img src=x> https://evil.test [a](b)'));
    expect(html).not.toMatch(/<(img|a)\b/);
    expect(html).toContain('<code>&lt;img src=x&gt; https://evil.test [a](b)</code>');
  });

  it('escapes pipes in table cells only', () => {
    expect(markdownCode('a|b')).toBe('`a|b`');
    expect(markdownCode('a|b', true)).toBe('`a\\|b`');
    const html = render(`| x | y |\n|---|---|\n| ${markdownCode('a|b\nc', true)} | z |\n`);
    expect(html).toContain('<td><code>a|b c</code></td>');
    expect(html.match(/<td>/g)).toHaveLength(2);
  });

  it('is empty for empty text', () => {
    expect(markdownCode('  ')).toBe('');
  });
});

describe('workflow command escaping', () => {
  it('escapes data per the runner rules', () => {
    expect(issued({ level: 'warning', message: '100%\r\n::error::x' })).toBe('::warning::100%25%0D%0A::error::x');
  });

  it('escapes properties, with : and , too', () => {
    expect(issued({ level: 'notice', title: 'a:b,c%d\ne', message: 'm' })).toBe('::notice title=a%3Ab%2Cc%25d%0Ae::m');
  });

  it('keeps a hostile title and link text inside one command line', () => {
    const line = issued({
      level: 'error',
      title: '::set-output name=x::y',
      message: 'link text\n::error::pwned\r\n::add-mask::z',
      file: 'docs/a,b:c.html',
      line: 3,
      col: 7,
    });
    expect(line.split('\n')).toHaveLength(1);
    expect(line).not.toMatch(/\r/);
    expect(line).toBe('::error title=%3A%3Aset-output name=x%3A%3Ay,file=docs/a%2Cb%3Ac.html,line=3,col=7::link text%0A::error::pwned%0D%0A::add-mask::z');
    // Exactly one command: the only `::` at the start of a line is ours.
    expect((line + '\n').match(/^::/gm)).toHaveLength(1);
  });
});

describe('other escaping', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('makes log text one line', () => {
    expect(safeLogText('a\n::error::b\rc\u2028d\u001b[31m')).toBe('a ::error::b c d [31m');
    expect(oneLine(' a \n\t b ')).toBe('a b');
  });

  it('clips on code points with an ellipsis', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abc', 4)).toBe('abc');
    expect(clip('😀😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('sanitises artifact names', () => {
    expect(sanitizeArtifactName('links: main/feature*?"<>|\\\n')).toBe('links- main-feature--------');
    expect(sanitizeArtifactName('  ..report..  ')).toBe('report');
    expect(sanitizeArtifactName('::')).toBe('--');
    expect(sanitizeArtifactName(' ... ')).toBe('');
  });

  it('knows which artifact paths the service rejects', () => {
    expect(isSafeArtifactPath('mirror/a/b.html')).toBe(true);
    expect(isSafeArtifactPath('mirror/a?b.html')).toBe(false);
    expect(isSafeArtifactPath('mirror/a:b.html')).toBe(false);
  });
});
