/**
 * A resolver for tests, given to the HTTP client as undici's `connect.lookup`: DNS failures are
 * injected here, so no test depends on the machine's resolver answering NXDOMAIN.
 *
 *   `*.nxdomain.internal`  ENOTFOUND (no such host), at once
 *   `*.eai-again.internal` EAI_AGAIN (the resolver timed out), at once
 *   anything else          the system resolver (IP literals never reach a resolver)
 *
 * Special-use names never reach it (src/http/lookup.ts answers them): `*.invalid`, `*.test` and
 * `*.example` are ENOTFOUND, `*.localhost` is loopback (a fake host name for a loopback server).
 * `.internal` is reserved for private use, so these names mean nothing anywhere else.
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
  if (name.endsWith('.eai-again.internal')) return process.nextTick(cb, failure(hostname, 'EAI_AGAIN'), '');
  if (name.endsWith('.nxdomain.internal')) return process.nextTick(cb, failure(hostname, 'ENOTFOUND'), '');
  dns.lookup(
    hostname,
    { ...options, all: options.all === true },
    callback as (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
  );
};
