/**
 * Markdown `files`: the fixture repository (nested docs, images, anchors with duplicates and
 * unicode, reference links, raw HTML, code blocks with fake links, a .linkspiderignore) gives
 * exactly its planted dead links, at their lines and columns; web links go to a loopback
 * server, once per URL however many files name them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawl/index.js';
import { resolveOptions } from '../../src/options.js';
import type { Report } from '../../src/report/model.js';
import { closeServers, FAST, hits, site } from '../helpers/crawl.js';
import { copyFixtureRepo, type RepoCopy } from '../helpers/markdown-repo.js';

let repo: RepoCopy | undefined;
afterEach(async () => {
  repo?.remove();
  repo = undefined;
  await closeServers();
});

async function server() {
  return site({ '/ok': 'fine', '/gone': 404, '/raw-gone': 410 });
}

function places(r: Report): string[] {
  return r.dead.flatMap((d) => d.referrers.map((ref) => `${d.url} @ ${ref.file}:${ref.line}:${ref.column}`)).sort();
}

describe('Markdown files', () => {
  it('finds exactly the planted dead links, with file, line and column', async () => {
    const s = await server();
    repo = copyFixtureRepo(s.url);
    const r = await crawl(resolveOptions({ ...FAST, files: ['**/*.md'] }), {}, { repository: { root: repo.root } });
    const at = (file: string, text: string, url: string) => {
      const p = repo!.at(file, text);
      return `${url} @ ${file}:${p.line}:${p.column}`;
    };
    expect(places(r)).toEqual(
      [
        at('README.md', '[heading that is not there]', 'docs/guide.md#nowhere'),
        at('README.md', '[file that is not there]', 'docs/missing.md'),
        at('README.md', '[wrong case]', 'Docs/guide.md'),
        at('README.md', '![gone]', 'images/gone.png'),
        at('README.md', '[line 99]', 'scripts/run.sh#L99'),
        at('README.md', '[a page that is gone]', `${s.url}/gone`),
        at('README.md', 'href="docs/nope.html"', 'docs/nope.html'),
        at('README.md', `href="${s.url}/raw-gone"`, `${s.url}/raw-gone`),
        at('docs/guide.md', '[a typo]', 'docs/guide.md#set-up'),
        at('docs/guide.md', '[gone]', `${s.url}/gone`),
        at('docs/nested/deep.md', '[outside the repository]', '../../../outside.md'),
      ].sort(),
    );
    const reasons = Object.fromEntries(r.dead.map((d) => [d.url, d.reason]));
    expect(reasons['Docs/guide.md']).toContain('docs/guide.md (paths are case-sensitive');
    expect(reasons['scripts/run.sh#L99']).toContain('3 lines');
    expect(r.dead.find((d) => d.url === 'docs/missing.md')?.error).toBe('missing-file');
    expect(r.dead.find((d) => d.url === 'docs/guide.md#nowhere')?.error).toBe('missing-fragment');
    // One check per web URL, however many files and links name it.
    expect(hits(s, 'HEAD /ok')).toBe(1);
    expect(hits(s, 'HEAD /gone')).toBe(1);
    expect([...s.hits.keys()].some((k) => k.includes('code-block'))).toBe(false);
    // The ignore file: skipped, never requested; the Markdown files are the report's pages.
    expect(r.skipped['excluded']).toBe(2);
    expect(r.pages.map((p) => p.url)).toEqual(['README.md', 'docs/guide.md', 'docs/nested/deep.md']);
    expect(r.mailto.map((m) => m.address)).toEqual(['team@example.org']);
  });

  it('with changed files: checks those in full, and only the links into them elsewhere', async () => {
    const s = await server();
    repo = copyFixtureRepo(s.url);
    const changed = new Set(['docs/guide.md']);
    const r = await crawl(resolveOptions({ ...FAST, files: ['.'] }), {}, { repository: { root: repo.root, changed } });
    expect(r.dead.map((d) => d.url).sort()).toEqual(['docs/guide.md#nowhere', 'docs/guide.md#set-up', `${s.url}/gone`].sort());
    // README's own web links are not checked; guide's are.
    expect(hits(s, 'HEAD /raw-gone')).toBe(0);
    expect(r.dead.find((d) => d.url === `${s.url}/gone`)?.referrers.map((x) => x.file)).toEqual(['docs/guide.md']);
  });

  it('names the input when a pattern matches no Markdown file', async () => {
    repo = copyFixtureRepo('http://127.0.0.1:9');
    await expect(crawl(resolveOptions({ files: ['nope/**/*.md'] }), {}, { repository: { root: repo.root } })).rejects.toThrow(
      /^files: "nope\/\*\*\/\*\.md" matches no Markdown file/,
    );
  });
});
