/**
 * Untrusted text in a log line must not be a workflow command to the GitHub runner, which
 * reads `::cmd::` at the start of a line (after leading whitespace) and the legacy `##[cmd]`
 * anywhere in it. Both log-text functions are checked: `safeLogText` (the Action's plain log)
 * and `safeText` (the CLI's console report, a job log when the CLI runs in a workflow).
 */
import { describe, expect, it } from 'vitest';
import { safeText } from '../../src/report/console.js';
import { safeLogText } from '../../src/report/escape.js';

/** What the runner would take for a command in one line of output (ignorable characters skipped, as its ICU matching does). */
function isCommand(line: string): boolean {
  const bare = line.replace(/[\p{M}\p{C}\p{Default_Ignorable_Code_Point}\u0640\u07fa\u180a\u1cd3\ufe73]/gu, '');
  return /^\s*::/.test(bare) || bare.includes('##[');
}

/** Every line of `text` as it would appear in the log, with `prefix` (trusted, e.g. indentation) before it. */
const lines = (prefix: string, text: string) => (prefix + text).split(/\r\n|\r|\n/);

describe.each([
  ['safeLogText', safeLogText],
  ['safeText', safeText],
])('%s defuses workflow commands', (_name, safe) => {
  it('breaks the legacy ##[cmd] form anywhere in the text', () => {
    expect(safe('##[error]x')).not.toContain('##[');
    expect(safe('##[error]x')).toBe('#\\u0023[error]x');
    expect(safe('http://[##[error]pwned')).toBe('http://[#\\u0023[error]pwned');
    expect(safe('a ###[warning]b ##[group]c')).not.toContain('##[');
  });

  it('breaks a leading :: (after whitespace)', () => {
    expect(safe('  ::add-mask::x')).toBe('  \\u003a:add-mask::x');
    expect(safe('::error::x')).toBe('\\u003a:error::x');
    for (const prefix of ['', '  ', '    ']) expect(lines(prefix, safe('  ::add-mask::x')).some(isCommand)).toBe(false);
  });

  it('keeps a :: mid-text on one line, so it never starts a line', () => {
    const out = safe('a\n::set-output name=a::b');
    expect(out.split(/\r\n|\r|\n/)).toHaveLength(1);
    expect(out).not.toMatch(/^\s*::/m);
    expect(lines('    ', out).some(isCommand)).toBe(false);
  });

  it('is not fooled by characters the runner skips (zero-width, format, combining)', () => {
    for (const evil of [
      '#\u200b#[error]x',
      '#\u00ad#\u200d[error]x',
      '#\u0301#[error]x',
      '\u200b::add-mask::x',
      '\ufeff ::x::y',
      ' :\u2060:x::y',
      '\u0640::x::y',
    ]) {
      const out = safe(evil);
      expect(isCommand(out), `${JSON.stringify(evil)} → ${JSON.stringify(out)}`).toBe(false);
      expect(lines('  ', out).some(isCommand)).toBe(false);
    }
  });

  it('leaves ordinary text alone', () => {
    for (const s of ['http://[::1]:8080/a#b', 'https://example.com/#[section]', 'a::b', 'x: :y', ':x', 'C# ## heading [1]']) {
      expect(safe(s)).toBe(s);
    }
  });

  it('defuses commands behind long runs of ignorable characters (linear: a quadratic scan would outlast the test timeout)', () => {
    const long = `${'\ufeff'.repeat(100_000)}::x::y${'#\u200b'.repeat(50_000)}#[error]z`;
    const out = safe(long);
    expect(isCommand(out)).toBe(false);
    expect(lines('  ', out).some(isCommand)).toBe(false);
  });
});
