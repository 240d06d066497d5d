import { describe, expect, it } from 'vitest';
import { signalExitCode, stopSignalPolicy } from '../../src/cli-host.js';

describe('stopSignalPolicy', () => {
  const clock = () => {
    let t = 1_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('stops on the first signal and ignores a SIGTERM echo within the grace period (GNU timeout, group kills)', () => {
    const c = clock();
    const policy = stopSignalPolicy(2000, c.now);
    expect(policy('SIGTERM')).toBe('stop');
    c.advance(5);
    expect(policy('SIGTERM')).toBe('ignore');
    c.advance(1990);
    expect(policy('SIGTERM')).toBe('ignore');
  });

  it('quits at once on a second SIGINT, however soon (Ctrl-C twice)', () => {
    const c = clock();
    const policy = stopSignalPolicy(2000, c.now);
    expect(policy('SIGINT')).toBe('stop');
    c.advance(1);
    expect(policy('SIGINT')).toBe('quit');
  });

  it('quits on a SIGTERM sent after the grace period, and on a SIGINT after a SIGTERM', () => {
    const c = clock();
    const late = stopSignalPolicy(2000, c.now);
    expect(late('SIGTERM')).toBe('stop');
    c.advance(2001);
    expect(late('SIGTERM')).toBe('quit');
    const mixed = stopSignalPolicy(2000, c.now);
    expect(mixed('SIGTERM')).toBe('stop');
    expect(mixed('SIGINT')).toBe('quit');
  });

  it('exits 128 + the signal number', () => {
    expect(signalExitCode('SIGINT')).toBe(130);
    expect(signalExitCode('SIGTERM')).toBe(143);
  });
});
