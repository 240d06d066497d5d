/**
 * One resolver call per host name at a time, and none again for a name that does not exist.
 * undici resolves each new connection's host; a crawl opens many at once to a host it has not
 * met, and a name that does not resolve (`ENOTFOUND`) answers the same for every URL of it:
 * 1,500 links to one such host were 1,500 lookups, at the resolver's pace. Concurrent lookups of
 * a name share the first one's answer; an `ENOTFOUND` is kept for the client's life (a run). A
 * transient failure (`EAI_AGAIN`, the resolver timed out) is not kept: the next try asks again.
 *
 * Special-use names (RFC 6761) are answered here and never sent to a resolver: `.test`,
 * `.example` and `.invalid` never exist (a resolver behind a proxy or offline may take seconds to
 * say so, and a query for them leaks what is being checked), and `localhost` and `*.localhost`
 * are loopback, whatever a resolver would say.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';

type Callback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** Top-level names that never resolve (RFC 6761 §6.2–6.4; `.example` from RFC 2606). */
const NEVER_RESOLVE = ['test', 'example', 'invalid'];

/** What a special-use name resolves to without asking: `loopback`, `none` (ENOTFOUND), or undefined for any other name. */
export function specialUseName(hostname: string): 'loopback' | 'none' | undefined {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const tld = name.slice(name.lastIndexOf('.') + 1);
  if (tld === 'localhost') return 'loopback';
  return NEVER_RESOLVE.includes(tld) ? 'none' : undefined;
}

/** The answer a resolver would give for a special-use name, given now (on the next tick). */
function answerSpecial(kind: 'loopback' | 'none', hostname: string, options: dns.LookupOptions, cb: Callback): void {
  if (kind === 'none') {
    const tld = hostname.toLowerCase().replace(/\.$/, '').split('.').pop();
    const err: NodeJS.ErrnoException = Object.assign(
      new Error(`ENOTFOUND ${hostname}: .${tld} is a reserved name that never resolves (RFC 6761), not looked up`),
      { code: 'ENOTFOUND', errno: -3008, syscall: 'getaddrinfo', hostname },
    );
    process.nextTick(cb, err, options.all ? [] : '');
    return;
  }
  const family = options.family === 6 || options.family === 'IPv6' ? 6 : options.family === 4 || options.family === 'IPv4' ? 4 : 0;
  const loopback: dns.LookupAddress[] = [
    { address: '127.0.0.1', family: 4 },
    { address: '::1', family: 6 },
  ].filter((a) => family === 0 || a.family === family);
  if (options.all) process.nextTick(cb, null, loopback);
  else process.nextTick(cb, null, loopback[0]!.address, loopback[0]!.family);
}

export function sharedLookup(inner: LookupFunction = dns.lookup as unknown as LookupFunction): LookupFunction {
  const inFlight = new Map<string, Callback[]>();
  const notFound = new Map<string, NodeJS.ErrnoException>();
  return (hostname, options, callback) => {
    const cb = callback as unknown as Callback;
    const special = specialUseName(hostname);
    if (special !== undefined) {
      answerSpecial(special, hostname, options, cb);
      return;
    }
    const name = hostname.toLowerCase();
    const gone = notFound.get(name);
    if (gone !== undefined) {
      process.nextTick(cb, gone, options.all ? [] : '');
      return;
    }
    const key = `${name}\0${options.family ?? 0}\0${options.all ? 1 : 0}\0${options.hints ?? 0}`;
    const waiting = inFlight.get(key);
    if (waiting !== undefined) {
      waiting.push(cb);
      return;
    }
    inFlight.set(key, [cb]);
    inner(hostname, options, ((err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => {
      const callbacks = inFlight.get(key) ?? [];
      inFlight.delete(key);
      if (err?.code === 'ENOTFOUND') notFound.set(name, err);
      for (const c of callbacks) c(err, address, family);
    }) as never);
  };
}
