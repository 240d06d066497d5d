// Preloaded into a CLI child (`node --import <this file> cli.js …`, in every thread it starts) by
// test/integration/cli-startup.test.ts: when a thread exits it appends one JSON line to the file named by
// LINKSPIDER_LOADED_OUT, saying which thread it was, the files it loaded (file: URLs, ES modules and
// CommonJS alike) and the Node built-ins it loaded:
//   {"thread":"main","files":["file:///…/dist/cli.js", …],"builtins":["fs","path", …]}
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { isMainThread } from 'node:worker_threads';

const files = [];
registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:')) files.push(url);
    return nextLoad(url, context);
  },
});
process.on('exit', () => {
  const builtins = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length));
  appendFileSync(process.env.LINKSPIDER_LOADED_OUT, `${JSON.stringify({ thread: isMainThread ? 'main' : 'worker', files, builtins })}\n`);
});
