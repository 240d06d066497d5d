/**
 * The bundles in dist/ are built from the current sources by test/global-setup.ts before any
 * test runs. With LINKSPIDER_SKIP_BUILD=1 and a stale dist/, the helpers that run the bundles
 * refuse instead of testing old code.
 */
import { inject } from 'vitest';

/** Throws when dist/ is not a build of the current sources. */
export function assertDistCurrent(): void {
  const stale = inject('distStale');
  if (stale) throw new Error(`dist/ is stale (${stale}): run the tests without LINKSPIDER_SKIP_BUILD=1, or run "npm run package" first`);
}
