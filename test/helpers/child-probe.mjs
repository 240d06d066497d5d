// Preloaded into a child process (`node --import <this file> cli.js …`) by the load tests:
// counts unhandled rejections and uncaught exceptions instead of crashing on them, samples the
// resident set size, and prints one line at exit:
//   linkspider-probe {"unhandled":0,"uncaught":0,"peakRss":123456789,"rss":[…]}
// A process that never exits by itself (a leaked socket or timer) never prints it.
import { writeSync } from 'node:fs';

const state = { unhandled: 0, uncaught: 0, peakRss: 0, rss: [], heapAfterGc: [] };
const messages = [];
process.on('unhandledRejection', (reason) => {
  state.unhandled++;
  if (messages.length < 5) messages.push(String(reason?.stack ?? reason));
});
process.on('uncaughtException', (err) => {
  state.uncaught++;
  if (messages.length < 5) messages.push(String(err?.stack ?? err));
  process.exitCode = 99;
});
const sample = () => {
  const rss = process.memoryUsage().rss;
  state.peakRss = Math.max(state.peakRss, rss);
  state.rss.push(rss);
};
// unref: the probe itself must never keep the process alive.
setInterval(sample, 250).unref();
// With --expose-gc: the live heap after a full collection every 2 s, i.e. what is really retained.
if (typeof globalThis.gc === 'function') {
  setInterval(() => {
    globalThis.gc();
    state.heapAfterGc.push(process.memoryUsage().heapUsed);
  }, 2000).unref();
}
process.on('exit', () => {
  sample();
  writeSync(2, `linkspider-probe ${JSON.stringify({ ...state, messages })}\n`);
});
