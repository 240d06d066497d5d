/**
 * The two Markdown adapters against each other: wherever the markdown-it adapter answers (it hands
 * a file to micromark when it cannot be exact), it must give micromark's links (value, line,
 * column, element, text) and anchors. Over this project's Markdown, the fixture repositories,
 * every README.md under node_modules (real-world Markdown of every style), and generated tricky
 * cases. The few places where the two differ on purpose are listed in KNOWN below with the reason.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExtractedLink } from '../../src/extract/types.js';
import type { MarkdownDocument } from '../../src/markdown/document.js';
import { parseWithMarkdownIt } from '../../src/markdown/markdown-it.js';
import { mdxToMarkdown } from '../../src/markdown/mdx.js';
import { parseWithMicromark } from '../../src/markdown/micromark.js';
import { parseMarkdown } from '../../src/markdown/parse.js';

const root = path.resolve(import.meta.dirname, '../..');

function view(doc: MarkdownDocument) {
  return {
    links: doc.links.map((l) => `${l.line}:${l.column} ${l.element} ${l.attribute} ${JSON.stringify(l.value)} ${JSON.stringify(l.text)}`),
    anchors: [...doc.anchors].sort(),
    lines: doc.lines,
  };
}

/** Does the file hold, at the link's place, what starts it (`[`, `![`, `<`, or the HTML attribute's name)? */
function startsThere(text: string, l: ExtractedLink): boolean {
  const line = text.split(/\r\n?|\n/)[l.line - 1] ?? '';
  const at = line.slice(l.column - 1);
  return at.startsWith(l.attribute) || /^[[!<]/.test(at);
}

function markdownFiles(dir: string, depth: number, out: string[]): string[] {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, d.name);
    if (d.isDirectory() && depth > 0 && d.name !== '.git') markdownFiles(p, depth - 1, out);
    else if (d.isFile() && /\.md$/i.test(d.name) && statSync(p).size < 400_000) out.push(p);
  }
  return out;
}

/** Generated cases: each construct that moves or hides a link, alone and inside containers. */
const CASES: Record<string, string> = {
  'nested brackets': 'a [b [c] d](x.md) e [[y]](y.md) [f\\]](z.md)\n',
  'escaped brackets': '\\[not](a.md) and \\![img](b.png) [ok](c.md)\n',
  'code spans': 'A `[no](a.md)` then [yes](b.md) and ``x`[no](c.md)`` [y](d.md)\n',
  'reference links': '[a][one] [b][] [one] [Two][TWO] [missing][nope]\n\n[one]: one.md "t"\n[two]: <two words.md>\n[unused]: unused.md\n[one]: dup.md\n',
  'definition in blockquote': '> [r]: r.md\n> use [r]\n\n  [s]:\n  s.md\n\n[s]\n',
  'autolinks and html': 'x <https://a.test/p?q=1> <mailto:a@b.test> <a.b@c.test> <span id="here">s</span> <a href="h.md">h</a>\n',
  'html block': '<div>\n  <a href="one.md">one</a>\n<img src="two.png">\n</div>\n\n  <p id="p2"><a href="three.md">3</a></p>\n',
  'html block in list': '- item\n\n  <a href="li.md">li</a>\n  <span id="in-list"></span>\n',
  'links in table': '| a | b |\n|---|---|\n| [x](x.md) | ![y](y.png) |\n| `[no](n.md)` | [z][r] |\n\n[r]: r.md\n',
  'setext headings': 'Title [with](t.md) link\n===\n\nTwo\nlines [here](h.md)\n---\n\nTitle\n===\n',
  'atx headings': '# Head [l](l.md) #\n## `code` and *em* ##\n###   spaced   ###   \n#Not a heading [x](x.md)\n',
  'indented code': 'para\n\n    [no](code.md)\n\n\t[no](tab.md)\n\n[yes](y.md)\n',
  'fenced code': '~~~\n[no](a.md)\n~~~\n\n```md\n[no](b.md)\n```\n[yes](c.md)\n',
  'lazy continuation': '> quote [a](a.md)\nlazy [b](b.md)\n\n- item [c](c.md)\ncontinued [d](d.md)\n',
  'nested containers': '> - a [x](x.md)\n>   > b [y](y.md)\n>   >\n>   > 1. c ![z](z.png)\n',
  'multi-line link': 'a [long\nlabel](l.md) and [b](\n  b.md\n  "title")\n',
  'trailing spaces': 'end [a](a.md)   \nnext [b](b.md)  \nlast [c](c.md)   \n',
  'hard breaks': 'a\\\n[b](b.md)  \n[c](c.md)\n',
  'entities and escapes': '[a](a&amp;b.md) [b](b\\_c.md) [&copy;](c.md) <a href="d&amp;e.md">d</a>\n',
  'images in links': '[![badge](badge.svg)](https://ci.test/) [![alt][img]][page]\n\n[img]: i.png\n[page]: p.md\n',
  'emphasis around links': '*[a](a.md)* **[b](b.md)** _x [c](c.md) x_ ~~[d](d.md)~~\n',
  'headings with duplicates': '# Intro\n# Intro\n## Intro-1\n# Überblick & Ziele\n# 日本語\n# <span id="raw">Raw</span> html\n',
  crlf: '# Title\r\n\r\nA [link](a.md)\r\nand [b](b.md)\r\n\r\n[r]: r.md\r\n',
  tabs: 'a\t[x](x.md)\n\n-\t[y](y.md)\n\n>\t[z](z.md)\n',
  'list numbers': '1. [a](a.md)\n10. [b](b.md)\n   - [c](c.md)\n',
  'link destinations': '[a](<a b.md>) [b](b.md "t") [c](c.md \'t\') [d](d.md (t)) [e]() [f](#frag) [g](../up.md#x)\n',
  'html comments and cdata': '<!-- [no](a.md) -->\n\nx <!-- <a href="c.md"> --> [y](y.md)\n',
  unicode: '# Ünïcödé [ä](ä.md)\n\n😀 [e](e.md) 𝒳 [f](f.md)\n',
  'empty and odd': '\n\n\n[a](a.md)',
  'link in heading ref': '# [Title][t]\n\n[t]: t.md\n',
  nul: 'a\0[b](b.md)\n',
  'thematic breaks': '***\n[a](a.md)\n- - -\n',
  'at-signs that are no email': 'Install `@scope/pkg` or @types/node, ping @someone, [a](a.md) http:no-slashes\n',
  'bare urls and trailing punctuation':
    'See https://a.test/x. Or (https://b.test/y_(z)) and https://c.test/p?q=1&r=2, www.d.test/x! https://e.test/a_; https://f.test/&amp; end\n',
  'bare urls in brackets and emphasis':
    '[see https://a.test/x] _a@b.test_ *https://c.test* **www.d.test** [x https://e.test/y](z.md) ![i https://f.test](i.png)\n',
  'unclosed bracket before a url': 'a [b https://a.test/x_ c\n\nnext https://b.test/y_ d\n',
  'emails and schemes': 'mail a.b+c@d-e.test, mailto:f@g.test, xmpp:h@i.test/res, x/j@k.test, l@m.test_ n@o.test- p@q.r1\n',
  'www rules': 'www.a.test www.b_c.test www.d.e_f.test xwww.g.test (www.h.test) www. www.i\n',
  'urls with escapes and entities': '&lt;a@b.test&gt; \\*https://c.test/d \\_e <https://f.test> `https://g.test` https://h.test/&lt; i\n',
  'urls in headings and tables': '# See https://a.test/x\n\n| a | b |\n|---|---|\n| https://b.test | c@d.test |\n',
  'urls across lines': 'first https://a.test/x\n  second www.b.test\n> quoted c@d.test\n- item https://e.test/f)\n',
  footnotes: 'Text[^1] and more[^note].\n\n[^1]: See https://a.test/x and [b](b.md).\n[^note]: mail c@d.test\n',
  'footnote marker is no link definition': '[^1]: https://a.test/def\n\nuse [^1]\n',
  'emoji before bare url': '🔬 https://a.test/x 🔬🔬 a@b.test\n',
};

/** MDX: each construct the pre-pass blanks (mdx.ts), around the Markdown both adapters then read. */
const MDX_CASES: Record<string, string> = {
  esm: "import A from './a';\nexport const b = {\n  c: '[no](c.md)',\n};\n\n# Title\n\n[a](a.md)\n",
  'jsx blocks': '<Tabs>\n<TabItem value="a" href="x.md">\n\n[in](in.md) and ![img](i.png)\n\n</TabItem>\n</Tabs>\n',
  'jsx inline': 'Text <Badge>new</Badge> then [a](a.md) <Icon name="x" /> [b](b.md)\n',
  expressions: 'A {1 + 1} [a](a.md) {`t ${x}`} [b](b.md)\n\n{\n  items.map((i) => i)\n}\n\n[c](c.md)\n',
  comments: '{/* [no](no.md) */}\n\n# Heading {/* #custom */}\n\n[a](#custom)\n',
  'html in mdx': '<div id="box">\n[md](md.md) inside\n</div>\n\nSee <a href="h.md">h</a> [x](x.md)\n',
  'front matter': '---\ntitle: {x}\n---\n\n# T\n\n[t](#t)\n',
  'headings with jsx': '# A <B/> c\n## <Icon /> Lead\n### Trail <Tag>x</Tag>\n',
  'fenced code': '```jsx\n<Card href="no.md" />\n{x}\n```\n\n[yes](y.md)\n',
};

describe('markdown-it adapter against micromark', () => {
  it('gives the same links, places and anchors on MDX, both reading the same pre-pass', () => {
    let answered = 0;
    for (const [name, text] of Object.entries(MDX_CASES)) {
      const pre = mdxToMarkdown(text).text;
      const fast = parseWithMarkdownIt(pre, { mdx: true });
      if ('fallback' in fast) continue;
      answered++;
      expect(view(fast), name).toEqual(view(parseWithMicromark(pre, { mdx: true })));
    }
    expect(answered).toBe(Object.keys(MDX_CASES).length);
    // Indented Markdown in JSX (no indented code in MDX): micromark reads it, as markdown-it stops at 4 columns.
    expect(parseWithMarkdownIt(mdxToMarkdown('<Tabs>\n    [a](a.md)\n</Tabs>\n').text, { mdx: true })).toEqual({ fallback: 'indented MDX' });
  });

  it('gives the same when real Markdown is read as MDX (the pre-pass on text it was not written for)', () => {
    const files = [...markdownFiles(root, 0, []), ...markdownFiles(path.join(root, 'docs'), 2, []), ...markdownFiles(path.join(root, 'test/fixtures'), 4, [])];
    let answered = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const pre = mdxToMarkdown(text);
      expect(pre.text.length, file).toBe(text.length);
      const fast = parseWithMarkdownIt(pre.text, { mdx: true });
      if ('fallback' in fast) continue;
      answered++;
      const exact = parseWithMicromark(pre.text, { mdx: true });
      expect(view(fast), file).toEqual(view(exact));
    }
    expect(answered).toBeGreaterThan(5);
  }, 120_000);

  it('gives the same links, places and anchors on the generated tricky cases', () => {
    let answered = 0;
    for (const [name, text] of Object.entries(CASES)) {
      const fast = parseWithMarkdownIt(text);
      if ('fallback' in fast) continue;
      answered++;
      expect(view(fast), name).toEqual(view(parseWithMicromark(text)));
    }
    // The adapter must answer all of these itself, or this test proves nothing.
    expect(answered).toBe(Object.keys(CASES).length);
  });

  it('leaves a file that starts with a byte order mark to micromark, which skips it as GFM does', () => {
    const text = '\ufeff# Title\n\n[here](#title)\n';
    expect(parseWithMarkdownIt(text)).toEqual({ fallback: 'byte order mark' });
    expect(parseMarkdown(text).anchors).toEqual(parseWithMicromark(text).anchors);
    expect([...parseMarkdown(text).anchors]).toContain('title');
  });

  it('gives the same on real Markdown: this project and its docs, its fixtures and every README under node_modules', () => {
    const files = [
      ...markdownFiles(root, 0, []),
      ...markdownFiles(path.join(root, 'docs'), 2, []),
      ...markdownFiles(path.join(root, 'test/fixtures'), 4, []),
      ...markdownFiles(path.join(root, 'examples'), 4, []),
      ...markdownFiles(path.join(root, 'node_modules'), 3, []).filter((f) => /readme\.md$/i.test(f) && statSync(f).size < 60_000),
    ];
    let answered = 0;
    const unexplained: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const fast = parseWithMarkdownIt(text);
      if ('fallback' in fast) continue;
      answered++;
      const exact = parseWithMicromark(text);
      expect(view(fast).anchors, file).toEqual(view(exact).anchors);
      expect(
        fast.links.map((l) => l.value),
        file,
      ).toEqual(exact.links.map((l) => l.value));
      // Where the places differ, the file decides: the link must start where the adapter says.
      fast.links.forEach((l, i) => {
        const m = exact.links[i]!;
        if (l.line === m.line && l.column === m.column && l.text === m.text) return;
        if (!(startsThere(text, l) && !startsThere(text, m) && l.text === m.text)) unexplained.push(`${file} ${l.line}:${l.column} vs ${m.line}:${m.column}`);
      });
    }
    expect(files.length).toBeGreaterThan(100);
    expect(answered).toBeGreaterThan(20);
    expect(unexplained).toEqual([]);
  }, 300_000); // hundreds of files through micromark, on a loaded machine: no timing is asserted

  it('places continuation lines of an HTML block where they are in the file (micromark drops their indentation)', () => {
    const text = '<img align="right"\n     alt="x"\n     src="logo.svg">\n\n> <a\n>    href="q.md">q</a>\n';
    const fast = parseWithMarkdownIt(text) as MarkdownDocument;
    expect(fast.links.map((l) => `${l.value} ${l.line}:${l.column}`)).toEqual(['logo.svg 3:6', 'q.md 6:6']);
    expect(fast.links.every((l) => startsThere(text, l))).toBe(true);
    expect(parseWithMicromark(text).links.map((l) => `${l.value} ${l.line}:${l.column}`)).not.toEqual(['logo.svg 3:6', 'q.md 6:6']);
  });

  it('reads GFM autolink literals and footnotes itself, with the result micromark gives', () => {
    for (const text of ['See https://a.test/x.', 'www.b.test', 'mail a@b.test', 'Note[^1].\n\n[^1]: [x](x.md)\n']) {
      const fast = parseWithMarkdownIt(text);
      expect('fallback' in fast, text).toBe(false);
      expect(view(fast as MarkdownDocument)).toEqual(view(parseWithMicromark(text)));
    }
  });

  it('leaves to micromark what it cannot mirror exactly: a literal running into markup, a footnote going on after a blank line', () => {
    for (const text of ['https://a.test/`x` y', 'Note[^1].\n\n[^1]: one\n\n    two [x](x.md)\n']) {
      expect('fallback' in parseWithMarkdownIt(text), text).toBe(true);
      expect(view(parseMarkdown(text))).toEqual(view(parseWithMicromark(text)));
    }
  });
});
