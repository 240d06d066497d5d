/** `--cookie-jar`: the Netscape cookie file read and written, and the rules the jar sends cookies by. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CookieFile, parseCookieFile } from '../../src/http/cookie-jar.js';
import { tempDir } from '../helpers/temp.js';

const FILE = [
  '# Netscape HTTP Cookie File',
  '',
  '.example.com\tTRUE\t/\tFALSE\t0\tsite\tall',
  'www.example.com\tFALSE\t/docs\tFALSE\t0\tdocs\tonly-docs',
  'example.com\tFALSE\t/\tTRUE\t0\ttls\tonly-https',
  '#HttpOnly_example.com\tFALSE\t/\tFALSE\t4102444800\tsid\tlong-lived',
  'example.com\tFALSE\t/\tFALSE\t1000\told\texpired',
].join('\n');

async function jarOf(text: string): Promise<CookieFile> {
  const file = path.join(tempDir('ls-jar-'), 'cookies.txt');
  writeFileSync(file, text);
  return CookieFile.load(file);
}

describe('cookie jar', () => {
  it('sends cookies by domain, path, secure and expiry', async () => {
    const jar = await jarOf(FILE);
    expect(jar.header(new URL('http://www.example.com/docs/a'))).toBe('docs=only-docs; site=all');
    expect(jar.header(new URL('http://www.example.com/'))).toBe('site=all');
    expect(jar.header(new URL('https://example.com/'))).toBe('site=all; tls=only-https; sid=long-lived');
    expect(jar.header(new URL('http://example.com/'))).toBe('site=all; sid=long-lived');
    expect(jar.header(new URL('http://other.test/'))).toBeUndefined();
  });

  it('learns from Set-Cookie and writes the file back in the same format', async () => {
    const jar = await jarOf(FILE);
    jar.received(new URL('http://example.com/login'), ['new=1; Path=/; Max-Age=3600', 'site=changed; Domain=example.com; Path=/']);
    expect(jar.header(new URL('http://example.com/'))).toContain('new=1');
    expect(await jar.save()).toBeUndefined();
    const lines = readFileSync(jar.file, 'utf8').split('\n');
    expect(lines).toContain('.example.com\tTRUE\t/\tFALSE\t0\tsite\tchanged');
    expect(lines).toContain('#HttpOnly_example.com\tFALSE\t/\tFALSE\t4102444800\tsid\tlong-lived');
    expect(lines.some((l) => /^example\.com\tFALSE\t\/\tFALSE\t\d{10}\tnew\t1$/.test(l))).toBe(true);
    expect(lines.some((l) => l.includes('expired'))).toBe(false);
    // What it wrote reads back as the same jar.
    const again = await jarOf(lines.join('\n'));
    expect(again.header(new URL('https://example.com/'))).toBe(jar.header(new URL('https://example.com/')));
  });

  it('shares itself with the browser: every cookie as the browser holds it, and what the browser set or removed', async () => {
    const jar = await jarOf(FILE);
    const all = jar.all();
    expect(all.map((c) => c.name).sort()).toEqual(['docs', 'sid', 'site', 'tls']);
    expect(all.find((c) => c.name === 'site')).toEqual({
      name: 'site',
      value: 'all',
      domain: 'example.com',
      hostOnly: false,
      path: '/',
      secure: false,
      httpOnly: false,
    });
    expect(all.find((c) => c.name === 'sid')).toMatchObject({ domain: 'example.com', hostOnly: true, httpOnly: true, expires: 4102444800 });
    const v0 = jar.version;
    jar.set({ name: 'js', value: 'set-by-page', domain: 'www.example.com', hostOnly: true, path: '/', secure: false, httpOnly: false, expires: 4102444800 });
    expect(jar.version).not.toBe(v0);
    expect(jar.header(new URL('http://www.example.com/'))).toBe('site=all; js=set-by-page');
    // Host-only: not sent to a subdomain.
    expect(jar.header(new URL('http://a.www.example.com/'))).toBe('site=all');
    const v1 = jar.version;
    jar.remove(all.find((c) => c.name === 'site')!);
    expect(jar.version).not.toBe(v1);
    expect(jar.header(new URL('http://www.example.com/'))).toBe('js=set-by-page');
    expect(jar.text()).toContain('www.example.com\tFALSE\t/\tFALSE\t4102444800\tjs\tset-by-page');
    // Set-Cookie of the HTTP client changes the version the browser is given the jar again at.
    const v2 = jar.version;
    jar.received(new URL('http://example.com/'), ['n=1']);
    expect(jar.version).not.toBe(v2);
  });

  it('a cookie removed by Max-Age=0 is gone, not kept as a session cookie', async () => {
    const jar = await jarOf(FILE);
    jar.received(new URL('http://example.com/'), ['sid=; Path=/; Max-Age=0']);
    expect(jar.all().some((c) => c.name === 'sid')).toBe(false);
    expect(jar.text()).not.toMatch(/\tsid\t/);
  });

  it('a missing file is an empty jar', async () => {
    const jar = await CookieFile.load(path.join(tempDir('ls-jar-'), 'none.txt'));
    expect(jar.header(new URL('http://example.com/'))).toBeUndefined();
  });

  it.each([
    ['example.com\tTRUE\t/\tFALSE\t0\tname', /line 2: expected 7 tab-separated fields, got 6/],
    ['example.com\tyes\t/\tFALSE\t0\tname\tv', /line 2: expected TRUE or FALSE/],
    ['example.com\tTRUE\tdocs\tFALSE\t0\tname\tv', /line 2: expected a path/],
    ['example.com\tTRUE\t/\tFALSE\ttomorrow\tname\tv', /line 2: expected the expiry/],
  ])('a malformed line is named by its number, never quoted: %s', (line, message) => {
    expect(() => parseCookieFile(`# c\n${line}\n`, 'jar.txt')).toThrow(message);
    try {
      parseCookieFile(`# c\n${line}\n`, 'jar.txt');
    } catch (e) {
      expect((e as Error).message).toMatch(/^cookie-jar: jar\.txt line 2:/);
      expect((e as Error).message).not.toContain('\tv');
    }
  });
});
