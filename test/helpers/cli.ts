/**
 * The bundled CLI for tests that run it as a child process (`process.execPath <cli.js> …`).
 *
 * `dist/cli.js` is used when it is current: rebuilt locally after the last source change, or
 * committed no earlier than the last commit to the CLI's sources with no source edits since
 * (mtimes alone lie: a checkout or restore of an old dist/ gives it a new mtime).
 * Otherwise the CLI alone (launcher and main) is bundled with ncc into `.tmp/cli-test/`, stamped with a hash of the
 * sources it was built from (about 15 s; the full
 * `scripts/package.mjs` also bundles the Action and takes over a minute, too long for a test,
 * and it deletes `dist/` under anyone else using it). Test files that need the CLI at the same
 * time share one build through a lock folder.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST_CLI = path.join(ROOT, 'dist', 'cli.js');
const DIST_MAIN = path.join(ROOT, 'dist', 'cli-main.js');
const TMP_DIR = path.join(ROOT, '.tmp', 'cli-test');
const TMP_CLI = path.join(TMP_DIR, 'cli.js');
const LOCK = path.join(ROOT, '.tmp', 'cli-test.lock');

/** The sources the CLI bundle is made of (the Action's own files excluded), sorted. */
function sources(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (p !== path.join(ROOT, 'src', 'action')) walk(p);
      } else if (e.name.endsWith('.ts') && p !== path.join(ROOT, 'src', 'index.ts')) {
        out.push(p);
      }
    }
  };
  walk(path.join(ROOT, 'src'));
  return out.sort();
}

function sourceHash(): string {
  const h = createHash('sha256');
  for (const f of sources()) h.update(path.relative(ROOT, f)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex');
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

function distIsCurrent(): boolean {
  if (!existsSync(DIST_CLI) || !existsSync(DIST_MAIN)) return false;
  const files = sources().map((f) => path.relative(ROOT, f));
  try {
    if (git('status', '--porcelain', '--', 'dist/cli.js', 'dist/cli-main.js') !== '') {
      // Rebuilt locally: current when newer than every source.
      const newest = Math.max(...sources().map((f) => statSync(f).mtimeMs));
      return Math.min(statSync(DIST_CLI).mtimeMs, statSync(DIST_MAIN).mtimeMs) >= newest;
    }
    if (git('status', '--porcelain', '--', ...files) !== '') return false;
    const distTime = Math.min(...['dist/cli.js', 'dist/cli-main.js'].map((f) => Number(git('log', '-1', '--format=%ct', '--', f))));
    const srcTime = Number(git('log', '-1', '--format=%ct', '--', ...files));
    return distTime >= srcTime;
  } catch {
    return false; // no git: build our own
  }
}

const STAMP = path.join(TMP_DIR, 'sources.sha256');

function tmpIsCurrent(hash: string): boolean {
  return existsSync(TMP_CLI) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cached: Promise<string> | undefined;

/** Absolute path of a current CLI bundle; builds one when needed. */
export function cliPath(): Promise<string> {
  cached ??= locate();
  return cached;
}

async function locate(): Promise<string> {
  if (distIsCurrent()) return DIST_CLI;
  let hash = sourceHash();
  if (tmpIsCurrent(hash)) return TMP_CLI;
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // Someone else is building: wait, then use their bundle (or take over a lock left behind).
      if (tmpIsCurrent(hash)) return TMP_CLI;
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 120_000) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
      await sleep(250);
    }
  }
  try {
    hash = sourceHash();
    if (tmpIsCurrent(hash)) return TMP_CLI;
    const out = `${TMP_DIR}-${process.pid}`;
    rmSync(out, { recursive: true, force: true });
    const ncc = path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
    // The launcher and the CLI it runs on a worker thread, side by side as in dist/.
    for (const name of ['cli', 'cli-main']) {
      const dir = `${out}-${name}`;
      await new Promise<void>((resolve, reject) =>
        execFile(process.execPath, [ncc, 'build', `src/${name}.ts`, '-o', dir, '--quiet', '--target', 'es2023'], { cwd: ROOT }, (err, _o, stderr) =>
          err ? reject(new Error(`ncc build of src/${name}.ts failed: ${stderr}`)) : resolve(),
        ),
      );
      mkdirSync(out, { recursive: true });
      renameSync(path.join(dir, 'index.js'), path.join(out, `${name}.js`));
      rmSync(dir, { recursive: true, force: true });
    }
    writeFileSync(path.join(out, 'package.json'), '{"type":"module"}\n');
    // The hash of the sources as they were when the build started: an edit during it means a rebuild next time.
    writeFileSync(path.join(out, 'sources.sha256'), hash);
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
