/**
 * Engine-side security through real crawls:
 * - configured headers (tokens) go only to the site's hosts, or to hosts a header names —
 *   never to another host, also not after a cross-host redirect;
 * - the mirror never writes outside its folder, whatever the URLs look like;
 * - nothing a page says (title, link text, a server's reason phrase, addresses) reaches the
 *   console report with its control characters intact.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { Duplex, PassThrough } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawl/index.js';
import { MIRROR_INDEX_FILE, type MirrorIndex } from '../../src/mirror/mirror.js';
import { DEFAULTS, type HeaderRule, type Options } from '../../src/options.js';
import { formatConsoleReport, safeText } from '../../src/report/console.js';
import { runCli } from '../helpers/cli.js';
import { selfSignedCert } from '../helpers/faults.js';
import { startServer, type Handler, type TestServer } from '../helpers/server.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: Handler, host = '127.0.0.1'): Promise<TestServer> {
  const s = await startServer(handler, { host });
  servers.push(s);
  return s;
}

function opts(urls: string[], extra: Partial<Options> = {}): Options {
  return { ...DEFAULTS, urls, timeout: 2_000, retries: 0, concurrency: 8, ...extra };
}

const page = (body: string, title = 'page') => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** Can this machine bind 127.0.0.2? (Linux answers for all of 127/8; some systems do not.) */
async function canBind(host: string): Promise<boolean> {
  try {
    const s = await startServer(() => undefined, { host });
    await s.close();
    return true;
  } catch {
    return false;
  }
}

describe('security: configured headers stay on their hosts', () => {
  const SECRET = `Bearer s3cr3t-${randomUUID()}`;
  const KEY = `key-${randomUUID()}`;
  const SHARED = `shared-${randomUUID()}`;

  it('never sends a site header to another host, also not after a cross-host redirect', async (ctx) => {
    if (!(await canBind('127.0.0.2')) || !(await canBind('127.0.0.3'))) ctx.skip();
    const seen = new Map<string, IncomingHttpHeaders[]>();
    const record = (name: string, h: IncomingHttpHeaders) => seen.set(name, [...(seen.get(name) ?? []), h]);

    const third = await serve((req, res) => {
      record('third', req.headers);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page('third'));
    }, '127.0.0.3');
    const other = await serve((req, res) => {
      record('other', req.headers);
      if (req.url === '/hop-to-third') {
        res.writeHead(302, { location: `${third.url}/landing` });
        return res.end();
      }
      if (req.url === '/head-fails') {
        // HEAD refused: the client falls back to GET, which must not carry the token either.
        res.writeHead(req.method === 'HEAD' ? 405 : 200, { 'content-type': 'text/html' });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page('other'));
    }, '127.0.0.2');
    // Same address, another port: another site too.
    const port = await serve((req, res) => {
      record('port', req.headers);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page('port'));
    });
    const site = await serve((req, res) => {
      record('site', req.headers);
      if (req.url === '/go-away') {
        res.writeHead(302, { location: `${other.url}/landing` });
        return res.end();
      }
      if (req.url === '/go-away-301') {
        res.writeHead(301, { location: `${other.url}/moved` });
        return res.end();
      }
      if (req.url === '/go-away-chain') {
        res.writeHead(307, { location: `${other.url}/hop-to-third` });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        page(
          [
            `<a href="/inner">inner</a>`,
            `<a href="/go-away">redirect to another host</a>`,
            `<a href="/go-away-301">301 to another host</a>`,
            `<a href="/go-away-chain">a chain through two hosts</a>`,
            `<a href="${other.url}/direct">direct external link</a>`,
            `<a href="${other.url}/head-fails">head fails</a>`,
            `<img src="${port.url}/img.png">`,
            `<a href="${third.url}/direct">third host</a>`,
          ].join('\n'),
        ),
      );
    });

    const otherHost = new URL(other.url).host;
    const headers: HeaderRule[] = [
      { name: 'Authorization', value: SECRET, hosts: [] },
      { name: 'X-Api-Key', value: KEY, hosts: [] },
      // Named for the other host too (so it must arrive there) — but not at the third.
      { name: 'X-Shared', value: SHARED, hosts: [otherHost] },
    ];
    const report = await crawl(opts([`${site.url}/`], { headers }));
    expect(report.dead).toEqual([]);

    // The site saw its headers on every request (positive control).
    expect(seen.get('site')!.length).toBeGreaterThanOrEqual(5);
    for (const h of seen.get('site')!) {
      expect(h.authorization).toBe(SECRET);
      expect(h['x-api-key']).toBe(KEY);
      expect(h['x-shared']).toBe(SHARED);
    }
    // The other hosts never did; the named host got only the header that names it.
    const urlsSeen = (name: string) => seen.get(name)?.length ?? 0;
    expect(urlsSeen('other')).toBeGreaterThanOrEqual(6);
    expect(urlsSeen('third')).toBeGreaterThanOrEqual(2);
    expect(urlsSeen('port')).toBeGreaterThanOrEqual(1);
    for (const name of ['other', 'third', 'port']) {
      for (const h of seen.get(name)!) {
        expect(h.authorization, name).toBeUndefined();
        expect(h['x-api-key'], name).toBeUndefined();
        const raw = JSON.stringify(h);
        expect(raw).not.toContain(SECRET);
        expect(raw).not.toContain(KEY);
      }
    }
    for (const h of seen.get('other')!) expect(h['x-shared']).toBe(SHARED);
    for (const h of [...seen.get('third')!, ...seen.get('port')!]) expect(h['x-shared']).toBeUndefined();

    // And no header value is written into the report.
    const json = JSON.stringify(report);
    for (const v of [SECRET, KEY, SHARED]) expect(json).not.toContain(v);
  });
});

describe('security: a token for an https site never goes out over plain http', () => {
  const cert = selfSignedCert();

  it.skipIf(cert === undefined)('not over an http: link to the same host, nor after a redirect down to http', async () => {
    // http and https on one port (a first byte of 0x16 is a TLS handshake), so http://localhost:P
    // and https://localhost:P are the same site to the crawler, as :80 and :443 of one host are.
    const SECRET = `Bearer ${randomUUID()}`;
    const seen: Array<{ tls: boolean; url: string; auth: string | undefined }> = [];
    const handler: http.RequestListener = (req, res) => {
      seen.push({ tls: (req.socket as TLSSocket).encrypted === true, url: req.url ?? '', auth: req.headers.authorization });
      if (req.url === '/down') {
        res.writeHead(301, { location: `http://localhost:${port}/landing` });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(req.url === '/' ? page(`<a href="/down">down</a> <a href="http://localhost:${port}/plain">plain</a> <a href="/secure">secure</a>`) : page('x'));
    };
    const plain = http.createServer(handler);
    const secure = https.createServer({ key: cert!.key, cert: cert!.cert }, handler);
    const mux = net.createServer((sock) => {
      sock.once('data', (first: Buffer) => {
        if (first[0] !== 0x16) {
          sock.pause();
          sock.unshift(first);
          plain.emit('connection', sock);
          sock.resume();
          return;
        }
        // TLS reads the socket's handle directly, past anything unshifted: hand it a stream instead.
        const rest = new PassThrough();
        rest.write(first);
        sock.pipe(rest);
        const duplex = Duplex.from({ readable: rest, writable: sock });
        duplex.on('error', () => sock.destroy());
        sock.on('error', () => duplex.destroy());
        sock.on('close', () => duplex.destroy());
        secure.emit('connection', duplex);
      });
    });
    await new Promise<void>((r) => mux.listen(0, '127.0.0.1', r));
    const port = (mux.address() as AddressInfo).port;
    const tmp = mkdtempSync(path.join(tmpdir(), 'linkspider-ca-'));
    try {
      const caFile = path.join(tmp, 'ca.pem');
      writeFileSync(caFile, cert!.cert);
      const r = await runCli([`https://localhost:${port}/`, '--header', `Authorization: ${SECRET}`, '--quiet', '--retries', '0'], {
        env: { NODE_EXTRA_CA_CERTS: caFile },
      });
      expect(r.code, r.stderr + r.stdout).toBe(0);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
      plain.closeAllConnections();
      secure.closeAllConnections();
      await new Promise((r) => mux.close(r));
    }
    const overTls = seen.filter((s) => s.tls);
    const overPlain = seen.filter((s) => !s.tls);
    // Positive control: the https requests carried the token.
    expect(overTls.map((s) => s.url)).toEqual(expect.arrayContaining(['/', '/down', '/secure']));
    for (const s of overTls) expect(s.auth).toBe(SECRET);
    expect(overPlain.map((s) => s.url)).toEqual(expect.arrayContaining(['/plain', '/landing']));
    for (const s of overPlain) expect(s.auth, s.url).toBeUndefined();
  });
});

describe('security: the mirror never writes outside its folder', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'linkspider-mirror-escape-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Paths that try to leave the folder or to break it on some file system, as written in href. */
  const HOSTILE = [
    '/%2e%2e/%2e%2e/%2e%2e/escape-dotdot.html',
    '/a/..%2f..%2f..%2fescape-slash.html',
    '/a/%2e%2e%2f%2e%2e%2fescape-encoded.html',
    '/%252e%252e/%252e%252e/escape-double.html',
    '/..%5c..%5c..%5cescape-backslash.html',
    '/a%5c..%5c..%5cb/escape-backslash2',
    '/nul%00byte.html',
    '/%00',
    '/C:/Windows/escape-drive.html',
    '/C%3A%5CWindows%5Cescape-drive2.html',
    '/%2Fetc%2Fescape-abs.html',
    '/%2F%2Fserver%2Fshare%2Fescape-unc.html',
    '/CON',
    '/con.html',
    '/aux/nul.txt',
    '/COM1/lpt9.html',
    '/trailing.dot.',
    '/trailing-space%20',
    '/...',
    `/${'long'.repeat(200)}.html`,
    `/${Array.from({ length: 40 }, (_, i) => `folder-${i}-${'x'.repeat(20)}`).join('/')}/deep.html`,
    '/Case.html',
    '/case.html',
    '/CASE.html',
    '/caf%C3%A9.html',
    '/cafe%CC%81.html',
    '/q.html?x=../../escape-query',
    '/%E2%80%AE/lmth.exe',
    '/linkspider-mirror.json',
  ];

  it('keeps every file inside the mirror folder, one file per URL, no overwrites', async () => {
    const bodies = new Map<string, string>();
    const site = await serve((req, res) => {
      const url = req.url ?? '/';
      if (url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(page(HOSTILE.map((h, i) => `<a href="${h}">${i}</a>`).join('\n')));
      }
      const body = page(`<p>served for ${url.replace(/[<&]/g, '_')}</p>`);
      bodies.set(url, body);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(body);
    });
    const mirror = path.join(root, 'deep', 'inside', 'mirror');
    mkdirSync(mirror, { recursive: true });
    const report = await crawl(opts([`${site.url}/`], { mirror }));
    expect(report.run.notes ?? []).toEqual([]);

    // Every file anywhere under `root` is inside the mirror folder.
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else files.push(p);
      }
    };
    walk(root);
    for (const f of files) {
      const rel = path.relative(mirror, f);
      expect(rel.startsWith('..') || path.isAbsolute(rel), f).toBe(false);
    }
    expect(files.some((f) => /escape/.test(path.basename(f)) && !f.startsWith(mirror))).toBe(false);

    // One distinct file per page, compared the way a case-insensitive disk would, each with its own bytes.
    const index = JSON.parse(readFileSync(path.join(mirror, MIRROR_INDEX_FILE), 'utf8')) as MirrorIndex;
    expect(index.pages.length).toBe(report.pages.length);
    expect(index.pages.length).toBeGreaterThanOrEqual(HOSTILE.length - 4); // some hrefs normalise to one URL
    const folded = index.pages.map((p) => p.file.normalize('NFC').toLowerCase());
    expect(new Set(folded).size).toBe(folded.length);
    for (const p of index.pages) {
      expect(p.file.split('/')).not.toContain('..');
      const onDisk = readFileSync(path.join(mirror, ...p.file.split('/')), 'utf8');
      const served = bodies.get(new URL(p.url).pathname + new URL(p.url).search) ?? bodies.get('/');
      if (new URL(p.url).pathname !== '/') expect(onDisk).toBe(served);
      for (const seg of p.file.split('/')) {
        expect(seg).not.toMatch(/[\\:*?"<>|\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
        expect(seg).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i);
        expect(Buffer.byteLength(seg)).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe('security: page text cannot drive the terminal', () => {
  const ESC = '\x1b';
  // Title-setting OSC, clear screen, cursor moves, a C1 CSI, a bell, a carriage return, bidi override.
  const EVIL = `${ESC}]0;pwned${'\x07'}${ESC}[2J${ESC}[H\x9b31m\r\u202Eevil`;

  function evilSite(): Handler {
    return (req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          page(
            [
              `<a href="/missing">dead ${EVIL} link</a>`,
              `<a href="/also-missing"><img src="/x.png" alt="alt ${EVIL}"></a>`,
              `<a href="/moved">moved</a>`,
              `<a href="/evil-reason">reason</a>`,
              `<a href="mailto:someone${encodeURIComponent(EVIL)}@example.com">mail</a>`,
              `<a href="/${encodeURIComponent(EVIL)}">url</a>`,
            ].join('\n'),
            `title ${EVIL}`,
          ),
        );
      }
      if (req.url === '/moved') {
        res.writeHead(301, { location: `/gone-${encodeURIComponent(EVIL)}` });
        return res.end();
      }
      if (req.url === '/evil-reason') {
        // A reason phrase with an escape sequence: written raw, node would refuse it.
        req.socket.end(`HTTP/1.1 404 Not ${ESC}[2JFound\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
        return;
      }
      if (req.url === '/x.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end();
      }
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('nope');
    };
  }

  it('safeText leaves no control character', () => {
    expect(safeText(EVIL)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });

  it('the console report of a hostile page has no raw control characters', async () => {
    const site = await serve(evilSite());
    const report = await crawl(opts([`${site.url}/`]));
    // The hostile strings really are in the report (so the console is the one defusing them).
    const all = JSON.stringify(report);
    expect(all).toContain('\\u001b[2J');
    expect(report.dead.length).toBeGreaterThanOrEqual(4);
    const out = formatConsoleReport(report, { color: false });
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    const colored = formatConsoleReport(report, { color: true });
    // With colour, the only escapes are our own SGR sequences.
    expect(colored.replace(/\x1b\[[0-9;]*m/g, '')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  });

  it('the CLI prints nothing raw either (stdout and stderr)', async () => {
    const site = await serve(evilSite());
    const r = await runCli([`${site.url}/`, '--quiet', '--no-color', '--retries', '0']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Dead links');
    expect(r.stdout + r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('security: page text cannot issue workflow commands', () => {
  it('the CLI report has no ##[ anywhere and no line starting with :: (the runner would obey either)', async () => {
    const site = await serve((req, res) => {
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        page(
          ['<a href="http://[##[error]pwned">invalid</a>', '<a href="mailto:::add-mask::x">mail</a>', '<a href="/gone">::warning::link text</a>'].join('\n'),
          '##[error]title',
        ),
      );
    });
    const r = await runCli([`${site.url}/`, '--quiet', '--no-color', '--retries', '0']);
    expect(r.code).toBe(1);
    // The hostile URL is reported, defused.
    expect(r.stdout).toContain('http://[#\\u0023[error]pwned');
    for (const out of [r.stdout, r.stderr]) {
      const lines = out.split(/\r\n|\r|\n/);
      expect(lines.filter((l) => /##\[/.test(l))).toEqual([]);
      expect(lines.filter((l) => /^\s*::/.test(l))).toEqual([]);
    }
  });
});
