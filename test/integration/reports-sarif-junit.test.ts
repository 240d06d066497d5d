/**
 * SARIF and JUnit XML from real crawls, through the bundled CLI and the bundled Action:
 * a live site on loopback with planted dead links, a folder of built HTML inside a repository,
 * the repository's Markdown files, and a run stopped by a signal mid-crawl. Every SARIF log is
 * validated against the SARIF 2.1.0 schema; every JUnit file is parsed back by an XML parser.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Log, Result } from 'sarif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { runAction, sandbox } from '../helpers/action.js';
import { cliPath, runCli, spawnCli } from '../helpers/cli.js';
import { parseXml, sarifSchemaErrors, type XmlNode } from '../helpers/formats.js';
import { startServer, type TestServer } from '../helpers/server.js';

let dir: string;
let site: TestServer;

const html = (body: string) => `<!doctype html>\n<html>\n<head><title>t</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

beforeAll(async () => {
  await cliPath();
  dir = mkdtempSync(path.join(tmpdir(), 'linkspider-sarif-junit-'));
  site = await startServer((req, res) => {
    const pages: Record<string, string> = {
      '/': html('<a href="/a">A</a>\n<a href="/b">B</a>\n<a href="/gone">the [gone] page</a>'),
      '/a': html('<p>\n<a href="/gone">gone again</a>\n<a href="http://nowhere.invalid/">nowhere</a>\n<a href="/b#nope">no anchor</a></p>'),
      '/b': html('<h1 id="top">B</h1>\n<a href="/busy">busy</a>'),
    };
    const body = pages[req.url ?? ''];
    if (body !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    } else if (req.url === '/busy') {
      res.writeHead(429, { 'retry-after': '0' });
      res.end();
    } else {
      res.writeHead(404);
      res.end('no');
    }
  });
}, 120_000);
afterAll(async () => {
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const readSarif = (file: string): Log => JSON.parse(readFileSync(file, 'utf8')) as Log;
const resultsOf = (log: Log): Result[] => log.runs[0]!.results!;
const suiteOf = (doc: XmlNode) => ((doc['testsuites'] as XmlNode)['testsuite'] as XmlNode[])[0]!;
const casesOf = (doc: XmlNode) => suiteOf(doc)['testcase'] as XmlNode[];
const failuresOf = (c: XmlNode) => (c['failure'] as XmlNode[] | undefined) ?? [];
/** --json, --sarif and --junit into `out` (r.json, r.sarif, r.xml). */
const reportFlags = (out: string) => ['--json', path.join(out, 'r.json'), '--sarif', path.join(out, 'r.sarif'), '--junit', path.join(out, 'r.xml')];

/** Every place a dead link or warning was found, as the report lists them. */
const placesIn = (r: Report) => [...r.dead, ...r.warnings, ...(r.blocked ?? [])].reduce((n, x) => n + Math.max(1, x.referrers.length), 0);
const deadPlaces = (r: Report) => r.dead.reduce((n, x) => n + Math.max(1, x.referrers.length), 0);

describe('CLI --sarif and --junit', () => {
  it('a live site: one SARIF result per place (URL-only locations), a JUnit case per page with its dead links', async () => {
    const out = path.join(dir, 'live');
    const r = await runCli([`${site.url}/`, '--check-fragments', '--warn-on', '429', '--retries', '0', '--quiet', ...reportFlags(out)]);
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(readFileSync(path.join(out, 'r.json'), 'utf8')) as Report;
    expect(report.dead.map((d) => d.url).sort()).toEqual([`${site.url}/b#nope`, `${site.url}/gone`, 'http://nowhere.invalid/']);

    const log = readSarif(path.join(out, 'r.sarif'));
    expect(sarifSchemaErrors(log)).toEqual([]);
    const results = resultsOf(log);
    expect(results).toHaveLength(placesIn(report));
    expect(results.filter((x) => x.level === 'error')).toHaveLength(deadPlaces(report));
    expect(results.filter((x) => x.level === 'warning').map((x) => x.ruleId)).toEqual(['dead/429']);
    expect(results.map((x) => x.ruleId).sort()).toEqual(['dead/404', 'dead/404', 'dead/429', 'dead/dns', 'missing-fragment']);
    // A live page has no file: a logical location with the page and the line.
    const gone = results.filter((x) => x.properties!['url'] === `${site.url}/gone`);
    expect(gone.map((x) => x.locations![0]!.logicalLocations![0]!.fullyQualifiedName).sort()).toEqual([`${site.url}/`, `${site.url}/a`]);
    expect(gone.every((x) => x.locations![0]!.physicalLocation === undefined)).toBe(true);
    expect(gone.find((x) => x.properties!['page'] === `${site.url}/`)!.message.text).toContain('"the \\[gone\\] page"');
    expect(log.runs[0]!.invocations![0]!.executionSuccessful).toBe(true);

    const doc = parseXml(readFileSync(path.join(out, 'r.xml'), 'utf8'));
    const cases = casesOf(doc);
    expect(cases.map((c) => c['@name'])).toEqual([`${site.url}/`, `${site.url}/a`, `${site.url}/b`]);
    expect(cases.map((c) => failuresOf(c).length)).toEqual([1, 3, 0]);
    expect(suiteOf(doc)).toMatchObject({ '@tests': '3', '@failures': '2', '@errors': '0' });
    expect(String(cases[2]!['system-out'])).toContain(`warning 6:4 a href "busy" -> ${site.url}/busy : HTTP 429 Too Many Requests`);
    const host = new URL(site.url).host.replace(/[.:]/g, '_');
    expect(cases.every((c) => c['@classname'] === `linkspider.${host}`)).toBe(true);
  });

  it('a folder in a repository: results on the HTML files, relative to the repository', async () => {
    const repo = path.join(dir, 'repo-folder');
    mkdirSync(path.join(repo, 'public', 'docs'), { recursive: true });
    writeFileSync(path.join(repo, 'public', 'index.html'), html('<a href="docs/">Docs</a>\n  <a href="missing.html">missing</a>'));
    writeFileSync(path.join(repo, 'public', 'docs', 'index.html'), html('<p>\n<a href="../missing.html">up</a></p>'));
    const r = await runCli(['public', '--sarif', 'out/links.sarif', '--junit', 'out/links.xml', '--json', 'out/r.json', '--quiet'], { cwd: repo });
    expect(r.code, r.stderr).toBe(1);
    const log = readSarif(path.join(repo, 'out', 'links.sarif'));
    expect(sarifSchemaErrors(log)).toEqual([]);
    const places = resultsOf(log).map((x) => {
      const p = x.locations![0]!.physicalLocation!;
      return [x.ruleId, p.artifactLocation!.uri, p.artifactLocation!.uriBaseId, p.region!.startLine];
    });
    // Lines as in the files: the html() wrapper puts the body on line 5.
    expect(places.sort()).toEqual([
      ['dead/404', 'public/docs/index.html', '%SRCROOT%', 6],
      ['dead/404', 'public/index.html', '%SRCROOT%', 6],
    ]);
    expect(log.runs[0]!.originalUriBaseIds!['%SRCROOT%']!.uri).toBe(`${new URL(`file://${repo}/`).href}`);

    const cases = casesOf(parseXml(readFileSync(path.join(repo, 'out', 'links.xml'), 'utf8')));
    expect(cases.map((c) => [c['@name'], c['@file'], failuresOf(c).length])).toEqual([
      ['/', 'public/index.html', 1],
      ['/docs/', 'public/docs/index.html', 1],
    ]);
    expect(cases.every((c) => c['@classname'] === 'linkspider.public')).toBe(true);
  });

  it('Markdown files: results in the Markdown source, on the line of the link', async () => {
    const repo = path.join(dir, 'repo-md');
    mkdirSync(path.join(repo, 'docs'), { recursive: true });
    writeFileSync(path.join(repo, 'README.md'), `# Hi\n\nSee [the guide](docs/guide.md) and [the faq](docs/faq.md).\n\nAnd [a dead page](${site.url}/gone).\n`);
    writeFileSync(path.join(repo, 'docs', 'guide.md'), '# Guide\n\n[Back](../README.md)\n');
    const r = await runCli(['README.md', 'docs/*.md', '--sarif', 'links.sarif', '--junit', 'links.xml', '--json', 'r.json', '--quiet'], { cwd: repo });
    expect(r.code, r.stderr).toBe(1);
    const log = readSarif(path.join(repo, 'links.sarif'));
    expect(sarifSchemaErrors(log)).toEqual([]);
    const places = resultsOf(log).map((x) => {
      const p = x.locations![0]!.physicalLocation!;
      return [x.ruleId, p.artifactLocation!.uri, p.region!.startLine];
    });
    expect(places.sort()).toEqual([
      ['dead/404', 'README.md', 5],
      ['dead/missing-file', 'README.md', 3],
    ]);
    const doc = parseXml(readFileSync(path.join(repo, 'links.xml'), 'utf8'));
    const cases = casesOf(doc);
    expect(cases.map((c) => [c['@classname'], c['@name'], c['@file'], failuresOf(c).map((f) => f['@type'])])).toEqual([
      ['linkspider.markdown', 'README.md', 'README.md', ['dead/missing-file', 'dead/404']],
      ['linkspider.markdown', 'docs/guide.md', undefined, []],
    ]);
  });

  it('a run stopped by SIGTERM still writes both, marked partial', async () => {
    let reached!: () => void;
    const stalled = new Promise<void>((r) => (reached = r));
    const srv = await startServer((req, res) => {
      if (req.url === '/stall') {
        reached();
        return; // never answers: the run is stopped while this request is open
      }
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html' });
      res.end(req.url === '/' ? html('<a href="/gone">gone</a>\n<a href="/stall">stall</a>') : 'no');
    });
    try {
      const out = path.join(dir, 'partial');
      const child = await spawnCli([`${srv.url}/`, '--timeout', '5m', '--retries', '0', '--quiet', ...reportFlags(out)]);
      const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
      child.stdout!.resume();
      child.stderr!.resume();
      await stalled;
      child.kill('SIGTERM');
      const code = await closed;
      expect(code === 1 || code === 130).toBe(true);
      const report = JSON.parse(readFileSync(path.join(out, 'r.json'), 'utf8')) as Report;
      expect(report.run).toMatchObject({ incomplete: true, incompleteReason: 'interrupted' });

      const log = readSarif(path.join(out, 'r.sarif'));
      expect(sarifSchemaErrors(log)).toEqual([]);
      const inv = log.runs[0]!.invocations![0]!;
      expect(inv.executionSuccessful).toBe(false);
      expect(inv.toolExecutionNotifications![0]!.message.text).toContain('interrupted');
      expect(log.runs[0]!.properties).toMatchObject({ incomplete: true, incompleteReason: 'interrupted' });
      expect(resultsOf(log)).toHaveLength(placesIn(report));

      const doc = parseXml(readFileSync(path.join(out, 'r.xml'), 'utf8'));
      const suite = suiteOf(doc);
      expect(suite['@errors']).toBe('1');
      const last = casesOf(doc).at(-1)!;
      expect(last['@name']).toBe('(run) every link checked');
      expect((last['error'] as XmlNode[])[0]!['@type']).toBe('incomplete');
    } finally {
      await srv.close();
    }
  });

  it('cannot write: names the flag and exits 2, before the crawl', async () => {
    const blocker = path.join(dir, 'file-not-folder');
    writeFileSync(blocker, 'x');
    const r = await runCli([`${site.url}/b`, '--quiet', '--retries', '0', '--sarif', path.join(blocker, 'x.sarif')]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^linkspider: --sarif: cannot write ".*x\.sarif": .*file-not-folder is a file, not a folder\n/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('Action inputs sarif and junit', () => {
  it('writes both (with sources places), uploads them in the artifact and names them in outputs', async () => {
    const page = (body: string) => `<!doctype html>\n<html>\n<body>\n${body}\n</body>\n</html>\n`;
    const dirs = sandbox({
      'public/index.html': page('<a href="missing.html">missing</a>\n<a href="about.html">about</a>'),
      'public/about.html': page('<a href="missing.html">again</a>'),
      'docs/guide.md': '# Guide\n\nRead [the missing page](missing.html) first.\n',
    });
    const log = path.join(dirs.root, 'artifacts.jsonl');
    const r = await runAction(
      {
        path: 'public',
        sources: 'docs/**/*.md',
        'check-external': 'false',
        sarif: 'reports/links.sarif',
        junit: 'reports/links.xml',
        'artifact-name': 'links',
        'artifact-mirror': 'false',
      },
      dirs,
      { LINKSPIDER_TEST_ARTIFACT_LOG: log },
    );
    expect(r.code, r.stderr).toBe(1);
    const sarifFile = path.join(dirs.workspace, 'reports', 'links.sarif');
    const junitFile = path.join(dirs.workspace, 'reports', 'links.xml');
    expect(r.outputs).toMatchObject({ 'sarif-file': sarifFile, 'junit-file': junitFile });
    const sarif = readSarif(sarifFile);
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    const places = resultsOf(sarif).map((x) => [
      x.locations![0]!.physicalLocation!.artifactLocation!.uri,
      x.locations![0]!.physicalLocation!.region!.startLine,
    ]);
    expect(places.sort()).toEqual([
      ['docs/guide.md', 3],
      ['public/about.html', 4],
      ['public/index.html', 4],
    ]);
    const cases = casesOf(parseXml(readFileSync(junitFile, 'utf8')));
    expect(cases.map((c) => failuresOf(c).length)).toEqual([1, 1]);
    const uploads = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { files: string[]; rootDir: string });
    expect(uploads).toHaveLength(1);
    const uploaded = uploads[0]!.files.map((f) => path.join(uploads[0]!.rootDir, f));
    expect(uploaded).toEqual(expect.arrayContaining([sarifFile, junitFile]));
    expect(existsSync(sarifFile)).toBe(true);
  });

  it('without them: no files, empty outputs', async () => {
    const r = await runAction({ urls: `${site.url}/b`, retries: '0', fail: 'false' });
    expect(r.outputs).toMatchObject({ 'sarif-file': '', 'junit-file': '' });
  });
});
