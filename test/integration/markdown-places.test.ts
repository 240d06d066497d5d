/**
 * Where a Markdown link is reported, through the bundled CLI: every link at its true line and
 * column, columns counted in characters (code points, as GitHub's annotations count them), on
 * both of the parser's paths (a file starting with a byte order mark is read by micromark) and
 * for raw HTML; and a bare URL inside `[…]` (found by GFM after the parse) at its own place, not
 * at line 1, column 1.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { runCli } from '../helpers/cli.js';
import { closeServers, site } from '../helpers/crawl.js';
import { tempDir } from '../helpers/temp.js';

afterEach(closeServers);

function places(r: Report): string[] {
  return r.dead.flatMap((d) => d.referrers.map((ref) => `${d.url} @ ${ref.file}:${ref.line}:${ref.column}`)).sort();
}

async function check(files: Record<string, string>): Promise<Report> {
  const dir = tempDir('ls-md-places-');
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const json = path.join(dir, 'report.json');
  const r = await runCli(['**/*.md', '--json', json, '--retries', '0', '--timeout', '5s'], { cwd: dir });
  expect(r.code, r.stderr).toBe(1);
  return JSON.parse(readFileSync(json, 'utf8')) as Report;
}

describe('Markdown places', () => {
  it('counts columns in characters: an emoji before a link is one column, on both parser paths and in raw HTML', async () => {
    const body = '# Places\n\n🔬 [gone](gone.md) and 🔬🔬 <a href="raw-gone.md">raw</a>\n\n💡 ![pic](gone.png)\n';
    const r = await check({ 'fast.md': body, 'bom.md': `\uFEFF${body}` });
    expect(places(r)).toEqual(
      [
        'gone.md @ fast.md:3:3',
        'raw-gone.md @ fast.md:3:29',
        'gone.png @ fast.md:5:3',
        'gone.md @ bom.md:3:3',
        'raw-gone.md @ bom.md:3:29',
        'gone.png @ bom.md:5:3',
      ].sort(),
    );
    // Which parser read each file, and why the slower one did.
    expect(r.run.stats?.markdown).toEqual({ fast: 1, micromark: 1, fallbacks: { 'byte order mark': 1 } });
  });

  it('reports a bare URL inside brackets or emphasis at its own line and column', async () => {
    const s = await site({ '/gone': 404, '/em-gone': 404, '/ok': 'fine' });
    const text = [
      '# Bare URLs',
      '',
      `Intro [see ${s.url}/gone] and`,
      `  more _text ${s.url}/em-gone_ then ${s.url}/ok.`,
      '',
      `- [ ] 🔬 (${s.url}/gone)`,
      '',
    ].join('\n');
    const r = await check({ 'README.md': text, 'bom.md': `\uFEFF${text}` });
    const col = (line: string, needle: string) => Array.from(line.slice(0, line.indexOf(needle))).length + 1;
    const lines = text.split('\n');
    const expected = (file: string) => [
      `${s.url}/gone @ ${file}:3:${col(lines[2]!, s.url)}`,
      `${s.url}/em-gone @ ${file}:4:${col(lines[3]!, s.url)}`,
      `${s.url}/gone @ ${file}:6:${col(lines[5]!, s.url)}`,
    ];
    expect(places(r)).toEqual([...expected('README.md'), ...expected('bom.md')].sort());
    expect(places(r)).toContain(`${s.url}/gone @ README.md:3:12`);
    expect(places(r)).toContain(`${s.url}/gone @ README.md:6:10`);
  });
});
