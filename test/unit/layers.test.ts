import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, layerViolations } from '../../scripts/layers.js';
import { importsOf, readSources } from '../../scripts/sources.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('layers: src imports downward only', () => {
  it('no module of src imports from a layer above its own, and every module is in a layer', () => {
    const sources = readSources(root);
    expect(sources.size).toBeGreaterThan(40);
    expect(layerViolations(sources)).toEqual([]);
  });

  it('reads every form of import and re-export, type-only ones included', () => {
    const src = [
      "import { a } from './a.js';",
      "import type { B } from '../b/b.js';",
      "import {\n  c,\n  type D,\n} from './c.js';",
      "export { e } from './e.js';",
      "export type { F } from './f.js';",
      "export * from './g.js';",
      "import './side-effect.js';",
      "const h = await import('./h.js');",
      "import { x } from 'node:fs';",
    ].join('\n');
    expect(importsOf(src)).toEqual(['./a.js', '../b/b.js', './c.js', './e.js', './f.js', './g.js', './side-effect.js', './h.js']);
  });

  it("fails an import that runs up a layer (the crawl's rooms included), or across two separate parts of one layer", () => {
    const files = new Map([
      ['src/model/entry.ts', "import type { Report } from '../report/model.js';"],
      ['src/http/client.ts', "import { verdict } from '../check/verdict.js';"],
      ['src/crawl/run/crawl-run.ts', "import { buildReport } from '../../report/build.js';\nimport type { Entry } from '../../model/entry.js';"],
      ['src/crawl/frontier/frontier.ts', "import { HostLanes } from '../schedule/lanes.js';"],
      ['src/crawl/schedule/lanes.ts', "import { checkWebsite } from '../checkers/website.js';\nimport { siteKeyOfHref } from '../frontier/url.js';"],
      ['src/report/build.ts', "import { crawl } from '../crawl/index.js';"],
      ['src/stray.ts', ''],
    ]);
    expect(layerViolations(files, LAYERS)).toEqual([
      { file: 'src/model/entry.ts', imports: 'src/report/model.ts', why: 'model imports up from report' },
      { file: 'src/http/client.ts', imports: 'src/check/verdict.ts', why: 'src/http/ and src/check/ are separate parts of services' },
      { file: 'src/crawl/frontier/frontier.ts', imports: 'src/crawl/schedule/lanes.ts', why: 'crawl/frontier imports up from crawl rooms' },
      {
        file: 'src/crawl/schedule/lanes.ts',
        imports: 'src/crawl/checkers/website.ts',
        why: 'src/crawl/schedule/ and src/crawl/checkers/ are separate parts of crawl rooms',
      },
      { file: 'src/report/build.ts', imports: 'src/crawl/index.ts', why: 'report imports up from crawl/run' },
      { file: 'src/stray.ts', imports: '', why: 'is in no layer: add it to LAYERS in scripts/layers.ts' },
    ]);
  });
});
