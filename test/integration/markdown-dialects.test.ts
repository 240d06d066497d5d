/**
 * `.mdx` files and `--markdown-flavor`, through the bundled CLI as users run it: a Docusaurus-style
 * page's dead links at their lines and columns (Markdown and JSX attributes; not comments or ESM),
 * and heading ids by the site generator's rules.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { runAction, sandbox } from '../helpers/action.js';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

/** A repository folder with these files (paths with `/`). */
function repository(files: Record<string, string>): string {
  const root = tempDir('ls-dialects-');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function dead(json: string): string[] {
  const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
  return report.dead.flatMap((d) => d.referrers.map((r) => `${d.url} @ ${r.file}:${r.line}:${r.column} <${r.element} ${r.attribute}>`)).sort();
}

const PAGE = [
  '---',
  'title: Page',
  '---',
  "import Tabs from '@theme/Tabs';",
  "import { Card } from '../src/components/Card';",
  '',
  '# Page',
  '',
  '<Tabs>',
  '  <Card title="Gone" href="./gone.md" />',
  '  <Card title="Guide" href="./guide.md#setup" />',
  '',
  '  Read [the guide](./guide.md#setup), not [this one](./missing.md).',
  '',
  '</Tabs>',
  '',
  '{/* [old](./gone-comment.md) */}',
  '',
  "export const meta = { see: '[no](./esm.md)' };",
  '',
  'Then {props.version} [the end](#page).',
  '',
].join('\n');

describe('Markdown dialects through the CLI', () => {
  it('reads docs/page.mdx: a dead Markdown link and a dead JSX href at their places; not the comment, the ESM or live links', async () => {
    const root = repository({ 'docs/page.mdx': PAGE, 'docs/guide.md': '# Guide\n\n## Setup\n' });
    const json = path.join(tempDir('ls-dialects-out-'), 'r.json');
    const r = await runCli(['**/*.mdx', '--quiet', '--json', json], { cwd: root });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(dead(json)).toEqual(['docs/gone.md @ docs/page.mdx:10:22 <Card href>', 'docs/missing.md @ docs/page.mdx:13:43 <a href>']);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.pages.map((p) => p.url)).toEqual(['docs/page.mdx']);
  });

  it('checks a folder of .mdx sources (no HTML) as its Markdown', async () => {
    const root = repository({ 'docs/page.mdx': "import X from './x';\n\n# Page\n\n<X /> [gone](./gone.md)\n" });
    const r = await runCli(['docs', '--quiet'], { cwd: root });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('docs/gone.md');
    expect(r.stdout).toContain('docs/page.mdx:5:7');
  });

  it('--markdown-flavor mdbook passes [o](#options) to "## Options {#options}"; the default (GitHub) reports it', async () => {
    const root = repository({ 'README.md': '# Book\n\n## Options {#options}\n\nSee [o](#options) and [b](#book).\n' });
    const out = tempDir('ls-dialects-out-');
    const github = await runCli(['README.md', '--quiet', '--json', path.join(out, 'github.json')], { cwd: root });
    expect(github.code).toBe(1);
    expect(dead(path.join(out, 'github.json'))).toEqual(['README.md#options @ README.md:5:5 <a href>']);
    const mdbook = await runCli(['README.md', '--markdown-flavor', 'mdbook', '--quiet', '--json', path.join(out, 'mdbook.json')], { cwd: root });
    expect(mdbook.code).toBe(0);
    expect(dead(path.join(out, 'mdbook.json'))).toEqual([]);
    const report = JSON.parse(readFileSync(path.join(out, 'mdbook.json'), 'utf8')) as Report;
    expect(report.run.options['markdownFlavor']).toBe('mdbook');
  });

  it('names the flag and the flavours when the value is not one, exit code 2, before any work', async () => {
    const root = repository({ 'README.md': '# R\n' });
    const r = await runCli(['README.md', '--markdown-flavor', 'kramdown'], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('linkspider: --markdown-flavor: expected one of github, gitlab, mdbook, hugo, jekyll, mkdocs, docusaurus, got "kramdown"\n');
  });
});

describe('Markdown dialects through the Action', () => {
  it('files: a folder of .mdx pages, markdown-flavor: docusaurus: annotations at the MDX places, {#id} honoured', async () => {
    const dirs = sandbox({
      'docs/page.mdx': PAGE,
      'docs/guide.md': '# Guide\n\n## Setup {#setup}\n',
      'docs/intro.mdx': "import X from 'x';\n\n## Options {#options}\n\nSee [o](#options) and [the setup](./guide.md#setup).\n",
    });
    const run = await runAction({ files: 'docs', 'markdown-flavor': 'docusaurus', retries: '0' }, dirs);
    expect(run.code).toBe(1);
    const errors = run.commands
      .filter((c) => c.command === 'error' && c.props['file'] !== undefined)
      .map((c) => `${c.props['file']}:${c.props['line']}:${c.props['col']}`)
      .sort();
    expect(errors).toEqual(['docs/page.mdx:10:22', 'docs/page.mdx:13:43']);
    expect(run.outputs['dead']).toBe('2');
  }, 90_000);
});
