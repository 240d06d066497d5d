/**
 * One resolver call per host name at a time, and none again for a name that does not exist.
 * undici resolves each new connection's host; a crawl opens many at once to a host it has not
 * met, and a name that does not resolve (`ENOTFOUND`) answers the same for every URL of it:
 * 1,500 links to one such host were 1,500 lookups, at the resolver's pace. Concurrent lookups of
 * a name share the first one's answer; an `ENOTFOUND` is kept for the client's life (a run). A
 * transient failure (`EAI_AGAIN`, the resolver timed out) is not kept: the next try asks again.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';

type Callback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

export function sharedLookup(inner: LookupFunction = dns.lookup as unknown as LookupFunction): LookupFunction {
  const inFlight = new Map<string, Callback[]>();
  const notFound = new Map<string, NodeJS.ErrnoException>();
  return (hostname, options, callback) => {
    const cb = callback as unknown as Callback;
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
