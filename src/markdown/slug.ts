/**
 * GitHub's heading anchors: the heading's text, lower-cased, with every character that is not a
 * letter, mark, number, connector punctuation, space or hyphen removed, spaces turned into
 * hyphens; a repeated slug gets `-1`, `-2`, … in order (the rules of github-slugger, which
 * GitHub's renderer follows; written here from those rules, not copied).
 */
const REMOVE = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

export function githubSlug(text: string): string {
  return text.toLowerCase().replace(REMOVE, '').replace(/ /g, '-');
}

/** Slugs of one document, in order: a second `Intro` is `intro-1`, whatever else is named so. */
export class Slugger {
  private readonly seen = new Map<string, number>();

  slug(text: string): string {
    const base = githubSlug(text);
    let slug = base;
    while (this.seen.has(slug)) {
      const n = this.seen.get(base)! + 1;
      this.seen.set(base, n);
      slug = `${base}-${n}`;
    }
    this.seen.set(slug, 0);
    return slug;
  }
}
