/** Progress on stderr: one line updated in place on a terminal, a plain line every few seconds otherwise. */
import type { Progress } from '../model/progress.js';
import { thousands } from '../support/plural.js';

export interface ProgressPrinter {
  update(p: Progress): void;
  end(): void;
}

/**
 * The progress line, at most `width` characters when it is given (a terminal): the parts that
 * matter least go first (requests, retrying, queued, paused and down hosts), so the rate and
 * the time stay on an 80-column terminal. Numbers as the report writes them (1,174).
 */
export function formatProgress(p: Progress, width = Infinity): string {
  const secs = p.elapsedMs / 1000;
  const rate = secs > 0 ? (p.pages / secs).toFixed(1) : '0.0';
  const parts: Array<[text: string, keep: number]> = [
    [`pages ${thousands(p.pages)}`, 9],
    [`queued ${thousands(p.queued)}`, 3],
    [`checked ${thousands(p.checked)}`, 8],
    [`dead ${thousands(p.dead)}`, 7],
    [`requests ${thousands(p.requests)}`, 1],
    [`retrying ${thousands(p.retrying)}`, 2],
    ...(p.pausedHosts > 0 ? [[`paused hosts ${thousands(p.pausedHosts)}`, 4] as [string, number]] : []),
    ...(p.downHosts > 0 ? [[`down hosts ${thousands(p.downHosts)}`, 4] as [string, number]] : []),
    [`${rate} pages/s`, 6],
    [`${secs.toFixed(0)}s`, 9],
  ];
  const line = () => parts.map(([text]) => text).join(' · ');
  for (let keep = 1; line().length > width && keep < 6; keep++) {
    for (let i = parts.length - 1; i >= 0; i--) if (parts[i]![1] === keep) parts.splice(i, 1);
  }
  return line();
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
        const line = formatProgress(p, columns - 1).slice(0, Math.max(20, columns - 1));
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
