/**
 * Preload (`node --import ./bench/rss-reporter.mjs …`) that writes the process's peak RSS
 * (VmHWM, worker threads included) and CPU time to $BENCH_RSS_FILE when it exits.
 * Works for any Node child, whether it exits naturally or calls process.exit().
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.env.BENCH_RSS_FILE;
if (file) {
  // Don't leak into grandchildren.
  delete process.env.BENCH_RSS_FILE;
  process.on('exit', (code) => {
    let vmHWMkB = 0;
    try {
      const m = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync('/proc/self/status', 'utf8'));
      if (m) vmHWMkB = Number(m[1]);
    } catch {
      // not Linux: fall back to getrusage
    }
    const ru = process.resourceUsage();
    writeFileSync(
      file,
      JSON.stringify({
        vmHWMkB: vmHWMkB || ru.maxRSS,
        cpuUserMs: Math.round(ru.userCPUTime / 1000),
        cpuSystemMs: Math.round(ru.systemCPUTime / 1000),
        exitCode: code,
      }),
    );
  });
}
