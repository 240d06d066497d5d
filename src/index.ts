/**
 * The GitHub Action's entry (dist/index.js). It checks the Node version first, with nothing
 * else loaded (the engine fails with a stack on an old one), then reads the context once and
 * runs the pipeline in action/main.ts, loaded only now.
 */
import * as core from '@actions/core';
import { boundHeapGrowth } from './support/heap-growth.js';
import { nodeVersionProblem } from './support/node-version.js';

const tooOld = nodeVersionProblem();
if (tooOld !== undefined) {
  core.setFailed(`linkspider: ${tooOld}`);
} else {
  boundHeapGrowth();
  try {
    const { readContext, runAction } = await import('./action/main.js');
    // The runner sends SIGINT on cancel: stop crawling and still report what was found.
    const stop = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
    await runAction(await readContext(), stop.signal);
  } catch (e) {
    core.setFailed(`linkspider: unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }
}
