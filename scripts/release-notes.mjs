// Prints the CHANGELOG.md section of one version (the lines under `## [x.y.z] …` up to the
// next `## ` heading or the link definitions), for the GitHub release's notes.
//
//   node scripts/release-notes.mjs 1.2.3 > notes.md     exit 1 when there is no such section
import { readFileSync } from 'node:fs';

export function releaseNotes(changelog, version) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`## [${version}]`));
  if (start === -1) return undefined;
  const body = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ') || /^\[[^\]]+\]: /.test(line)) break;
    body.push(line);
  }
  const text = body.join('\n').trim();
  return text === '' ? undefined : text + '\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const version = (process.argv[2] ?? '').replace(/^v/, '');
  const notes = releaseNotes(readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8'), version);
  if (notes === undefined) {
    console.error(`CHANGELOG.md has no section "## [${version}]" with entries`);
    process.exit(1);
  }
  process.stdout.write(notes);
}
