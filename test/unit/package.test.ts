/**
 * The package as released: one version everywhere, importing it runs nothing, and the
 * CHANGELOG's newest release is this version (the release workflow publishes its section as
 * the notes), with nothing left under Unreleased; the docs' `uses:` take this major version.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/options.js';
import { NODE_NEEDED, nodeIsRecentEnough, nodeVersionProblem } from '../../src/support/node-version.js';
import { readActionYml } from '../helpers/action-yml.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;

describe('package', () => {
  it('has one version: package.json, VERSION, the user-agent default', () => {
    expect(pkg['version']).toBe(VERSION);
    expect(readActionYml().inputs.get('user-agent')?.description).toMatch(new RegExp(` Default: \`linkspider/${VERSION.replace(/\./g, '\\.')}\`.$`));
  });

  it('checks for the Node version of engines.node', () => {
    expect((pkg['engines'] as Record<string, string>)['node']).toBe(`>=${NODE_NEEDED}`);
    expect(nodeIsRecentEnough(process.versions.node)).toBe(true);
    expect(nodeIsRecentEnough('22.19.0', '22.19')).toBe(true);
    expect(nodeIsRecentEnough('v22.20.1', '22.19')).toBe(true);
    expect(nodeIsRecentEnough('24.0.0', '22.19')).toBe(true);
    expect(nodeIsRecentEnough('22.18.9', '22.19')).toBe(false);
    expect(nodeIsRecentEnough('20.20.2', '22.19')).toBe(false);
    expect(nodeVersionProblem('v20.20.2', '22.19')).toBe('needs Node.js 22.19 or newer; this is Node.js 20.20.2');
    expect(nodeVersionProblem('22.19.0', '22.19')).toBeUndefined();
  });

  it('needs no dependency at run time: dist/ carries every library it uses', () => {
    // npm i -g linkspider installs the package alone (not 333 packages); the bundles are self-contained.
    expect(pkg['dependencies'] ?? {}).toEqual({});
    expect(Object.keys(pkg['devDependencies'] as object)).toEqual(expect.arrayContaining(['@actions/core', 'undici', 'parse5', 'markdown-it']));
  });

  it('has no entry point that would run the Action on import', () => {
    expect(pkg['main']).toBeUndefined();
    const exports = pkg['exports'] as Record<string, string>;
    expect(Object.keys(exports)).not.toContain('.');
    expect(Object.values(exports)).not.toContain('./dist/index.js');
    expect(pkg['bin']).toEqual({ linkspider: 'dist/cli.js' });
  });

  it("has this version as the CHANGELOG's newest release, and nothing under Unreleased", async () => {
    const changelog = readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
    const releases = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+[^\]]*)\] - (\d{4}-\d{2}-\d{2})$/gm)].map((m) => m[1]);
    expect(releases[0], 'the newest release heading of CHANGELOG.md').toBe(VERSION);
    // Keep a Changelog keeps an empty Unreleased heading above the releases, or none.
    const unreleased = /^## \[Unreleased\]\n([\s\S]*?)(?=^## )/m.exec(changelog);
    if (unreleased)
      expect(unreleased[1]!.trim(), `entries under [Unreleased]: ${VERSION} is cut, so they belong under [${VERSION}] (or a new version)`).toBe('');
    const notes = await new Promise<{ code: number; stdout: string }>((resolve) =>
      execFile(process.execPath, ['scripts/release-notes.mjs', `v${VERSION}`], { cwd: ROOT }, (err, stdout) =>
        resolve({ code: err ? Number(err.code) : 0, stdout }),
      ),
    );
    expect(notes.code).toBe(0);
    // The release's own sections (a patch release may have no Added).
    expect(notes.stdout).toMatch(/^### (Added|Changed|Deprecated|Removed|Fixed|Security)$/m);
    expect(notes.stdout).not.toContain(`## [${VERSION}]`);
  });

  it('is the version the docs tell users to take (uses: linkspider/linkspider@vMAJOR)', () => {
    const major = VERSION.split('.')[0];
    const docs = [
      'README.md',
      ...readdirSync(path.join(ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    let uses = 0;
    for (const file of docs) {
      for (const m of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/uses: linkspider\/linkspider@(v[\w.]+)/g)) {
        expect(m[1], `${file}: uses: linkspider/linkspider@${m[1]}`).toBe(`v${major}`);
        uses++;
      }
    }
    expect(uses).toBeGreaterThan(0);
  });

  it('ships bundles that are plain ASCII and parse (scripts/package.mjs writes other characters by their context)', async () => {
    const dist = path.join(ROOT, 'dist');
    const bundles = readdirSync(dist, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.js'));
    expect(bundles).toContain('cli.js');
    expect(bundles.filter((f) => !readFileSync(path.join(dist, f)).every((b) => b < 0x80))).toEqual([]);
    // `node --check` on each: an escape written where the syntax allows none (white space between tokens) fails it.
    const failed = await Promise.all(
      bundles.map(
        (f) =>
          new Promise<string | undefined>((resolve) =>
            execFile(process.execPath, ['--check', path.join(dist, f)], (err) => resolve(err ? `${f}: ${err.message}` : undefined)),
          ),
      ),
    );
    expect(failed.filter((f) => f !== undefined)).toEqual([]);
  }, 60_000);
});
