/**
 * The bundled CLI for tests that run it as a child process (`process.execPath <cli.js> …`).
 *
 * `dist/cli.js` is used when it is newer than every source file the CLI is built from.
 * Otherwise the CLI alone is bundled with ncc into `.tmp/cli-test/` (about 15 s; the full
 * `scripts/package.mjs` also bundles the Action and takes over a minute, too long for a test,
 * and it deletes `dist/` under anyone else using it). Test files that need the CLI at the same
 * time share one build through a lock folder.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST_CLI = path.join(ROOT, 'dist', 'cli.js');
const TMP_DIR = path.join(ROOT, '.tmp', 'cli-test');
const TMP_CLI = path.join(TMP_DIR, 'index.js');
const LOCK = path.join(ROOT, '.tmp', 'cli-test.lock');

/** Newest mtime of the sources the CLI bundle is made of (the Action's own files excluded). */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (p !== path.join(ROOT, 'src', 'action')) walk(p);
      } else if (e.name.endsWith('.ts') && p !== path.join(ROOT, 'src', 'index.ts')) {
        newest = Math.max(newest, statSync(p).mtimeMs);
      }
    }
  };
  walk(path.join(ROOT, 'src'));
  return newest;
}

function fresh(file: string): boolean {
  return existsSync(file) && statSync(file).mtimeMs >= newestSource();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cached: Promise<string> | undefined;

/** Absolute path of a current CLI bundle; builds one when needed. */
export function cliPath(): Promise<string> {
  cached ??= locate();
  return cached;
}

async function locate(): Promise<string> {
  if (fresh(DIST_CLI)) return DIST_CLI;
  if (fresh(TMP_CLI)) return TMP_CLI;
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // Someone else is building: wait, then use their bundle (or take over a lock left behind).
      if (fresh(TMP_CLI)) return TMP_CLI;
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 120_000) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
      await sleep(250);
    }
  }
  try {
    if (fresh(TMP_CLI)) return TMP_CLI;
    const out = `${TMP_DIR}-${process.pid}`;
    rmSync(out, { recursive: true, force: true });
    const ncc = path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, [ncc, 'build', 'src/cli.ts', '-o', out, '--quiet', '--target', 'es2023'], { cwd: ROOT }, (err, _o, stderr) =>
        err ? reject(new Error(`ncc build of the CLI failed: ${stderr}`)) : resolve(),
      ),
    );
    writeFileSync(path.join(out, 'package.json'), '{"type":"module"}\n');
    rmSync(TMP_DIR, { recursive: true, force: true });
    renameSync(out, TMP_DIR);
    return TMP_CLI;
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
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
export async function spawnCli(
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; nodeArgs?: string[] } = {},
): Promise<ChildProcess> {
  const cli = await cliPath();
  return spawn(process.execPath, [...(opts.nodeArgs ?? []), cli, ...args], {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, NO_COLOR: '1', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export { ROOT };
