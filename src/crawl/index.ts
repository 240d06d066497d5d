/**
 * The crawl's one public entry: `crawl(options, hooks, services)` → a `Report`. The rooms
 * behind it, bottom first: `frontier/` (URLs, their entries and states, and the policies that
 * admit them), then `schedule/` (when a request may go), `sitemaps/` and `checkers/` (what one
 * request is, per kind of target), and `run/` (one run's lifecycle and its finishing step).
 */
export { crawl, type CrawlServices } from './run/crawl-run.js';
export type { CrawlHooks, Progress } from './run/hooks.js';
export { DbFileError } from './run/db-hooks.js';
