/**
 * The tag and attribute names most pages are made of, found in the page without cutting a new string.
 *
 * The fast tokenizer names every tag it meets (a million on the Python docs) and every attribute of the tags
 * it reads: each name cut out of the page's bytes is a new string to allocate, lower-case (a regex test) and hash when
 * the collector looks it up. A name written in lower case that is one of these comes back as the one constant
 * string instead: no allocation, and its hash is computed once per run. Any other name (upper-case letters,
 * a rare element, a custom one) returns undefined and is cut as before, so the result is the same either way.
 */

/** Names by length, then first character: a handful of candidates to compare at most. */
export class KnownNames {
  readonly #byKey: (readonly string[] | undefined)[] = [];
  readonly #maxLength: number;

  constructor(names: readonly string[]) {
    let max = 0;
    for (const name of names) {
      if (name !== name.toLowerCase() || !/^[\x21-\x7e]+$/.test(name)) throw new Error(`not a lower-case ASCII name: ${name}`);
      const key = name.length * 128 + name.charCodeAt(0);
      const list = (this.#byKey[key] ?? []) as string[];
      if (!list.includes(name)) list.push(name);
      this.#byKey[key] = list;
      max = Math.max(max, name.length);
    }
    this.#maxLength = max;
  }

  /** The known name that the page's bytes hold at [start, start + length), or undefined. */
  find(page: Uint8Array, start: number, length: number): string | undefined {
    if (length > this.#maxLength) return undefined;
    const first = page[start]!;
    if (first >= 128) return undefined;
    const list = this.#byKey[length * 128 + first];
    if (list === undefined) return undefined;
    next: for (let i = 0; i < list.length; i++) {
      const name = list[i]!;
      for (let k = 1; k < length; k++) if (page[start + k] !== name.charCodeAt(k)) continue next;
      return name;
    }
    return undefined;
  }
}

/** Tag names of HTML documents in the wild, most common first within each length. */
export const KNOWN_TAGS = new KnownNames(
  [
    'a b i p q s u',
    'br dd dl dt em h1 h2 h3 h4 h5 h6 hr li ol td th tr tt ul',
    'bdi bdo big col del dfn div img ins kbd map nav pre sub sup svg var wbr',
    'abbr area base body cite code data font form head html link main mark meta path samp span time',
    'aside audio embed input label meter param small style table tbody tfoot thead title track video',
    'button canvas center dialog figure footer header iframe legend object option output script select source strong',
    'acronym address article caption details section summary',
    'colgroup fieldset noscript optgroup progress template textarea',
    'blockquote figcaption',
  ]
    .join(' ')
    .split(' '),
);

/** Attribute names of the tags the collector reads, most common first within each length. */
export const KNOWN_ATTRIBUTES = new KnownNames(
  [
    'id',
    'alt dir for rel src',
    'data form href lang name ping role size span type',
    'align async class defer media sizes style title value width',
    'action border height method poster srcset target usemap',
    'charset colspan content headers hidden rowspan',
    'archive enctype hreflang longdesc download itemprop manifest codebase datetime tabindex',
    'accesskey integrity',
    'background formaction http-equiv aria-label',
    'crossorigin aria-hidden',
    'referrerpolicy',
  ]
    .join(' ')
    .split(' '),
);
