/** The Markdown adapter, GitHub's slugs and repository path resolution, without a network. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { githubSlug, Slugger } from '../../src/markdown/slug.js';
import { parseMarkdown } from '../../src/markdown/parse.js';
import { Repository } from '../../src/markdown/repository.js';
import { localPath, resolveTarget } from '../../src/markdown/target.js';
import { findMarkdownFiles, isMarkdownArgument, markdownScope } from '../../src/markdown/files.js';

describe('GitHub slugs', () => {
  it('lower-cases, drops punctuation, turns spaces into hyphens, keeps letters of any script', () => {
    expect(githubSlug("What's new?")).toBe('whats-new');
    expect(githubSlug('Überblick & Ziele')).toBe('überblick--ziele');
    expect(githubSlug('API v2.0 (beta)')).toBe('api-v20-beta');
    expect(githubSlug('snake_case-name')).toBe('snake_case-name');
    expect(githubSlug('日本語の見出し')).toBe('日本語の見出し');
  });

  it('numbers duplicates in order, skipping slugs already taken', () => {
    const s = new Slugger();
    expect(['Intro', 'Intro', 'Intro-1', 'Intro'].map((t) => s.slug(t))).toEqual(['intro', 'intro-1', 'intro-1-1', 'intro-2']);
  });
});

describe('parseMarkdown', () => {
  it('gives links with positions, reference links where used, raw HTML links and anchors; not code', () => {
    const doc = parseMarkdown(
      [
        '# Title `code`',
        '',
        'See [a](a.md "t") and ![i](i.png), <https://x.test/> and www.y.test.',
        'Use [ref][r] twice: [r].',
        '',
        '```',
        '[no](code.md)',
        '```',
        '',
        '<a id="here" href="raw.md">raw</a> `[no](span.md)`',
        '',
        '[r]: ref.md',
        '[unused]: unused.md',
      ].join('\n'),
    );
    expect(doc.links.map((l) => `${l.value} ${l.element} ${l.line}:${l.column}`)).toEqual([
      'a.md a 3:5',
      'i.png img 3:23',
      'https://x.test/ a 3:36',
      'http://www.y.test a 3:58',
      'ref.md a 4:5',
      'ref.md a 4:21',
      'raw.md a 10:14',
      'unused.md a 13:1',
    ]);
    expect([...doc.anchors].sort()).toEqual(['here', 'title-code']);
    expect(doc.lines).toBe(13);
  });
});

describe('parseMarkdown: GFM', () => {
  it('reads links in table cells at their columns, and takes no footnote for a link definition', () => {
    const doc = parseMarkdown('| a | b |\n|---|---|\n| [x](x.md) | y |\n\nNote[^1].\n\n[^1]: not-a-link.md\n');
    expect(doc.links.map((l) => `${l.value} ${l.line}:${l.column}`)).toEqual(['x.md 3:3']);
  });
});

describe('repository paths', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'linkspider-md-unit-'));
  mkdirSync(path.join(root, 'docs/Sub'), { recursive: true });
  writeFileSync(path.join(root, 'docs/Sub/page.md'), '# Page\n\n## Page\n');
  writeFileSync(path.join(root, 'README.md'), 'x\ny\n');
  const repo = new Repository(root, parseMarkdown);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('resolves relative, root-relative and percent-encoded paths, and refuses to leave the repository', () => {
    expect(localPath('../b%20c.md?raw=1#x', 'docs/a.md')).toBe('b c.md');
    expect(localPath('/docs/', 'x/y/z.md')).toBe('docs');
    expect(localPath('', 'docs/a.md')).toBe('docs/a.md');
    expect(localPath('../../x.md', 'docs/a.md')).toBeUndefined();
    // From the root as a URL path: `/../../` cannot climb above it.
    expect(localPath('/../../', 'docs/a.md')).toBe('');
    expect(localPath('/../docs/a.md', 'x.md')).toBe('docs/a.md');
    expect(localPath('https://x.test/', 'a.md')).toBeUndefined();
  });

  it('checks case, folders, heading anchors and line anchors', () => {
    const ok = (v: string, from = 'README.md') => {
      const t = resolveTarget(v, from, repo);
      return t.kind === 'local' ? (t.ok ? 'ok' : t.reason) : t.kind;
    };
    expect(ok('docs/Sub/page.md#page-1')).toBe('ok');
    expect(ok('docs/Sub/page.md#Page')).toBe('ok');
    expect(ok('docs/sub/page.md')).toBe('not found: the repository has docs/Sub/page.md (paths are case-sensitive on GitHub)');
    expect(ok('docs/Sub/page.md#page-2')).toBe('no heading or anchor #page-2 in docs/Sub/page.md');
    expect(ok('docs/Sub/')).toBe('ok');
    expect(ok('docs/Sub/page.md#user-content-page-1')).toBe('ok');
    expect(ok('#user-content-nowhere', 'docs/Sub/page.md')).toBe('no heading or anchor #user-content-nowhere in docs/Sub/page.md');
    expect(ok('docs/#x')).toBe('#x: the folder docs has no README, so no heading');
    expect(ok('#L2')).toBe('ok');
    expect(ok('README.md#L1-L3')).toBe('line anchor #L1-L3: the file has 2 lines');
    expect(ok('mailto:a@b.test')).toBe('mailto');
    expect(ok('ftp://x.test/')).toBe('scheme');
    expect(ok('//cdn.test/x.js')).toBe('http');
  });

  it('finds Markdown by path, folder and glob; a pattern that matches nothing is an error', () => {
    expect(findMarkdownFiles(['.'], root)).toEqual(['README.md', 'docs/Sub/page.md']);
    expect(findMarkdownFiles(['docs/**/*.md', 'README.md'], root)).toEqual(['README.md', 'docs/Sub/page.md']);
    expect(() => findMarkdownFiles(['*.markdown'], root)).toThrow(/files: "\*\.markdown" matches no Markdown file/);
    expect(isMarkdownArgument('docs/**/*.md')).toBe(true);
    expect(isMarkdownArgument('site/')).toBe(false);
  });

  it('enters dot-folders but .git and node_modules; paths from the working folder are made relative to the root', () => {
    const dot = mkdtempSync(path.join(tmpdir(), 'linkspider-md-dot-'));
    try {
      for (const f of ['.github/PULL_REQUEST_TEMPLATE.md', '.git/x.md', 'node_modules/m/README.md', 'docs/a.md']) {
        mkdirSync(path.dirname(path.join(dot, f)), { recursive: true });
        writeFileSync(path.join(dot, f), '# x\n');
      }
      expect(findMarkdownFiles(['**/*.md'], dot)).toEqual(['.github/PULL_REQUEST_TEMPLATE.md', 'docs/a.md']);
      expect(findMarkdownFiles(['.'], dot)).toEqual(['.github/PULL_REQUEST_TEMPLATE.md', 'docs/a.md']);
      expect(findMarkdownFiles(['**/PULL_REQUEST_TEMPLATE.md'], dot)).toEqual(['.github/PULL_REQUEST_TEMPLATE.md']);
      // Given no root, the git root above the working folder (here `.git` is a folder of `dot`).
      expect(markdownScope(['a.md', '../*.md', path.join(dot, 'x.md')], path.join(dot, 'docs'), undefined)).toEqual({
        root: dot,
        patterns: ['docs/a.md', '*.md', 'x.md'],
      });
      expect(() => markdownScope([path.join(tmpdir(), 'x.md')], dot, dot)).toThrow(/files: ".*x\.md" is outside the repository/);
    } finally {
      rmSync(dot, { recursive: true, force: true });
    }
  });
});
