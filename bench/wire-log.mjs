/**
 * Preload (`node --import ./bench/wire-log.mjs …`) that records, in order, when the process asked
 * undici for a request and when it read each answer's status line, to
 * `$BENCH_WIRE_LOG.<pid>.<thread>.ndjson`, one `[seq, ms, event, origin, method, path, status]`
 * a line (event `c` is a request created, `h` its answer's headers read).
 *
 * It reads undici's diagnostics channels, which every undici (the tools' bundled ones and Node's
 * own fetch) publishes on, in the main thread and in workers (they inherit `--import`). It counts
 * nothing for the tool: sim-web.mjs uses it to tell a request sent after the client had read a
 * host's 429 from one sent before the client could know (see its "in Retry-After" column).
 */
import dc from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

const base = process.env.BENCH_WIRE_LOG;
if (base) {
  const file = `${base}.${process.pid}.${threadId}.ndjson`;
  const lines = [];
  let seq = 0;
  const flush = () => {
    if (lines.length > 0) appendFileSync(file, `${lines.splice(0).join('\n')}\n`);
  };
  setInterval(flush, 250).unref();
  process.on('exit', flush);
  const log = (event, request, status) => lines.push(JSON.stringify([seq++, Date.now(), event, request.origin, request.method, request.path, status]));
  dc.subscribe('undici:request:create', ({ request }) => log('c', request, 0));
  dc.subscribe('undici:request:headers', ({ request, response }) => log('h', request, response.statusCode));
}
