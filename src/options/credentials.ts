/**
 * The credentials an option's raw text holds, for a log to hide (the Action registers each
 * with `core.setSecret` before anything can print it). Read from the raw lines, before they
 * are parsed, so a line the parser rejects is hidden too.
 *
 * - `basic-auth` (`URL-REGEX user:password`): the password, `user:password`, and its base64
 *   (the `Authorization: Basic …` value).
 * - `headers` (`Name: value`): the value of a credential header — `Authorization`,
 *   `Proxy-Authorization`, `Cookie`, or any name containing `auth`, `token`, `key`, `secret`,
 *   `pass`, `session`, `cookie`, `credential`, `signature`, `jwt`, `csrf` or `xsrf`
 *   (`X-Api-Key`, `X-Auth-Token`, `Private-Token` …) — whole; after a scheme (`Bearer abc`)
 *   also the part after it, a `Basic` one decoded as above; for a cookie header also each
 *   cookie's value of 8 characters or more (a shorter one, `theme=dark`, is not a secret, and
 *   masking it would blank that word everywhere in the log). Other headers (`Accept-Language`)
 *   are not hidden: their values are no secret, and short ones would blank common words.
 */
import { list, HEADER_LINE, type RawValue } from './parse.js';

/** The options whose values hold credentials. */
export const CREDENTIAL_OPTIONS: readonly string[] = ['basic-auth', 'headers'];

const CREDENTIAL_NAME = /auth|token|key|secret|pass|session|cookie|credential|signature|jwt|csrf|xsrf/i;

/** Whether a header of this name carries a credential (the rule above). */
export function isCredentialHeader(name: string): boolean {
  return CREDENTIAL_NAME.test(name);
}

/** `user:password`: the password (when there is one), the pair, and the pair's base64. */
function basicSecrets(pair: string): string[] {
  const password = pair.slice(pair.indexOf(':') + 1);
  return [...(password !== '' ? [password] : []), pair, Buffer.from(pair, 'utf8').toString('base64')];
}

/** What one credential header's value gives away. */
function headerSecrets(name: string, value: string): string[] {
  const out = [value];
  const scheme = /^([A-Za-z][\w.+-]*)\s+(\S.*)$/.exec(value);
  if (scheme) {
    out.push(scheme[2]!);
    if (scheme[1]!.toLowerCase() === 'basic') {
      const pair = Buffer.from(scheme[2]!, 'base64').toString('utf8');
      if (/^[^:\s]*:\S*$/.test(pair)) out.push(...basicSecrets(pair));
    }
  }
  if (/cookie/i.test(name)) {
    for (const part of value.split(';')) {
      const cookie = part.slice(part.indexOf('=') + 1).trim();
      if (part.includes('=') && cookie.length >= 8) out.push(cookie);
    }
  }
  return out;
}

/** The secrets in `basic-auth` and `headers` raw values (input text or a config file's), each once, none empty. */
export function credentialsIn(basicAuth: RawValue, headers: RawValue): string[] {
  const out = new Set<string>();
  for (const line of list(basicAuth)) {
    const pair = /\S+\s+(\S*:\S*)/.exec(line)?.[1];
    if (pair !== undefined) for (const s of basicSecrets(pair)) out.add(s);
  }
  for (const line of list(headers)) {
    const m = HEADER_LINE.exec(line);
    const value = m?.[3]?.trim();
    if (m && value && isCredentialHeader(m[1]!)) for (const s of headerSecrets(m[1]!, value)) out.add(s);
  }
  out.delete('');
  return [...out];
}
