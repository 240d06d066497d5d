/**
 * What the CLI needs of its process, whether it runs on the main thread or on the worker thread `cli.ts`
 * starts: whether stdout/stderr are terminals (a worker's streams are pipes to the main thread), and the
 * stop signals (only the main thread receives signals; it passes them on as messages).
 */
import { rmSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

export interface Terminal {
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** Width of the stderr terminal, when it is one. */
  columns?: number;
}

/** The message the main thread sends the worker for SIGINT/SIGTERM. */
export interface SignalMessage {
  signal: NodeJS.Signals;
}

/**
 * What a run is writing, which a quit at once (a second Ctrl-C) leaves unwritten: the flags and files of its
 * reports (`--json r.json`), and the partial files to remove (`crawl.db.partial`). The worker sends it to the
 * main thread, which is the one that quits.
 */
export interface PendingOutputs {
  /** `written`: outputs already complete, which the quit leaves (`--db crawl.db written (marked partial)`). */
  pendingOutputs: { reports: string[]; partialFiles: string[]; written?: string[] };
}

let pending: PendingOutputs['pendingOutputs'] = { reports: [], partialFiles: [] };

/** Say what the run will write (see `PendingOutputs`), for `quitAtOnce`. */
export function announceOutputs(outputs: PendingOutputs['pendingOutputs']): void {
  if (isMainThread || parentPort === null) pending = outputs;
  else parentPort.postMessage({ pendingOutputs: outputs } satisfies PendingOutputs);
}

/** On the main thread: a message from the worker, kept when it announces outputs. Returns whether it was one. */
export function receiveOutputs(message: unknown): boolean {
  const m = (message as Partial<PendingOutputs> | null)?.pendingOutputs;
  if (m === undefined) return false;
  pending = m;
  return true;
}

/**
 * Quit now (a second stop signal): one line saying what was not written, the run's partial files removed,
 * exit 130 (143 for SIGTERM). `cleanup` removes what else the process leaves (spill folders).
 */
export function quitAtOnce(signal: NodeJS.Signals, cleanup: () => void = () => {}): never {
  for (const f of pending.partialFiles) {
    try {
      rmSync(f, { force: true });
    } catch {
      /* gone already, or not ours to remove */
    }
  }
  cleanup();
  const said = [
    ...(pending.reports.length > 0 ? [`${pending.reports.join(', ')} not written`] : []),
    ...(pending.written !== undefined && pending.written.length > 0 ? [pending.written.join(', ')] : []),
  ];
  const lost = said.length > 0 ? ` (${said.join('; ')})` : '';
  process.stderr.write(`\nlinkspider: ${signal} again: quit at once, without the report${lost}\n`);
  process.exit(signalExitCode(signal));
}

/**
 * A reader that went away (`linkspider … | head`) ends the output, not the process: EPIPE on stdout or stderr
 * is no error (the report files are written before the console report). `onClosed` runs once when it happens.
 */
export function endQuietlyOnClosedPipes(onClosed: () => void = () => {}): void {
  let closed = false;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
      if (!closed) onClosed();
      closed = true;
    });
  }
}

/** The terminal as seen by this process's main thread. */
export function processTerminal(): Terminal {
  return { stdoutIsTTY: process.stdout.isTTY === true, stderrIsTTY: process.stderr.isTTY === true, columns: process.stderr.columns };
}

export function terminal(): Terminal {
  if (isMainThread) return processTerminal();
  return (workerData as { terminal?: Terminal } | undefined)?.terminal ?? { stdoutIsTTY: false, stderrIsTTY: false };
}

/** Colours unless told otherwise: when stdout is a terminal and `NO_COLOR` is not set. */
export function colorByDefault(): boolean {
  return terminal().stdoutIsTTY && !process.env.NO_COLOR;
}

/** What to do with a stop signal: stop the crawl and write the report, ignore it, or quit at once. */
export type SignalAction = 'stop' | 'ignore' | 'quit';

/**
 * The stop-signal policy, one per process. The first SIGINT or SIGTERM stops the crawl, whose partial
 * report is then written. A second signal quits at once (exit 130 or 143), except an echo: the same signal
 * within `echoMs` of the first (`timeout`, `npm exec` and container inits pass a signal to their child
 * and to its whole process group, so one Ctrl-C arrives twice within microseconds), or a SIGTERM within
 * `termGraceMs` of the first (GNU `timeout` when its time is up, `docker stop` and runners kill process
 * groups): that is CI or a wrapper, not a person asking twice, and it must not cost the report.
 */
export function stopSignalPolicy(
  { echoMs = 1000, termGraceMs = 2000 }: { echoMs?: number; termGraceMs?: number } = {},
  now: () => number = Date.now,
): (signal: NodeJS.Signals) => SignalAction {
  let first: { signal: NodeJS.Signals; at: number } | undefined;
  return (signal) => {
    const t = now();
    if (first === undefined) {
      first = { signal, at: t };
      return 'stop';
    }
    if (signal === first.signal && t - first.at <= echoMs) return 'ignore';
    if (signal === 'SIGTERM' && t - first.at <= termGraceMs) return 'ignore';
    return 'quit';
  };
}

/** What the first stop signal says: what the run does now, and what would quit at once (true for that signal). */
export function stoppingLine(signal: NodeJS.Signals): string {
  const again = signal === 'SIGINT' ? 'Ctrl-C again after a second to quit at once' : 'SIGTERM again after 2 s, or Ctrl-C, to quit at once';
  return `linkspider: ${signal}: stopping, writing a partial report (${again})`;
}

/** The exit code of a process that quits at once on `signal`: 128 + its number. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return signal === 'SIGTERM' ? 143 : 130;
}

/** Call `handler` on SIGINT/SIGTERM until the returned function is called. */
export function onStopSignal(handler: (signal: NodeJS.Signals) => void): () => void {
  if (isMainThread || parentPort === null) {
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    };
  }
  const port = parentPort;
  const onMessage = (m: Partial<SignalMessage>) => {
    if (m?.signal === 'SIGINT' || m?.signal === 'SIGTERM') handler(m.signal);
  };
  port.on('message', onMessage);
  port.unref(); // listening must not keep the worker alive
  return () => port.off('message', onMessage);
}
