/**
 * The Action's `merge` mode: find the shard reports the merge job downloaded. With
 * actions/download-artifact (`pattern: linkspider-shard-*`, `merge-multiple: false`) each
 * artifact lands in `<path>/<artifact name>/`, so `shards/** /report.json` finds them all.
 */
import { glob } from 'node:fs/promises';
import path from 'node:path';
import { RunError } from '../errors.js';

const collator = new Intl.Collator('en', { numeric: true });

/**
 * Paths of the files matching `pattern` (a glob, relative to `dir` unless absolute), sorted
 * with numbers in order (shard-2 before shard-10). Throws a `merge` error when nothing matches, naming both.
 */
export async function mergeArtifactReports(pattern: string, dir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const d of glob(pattern, { cwd: dir, withFileTypes: true })) {
    if (d.isFile()) files.push(path.join(d.parentPath, d.name));
  }
  if (files.length === 0) {
    throw new RunError(
      'merge',
      'merge',
      `no report file matches "${pattern}" in ${path.resolve(dir)}: did the shard jobs upload their JSON reports, and did this job download them there?`,
    );
  }
  return files.sort(collator.compare);
}
