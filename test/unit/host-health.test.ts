import { describe, expect, it } from 'vitest';
import { HOST_429_RUN, HOST_REFUSED_RUN, HostHealth } from '../../src/crawl/schedule/host-health.js';

describe('HostHealth', () => {
  it('a 429 pauses only its URL; several URLs of the host with 429 in a row slow the host down', () => {
    const h = new HostHealth();
    expect(h.record('/a', { status: 429 })).toBe('none');
    expect(h.record('/a', { status: 429 })).toBe('none'); // the same URL again: nothing new about the host
    expect(h.record('/b', { status: 200 })).toBe('none'); // a good answer breaks the run
    const signals = Array.from({ length: HOST_429_RUN }, (_, i) => h.record(`/u${i}`, { status: 429 }));
    expect(signals).toEqual([...Array<string>(HOST_429_RUN - 1).fill('none'), 'slow-down']);
    // And the count starts again: a second halving needs another run.
    expect(h.record('/v', { status: 429 })).toBe('none');
  });

  it('marks a host down after a run of refused connections, once', () => {
    const h = new HostHealth();
    const signals = Array.from({ length: HOST_REFUSED_RUN + 2 }, (_, i) => h.record(`/r${i % 2}`, { error: 'refused' }));
    expect(signals.indexOf('down')).toBe(HOST_REFUSED_RUN - 1);
    expect(signals.filter((s) => s === 'down')).toHaveLength(1);
    expect(h).toMatchObject({ down: true, refusals: HOST_REFUSED_RUN });
  });

  it('does not mark a host down when answers come between refusals', () => {
    const h = new HostHealth();
    for (let i = 0; i < 20; i++) {
      expect(h.record('/x', { error: 'refused' })).toBe('none');
      expect(h.record('/y', { status: 200 })).toBe('none');
    }
    expect(h.down).toBe(false);
  });

  it('marks a host down at its first ENOTFOUND (its name, not the URL), never for EAI_AGAIN', () => {
    const h = new HostHealth();
    expect(h.record('/a', { error: 'dns', systemCode: 'EAI_AGAIN' })).toBe('none');
    expect(h.down).toBe(false);
    expect(h.record('/a', { error: 'dns', systemCode: 'ENOTFOUND', errorMessage: 'getaddrinfo ENOTFOUND nx.test' })).toBe('down');
    expect(h).toMatchObject({ down: true, unresolved: 'getaddrinfo ENOTFOUND nx.test' });
    expect(h.record('/b', { error: 'dns', systemCode: 'ENOTFOUND' })).toBe('none');
  });
});
