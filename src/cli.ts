/**
 * The `linkspider` command: starts the CLI (`cli-main.ts`, bundled as `dist/cli/main.js`) on a worker thread, or
 * for a small folder check on this thread (`cli-thread.ts`).
 *
 * Why a thread: V8 sizes a process's young generation from the machine's memory (128 MB of semi-spaces on
 * this 2-core, 24 GB machine), and a crawl fills it with short-lived bodies and tokens; a worker's young
 * generation can be capped. With 32 MB the peak RSS of the 20,000-page bench fell from ~400 MB to ~290 MB at
 * the same speed (`npm run bench -- --pages 20000`); a folder check's worker gets 16 MB (`workerYoungGenerationMb`).
 * Node's heap flags cannot be set by a program for itself once it runs.
 *
 * This file stays small, so the main thread starts fast and holds little. It first checks the Node version
 * (one line and exit 2 on a Node too old: its own imports are plain JavaScript that loads on any Node, and
 * the engine is loaded only after the check), then answers `--help` and `--version` itself, from the option
 * table alone (without the engine: ~0.1 s and 49 MB of RSS instead of ~0.35 s and 93 MB). Otherwise it
 * passes SIGINT/SIGTERM on to the worker (which stops the crawl and writes the partial report); a second
 * signal exits at once with 130 (143 for SIGTERM), saying which reports were not written and removing their
 * partial files (`quitAtOnce`), except an echo: the same signal within 1 s, or a SIGTERM within 2 s, of the
 * first (wrappers and CI signal the child and its process group; see `stopSignalPolicy`). A reader that
 * closes the pipe (`| head`) ends the output quietly. The worker's exit code is the command's. A folder check known to be small runs on the main thread instead, where it starts
 * 30–40 ms sooner and ends with less memory (`cli-thread.ts`); `LINKSPIDER_THREAD=main` runs every check there,
 * `LINKSPIDER_THREAD=worker` every check on the worker.
 */
import module from 'node:module';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { endQuietlyOnClosedPipes, processTerminal, quitAtOnce, receiveOutputs, stopSignalPolicy, type SignalMessage } from './cli-host.js';
import { checkThread, type CheckLine, workerYoungGenerationMb } from './cli-thread.js';
import { removeSpillFolders } from './crawl/frontier/spill.js';
import { boundHeapGrowth } from './support/heap-growth.js';
import { nodeVersionProblem } from './support/node-version.js';

const tooOld = nodeVersionProblem();
if (tooOld !== undefined) {
  process.stderr.write(`linkspider: ${tooOld}\n`);
  process.exit(2);
}

// In a folder beside this file, with the chunks it loads when a run needs them (spelled so that the bundler does
// not take it for an asset of its own to copy).
const here = import.meta.url;
const cliMain = new URL(here.slice(0, here.lastIndexOf('/') + 1) + 'cli/main.js');

/**
 * The command line of a check, parsed by the option table; undefined for `merge` and `fix` (their own flags and
 * help) and for a line that does not parse (the CLI's to report).
 */
async function checkLine(args: string[]): Promise<CheckLine | undefined> {
  if (args[0] === 'merge' || args[0] === 'fix') return undefined;
  // Bundled into this file ("eager"), evaluated only here: the option table, not the engine.
  const { FLAGS } = await import(/* webpackMode: "eager" */ './options/cli.js');
  try {
    return parseArgs({ args, options: FLAGS, allowPositionals: true, allowNegative: true, strict: true });
  } catch {
    return undefined;
  }
}

/** `--help` or `--version` anywhere in a command line that parses (as `linkspider URL --help` does): the text to print. */
async function helpOrVersion(line: CheckLine | undefined): Promise<string | undefined> {
  if (line?.values['help'] === true) return (await import(/* webpackMode: "eager" */ './options/cli.js')).renderHelp();
  if (line?.values['version'] === true) return `${(await import(/* webpackMode: "eager" */ './options/table.js')).VERSION}\n`;
  return undefined;
}

const line = await checkLine(process.argv.slice(2));
const answer = await helpOrVersion(line);

// V8's code cache on disk (Node's compile cache, in the OS temp folder): the CLI bundle starts faster from the
// second run on. A worker finds it through the environment.
const cache = answer === undefined ? module.enableCompileCache?.() : undefined;
if (cache?.directory !== undefined && process.env.NODE_COMPILE_CACHE === undefined) process.env.NODE_COMPILE_CACHE = cache.directory;

// Before the check's isolate starts: its heap grows to 1.6× what is alive, not up to 4× (support/heap-growth.ts).
if (answer === undefined) boundHeapGrowth();

if (answer !== undefined) {
  process.stdout.write(answer);
} else if (checkThread(line, process.env, process.cwd()) === 'main') {
  await import(/* webpackIgnore: true */ cliMain.href);
} else {
  const worker = new Worker(cliMain, {
    argv: process.argv.slice(2),
    workerData: { terminal: processTerminal() },
    resourceLimits: { maxYoungGenerationSizeMb: workerYoungGenerationMb(line, process.cwd()) },
  });
  const policy = stopSignalPolicy();
  let ended = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // The worker is done and the process is ending with its code: a late echo must neither kill it nor change the code.
    if (ended) return;
    const action = policy(signal);
    if (action === 'quit') quitAtOnce(signal, removeSpillFolders);
    if (action === 'stop') worker.postMessage({ signal } satisfies SignalMessage);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  worker.on('message', receiveOutputs);
  // A reader that went away (`| head`): the worker's output is read on into nothing, so it finishes its report files.
  endQuietlyOnClosedPipes(() => {
    worker.stdout.resume();
    worker.stderr.resume();
  });
  worker.on('error', (err) => {
    process.stderr.write(`linkspider: fatal: ${err.message}\n`);
    removeSpillFolders();
    process.exitCode = 2;
  });
  worker.on('exit', (code) => {
    process.exitCode ??= code;
    ended = true; // still listening (listeners keep no process alive): a signal's default action would end it as killed
  });
}
