/** Heading ids by Markdown flavour (src/markdown/platform/flavors.ts): slug rules, repeats, custom `{#id}`s, through both adapters. */
import { describe, expect, it } from 'vitest';
import type { MarkdownFlavor } from '../../src/markdown/platform/flavors.js';
import { parseWithMarkdownIt } from '../../src/markdown/markdown-it.js';
import { parseWithMicromark } from '../../src/markdown/micromark.js';
import { Slugger } from '../../src/markdown/slug.js';

/** The ids of the headings, in order, for one document of these heading texts. */
function ids(flavor: MarkdownFlavor, headings: string[]): string[] {
  const s = new Slugger(flavor);
  return headings.map((h) => s.slug(h));
}

/** The anchors a document gets, read by both adapters (which must agree). */
function anchors(flavor: MarkdownFlavor, text: string): string[] {
  const fast = parseWithMarkdownIt(text, { flavor });
  if ('fallback' in fast) throw new Error(fast.fallback);
  const exact = [...parseWithMicromark(text, { flavor }).anchors].sort();
  expect([...fast.anchors].sort()).toEqual(exact);
  return exact;
}

const EMPHASIS = '# *Emphasis*, `code` and **strong** [link](x.md)\n';

describe('markdown flavours: heading ids', () => {
  it('github: github-slugger rules, -1 for repeats, {#id} is text', () => {
    expect(ids('github', ["What's new?", 'Überblick & Ziele', '日本語の見出し', 'Intro', 'Intro', 'Options {#options}'])).toEqual([
      'whats-new',
      'überblick--ziele',
      '日本語の見出し',
      'intro',
      'intro-1',
      'options-options',
    ]);
    expect(anchors('github', EMPHASIS)).toEqual(['emphasis-code-and-strong-link']);
  });

  it('gitlab: runs of hyphens become one, emoji and punctuation dropped, -1 for repeats, {#id} is text', () => {
    expect(
      ids('gitlab', [
        'This heading has spaces in it',
        'This heading has a 😃 in it',
        'This heading has Unicode in it. 한글',
        'Überblick & Ziele',
        'This heading has spaces in it',
        'A {#b}',
      ]),
    ).toEqual([
      'this-heading-has-spaces-in-it',
      'this-heading-has-a-in-it',
      'this-heading-has-unicode-in-it-한글',
      'überblick-ziele',
      'this-heading-has-spaces-in-it-1',
      'a-b',
    ]);
    expect(anchors('gitlab', EMPHASIS)).toEqual(['emphasis-code-and-strong-link']);
  });

  it('mdbook: only ASCII is lower-cased, each space a hyphen, -1 for repeats, {#id .class} honoured', () => {
    expect(
      ids('mdbook', ["What's new?", 'Überblick & Ziele', 'API v2.0 (beta)', '日本語', 'Intro', 'Intro', 'Options {#options}', 'Two {#two .wide}']),
    ).toEqual(['whats-new', 'Überblick--ziele', 'api-v20-beta', '日本語', 'intro', 'intro-1', 'options', 'two']);
    expect(anchors('mdbook', EMPHASIS)).toEqual(['emphasis-code-and-strong-link']);
  });

  it('hugo: letters, digits and _ kept (combining marks dropped), an empty id is "heading", -1 for repeats, {#id} honoured', () => {
    expect(ids('hugo', ["What's new?", 'Überblick & Ziele', 'Cafe\u0301 au lait', '!!!', '???', 'Intro', 'Intro', 'Options {#options}'])).toEqual([
      'whats-new',
      'überblick--ziele',
      'cafe-au-lait',
      'heading',
      'heading-1',
      'intro',
      'intro-1',
      'options',
    ]);
    expect(anchors('hugo', EMPHASIS)).toEqual(['emphasis-code-and-strong-link']);
  });

  it('jekyll: kramdown-parser-gfm ids (leading digits kept), its counter for repeats, {#id} and {: #id} honoured', () => {
    expect(ids('jekyll', ["What's new?", '1. Intro', 'Überblick & Ziele', 'Intro', 'Intro', 'Intro-1', 'Options {#options}', 'Two {: #two}'])).toEqual([
      'whats-new',
      '1-intro',
      'überblick--ziele',
      'intro',
      'intro-1',
      'intro-1', // kramdown counts per text, so a heading "Intro-1" repeats the id (as it does on the site)
      'options',
      'two',
    ]);
    expect(anchors('jekyll', EMPHASIS)).toEqual(['emphasis-code-and-strong-link']);
  });

  it('mkdocs: ASCII after NFKD, runs of spaces and hyphens to one, _1 for repeats and empty ids, { #id } honoured', () => {
    expect(ids('mkdocs', ["What's new?", 'Überblick & Ziele', '  A -- b  ', '日本語', '中文', 'Intro', 'Intro', 'Intro', 'Options { #options }'])).toEqual([
      'whats-new',
      'uberblick-ziele',
      'a-b',
      '_1',
      '_2',
      'intro',
      'intro_1',
      'intro_2',
      'options',
    ]);
    expect(anchors('mkdocs', EMPHASIS)).toEqual(['emphasis-code-and-strong-link']);
  });

  it('docusaurus: github-slugger rules with {#id} honoured', () => {
    expect(ids('docusaurus', ["What's new?", 'Überblick & Ziele', 'Intro', 'Intro', 'Hello World {#my-explicit-id}'])).toEqual([
      'whats-new',
      'überblick--ziele',
      'intro',
      'intro-1',
      'my-explicit-id',
    ]);
    expect(anchors('docusaurus', EMPHASIS)).toEqual(['emphasis-code-and-strong-link']);
  });

  it('reads a custom id in a setext heading and after emphasis, by both adapters', () => {
    const text = '## **Options** {#options}\n\nSetup {#setup}\n---\n\n# Plain\n';
    expect(anchors('mdbook', text)).toEqual(['options', 'plain', 'setup']);
    expect(anchors('github', text)).toEqual(['options-options', 'plain', 'setup-setup']);
  });
});
