/**
 * Where the browser `--render` and `--browser-check` drive is: `--browser PATH`, else `CHROME_PATH`, else the
 * usual names on PATH, else the known install paths. Files only (no process started, no library loaded): the
 * options check it before any request, so a run with no browser stops at once with a line saying how to get one.
 */
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/** Names tried on PATH, in order. */
const NAMES = ['google-chrome', 'google-chrome-stable', 'chromium', 'chromium-browser', 'chrome'];

/** Where browsers install themselves when PATH does not name them. */
const KNOWN_PATHS: Record<string, readonly string[]> = {
  linux: ['/usr/bin/google-chrome', '/opt/google/chrome/chrome', '/usr/bin/chromium', '/usr/lib/chromium/chromium', '/snap/bin/chromium'],
  darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
  win32: ['C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe', 'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe'],
};

/** What to install, in the one line a run without a browser ends with. */
export const NO_BROWSER =
  'no Chrome or Chromium found (tried CHROME_PATH, google-chrome, chromium, chromium-browser on PATH and the usual install paths): install one (Debian/Ubuntu: apt-get install chromium; or Google Chrome) or give its path with --browser PATH';

function isExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    if (process.platform !== 'win32') accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser to run: `explicit` (which must be an executable file), else the environment's. Undefined when none
 * is found; `env` and `platform` are the process's unless a test gives its own.
 */
export function findBrowser(
  explicit: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  if (explicit !== undefined) return isExecutable(explicit) ? path.resolve(explicit) : undefined;
  const fromEnv = env.CHROME_PATH;
  if (fromEnv !== undefined && fromEnv !== '' && isExecutable(fromEnv)) return path.resolve(fromEnv);
  const dirs = (env.PATH ?? '').split(path.delimiter).filter((d) => d !== '' && path.isAbsolute(d));
  const exe = platform === 'win32' ? '.exe' : '';
  for (const name of NAMES) {
    for (const dir of dirs) {
      const file = path.join(dir, name + exe);
      if (isExecutable(file)) return file;
    }
  }
  // An emptied PATH means "nothing from PATH": the known paths are tried only when PATH names something, so a
  // test (or a user) can say "no browser here" with PATH= alone.
  if (dirs.length === 0) return undefined;
  return (KNOWN_PATHS[platform] ?? []).find(isExecutable);
}
