import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from '../../src/support/did-you-mean.js';
import { suggestFlag } from '../../src/options/cli.js';

describe('did you mean', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('exlude', 'exclude')).toBe(1);
    expect(editDistance('max-depht', 'max-depth')).toBe(1);
    expect(editDistance('q', 'db')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests a near name, and nothing for a word that is merely short', () => {
    const names = ['exclude', 'include', 'db', 'quiet', 'max-pages', 'max-depth'];
    expect(didYouMean('exlude', names)).toBe('exclude');
    expect(didYouMean('EXCLUDE', names)).toBe('exclude');
    expect(didYouMean('q', names)).toBe('quiet');
    expect(didYouMean('x', names)).toBeUndefined();
    expect(didYouMean('frobnicate', names)).toBeUndefined();
    expect(didYouMean('max-pag', names)).toBe('max-pages');
    expect(didYouMean('max', names)).toBeUndefined();
  });

  it('knows the CLI flags and their --no- forms', () => {
    expect(suggestFlag('q')).toBe('--quiet');
    expect(suggestFlag('exlude')).toBe('--exclude');
    expect(suggestFlag('no-chek-external')).toBe('--no-check-external');
    expect(suggestFlag('frobnicate')).toBeUndefined();
  });
});
