import { describe, expect, it } from 'vitest';
import { goneToHome, goneToHomeReason } from '../../src/check/soft-404.js';

describe('goneToHome (soft 404)', () => {
  it('a deep link redirected to the home page, an index file or a locale home is gone', () => {
    expect(goneToHome('https://a.test/docs/old', 'https://a.test/', true)).toEqual({ to: 'https://a.test/', kind: 'home' });
    expect(goneToHome('https://a.test/x/y/z.html', 'https://a.test/index.html', true)?.kind).toBe('home');
    expect(goneToHome('https://a.test/en/guide/install', 'https://a.test/en/', true)?.kind).toBe('home');
    expect(goneToHome('https://a.test/page', 'https://a.test/?utm_source=old', true)?.kind).toBe('home');
    // A retired domain sending every path to the new one's front page.
    expect(goneToHome('http://old.test/blog/post', 'https://new.test/', true)).toEqual({ to: 'https://new.test/', kind: 'home' });
  });

  it('a link into a section redirected to that section root is gone', () => {
    expect(goneToHome('https://a.test/blog/post', 'https://a.test/blog/', true)?.kind).toBe('section');
    expect(goneToHome('https://a.test/blog/2019/post', 'https://a.test/blog/', true)).toEqual({ to: 'https://a.test/blog/', kind: 'section' });
    expect(goneToHome('https://a.test/de/docs/a/b', 'https://a.test/de/docs', true)?.kind).toBe('section');
  });

  it('a real move, a trailing slash, a home page link or no redirect is not', () => {
    expect(goneToHome('https://a.test/old', 'https://a.test/new', true)).toBeUndefined();
    expect(goneToHome('https://a.test/docs', 'https://a.test/docs/', true)).toBeUndefined();
    expect(goneToHome('https://a.test/docs/page', 'https://a.test/docs/page/', true)).toBeUndefined();
    expect(goneToHome('http://a.test/', 'https://a.test/', true)).toBeUndefined();
    expect(goneToHome('https://a.test/index.html', 'https://a.test/', true)).toBeUndefined();
    expect(goneToHome('https://a.test/en', 'https://a.test/en/', true)).toBeUndefined();
    expect(goneToHome('https://a.test/docs/page', 'https://a.test/', false)).toBeUndefined();
    // Another host's section is not this link's section.
    expect(goneToHome('https://a.test/blog/2019/post', 'https://b.test/blog/', true)).toBeUndefined();
    expect(goneToHome('not a url', 'https://a.test/', true)).toBeUndefined();
  });

  it('the reason names where the link landed', () => {
    expect(goneToHomeReason({ to: 'https://a.test/', kind: 'home' })).toBe('gone: redirected to the home page https://a.test/ (the page no longer exists)');
    expect(goneToHomeReason({ to: 'https://a.test/blog/', kind: 'section' })).toContain('the section root https://a.test/blog/');
  });
});
