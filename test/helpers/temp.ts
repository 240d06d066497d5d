/**
 * Temporary folders that tests make, removed when the test file's tests are done (test/setup.ts registers
 * the removal for every file), so a run leaves nothing in the system's temporary folder:
 *
 *   const dir = tempDir('ls-db-');
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A new folder `<os.tmpdir()>/<prefix>XXXXXX`, removed after this test file. */
export function tempDir(prefix = 'ls-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A new `tempDir` holding these files (relative path, forward slashes → content), its folders made as needed. */
export function tempTree(files: Record<string, string>, prefix = 'ls-test-'): string {
  const dir = tempDir(prefix);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** Remove every folder `tempDir` made (called after each test file). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
