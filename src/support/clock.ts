/**
 * Milliseconds on a monotonic clock, for timing a request. The same clock as `performance.now()`, whose first use
 * loads Node's whole `perf_hooks` (~2 ms on the main thread, more on a worker), which nothing else of a check needs.
 */
export function monotonicMs(): number {
  const [seconds, nanoseconds] = process.hrtime();
  return seconds * 1e3 + nanoseconds / 1e6;
}
