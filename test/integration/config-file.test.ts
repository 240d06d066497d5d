/**
 * The config file (issue 27 item 5): `linkspider.config.json` in the working folder, or
 * `--config FILE`, read by the CLI against a real server; flags override it; a bad key or
 * value is exit code 2 naming the key and the file, before any request.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliPath, runCli } from '../helpers/cli.js';
import { startServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let dir: string;
const hits: string[] = [];

beforeAll(async () => {
  await cliPath();
  srv = await startServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<a href="/gone">gone</a> <a href="/fine">fine</a>');
    } else if (req.url === '/fine') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no');
    }
  });
  dir = mkdtempSync(path.join(tmpdir(), 'ls-config-'));
}, 120_000);

afterAll(async () => {
  await srv?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const write = (name: string, text: string): string => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('linkspider.config.json', () => {
  it('is obeyed from the working folder: an excluded dead link is never requested', async () => {
    write(
      'linkspider.config.json',
      `{
        "$schema": "./node_modules/linkspider/linkspider.schema.json",
        // the page that is gone on purpose
        "exclude": ["/gone$"],
        "retries": 0, /* no second tries */
      }`,
    );
    hits.length = 0;
    const json = path.join(dir, 'r.json');
    const r = await runCli([srv.url, '--quiet', '--json', json], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(hits).not.toContain('/gone');
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(report.run.options).toMatchObject({ exclude: ['\\/gone$'], retries: 0 });
  });

  it('a flag overrides the config file', async () => {
    write('linkspider.config.json', '{ "exclude": ["/gone$"], "retries": 0 }');
    hits.length = 0;
    const r = await runCli([srv.url, '--quiet', '--exclude', '/nothing$'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(hits).toContain('/gone');
    expect(r.stdout).toContain('/gone');
  });

  it("targets on the command line replace the file's urls, path and files", async () => {
    write('linkspider.config.json', `{ "urls": ["${srv.url}/"], "files": ["nothing-here.md"], "retries": 0 }`);
    write('README.md', `[fine](${srv.url}/fine)\n`);
    hits.length = 0;
    const r = await runCli(['README.md', '--quiet'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(hits).toEqual(['/fine']);
    // Without arguments the file's targets are the run's.
    write('linkspider.config.json', `{ "urls": ["${srv.url}/"], "retries": 0 }`);
    hits.length = 0;
    const fromFile = await runCli(['--quiet'], { cwd: dir });
    expect(fromFile.code).toBe(1);
    expect(hits).toContain('/gone');
  });

  it('a switch takes the words the Action takes: yes, no, on, off, true, false', async () => {
    write('linkspider.config.json', '{ "check-external": "no", "check-fragments": "yes", "retries": 0 }');
    const json = path.join(dir, 'words.json');
    const r = await runCli([srv.url, '--quiet', '--json', json], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(JSON.parse(readFileSync(json, 'utf8')).run.options).toMatchObject({ checkExternal: false, checkFragments: true });
    write('linkspider.config.json', '{ "check-external": "maybe" }');
    const bad = await runCli([srv.url, '--quiet'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('linkspider: check-external in linkspider.config.json: expected true or false, got "maybe"\n');
  });

  it('--config FILE names another file', async () => {
    write('linkspider.config.json', '{ "exclude": ["/nothing$"] }');
    const other = write('strict.jsonc', '{ "exclude": ["/gone$"] }');
    hits.length = 0;
    const r = await runCli([srv.url, '--quiet', '--config', other], { cwd: dir });
    expect(r.code).toBe(0);
    expect(hits).not.toContain('/gone');
  });

  it('an unknown key is exit 2 naming the key and the file, with a did-you-mean, before any request', async () => {
    write('linkspider.config.json', '{ "exlude": [] }');
    hits.length = 0;
    const r = await runCli([srv.url, '--quiet'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      'linkspider: exlude in linkspider.config.json: unknown option (did you mean exclude?); the keys are the option names of the Action, see linkspider.schema.json',
    );
    expect(hits).toEqual([]);
  });

  it('a bad value is exit 2 naming the key and the file', async () => {
    write('linkspider.config.json', '{ "max-pages": "many" }');
    const r = await runCli([srv.url, '--quiet'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^linkspider: max-pages in linkspider\.config\.json: expected a whole number >= 0, got "many"\n/);
    write('linkspider.config.json', '{ "check-css": 2 }');
    const typed = await runCli([srv.url, '--quiet'], { cwd: dir });
    expect(typed.code).toBe(2);
    expect(typed.stderr).toMatch(/^linkspider: check-css in linkspider\.config\.json: expected true or false, got 2\n/);
  });

  it('a file that is not JSON is exit 2 naming the file', async () => {
    write('linkspider.config.json', '{ "exclude": [ }');
    const r = await runCli([srv.url, '--quiet'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^linkspider: linkspider\.config\.json: is not JSON \(comments allowed\): /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
