import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonRoot, planArtifact, recordingUploader, type ArtifactUploader } from '../../src/action/artifact.js';
import { tempDir } from '../helpers/temp.js';

function tree(files: string[]): string {
  const root = tempDir('ls-artifact-');
  for (const f of files) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), f);
  }
  return root;
}

describe('planArtifact', () => {
  it('takes the reports and every mirrored file under their common folder', async () => {
    const root = tree(['report.json', 'report.md', 'mirror/index.html', 'mirror/docs/a.html', 'mirror/linkspider-mirror.json']);
    const plan = await planArtifact([path.join(root, 'report.json'), path.join(root, 'report.md')], path.join(root, 'mirror'));
    expect(plan.rootDir).toBe(root);
    expect(plan.files.map((f) => path.relative(root, f).split(path.sep).join('/')).sort()).toEqual([
      'mirror/docs/a.html',
      'mirror/index.html',
      'mirror/linkspider-mirror.json',
      'report.json',
      'report.md',
    ]);
    expect(plan.rejected).toEqual([]);
  });

  it('leaves out names the artifact service rejects', async () => {
    const root = tree(['r.json', 'mirror/a?b.html', 'mirror/ok.html']);
    const plan = await planArtifact([path.join(root, 'r.json')], path.join(root, 'mirror'));
    expect(plan.rejected.map((f) => path.basename(f))).toEqual(['a?b.html']);
    expect(plan.files.map((f) => path.basename(f)).sort()).toEqual(['ok.html', 'r.json']);
  });

  it('works without a mirror folder, or with a missing one', async () => {
    const root = tree(['out/r.json', 'out/r.md']);
    const plan = await planArtifact([path.join(root, 'out/r.json'), path.join(root, 'out/r.md')], path.join(root, 'none'));
    expect(plan.rootDir).toBe(path.join(root, 'out'));
    expect(plan.files).toHaveLength(2);
  });
});

describe('commonRoot', () => {
  it('finds the deepest shared folder', () => {
    const p = (s: string) => path.resolve(s);
    expect(commonRoot([p('/a/b/c.txt'), p('/a/b/d/e.txt')])).toBe(p('/a/b'));
    expect(commonRoot([p('/a/b/c.txt'), p('/a/x/e.txt')])).toBe(p('/a'));
    expect(commonRoot([p('/a/b/c.txt')])).toBe(p('/a/b'));
  });
});

describe('uploaders', () => {
  it('a fake uploader sees the name, the files, the root and the retention', async () => {
    const calls: unknown[] = [];
    const fake: ArtifactUploader = {
      async upload(name, files, rootDir, options) {
        calls.push({ name, files, rootDir, options });
        return {};
      },
    };
    await fake.upload('links', ['/r/a'], '/r', { retentionDays: 3 });
    expect(calls).toEqual([{ name: 'links', files: ['/r/a'], rootDir: '/r', options: { retentionDays: 3 } }]);
  });

  it('the test-only recording uploader writes one JSON line per upload', async () => {
    const root = tree(['x/r.json']);
    const log = path.join(root, 'uploads.jsonl');
    await recordingUploader(log).upload('links', [path.join(root, 'x/r.json')], root, { retentionDays: 0 });
    expect(JSON.parse(readFileSync(log, 'utf8').trim())).toEqual({ name: 'links', rootDir: root, files: ['x/r.json'], retentionDays: 0 });
  });
});
