/** Finding the browser for --render (browser/find.ts): --browser, CHROME_PATH, names on PATH, in that order. */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/browser/find.js';
import { tempDir } from '../helpers/temp.js';

function exe(dir: string, name: string, mode = 0o755): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, mode);
  return file;
}

describe.skipIf(process.platform === 'win32')('findBrowser', () => {
  it('takes --browser first, then CHROME_PATH, then google-chrome, chromium, chromium-browser on PATH', () => {
    const d = tempDir('ls-browser-');
    const given = exe(path.join(d, 'given'), 'my-chrome');
    const env = exe(path.join(d, 'env'), 'chrome-from-env');
    const bin1 = path.join(d, 'bin1');
    const bin2 = path.join(d, 'bin2');
    exe(bin1, 'chromium-browser');
    exe(bin2, 'chromium');
    const PATH = [bin1, bin2].join(path.delimiter);
    expect(findBrowser(given, { PATH, CHROME_PATH: env })).toBe(given);
    expect(findBrowser(undefined, { PATH, CHROME_PATH: env })).toBe(env);
    // chromium is tried before chromium-browser, whichever folder comes first.
    expect(findBrowser(undefined, { PATH })).toBe(path.join(bin2, 'chromium'));
    expect(findBrowser(undefined, { PATH: bin1 })).toBe(path.join(bin1, 'chromium-browser'));
  });

  it('refuses what is not an executable file, and finds nothing with PATH emptied', () => {
    const d = tempDir('ls-browser-');
    const plain = exe(d, 'chromium', 0o644);
    expect(findBrowser(plain, {})).toBeUndefined();
    expect(findBrowser(d, {})).toBeUndefined();
    expect(findBrowser(undefined, { PATH: d, CHROME_PATH: plain }, 'linux')).not.toBe(plain);
    expect(findBrowser(undefined, { PATH: '', CHROME_PATH: '' })).toBeUndefined();
    expect(findBrowser(undefined, {})).toBeUndefined();
  });
});
