/**
 * The oldest Node.js the bundles run on, and the check each entry makes before it loads anything else
 * (on an older Node, undici fails while loading with a message that names no version). Kept equal to
 * package.json's `engines.node` by `test/unit/package.test.ts`. Only plain JavaScript here: this runs on
 * any Node.
 */
export const NODE_NEEDED = '22.19';

/** Whether `found` (such as `20.20.2`) is `needed` (such as `22.19`) or newer. */
export function nodeIsRecentEnough(found: string, needed: string = NODE_NEEDED): boolean {
  const have = found.replace(/^v/, '').split('.').map(Number);
  const want = needed.split('.').map(Number);
  for (let i = 0; i < want.length; i++) {
    const h = have[i] ?? 0;
    const w = want[i] ?? 0;
    if (h !== w) return h > w;
  }
  return true;
}

/** One line saying which Node is needed and which one runs, or undefined when this one will do. */
export function nodeVersionProblem(found: string = process.versions.node, needed: string = NODE_NEEDED): string | undefined {
  if (nodeIsRecentEnough(found, needed)) return undefined;
  return `needs Node.js ${needed} or newer; this is Node.js ${found.replace(/^v/, '')}`;
}
