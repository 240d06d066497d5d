/**
 * A GitHub link (a repository, an issue, a pull request …) judged by GitHub's REST API
 * (http/github.ts) when the options ask for it and give a token; declined (checked on the web)
 * when the API cannot judge it.
 */
import type { HttpClient } from '../../http/client.js';
import { GitHubApi } from '../../http/github.js';
import type { Entry } from '../../model/entry.js';
import { DEFAULT_GITHUB_API_URL, type Options } from '../../options.js';
import type { Checked, Checker, Declined } from './checker.js';
import { monotonicMs } from '../../support/clock.js';

export class GitHubChecker implements Checker {
  private constructor(private readonly api: GitHubApi) {}

  /** The GitHub API checker, when the options ask for it and give a token. */
  static of(options: Options, client: HttpClient): GitHubChecker | undefined {
    if (!options.githubApi || options.githubToken === undefined) return undefined;
    const apiUrl = options.githubApiUrl ?? DEFAULT_GITHUB_API_URL;
    return new GitHubChecker(new GitHubApi(client, { apiUrl, token: options.githubToken, maxWaitMs: options.retryAfterMax }));
  }

  async check(entry: Readonly<Entry>, signal: AbortSignal): Promise<Checked | Declined> {
    const t0 = monotonicMs();
    const target = this.api.targetOf(entry.url);
    if (target === undefined) return { declined: true, requests: 0, ms: 0 };
    const before = this.api.requests;
    const outcome = await this.api.check(entry.url, target, signal);
    const requests = this.api.requests - before;
    const ms = monotonicMs() - t0;
    if (outcome === undefined) return { declined: true, requests, ms };
    return { outcome, method: 'github-api', requests, ms, latencyMs: ms };
  }

  /** What the run should say about the API (a rate limit reached, links checked on the web instead). */
  notes(): string[] {
    return this.api.notes();
  }
}
