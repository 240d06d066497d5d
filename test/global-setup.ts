/**
 * vitest globalSetup: the CLI and Action tests run the bundles in dist/, so before any test
 * runs, dist/ is rebuilt from src/ (scripts/package.mjs, about a minute) when it is not a
 * build of the current sources. "Current" is decided by content, in scripts/dist-stamp.mjs:
 * a hash of the build's inputs and of dist/ recorded by the last build in .tmp/, so a fresh
 * dist/ costs only the hashing (tens of milliseconds), and `npm test` after an edit to src/
 * tests the edited code.
 *
 * LINKSPIDER_SKIP_BUILD=1 skips the build (for a quick run of unit tests); the CLI and Action
 * helpers then refuse to run a stale bundle instead of testing old code.
 *
 * The run's temporary folder: TMPDIR points at a folder of this run's own (`linkspider-tests-*` in the
 * system's), which every test process and every CLI or Action child inherits. At the end, whatever the tests
 * left there is named (a test that does not clean up, see test/helpers/temp.ts) and the folder removed, so a
 * run leaves nothing behind.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCK = path.join(ROOT, '.tmp', 'dist-build.lock');

function staleReason(): string | undefined {
  try {
    execFileSync(process.execPath, ['scripts/dist-stamp.mjs', 'check'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    return undefined;
  } catch (e) {
    const out = String((e as { stdout?: string }).stdout ?? '').trim();
    return out.replace(/^dist\/ is stale: /, '') || String(e);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One build at a time per checkout (two vitest runs started together share it). */
async function withLock<T>(fn: () => T): Promise<T> {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 10 * 60_000) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        /* released meanwhile */
      }
      await sleep(500);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Why dist/ is not a build of the current sources ('' when it is). */
    distStale: string;
  }
}

/** Entries that are not the tests' doing: Node's compile cache (the CLI turns it on), vite's module cache. */
const NOT_LEFT_BY_TESTS = /^(node-compile-cache|[A-Za-z0-9_-]{21})$/;

export default async function setup(project: TestProject): Promise<() => void> {
  const runTemp = mkdtempSync(path.join(tmpdir(), 'linkspider-tests-'));
  process.env['TMPDIR'] = runTemp;
  let reason = staleReason();
  if (reason !== undefined && process.env['LINKSPIDER_SKIP_BUILD'] !== '1') {
    reason = await withLock(() => {
      const again = staleReason();
      if (again === undefined) return undefined;
      console.log(`[global-setup] rebuilding dist/ from src/ (${again}) …`);
      execFileSync(process.execPath, ['scripts/package.mjs'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
      return staleReason();
    });
  }
  project.provide('distStale', reason ?? '');
  return () => {
    const left = readdirSync(runTemp).filter((name) => !NOT_LEFT_BY_TESTS.test(name));
    if (left.length > 0) {
      console.log(`[global-setup] the tests left ${left.length} entries in the temporary folder (removed now): ${left.sort().join(', ')}`);
    }
    rmSync(runTemp, { recursive: true, force: true, maxRetries: 3 });
  };
}
