import { percentDecoded } from '../support/percent-decode.js';

/**
 * Addresses in a `mailto:` URL (RFC 6068): the comma-separated path plus `to`, `cc` and
 * `bcc` query fields, percent-decoded. A part with no `@` is no address and is left out
 * (`mailto:?subject=hi`, `mailto:::add-mask::x`). Returns [] when there is no address.
 */
export function mailtoAddresses(href: string): string[] {
  const rest = href.replace(/^mailto:/i, '');
  const q = rest.indexOf('?');
  const path = q === -1 ? rest : rest.slice(0, q);
  const query = q === -1 ? '' : rest.slice(q + 1);
  const raw: string[] = [path];
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const name = percentDecoded(eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
    if (name === 'to' || name === 'cc' || name === 'bcc') raw.push(eq === -1 ? '' : pair.slice(eq + 1));
  }
  const out: string[] = [];
  for (const field of raw) {
    for (const part of percentDecoded(field.replace(/\+/g, '%2B')).split(',')) {
      const a = normaliseAddress(part);
      if (a.includes('@') && !out.includes(a)) out.push(a);
    }
  }
  return out;
}

/** Trim, drop a display name (`Name <a@b>`), lower-case the domain (the local part is case-sensitive). */
function normaliseAddress(s: string): string {
  let a = s.trim();
  const angle = /<([^>]*)>/.exec(a);
  if (angle) a = angle[1]!.trim();
  if (a === '') return '';
  const at = a.lastIndexOf('@');
  return at === -1 ? a : a.slice(0, at) + '@' + a.slice(at + 1).toLowerCase();
}
