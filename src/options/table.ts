/**
 * The option table: every option of the CLI and the Action, once. An entry holds the name,
 * how its raw value is read and parsed, its default, its CLI flag with the `--help` and
 * README lines, and its Action input with the action.yml description (also the README's).
 *
 * Generated from this table: `DEFAULTS` and `resolveOptions` (options.ts), the CLI's flags
 * and `--help` (cli-main.ts), the Action's input reading (action/inputs.ts), and, by
 * `npm run gen`, action.yml's inputs and the README's CLI and Action tables
 * (test/unit/options-table.test.ts fails when they are out of date).
 *
 * Adding an engine option: one `engine({...})` entry here (in the order it should appear in
 * `--help`, the README and action.yml), its field in `Options`, its behaviour, and a test.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseStatusRule, StatusSet } from '../check/status-set.js';
import { UsageError } from '../errors.js';
import { sanitizeArtifactName } from '../report/escape.js';
import type { Options } from './types.js';
import { findBrowser, NO_BROWSER } from '../browser/find.js';
import { MARKDOWN_FLAVORS } from '../markdown/platform/flavor-names.js';
import {
  parseChoice,
  parseDuration,
  parseEntry,
  parseBasicAuth,
  parseHeaders,
  parseHostLimits,
  parseIndexFiles,
  parseInteger,
  parseExtensions,
  parseRegexes,
  parseRemaps,
  parseShard,
  parseSitemap,
  parseStartUrl,
} from './parse.js';

export const VERSION = '2.4.0';

const CLASS_VERDICTS = ['dead', 'warn', 'ok'] as const;

/** `--help` sections, in the order they are printed. */
export const SECTIONS = ['Scope', 'HTTP', 'Verdicts', 'Output'] as const;
export type Section = (typeof SECTIONS)[number];

/** How a raw value is read: the last one given, a list (repeatable / one per line), or a switch. */
export type Shape = 'one' | 'list' | 'switch';

/** The CLI side of an option. */
export interface CliFlag {
  /** The flag without dashes; default: the option's name. */
  flag?: string;
  /** What the value is called in `--help` and the README (`N`, `TIME`, …); none for switches. */
  arg?: string;
  /** Left column of `--help` and the README, when not `--flag ARG` (or `--no-flag` for a switch on by default). */
  usage?: string;
  short?: string;
  section: Section;
  /** `--help` text; `\n` starts a continuation line. */
  help: string;
  /** README CLI table: the default column and the description. */
  readmeDefault: string;
  readme: string;
}

/** A start argument of the CLI (`linkspider <url|folder>`), not a flag. */
export interface CliArgument {
  /** The name errors use for it (`url`), and the left column of `--help`'s Arguments. */
  argument: string;
  help: string;
}

/** The Action side of an option. The input name is the option's name. */
export interface ActionInput {
  /** action.yml description (plain text with `code` spans; also the README's unless `readme` is set). */
  description: string;
  /** The README Action table's description, when it needs more than action.yml (links). */
  readme?: string;
}

/** Why an option is not on one side (shown nowhere, read by whoever adds the next option). */
export interface NotOffered {
  not: string;
}

/**
 * How an option appears in the report's `run.options` (and the crawl database's run row):
 * `'value'` as it is, a function of the value (JSON-ready; undefined leaves it out), or left
 * out with the reason (a secret, or where the run writes rather than how it checked).
 */
export type Reported<K extends keyof Options = keyof Options> = 'value' | { omit: string } | ((value: Options[K], o: Options) => unknown);

/** What the resolved options are for: a crawl of their own, or (`crawls: false`) a merge job that only reads reports. */
export interface Job {
  crawls: boolean;
}

/** An option of the engine: it sets one field of `Options`. */
export interface EngineOption<K extends keyof Options = keyof Options> {
  kind: 'engine';
  name: string;
  field: K;
  shape: Shape;
  /**
   * The default in force when neither a flag or input nor the config file sets it ('' = none);
   * `DEFAULTS[field]` is this, parsed. action.yml states it in the description, never as the
   * input's default (the runner would pass that as if typed, over the config file).
   */
  default: string;
  /** Turn a given value into the field's value (the list for `list`, the boolean for `switch`). */
  parse: (input: string, value: never) => Options[K];
  /**
   * Rules across options, checked once every option is resolved (entries in table order).
   * `name` gives the name the user wrote for an option on this face.
   */
  check?: (o: Options, name: (key: string) => string, job: Job) => void;
  report: Reported<K>;
  /** The key in `run.options` when it is not the field: the one reports have always had (`moved` is `redirects` there). */
  reportKey?: string;
  cli: CliFlag | CliArgument | NotOffered;
  action: ActionInput | NotOffered;
}

/** An input only the Action has (its value shapes the Action's own work, not the crawl). */
export interface ActionOnly<N extends string = string, V = unknown, D extends string = string, S extends Shape = Shape> {
  kind: 'action';
  name: N;
  shape: S;
  /** As action.yml writes it; '' = none (the value is then undefined, or [] for a list). */
  default: D;
  /** Turn a given value into the Action's setting (the list for `list`, the boolean for `switch`). */
  parse: (input: string, value: never) => V;
  action: ActionInput;
}

/** A flag only the CLI has (terminal output, help, the config file to read). */
export interface CliOnly {
  kind: 'cli';
  name: string;
  shape: 'switch' | 'one';
  cli: CliFlag;
}

export type OptionEntry = EngineOption | ActionOnly | CliOnly;

function engine<K extends keyof Options, V>(o: Omit<EngineOption<K>, 'kind' | 'parse'> & { parse: (input: string, value: V) => Options[K] }): EngineOption {
  return { kind: 'engine', ...o } as unknown as EngineOption;
}
function actionOnly<const N extends string, V, const D extends string, const S extends Shape>(
  name: N,
  o: { shape: S; default: D; parse: (input: string, value: never) => V; action: ActionInput },
): ActionOnly<N, V, D, S> {
  return { kind: 'action', name, ...o };
}
const actionSwitch = <const N extends string>(name: N, dflt: 'true' | 'false', action: ActionInput) =>
  actionOnly(name, { shape: 'switch', default: dflt, parse: (_input, v: boolean) => v, action });
function cliOnly(name: string, cli: CliFlag, shape: CliOnly['shape'] = 'switch'): CliOnly {
  return { kind: 'cli', name, shape, cli };
}
/**
 * `parse-threads: auto`: with 4 CPUs or more, one parse thread fewer than the CPUs (the crawl's own thread parses
 * too), at most 7. With 2, none: there the crawl's thread alone is as fast within 10 % (its GC and I/O keep the
 * second core partly busy), and two workers' heaps would add 40-110 MB (docs/performance.md).
 */
function autoParseThreads(): number {
  const cpus = availableParallelism();
  return cpus < 4 ? 0 : Math.min(7, cpus - 1);
}
/** `render-concurrency: auto`: a tab per CPU, at least 2 (a tab mostly waits on the network), at most 4 (each renders with a process of its own). */
function autoRenderTabs(): number {
  return Math.max(2, Math.min(4, availableParallelism()));
}
const BROWSER_CHECKS = ['blocked', 'failed', 'off'] as const;
const integer = (min: number) => (input: string, v: string) => parseInteger(input, v, min);
/** A duration (a bare number is seconds); `bareMax`: the largest bare number that is plausible, in seconds. */
const duration =
  (bareMax = Number.POSITIVE_INFINITY) =>
  (input: string, v: string) =>
    parseDuration(input, v, bareMax);
const text = (_input: string, v: string) => v;
const notAction = (why: string): NotOffered => ({ not: why });
const nonEmpty = <T>(v: T[]): T[] | undefined => (v.length > 0 ? v : undefined);
const regexSources = (v: RegExp[]): string[] => v.map((r) => r.source);
/** A folder's or Markdown's path rule needs one of them to apply to. */
const needsFilesOrFolder = (key: string, given: (o: Options) => boolean) => (o: Options, name: (key: string) => string) => {
  if (given(o) && o.path === undefined && o.files.length === 0) {
    throw new UsageError(name(key), `only makes sense together with ${aFolder(name)} or Markdown files`);
  }
};
/** Output paths: where this run writes, not how it checked; a report does not carry them. */
const WRITES = { omit: 'where the run writes its results' };
/** "a folder" in the words of the face: the Action's `path` input, the CLI's folder argument. */
const aFolder = (name: (key: string) => string): string => (name('path') === 'path' ? 'a folder (the path input)' : 'a folder to check');

/** The Action-only inputs, typed by name (options/action.ts resolves them, action/inputs.ts uses them). */
const FAIL = actionSwitch('fail', 'true', { description: 'Fail the step when dead links are found. Warnings never fail it.' });
const ANNOTATIONS = actionSwitch('annotations', 'true', {
  description: 'Annotate dead links and warnings (at most 10 errors and 10 warnings per step, then one notice saying how many more).',
});
const SUMMARY = actionSwitch('summary', 'true', { description: 'Write the job summary.' });
const SOURCES = actionOnly('sources', {
  shape: 'list',
  default: '',
  parse: (input, v: string[]) =>
    v
      .filter((s) => !s.startsWith('#'))
      .map((glob) => {
        const pattern = glob.startsWith('!') ? glob.slice(1) : glob;
        if (pattern === '' || path.isAbsolute(pattern) || pattern.split(/[\\/]/).includes('..')) {
          throw new UsageError(input, `expected globs relative to the workspace such as "docs/**/*.md" (a leading ! excludes), got "${glob}"`);
        }
        return glob;
      }),
  action: {
    description:
      'Globs of source files (relative to the workspace, one per line, `!glob` excludes) in which dead links are looked up and annotated at their line.',
  },
});
const ARTIFACT_NAME = actionOnly('artifact-name', {
  shape: 'one',
  default: '',
  parse: (input, v: string) => {
    const name = sanitizeArtifactName(v);
    if (!/[\p{L}\p{N}]/u.test(name)) {
      throw new UsageError(input, `expected a name with letters or digits (\\ / : * ? " < > | are not allowed), got "${v}"`);
    }
    return name;
  },
  action: {
    description:
      'Upload the mirrored pages and the JSON and markdown reports (and the `sarif` and `junit` files when set) as an artifact of this name. Empty = no upload.',
  },
});
const RETENTION_DAYS = actionOnly('retention-days', {
  shape: 'one',
  default: '0',
  parse: (input, v: string) => {
    const days = parseInteger(input, v, 0, 'days');
    if (days > 90) throw new UsageError(input, `expected 0 (the repository default) to 90 days, got "${days}"`);
    return days;
  },
  action: { description: "Days to keep the artifact (1-90); 0 = the repository's default." },
});
const ARTIFACT_MIRROR = actionSwitch('artifact-mirror', 'true', {
  description:
    'With `artifact-name`, upload the mirrored pages too. `false` uploads only the reports (`report.json`, `report.md`, and the SARIF and JUnit files when set; enough for a merge job, and much smaller).',
});
const CACHE = actionSwitch('cache', 'false', {
  description:
    'Keep link verdicts between runs with the Actions cache: ok results are reused while fresh, problems are always checked again. Needed by `fail-after`.',
  readme:
    'Keep link verdicts between runs with the Actions cache: ok results are reused while fresh, problems are always checked again ([more](scheduled-runs.md)). Needed by `fail-after`.',
});
const CACHE_KEY = actionOnly('cache-key', {
  shape: 'one',
  default: 'default',
  // Checked only with `cache: true` (options/action.ts): without a cache the key is not used.
  parse: text,
  action: { description: 'Names the cache, to keep separate caches for separate sites or workflows (letters, digits, `.` `_` `-` `/`).' },
});
const ISSUE = actionSwitch('issue', 'false', {
  description: 'Keep one open issue listing the dead links, updated by each run and closed when a complete run finds none. Needs `permissions: issues: write`.',
});
const TOKEN = actionOnly('token', {
  shape: 'one',
  default: '${{ github.token }}',
  // Outside a workflow the default expression is not evaluated: that is no token.
  parse: (_input, v: string) => (v.startsWith('${{') ? undefined : v),
  action: {
    description: 'Token for the rolling issue, the pull-request comment and (unless `github-token` is set) checking GitHub links; sent only to the GitHub API.',
  },
});
const ISSUE_LABEL = actionOnly('issue-label', {
  shape: 'one',
  default: 'linkspider',
  parse: (input, v: string) => {
    if (v.includes(',') || v.length > 50)
      throw new UsageError(input, `expected one label name without commas (at most 50 characters), got "${v.slice(0, 80)}"`);
    return v;
  },
  action: { description: "The label that marks linkspider's rolling issue (one open issue per label)." },
});
const ISSUE_TITLE = actionOnly('issue-title', {
  shape: 'one',
  default: 'Dead links found by linkspider',
  parse: (input, v: string) => {
    if (v.length > 256) throw new UsageError(input, 'expected at most 256 characters');
    return v;
  },
  action: { description: 'Title of the rolling issue when it is opened.' },
});
const CHANGED_ONLY = actionSwitch('changed-only', 'false', {
  description:
    'On `pull_request`: check only the Markdown `files` the pull request changes, and the links in the other files that point into them (needs the base commit: `fetch-depth: 0`, or it is fetched).',
});
const COMMENT = actionSwitch('comment', 'false', {
  description:
    'On a pull request, keep one comment with the result (one per workflow and job): created by the first run, edited by the next. Needs `permissions: pull-requests: write`.',
});
const SUGGEST = actionSwitch('suggest', 'false', {
  description:
    'On a pull request, post one review with a suggestion for each link that moved permanently, on the lines the pull request changes (accepted in one click); a re-run updates it. Needs `permissions: pull-requests: write`.',
});
const CONFIG = actionOnly('config', {
  shape: 'one',
  default: '',
  parse: text,
  action: {
    description:
      "A config file (JSON with comments, relative to the workspace) whose keys are these input names. An input set in the step overrides its key; an input left out takes the file's value, else its default. Empty = `linkspider.config.json` in the workspace, if there is one.",
  },
});
const WORKING_DIRECTORY = actionOnly('working-directory', {
  shape: 'one',
  default: '',
  // Resolved and checked against the workspace by action/inputs.ts (it is the base of every other path).
  parse: text,
  action: {
    description:
      'The folder (relative to the workspace) to run in: the repository root for `files`, `sources` and `changed-only`, and the base of every relative path (`path`, `config`, `json`, `sarif` …). For a repository checked out into a subfolder (`actions/checkout` with `path:`). Empty = the workspace.',
  },
});
const MERGE = actionOnly('merge', {
  shape: 'one',
  default: '',
  parse: text,
  action: {
    description:
      'A glob (relative to the workspace) of shard JSON reports to merge instead of crawling; then summary, annotations, outputs, gate and issue as for one run.',
  },
});

/**
 * Every option, in the order of `--help`, the README tables and action.yml. Engine options
 * are also resolved in this order (a `check` sees the options before it).
 */
export const OPTION_TABLE: readonly OptionEntry[] = [
  engine({
    name: 'urls',
    field: 'urls',
    shape: 'list',
    default: '',
    parse: (input, v: string[]) => v.map((u) => parseStartUrl(input, u)),
    report: 'value',
    cli: { argument: 'url', help: 'a start URL (http or https); pages on its host are crawled' },
    action: { description: 'Start URLs, one per line (absolute http:// or https://). Optional when `path` is set.' },
  }),
  engine({
    name: 'path',
    field: 'path',
    shape: 'one',
    default: '',
    parse: text,
    report: 'value',
    cli: {
      argument: 'folder',
      help: 'a folder of built HTML, read from disk and checked from every\n.html/.htm file in it; URLs are shown under --base-url (or as /path)',
    },
    action: {
      description:
        'A folder of built HTML inside the workspace (relative to it, or absolute), read from disk and checked from every .html/.htm file in it. A path leading outside the workspace (`../x`, an absolute path elsewhere, a symbolic link) is refused.',
    },
  }),
  engine({
    name: 'follow-symlinks',
    field: 'followSymlinks',
    shape: 'switch',
    default: 'true',
    parse: (_input, v: boolean) => v,
    report: 'value',
    cli: {
      section: 'Scope',
      help: 'in a folder, serve no symbolic link that leads out of it (404),\nas a host that does not follow them would',
      readmeDefault: 'checked',
      readme: 'in a folder, treat a symbolic link leading out of it as missing (404), for a host that does not follow them',
    },
    action: {
      description:
        'With `path`: follow a symbolic link in the folder wherever it leads, as web servers and the Pages upload do (a loop or an unreadable target is reported as such). `false` treats one leading out of the folder as missing (404).',
    },
  }),
  engine({
    name: 'files',
    field: 'files',
    shape: 'list',
    default: '',
    parse: (_input, v: string[]) => v.map((f) => f.trim()).filter((f) => f !== ''),
    report: nonEmpty,
    cli: { argument: 'markdown', help: "Markdown files, folders or globs (README.md, docs, 'docs/**/*.md');\ntheir links are checked" },
    action: {
      description:
        'Markdown files, folders or globs (relative to the workspace), one per line, whose links are checked: repository paths on disk (exact case, `#heading` and `#L10` anchors), web links over HTTP. No site needed.',
    },
  }),
  CHANGED_ONLY,
  engine({
    name: 'base-url',
    field: 'baseUrl',
    shape: 'one',
    default: '',
    parse: parseStartUrl,
    check: (o, name, job) => {
      if (o.baseUrl !== undefined && o.path === undefined) throw new UsageError(name('base-url'), `only makes sense together with ${aFolder(name)}`);
      // Here rather than on `urls`, so that a lone base-url is told about the folder first.
      if (job.crawls && o.urls.length === 0 && o.path === undefined && o.files.length === 0) {
        throw new UsageError(name('urls'), 'expected at least one start URL, a folder or Markdown files to check');
      }
    },
    report: 'value',
    cli: {
      arg: 'URL',
      section: 'Scope',
      help: 'with a folder: its public address; links under it count as the\nlocal site, and every URL is reported under it',
      readmeDefault: '',
      readme:
        'with a folder: its public address. Links under it count as the local site, and every URL in every report is shown under it (without it: as the site path, `/docs/intro.html`)',
    },
    action: {
      description:
        "With `path`, the site's public URL. Links under it count as the local site, and every reported URL is shown under it (without it, as a path such as /docs/intro.html).",
    },
  }),
  engine({
    name: 'entry',
    field: 'entry',
    shape: 'list',
    default: '',
    parse: (input, v: string[]) => v.map((e) => parseEntry(input, e)),
    check: (o, name) => {
      if (o.entry.length > 0 && o.path === undefined) {
        throw new UsageError(name('entry'), `only makes sense together with ${aFolder(name)}; a crawl of URLs starts from its URLs`);
      }
    },
    report: 'value',
    cli: {
      arg: 'PAGE',
      section: 'Scope',
      help: 'with a folder: start from this page only, e.g. index.html (repeatable);\nwithout it every HTML file is a start, and pages nothing links to\nare listed as orphans',
      readmeDefault: '',
      readme:
        'with a folder: start from this page only (`index.html`, `docs/`; repeatable) instead of from every `.html`/`.htm` file; then no orphans are listed',
    },
    action: {
      description:
        'With `path`, start from these pages only (paths in the folder, one per line, e.g. index.html) instead of every HTML file; then no orphans are listed.',
    },
  }),
  engine({
    name: 'fallback-extensions',
    field: 'fallbackExtensions',
    shape: 'list',
    default: '',
    parse: parseExtensions,
    check: needsFilesOrFolder('fallback-extensions', (o) => o.fallbackExtensions !== undefined),
    report: 'value',
    cli: {
      arg: 'EXTS',
      section: 'Scope',
      help: 'extensions tried, in order, for a path with no file: /about from\nabout.html (folder default html; Markdown default none; none = none)',
      readmeDefault: '',
      readme:
        "extensions tried, in order, for a link to a path that has no file of its own: in a folder `/about` is served from `about.html`, in Markdown `guide` may be `guide.md` (`html,htm`, or repeat the flag). Default: `html` in a folder, none in Markdown; `none` turns the folder's off",
    },
    action: {
      description:
        'Extensions tried, in order, for a link to a path with no file of its own (comma-separated or one per line): with `path`, `/about` is served from `about.html`; in Markdown `files`, `guide` may be `guide.md`. Empty = `html` for a folder, none for Markdown; `none` = none.',
    },
  }),
  engine({
    name: 'index-files',
    field: 'indexFiles',
    shape: 'list',
    default: '',
    parse: parseIndexFiles,
    check: needsFilesOrFolder('index-files', (o) => o.indexFiles !== undefined),
    report: 'value',
    cli: {
      arg: 'NAMES',
      section: 'Scope',
      help: 'files that serve a folder, the first found: docs/ from\ndocs/README.html (folder default index.html; in Markdown a folder\nlink then needs one)',
      readmeDefault: '',
      readme:
        'files that serve a folder link, the first found in this order (`index.html,README.html`): in a folder `docs/` is served from `docs/README.html`; in Markdown a link to a folder then passes only when it has one. Default: `index.html` in a folder; in Markdown a folder link passes when the folder exists, as GitHub lists it',
    },
    action: {
      description:
        'Files that serve a folder link, the first found (comma-separated or one per line), e.g. `index.html,README.html`. Empty = `index.html` for a folder; in Markdown `files` a folder link passes when the folder exists, and with this it needs one of them.',
    },
  }),
  engine({
    name: 'exclude-path',
    field: 'excludePath',
    shape: 'list',
    default: '',
    parse: parseRegexes,
    check: needsFilesOrFolder('exclude-path', (o) => o.excludePath.length > 0),
    report: (v) => nonEmpty(regexSources(v)),
    cli: {
      arg: 'REGEX',
      section: 'Scope',
      help: 'files and folders of the folder or of Markdown files never read\n(drafts/, vendor/); links to them are still checked (repeatable)',
      readmeDefault: 'none',
      readme:
        'files and folders of the folder or of the Markdown files never read: not crawled, their links not collected, matched against the path relative to the folder or repository (a folder as `drafts/`). A link to such a file is still checked: it must exist, its `#fragment` is not checked ([more](what-is-checked.md#what-is-crawled-what-is-checked); repeatable)',
    },
    action: {
      description:
        'Regular expressions, one per line, matched against the paths of the `path` folder or of the Markdown `files` (a folder as `drafts/`): those files are never read (not crawled, their links not collected). Links to them are still checked as existing.',
    },
  }),
  engine({
    name: 'allow-empty',
    field: 'allowEmpty',
    shape: 'switch',
    default: 'false',
    parse: (_input, v: boolean) => v,
    report: 'value',
    cli: {
      section: 'Scope',
      help: 'pass when no page was parsed (start page dead or not HTML, no HTML\nin the folder); without it such a run fails with exit code 2',
      readmeDefault: 'off',
      readme: 'pass when no page was parsed (start page dead or not HTML, no HTML in the folder); without it such a run exits `2` with one line saying why',
    },
    action: {
      description: 'Pass when no page was parsed (start page dead or not HTML, no HTML in the folder). Without it such a run fails the step.',
    },
  }),
  engine({
    name: 'sitemap',
    field: 'sitemap',
    shape: 'list',
    default: '',
    parse: (input, v: string[]) => v.map((s) => parseSitemap(input, s)),
    check: (o, name, job) => {
      const paths = o.sitemap.filter((s) => s.startsWith('/'));
      if (paths.length > 0 && o.path === undefined) {
        throw new UsageError(name('sitemap'), `expected auto or an http(s) URL, got "${paths[0]}" (a path in the folder needs a folder to check)`);
      }
      if (job.crawls && o.sitemap.length > 0 && o.urls.length === 0 && o.path === undefined) {
        throw new UsageError(name('sitemap'), 'needs a site to check: a start URL or a folder');
      }
    },
    report: nonEmpty,
    cli: {
      arg: 'URL|auto',
      section: 'Scope',
      help: 'read this sitemap (auto: robots.txt Sitemap: lines and /sitemap.xml\nof each start host; repeatable): its pages are crawled too, and dead\nentries and pages no crawled page links to (orphans) are reported',
      readmeDefault: 'none',
      readme:
        "read this sitemap or sitemap index (`auto`: the `Sitemap:` lines of each start host's `robots.txt` and its `/sitemap.xml`; with a folder also a path in it; repeatable). Every listed page on the site is crawled too; dead entries are dead links found in the sitemap (with line and column), and listed pages no crawled page links to are listed as orphans (never a failure)",
    },
    action: {
      description:
        "Sitemaps to read, one per line: `auto` (each start host's robots.txt `Sitemap:` lines and /sitemap.xml), a URL, or with `path` a path in the folder. Listed pages are crawled too; dead entries fail like dead links, orphans (listed pages no crawled page links to) are only reported.",
    },
  }),
  engine({
    name: 'include',
    field: 'include',
    shape: 'list',
    default: '',
    parse: parseRegexes,
    report: regexSources,
    cli: {
      arg: 'REGEX',
      section: 'Scope',
      help: 'only check URLs matching (repeatable)',
      readmeDefault: 'all',
      readme: 'only check URLs matching one of these (repeatable)',
    },
    action: { description: 'Regular expressions, one per line; only matching URLs are checked (empty = all).' },
  }),
  engine({
    name: 'exclude',
    field: 'exclude',
    shape: 'list',
    default: '',
    parse: parseRegexes,
    report: regexSources,
    cli: {
      arg: 'REGEX',
      section: 'Scope',
      help: 'skip URLs matching, never request them (repeatable)',
      readmeDefault: 'none',
      readme: 'skip matching URLs; they are counted as skipped, never requested (repeatable)',
    },
    action: { description: 'Regular expressions, one per line; matching URLs are skipped, never requested.' },
  }),
  engine({
    name: 'check-external',
    field: 'checkExternal',
    shape: 'switch',
    default: 'true',
    parse: (_input, v: boolean) => v,
    report: 'value',
    cli: { section: 'Scope', help: 'do not check links to other hosts', readmeDefault: 'checked', readme: 'do not check links to other hosts' },
    action: { description: 'Check links to other hosts (they are checked, never crawled).' },
  }),
  engine({
    name: 'check-fragments',
    field: 'checkFragments',
    shape: 'switch',
    default: 'false',
    parse: (_input, v: boolean) => v,
    report: 'value',
    cli: {
      section: 'Scope',
      help: 'check that #fragments exist on in-scope pages',
      readmeDefault: 'off',
      readme: 'check that `#fragment` targets exist (an `id` or `<a name>`) on in-scope pages',
    },
    action: { description: "Check that `#fragment` targets exist on the crawled site's pages." },
  }),
  engine({
    name: 'skip-fragment',
    field: 'skipFragment',
    shape: 'list',
    default: '',
    parse: parseRegexes,
    report: (v) => nonEmpty(regexSources(v)),
    cli: {
      arg: 'REGEX',
      section: 'Scope',
      help: 'fragments matching are never checked as anchors (repeatable);\n#/route and #!x never are',
      readmeDefault: 'none',
      readme:
        'fragments matching (the text after `#`) are never checked as anchors, on pages or in Markdown; client-side state (`#/route`, `#!x`) never is (repeatable)',
    },
    action: {
      description:
        'Regular expressions, one per line: `#fragments` matching (the text after `#`) are never checked as anchors. Client-side state (`#/route`, `#!x`) never is.',
    },
  }),
  engine({
    name: 'markdown-flavor',
    field: 'markdownFlavor',
    shape: 'one',
    default: 'github',
    parse: (input, v: string) => parseChoice(input, v, MARKDOWN_FLAVORS),
    report: (v) => (v === 'github' ? undefined : v),
    cli: {
      arg: 'NAME',
      section: 'Scope',
      help: `heading ids for Markdown #fragments (default github):\n${MARKDOWN_FLAVORS.join(', ')}`,
      readmeDefault: '`github`',
      readme:
        'the site generator or host whose heading ids a Markdown `#fragment` must name (slug rules, numbering of repeats, `{#id}`): ' +
        `${MARKDOWN_FLAVORS.map((f) => `\`${f}\``).join(', ')} ([flavours](markdown.md#markdown-flavours))`,
    },
    action: {
      description: `The site generator or host whose heading ids a Markdown \`#fragment\` in \`files\` must name (slug rules, numbering of repeats, custom \`{#id}\`): ${MARKDOWN_FLAVORS.map((f) => `\`${f}\``).join(', ')}.`,
      readme: `The site generator or host whose heading ids a Markdown \`#fragment\` in \`files\` must name (slug rules, numbering of repeats, custom \`{#id}\`): ${MARKDOWN_FLAVORS.map((f) => `\`${f}\``).join(', ')} ([flavours](markdown.md#markdown-flavours)).`,
    },
  }),
  engine({
    name: 'check-css',
    field: 'checkCss',
    shape: 'switch',
    default: 'true',
    parse: (_input, v: boolean) => v,
    report: 'value',
    cli: {
      section: 'Scope',
      help: 'do not check url() and @import in <style>, style=""\nand the site\'s .css files',
      readmeDefault: 'checked',
      readme: 'do not check `url()` and `@import` in `<style>`, `style=""` and the site\'s own `.css` files',
    },
    action: { description: 'Check `url()` and `@import` in `<style>`, `style=""` attributes and the site\'s own stylesheets.' },
  }),
  engine({
    name: 'max-depth',
    field: 'maxDepth',
    shape: 'one',
    default: '-1',
    parse: integer(-1),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'Scope',
      help: 'deepest page level parsed; start pages are 0 (default: unlimited)',
      readmeDefault: 'unlimited',
      readme: 'deepest page level parsed (start pages are 0); deeper pages are still checked',
    },
    action: { description: 'Deepest page level crawled (start pages are 0); -1 = unlimited.' },
  }),
  engine({
    name: 'max-pages',
    field: 'maxPages',
    shape: 'one',
    default: '0',
    parse: integer(0),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'Scope',
      help: 'most pages parsed (default: unlimited)',
      readmeDefault: 'unlimited',
      readme: 'most pages parsed; the report is marked incomplete when reached',
    },
    action: { description: 'Most pages crawled; 0 = unlimited. A crawl cut short reports result `incomplete`.' },
  }),
  engine({
    name: 'max-duration',
    field: 'maxDuration',
    shape: 'one',
    default: '0',
    parse: duration(),
    report: 'value',
    cli: {
      arg: 'TIME',
      section: 'Scope',
      help: 'stop after TIME (e.g. 10m) and report what was found, marked incomplete',
      readmeDefault: 'unlimited',
      readme: 'stop after `TIME` (`90s`, `10m`), report what was found, marked incomplete',
    },
    action: { description: 'Stop after this long (e.g. 90s, 10m; a bare number is seconds) and report what was found; 0 = unlimited.' },
  }),
  engine({
    name: 'unfinished',
    field: 'unfinished',
    shape: 'one',
    default: 'warn',
    parse: (input: string, v: string) => {
      const w = v.toLowerCase();
      if (w !== 'warn' && w !== 'dead') throw new UsageError(input, `expected warn or dead, got "${v}"`);
      return w;
    },
    report: 'value',
    cli: {
      arg: 'warn|dead',
      section: 'Scope',
      help: 'what a URL still open when the run stops counts as (default warn)',
      readmeDefault: 'warn',
      readme:
        'what a URL still open when the run stops (in flight or waiting for a retry) counts as; it is listed under `unfinished` with its last result ([crawl traps and unfinished URLs](what-is-checked.md#crawl-traps-and-unfinished-urls))',
    },
    action: {
      description:
        'What a URL still open when the run stops (in flight or waiting for a retry) counts as, warn or dead. It is listed under unfinished with its last result.',
    },
  }),
  engine({
    name: 'max-query-variants',
    field: 'maxQueryVariants',
    shape: 'one',
    default: '300',
    parse: integer(0),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'Scope',
      help: 'crawl trap budget: distinct query strings crawled per path;\n0 = off (default 300)',
      readmeDefault: '300',
      readme: 'crawl-trap budget: distinct query strings crawled per path (a calendar, faceted search); 0 = no limit',
    },
    action: {
      description:
        'Crawl-trap budget, distinct query strings crawled per path (a calendar, faceted search); 0 = no limit. A warning names the pattern left out.',
    },
  }),
  engine({
    name: 'max-path-depth',
    field: 'maxPathDepth',
    shape: 'one',
    default: '24',
    parse: integer(0),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'Scope',
      help: "crawl trap budget: segments in a crawled page's path; 0 = off (default 24)",
      readmeDefault: '24',
      readme: "crawl-trap budget: segments in a crawled page's path; 0 = no limit",
    },
    action: { description: "Crawl-trap budget, segments in a crawled page's path; 0 = no limit." },
  }),
  engine({
    name: 'max-repeated-segments',
    field: 'maxRepeatedSegments',
    shape: 'one',
    default: '3',
    parse: integer(0),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'Scope',
      help: 'crawl trap budget: times one segment may repeat in a crawled path\n(/a/b/a/b/a); 0 = off (default 3)',
      readmeDefault: '3',
      readme: "crawl-trap budget: times one segment may repeat in a crawled page's path (`/a/b/a/b/a`); 0 = no limit",
    },
    action: { description: "Crawl-trap budget, times one segment may repeat in a crawled page's path (/a/b/a/b/a); 0 = no limit." },
  }),
  engine({
    name: 'max-url-length',
    field: 'maxUrlLength',
    shape: 'one',
    default: '4096',
    parse: integer(0),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'Scope',
      help: "crawl trap budget: characters in a crawled page's URL;\n0 = off (default 4096)",
      readmeDefault: '4096',
      readme: "crawl-trap budget: characters in a crawled page's URL (a longer link is checked, not crawled); 0 = no limit",
    },
    action: { description: "Crawl-trap budget, characters in a crawled page's URL (a longer link is checked, not crawled); 0 = no limit." },
  }),
  engine({
    name: 'concurrency',
    field: 'concurrency',
    shape: 'one',
    default: '64',
    parse: integer(1),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'HTTP',
      help: 'requests in flight, all hosts (default 64)',
      readmeDefault: '64',
      readme: 'requests in flight, all hosts together',
    },
    action: { description: 'Requests in flight at once, all hosts together.' },
  }),
  engine({
    name: 'host-concurrency',
    field: 'hostConcurrency',
    shape: 'one',
    default: '16',
    parse: integer(1),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'HTTP',
      help: 'most requests in flight to one external host (default 16); each\nhost starts at 2 and its window grows or shrinks with its answers',
      readmeDefault: '16',
      readme: 'most requests in flight to one external host: each host starts at 2 and its window grows while its answers stay fast and clean, up to this',
    },
    action: {
      description:
        'Most requests in flight at once to one external host (each host starts at 2; its window grows while answers stay fast and clean, up to this).',
    },
  }),
  engine({
    name: 'host-limit',
    field: 'hostLimit',
    shape: 'list',
    default: '',
    parse: parseHostLimits,
    report: (v) => v.map((l) => `${l.host}=${l.limit}`),
    cli: {
      arg: 'HOST=N',
      section: 'HTTP',
      help: 'at most N requests in flight to HOST (a host name or host:port;\nrepeatable); over the built-in limits of github.com and others',
      readmeDefault: 'none',
      readme:
        'at most `N` requests in flight to `HOST` (a host name, or `host:port`), over `--host-concurrency` and the built-in limits of hosts such as github.com (repeatable)',
    },
    action: {
      description:
        'Per-host limits, one `host=N` per line: at most N requests in flight to that host (over `host-concurrency` and the built-in limits of hosts such as github.com).',
    },
  }),
  engine({
    name: 'timeout',
    field: 'timeout',
    shape: 'one',
    default: '15s',
    // Ten minutes without a byte is no timeout a link check means; 15000 meant milliseconds.
    parse: duration(600),
    check: (o, name) => {
      if (o.timeout < 1) throw new UsageError(name('timeout'), 'expected a duration of at least 1ms');
    },
    report: 'value',
    cli: {
      arg: 'TIME',
      section: 'HTTP',
      help: 'connect, headers and body-idle timeout (default 15s); a whole\nrequest, redirects and body included, gets at most 4 × TIME',
      readmeDefault: '15s',
      readme:
        'connect, response-headers and body-idle timeout; each request (every redirect hop and the body) must also be done within 4 × `TIME` (60s by default)',
    },
    action: {
      description:
        'Timeout for connecting, for response headers and between body chunks (e.g. 15s, 500ms; a bare number is seconds); a whole fetch (every redirect hop and the body) may take at most 4 times this.',
    },
  }),
  engine({
    name: 'retries',
    field: 'retries',
    shape: 'one',
    default: '2',
    parse: integer(0),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'HTTP',
      help: 'retries for network errors, 408, 429, 5xx (default 2)',
      readmeDefault: '2',
      readme: 'retries for network errors, 408, 429 and 5xx (not 501)',
    },
    action: { description: 'Retries for network errors, 408, 429 and 5xx responses.' },
  }),
  engine({
    name: 'retry-delay',
    field: 'retryDelay',
    shape: 'one',
    default: '500ms',
    // A backoff base of minutes is no retry; 500 meant milliseconds.
    parse: duration(60),
    report: 'value',
    cli: {
      arg: 'TIME',
      section: 'HTTP',
      help: 'base backoff delay (default 500ms)',
      readmeDefault: '500ms',
      readme: 'base of the exponential backoff (with jitter); `Retry-After` wins, capped at `--retry-after-max`',
    },
    action: { description: 'Base delay of the exponential backoff between retries, with jitter (e.g. 500ms, 2s; a bare number is seconds).' },
  }),
  engine({
    name: 'retry-after-max',
    field: 'retryAfterMax',
    shape: 'one',
    default: '30s',
    // An hour is the most a retry is worth waiting for; 30000 meant milliseconds.
    parse: duration(3600),
    report: 'value',
    cli: {
      arg: 'TIME',
      section: 'HTTP',
      help: 'longest wait before a retry, Retry-After included (default 30s)',
      readmeDefault: '30s',
      readme: 'longest wait before a retry: caps the backoff and a `Retry-After`',
    },
    action: { description: 'Longest wait before a retry: caps the backoff and a `Retry-After` header (e.g. 30s, 2m; a bare number is seconds).' },
  }),
  engine({
    name: 'max-redirects',
    field: 'maxRedirects',
    shape: 'one',
    default: '10',
    parse: integer(0),
    report: 'value',
    cli: { arg: 'N', section: 'HTTP', help: 'redirects followed per URL (default 10)', readmeDefault: '10', readme: 'redirects followed for one URL' },
    action: { description: 'Most redirects followed for one URL; one more is a dead link.' },
  }),
  engine({
    name: 'max-body-bytes',
    field: 'maxBodyBytes',
    shape: 'one',
    default: String(10 * 1024 * 1024),
    parse: integer(1),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'HTTP',
      help: 'bytes read from one page (default 10485760)',
      readmeDefault: '10485760',
      readme: 'bytes of one page read (after decompression)',
    },
    action: { description: 'Most bytes read from one page body (after decompression).' },
  }),
  engine({
    name: 'parse-threads',
    field: 'parseThreads',
    shape: 'one',
    default: 'auto',
    parse: (input, v: string) => (v.toLowerCase() === 'auto' ? autoParseThreads() : parseInteger(input, v, 0)),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'HTTP',
      help: "worker threads that parse pages beside the crawl's own (default auto:\none fewer than the CPUs from 4 CPUs on, at most 7; none below)",
      readmeDefault: 'auto',
      readme: "worker threads that parse pages beside the crawl's own thread (`auto`: one fewer than the CPUs from 4 CPUs on, at most 7; none below)",
    },
    action: {
      description:
        "Worker threads that parse pages beside the crawl's own: `auto` (one fewer than the CPUs from 4 CPUs on, at most 7; none below) or a number; 0 parses on the crawl's thread.",
    },
  }),
  engine({
    name: 'user-agent',
    field: 'userAgent',
    shape: 'one',
    default: `linkspider/${VERSION}`,
    parse: (input, v: string) => {
      if (/[\r\n\0]/.test(v)) throw new UsageError(input, 'must not contain control characters');
      return v;
    },
    report: 'value',
    cli: {
      arg: 'TEXT',
      section: 'HTTP',
      help: `User-Agent header (default linkspider/${VERSION})`,
      readmeDefault: '`linkspider/<version>`',
      readme: 'the User-Agent header',
    },
    action: { description: 'User-Agent header sent with every request.' },
  }),
  engine({
    name: 'headers',
    field: 'headers',
    shape: 'list',
    default: '',
    parse: parseHeaders,
    // Header values may be secrets: only their names and hosts.
    report: (v) => v.map((h) => ({ name: h.name, value: '***', hosts: h.hosts })),
    cli: {
      flag: 'header',
      usage: '--header "Name: value"',
      section: 'HTTP',
      help: 'extra header, sent only to the site\'s hosts (repeatable);\n"Name@host1,host2: value" also sends it to those hosts',
      readmeDefault: '',
      readme: 'extra header sent **only to the site\'s own hosts**; `"Name@host1,host2: value"` also sends it to those hosts (repeatable)',
    },
    action: {
      description:
        "Extra request headers, one per line: `Name: value` (sent to the site's own hosts only) or `Name@host1,host2: value`. A credential header's value (`Authorization`, `Cookie`, `X-Api-Key` …) is masked in the log; pass it from a secret.",
    },
  }),
  // Issue 40 (staging sites, moved domains): remap, basic-auth, cookie-jar, require-https.
  engine({
    name: 'remap',
    field: 'remap',
    shape: 'list',
    default: '',
    parse: parseRemaps,
    report: (v) => nonEmpty(v.map((r) => `${r.pattern.source} ${r.replacement}`)),
    cli: {
      usage: '--remap "REGEX URL"',
      section: 'Scope',
      help: 'check URLs matching REGEX at URL instead ($1 for groups;\nrepeatable, first match wins); before scope, cache and request',
      readmeDefault: 'none',
      readme:
        'check every URL matching `REGEX` at the replacement instead (`$1` for groups; repeatable, the first match wins), before scope, cache and request; the report keeps the link as written (`remappedFrom`)',
    },
    action: {
      description:
        'URL rewrites, one per line: `REGEX REPLACEMENT` (`$1` for groups). Every URL matching is checked at the replacement instead (a preview deployment, a moved domain); the first match wins.',
    },
  }),
  engine({
    name: 'basic-auth',
    field: 'basicAuth',
    shape: 'list',
    default: '',
    parse: parseBasicAuth,
    // Credentials: only the URL patterns and user names, never a password.
    report: (v) => nonEmpty(v.map((r) => `${r.pattern.source} ${r.user}:***`)),
    cli: {
      usage: '--basic-auth "REGEX user:pw"',
      section: 'HTTP',
      help: 'HTTP Basic credentials for URLs matching REGEX (repeatable);\nnever sent on a redirect to another origin',
      readmeDefault: '',
      readme:
        'HTTP Basic credentials sent **only to URLs matching `REGEX`**, never after a redirect to another origin, never written to a report, cache or database (repeatable)',
    },
    action: {
      description:
        'HTTP Basic credentials, one per line: `URL-REGEX user:password`; sent only to matching URLs, never after a redirect to another origin. Masked in the log; pass them from a secret.',
    },
  }),
  engine({
    name: 'cookie-jar',
    field: 'cookieJar',
    shape: 'one',
    default: '',
    parse: (_input, v: string) => (v === '' ? undefined : v),
    report: { omit: 'a file of secrets (cookies)' },
    cli: {
      arg: 'FILE',
      section: 'HTTP',
      help: 'cookies from a Netscape/curl cookie file, sent by their\ndomain, path and secure rules; written back at the end',
      readmeDefault: '',
      readme:
        'cookies read from a Netscape/curl cookie file (`curl -c`), sent by their domain, path and secure rules, updated from `Set-Cookie` and written back at the end',
    },
    action: {
      description:
        'A Netscape/curl cookie file (`curl -c FILE`): its cookies are sent by their domain, path and secure rules, and the file is updated at the end.',
    },
  }),
  engine({
    name: 'require-https',
    field: 'requireHttps',
    shape: 'one',
    default: 'off',
    parse: (input, v: string) => parseChoice(input, v, ['off', 'warn', 'dead'] as const),
    report: 'value',
    cli: {
      arg: 'off|warn|dead',
      section: 'Verdicts',
      help: 'an http:// link whose https:// URL answers 2xx: a warning,\ndead, or not asked (default off)',
      readmeDefault: '`off`',
      readme: 'an `http://` link whose `https://` URL answers 2xx is reported with the https URL, as a warning or dead (`fix` rewrites it); `off` does not ask',
    },
    action: {
      description: 'An `http://` link whose `https://` URL answers 2xx: `warn`, `dead` (reported with the https URL; `linkspider fix` rewrites it) or `off`.',
    },
  }),
  // Issue 42 (pages JavaScript builds, links only a browser can judge): one block.
  engine({
    name: 'render',
    field: 'render',
    shape: 'switch',
    default: 'false',
    parse: (_input, v: boolean) => v,
    check: (o, name, job) => {
      if (o.render && job.crawls && o.path !== undefined && o.urls.length === 0) {
        throw new UsageError(name('render'), `needs a site served over HTTP (a folder is read from disk): serve the folder and give its URL`);
      }
    },
    report: 'value',
    cli: {
      section: 'HTTP',
      help: "also load the site's pages in headless Chrome/Chromium and check the\nlinks their scripts add (slow; for sites JavaScript builds)",
      readmeDefault: 'off',
      readme:
        'also load each page of the site in headless Chrome/Chromium and check the links its scripts add, reported as "added by JavaScript" ([when to use it](what-is-checked.md#pages-javascript-builds---render))',
    },
    action: {
      description:
        'Also load each page of the site in headless Chrome/Chromium (the runners have Google Chrome) and check the links its scripts add, reported as "added by JavaScript". Slow: for sites JavaScript builds.',
    },
  }),
  engine({
    name: 'render-concurrency',
    field: 'renderConcurrency',
    shape: 'one',
    default: 'auto',
    parse: (input, v: string) => (v.toLowerCase() === 'auto' ? autoRenderTabs() : parseInteger(input, v, 1)),
    report: 'value',
    cli: {
      arg: 'N',
      section: 'HTTP',
      help: 'browser tabs at once with --render (default auto: the CPUs, 2 to 4)',
      readmeDefault: 'auto',
      readme: 'browser tabs open at once with `--render` (`auto`: as many as CPUs, at least 2, at most 4)',
    },
    action: { description: 'Browser tabs open at once with `render`: `auto` (as many as CPUs, at least 2, at most 4) or a number.' },
  }),
  engine({
    name: 'browser-check',
    field: 'browserCheck',
    shape: 'one',
    default: 'auto',
    parse: (input, v: string) => (v.trim().toLowerCase() === 'auto' ? 'auto' : parseChoice(input, v, BROWSER_CHECKS)) as Options['browserCheck'],
    check: (o) => {
      const v = o as { browserCheck: Options['browserCheck'] | 'auto' };
      if (v.browserCheck === 'auto') v.browserCheck = o.render ? 'blocked' : 'off';
    },
    report: 'value',
    cli: {
      arg: 'MODE',
      section: 'HTTP',
      help: "load links again in the browser: bot walls' answers (blocked), any\n403/429/999 (failed) or none (off); default: blocked with --render",
      readmeDefault: 'auto',
      readme:
        "load `blocked` links (or, with `failed`, any 403, 429 or 999) once more in the browser (`auto`: `blocked` with `--render`, else `off`); a 2xx after the page's challenge (its cookie set, a reload) makes them ok, a browser was needed",
    },
    action: {
      description:
        "Load links once more in the browser: `blocked` (bot walls' answers), `failed` (any 403, 429 or 999) or `off`. Default: `blocked` with `render`, else `off`. A 2xx after the page's challenge makes them ok.",
    },
  }),
  engine({
    name: 'browser',
    field: 'browser',
    shape: 'one',
    default: '',
    parse: text,
    check: (o, name, job) => {
      if (!job.crawls || (!o.render && o.browserCheck === 'off')) return;
      const found = findBrowser(o.browser);
      if (found === undefined) {
        throw new UsageError(
          name(o.browser !== undefined ? 'browser' : o.render ? 'render' : 'browser-check'),
          o.browser !== undefined ? `expected an executable Chrome or Chromium, got "${o.browser}"` : NO_BROWSER,
        );
      }
      (o as { browser?: string }).browser = found;
    },
    // A path on the runner, which the report keeps no record of.
    report: { omit: 'a path on the machine that ran' },
    cli: {
      arg: 'PATH',
      section: 'HTTP',
      help: 'the Chrome/Chromium for --render (default: CHROME_PATH, then\ngoogle-chrome, chromium, chromium-browser on PATH, then the usual places)',
      readmeDefault: '',
      readme:
        'the Chrome or Chromium `--render` and `--browser-check` drive; by default `CHROME_PATH`, then `google-chrome`, `chromium`, `chromium-browser` on `PATH`, then the usual install paths',
    },
    action: {
      description:
        "The Chrome or Chromium `render` and `browser-check` drive. Empty = `CHROME_PATH`, then `google-chrome`, `chromium`, `chromium-browser` on PATH (GitHub's runners have Google Chrome).",
    },
  }),
  // Issue 15 (connection pools, HTTP/2, GitHub links through the API): one block.
  engine({
    name: 'http2',
    field: 'http2',
    shape: 'switch',
    default: 'true',
    parse: (_input, v: boolean) => v,
    report: 'value',
    cli: {
      section: 'HTTP',
      help: 'HTTP/1.1 only: do not offer HTTP/2 to https hosts',
      readmeDefault: 'checked',
      readme: 'offer only HTTP/1.1; by default https hosts that choose HTTP/2 (ALPN) get all their requests over one connection',
    },
    action: { description: 'Offer HTTP/2 to https hosts (they choose it by ALPN; then all requests to a host share one connection). `false` = HTTP/1.1 only.' },
  }),
  engine({
    name: 'github-api',
    field: 'githubApi',
    shape: 'switch',
    default: 'true',
    parse: (_input, v: boolean) => v,
    // Whether GitHub links may go through the API (a token and github-api); never the token.
    report: (v, o) => v && o.githubToken !== undefined,
    cli: {
      section: 'HTTP',
      help: 'check GitHub repository, issue and pull request links on\nthe web even when a token is given',
      readmeDefault: 'checked',
      readme:
        'check GitHub links on the web even with a token; by default, with a token, repository, issue and pull request links are checked through the API ([GitHub links](what-is-checked.md#github-links-and-the-token))',
    },
    action: {
      description:
        'Check links to GitHub repositories, issues and pull requests through the GitHub REST API with `github-token` (faster, and not rate-limited like github.com pages). `false` = check them on the web.',
      readme:
        'Check links to GitHub repositories, issues and pull requests through the GitHub REST API with `github-token` ([GitHub links](what-is-checked.md#github-links-and-the-token)). `false` = check them on the web.',
    },
  }),
  engine({
    name: 'github-token',
    field: 'githubToken',
    shape: 'one',
    default: '',
    parse: (input, v: string) => {
      if (/[\s\0]/.test(v)) throw new UsageError(input, 'expected a GitHub token (no spaces or control characters)');
      return v;
    },
    report: { omit: 'a secret' },
    cli: {
      arg: 'TOKEN',
      section: 'HTTP',
      help: 'token for the GitHub API (default: $GITHUB_TOKEN); sent only\nto the API host; prefer the variable: flags show in ps',
      readmeDefault: '',
      readme:
        'token for checking GitHub links through the API, sent **only to the API host**; without the flag, `GITHUB_TOKEN` from the environment (safer: flags show in process lists)',
    },
    action: {
      description: 'Token for checking GitHub links through the API; sent only to the API host. Empty = the `token` input (the workflow token by default).',
    },
  }),
  engine({
    name: 'github-api-url',
    field: 'githubApiUrl',
    shape: 'one',
    default: '',
    parse: (input, v: string) => {
      let u: URL | undefined;
      try {
        u = new URL(v);
      } catch {
        u = undefined;
      }
      if (
        u === undefined ||
        (u.protocol !== 'https:' && u.protocol !== 'http:') ||
        u.search !== '' ||
        u.hash !== '' ||
        u.username !== '' ||
        u.password !== ''
      ) {
        throw new UsageError(input, `expected the GitHub API's root URL, such as https://api.github.com or https://HOST/api/v3, got "${v}"`);
      }
      return u.href.replace(/\/$/, '');
    },
    report: 'value',
    cli: {
      arg: 'URL',
      section: 'HTTP',
      help: 'GitHub API root (default: $GITHUB_API_URL or https://api.github.com);\nits links are those of its web host (api.X serves X)',
      readmeDefault: '',
      readme:
        'the GitHub API root (default: `GITHUB_API_URL` from the environment, else `https://api.github.com`); links to its web host (`api.X` → `X`, `X/api/v3` → `X`) are checked through it',
    },
    action: { description: "GitHub API root for checking GitHub links. Empty = the workflow's `GITHUB_API_URL` (GitHub Enterprise included)." },
  }),
  engine({
    name: 'accept',
    field: 'accept',
    shape: 'one',
    default: '200-299',
    parse: (input, v: string) => StatusSet.parse(v, input),
    report: (v) => v.toString(),
    cli: {
      arg: 'STATUSES',
      section: 'Verdicts',
      help: 'statuses that are ok (default 200-299)',
      readmeDefault: '`200-299`',
      readme: 'final statuses that are ok, e.g. `200-299,304`',
    },
    action: { description: 'HTTP statuses that count as ok, e.g. `200-299,304`.' },
  }),
  engine({
    name: 'warn-on',
    field: 'warnOn',
    shape: 'one',
    default: '429',
    parse: (input, v: string) => StatusSet.parse(v, input),
    report: (v) => v.toString(),
    cli: {
      arg: 'STATUSES',
      section: 'Verdicts',
      help: 'statuses that warn instead of failing (default 429)',
      readmeDefault: '`429`',
      readme: 'final statuses that warn instead of failing',
    },
    action: { description: 'HTTP statuses that give a warning instead of a dead link. Warnings never fail the step.' },
  }),
  engine({
    name: 'status',
    field: 'status',
    shape: 'list',
    default: '',
    parse: (input, v: string[]) => v.map((rule) => parseStatusRule(rule, input)),
    report: (v) => nonEmpty(v.map((r) => `${r.codes.toString()}:${r.verdict}`)),
    cli: {
      arg: 'CODES:VERDICT',
      section: 'Verdicts',
      help: 'what final statuses count as: ok, warn, skip or dead, e.g.\n403:skip, 500-599:warn (repeatable; the last naming a status wins,\nover --accept and --warn-on)',
      readmeDefault: 'none',
      readme:
        'what final statuses count as (`403:skip`, `500-599:warn`, `4xx:warn`, `200-299,304:ok`; repeatable): `ok`, `warn`, `dead` (or `error`), or `skip` (counted under `skipped`, neither dead nor a warning). `--accept X` is `--status X:ok` and `--warn-on X` is `--status X:warn`, read first; the last rule naming a status wins, and a rule beats `--blocked` for its status ([more](what-is-checked.md#verdicts))',
    },
    action: {
      description:
        'What final statuses count as, one rule per line: `403:skip`, `500-599:warn`, `200-299,304:ok` (`ok`, `warn`, `dead`, or `skip`: counted as skipped). `accept` and `warn-on` are read first; the last rule naming a status wins.',
    },
  }),
  engine({
    name: 'blocked',
    field: 'blocked',
    shape: 'one',
    default: 'warn',
    parse: (input, v: string) => parseChoice(input, v, CLASS_VERDICTS),
    report: 'value',
    cli: {
      arg: 'dead|warn|ok',
      section: 'Verdicts',
      help: "what a bot wall's answer (LinkedIn 999, Cloudflare challenge) is\n(default warn)",
      readmeDefault: '`warn`',
      readme: 'what a `blocked` link (a bot wall answered: LinkedIn `999`, a Cloudflare or AWS WAF challenge) counts as',
    },
    action: { description: 'What a blocked link (a bot wall answered, e.g. LinkedIn 999 or a Cloudflare challenge) counts as: `dead`, `warn` or `ok`.' },
  }),
  engine({
    name: 'redirects',
    field: 'moved',
    shape: 'one',
    default: 'ok',
    parse: (input, v: string) => parseChoice(input, v, CLASS_VERDICTS),
    report: 'value',
    reportKey: 'redirects',
    cli: {
      arg: 'ok|warn|dead',
      section: 'Verdicts',
      help: 'what a link on the site through a 301/308 redirect is; listed as moved\neither way (default ok)',
      readmeDefault: '`ok`',
      readme: 'what a link on the site whose redirect chain has a 301/308 counts as; it is listed under `moved` with its new URL either way',
    },
    action: {
      description:
        'What a link on the site whose redirect chain has a permanent redirect (301/308) counts as: `ok`, `warn` or `dead`. Listed as moved either way.',
    },
  }),
  engine({
    name: 'gone-to-home',
    field: 'goneToHome',
    shape: 'one',
    default: 'warn',
    parse: (input, v: string) => parseChoice(input, v, CLASS_VERDICTS),
    report: 'value',
    cli: {
      arg: 'warn|dead|ok',
      section: 'Verdicts',
      help: 'what a soft 404 (a deep link redirected to the home page or its\nsection root) is; never listed as moved (default warn)',
      readmeDefault: '`warn`',
      readme: 'what a soft 404 counts as: a deep link whose redirects end on the home page or its section root (the page is gone; never listed as moved)',
    },
    action: {
      description:
        'What a soft 404 counts as (a deep link whose redirects end on the home page or its section root: the page is gone, not moved): `warn`, `dead` or `ok`.',
    },
  }),
  engine({
    name: 'archive',
    field: 'archive',
    shape: 'one',
    default: '',
    parse: (input, v: string) => parseChoice(input, v, ['wayback'] as const),
    report: 'value',
    cli: {
      arg: 'wayback',
      section: 'Output',
      help: "find an archived copy of each dead external link (the Wayback\nMachine's availability API), shown with it; off by default",
      readmeDefault: '',
      readme:
        'find an archived copy of each dead external link in the Wayback Machine, shown with the link in every report (`linkspider fix --use-archive` links to it)',
    },
    action: {
      description:
        'Set to `wayback` to find an archived copy of each dead external link in the Wayback Machine; it is shown with the link in the job summary and the reports.',
    },
  }),
  engine({
    name: 'archive-api',
    field: 'archiveApi',
    shape: 'one',
    default: 'https://archive.org/wayback/available',
    parse: (input, v: string) => {
      let u: URL | undefined;
      try {
        u = new URL(v);
      } catch {
        u = undefined;
      }
      if (u === undefined || (u.protocol !== 'https:' && u.protocol !== 'http:') || u.username !== '' || u.password !== '') {
        throw new UsageError(input, `expected the availability API's URL, such as https://archive.org/wayback/available, got "${v}"`);
      }
      return u.href;
    },
    report: (v, o) => (o.archive !== undefined ? v : undefined),
    cli: {
      arg: 'URL',
      section: 'Output',
      help: 'the availability API --archive asks (default\nhttps://archive.org/wayback/available)',
      readmeDefault: '`https://archive.org/wayback/available`',
      readme: 'the availability API `--archive wayback` asks (one that answers as the Wayback Machine does)',
    },
    action: { description: 'The availability API `archive: wayback` asks (one that answers as the Wayback Machine does).' },
  }),
  engine({
    name: 'json',
    field: 'json',
    shape: 'one',
    default: '',
    parse: text,
    report: WRITES,
    cli: {
      arg: 'FILE',
      section: 'Output',
      help: 'write the full report as JSON (schema: docs/reports.md); - for stdout',
      readmeDefault: '',
      readme: 'write the full report as JSON ([schema](reports.md#json-report)); `-`: to standard output ([where reports go](reports.md#where-reports-go))',
    },
    action: {
      description: 'Where to write the JSON report (the markdown report is written next to it, `.md`). Empty = `$RUNNER_TEMP/linkspider/report.json`.',
    },
  }),
  // Issue 41: the report as one self-contained page.
  engine({
    name: 'html',
    field: 'html',
    shape: 'one',
    default: '',
    parse: text,
    report: WRITES,
    cli: {
      arg: 'FILE',
      section: 'Output',
      help: 'write the report as one self-contained HTML page: filter, search, sort',
      readmeDefault: '',
      readme: 'write the report as one self-contained page to open in a browser: filter, search, sort ([HTML report](reports.md#html-report))',
    },
    action: {
      description:
        'Where to write the HTML report (one self-contained page, added to the artifact and linked from the summary), relative to the workspace. Empty = `report.html` next to the JSON report.',
    },
  }),
  engine({
    name: 'mirror',
    field: 'mirror',
    shape: 'one',
    default: '',
    parse: text,
    report: WRITES,
    cli: {
      arg: 'DIR',
      section: 'Output',
      help: 'save every in-scope page under DIR, with linkspider-mirror.json',
      readmeDefault: '',
      readme: 'save every in-scope page under `DIR`, plus `linkspider-mirror.json`',
    },
    action: {
      description:
        'Save every crawled page under this folder. Empty = no mirror, or `$RUNNER_TEMP/linkspider/mirror` when `artifact-name` is set and `artifact-mirror` is true.',
    },
  }),
  // Issue 18: the crawl database.
  engine({
    name: 'db',
    field: 'db',
    shape: 'one',
    default: '',
    parse: text,
    report: WRITES,
    cli: {
      arg: 'FILE',
      section: 'Output',
      help: 'write pages, links (with line/column), verdicts and mailto addresses\nto a SQLite database while crawling (docs/reports.md, "Crawl database")',
      readmeDefault: '',
      readme:
        'write every page, link (with its line and column), verdict and mailto address to a SQLite database while crawling ([queries](reports.md#crawl-database)); an existing linkspider database there is replaced when the run ends',
    },
    action: {
      description:
        'Write the crawl database (SQLite: pages, links with line and column, verdicts with redirect chains, mailto addresses) to this file, relative to the workspace. Added to the artifact when `artifact-name` is set. Empty = none.',
    },
  }),
  // Issue 18: reports for code scanning (SARIF) and other CI systems (JUnit XML).
  engine({
    name: 'sarif',
    field: 'sarif',
    shape: 'one',
    default: '',
    parse: text,
    report: WRITES,
    cli: {
      arg: 'FILE',
      section: 'Output',
      help: 'write a SARIF 2.1.0 log for code scanning: one result per dead link\nor warning, on its line; - for stdout',
      readmeDefault: '',
      readme: 'write a SARIF 2.1.0 log for code scanning ([SARIF](reports.md#code-scanning-sarif)); `-`: to standard output',
    },
    action: {
      description:
        'Also write a SARIF 2.1.0 log (for `github/codeql-action/upload-sarif`) to this path, relative to the workspace: one result per place a dead link or warning was found. Empty = none.',
      readme:
        'Also write a SARIF 2.1.0 log (for `github/codeql-action/upload-sarif`, see [code scanning](reports.md#code-scanning-sarif)) to this path, relative to the workspace: one result per place a dead link or warning was found. Empty = none.',
    },
  }),
  engine({
    name: 'junit',
    field: 'junit',
    shape: 'one',
    default: '',
    parse: text,
    report: WRITES,
    cli: {
      arg: 'FILE',
      section: 'Output',
      help: 'write a JUnit XML report: a test case per page, a failure per dead link\n(- for stdout)',
      readmeDefault: '',
      readme: 'write a JUnit XML report for GitLab, Jenkins and other CI ([JUnit](reports.md#junit-xml)); `-`: to standard output',
    },
    action: {
      description: 'Also write a JUnit XML report (a test case per page, a failure per dead link) to this path, relative to the workspace. Empty = none.',
    },
  }),
  // Issue 41: the job summary's Markdown, for any other CI and for local review.
  engine({
    name: 'markdown',
    field: 'markdown',
    shape: 'one',
    default: '',
    parse: text,
    report: WRITES,
    cli: {
      arg: 'FILE',
      section: 'Output',
      help: "write the Markdown report (the Action's job summary, with the trend\nchart of a --cache's history)",
      readmeDefault: '',
      readme:
        "write the Markdown report: the Action's job summary, with the trend of a `--cache`'s runs ([Markdown](reports.md#markdown-report)); `-`: to standard output",
    },
    action: notAction('the Action always writes the markdown report next to the JSON one (`json`), and keeps it in its artifact'),
  }),
  FAIL,
  ANNOTATIONS,
  SUMMARY,
  SOURCES,
  ARTIFACT_NAME,
  RETENTION_DAYS,
  ARTIFACT_MIRROR,
  engine({
    name: 'cache',
    field: 'cache',
    shape: 'one',
    default: '',
    parse: text,
    // Whether a cache was used; its path says nothing about the run.
    report: (v) => v !== undefined,
    cli: {
      arg: 'FILE',
      section: 'Output',
      help: 'keep verdicts between runs in FILE',
      readmeDefault: '',
      readme: 'keep verdicts between runs ([cache](scheduled-runs.md))',
    },
    action: notAction('the Action keeps the cache file itself (in RUNNER_TEMP, saved with the Actions cache); its `cache` input is a switch'),
  }),
  CACHE,
  CACHE_KEY,
  engine({
    name: 'cache-max-age',
    field: 'cacheMaxAge',
    shape: 'one',
    default: '1d',
    parse: duration(),
    report: 'value',
    cli: {
      arg: 'TIME',
      section: 'Output',
      help: 'how long cached verdicts stay fresh (default 1d)',
      readmeDefault: '1d',
      readme: 'how long a cached ok verdict stays fresh',
    },
    action: { description: 'How long a cached ok verdict stays fresh (e.g. `12h`, `7d`; a bare number is seconds).' },
  }),
  engine({
    name: 'cache-internal',
    field: 'cacheInternal',
    shape: 'switch',
    default: 'false',
    parse: (_input, v: boolean) => v,
    report: 'value',
    cli: {
      section: 'Output',
      help: 'also serve in-scope resources (not pages) from the cache',
      readmeDefault: 'off',
      readme: 'also serve in-scope resources (never pages) from the cache',
    },
    action: { description: "Also reuse cached verdicts for the site's own resources (images, scripts, files); pages are always fetched." },
  }),
  engine({
    name: 'fail-after',
    field: 'failAfter',
    shape: 'one',
    default: '1',
    parse: integer(1),
    check: (o, name, job) => {
      if (job.crawls && o.failAfter > 1 && o.cache === undefined) {
        // The CLI's --cache is the file; the Action's cache input is a switch (it keeps the file).
        const cache = name('cache').startsWith('--') ? `${name('cache')} FILE` : 'cache: true';
        throw new UsageError(name('fail-after'), `needs a cache to count runs in: set ${cache} too`);
      }
    },
    report: 'value',
    cli: {
      arg: 'N',
      section: 'Output',
      help: 'a link must fail N runs in a row (counted in the cache) to be dead',
      readmeDefault: '1',
      readme: 'a link must fail `N` runs in a row (counted in the cache) to be dead',
    },
    action: {
      description:
        'A link must be dead in this many runs in a row (counted in the cache) before it counts as dead; until then it is a warning "failing since DATE". Needs `cache`.',
    },
  }),
  engine({
    name: 'baseline',
    field: 'baseline',
    shape: 'one',
    default: '',
    parse: text,
    report: 'value',
    cli: {
      arg: 'FILE',
      section: 'Output',
      help: 'an earlier --json report: its dead links are known, reported as warnings',
      readmeDefault: '',
      readme: 'an earlier `--json` report: dead links already in it are *known* (warnings)',
    },
    action: {
      description:
        'An earlier JSON report (relative to the workspace): dead links already dead in it are *known* and reported as warnings; only new ones fail the step.',
    },
  }),
  ISSUE,
  TOKEN,
  ISSUE_LABEL,
  ISSUE_TITLE,
  COMMENT,
  SUGGEST,
  engine({
    name: 'shard',
    field: 'shard',
    shape: 'one',
    default: '',
    parse: parseShard,
    check: (o, name) => {
      // A folder's shards could not agree on who owns which URL (its pages are crawled under a
      // loopback address), nor be merged. A folder check is fast enough in one job anyway.
      if (o.shard !== undefined && o.path !== undefined) {
        throw new UsageError(name('shard'), 'cannot split the check of a folder; shard a crawl of URLs instead');
      }
    },
    report: (v) => (v ? `${v.index}/${v.count}` : undefined),
    cli: {
      arg: 'I/N',
      section: 'Output',
      help: 'request only the external links and resources (images, scripts …)\nowned by shard I of N; every shard crawls all pages',
      readmeDefault: '',
      readme: 'check only the external and resource URLs owned by shard `I` of `N` ([sharding](sharding.md))',
    },
    action: {
      description: 'Run shard `i/N` of a check split over N jobs: every shard crawls the pages and checks only the external links and resources it owns.',
    },
  }),
  MERGE,
  WORKING_DIRECTORY,
  CONFIG,
  cliOnly(
    'config',
    {
      arg: 'FILE',
      section: 'Output',
      help: "read options from FILE (JSON with comments; keys as the Action's\ninputs); default: linkspider.config.json here, if any; flags win",
      readmeDefault: '',
      readme:
        "read options from this config file (JSON with comments, keys named as the Action's inputs: `max-pages`, `exclude` …); without it, `linkspider.config.json` in the working folder if there is one. Flags override it",
    },
    'one',
  ),
  cliOnly('quiet', { section: 'Output', help: 'no progress on stderr', readmeDefault: '', readme: 'no progress on stderr' }),
  cliOnly('all-places', {
    section: 'Output',
    help: 'list every place, email address and host (default: the first few)',
    readmeDefault: '',
    readme:
      'list every place a link was found, every orphan page, email address and host in trouble (default: the first 10 places and orphans, 5 addresses and hosts, then how many more; the JSON report has them all)',
  }),
  cliOnly('color', { usage: '--no-color', section: 'Output', help: 'no colours in the report', readmeDefault: '', readme: 'no colours' }),
  cliOnly('help', { usage: '-h, --help', short: 'h', section: 'Output', help: 'show this help', readmeDefault: '', readme: 'show the usage' }),
  cliOnly('version', { usage: '-v, --version', short: 'v', section: 'Output', help: 'show the version', readmeDefault: '', readme: 'show the version' }),
];

/** The Action's own inputs, by name. */
export const ACTION_ONLY = [
  FAIL,
  ANNOTATIONS,
  SUMMARY,
  SOURCES,
  ARTIFACT_NAME,
  RETENTION_DAYS,
  ARTIFACT_MIRROR,
  CACHE,
  CACHE_KEY,
  ISSUE,
  TOKEN,
  ISSUE_LABEL,
  ISSUE_TITLE,
  COMMENT,
  SUGGEST,
  MERGE,
  CHANGED_ONLY,
  WORKING_DIRECTORY,
  CONFIG,
];
export type ActionOnlyName = (typeof ACTION_ONLY)[number]['name'];

export const ENGINE_OPTIONS: readonly EngineOption[] = OPTION_TABLE.filter((e): e is EngineOption => e.kind === 'engine');

export const isCliFlag = (c: EngineOption['cli']): c is CliFlag => 'section' in c;
export const isOffered = <T extends object>(side: T | NotOffered): side is T => !('not' in side);

/** One input of action.yml. */
export interface ActionInputEntry {
  name: string;
  default: string;
  engine: boolean;
  action: ActionInput;
}
/**
 * Every input the Action has, in table order (action.yml's): the Action's own and the engine
 * options it offers. `default` is the value in force when nothing sets it; `engine` says the
 * input is an engine option, which a config file can set too (options/docs.ts gives it no
 * action.yml default).
 */
export const ACTION_INPUTS: readonly ActionInputEntry[] = OPTION_TABLE.flatMap((e): ActionInputEntry[] => {
  if (e.kind === 'action') return [{ name: e.name, default: e.default, engine: false, action: e.action }];
  if (e.kind === 'engine' && isOffered(e.action)) return [{ name: e.name, default: e.default, engine: true, action: e.action }];
  return [];
});

/** The flag (without dashes) an entry has on the CLI, if it has one. */
export function cliFlagOf(e: OptionEntry): CliFlag | undefined {
  if (e.kind === 'action') return undefined;
  return e.kind === 'cli' || isCliFlag(e.cli) ? (e.cli as CliFlag) : undefined;
}
