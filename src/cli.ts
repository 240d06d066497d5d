/**
 * The `linkspider` command: starts the CLI (`cli-main.ts`, bundled as `dist/cli-main.js`) on a worker thread.
 *
 * Why a thread: V8 sizes a process's young generation from the machine's memory (128 MB of semi-spaces on
 * this 2-core, 24 GB machine), and a crawl fills it with short-lived bodies and tokens; a worker's young
 * generation can be capped. With 32 MB the peak RSS of the 20,000-page bench fell from ~400 MB to ~290 MB at
 * the same speed (`npm run bench -- --pages 20000`). Node's heap flags cannot be set by a program for itself
 * once it runs.
 *
 * This file stays small (only Node built-ins), so the main thread starts fast and holds little. It passes
 * SIGINT/SIGTERM on to the worker (which stops the crawl and writes the partial report); a second signal exits
 * at once with 130 (143 for SIGTERM), except a SIGTERM within 2 s of the first (CI's process-group kills;
 * see `stopSignalPolicy`). The worker's exit code is the command's. `LINKSPIDER_THREAD=main` runs the CLI on the
 * main thread instead.
 */
import module from 'node:module';
import { Worker } from 'node:worker_threads';
import { processTerminal, signalExitCode, stopSignalPolicy, type SignalMessage } from './cli-host.js';
import { removeSpillFolders } from './crawl/spill.js';

const YOUNG_GENERATION_MB = 32;
// Next to this file (spelled so that the bundler does not take it for an asset of its own to copy).
const here = import.meta.url;
const cliMain = new URL(here.slice(0, here.lastIndexOf('/') + 1) + 'cli-main.js');

// V8's code cache on disk (Node's compile cache, in the OS temp folder): the 2 MB CLI bundle starts ~20 ms
// faster from the second run on. The worker finds it through the environment.
const cache = module.enableCompileCache?.();
if (cache?.directory !== undefined && process.env.NODE_COMPILE_CACHE === undefined) process.env.NODE_COMPILE_CACHE = cache.directory;

if (process.env.LINKSPIDER_THREAD === 'main') {
  await import(/* webpackIgnore: true */ cliMain.href);
} else {
  const worker = new Worker(cliMain, {
    argv: process.argv.slice(2),
    workerData: { terminal: processTerminal() },
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  const policy = stopSignalPolicy();
  const onSignal = (signal: NodeJS.Signals) => {
    const action = policy(signal);
    if (action === 'quit') {
      removeSpillFolders();
      process.exit(signalExitCode(signal));
    }
    if (action === 'stop') worker.postMessage({ signal } satisfies SignalMessage);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  worker.on('error', (err) => {
    process.stderr.write(`linkspider: fatal: ${err.message}\n`);
    removeSpillFolders();
    process.exitCode = 2;
  });
  worker.on('exit', (code) => {
    process.exitCode ??= code;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  });
}
