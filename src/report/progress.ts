/** Progress on stderr: one line updated in place on a terminal, a plain line every few seconds otherwise. */
import type { Progress } from '../model/progress.js';

export interface ProgressPrinter {
  update(p: Progress): void;
  end(): void;
}

export function formatProgress(p: Progress): string {
  const secs = p.elapsedMs / 1000;
  const rate = secs > 0 ? (p.pages / secs).toFixed(1) : '0.0';
  const hosts = (p.pausedHosts > 0 ? ` · paused hosts ${p.pausedHosts}` : '') + (p.downHosts > 0 ? ` · down hosts ${p.downHosts}` : '');
  return (
    `pages ${p.pages} · queued ${p.queued} · checked ${p.checked} · dead ${p.dead} · requests ${p.requests} · ` +
    `retrying ${p.retrying}${hosts} · ${rate} pages/s · ${secs.toFixed(0)}s`
  );
}

export interface ProgressOptions {
  /** Whether `stream` is a terminal (default: `stream.isTTY`; a worker thread's stderr is a pipe). */
  tty?: boolean;
  /** Its width (default: `stream.columns`, else 100). */
  columns?: number;
  /** Plain lines at most this often when not a terminal (default 5 s). */
  intervalMs?: number;
}

/** Where the progress goes: stderr, or on a terminal a synchronous writer to it. */
export interface ProgressStream {
  write(s: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export function progressPrinter(stream: ProgressStream, options: ProgressOptions = {}): ProgressPrinter {
  const tty = options.tty ?? stream.isTTY === true;
  // A terminal that reports no width (0, as a pseudo-terminal without a size does) is taken as 100 wide.
  const columns = options.columns || stream.columns || 100;
  const intervalMs = options.intervalMs ?? 5000;
  let last = 0;
  let drawn = false;
  return {
    update(p) {
      if (tty) {
        const line = formatProgress(p).slice(0, Math.max(20, columns - 1));
        stream.write(`\r\x1b[K${line}`);
        drawn = true;
      } else if (p.elapsedMs - last >= intervalMs) {
        last = p.elapsedMs;
        stream.write(formatProgress(p) + '\n');
      }
    },
    end() {
      if (tty && drawn) stream.write('\r\x1b[K');
    },
  };
}
