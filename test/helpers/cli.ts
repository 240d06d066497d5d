/**
 * The bundled CLI (`dist/cli.js`, which runs `dist/cli/main.js` on a worker thread) for tests
 * that run it as a child process (`process.execPath <cli.js> …`). test/global-setup.ts rebuilds
 * dist/ from src/ before the run when it is stale, so this is always the CLI of the current
 * sources; with LINKSPIDER_SKIP_BUILD=1 and a stale dist/, it refuses instead of testing old code.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { assertDistCurrent } from './dist.js';
import type { TestServer } from './server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST_CLI = path.join(ROOT, 'dist', 'cli.js');

/** Absolute path of the CLI bundle, built from the current sources. */
export async function cliPath(): Promise<string> {
  assertDistCurrent();
  return DIST_CLI;
}

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Run the CLI to completion (killed after `timeoutMs`). */
export async function runCli(args: string[], opts: { cwd?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  const cli = await cliPath();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { cwd: opts.cwd ?? ROOT, timeout: opts.timeoutMs ?? 20_000, env: { ...process.env, NO_COLOR: '1', ...opts.env } },
      (err, stdout, stderr) => {
        const e = err as (Error & { code?: number | string; signal?: NodeJS.Signals }) | null;
        resolve({
          code: e ? (typeof e.code === 'number' ? e.code : null) : 0,
          signal: e?.signal ?? null,
          stdout: String(stdout),
          stderr: String(stderr),
        });
      },
    );
  });
}

/** Start the CLI without waiting (for signals). */
export async function spawnCli(args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; nodeArgs?: string[] } = {}): Promise<ChildProcess> {
  const cli = await cliPath();
  return spawn(process.execPath, [...(opts.nodeArgs ?? []), cli, ...args], {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, NO_COLOR: '1', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export { ROOT };

/**
 * For a test file that runs the CLI as children: a scratch folder (made before the tests, removed
 * after), and the children and servers the tests push, killed and closed after each test.
 */
export function cliScratch(prefix: string): { readonly dir: string; servers: TestServer[]; children: ChildProcess[] } {
  let dir = '';
  const servers: TestServer[] = [];
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    await cliPath();
    dir = mkdtempSync(path.join(tmpdir(), prefix));
  }, 120_000);
  afterEach(async () => {
    for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      return dir;
    },
    servers,
    children,
  };
}
