/**
 * A resolver for tests, given to the HTTP client as undici's `connect.lookup`: DNS failures are
 * injected here, so no test depends on the machine's resolver answering NXDOMAIN.
 *
 *   `*.invalid`            ENOTFOUND (no such host), at once
 *   `*.eai-again.invalid`  EAI_AGAIN (the resolver timed out), at once
 *   `*.loopback.test`      127.0.0.1
 *   anything else          the system resolver (IP literals never reach a resolver)
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

function failure(hostname: string, code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`getaddrinfo ${code} ${hostname}`), { code, errno: -3008, syscall: 'getaddrinfo', hostname });
}

export const testLookup: LookupFunction = (hostname, options, callback) => {
  const cb = callback as unknown as LookupCallback;
  const name = hostname.toLowerCase();
  if (name.endsWith('.eai-again.invalid')) return process.nextTick(cb, failure(hostname, 'EAI_AGAIN'), '');
  if (name.endsWith('.invalid')) return process.nextTick(cb, failure(hostname, 'ENOTFOUND'), '');
  if (name.endsWith('.loopback.test')) {
    if (options.all) return process.nextTick(cb, null, [{ address: '127.0.0.1', family: 4 }]);
    return process.nextTick(cb, null, '127.0.0.1', 4);
  }
  dns.lookup(
    hostname,
    { ...options, all: options.all === true },
    callback as (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
  );
};
