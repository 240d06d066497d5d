/**
 * The repository's home on its host (GitHub, GitLab): the project's web address and the
 * branches whose files are this checkout's. With it, a link that climbs out of the files
 * resolves as the host resolves it from the file's blob URL (`/OWNER/REPO/blob/BRANCH/README.md`
 * + `../../issues` = `/OWNER/REPO/issues`), and a `blob`/`tree` URL of this repository at one of
 * those branches is a path on disk.
 */
import type { GitCheckout } from './git.js';
import { GITHUB, PLATFORMS, type Platform } from './hosts.js';
import { percentDecoded } from '../../support/percent-decode.js';

export interface RepositoryHome {
  platform: Platform;
  /** The web origin, e.g. `https://github.com`. */
  origin: string;
  /** The project's path segments, e.g. `['acme', 'widgets']`. */
  project: string[];
  /** Branches whose files are the files on disk: the checked-out one, then the default one (each when known). */
  branches: string[];
}

/** What a workflow's environment says of the repository (the CLI and the Action in a GitHub workflow). */
export interface HomeHints {
  /** `OWNER/REPO` (GITHUB_REPOSITORY). */
  repository?: string;
  /** GITHUB_SERVER_URL (default https://github.com). */
  serverUrl?: string;
  /** The branches checked out (GITHUB_HEAD_REF on a pull request, else GITHUB_REF_NAME; the default branch when known). */
  branches?: string[];
}

/** Pure: the hints a GitHub workflow's variables give. */
export function homeHintsFromEnv(env: Readonly<Record<string, string | undefined>>): HomeHints {
  const branch = env['GITHUB_HEAD_REF'] || env['GITHUB_REF_NAME'];
  return {
    ...(env['GITHUB_REPOSITORY'] ? { repository: env['GITHUB_REPOSITORY'] } : {}),
    ...(env['GITHUB_SERVER_URL'] ? { serverUrl: env['GITHUB_SERVER_URL'] } : {}),
    ...(branch ? { branches: [branch] } : {}),
  };
}

/** Pure: a remote URL's host and project path (https, `ssh://`, `git://` and scp-like `git@HOST:OWNER/REPO.git`). */
export function parseRemote(remote: string): { host: string; project: string[] } | undefined {
  const scp = /^(?:[^@/:]+@)?([^/:]+):(?!\/)(.+)$/.exec(remote);
  let host: string;
  let pathname: string;
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//i.test(remote)) {
    host = scp[1]!;
    pathname = scp[2]!;
  } else {
    try {
      const u = new URL(remote);
      if (!['https:', 'http:', 'ssh:', 'git:', 'git+ssh:'].includes(u.protocol)) return undefined;
      host = u.hostname;
      pathname = u.pathname;
    } catch {
      return undefined;
    }
  }
  const project = pathname
    .replace(/\.git\/?$/, '')
    .split('/')
    .filter((s) => s !== '');
  return project.length >= 2 ? { host: host.toLowerCase(), project } : undefined;
}

/**
 * The repository's home: GITHUB_REPOSITORY on GITHUB_SERVER_URL when set (the workflow knows best),
 * else the remote (`origin`, else the first) when it is on GitHub, GitLab or GITHUB_SERVER_URL's host.
 */
export function repositoryHome(checkout: GitCheckout | undefined, hints: HomeHints): RepositoryHome | undefined {
  const branches = [
    ...(hints.branches ?? []),
    ...(checkout?.branch !== undefined ? [checkout.branch] : []),
    ...(checkout?.defaultBranch !== undefined ? [checkout.defaultBranch] : []),
  ];
  const unique = [...new Set(branches.filter((b) => b !== ''))];
  let server: URL | undefined;
  try {
    server = hints.serverUrl ? new URL(hints.serverUrl) : undefined;
  } catch {
    server = undefined;
  }
  const project = hints.repository?.split('/');
  if (project?.length === 2 && project.every((p) => /^[\w.-]+$/.test(p))) {
    return { platform: GITHUB, origin: server?.origin ?? 'https://github.com', project, branches: unique };
  }
  const remote = checkout?.remotes[0] !== undefined ? parseRemote(checkout.remotes[0]) : undefined;
  if (remote === undefined) return undefined;
  if (server !== undefined && server.hostname.toLowerCase() === remote.host) {
    return { platform: GITHUB, origin: server.origin, project: remote.project.slice(0, 2), branches: unique };
  }
  const platform = PLATFORMS.find((p) => p.host === remote.host || `www.${p.host}` === remote.host);
  if (platform === undefined) return undefined;
  const depth = platform.projectDepth ?? remote.project.length;
  return { platform, origin: `https://${platform.host}`, project: remote.project.slice(0, depth), branches: unique };
}

/**
 * The web address a repository file is shown at (`https://github.com/acme/widgets/blob/HEAD/docs/a.md`).
 * The branch is `HEAD` (the default branch, which GitHub and GitLab answer to): a link such as
 * `../../issues` is written for one path segment there, whatever the branch checked out is named
 * (`feature/x` would move it).
 */
export function blobUrl(home: RepositoryHome, file: string): URL {
  const { platform } = home;
  const segments = [...home.project, ...(platform.routeMarker ? [platform.routeMarker] : []), platform.blobRoute, 'HEAD', ...file.split('/')];
  return new URL(segments.map(encodeURIComponent).join('/'), `${home.origin}/`);
}

/** Where a URL on the home's host leads: this checkout's files (a repository path), or a web page. */
export type Route = { kind: 'files'; path: string; branch: string } | { kind: 'web'; url: URL };

/** The route of `url`, or undefined when it is not on the home's host. */
export function routeOf(home: RepositoryHome, url: URL): Route | undefined {
  if (url.origin !== home.origin) return undefined;
  const web: Route = { kind: 'web', url };
  const segments = url.pathname.split('/').slice(1).map(percentDecoded);
  const { project, platform } = home;
  // Owner and repository names are not case-sensitive on GitHub or GitLab.
  if (!project.every((p, i) => segments[i]?.toLowerCase() === p.toLowerCase())) return web;
  let rest = segments.slice(project.length);
  if (platform.routeMarker !== undefined) {
    if (rest[0] !== platform.routeMarker) return web;
    rest = rest.slice(1);
  }
  if (!platform.fileRoutes.includes(rest[0] ?? '')) return web;
  const after = rest.slice(1);
  for (const branch of home.branches) {
    const parts = branch.split('/');
    if (parts.every((p, i) => after[i] === p)) {
      return {
        kind: 'files',
        path: after
          .slice(parts.length)
          .filter((s) => s !== '')
          .join('/'),
        branch,
      };
    }
  }
  return web;
}
