/**
 * The Action's bundle at its edges: what an input error leaves for later steps, what an old
 * Node says, and which bundle carries @actions/core (the Action's, never the CLI's).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, ROOT, runAction, sandbox, type ActionDirs } from '../helpers/action.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { NODE_NEEDED } from '../../src/support/node-version.js';

let site: TestServer;
const made: ActionDirs[] = [];
const dirs = () => {
  const d = sandbox();
  made.push(d);
  return d;
};

beforeAll(async () => {
  site = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<a href="/x">x</a>');
  });
});
afterAll(async () => {
  await site?.close();
  for (const d of made) rmSync(d.root, { recursive: true, force: true });
});

describe('an input error', () => {
  it('sets result=error, writes a one-line summary naming the input, fails the step with one line, and sends no request', async () => {
    const r = await runAction({ urls: `${site.url}/`, 'max-depth': 'deep' }, dirs());
    expect(r.code, r.stdout).toBe(1);
    expect(r.outputs).toEqual({ result: 'error' });
    const errors = r.commands.filter((c) => c.command === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^max-depth: /);
    expect(r.summary.trimEnd().split('\n')).toHaveLength(1);
    expect(r.summary).toMatch(/^\*\*linkspider did not run:\*\* max\\-depth\\:/);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/\n\s+at /);
    expect(site.hits.size).toBe(0);
  });

  it('an output path that cannot be written is an input error too, before any request (here json under a file)', async () => {
    const d = sandbox({ 'a-file': 'x' });
    made.push(d);
    const r = await runAction({ urls: `${site.url}/`, json: 'a-file/report.json' }, d);
    expect(r.code, r.stdout).toBe(1);
    expect(r.outputs).toEqual({ result: 'error' });
    const errors = r.commands.filter((c) => c.command === 'error').map((c) => c.message);
    expect(errors).toEqual([expect.stringMatching(/^json: cannot write ".*a-file\/report\.json": .*a-file is a file, not a folder$/)]);
    expect(site.hits.size).toBe(0);
  });
});

/** A Node.js older than the one linkspider needs, on this machine's PATH (the system's node), if there is one. */
function oldNode(): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(path.delimiter)) {
    const bin = path.join(dir, 'node');
    if (!existsSync(bin)) continue;
    try {
      const major = Number(/^v(\d+)/.exec(execFileSync(bin, ['--version'], { encoding: 'utf8' }))?.[1]);
      if (major < 22) return bin;
    } catch {
      /* not runnable */
    }
  }
  return undefined;
}

describe('on an old Node', () => {
  const node = oldNode();
  it.skipIf(node === undefined)('fails with one ::error:: line naming the version needed and the one found, no stack', async () => {
    const d = dirs();
    const out = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(node!, [BUNDLE], { cwd: d.workspace, env: { PATH: '', INPUT_URLS: `${site.url}/` } }, (err, stdout, stderr) =>
        resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
      ),
    );
    expect(out.code).toBe(1);
    expect(out.stderr).toBe('');
    expect(out.stdout).toBe(
      `::error::linkspider: needs Node.js ${NODE_NEEDED} or newer; this is Node.js ${execFileSync(node!, ['--version'], { encoding: 'utf8' }).trim().slice(1)}\n`,
    );
    expect(site.hits.size).toBe(0);
  });
});

describe('@actions/core', () => {
  // Two strings only @actions/core's code holds: its output-file delimiter and its OIDC variable.
  const marks = ['ghadelimiter_', 'ACTIONS_ID_TOKEN_REQUEST_URL'];
  const holds = (file: string) => marks.every((m) => readFileSync(file, 'utf8').includes(m));

  it('is bundled with the Action, and the CLI bundles (dist/cli.js, dist/cli/: the CLI and its chunks) do not contain it', () => {
    const dist = path.join(ROOT, 'dist');
    const action = [
      BUNDLE,
      ...readdirSync(dist)
        .filter((f) => /^\d+\.index\.js$/.test(f))
        .map((f) => path.join(dist, f)),
    ];
    expect(action.some(holds)).toBe(true);
    const cliBundles = ['cli.js', ...readdirSync(path.join(dist, 'cli')).map((f) => path.join('cli', f))];
    expect(cliBundles).toContain(path.join('cli', 'main.js'));
    for (const cli of cliBundles) {
      const text = readFileSync(path.join(dist, cli), 'utf8');
      for (const m of marks) expect(text.includes(m), `${cli} contains ${m}`).toBe(false);
    }
  });
});
