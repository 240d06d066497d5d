/**
 * Heading anchors: a heading's text → its id by the repository's Markdown flavour
 * (platform/flavors.ts: slug rules, numbering of repeats, custom `{#id}`s). GitHub's rules are
 * the default (github-slugger's, which GitHub's renderer follows; written from those rules, not
 * copied): the text lower-cased, every character that is not a letter, mark, number, connector
 * punctuation, space or hyphen removed, spaces turned into hyphens; `-1`, `-2`, … for repeats.
 */
import { customId, type Flavor, FLAVORS, type MarkdownFlavor } from './platform/flavors.js';

export function githubSlug(text: string): string {
  return FLAVORS.github.slug(text);
}

/** Slugs of one document, in order: a second `Intro` is `intro-1` (on GitHub), whatever else is named so. */
export class Slugger {
  private readonly seen = new Map<string, number>();
  private readonly rules: Flavor;

  /**
   * @param collapseSpaces read runs of spaces as one: in MDX, where a JSX tag inside a heading was
   *   blanked (mdx.ts), the renderer's text has no such run.
   */
  constructor(
    flavor: MarkdownFlavor = 'github',
    private readonly collapseSpaces = false,
  ) {
    this.rules = FLAVORS[flavor];
  }

  slug(text: string): string {
    const rules = this.rules;
    const custom = rules.customId ? customId(text) : undefined;
    if (custom) {
      if (!this.seen.has(custom.id)) this.seen.set(custom.id, 0);
      return custom.id;
    }
    const plain = this.collapseSpaces ? text.replace(/[ \t]{2,}/g, ' ').trim() : text;
    return rules.numbering(rules.slug(plain) || rules.empty, rules.separator, this.seen);
  }
}
