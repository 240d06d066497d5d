/**
 * Generated HTML for differential tests of the fast tokenizer against parse5: pages built from the constructs
 * that trip tokenizers (every comment ending, character references with and without `;`, attribute quoting,
 * duplicate and odd attribute names, raw-text elements and near-miss end tags, CR/LF mixes, surrogates,
 * foreign content, truncation mid-tag). Deterministic for a seed.
 */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    // xorshift32
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}

const WS = [' ', ' ', '\n', '\t', '\r\n', '\r', '\f', '  \n  '];
const WORDS = ['home', 'Docs', 'a', 'über', '日本', '😀', '\uD800', 'x>y', 'a<b', '=', '"q"', "'s'", '--', '-', '!', '/', ';'];
const REFS = [
  '&amp;',
  '&lt;',
  '&gt;',
  '&quot;',
  '&nbsp;',
  '&copy',
  '&copy;',
  '&not',
  '&notit;',
  '&notin;',
  '&amp=',
  '&ampx',
  '&#65;',
  '&#x41;',
  '&#X41',
  '&#0;',
  '&#128;',
  '&#13;',
  '&#xD800;',
  '&#x110000;',
  '&#9;',
  '&#32;',
  '&#10;',
  '&foo;',
  '& ',
  '&',
  '&#',
  '&#x;',
  '&#;',
  '&#65',
  '&AElig',
  '&Tab;',
  '&NewLine;',
  '&acE;',
  '&hellip;',
  '&rsquo;',
];
const TAGS = [
  'a',
  'a',
  'a',
  'area',
  'frame',
  'iframe',
  'img',
  'img',
  'source',
  'link',
  'script',
  'video',
  'audio',
  'embed',
  'track',
  'object',
  'input',
  'base',
  'meta',
  'title',
  'title',
  'textarea',
  'style',
  'xmp',
  'noembed',
  'noframes',
  'noscript',
  'div',
  'span',
  'p',
  'b',
  'A',
  'IMG',
  'Title',
  'sCrIpt',
  'template',
  'h1',
  'foo-bar',
  'a:b',
];
const RARE_TAGS = ['svg', 'math', 'plaintext', 'foreignObject'];
/** Foreign content: the elements, integration points, breakouts and CDATA sections the tree builder treats specially. */
const FOREIGN = [
  '<svg>',
  '<svg>',
  '<SVG viewBox="0 0 1 1">',
  '<svg/>',
  '</svg>',
  '<math>',
  '<math>',
  '</math>',
  '<path d="M0 0"/>',
  '<path>',
  '</path>',
  '<g>',
  '</g>',
  '<foreignObject>',
  '</foreignObject>',
  '<desc>',
  '</desc>',
  '<title>',
  '</title>',
  '<mi>',
  '</mi>',
  '<mtext>',
  '</mtext>',
  '<annotation-xml encoding="text/html">',
  '<annotation-xml>',
  '</annotation-xml>',
  '<![CDATA[ <a href="cdata.html"> & ]] ]]>',
  '<![CDATA[x',
  '<![CDATA[]]>',
  '<![cdata[ y ]]>',
  '<font color=red>',
  '<font>',
  '</font>',
  '<b>',
  '<p>',
  '<div>',
  '</div>',
  '<br/>',
  '<span>',
  '<use href="#i"/>',
  '<image href="i.png"/>',
  '<image xlink:href="j.png">',
  '<a xlink:href="x.html">',
  '<script>x<y</script>',
  '<style>a</style>',
  '<symbol id="i">',
  '</symbol>',
  '<template>',
  '</template>',
  '<table>',
  '<base href="/f/">',
];
const ATTRS = [
  'href',
  'href',
  'src',
  'src',
  'srcset',
  'alt',
  'rel',
  'type',
  'http-equiv',
  'content',
  'id',
  'name',
  'poster',
  'data',
  'HREF',
  'Src',
  'xlink:href',
  '=x',
  'a"b',
  "a'b",
  'a<b',
  'encoding',
  'ID',
];
const VALUES = [
  'page.html',
  '/x y',
  ' spaced.html ',
  'a\nb.html',
  'q?a=1&b=2',
  'q?a=1&amp;b=2',
  '#frag',
  'mailto:x@y.z',
  'preconnect',
  'image',
  'refresh',
  '0; url=next.html',
  "1;URL='q.html'",
  'x>y',
  'IMAGE',
  'a.png 1x, b.png 2x',
  'a,b.png 1x,c.png',
  '',
  'text/html',
  '&copy',
  '&notit;',
  '&amp=1',
  'x&#65;y',
  'k&lt;',
  'DNS-Prefetch stylesheet',
];
/** The attribute that makes each element a link (so generated pages carry many links). */
const MAIN_ATTR: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  base: 'href',
  frame: 'src',
  iframe: 'src',
  img: 'src',
  source: 'srcset',
  script: 'src',
  video: 'poster',
  audio: 'src',
  embed: 'src',
  track: 'src',
  object: 'data',
  input: 'src',
  meta: 'content',
};
/** Script text, including the script data escape states (`<!--`, `<script>` inside it, `-->`). */
const SCRIPT_TEXT = [
  'var a = "</scr" + "ipt>";',
  'if (a<b) x();',
  '<!-- x',
  'document.write("<a href=x>")',
  '<!--',
  '-->',
  '--!>',
  '<!-->',
  '<script>',
  '<SCRIPT ',
  '<scriptx>',
  '</script',
  '</script-',
  '</scriptx>',
  '<!--<script>',
  '</script>-->',
  '<-',
  '<',
  '-',
  '--',
  '</',
  '<s',
  '</SCRIPT/',
  '<script/',
  ' ',
];
const COMMENTS = [
  '<!-- c -->',
  '<!-->',
  '<!--->',
  '<!---->',
  '<!-- a --!>',
  '<!-- <!-- -->',
  '<!-- -- -->',
  '<!--- x -->',
  '<!-- a <a href=in-comment.html> -->',
  '<!--x--!-->',
  '<!-- <!--> ',
  '<!--<!---->',
  '<!---x-->',
];
const OTHER = [
  '<!DOCTYPE html>',
  '<!doctype html PUBLIC "x>y">',
  '<?xml version="1.0"?>',
  '<!foo>',
  '</3>',
  '<![CDATA[ x ]]>',
  'a < b',
  '<3',
  '< /a>',
  '<',
  '</ a>',
  '<!',
  '<!-',
  '</a/>',
  '</A >',
  '</a foo="b>c">',
  '</title>',
  '</script >',
  '</scriptx>',
  '</style>',
  '</textarea>',
  '</iframe>',
];

export interface FuzzOptions {
  /** Probability of tags that always need parse5 (svg, math, plaintext). */
  rare?: number;
  /** Probability that the document is cut at a random point. */
  truncate?: number;
  /** Probability of a piece of foreign content (SVG/MathML tags, CDATA sections, breakouts) in each position. */
  foreign?: number;
}

export function fuzzHtml(random: () => number, options: FuzzOptions = {}): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const parts: string[] = [];
  const count = 5 + Math.floor(random() * 60);
  for (let i = 0; i < count; i++) {
    if (random() < (options.foreign ?? 0)) {
      parts.push(pick(FOREIGN));
      continue;
    }
    const r = random();
    if (r < 0.3) parts.push(text(random, pick));
    else if (r < 0.7) parts.push(startTag(random, pick, options.rare ?? 0.01));
    else if (r < 0.82) parts.push(`</${pick(TAGS)}${random() < 0.2 ? pick(WS) : ''}>`);
    else if (r < 0.9) parts.push(pick(COMMENTS));
    else if (r < 0.97) parts.push(pick(OTHER));
    else parts.push('x'.repeat(Math.floor(random() * 300)));
  }
  let html = parts.join(random() < 0.5 ? '' : pick(WS));
  if (random() < (options.truncate ?? 0.05)) html = html.slice(0, Math.floor(random() * html.length));
  return html;
}

function text(random: () => number, pick: <T>(xs: readonly T[]) => T): string {
  let s = '';
  const n = 1 + Math.floor(random() * 8);
  for (let i = 0; i < n; i++) {
    const r = random();
    s += r < 0.5 ? pick(WORDS) : r < 0.75 ? pick(WS) : pick(REFS);
  }
  return s;
}

function startTag(random: () => number, pick: <T>(xs: readonly T[]) => T, rare: number): string {
  const name = random() < rare ? pick(RARE_TAGS) : pick(TAGS);
  let s = `<${name}`;
  const main = MAIN_ATTR[name.toLowerCase()];
  if (main !== undefined && random() < 0.7) s += ` ${main}="${pick(VALUES).replace(/"/g, '')}${random() < 0.2 ? pick(REFS) : ''}"`;
  const n = Math.floor(random() * 5);
  for (let i = 0; i < n; i++) {
    s += random() < 0.1 ? pick(['/', '', '\r\n', '\t/ ']) : pick(WS);
    s += pick(ATTRS);
    const r = random();
    if (r < 0.15) continue; // no value
    const eq = random() < 0.85 ? '=' : pick([' = ', '\n=\n', '= ']);
    const v = pick(VALUES) + (random() < 0.2 ? pick(REFS) : '');
    const q = random();
    if (q < 0.5) s += `${eq}"${v.replace(/"/g, '')}"`;
    else if (q < 0.8) s += `${eq}'${v.replace(/'/g, '')}'`;
    else s += `${eq}${v.replace(/[\s>]/g, '') || 'v'}`;
  }
  s += random() < 0.1 ? '/>' : random() < 0.1 ? ' />' : '>';
  if (name.toLowerCase() === 'script' && random() < 0.5)
    s += SCRIPT_TEXT.slice(0, 1 + Math.floor(random() * 3))
      .map(() => pick(SCRIPT_TEXT))
      .join('');
  return s;
}
