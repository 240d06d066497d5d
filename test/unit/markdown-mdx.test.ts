/** MDX read as Markdown (src/markdown/mdx.ts, then parse.ts): ESM, expressions and JSX skipped, their links kept, places exact. */
import { describe, expect, it } from 'vitest';
import { findMarkdownFiles, isMarkdownArgument } from '../../src/markdown/files.js';
import { mdxToMarkdown } from '../../src/markdown/mdx.js';
import { parseMarkdown } from '../../src/markdown/parse.js';
import { Repository } from '../../src/markdown/repository.js';
import { resolveTarget } from '../../src/markdown/target.js';
import { tempDir } from '../helpers/temp.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `value line:column element attribute` of each link of an MDX text, with the place checked against the file. */
function links(text: string): string[] {
  const lines = text.split('\n');
  return parseMarkdown(text, { mdx: true }).links.map((l) => {
    const at = lines[l.line - 1]!.slice(l.column - 1);
    // The place holds what starts the link: `[`, `![`, `<`, or the attribute's name.
    expect(at.startsWith(l.attribute) || /^[[!<]/.test(at), `${l.value} at ${l.line}:${l.column}: ${at}`).toBe(true);
    return `${l.value} ${l.line}:${l.column} ${l.element} ${l.attribute}`;
  });
}

const PAGE = [
  '---', // 1
  'title: A {page} <b>', // 2
  '---', // 3
  "import Tabs from '@theme/Tabs';", // 4
  'import {', // 5
  '  Card,', // 6
  "} from '../components';", // 7
  '', // 8
  '# Page <Badge>new</Badge>', // 9
  '', // 10
  '<Tabs groupId="os">', // 11
  '  <Card title="Guide" href="./gone.md" />', // 12
  '  <Card', // 13
  '    title={`a ${b} }`}', // 14
  '    src="img/x.png"', // 15
  '  />', // 16
  '', // 17
  '    Indented, still Markdown: [dead](./missing.md) and `[no](code.md)`', // 18
  '', // 19
  '</Tabs>', // 20
  '', // 21
  '{/* [x](gone-comment.md) */}', // 22
  '', // 23
  'export const meta = {', // 24
  "  a: '[no](esm.md)',", // 25
  '};', // 26
  '', // 27
  'Text {props.x ? "}" : <a href="in-expr.md">x</a>} then <a href="./html.md" id="here">h</a> [after](./after.md)', // 28
  '', // 29
  '```jsx', // 30
  '<Card href="fenced.md" /> {x}', // 31
  '```', // 32
].join('\n');

describe('MDX', () => {
  it('counts columns in characters of the file as written, where an emoji was blanked with its JSX', () => {
    // 🔬 is two UTF-16 units: blanked, two spaces; the report counts it as one character.
    const text = '<Badge label="🔬" /> [a](a.md) <Card href="b.md" label="🔬" /> [c](c.md)\n';
    const cols = parseMarkdown(text, { mdx: true }).links.map((l) => `${l.value} ${l.column}`);
    const at = (s: string) => [...text.slice(0, text.indexOf(s))].length + 1;
    expect(cols).toEqual([`a.md ${at('[a]')}`, `b.md ${at('href')}`, `c.md ${at('[c]')}`]);
  });

  it('reads Markdown and JSX attribute links at their places; not ESM, expressions, comments, front matter or code', () => {
    expect(links(PAGE)).toEqual([
      './gone.md 12:23 Card href',
      'img/x.png 15:5 Card src',
      './missing.md 18:31 a href',
      './html.md 28:59 a href',
      './after.md 28:92 a href',
    ]);
  });

  it('keeps the text around JSX where it was: same length, same line breaks', () => {
    const out = mdxToMarkdown(PAGE).text;
    expect(out.length).toBe(PAGE.length);
    expect(out.split('\n').length).toBe(PAGE.split('\n').length);
    expect(out.split('\n')[8]).toBe('# Page        new        ');
    expect(out.split('\n')[30]).toBe('<Card href="fenced.md" /> {x}');
  });

  it('gives headings their ids without the JSX in them; keeps {#id} and reads {/* #id */}', () => {
    const doc = parseMarkdown('# Page <Badge>new</Badge>\n\n## Options {#options}\n\n## Setup {/* #set-up */}\n\n<span id="raw"></span>\n', {
      mdx: true,
      flavor: 'docusaurus',
    });
    expect([...doc.anchors].sort()).toEqual(['options', 'page-new', 'raw', 'set-up']);
  });

  it('leaves autolinks, link destinations in <…> and comparisons alone', () => {
    expect(links('<https://a.test/x> [b](<b c.md>) 1 < 2 and 3 > 2 [d](d.md)\n')).toEqual([
      'https://a.test/x 1:1 a href',
      'b c.md 1:20 a href',
      'd.md 1:50 a href',
    ]);
  });

  it('does not take "import" inside a paragraph for ESM', () => {
    expect(links('Some text\nimport [this](a.md) too\n')).toEqual(['a.md 2:8 a href']);
  });

  it('is found as Markdown: by extension, glob and folder', () => {
    const root = tempDir('ls-mdx-');
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'docs/page.mdx'), '# Page\n');
    writeFileSync(path.join(root, 'docs/guide.md'), '# Guide\n');
    expect(isMarkdownArgument('docs/page.mdx')).toBe(true);
    expect(findMarkdownFiles(['**/*.mdx'], root)).toEqual(['docs/page.mdx']);
    expect(findMarkdownFiles(['docs'], root)).toEqual(['docs/guide.md', 'docs/page.mdx']);
  });

  it('is a link target whose #fragment names its headings (read as MDX, by the repository flavour)', () => {
    const root = tempDir('ls-mdx-');
    writeFileSync(path.join(root, 'page.mdx'), "import X from 'x';\n\n# Setup <Badge>new</Badge>\n\n## Options {/* #opts */}\n");
    const verdict = (flavor: 'github' | 'docusaurus', link: string) => {
      const t = resolveTarget(link, 'README.md', new Repository(root, parseMarkdown, flavor));
      return t.kind === 'local' && t.ok;
    };
    expect(verdict('github', 'page.mdx#setup-new')).toBe(true);
    expect(verdict('github', 'page.mdx#nowhere')).toBe(false);
    expect(verdict('github', 'page.mdx#opts')).toBe(false);
    expect(verdict('docusaurus', 'page.mdx#opts')).toBe(true);
  });
});
