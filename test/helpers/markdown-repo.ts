/**
 * The fixture repository (test/fixtures/markdown-repo) copied to a temp folder with its
 * `{{SERVER}}` placeholders replaced by a loopback test server's URL, and where in it a
 * text is found (line and column, 1-based) so tests can name the places they expect.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FIXTURE_REPO = path.resolve(import.meta.dirname, '../fixtures/markdown-repo');

export interface RepoCopy {
  root: string;
  /** Line and column of the first occurrence of `text` in a file of the copy (after `after`, when given). */
  at(file: string, text: string): { line: number; column: number };
  remove(): void;
}

/** Copy the fixture into `into` (an existing folder, e.g. an Action sandbox's workspace) or a new temp folder. */
export function copyFixtureRepo(server: string, into?: string): RepoCopy {
  const root = into ?? mkdtempSync(path.join(tmpdir(), 'linkspider-md-'));
  const from = FIXTURE_REPO;
  cpSync(from, root, { recursive: true });
  const walk = (dir: string): void => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, d.name);
      if (d.isDirectory()) walk(p);
      else if (d.name.endsWith('.md')) writeFileSync(p, readFileSync(p, 'utf8').replaceAll('{{SERVER}}', server));
    }
  };
  walk(root);
  return {
    root,
    at(file, text) {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      for (let i = 0; i < lines.length; i++) {
        const c = lines[i]!.indexOf(text);
        if (c !== -1) return { line: i + 1, column: c + 1 };
      }
      throw new Error(`${text} is not in ${file}`);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Run git in a test repository, with an identity and no signing, whatever the machine's config. */
export function git(root: string, ...args: string[]): string {
  return execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@t.invalid', '-c', 'commit.gpgsign=false', ...args], {
    encoding: 'utf8',
  }).trim();
}
