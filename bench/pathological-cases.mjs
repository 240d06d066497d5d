/**
 * Pages built to find quadratic paths in the fast tokenizer (src/extract/fast-tokenizer.ts): each must
 * read the same as parse5's tokenizer (test/unit/fast-tokenizer-pathological.test.ts) and never cost much
 * more than it (bench/pathological.mjs measures the ratio).
 */
const repeat = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join('');

/** @type {Record<string, string>} */
export const PATHOLOGICAL_CASES = {
  'thousands of inline scripts': repeat(4000, (i) => `<script>var a${i} = "${'x'.repeat(200)}";</script><p>t</p>\n`),
  'thousands of old-style <!-- --> scripts': repeat(4000, (i) => `<script><!-- document.write("<script>x${i}</script>") --></script>\n`),
  'thousands of styles': repeat(20_000, (i) => `<style>.c${i} { color: red }</style><p>t</p>\n`),
  'a script full of near-miss end tags': `<script>${'</scrip</s '.repeat(100_000)}</script><a href=x>x</a>`,
  'thousands of comments': repeat(20_000, (i) => `<!-- c${i} -- - --!-->\n`),
  'a comment full of dashes': `<!--${'-- - '.repeat(200_000)}--><a href=x>x</a>`,
  '20,000 distinct numeric references in attributes': repeat(20_000, (i) => `<img src="&#${100 + i};.png">`),
  '20,000 distinct named-looking references': repeat(20_000, (i) => `<a href="?a=1&x${i}=2&amp;b${i}">l</a>`),
  'one tag with 20,000 attributes': `<a href=x ${repeat(20_000, (i) => `a${i}="v${i}" `)}>`,
  'a megabyte attribute': `<a href="${'x'.repeat(1_000_000)}">x</a>`,
  'a megabyte unquoted attribute': `<a href=${'x'.repeat(1_000_000)}>x</a>`,
  'a megabyte attribute cut off by the end of input': `<a href="${'x'.repeat(1_000_000)}`,
  'text full of "<"': `<a href=x>${'a < b '.repeat(200_000)}</a>`,
  'thousands of inline SVG icons': repeat(10_000, (i) => `<a href="/p${i}"><svg viewBox="0 0 1 1"><path d="M0 0"/><![CDATA[ i ]]></svg> p</a>\n`),
  'deeply nested SVG': repeat(10, (i) => `<svg>${'<g>'.repeat(5000)}<a href=x${i}>x</a>${'</g>'.repeat(5000)}</svg>\n`),
  'thousands of lines with "&" before a newline': `<a href=x>${'Tom &\nJerry '.repeat(50_000)}</a><a href=y>y</a>`,
  'thousands of script redirects on CR LF lines': `<p>x</p>\r\n<script>\r\n${repeat(5000, (i) => `if (a == ${i}) location.href = "/r${i}.html";\r\n`)}</script>`,
};
