import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAnnotations, choose, referrerFile, type AnnotationContext } from '../../src/action/annotations.js';
import { issued } from '../helpers/annotations.js';
import { dead, ref, report, warn } from './action-report-fixture.js';

const ws = path.resolve('/ws');
const ctx: AnnotationContext = { workspace: ws, fullListAt: 'the job summary and /tmp/report.md' };
const folderCtx: AnnotationContext = { ...ctx, sitePath: path.join(ws, 'public') };

describe('referrerFile', () => {
  it('maps a folder page to a workspace-relative path with forward slashes', () => {
    expect(referrerFile(ref({ file: 'docs/guide/index.html' }), folderCtx)).toBe('public/docs/guide/index.html');
  });

  it('has no file for a live site or a folder outside the workspace', () => {
    expect(referrerFile(ref({ file: 'index.html' }), ctx)).toBeUndefined();
    expect(referrerFile(ref(), folderCtx)).toBeUndefined();
    expect(referrerFile(ref({ file: 'index.html' }), { ...ctx, sitePath: path.resolve('/elsewhere') })).toBeUndefined();
  });
});

describe('annotations', () => {
  it('points at file, line and column for a folder check', () => {
    const r = report({
      dead: [dead('http://127.0.0.1:9/missing.html', { internal: true, referrers: [ref({ file: 'a/b.html', line: 12, column: 9, text: 'Guide' })] })],
    });
    const [a] = buildAnnotations(r, { error: 10, warning: 10 }, folderCtx);
    expect(a).toMatchObject({ level: 'error', file: 'public/a/b.html', line: 12, col: 9, title: 'Dead link: HTTP 404 Not Found' });
    expect(a!.message).toContain('http://127.0.0.1:9/missing.html');
    expect(a!.message).toContain('"Guide"');
    expect(issued(a!)).toMatch(/^::error title=Dead link%3A HTTP 404 Not Found,file=public\/a\/b\.html,line=12,col=9::/);
  });

  it('carries the page URL in the text for a live site', () => {
    const r = report({ dead: [dead('https://site.test/x', { referrers: [ref({ page: 'https://site.test/docs/', line: 4, column: 2 })] })] });
    const [a] = buildAnnotations(r, { error: 10, warning: 10 }, ctx);
    expect(a!.file).toBeUndefined();
    expect(a!.message).toContain('on https://site.test/docs/ (line 4, col 2)');
  });

  it('annotates the source line first when sources found the link', () => {
    const d = dead('https://site.test/gone', { referrers: [ref({ file: 'index.html' })] });
    const hits = new Map([['https://site.test/gone', [{ file: 'docs/readme.md', line: 7, column: 12, endColumn: 33, needle: '/gone' }]]]);
    const list = choose('error', [d], 10, { ...folderCtx, sourceHits: hits }).chosen;
    expect(list.map((a) => a.file)).toEqual(['docs/readme.md', 'public/index.html']);
    expect(list[0]).toMatchObject({ line: 7, col: 12, endColumn: 33 });
    expect(list[0]!.message).toBe('https://site.test/gone — HTTP 404 Not Found. Found at public/index.html:3:5.');
  });

  it('does not annotate an HTML line twice when sources matched the same file', () => {
    const d = dead('https://site.test/gone', { referrers: [ref({ file: 'index.html', line: 3 }), ref({ file: 'about.html', line: 9 })] });
    const hits = new Map([['https://site.test/gone', [{ file: 'public/index.html', line: 3, column: 14, endColumn: 18, needle: '/gone' }]]]);
    const list = choose('error', [d], 10, { ...folderCtx, sourceHits: hits }).chosen;
    expect(list.map((a) => `${a.file}:${a.line}:${a.col}`)).toEqual(['public/index.html:3:14', 'public/about.html:9:5']);
  });

  it('keeps within the caps: distinct URLs first, internal before external, then repeats', () => {
    const many = (url: string, n: number, internal: boolean) =>
      dead(url, { internal, referrers: Array.from({ length: n }, (_, i) => ref({ line: i + 1, raw: url })) });
    const r = report({
      dead: [many('https://ext.test/a', 5, false), many('https://site.test/b', 5, true), many('https://site.test/c', 1, true)],
      warnings: Array.from({ length: 15 }, (_, i) => warn(`https://site.test/w${i}`)),
    });
    const list = buildAnnotations(r, { error: 9, warning: 8 }, ctx);
    const errors = list.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(9);
    const urlOf = (m: string) => /→ (\S+)/.exec(m)![1];
    // Round one: one per URL, internal first; then repeats round-robin.
    expect(errors.slice(0, 3).map((a) => urlOf(a.message))).toEqual(['https://site.test/b', 'https://site.test/c', 'https://ext.test/a']);
    expect(errors.slice(3, 5).map((a) => urlOf(a.message))).toEqual(['https://site.test/b', 'https://ext.test/a']);
    expect(list.filter((a) => a.level === 'warning')).toHaveLength(8);
    const notices = list.filter((a) => a.level === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toMatch(
      /^2 more dead-link annotations and 7 more warning annotations not shown .*3 dead links and 15 warnings in all: see the job summary and \/tmp\/report\.md\.$/,
    );
  });

  it('adds no notice when everything fits', () => {
    const r = report({ dead: [dead('https://site.test/a')] });
    expect(buildAnnotations(r, { error: 10, warning: 10 }, ctx).map((a) => a.level)).toEqual(['error']);
  });

  it('escapes hostile titles and texts into one command line each', () => {
    const r = report({
      dead: [
        dead('https://site.test/x', {
          reason: '::set-output name=x::y',
          referrers: [ref({ text: 'click\n::error::pwned', raw: 'x' })],
        }),
      ],
    });
    const out = buildAnnotations(r, { error: 10, warning: 10 }, ctx).map(issued).join('\n') + '\n';
    expect(out.match(/^::/gm)).toHaveLength(1);
    expect(out).not.toMatch(/^::error::pwned/m);
    expect(out).not.toMatch(/^::set-output/m);
    expect(out).toContain('title=Dead link%3A %3A%3Aset-output name=x%3A%3Ay::');
  });
});
