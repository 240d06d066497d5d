/**
 * The package as npm installs it (issue 38 item 18): `npm pack`, then `npm i -g` of the tarball
 * into an empty prefix OFFLINE (it has no dependency to fetch), then the installed `linkspider`
 * checks a folder and a Markdown file. The install stays small (the bundles carry their
 * libraries): at most 40 MB on disk.
 */
import { execFile } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cliPath, ROOT } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

const run = promisify(execFile);

/** Bytes of every file under `dir` (symbolic links counted as links). */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? bytesUnder(p) : lstatSync(p).size;
  }
  return total;
}

describe('the npm package', () => {
  it('installs offline from its tarball into an empty prefix, small, and the installed linkspider checks a folder', async () => {
    await cliPath(); // dist/ is a build of the current sources
    const dir = tempDir('ls-package-');
    // npm's own cache stays in the temp folder: the install must need nothing from a registry.
    const env = { ...process.env, npm_config_cache: path.join(dir, 'cache'), npm_config_update_notifier: 'false' };
    const packed = await run('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: ROOT, env, maxBuffer: 1 << 24 });
    const tarball = path.join(dir, packed.stdout.trim().split('\n').pop()!);
    const prefix = path.join(dir, 'prefix');
    await run('npm', ['i', '-g', tarball, '--prefix', prefix, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir, env });
    expect(readdirSync(path.join(prefix, 'lib', 'node_modules'))).toEqual(['linkspider']);
    expect(bytesUnder(prefix)).toBeLessThanOrEqual(40 * 1024 * 1024);

    const site = path.join(dir, 'site');
    mkdirSync(site);
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>t</title><a href="gone.html">gone</a> <a href="README.md">readme</a>');
    writeFileSync(path.join(site, 'README.md'), '# Readme\n\n[missing](missing.md)\n');
    const bin = path.join(prefix, 'bin', 'linkspider');
    const folder = await run(process.execPath, [bin, site, '--quiet'], { cwd: dir, env }).catch((e: { code: number; stdout: string; stderr: string }) => e);
    expect(folder.stdout).toContain('✗ 404 /gone.html');
    expect((folder as { code?: number }).code).toBe(1);
    const markdown = await run(process.execPath, [bin, 'site/README.md', '--quiet'], { cwd: dir, env }).catch((e: { code: number; stdout: string }) => e);
    expect(markdown.stdout).toContain('missing.md');
    expect((markdown as { code?: number }).code).toBe(1);
  }, 180_000);
});
