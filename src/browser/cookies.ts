/**
 * `--cookie-jar` in the browser. The jar's cookies are put in the browser's own store before each page (only when
 * the jar changed since), so the browser sends them by its own domain, path, secure and expiry rules, never to
 * another host; after each page, what its pages set, changed or removed (by `Set-Cookie` or by script) is taken
 * back into the jar, which the run writes at the end, as it keeps every `Set-Cookie` the HTTP client got. Only
 * what differs from what the two were last seen to agree on moves either way: a cookie the HTTP client changed
 * meanwhile is not overwritten by the browser's older copy. Values are secrets: nothing here logs one.
 */
import type { Browser, Cookie, CookieData } from 'puppeteer-core';
import type { JarCookie, SharedCookies } from '../model/cookie.js';

const keyOf = (c: JarCookie) => `${c.name}\0${c.domain}\0${c.path}`;
const sigOf = (c: JarCookie) => `${c.value}\0${c.hostOnly}\0${c.secure}\0${c.httpOnly}\0${c.expires ?? ''}`;

/** The browser's form: a domain without a leading dot is the host's alone (as Chrome reads it). */
function browserCookie(c: JarCookie): CookieData {
  return {
    name: c.name,
    value: c.value,
    domain: c.hostOnly ? c.domain : `.${c.domain}`,
    path: c.path,
    secure: c.secure,
    httpOnly: c.httpOnly,
    ...(c.expires !== undefined ? { expires: c.expires } : {}),
  };
}

function jarCookie(c: Cookie): JarCookie {
  const hostOnly = !c.domain.startsWith('.');
  return {
    name: c.name,
    value: c.value,
    domain: hostOnly ? c.domain : c.domain.slice(1),
    hostOnly,
    path: c.path,
    secure: c.secure === true,
    httpOnly: c.httpOnly === true,
    ...(c.session || c.expires < 0 ? {} : { expires: Math.floor(c.expires) }),
  };
}

export class CookieBridge {
  /** What the browser and the jar were last seen to agree on, by name, domain and path. */
  readonly #known = new Map<string, { cookie: JarCookie; sig: string }>();
  /** The jar's version last given to the browser. */
  #given = Number.NaN;
  #browser?: Browser;
  /** One exchange at a time: a read while cookies are being put would take the missing ones for removed. */
  #line: Promise<void> = Promise.resolve();

  constructor(private readonly jar: SharedCookies) {}

  /** Before a page: the jar's changes since it was last given (a browser started again gets all of it). */
  toBrowser(browser: Browser): Promise<void> {
    return this.#queue(async () => {
      if (browser !== this.#browser) {
        this.#browser = browser;
        this.#known.clear();
        this.#given = Number.NaN;
      }
      if (this.jar.version === this.#given) return;
      this.#given = this.jar.version;
      const inJar = new Set<string>();
      const changed: JarCookie[] = [];
      for (const c of this.jar.all()) {
        const key = keyOf(c);
        inJar.add(key);
        if (this.#known.get(key)?.sig !== sigOf(c)) changed.push(c);
      }
      const gone = [...this.#known].filter(([key]) => !inJar.has(key));
      // One by one: a cookie the browser refuses is not taken for one it has (and later for one a page removed).
      await Promise.all(
        changed.map(async (c) => {
          if (
            await browser.setCookie(browserCookie(c)).then(
              () => true,
              () => false,
            )
          )
            this.#known.set(keyOf(c), { cookie: c, sig: sigOf(c) });
        }),
      );
      for (const [key] of gone) this.#known.delete(key);
      // A cookie set as expired is removed (puppeteer's deleteCookie does the same).
      if (gone.length > 0) await browser.setCookie(...gone.map(([, v]) => ({ ...browserCookie(v.cookie), expires: 1 }))).catch(() => undefined);
    });
  }

  /** After a page: what the browser's pages set, changed or removed, into the jar. */
  fromBrowser(browser: Browser): Promise<void> {
    return this.#queue(async () => {
      if (browser !== this.#browser || !browser.connected) return;
      const seen = new Set<string>();
      for (const b of await browser.cookies()) {
        const c = jarCookie(b);
        const key = keyOf(c);
        seen.add(key);
        const sig = sigOf(c);
        if (this.#known.get(key)?.sig === sig) continue;
        this.#known.set(key, { cookie: c, sig });
        this.jar.set(c);
      }
      for (const [key, v] of this.#known) {
        if (seen.has(key)) continue;
        this.#known.delete(key);
        this.jar.remove(v.cookie);
      }
    });
  }

  #queue(work: () => Promise<void>): Promise<void> {
    const next = this.#line.then(work);
    this.#line = next.catch(() => undefined);
    return next;
  }
}
