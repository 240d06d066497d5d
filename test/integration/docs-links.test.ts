/**
 * The user docs check themselves: linkspider's own Markdown check of README.md and
 * docs/**\/*.md finds no dead link (files, headings, anchors; web links are not requested),
 * and the README stays a front page: small, a table of contents and the Action early.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the docs', () => {
  it('have no dead links: linkspider README.md docs/**/*.md --no-check-external exits 0', async () => {
    const r = await runCli(['README.md', 'docs/**/*.md', '--no-check-external', '--quiet'], { cwd: ROOT, timeoutMs: 60_000 });
    expect(r.stdout + r.stderr).toMatch(/^no dead links/im);
    expect(r.code).toBe(0);
  });

  it('keep the README a front page: at most 30 KB, contents in the first 80 lines, the Action in the first 150', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(statSync(path.join(ROOT, 'README.md')).size).toBeLessThanOrEqual(30 * 1024);
    const lines = readme.split('\n');
    expect(lines.findIndex((l) => /^## Contents\s*$/.test(l))).toBeGreaterThan(-1);
    expect(lines.findIndex((l) => /^## Contents\s*$/.test(l))).toBeLessThan(80);
    expect(lines.findIndex((l) => /^\s+uses: linkspider\/linkspider@v\d+\s*$/.test(l))).toBeGreaterThan(-1);
    expect(lines.findIndex((l) => /^\s+uses: linkspider\/linkspider@v\d+\s*$/.test(l))).toBeLessThan(150);
    // Every reference page is linked from the README.
    const pages = readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const p of pages) expect(readme, `README links docs/${p}`).toContain(`](docs/${p}`);
  });
});
