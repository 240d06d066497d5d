/**
 * Headless Chromium for tests that open a page (the HTML report): Debian's `chromium` on the PATH,
 * driven by playwright-core (which never downloads a browser). Each launch gets a fresh profile
 * folder and the flags that keep Chromium off the network (no component updates, sync or
 * background requests). Where no Chromium exists, `chromiumPath()` is undefined and the tests
 * that need it are skipped, saying so.
 */
import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { tempDir } from './temp.js';

/** The `chromium` executable on the PATH, or undefined. */
export function chromiumPath(): string | undefined {
  try {
    const found = execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim().split('\n')[0];
    return found !== undefined && found !== '' ? found : undefined;
  } catch {
    return undefined;
  }
}

/** Why browser tests are skipped here, or undefined when they can run. */
export const NO_CHROMIUM =
  chromiumPath() === undefined ? 'no `chromium` on the PATH: the HTML report browser tests are skipped (apt-get install chromium)' : undefined;

/** Launch headless Chromium with a fresh profile (a context of its own: close it when done). */
export async function launchChromium(): Promise<BrowserContext> {
  const { chromium } = await import('playwright-core');
  return chromium.launchPersistentContext(tempDir('ls-chromium-'), {
    executablePath: chromiumPath()!,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A browser for the tests of one file (or describe block): launched before them, closed after. */
export function chromiumForTests(): () => BrowserContext {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });
  return () => context!;
}

/** Every request a page makes that is not to a file: or data: URL (each is aborted). */
export async function countNetwork(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().route('**', async (route) => {
    const url = route.request().url();
    if (url.startsWith('file:') || url.startsWith('data:')) return route.continue();
    seen.push(url);
    return route.abort();
  });
  return seen;
}

/** The page's document as far as the functions below run in it (the tests are typed without the DOM's library). */
interface InPage {
  document: { querySelector(selector: string): { textContent: string | null } | null };
}

/**
 * Wait until the HTML report's status line contains `text` (or, with `changed`, differs from it).
 * A function, not a string: the report's policy forbids evaluating strings.
 */
export async function waitForStatus(page: Page, text: string, opts: { changed?: boolean; timeout?: number } = {}): Promise<void> {
  const status = async () => (await page.textContent('#status')) ?? '';
  await page
    .waitForFunction(
      ([t, changed]) => {
        const now = (globalThis as unknown as InPage).document.querySelector('#status')?.textContent ?? '';
        return changed ? now !== t : now.includes(t as string);
      },
      [text, opts.changed === true] as const,
      { timeout: opts.timeout ?? 5000 },
    )
    .catch(async (e: Error) => {
      throw new Error(`waiting for the status ${opts.changed ? 'to change from' : 'to show'} "${text}", it says "${await status()}": ${e.message}`);
    });
}
