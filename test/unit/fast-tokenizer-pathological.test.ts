/**
 * Inputs built to find quadratic paths (bench/pathological-cases.mjs): the fast tokenizer reads each
 * exactly as parse5's tokenizer does, with and without anchors. How long each takes against parse5 is
 * measured by `npm run bench:pathological`, not asserted here (no timing in tests).
 */
import { describe, expect, it } from 'vitest';
import { PATHOLOGICAL_CASES } from '../../bench/pathological-cases.mjs';
import { extractLinks, extractLinksParse5 } from '../../src/extract/html.js';

describe('fast tokenizer on pathological pages: the same reading as parse5', () => {
  for (const [name, html] of Object.entries(PATHOLOGICAL_CASES)) {
    it(name, () => {
      for (const anchors of [false, true]) {
        const options = { collectAnchors: anchors, checkCss: true };
        const { fallback: _, ...fast } = extractLinks(html, options);
        expect(fast).toEqual(extractLinksParse5(html, options));
      }
    });
  }
});
