/**
 * The Action with a config file (`linkspider.config.json`), run as the runner runs it
 * (test/helpers/action.ts: INPUT_* from the step's `with:` over action.yml's defaults):
 *
 * - credentials written in the config file (`basic-auth`, credential `headers`), and credential
 *   headers given as an input, are masked (`::add-mask::`) before any other line, and appear in no
 *   log line, job summary, report or cache;
 * - an input the user did not type does not override the config file: input typed > config key >
 *   the option's default, as `run.options` of the JSON report shows.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { runAction, sandbox, type ActionRun } from '../helpers/action.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { tempDir } from '../helpers/temp.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const page = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

/** A site whose pages each want one credential; every request's headers are kept. */
async function site(): Promise<{ server: TestServer; seen: Array<{ path: string; headers: IncomingHttpHeaders }> }> {
  const seen: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
  const server = await startServer((req, res) => {
    seen.push({ path: req.url!, headers: req.headers });
    res.writeHead(req.url === '/gone' ? 404 : 200, { 'content-type': 'text/html' });
    res.end(page('<a href="/private/">private</a> <a href="/gone">gone</a>'));
  });
  servers.push(server);
  return { server, seen };
}

/** Every file under `dir`, with its bytes. */
function filesUnder(dir: string): Array<{ file: string; bytes: Buffer }> {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => path.join(dir, rel))
    .filter((file) => statSync(file).isFile())
    .map((file) => ({ file, bytes: readFileSync(file) }));
}

/** The secret appears nowhere the run wrote: stdout past its masks, stderr, the summary, the reports, the cache. */
function expectNowhere(r: ActionRun, secrets: readonly string[], cacheDir?: string): void {
  const lines = r.stdout.split('\n');
  const printed = lines.filter((l) => !l.startsWith('::add-mask::'));
  const written = [...filesUnder(path.join(r.dirs.temp, 'linkspider')), ...(cacheDir ? filesUnder(cacheDir) : [])];
  expect(written.map((w) => path.basename(w.file))).toEqual(expect.arrayContaining(['report.json', 'report.md', 'report.html']));
  if (cacheDir) expect(written.some((w) => w.file.startsWith(cacheDir))).toBe(true);
  for (const secret of secrets) {
    expect(printed.join('\n') + r.stderr + r.summary, secret).not.toContain(secret);
    for (const w of written) expect(w.bytes.includes(secret), `${secret} in ${w.file}`).toBe(false);
  }
}

/** Every `::add-mask::` line comes before the first line that is not one (nothing is printed before the masks). */
function masksFirst(r: ActionRun): void {
  const lines = r.stdout.split('\n').filter((l) => l.trim() !== '');
  const firstOther = lines.findIndex((l) => !l.startsWith('::add-mask::'));
  const lastMask = lines.findLastIndex((l) => l.startsWith('::add-mask::'));
  expect(lastMask, r.stdout).toBeLessThan(firstOther === -1 ? lines.length : firstOther);
}

describe('credentials in the config file and in inputs are masked', () => {
  const PASSWORD = 'cfg-pw-Hq81vZ';
  const API_KEY = 'key-Zt6Qp03mWa';
  const SESSION = 'sess-Rr55Lx9Kc';
  const BEARER = 'tok-Mn20Vb7Ye4';
  const userPass = `alice:${PASSWORD}`;
  const basic = Buffer.from(userPass).toString('base64');

  it('basic-auth and credential headers of the config file: masked first, sent, and written nowhere', async () => {
    const { server, seen } = await site();
    const config = {
      'basic-auth': [`^http://127\\.0\\.0\\.1:${server.port}/private/ ${userPass}`],
      headers: ['X-Api-Key: ' + API_KEY, `Cookie: session=${SESSION}; theme=dark`, 'Accept-Language: en'],
    };
    const dirs = sandbox({ 'linkspider.config.json': JSON.stringify(config) });
    const cacheDir = tempDir('ls-cfg-cache-');
    const r = await runAction({ urls: `${server.url}/`, cache: 'true', 'retention-days': '1' }, dirs, { LINKSPIDER_TEST_CACHE_DIR: cacheDir });
    expect(r.outputs['dead'], r.stdout).toBe('1');
    // The config's credentials were used (so they were read), each where it belongs.
    const privateHit = seen.find((s) => s.path === '/private/');
    expect(privateHit?.headers.authorization).toBe(`Basic ${basic}`);
    expect(privateHit?.headers['x-api-key']).toBe(API_KEY);
    expect(privateHit?.headers.cookie).toBe(`session=${SESSION}; theme=dark`);

    expect(r.masks).toEqual(expect.arrayContaining([PASSWORD, userPass, basic, API_KEY, `session=${SESSION}; theme=dark`, SESSION]));
    // Not a credential header (Accept-Language), nor a short cookie value: masking them would blank common words in the log.
    expect(r.masks).not.toContain('en');
    expect(r.masks).not.toContain('dark');
    masksFirst(r);
    expectNowhere(r, [PASSWORD, userPass, basic, API_KEY, SESSION], cacheDir);
  }, 60_000);

  it('an Authorization header given as an input: its value and its token masked first', async () => {
    const { server, seen } = await site();
    const r = await runAction({ urls: `${server.url}/`, headers: `Authorization: Bearer ${BEARER}` });
    expect(seen.find((s) => s.path === '/')?.headers.authorization).toBe(`Bearer ${BEARER}`);
    expect(r.masks).toEqual(expect.arrayContaining([`Bearer ${BEARER}`, BEARER]));
    masksFirst(r);
    expectNowhere(r, [BEARER]);
  }, 60_000);

  it('a config file whose credential key is not a list of strings does not quote it', async () => {
    const config = { 'basic-auth': [`^http://x/ alice:${PASSWORD}`, 7] };
    const r = await runAction({ urls: 'http://127.0.0.1:9/' }, sandbox({ 'linkspider.config.json': JSON.stringify(config) }));
    expect(r.outputs['result']).toBe('error');
    const error = r.commands.find((c) => c.command === 'error')?.message;
    expect(error).toMatch(/^basic-auth in linkspider\.config\.json: expected a list of strings/);
    expect(
      r.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n') + r.summary,
    ).not.toContain(PASSWORD);
  }, 60_000);
});

describe('precedence: an input typed > the config file > the default', () => {
  // Keys whose inputs all have a non-empty default in the table.
  const config = {
    'check-external': false,
    'check-fragments': true,
    timeout: '5s',
    retries: 0,
    'max-depth': 3,
    'max-query-variants': 20,
    'user-agent': 'config-agent/1',
    unfinished: 'dead',
    accept: '200-299,418',
  };

  async function run(inputs: Record<string, string>): Promise<{ options: Record<string, unknown>; seen: Array<{ headers: IncomingHttpHeaders }> }> {
    const { server, seen } = await site();
    const r = await runAction({ urls: `${server.url}/`, ...inputs }, sandbox({ 'linkspider.config.json': JSON.stringify(config) }));
    expect(r.outputs['result'], r.stdout).toBe('failed');
    const report = JSON.parse(readFileSync(r.outputs['report']!, 'utf8')) as Report;
    return { options: report.run.options, seen };
  }

  it('no inputs: the config file sets every key, none of action.yml is in the way', async () => {
    const { options, seen } = await run({});
    expect(options).toMatchObject({
      checkExternal: false,
      checkFragments: true,
      timeout: 5000,
      retries: 0,
      maxDepth: 3,
      maxQueryVariants: 20,
      userAgent: 'config-agent/1',
      unfinished: 'dead',
    });
    expect(String(options['accept'])).toContain('418');
    expect(seen.every((s) => s.headers['user-agent'] === 'config-agent/1')).toBe(true);
  }, 60_000);

  it('an input typed wins over the config file, also when it says what the default says', async () => {
    const { options, seen } = await run({ timeout: '15s', 'check-external': 'true', 'user-agent': 'typed/2' });
    expect(options).toMatchObject({ timeout: 15000, checkExternal: true, userAgent: 'typed/2', checkFragments: true, retries: 0, maxDepth: 3 });
    expect(seen.every((s) => s.headers['user-agent'] === 'typed/2')).toBe(true);
  }, 60_000);

  it('neither: the default of the option table', async () => {
    const { server } = await site();
    const r = await runAction({ urls: `${server.url}/` });
    const options = (JSON.parse(readFileSync(r.outputs['report']!, 'utf8')) as Report).run.options;
    expect(options).toMatchObject({
      checkExternal: true,
      checkFragments: false,
      timeout: 15000,
      retries: 2,
      maxDepth: -1,
      maxQueryVariants: 300,
      unfinished: 'warn',
    });
    expect(String(options['userAgent'])).toMatch(/^linkspider\//);
  }, 60_000);
});
