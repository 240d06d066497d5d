/**
 * The CLI where it meets its surroundings (issue 25, "the surface"): an old Node, a closed pipe,
 * a terminal, a second Ctrl-C, and the messages a new user meets. Each runs the bundle
 * `dist/cli.js` in a child process, as a user would.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_NEEDED } from '../../src/support/node-version.js';
import { cliPath, cliScratch, runCli } from '../helpers/cli.js';

const scratch = cliScratch('ls-cli-surface-');

/** A Node older than the one the package needs, from PATH or /usr/bin (the system Node here is 20). */
function oldNode(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin'];
  for (const dir of dirs) {
    const bin = path.join(dir, 'node');
    try {
      const v = execFileSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
      if (Number(/^v(\d+)/.exec(v)?.[1]) < Number(NODE_NEEDED.split('.')[0])) return bin;
    } catch {
      /* no node there */
    }
  }
  return undefined;
}
const OLD_NODE = oldNode();

describe('on a Node older than engines.node (issue 25 item 9)', () => {
  it.skipIf(OLD_NODE === undefined)(
    `says in one line which Node is needed and which was found, exit 2 (${OLD_NODE ?? 'no Node < 22 on this machine'})`,
    async () => {
      const cli = await cliPath();
      const found = execFileSync(OLD_NODE!, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
      for (const args of [['--version'], ['--help'], ['http://127.0.0.1:9/'], ['merge', 'a.json']]) {
        const r = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(OLD_NODE!, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (d) => (stdout += d));
          child.stderr.on('data', (d) => (stderr += d));
          child.on('close', (code) => resolve({ code, stdout, stderr }));
        });
        expect(r.stderr, args.join(' ')).toBe(`linkspider: needs Node.js ${NODE_NEEDED} or newer; this is Node.js ${found}\n`);
        expect(r.stdout).toBe('');
        expect(r.code).toBe(2);
      }
    },
  );
});

describe('--help and --version (issue 25 item 16)', () => {
  it('are answered by the launcher alone, without loading the engine', async () => {
    // The launcher copied without the engine's bundle (dist/cli-main.js): it still answers both.
    const alone = path.join(scratch.dir, 'launcher-alone');
    mkdirSync(alone);
    const dist = path.dirname(await cliPath());
    for (const f of ['cli.js', 'package.json']) copyFileSync(path.join(dist, f), path.join(alone, f));
    const version = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')).version as string;
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(alone, 'cli.js'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d));
        child.stderr.on('data', (d) => (stderr += d));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    for (const args of [['--version'], ['-v'], ['http://127.0.0.1:9/', '--version']]) {
      expect(await run(args)).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
    const help = await run(['--help']);
    expect(help.stderr).toBe('');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^linkspider .* — crawl a site and check every link\n/);
    // What the full CLI prints is the same text.
    const full = await runCli(['-h']);
    expect(full.stdout).toBe(help.stdout);
  });
});
