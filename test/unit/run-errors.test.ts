import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CacheFileError } from '../../src/cache/result-cache.js';
import { isRunError, RunError, UsageError } from '../../src/errors.js';
import { resolveOptions } from '../../src/options.js';
import { flagName } from '../../src/options/cli.js';
import { runCheck } from '../../src/run.js';
import { checkOutputPaths } from '../../src/app/report-files.js';
import { mergeShardFiles } from '../../src/app/merge.js';
import { mergeArtifactReports } from '../../src/action/merge.js';
import { findConfig } from '../../src/options/config.js';
import { IGNORE_FILE, readIgnoreFile } from '../../src/markdown/ignore.js';
import { writeJsonReport } from '../../src/report/json.js';
import { report } from './action-report-fixture.js';

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

describe('file and merge problems are run-level errors of their own code, not usage', () => {
  it('an output path that cannot be written: report-file, mirror-folder, cache-file or db-file', () => {
    const blocker = path.join(dir, 'blocker');
    writeFileSync(blocker, 'x');
    const codeOf = (options: Parameters<typeof checkOutputPaths>[0]) => {
      try {
        checkOutputPaths(options);
      } catch (e) {
        return isRunError(e) ? e.code : String(e);
      }
      return undefined;
    };
    const under = path.join(blocker, 'x');
    expect([
      codeOf({ json: under }),
      codeOf({ sarif: under }),
      codeOf({ junit: under }),
      codeOf({ mirror: blocker }),
      codeOf({ cache: under }),
      codeOf({ db: under }),
    ]).toEqual(['report-file', 'report-file', 'report-file', 'mirror-folder', 'cache-file', 'db-file']);
  });

  it('shards that cannot be read or merged: code merge, naming the input the face gives', async () => {
    const missing = path.join(dir, 'missing.json');
    const unread = await mergeShardFiles([missing], [missing], undefined, 'merge').catch((x: unknown) => x);
    expect(isRunError(unread, 'merge')).toBe(true);
    expect((unread as RunError).message).toMatch(/^merge: ".*missing\.json" does not exist/);
    const notShard = path.join(dir, 'not-a-shard.json');
    await writeJsonReport(report(), notShard);
    const unmerged = await mergeShardFiles([notShard], [notShard]).catch((x: unknown) => x);
    expect(isRunError(unmerged, 'merge')).toBe(true);
    expect([(unmerged as RunError).input, (unmerged as RunError).message]).toEqual([
      undefined,
      expect.stringMatching(/^cannot merge: .* is not a shard report/),
    ]);
    const none = await mergeArtifactReports('shards/**/report.json', dir).catch((x: unknown) => x);
    expect(isRunError(none, 'merge')).toBe(true);
    expect((none as RunError).message).toMatch(/^merge: no report file matches/);
  });

  it('a config file named but missing, or an unreadable .linkspiderignore: config-file', () => {
    let e: unknown;
    try {
      findConfig(dir, 'nope.json');
    } catch (x) {
      e = x;
    }
    expect(isRunError(e, 'config-file')).toBe(true);
    expect((e as RunError).message).toBe('--config: no such file: "nope.json"');
    const repo = path.join(dir, 'repo');
    mkdirSync(path.join(repo, IGNORE_FILE), { recursive: true });
    e = undefined;
    try {
      readIgnoreFile(repo);
    } catch (x) {
      e = x;
    }
    expect(isRunError(e, 'config-file')).toBe(true);
    expect((e as RunError).message).toMatch(/^\.linkspiderignore: cannot be read: /);
  });
});
