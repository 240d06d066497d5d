/**
 * Staging sites behind a password or a login cookie, checked under another address (issue 40):
 * `remap` sends the public URLs to the local server, `basic-auth` opens the page behind the
 * password (and nothing else: a second host linked from it, or reached by a redirect, never sees
 * an `Authorization` header, asserted on that server), `cookie-jar` opens the page behind the
 * cookie and is written back with what the site set. The credentials appear in no output.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawl/index.js';
import { httpsTargets, planFixes, rewrittenText } from '../../src/fix/plan.js';
import type { LinkResult } from '../../src/report/model.js';
import { selfSigned, type Certificate } from '../helpers/tls.js';
import { isRunError } from '../../src/errors.js';
import { DEFAULTS, resolveOptions, type Options } from '../../src/options.js';
import { runCheck } from '../../src/run.js';
import { runAction } from '../helpers/action.js';
import { runCli } from '../helpers/cli.js';
import { startServer, type Handler, type TestServer } from '../helpers/server.js';
import { tempDir } from '../helpers/temp.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: Handler): Promise<TestServer> {
  const s = await startServer(handler);
  servers.push(s);
  return s;
}

const page = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;
const PASSWORD = 'pw-Zq7Xk2';
const COOKIE = 'sess-9fK3mQ';
const AUTH = `Basic ${Buffer.from(`user:${PASSWORD}`).toString('base64')}`;

/** The site (127.0.0.1) and a second host (`other.localhost`, answered as loopback), with every request's headers recorded. */
async function staging() {
  const seen: Array<{ host: 'site' | 'other'; path: string; headers: IncomingHttpHeaders }> = [];
  const other = await serve((req, res) => {
    seen.push({ host: 'other', path: req.url!, headers: req.headers });
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(page('other'));
  });
  const otherUrl = `http://other.localhost:${other.port}`;
  const site = await serve((req, res) => {
    seen.push({ host: 'site', path: req.url!, headers: req.headers });
    const html = (status: number, body: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html', ...extra });
      res.end(page(body));
    };
    switch (req.url) {
      case '/':
        return html(200, '<a href="https://docs.example.com/private/">private</a> <a href="https://docs.example.com/members/#top">members</a>');
      case '/private/':
        if (req.headers.authorization !== AUTH) return html(401, 'password please', { 'www-authenticate': 'Basic realm="staging"' });
        return html(200, `<a href="${otherUrl}/linked">other</a> <a href="/out">out</a>`);
      case '/out':
        res.writeHead(302, { location: `${otherUrl}/landing` });
        return res.end();
      case '/members/':
        if (!(req.headers.cookie ?? '').includes(`session=${COOKIE}`)) return html(403, 'log in first');
        return html(200, '<h1 id="top">members</h1>', { 'set-cookie': 'seen=yes; Path=/; Max-Age=3600' });
      default:
        return html(404, 'not found');
    }
  });
  return { site, other, otherUrl, seen };
}

function options(site: TestServer, extra: Record<string, string | string[]>): Options {
  return resolveOptions({ urls: [`${site.url}/`], timeout: '5s', retries: '0', 'check-fragments': 'true', ...extra });
}

/** A session cookie of the site's host (not its subdomains), as `curl -c` writes one. */
const JAR_LINE = `127.0.0.1\tFALSE\t/\tFALSE\t0\tsession\t${COOKIE}`;

describe('remap, basic-auth and cookie-jar reach a staging site', () => {
  it('reaches the pages behind the password and the cookie; the second host never sees the credentials', async () => {
    const { site, other, seen } = await staging();
    const dir = tempDir('ls-access-');
    const jar = path.join(dir, 'cookies.txt');
    writeFileSync(jar, `# Netscape HTTP Cookie File\n${JAR_LINE}\n`);
    const o = options(site, {
      remap: [`^https://docs\\.example\\.com/ ${site.url}/`],
      'basic-auth': [`^http://127\\.0\\.0\\.1:${site.port}/ user:${PASSWORD}`],
      'cookie-jar': jar,
      cache: path.join(dir, 'cache.json'),
      db: path.join(dir, 'crawl.db'),
      mirror: path.join(dir, 'mirror'),
    });
    const report = await runCheck(o);

    expect(report.dead).toEqual([]);
    const crawled = report.pages.map((p) => [p.url, p.status]);
    expect(crawled).toContainEqual([`${site.url}/private/`, 200]);
    expect(crawled).toContainEqual([`${site.url}/members/`, 200]);
    // The second host was asked (linked, and by the redirect), and never with credentials or the site's cookies.
    const atOther = seen.filter((s) => s.host === 'other');
    expect(atOther.map((s) => s.path).sort()).toEqual(expect.arrayContaining(['/landing', '/linked']));
    for (const s of atOther) {
      expect(s.headers.authorization).toBeUndefined();
      expect(s.headers.cookie).toBeUndefined();
    }
    expect(other.hits.size).toBeGreaterThan(0);
    // The jar is written back with the cookie the site set, and still the session.
    const written = readFileSync(jar, 'utf8');
    expect(written).toMatch(/\tseen\tyes$/m);
    expect(written).toContain(`\tsession\t${COOKIE}`);
    // The options in the report name the rule, never the password; no output holds a secret.
    const text = JSON.stringify(report);
    for (const secret of [PASSWORD, AUTH.slice(6), COOKIE]) {
      expect(text).not.toContain(secret);
      for (const f of ['cache.json', 'crawl.db']) expect(readFileSync(path.join(dir, f)).includes(secret)).toBe(false);
    }
    expect(report.run.options['basicAuth']).toEqual([expect.stringMatching(/127\\\.0\\\.0\\\.1.* user:\*\*\*$/)]);
  });

  it('without the credentials the two pages are dead, each named with the URL as written', async () => {
    const { site } = await staging();
    const report = await runCheck(options(site, { remap: [`^https://docs\\.example\\.com/(.*)$ ${site.url}/$1`] }));
    const dead = report.dead.map((d) => [d.url, d.status, d.remappedFrom]);
    expect(dead).toEqual([
      [`${site.url}/members/`, 403, 'https://docs.example.com/members/'],
      [`${site.url}/private/`, 401, 'https://docs.example.com/private/'],
    ]);
    // The referrer keeps the link as written in the page.
    expect(report.dead[1]!.referrers[0]!.raw).toBe('https://docs.example.com/private/');
  });

  it('sends Basic credentials only to URLs that match', async () => {
    const { site, seen } = await staging();
    // A pattern that matches nothing of the site: the page stays closed.
    const report = await runCheck(
      options(site, { 'basic-auth': [`^https://elsewhere\\.example/ user:${PASSWORD}`], remap: [`^https://docs\\.example\\.com/ ${site.url}/`] }),
    );
    expect(report.dead.map((d) => d.status)).toContain(401);
    expect(seen.some((s) => s.headers.authorization !== undefined)).toBe(false);
  });
});

describe('the CLI: credentials in no output', () => {
  it('reaches both pages; no report, cache, database, mirror or console line holds a password, its header or a cookie', async () => {
    const { site, seen } = await staging();
    const dir = tempDir('ls-access-cli-');
    const jar = path.join(dir, 'cookies.txt');
    writeFileSync(jar, `# Netscape HTTP Cookie File\n${JAR_LINE}\n`);
    const out = (f: string) => path.join(dir, f);
    const args = [`${site.url}/`, '--remap', `^https://docs\\.example\\.com/ ${site.url}/`, '--basic-auth', `127\\.0\\.0\\.1 user:${PASSWORD}`];
    args.push('--cookie-jar', jar, '--json', out('r.json'), '--sarif', out('r.sarif'), '--junit', out('r.xml'), '--db', out('r.db'));
    args.push('--cache', out('cache.json'), '--mirror', out('mirror'), '--timeout', '5s', '--retries', '0');
    const run = await runCli(args);
    expect(run.stderr).not.toMatch(/error|usage/i);
    expect(run.code).toBe(0);
    const report = JSON.parse(readFileSync(out('r.json'), 'utf8')) as { pages: Array<{ url: string; status: number }> };
    expect(report.pages.filter((p) => p.url.endsWith('/private/') || p.url.endsWith('/members/')).map((p) => p.status)).toEqual([200, 200]);
    expect(seen.filter((s) => s.host === 'other' && (s.headers.authorization !== undefined || s.headers.cookie !== undefined))).toEqual([]);
    const files = [
      'r.json',
      'r.sarif',
      'r.xml',
      'r.db',
      'cache.json',
      ...readdirSync(out('mirror'), { recursive: true }).map((f) => path.join('mirror', String(f))),
    ];
    for (const secret of [PASSWORD, AUTH.slice(6), COOKIE]) {
      expect(run.stdout + run.stderr).not.toContain(secret);
      for (const f of files) {
        if (statSync(out(f)).isFile()) expect(readFileSync(out(f)).includes(secret), `${secret} in ${f}`).toBe(false);
      }
    }
  }, 60_000);
});

describe('the Action: basic-auth masked', () => {
  it('masks each password and the header made of it before anything is logged, and reaches the page', async () => {
    const { site, seen } = await staging();
    const r = await runAction({
      urls: `${site.url}/`,
      remap: `^https://docs\\.example\\.com/ ${site.url}/`,
      'basic-auth': `127\\.0\\.0\\.1 user:${PASSWORD}`,
      retries: '0',
    });
    expect(r.masks).toEqual(expect.arrayContaining([PASSWORD, `user:${PASSWORD}`, AUTH.slice(6)]));
    expect(seen.some((s) => s.path === '/private/' && s.headers.authorization === AUTH)).toBe(true);
    // Only the members page (no cookie jar here) is dead.
    expect(r.outputs['dead']).toBe('1');
    const printed = r.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
    expect(printed.join('\n') + r.summary).not.toContain(PASSWORD);
  }, 60_000);
});

describe('bad values are usage errors naming the flag', () => {
  const usage = async (f: () => unknown) => {
    try {
      await f();
    } catch (e) {
      expect(isRunError(e, 'usage')).toBe(true);
      return (e as Error).message;
    }
    throw new Error('no error');
  };

  it('a bad remap regex or a line without a replacement', async () => {
    expect(await usage(() => resolveOptions({ urls: ['http://127.0.0.1:1/'], remap: ['^(unclosed http://x/'] }))).toMatch(/^remap: invalid regular expression/);
    expect(await usage(() => resolveOptions({ urls: ['http://127.0.0.1:1/'], remap: ['^https://a/'] }))).toMatch(/^remap: expected "REGEX REPLACEMENT"/);
    // A replacement that can never be a URL would match and check nothing.
    expect(await usage(() => resolveOptions({ urls: ['http://127.0.0.1:1/'], remap: ['^https://a/ 127.0.0.1:8/x'] }))).toMatch(
      /^remap: the replacement must be an http\(s\) URL/,
    );
    expect(resolveOptions({ urls: ['http://127.0.0.1:1/'], remap: ['^(https://a/.*) $1'] }).remap).toHaveLength(1);
  });

  it('a basic-auth line without user:password never quotes the line', async () => {
    const msg = await usage(() => resolveOptions({ urls: ['http://127.0.0.1:1/'], 'basic-auth': ['^http://x/ secretpassword'] }));
    expect(msg).toMatch(/^basic-auth: line 1: expected "URL-REGEX user:password"/);
    expect(msg).not.toContain('secretpassword');
  });

  it('a malformed cookie file names the file and the line, not the cookie', async () => {
    const dir = tempDir('ls-access-');
    const jar = path.join(dir, 'jar.txt');
    writeFileSync(jar, `# Netscape HTTP Cookie File\n127.0.0.1\tFALSE\t/\tFALSE\t0\tsession\tok\nexample.com\tFALSE\t/\tFALSE\tsoon\tsid\tsecret-value\n`);
    const msg = await usage(() => runCheck({ ...DEFAULTS, urls: ['http://127.0.0.1:1/'], cookieJar: jar }));
    expect(msg).toContain(`cookie-jar: ${jar} line 3:`);
    expect(msg).not.toContain('secret-value');
  });
});

/** One port that answers both http and https (the first byte of a TLS handshake is 0x16): an http link's https URL on the same host and port. */
async function dualServer(handler: Handler, tls: Certificate): Promise<{ port: number; close: () => Promise<void> }> {
  const plain = http.createServer(handler);
  const secure = https.createServer({ key: tls.key, cert: tls.cert }, handler);
  const front = net.createServer((socket) => {
    socket.once('readable', () => {
      const first = socket.read(1) as Buffer | null;
      if (first === null) return socket.destroy();
      socket.unshift(first);
      (first[0] === 0x16 ? secure : plain).emit('connection', socket);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const port = (front.address() as net.AddressInfo).port;
  return {
    port,
    close: async () => {
      plain.closeAllConnections();
      secure.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    },
  };
}

describe('require-https', () => {
  let tls: Certificate;
  let dual: Awaited<ReturnType<typeof dualServer>>;
  const httpsAsked: string[] = [];
  beforeAll(async () => {
    tls = selfSigned(['secure.localhost', 'plain.localhost']);
    dual = await dualServer((req, res) => {
      const secure = (req.socket as { encrypted?: boolean }).encrypted === true;
      if (secure) httpsAsked.push(`${req.headers.host}${req.url}`);
      // plain.localhost has no https page: 404 over https.
      const ok = !secure || req.headers.host?.startsWith('secure.localhost');
      res.writeHead(ok ? 200 : 404, { 'content-type': 'text/html' });
      res.end(page('x'));
    }, tls);
  });
  afterAll(async () => {
    await dual.close();
  });

  async function check(policy: string) {
    const site = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page(`<a href="http://secure.localhost:${dual.port}/a?q=1">s</a> <a href="http://plain.localhost:${dual.port}/b">p</a>`));
    });
    return crawl(resolveOptions({ urls: [`${site.url}/`], timeout: '5s', retries: '0', 'require-https': policy }), {}, { ca: [tls.cert] });
  }

  it('warns about an http link whose https URL works, with that URL; not one whose https URL fails', async () => {
    const report = await check('warn');
    expect(report.dead).toEqual([]);
    expect(report.warnings.map((w) => [w.url, w.https])).toEqual([
      [`http://secure.localhost:${dual.port}/a?q=1`, `https://secure.localhost:${dual.port}/a?q=1`],
    ]);
    expect(report.warnings[0]!.reason).toContain(`https://secure.localhost:${dual.port}/a?q=1`);
  });

  it('dead makes it dead; off never asks', async () => {
    expect((await check('dead')).dead.map((d) => d.https)).toEqual([`https://secure.localhost:${dual.port}/a?q=1`]);
    httpsAsked.length = 0;
    const off = await check('off');
    expect(off.warnings).toEqual([]);
    expect(httpsAsked).toEqual([]);
  });

  it('fix rewrites the written http URL to https', () => {
    const raw = `http://secure.localhost:${dual.port}/a?q=1#part`;
    const text = `See [it](${raw}).\n`;
    const result = {
      url: raw.replace('#part', ''),
      https: raw.replace('http:', 'https:').replace('#part', ''),
      referrers: [{ page: 'a.md', file: 'a.md', line: 1, column: 5, element: 'a', attribute: 'href', text: 'it', raw }],
    };
    const plan = planFixes(
      httpsTargets([result as unknown as LinkResult]),
      () => ({ display: 'a.md', abs: '/a.md', kind: 'markdown' }),
      () => Buffer.from(text),
    );
    expect(plan.skipped).toEqual([]);
    expect(rewrittenText(plan.files[0]!)).toBe(`See [it](https://secure.localhost:${dual.port}/a?q=1#part).\n`);
  });
});
