import { describe, expect, it } from 'vitest';
import { signalExitCode, stopSignalPolicy, stoppingLine } from '../../src/cli-host.js';

describe('stopSignalPolicy', () => {
  const clock = () => {
    let t = 1_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('stops on the first signal and ignores a SIGTERM echo within the grace period (GNU timeout, group kills)', () => {
    const c = clock();
    const policy = stopSignalPolicy({}, c.now);
    expect(policy('SIGTERM')).toBe('stop');
    c.advance(5);
    expect(policy('SIGTERM')).toBe('ignore');
    c.advance(1990);
    expect(policy('SIGTERM')).toBe('ignore');
  });

  it('takes a SIGINT repeated within a second as one (a wrapper forwards it to the child and to its group)', () => {
    const c = clock();
    const policy = stopSignalPolicy({}, c.now);
    expect(policy('SIGINT')).toBe('stop');
    expect(policy('SIGINT')).toBe('ignore');
    c.advance(1000);
    expect(policy('SIGINT')).toBe('ignore');
  });

  it('quits at once on a second SIGINT after the echo window (Ctrl-C twice)', () => {
    const c = clock();
    const policy = stopSignalPolicy({}, c.now);
    expect(policy('SIGINT')).toBe('stop');
    c.advance(1001);
    expect(policy('SIGINT')).toBe('quit');
  });

  it('quits on a SIGTERM sent after the grace period, on a SIGINT after a SIGTERM, and on a SIGTERM after a SIGINT past the grace', () => {
    const c = clock();
    const late = stopSignalPolicy({}, c.now);
    expect(late('SIGTERM')).toBe('stop');
    c.advance(2001);
    expect(late('SIGTERM')).toBe('quit');
    const mixed = stopSignalPolicy({}, c.now);
    expect(mixed('SIGTERM')).toBe('stop');
    expect(mixed('SIGINT')).toBe('quit');
    const other = stopSignalPolicy({}, c.now);
    expect(other('SIGINT')).toBe('stop');
    c.advance(2001);
    expect(other('SIGTERM')).toBe('quit');
  });

  it('says, for the signal received, what would quit at once', () => {
    expect(stoppingLine('SIGINT')).toBe('linkspider: SIGINT: stopping, writing a partial report (Ctrl-C again after a second to quit at once)');
    expect(stoppingLine('SIGTERM')).toBe('linkspider: SIGTERM: stopping, writing a partial report (SIGTERM again after 2 s, or Ctrl-C, to quit at once)');
    expect(stoppingLine('SIGTERM')).not.toContain('Ctrl-C again');
  });

  it('exits 128 + the signal number', () => {
    expect(signalExitCode('SIGINT')).toBe(130);
    expect(signalExitCode('SIGTERM')).toBe(143);
  });
});
