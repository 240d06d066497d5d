/**
 * Inputs built to find quadratic paths: the fast tokenizer must never be much slower than parse5's
 * tokenizer on the same page. Each case is timed as a ratio in this one process (fast path / parse5),
 * each side the fastest of several interleaved runs so that load on a shared machine cancels out; the
 * bound (2×) is far above the fast path's usual ratio (well under 1×) and far below what a quadratic path
 * costs on these sizes (10× and more).
 */
import { describe, expect, it } from 'vitest';
import { extractLinks, extractLinksParse5 } from '../../src/extract/html.js';

const repeat = (n: number, f: (i: number) => string): string => Array.from({ length: n }, (_, i) => f(i)).join('');

const CASES: Record<string, string> = {
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
};

/** The fastest of `times` runs of `loops` calls, in ms per call. */
function fastest(run: () => void, times: number, loops: number): number {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    for (let j = 0; j < loops; j++) run();
    best = Math.min(best, (performance.now() - t0) / loops);
  }
  return best;
}

describe('fast tokenizer: no input makes it much slower than parse5', () => {
  for (const [name, html] of Object.entries(CASES)) {
    it(name, () => {
      for (const anchors of [false, true]) {
        const options = { collectAnchors: anchors };
        // Same result first (so the timing compares equal work); this also warms both paths up.
        const { fallback: _, ...fast } = extractLinks(html, options);
        expect(fast).toEqual(extractLinksParse5(html, options));
        // Each measurement long enough (≥ 40 ms) that a GC pause or a time slice lost to another process is
        // small against it; rounds interleaved, the minimum of each side kept.
        const t0 = performance.now();
        extractLinksParse5(html, options);
        const loops = Math.max(1, Math.ceil(40 / Math.max(0.1, performance.now() - t0)));
        let fastMs = Infinity;
        let parse5Ms = Infinity;
        for (let round = 0; round < 12 && !(round >= 3 && fastMs < parse5Ms); round++) {
          // Three in a row: the first may pay for the other side's garbage; the minimum keeps a clean one.
          fastMs = Math.min(fastMs, fastest(() => extractLinks(html, options), 3, loops));
          parse5Ms = Math.min(parse5Ms, fastest(() => extractLinksParse5(html, options), 3, loops));
        }
        expect(fastMs / parse5Ms, `${name}${anchors ? ' (with anchors)' : ''}: fast ${fastMs.toFixed(2)} ms, parse5 ${parse5Ms.toFixed(2)} ms`).toBeLessThan(2);
      }
    });
  }
});
