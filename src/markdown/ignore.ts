/**
 * `.linkspiderignore` at the repository root: one regular expression per line, like
 * lychee's `.lycheeignore`; blank lines and lines starting with `#` are skipped. Links whose
 * URL (or, for a repository path, the link as written or its path) matches are skipped,
 * never requested, exactly as `exclude`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RunError, UsageError } from '../errors.js';

export const IGNORE_FILE = '.linkspiderignore';

export function readIgnoreFile(root: string): RegExp[] {
  let text: string;
  try {
    text = readFileSync(path.join(root, IGNORE_FILE), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new RunError('config-file', IGNORE_FILE, `cannot be read: ${(e as Error).message}`, { cause: e });
  }
  const out: RegExp[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const t = line.trim();
    if (t === '' || t.startsWith('#')) return;
    try {
      out.push(new RegExp(t));
    } catch (e) {
      throw new UsageError(`${IGNORE_FILE} line ${i + 1}`, `expected a regular expression: ${(e as Error).message}`);
    }
  });
  return out;
}
