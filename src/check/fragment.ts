/**
 * Whether a link's `#fragment` names a target on the page it points to. Pure: the page's ids and
 * `<a name>`s in, the verdict out.
 */
import { percentDecoded } from '../support/percent-decode.js';

/**
 * A fragment without its fragment directive: browsers strip everything from `:~:` (text fragments,
 * `#:~:text=foo`, `#sec:~:text=foo`) before looking for the target, so only what comes before it names an id.
 */
export function withoutFragmentDirective(fragment: string): string {
  const i = fragment.indexOf(':~:');
  return i === -1 ? fragment : fragment.slice(0, i);
}

/**
 * The fragment a page lacks: `written` (as the link has it, without `#`) against the page's
 * `anchors`. Undefined when the page has it, when it is empty or `top` (the top of the page, as
 * browsers do), when it is a range of two ids the page has (`isRange`), or when only a directive
 * follows the `#`; else the fragment that is missing.
 */
export function missingFragment(written: string, anchors: ReadonlySet<string>): string | undefined {
  const fragment = withoutFragmentDirective(written);
  const decoded = percentDecoded(fragment);
  if (decoded === '' || decoded.toLowerCase() === 'top' || anchors.has(decoded) || anchors.has(fragment)) return undefined;
  if (isRange(decoded, anchors)) return undefined;
  return fragment;
}

/**
 * A fragment that is client-side state, not an anchor: a hash router's route (`#/users/1`), a hashbang (`#!page`),
 * or one that a `--skip-fragment` pattern finds (searched in the fragment as written, without the `#`). A page's
 * script reads these; no element carries them as an id, so they are never checked as anchors.
 */
export function isClientStateFragment(fragment: string, patterns: readonly RegExp[] = []): boolean {
  return fragment.startsWith('/') || fragment.startsWith('!') || patterns.some((p) => p.test(fragment));
}

/**
 * `A-B` where the page has both ids `A` and `B`: a range, as a source view's line links are
 * (rustdoc's `#106-108` over ids `106` … `108`, a script selecting the lines), like the `#L10-L20`
 * of a Markdown file. Every `-` is tried as the divider, since ids may hold one themselves.
 */
export function isRange(fragment: string, anchors: ReadonlySet<string>): boolean {
  for (let dash = fragment.indexOf('-'); dash > 0; dash = fragment.indexOf('-', dash + 1)) {
    if (anchors.has(fragment.slice(0, dash)) && anchors.has(fragment.slice(dash + 1))) return true;
  }
  return false;
}
