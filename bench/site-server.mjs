/**
 * Runs the synthetic site in its own process (so its CPU and memory are not counted as
 * the tool's). Started by run.mjs with an IPC channel:
 *   → { type: 'ready', url, externalOrigin, expectedPages, expectedDead: string[] }
 *   ← { type: 'stats' }  → { type: 'stats', stats, cpuMs, rssMB }  (counters reset after each)
 * Exits when the parent disconnects.
 */
import { parseArgs } from 'node:util';
import { createSite } from './site.mjs';

const { values } = parseArgs({
  options: { pages: { type: 'string' }, seed: { type: 'string', default: '1' } },
});
const site = createSite({ pages: Number(values.pages), seed: Number(values.seed) });
const expectedPages = site.expectedPages; // walk before serving, so no tool pays for it
const running = await site.start();

let cpu = process.cpuUsage();
const send = (m) => process.send?.(m);
process.on('message', (m) => {
  if (m?.type === 'stats') {
    const d = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    send({ type: 'stats', stats: { ...site.stats }, cpuMs: Math.round((d.user + d.system) / 1000), rssMB: Math.round(process.memoryUsage().rss / 2 ** 20) });
    for (const k of Object.keys(site.stats)) site.stats[k] = 0;
  }
});
process.on('disconnect', () => {
  running.close().then(() => process.exit(0));
});
send({
  type: 'ready',
  url: running.url,
  externalOrigin: running.externalOrigin,
  expectedPages,
  expectedDead: [...site.expectedDead],
});
if (!process.send) console.log(`serving ${expectedPages} pages at ${running.url} (external ${running.externalOrigin}); Ctrl-C to stop`);
