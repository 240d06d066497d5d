/**
 * The hosts a repository lives on, as data: where a project's pages are, which of its routes
 * show the repository's own files at a branch, and which READMEs a folder shows. The resolver
 * (markdown/target.ts) reads these tables; it knows no host by name.
 */

export interface Platform {
  /** For reasons and docs: `GitHub`. */
  name: string;
  /** The public service's web host, which a remote URL on it names (`github.com`). */
  host: string;
  /** How many path segments name a project: GitHub's OWNER/REPO are two; GitLab's groups nest (undefined: all of the remote's). */
  projectDepth?: number;
  /** The segment between a project and its routes (GitLab's `-`, as in `/GROUP/REPO/-/issues`). */
  routeMarker?: string;
  /**
   * Routes that show the repository's files at a branch (`blob/BRANCH/PATH`, `tree/BRANCH/PATH`):
   * on disk when BRANCH is this checkout's. A Markdown file is shown at its `blob` route, so its
   * relative links resolve against that URL.
   */
  fileRoutes: readonly string[];
  /** The route a file is shown at. */
  blobRoute: string;
}

export const GITHUB: Platform = { name: 'GitHub', host: 'github.com', projectDepth: 2, fileRoutes: ['blob', 'tree'], blobRoute: 'blob' };
export const GITLAB: Platform = { name: 'GitLab', host: 'gitlab.com', routeMarker: '-', fileRoutes: ['blob', 'tree'], blobRoute: 'blob' };

export const PLATFORMS: readonly Platform[] = [GITHUB, GITLAB];

/**
 * The README a folder shows (GitHub's rules, which GitLab shares for these names): a file named
 * README with one of these extensions (any case), in this order of preference. `markdown` says
 * whether its headings are anchors linkspider reads.
 */
export const README_NAMES: ReadonlyArray<{ ext: string; markdown: boolean }> = [
  { ext: '.md', markdown: true },
  { ext: '.markdown', markdown: true },
  { ext: '.mdown', markdown: true },
  { ext: '.mkdn', markdown: true },
  { ext: '.mkd', markdown: true },
  { ext: '', markdown: false },
  { ext: '.rst', markdown: false },
  { ext: '.txt', markdown: false },
  { ext: '.adoc', markdown: false },
  { ext: '.asciidoc', markdown: false },
  { ext: '.org', markdown: false },
  { ext: '.textile', markdown: false },
  { ext: '.rdoc', markdown: false },
  { ext: '.pod', markdown: false },
];

/** Where the repository's front page finds its README, first found wins: `.github/`, the root, then `docs/` (GitHub's docs). */
export const ROOT_README_FOLDERS: readonly string[] = ['.github', '', 'docs'];
