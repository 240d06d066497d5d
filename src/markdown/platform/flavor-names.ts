/**
 * The names of the Markdown flavours (flavors.ts holds their rules): on their own, so that the option
 * table, which the CLI's launcher reads for `--help`, does not carry the rules.
 */
export const MARKDOWN_FLAVORS = ['github', 'gitlab', 'mdbook', 'hugo', 'jekyll', 'mkdocs', 'docusaurus'] as const;
export type MarkdownFlavor = (typeof MARKDOWN_FLAVORS)[number];
