/**
 * Runs the bundled Action (dist/index.js, or LINKSPIDER_ACTION_BUNDLE) the way the runner
 * does: a child process on this Node with INPUT_* variables, GITHUB_STEP_SUMMARY and
 * GITHUB_OUTPUT files, GITHUB_WORKSPACE as the current folder and RUNNER_TEMP. `env` adds
 * variables (GITHUB_RUN_ID, LINKSPIDER_TEST_CACHE_DIR, GITHUB_API_URL, …); nothing else from
 * the test's own environment leaks in.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUNDLE = path.resolve(ROOT, process.env['LINKSPIDER_ACTION_BUNDLE'] ?? 'dist/index.js');

export interface ActionDirs {
  root: string;
  workspace: string;
  temp: string;
}

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Workflow commands on stdout (`::name props::message`). */
  commands: Array<{ command: string; props: Record<string, string>; message: string }>;
  dirs: ActionDirs;
}

/** A fresh workspace and runner temp folder; `files` are written into the workspace. */
export function sandbox(files: Record<string, string> = {}): ActionDirs {
  const root = mkdtempSync(path.join(tmpdir(), 'ls-action-'));
  const workspace = path.join(root, 'workspace');
  const temp = path.join(root, 'runner-temp');
  mkdirSync(workspace);
  mkdirSync(temp);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(workspace, rel)), { recursive: true });
    writeFileSync(path.join(workspace, rel), text);
  }
  return { root, workspace, temp };
}

/** GITHUB_OUTPUT as written by @actions/core: `name<<delimiter\nvalue\ndelimiter`. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    out[m[1]!] = value.join('\n');
  }
  return out;
}

function unescapeData(s: string): string {
  return s.replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
}

function parseCommands(stdout: string): ActionRun['commands'] {
  return stdout
    .split(/\r?\n/)
    .filter((l) => l.startsWith('::'))
    .map((l) => {
      const m = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(l);
      if (!m) throw new Error(`not a workflow command: ${l}`);
      const props: Record<string, string> = {};
      for (const kv of (m[2] ?? '').split(',').filter(Boolean)) {
        const eq = kv.indexOf('=');
        props[kv.slice(0, eq)] = unescapeData(kv.slice(eq + 1));
      }
      return { command: m[1]!, props, message: unescapeData(m[3]!) };
    });
}

/** Run the bundle with these inputs (`INPUT_` + upper-cased name, hyphens kept) and extra env. */
export function runAction(inputs: Record<string, string>, dirs: ActionDirs = sandbox(), env: Record<string, string> = {}): Promise<ActionRun> {
  const summaryFile = path.join(dirs.root, 'step-summary.md');
  const outputFile = path.join(dirs.root, 'github-output');
  writeFileSync(summaryFile, '');
  writeFileSync(outputFile, '');
  const childEnv: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    GITHUB_WORKSPACE: dirs.workspace,
    RUNNER_TEMP: dirs.temp,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    ...env,
  };
  for (const [name, value] of Object.entries(inputs)) childEnv[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [BUNDLE], { cwd: dirs.workspace, env: childEnv, timeout: 60_000, maxBuffer: 32 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err && typeof err.code !== 'number') return reject(err);
      resolve({
        code: err ? (err.code as number) : 0,
        stdout,
        stderr,
        outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
        summary: readFileSync(summaryFile, 'utf8'),
        commands: parseCommands(stdout),
        dirs,
      });
    });
  });
}

/** Requests a test server saw for `path`, whatever the method (HEAD, GET). */
export function hitsFor(hits: Map<string, number>, pathWithQuery: string): number {
  let n = 0;
  for (const [key, count] of hits) if (key.slice(key.indexOf(' ') + 1) === pathWithQuery) n += count;
  return n;
}
