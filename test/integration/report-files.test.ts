/**
 * Where reports go, through the bundled CLI. `-` is standard output for every report, for
 * `linkspider URL` and `linkspider merge`; the console report moves to standard error, so a pipe
 * gets one document and nothing else. And output paths belong to the user (issue 38, items 1, 3
 * and 13): a symlink is written through (the link kept), a character device or FIFO is written as
 * it is (never renamed over), a place no file can be made (`/proc`, `/sys`) is refused before the
 * first request. These tests run as root here, where renaming over `/dev/null` would succeed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliPath, cliScratch, runCli, spawnCli } from '../helpers/cli.js';
import { parseXml, sarifSchemaErrors } from '../helpers/formats.js';
import { startServer } from '../helpers/server.js';
import { tempDir } from '../helpers/temp.js';
import type { Report } from '../../src/report/model.js';

const scratch = cliScratch('ls-json-stdout-');

async function site() {
  const srv = await startServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>home</title><a href="/gone">gone</a> <a href="/ok">ok</a>');
      return;
    }
    res.writeHead(req.url === '/ok' ? 200 : 404, { 'content-type': 'text/html' });
    res.end('x');
  });
  scratch.servers.push(srv);
  return srv;
}

describe('--json -', () => {
  it('writes the whole report to standard output, and no file named "-"', async () => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, '--json', '-', '--quiet'], { cwd: scratch.dir });
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.schema).toBe('linkspider-report');
    expect(report.dead.map((d) => d.url)).toEqual([`${srv.url}/gone`]);
    // The console report is on standard error instead.
    expect(r.stderr).toContain('/gone');
    expect(() => readFileSync(path.join(scratch.dir, '-'))).toThrow(/ENOENT/);
  });

  it('linkspider merge --json - writes the merged report to standard output', async () => {
    const srv = await site();
    const shards = [1, 2].map((i) => path.join(scratch.dir, `shard-${i}.json`));
    for (const [i, file] of shards.entries()) {
      const r = await runCli([`${srv.url}/`, '--shard', `${i + 1}/2`, '--json', file, '--quiet'], { cwd: scratch.dir });
      expect(r.code === 0 || r.code === 1, r.stderr).toBe(true);
    }
    const r = await runCli(['merge', ...shards, '--json', '-'], { cwd: scratch.dir });
    expect(r.code, r.stderr).toBe(1);
    const merged = JSON.parse(r.stdout) as Report;
    expect(merged.dead.map((d) => d.url)).toEqual([`${srv.url}/gone`]);
    expect(merged.run.shards).toBe(2);
  });
});

const requests = (srv: { hits: Map<string, number> }) => [...srv.hits.values()].reduce((a, b) => a + b, 0);

describe('report paths are written through, never clobbered', () => {
  it('--json /dev/null leaves /dev/null a character device', async () => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, '--json', '/dev/null', '--quiet'], { cwd: scratch.dir });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toBe('');
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
    expect(lstatSync('/dev/null').isSymbolicLink()).toBe(false);
  });

  it('--json /dev/stdout writes the report into standard output (a pipe) and keeps the link; the console report goes to stderr', async () => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, '--json', '/dev/stdout', '--quiet'], { cwd: scratch.dir });
    expect(r.code, r.stderr).toBe(1);
    expect((JSON.parse(r.stdout) as Report).dead.map((d) => d.url)).toEqual([`${srv.url}/gone`]);
    expect(r.stderr).toContain('1 dead');
    expect(lstatSync('/dev/stdout').isSymbolicLink()).toBe(true);
  });

  it('--junit /dev/full fails with one line naming the flag, and leaves the device', async () => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, '--junit', '/dev/full', '--quiet'], { cwd: scratch.dir });
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^linkspider: cannot write --junit \/dev\/full: ENOSPC/)]);
    expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
  });

  it('a symlinked report path writes the file it leads to and keeps the link', async () => {
    const srv = await site();
    const dir = tempDir('ls-link-');
    mkdirSync(path.join(dir, 'out'));
    mkdirSync(path.join(dir, 'work'));
    writeFileSync(path.join(dir, 'out', 'report.json'), 'stale');
    symlinkSync('../out/report.json', path.join(dir, 'work', 'report.json'));
    symlinkSync('../out/links.sarif', path.join(dir, 'work', 'links.sarif')); // dangling: its target is made
    const r = await runCli([`${srv.url}/`, '--json', 'report.json', '--sarif', 'links.sarif', '--quiet'], { cwd: path.join(dir, 'work') });
    expect(r.code, r.stderr).toBe(1);
    expect(readlinkSync(path.join(dir, 'work', 'report.json'))).toBe('../out/report.json');
    expect(readlinkSync(path.join(dir, 'work', 'links.sarif'))).toBe('../out/links.sarif');
    const report = JSON.parse(readFileSync(path.join(dir, 'out', 'report.json'), 'utf8')) as Report;
    expect(report.dead.map((d) => d.url)).toEqual([`${srv.url}/gone`]);
    expect(JSON.parse(readFileSync(path.join(dir, 'out', 'links.sarif'), 'utf8')).version).toBe('2.1.0');
  });

  it('--json /dev/stderr appends to the log stderr is redirected to, never truncates it', async () => {
    const srv = await site();
    const dir = tempDir('ls-stderr-log-');
    const log = path.join(dir, 'build.log');
    writeFileSync(log, 'EARLIER LOG LINE 1\nEARLIER LOG LINE 2\n');
    // As `linkspider … --json /dev/stderr 2>>build.log`: the report goes through the descriptor's link.
    const fd = openSync(log, 'a');
    // Spawned, not spawnSync: the test's server answers on this thread.
    const child = spawn(process.execPath, [await cliPath(), `${srv.url}/`, '--json', '/dev/stderr', '--quiet'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', fd],
      env: { ...process.env, NO_COLOR: '1' },
    });
    scratch.children.push(child);
    const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
    closeSync(fd);
    expect(status).toBe(1);
    const text = readFileSync(log, 'utf8');
    expect(text.startsWith('EARLIER LOG LINE 1\nEARLIER LOG LINE 2\n')).toBe(true);
    expect(text).toContain('"schema": "linkspider-report"');
  });

  it('a report under a folder link to nothing is refused before the first request, not after the crawl', async () => {
    const srv = await site();
    const dir = tempDir('ls-dangling-dir-');
    symlinkSync(path.join(dir, 'nowhere'), path.join(dir, 'out'));
    const r = await runCli([`${srv.url}/`, '--json', 'out/r.json', '--quiet'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `linkspider: --json: cannot write "out/r.json": ${path.join(dir, 'out')} is a symbolic link to nothing (${path.join(dir, 'nowhere')})\n`,
    );
    expect(requests(srv)).toBe(0);
  });

  it('a FIFO is written as it is, not replaced by a file', async () => {
    const srv = await site();
    const dir = tempDir('ls-fifo-');
    const fifo = path.join(dir, 'report.fifo');
    execFileSync('mkfifo', [fifo]);
    const child = await spawnCli([`${srv.url}/`, '--json', fifo, '--quiet'], { cwd: dir });
    scratch.children.push(child);
    child.stdout!.resume();
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    const reader = await open(fifo, 'r');
    const text = (await reader.readFile()).toString('utf8');
    await reader.close();
    expect(await exited).toBe(1);
    expect((JSON.parse(text) as Report).dead.map((d) => d.url)).toEqual([`${srv.url}/gone`]);
    expect(statSync(fifo).isFIFO()).toBe(true);
  });
});

describe('output paths no file can be made in are refused before the first request', () => {
  it.each([
    ['--json', '/proc/x/r.json'],
    ['--mirror', '/proc/x'],
    ['--sarif', '/sys/x/r.sarif'],
    ['--db', '/proc/x.db'],
  ])('%s %s: exit 2, one line naming the flag and the path, no request', async (flag, target) => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, flag, target, '--quiet'], { cwd: scratch.dir, timeoutMs: 30_000 });
    expect(r.signal).toBeNull();
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^linkspider: ${flag}: cannot write "${target}": /(proc|sys) is on (procfs|sysfs)[^\n]*\n$`));
    expect(requests(srv)).toBe(0);
  });

  it('a database or cache on a device, and a report path that is a folder, are refused before the first request', async () => {
    const srv = await site();
    for (const [flag, target, message] of [
      ['--db', '/dev/null', 'it is a device or a pipe; expected a file'],
      ['--cache', '/dev/null', 'it is a device or a pipe; expected a file'],
      ['--junit', scratch.dir, 'it is a folder; expected a file name'],
    ] as const) {
      const r = await runCli([`${srv.url}/`, flag, target, '--quiet'], { cwd: scratch.dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`linkspider: ${flag}: cannot write "${target}": ${message}\n`);
    }
    expect(requests(srv)).toBe(0);
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });
});

describe('- is standard output for every report', () => {
  it('--sarif - writes a valid SARIF log to standard output and nothing else; the console report goes to standard error', async () => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, '--sarif', '-'], { cwd: scratch.dir });
    expect(r.code, r.stderr).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0].results.map((x: { message: { text: string } }) => x.message.text)).toEqual([expect.stringContaining(`${srv.url}/gone`)]);
    expect(r.stderr).toContain('1 dead');
    expect(existsSync(path.join(scratch.dir, '-'))).toBe(false);
  });

  it('--junit - writes a valid JUnit document to standard output and nothing else', async () => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, '--junit', '-'], { cwd: scratch.dir });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout.startsWith('<?xml')).toBe(true);
    const xml = parseXml(r.stdout);
    expect(JSON.stringify(xml)).toContain(`${srv.url}/gone`);
    expect(r.stderr).toContain('1 dead');
    expect(existsSync(path.join(scratch.dir, '-'))).toBe(false);
  });

  it('- and /dev/stdout (into a pipe) are both standard output: a usage error naming both, before any request', async () => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, '--json', '-', '--sarif', '/dev/stdout'], { cwd: scratch.dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('linkspider: --json and --sarif: only one report can go to standard output (-); give the others a file name\n');
    expect(requests(srv)).toBe(0);
  });

  it('two options that write the same file are a usage error naming both, before any request', async () => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, '--json', 'out.json', '--sarif', './out.json'], { cwd: scratch.dir });
    expect(r.stderr).toBe('linkspider: --json and --sarif: both write "./out.json"; give each its own file\n');
    expect(r.code).toBe(2);
    // The cookie jar is written back at the end: a report over it would destroy it.
    const jar = await runCli([`${srv.url}/`, '--cookie-jar', 'jar.txt', '--json', 'jar.txt'], { cwd: scratch.dir });
    expect(jar.stderr).toBe('linkspider: --json and --cookie-jar: both write "jar.txt"; give each its own file\n');
    expect(jar.code).toBe(2);
    expect(requests(srv)).toBe(0);
    expect(existsSync(path.join(scratch.dir, 'out.json'))).toBe(false);
  });

  it('two reports given as - are a usage error naming both, before any request', async () => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, '--json', '-', '--junit', '-'], { cwd: scratch.dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('linkspider: --json and --junit: only one report can go to standard output (-); give the others a file name\n');
    expect(requests(srv)).toBe(0);
  });
});
