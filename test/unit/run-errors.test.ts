import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CacheFileError } from '../../src/cache/result-cache.js';
import { isRunError, RunError, UsageError } from '../../src/errors.js';
import { resolveOptions } from '../../src/options.js';
import { flagName } from '../../src/options/cli.js';
import { runCheck } from '../../src/run.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ls-run-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('run-level errors carry a code, the input and a cause', () => {
  it('a usage error is the usage code of RunError, its message naming the input', () => {
    const e = new UsageError('--max-depth', 'expected a whole number');
    expect(e).toBeInstanceOf(RunError);
    expect([e.code, e.input, e.message, e.detail]).toEqual(['usage', '--max-depth', '--max-depth: expected a whole number', 'expected a whole number']);
    expect(isRunError(e, 'usage')).toBe(true);
    expect(isRunError(e, 'cache-file')).toBe(false);
    expect(isRunError(new Error('--max-depth: looks like one'))).toBe(false);
  });

  it('about() names the input the face calls it, keeping the code and the original as cause', () => {
    const original = new CacheFileError('cache file x is not valid JSON');
    const named = original.about('--cache');
    expect([named.code, named.input, named.message, named.cause]).toEqual(['cache-file', '--cache', '--cache: cache file x is not valid JSON', original]);
  });

  const site = path.join(dir, 'site');
  mkdirSync(site);
  writeFileSync(path.join(site, 'index.html'), '<p>no links</p>');
  const corrupt = path.join(dir, 'corrupt.json');
  writeFileSync(corrupt, '{ not json');

  it('an unusable cache file stops the run before any request: code cache-file, naming --cache', async () => {
    const e = await runCheck(resolveOptions({ path: site, cache: corrupt }, flagName), {}, flagName).catch((x: unknown) => x);
    expect(isRunError(e, 'cache-file')).toBe(true);
    expect((e as RunError).input).toBe('--cache');
    expect((e as RunError).cause).toBeInstanceOf(CacheFileError);
  });

  it('an unreadable baseline: code baseline-file, naming the input as the Action calls it', async () => {
    const e = await runCheck(resolveOptions({ path: site, baseline: corrupt })).catch((x: unknown) => x);
    expect(isRunError(e, 'baseline-file')).toBe(true);
    expect((e as RunError).message).toMatch(/^baseline: /);
    expect((e as RunError).cause).toBeInstanceOf(Error);
  });

  it('a --db that is a folder: code db-file, naming --db', async () => {
    const e = await runCheck(resolveOptions({ path: site, db: dir }, flagName), {}, flagName).catch((x: unknown) => x);
    expect(isRunError(e, 'db-file')).toBe(true);
    expect((e as RunError).message).toMatch(/^--db: .* is a folder/);
  });
});
