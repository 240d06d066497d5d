/**
 * The connector undici opens sockets with, and the one thing it fixes on them: an unsolicited
 * `100 Continue` before the final response.
 *
 * RFC 9110 §15.2: a client must accept 1xx responses it did not ask for, even when it does not
 * use them. undici 8 passes 102 and 103 on as informational, but a 100 to a request that sent
 * no `Expect: 100-continue` makes it destroy the socket ("bad response", UND_ERR_SOCKET), so a
 * good page behind such a server is reported dead (curl and browsers show it). Until undici
 * accepts it, the bytes of such interim responses are taken out of the socket's stream
 * before undici's parser sees them. Minimal reproduction, for the upstream report:
 *
 *   net.createServer((s) => s.once('data', () =>
 *     s.end('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok'))).listen(8080);
 *   await undici.request('http://127.0.0.1:8080/');   // rejects: SocketError: bad response
 *
 * The filter only looks at the first bytes of each response: linkspider sends one request
 * at a time per connection (pipelining 1) and no request bodies, so every write starts a
 * request and the next bytes received start its response. Anything that is not a complete
 * `HTTP/1.x 100` head goes through untouched.
 */
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { buildConnector } from 'undici';

/** Past this many bytes of interim heads held back, the bytes go to undici as they are. */
const MAX_HELD = 64 * 1024;

const PREFIX = Buffer.from('HTTP/1.1 100', 'latin1');
const CRLFCRLF = Buffer.from('\r\n\r\n', 'latin1');

/** At the start of `buf`: a complete 100 head (its length), not one (`other`), or too few bytes to tell. */
function interimHead(buf: Buffer): number | 'other' | 'undecided' {
  const n = Math.min(buf.length, PREFIX.length);
  for (let i = 0; i < n; i++) {
    const b = buf[i]!;
    // HTTP/1.0 or HTTP/1.1
    if (i === 7 ? b !== 0x30 && b !== 0x31 : b !== PREFIX[i]) return 'other';
  }
  if (buf.length <= PREFIX.length) return 'undecided';
  const after = buf[PREFIX.length]!;
  if (after !== 0x20 && after !== 0x0d && after !== 0x0a) return 'other'; // e.g. a 1000: not a 100
  const end = buf.indexOf(CRLFCRLF, PREFIX.length);
  return end === -1 ? 'undecided' : end + CRLFCRLF.length;
}

/** Take unsolicited `100` heads out of what the socket hands its reader. */
export function dropUnsolicitedContinue(socket: Socket): void {
  let atResponseStart = false;
  let held: Buffer | undefined;
  const write = socket.write;
  socket.write = function (this: Socket, ...args: Parameters<Socket['write']>) {
    atResponseStart = true;
    return write.apply(this, args);
  } as Socket['write'];
  const push = socket.push;
  socket.push = function (this: Socket, chunk: unknown, encoding?: BufferEncoding): boolean {
    if (!atResponseStart || !Buffer.isBuffer(chunk)) {
      if (held !== undefined) {
        // The stream ends (or turned out not to start with a 100) while bytes are held: hand them on first.
        const h = held;
        held = undefined;
        atResponseStart = false;
        push.call(this, h);
      }
      return push.call(this, chunk, encoding);
    }
    let buf = held === undefined ? chunk : Buffer.concat([held, chunk]);
    held = undefined;
    for (;;) {
      const head = interimHead(buf);
      if (head === 'other' || (head === 'undecided' && buf.length > MAX_HELD)) {
        atResponseStart = false;
        return push.call(this, buf);
      }
      if (head === 'undecided') {
        held = buf;
        return true;
      }
      buf = buf.subarray(head);
      if (buf.length === 0) return true;
    }
  };
}

/** undici's own connector with these options, each socket it opens fixed as above. */
export function browserLikeConnector(options: buildConnector.BuildOptions): buildConnector.connector {
  const connect = buildConnector(options);
  return (opts, callback) =>
    connect(opts, (...args) => {
      const socket = args[1];
      // HTTP/2 has no 100 heads in the byte stream (its frames carry them): nothing to filter.
      if (socket && (socket as TLSSocket).alpnProtocol !== 'h2') dropUnsolicitedContinue(socket as Socket);
      callback(...args);
    });
}
