/**
 * Special-use names (RFC 6761) are answered by the client's resolver wrapper itself: `.test`,
 * `.example` and `.invalid` never exist, `localhost` and `*.localhost` are loopback. None of them
 * reaches the resolver it wraps (proved by a resolver that counts its calls).
 */
import type dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sharedLookup } from '../../src/http/lookup.js';

type Answer = { err: NodeJS.ErrnoException | null; address: string | dns.LookupAddress[]; family?: number };

function counting(): { inner: LookupFunction; asked: string[] } {
  const asked: string[] = [];
  const inner: LookupFunction = (hostname, _options, callback) => {
    asked.push(hostname);
    (callback as (err: null, address: string, family: number) => void)(null, '192.0.2.1', 4);
  };
  return { inner, asked };
}

function ask(lookup: LookupFunction, hostname: string, options: dns.LookupOptions = {}): Promise<Answer> {
  return new Promise((resolve) => {
    lookup(hostname, options, ((err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) =>
      resolve({ err, address, family })) as never);
  });
}

describe('special-use names are answered without a resolver', () => {
  it('.test, .example and .invalid: ENOTFOUND naming RFC 6761, the resolver never called', async () => {
    const { inner, asked } = counting();
    const lookup = sharedLookup(inner);
    for (const name of ['a.test', 'WWW.Site.Example', 'nx.invalid', 'deep.sub.host.test.', 'invalid']) {
      for (const options of [{}, { all: true }]) {
        const { err, address } = await ask(lookup, name, options);
        expect(err?.code).toBe('ENOTFOUND');
        expect(err?.message).toMatch(/RFC 6761/);
        expect(address).toEqual(options.all ? [] : '');
      }
    }
    expect(asked).toEqual([]);
  });

  it('localhost and *.localhost: loopback, the resolver never called', async () => {
    const { inner, asked } = counting();
    const lookup = sharedLookup(inner);
    expect(await ask(lookup, 'localhost')).toEqual({ err: null, address: '127.0.0.1', family: 4 });
    expect(await ask(lookup, 'docs.site.localhost', { family: 6 })).toEqual({ err: null, address: '::1', family: 6 });
    expect((await ask(lookup, 'api.localhost', { all: true })).address).toEqual([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
    expect((await ask(lookup, 'api.localhost', { all: true, family: 4 })).address).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(asked).toEqual([]);
  });

  it('other names, look-alikes included, go to the resolver', async () => {
    const { inner, asked } = counting();
    const lookup = sharedLookup(inner);
    for (const name of ['example.com', 'test.example.org', 'my-test', 'localhost.example.net', 'invalid.io']) {
      expect((await ask(lookup, name)).address).toBe('192.0.2.1');
    }
    expect(asked).toEqual(['example.com', 'test.example.org', 'my-test', 'localhost.example.net', 'invalid.io']);
  });
});
