/** Every verdict of check/ as a pure function: a response (or error) plus policy in, state and reason out. */
import { describe, expect, it } from 'vitest';
import { StatusSet } from '../../src/check/status-set.js';
import { attemptReason, FROM_CACHE_REASON, hostDownMessage, judge, movedTo, verdict, type JudgePolicy } from '../../src/check/verdict.js';
import { missingFragment, withoutFragmentDirective } from '../../src/check/fragment.js';
import { isMailto } from '../../src/crawl/frontier/url.js';
import type { ResponseOutcome } from '../../src/model/outcome.js';
import { failed, known, response } from '../helpers/outcome.js';

const policy = (over: Partial<JudgePolicy> = {}): JudgePolicy => ({
  accept: StatusSet.parse('200-299', 'accept'),
  warnOn: StatusSet.parse('429', 'warn-on'),
  blocked: 'warn',
  moved: 'ok',
  goneToHome: 'warn',
  ...over,
});
/** A response for judge: the link https://a.test/x (found on a page), its fields as a test names them. */
const answer = (status: number, over: Partial<ResponseOutcome> & { url?: string } = {}) => ({
  url: 'https://a.test/x',
  linked: true,
  ...response(status, over),
});

describe('judge: the final verdict of one URL', () => {
  it('ok, warn and dead by status, with the status text as the reason', () => {
    expect(judge(answer(200), policy())).toEqual({ state: 'ok', reason: 'HTTP 200 OK', answered: 'ok' });
    expect(judge(answer(429), policy())).toEqual({ state: 'warn', reason: 'HTTP 429 Too Many Requests', answered: 'warn' });
    expect(judge(answer(404), policy())).toEqual({ state: 'dead', reason: 'HTTP 404 Not Found', answered: 'dead' });
  });

  it('an error is dead, its reason the error and its detail', () => {
    const v = judge(
      { ...failed('dns', { errorMessage: 'getaddrinfo ENOTFOUND x.test', finalUrl: 'https://x.test/' }), url: 'https://x.test/', linked: true },
      policy(),
    );
    expect(v).toEqual({ state: 'dead', reason: 'host not found (DNS): getaddrinfo ENOTFOUND x.test', answered: 'dead' });
    // …also when its head came and the body then failed: the error decides.
    const head = { status: 200, statusText: 'OK', contentType: 'text/html' };
    expect(judge({ ...failed('timeout', { head }), url: 'https://a.test/x', linked: true }, policy()).state).toBe('dead');
  });

  it("a status this run already knows (a redirect target) is judged as that status, a bot wall's included", () => {
    expect(judge({ ...known(200), url: 'https://a.test/x', linked: true }, policy())).toEqual({ state: 'ok', reason: 'HTTP 200 OK', answered: 'ok' });
    expect(judge({ ...known(999), url: 'https://a.test/x', linked: true }, policy())).toMatchObject({ state: 'warn', blocked: true });
  });

  it('a working link through a 301/308 is moved, judged by the moved policy; a 302 is not a move', () => {
    const hops = [
      { url: 'https://a.test/old', status: 302 },
      { url: 'https://a.test/mid', status: 308 },
    ];
    const moved = answer(200, { finalUrl: 'https://a.test/new', redirects: hops });
    expect(movedTo(moved)).toEqual({ to: 'https://a.test/new', status: 308 });
    expect(judge(moved, policy())).toEqual({ state: 'ok', reason: 'HTTP 200 OK', moved: { to: 'https://a.test/new', status: 308 }, answered: 'ok' });
    expect(judge(moved, policy({ moved: 'warn' }))).toEqual({
      state: 'warn',
      reason: 'moved permanently (HTTP 308) to https://a.test/new',
      moved: { to: 'https://a.test/new', status: 308 },
      answered: 'ok',
    });
    expect(judge(answer(200, { redirects: [{ url: 'https://a.test/t', status: 302 }] }), policy({ moved: 'dead' })).state).toBe('ok');
    // A dead link that moved is dead for what it answered, not listed as moved.
    expect(judge(answer(404, { redirects: hops }), policy({ moved: 'warn' }))).toEqual({ state: 'dead', reason: 'HTTP 404 Not Found', answered: 'dead' });
  });

  it('a deep link redirected to the home page is a soft 404, judged by goneToHome, never moved; not for a start URL', () => {
    const home = answer(200, { url: 'https://a.test/docs/old', finalUrl: 'https://a.test/', redirects: [{ url: 'https://a.test/docs/old', status: 301 }] });
    expect(judge(home, policy({ moved: 'dead' }))).toEqual({
      state: 'warn',
      reason: 'gone: redirected to the home page https://a.test/ (the page no longer exists)',
      goneToHome: 'https://a.test/',
      answered: 'warn',
    });
    expect(judge({ ...home, linked: false }, policy()).goneToHome).toBeUndefined();
  });

  it('a bot wall is marked blocked and judged by the blocked policy', () => {
    expect(judge(answer(999), policy())).toEqual({
      state: 'warn',
      reason: 'blocked: LinkedIn-style 999 (bots denied): HTTP 999',
      blocked: true,
      answered: 'warn',
    });
    expect(judge(answer(403, { botMarker: 'cf-mitigated: challenge' }), policy({ blocked: 'dead' })).state).toBe('dead');
    expect(judge(answer(403), policy()).blocked).toBeUndefined();
  });

  it('a redirect status without Location says so', () => {
    expect(verdict(response(301, { noLocation: true }), policy()).reason).toBe('HTTP 301 Moved Permanently without a Location header (not followed)');
  });
});

describe('the reasons of verdicts made without a final answer', () => {
  it('a retried attempt: its reason, and the Retry-After the host gave (in seconds when a number)', () => {
    expect(attemptReason(answer(503, { retryAfter: '5' }), policy())).toBe('HTTP 503 Service Unavailable, Retry-After 5 s');
    expect(attemptReason(answer(429, { retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT' }), policy())).toBe(
      'HTTP 429 Too Many Requests, Retry-After Wed, 21 Oct 2026 07:28:00 GMT',
    );
    expect(attemptReason(answer(500, { retryAfter: ' ' }), policy())).toBe('HTTP 500 Internal Server Error');
    expect(attemptReason(failed('timeout'), policy())).toBe('timeout');
    // A body that failed after a head with Retry-After: the error, and when the host said to come back.
    expect(attemptReason(failed('reset', { head: { status: 503, statusText: '', contentType: '', retryAfter: '7' } }), policy())).toBe(
      'connection reset, Retry-After 7 s',
    );
    expect(attemptReason(answer(429, { retryAfter: 'x'.repeat(100) }), policy())).toBe(`HTTP 429 Too Many Requests, Retry-After ${'x'.repeat(64)}`);
  });

  it('a host marked down and a cached verdict', () => {
    expect(hostDownMessage(5)).toBe('host down: 5 connections in a row refused or reset, so not requested');
    expect(FROM_CACHE_REASON).toBe('ok (from cache)');
  });
});

describe('missingFragment: whether a page has the #fragment a link names', () => {
  const anchors = new Set(['intro', 'café', 'a b']);
  it('finds ids as written or percent-decoded; empty and top are the top of the page', () => {
    expect(missingFragment('intro', anchors)).toBeUndefined();
    expect(missingFragment('caf%C3%A9', anchors)).toBeUndefined();
    expect(missingFragment('a%20b', anchors)).toBeUndefined();
    expect(missingFragment('', anchors)).toBeUndefined();
    expect(missingFragment('TOP', anchors)).toBeUndefined();
  });
  it('gives the missing fragment without its directive, and keeps a malformed escape as written', () => {
    expect(missingFragment('nope', anchors)).toBe('nope');
    expect(missingFragment('nope:~:text=x', anchors)).toBe('nope');
    expect(missingFragment(':~:text=x', anchors)).toBeUndefined();
    expect(missingFragment('intro:~:text=x', anchors)).toBeUndefined();
    expect(missingFragment('%E0%A4%A', anchors)).toBe('%E0%A4%A');
    expect(withoutFragmentDirective('sec:~:text=a')).toBe('sec');
  });
  it('takes A-B as a range when the page has both ids, whichever dash divides them', () => {
    const lines = new Set(['106', '107', '108', 'a-b', 'c']);
    expect(missingFragment('106-108', lines)).toBeUndefined();
    expect(missingFragment('a-b-c', lines)).toBeUndefined();
    expect(missingFragment('106-109', lines)).toBe('106-109');
    expect(missingFragment('-106', lines)).toBe('-106');
    expect(missingFragment('106-', lines)).toBe('106-');
  });
});

describe('isMailto', () => {
  it('is a mailto: address, whatever the case, with something after the scheme', () => {
    expect(isMailto('mailto:a@b.test')).toBe(true);
    expect(isMailto('MAILTO:a@b.test')).toBe(true);
    expect(isMailto('mailto:')).toBe(false);
    expect(isMailto('https://a.test/mailto:x')).toBe(false);
    expect(isMailto('mailtox:a')).toBe(false);
  });
});
