/**
 * A parse thread of `parse-pool.ts` (bundled as `dist/parse-worker.js`): it decodes and tokenizes the pages it
 * is sent, as `parsePage` does on the crawl's own thread, and sends back each page encoded (`page-codec.ts`).
 */
import { parentPort } from 'node:worker_threads';
import { encodePage } from './page-codec.js';
import { parsePage } from './parse.js';
import type { ParseReply, ParseRequest } from './parse-pool.js';

const port = parentPort;
if (port === null) throw new Error('parse-worker.js runs as a worker thread of the crawl');
port.on('message', (req: ParseRequest) => {
  // The page's buffer goes back with the reply: the crawl's thread reads its next page into it.
  const body = req.body.buffer as ArrayBuffer;
  let reply: ParseReply;
  try {
    const encoded = encodePage(parsePage(req.body, req.contentType, req.collectAnchors, req.checkCss));
    reply = { id: req.id, page: encoded, body };
    port.postMessage(reply, [encoded.numbers.buffer as ArrayBuffer, body]);
  } catch (e) {
    reply = { id: req.id, error: (e as Error).message, body };
    port.postMessage(reply, [body]);
  }
});
