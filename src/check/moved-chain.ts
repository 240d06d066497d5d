/**
 * Which redirect chains a link may be moved along: one rule for `linkspider fix`, the Action's
 * suggestions and the "Moved permanently: update these links" advice of the console and the
 * summary, so no face advises a rewrite another refuses. Pure.
 *
 * Followed: only permanent redirects (301, 308), ending in a 2xx. Never: a temporary hop (302,
 * 303, 307: the old URL is the one to keep), a chain that leaves https for http (a downgrade a
 * reader should not be sent through), a chain through a login, single sign-on or cookie-consent
 * page (that page is what the checker was shown, not where the link leads).
 */

/** One hop of a redirect chain: the URL asked for and the status it answered. */
export interface ChainHop {
  url: string;
  status: number;
}

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
export function chainProblem(from: string, hops: readonly ChainHop[], to: string, finalStatus: number | undefined): string | undefined {
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

/**
 * True when a moved link is worth advising: its chain may be followed. A link from a report of
 * a version that kept no chain (`redirects` absent) is advised as it was then.
 */
export function movedAdvisable(m: { url: string; to: string; redirects?: readonly ChainHop[]; finalStatus?: number }): boolean {
  return m.redirects === undefined || chainProblem(m.url, m.redirects, m.to, m.finalStatus) === undefined;
}
