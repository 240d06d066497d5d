/**
 * Which moved links `linkspider fix` rewrites, and to what. Pure.
 *
 * Rewritten: a link whose redirect chain is only permanent redirects (301, 308) and ends in a
 * 2xx, to the chain's final URL, with the link's own query and fragment kept where the final URL
 * has none (a browser keeps the fragment across a redirect that sets none; a server that drops
 * the query dropped it on purpose only when it sets its own).
 *
 * Never rewritten: a chain with a temporary hop (302, 303, 307: the old URL is the one to keep),
 * a chain that leaves https for http (a downgrade a reader should not be sent through), a chain
 * through a login, single sign-on or cookie-consent page (that page is what the checker was
 * shown, not where the link leads), and a link written relative (its rewrite would have to be
 * relative too; the report names it). Soft 404s (`gone-to-home`) are never in `moved`.
 */
import type { MovedLink, RedirectHop } from '../report/model.js';

export type RewriteDecision = { rewrite: true; to: string } | { rewrite: false; why: string };

const PERMANENT = new Set([301, 308]);

/** Host labels and path segments of sign-in, single sign-on and consent pages. */
const LOGIN_HOST = /^(?:login|signin|sso|auth|accounts?|idp|consent)\./i;
const LOGIN_SEGMENT =
  /^(?:log-?in|sign-?in|sign_in|logon|auth|authorize|oauth2?|sso|saml2?|cas|consent|cookie-?consent|cookies|gdpr(?:-consent)?|privacy-consent|session|sessions)$/i;
const RETURN_PARAM = /^(?:return_?to|returnurl|redirect_?uri|redirect_?url|continue|goto|service|callback)$/i;

/** True for a URL that looks like a sign-in or consent wall (the page a link was sent to instead of its own). */
export function isLoginOrConsent(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (LOGIN_HOST.test(u.hostname)) return true;
  if (u.pathname.split('/').some((s) => LOGIN_SEGMENT.test(s))) return true;
  for (const key of u.searchParams.keys()) if (RETURN_PARAM.test(key)) return true;
  return false;
}

/** Why a chain may not be followed by a rewrite, or undefined when every hop is safe. */
export function chainProblem(from: string, hops: readonly RedirectHop[], to: string, finalStatus: number | undefined): string | undefined {
  if (hops.length === 0) return 'no redirect chain in the report (check it again)';
  const temporary = hops.find((h) => !PERMANENT.has(h.status));
  if (temporary !== undefined) return `a temporary redirect (HTTP ${temporary.status}) in the chain`;
  if (finalStatus === undefined || finalStatus < 200 || finalStatus > 299)
    return `the chain ends in ${finalStatus === undefined ? 'no answer' : `HTTP ${finalStatus}`}`;
  const later = [...hops.slice(1).map((h) => h.url), to];
  if (from.startsWith('https:') && later.some((u) => u.startsWith('http:'))) return 'the chain leaves https for http';
  if (later.some(isLoginOrConsent)) return 'the chain goes through a login or consent page';
  return undefined;
}

/** The URL to write instead of `raw` (the link as written): the final URL, with raw's query and fragment where it has none. */
export function rewrittenUrl(raw: string, to: string): string | undefined {
  let written: URL;
  let target: URL;
  try {
    written = new URL(raw);
    target = new URL(to);
  } catch {
    return undefined;
  }
  if (target.search === '' && written.search !== '') target.search = written.search;
  if (target.hash === '' && written.hash !== '') target.hash = written.hash;
  return target.href;
}

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** What to do with one place a moved link is written (`raw`, as written there). */
export function decide(moved: Pick<MovedLink, 'url' | 'to' | 'redirects' | 'finalStatus'>, raw: string): RewriteDecision {
  if (!ABSOLUTE_HTTP.test(raw)) return { rewrite: false, why: 'written as a relative link' };
  if (!ABSOLUTE_HTTP.test(moved.to)) return { rewrite: false, why: 'its new address is not an absolute http(s) URL' };
  const problem = chainProblem(moved.url, moved.redirects ?? [], moved.to, moved.finalStatus);
  if (problem !== undefined) return { rewrite: false, why: problem };
  const to = rewrittenUrl(raw, moved.to);
  if (to === undefined) return { rewrite: false, why: 'not a valid URL' };
  if (to === raw) return { rewrite: false, why: 'already the final URL' };
  return { rewrite: true, to };
}
