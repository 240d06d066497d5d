/**
 * Headless Chromium for tests that open a page (the HTML report): the browser `--render` would use
 * (src/browser/find.ts: CHROME_PATH, then `google-chrome`, `chromium` ... on the PATH; here Debian's
 * `chromium`), driven by puppeteer-core (which never downloads a browser). Each launch gets a fresh
 * profile folder, removed when it closes, and the flags that keep Chromium off the network (no
 * component updates, sync or background requests). Where no browser exists, `chromiumPath()` is
 * undefined and the tests that need it are skipped, saying so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { findBrowser } from '../../src/browser/find.js';

/** The Chrome or Chromium executable, or undefined. */
export function chromiumPath(): string | undefined {
  return findBrowser(undefined);
}

/** Why browser tests are skipped here, or undefined when they can run. */
export const NO_CHROMIUM =
  chromiumPath() === undefined ? 'no Chrome or Chromium found: the HTML report browser tests are skipped (apt-get install chromium)' : undefined;

/** A launched browser and the profile folder it writes. */
export interface TestBrowser {
  browser: Browser;
  /** Close the browser, then remove its profile. */
  close(): Promise<void>;
}

/** Launch headless Chromium with a fresh profile (close it when done: that removes the profile too). */
export async function launchChromium(): Promise<TestBrowser> {
  const { default: puppeteer } = await import('puppeteer-core');
  const profile = mkdtempSync(path.join(tmpdir(), 'ls-chromium-'));
  const args = ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
  // Chromium's sandbox cannot start as root (containers, CI images); anywhere else it stays on.
  if (process.getuid?.() === 0 || process.env.LINKSPIDER_NO_SANDBOX === '1') args.push('--no-sandbox');
  const removeProfile = () => rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  try {
    const browser = await puppeteer.launch({
      executablePath: chromiumPath()!,
      headless: true,
      pipe: true,
      userDataDir: profile,
      args,
      defaultViewport: { width: 1280, height: 720 },
    });
    return {
      browser,
      close: async () => {
        try {
          await browser.close();
        } finally {
          removeProfile();
        }
      },
    };
  } catch (e) {
    removeProfile();
    throw e;
  }
}

/** A browser for the tests of one file (or describe block): launched before them, closed after. */
export function chromiumForTests(): () => Browser {
  let launched: TestBrowser | undefined;
  beforeAll(async () => {
    launched = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await launched?.close();
  });
  return () => launched!.browser;
}

/** Every request a page makes that is not to a file:, data: or about: URL (each is refused). */
export async function countNetwork(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    if (/^(?:file|data|about):/i.test(url)) return void request.continue();
    seen.push(url);
    return void request.abort();
  });
  return seen;
}

/** The page's document as far as the functions below run in it (the tests are typed without the DOM's library). */
interface InPage {
  document: { querySelector(selector: string): { textContent: string | null } | null };
}
/** An element as the functions below use it in the page. */
interface InPageElement {
  focus(): void;
  select(): void;
}

/** The text of the first element `selector` finds (waited for), or null. */
export async function textOf(page: Page, selector: string): Promise<string | null> {
  const element = await page.waitForSelector(selector, { timeout: 5000 });
  return element!.evaluate((e) => e.textContent);
}

/** The `n`th element (from 0) that `selector` finds; an error naming both when there are fewer. */
export async function nth(page: Page, selector: string, n: number): Promise<ElementHandle> {
  const all = await page.$$(selector);
  const found = all[n];
  if (found === undefined) throw new Error(`no element ${n} of "${selector}" (found ${all.length})`);
  return found as ElementHandle;
}

/** Type `value` into an input as a user replaces its text: focus, select all, insert (or delete when empty). */
export async function fill(input: ElementHandle, value: string): Promise<void> {
  await input.evaluate((e) => {
    (e as unknown as InPageElement).focus();
    (e as unknown as InPageElement).select();
  });
  const page = input.frame.page();
  if (value === '') await page.keyboard.press('Delete');
  else await page.keyboard.sendCharacter(value);
}

/**
 * Wait until the HTML report's status line contains `text` (or, with `changed`, differs from it).
 * A function, not a string: the report's policy forbids evaluating strings.
 */
export async function waitForStatus(page: Page, text: string, opts: { changed?: boolean; timeout?: number } = {}): Promise<void> {
  await page
    .waitForFunction(
      (t: string, changed: boolean) => {
        const now = (globalThis as unknown as InPage).document.querySelector('#status')?.textContent ?? '';
        return changed ? now !== t : now.includes(t);
      },
      { timeout: opts.timeout ?? 5000 },
      text,
      opts.changed === true,
    )
    .catch(async (e: Error) => {
      const now = await page.$eval('#status', (s) => s.textContent).catch(() => null);
      throw new Error(`waiting for the status ${opts.changed ? 'to change from' : 'to show'} "${text}", it says "${now ?? ''}": ${e.message}`);
    });
}
