/** `--cookie-jar` and the browser (browser/cookies.ts): what moves between the jar and the browser's store, and when. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Cookie, CookieData } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { CookieBridge } from '../../src/browser/cookies.js';
import { CookieFile } from '../../src/http/cookie-jar.js';
import { tempDir } from '../helpers/temp.js';

/** A browser's cookie store as CDP keeps it (a domain without a dot: the host's alone), and the calls it got. */
function fakeBrowser() {
  const store = new Map<string, Cookie>();
  const key = (c: { name: string; domain?: string; path?: string }) => `${c.name}|${c.domain}|${c.path}`;
  let sets = 0;
  const browser = {
    connected: true,
    async setCookie(...cookies: CookieData[]) {
      sets++;
      for (const c of cookies) {
        if (c.expires === 1) store.delete(key(c));
        else store.set(key(c), { path: '/', secure: false, httpOnly: false, expires: -1, session: true, size: 0, ...c } as Cookie);
      }
    },
    async cookies() {
      return [...store.values()];
    },
  };
  return {
    browser: browser as unknown as Browser,
    store,
    sets: () => sets,
    set: (c: Partial<Cookie> & { name: string; value: string; domain: string }) =>
      store.set(key({ path: '/', ...c }), { path: '/', secure: false, httpOnly: false, expires: -1, session: true, size: 0, ...c } as Cookie),
  };
}

async function jar(text: string): Promise<CookieFile> {
  const file = path.join(tempDir('ls-bridge-'), 'cookies.txt');
  writeFileSync(file, text);
  return CookieFile.load(file);
}

describe('the cookie jar and the browser', () => {
  it('gives the browser the jar, takes back what pages set, and never lets an older browser copy overwrite the jar', async () => {
    const j = await jar('site.test\tFALSE\t/\tFALSE\t0\tsid\tone\n.site.test\tTRUE\t/docs\tTRUE\t4102444800\tpref\tdark\n');
    const b = fakeBrowser();
    const bridge = new CookieBridge(j);
    await bridge.toBrowser(b.browser);
    expect(b.store.get('sid|site.test|/')).toMatchObject({ value: 'one' });
    expect(b.store.get('pref|.site.test|/docs')).toMatchObject({ value: 'dark', secure: true, expires: 4102444800 });
    // Unchanged jar: nothing is given again.
    const calls = b.sets();
    await bridge.toBrowser(b.browser);
    expect(b.sets()).toBe(calls);

    // The HTTP client changes sid while a page runs; the page sets a cookie of its own.
    j.received(new URL('http://site.test/login'), ['sid=two; Path=/']);
    b.set({ name: 'js', value: 'by-page', domain: 'site.test' });
    await bridge.fromBrowser(b.browser);
    expect(j.header(new URL('http://site.test/'))).toBe('sid=two; js=by-page');
    // The next page gets the jar's new sid.
    await bridge.toBrowser(b.browser);
    expect(b.store.get('sid|site.test|/')).toMatchObject({ value: 'two' });

    // A page removes its cookie: the jar loses it too.
    b.store.delete('js|site.test|/');
    await bridge.fromBrowser(b.browser);
    expect(j.header(new URL('http://site.test/'))).toBe('sid=two');
    // A cookie gone from the jar (the HTTP client got it expired) leaves the browser.
    j.received(new URL('http://site.test/'), ['sid=x; Path=/; Max-Age=0']);
    await bridge.toBrowser(b.browser);
    expect(b.store.has('sid|site.test|/')).toBe(false);
  });

  it('a browser started again gets the whole jar', async () => {
    const j = await jar('site.test\tFALSE\t/\tFALSE\t0\tsid\tone\n');
    const bridge = new CookieBridge(j);
    const first = fakeBrowser();
    await bridge.toBrowser(first.browser);
    const second = fakeBrowser();
    await bridge.toBrowser(second.browser);
    expect(second.store.get('sid|site.test|/')).toMatchObject({ value: 'one' });
  });
});
