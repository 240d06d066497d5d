import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionsCoreUse, importCycles, importGraph, LIMITS, measureSource, shapeOf } from '../../scripts/shape.js';
import { readSources } from '../../scripts/sources.js';

const lines = (n: number, body = '  x++;'): string => Array.from({ length: n }, () => body).join('\n');

describe('shape: the figures of issue 24', () => {
  it('counts a class and each function-like member from its first line to its last', () => {
    const src = [
      'export class A {', // 1
      '  m(): void {', // 2
      lines(3, '    x++;'),
      '  }', // 6
      '  f = () => {', // 7
      '    return 1;',
      '  };', // 9
      '  constructor() {}', // 10
      '}', // 11
      'function g() {', // 12
      '  const inner = function () { return 2; };',
      '}', // 14
      'const h = { k() { return 3; } };',
      'declare function noBody(): void;',
    ].join('\n');
    const shape = measureSource('src/a.ts', `${src}\n`);
    expect(shape.classes).toEqual([{ file: 'src/a.ts', name: 'A', line: 1, lines: 11 }]);
    expect(shape.functions.map((f) => [f.name, f.line, f.lines])).toEqual([
      ['m', 2, 5],
      ['f', 7, 3],
      ['constructor', 10, 1],
      ['g', 12, 3],
      ['inner', 13, 1],
      ['k', 15, 1],
    ]);
    expect(shape.files[0]!.lines).toBe(16);
  });

  it('breaks a limit only above it, and excepts the option table from the file limit', () => {
    const fn = (n: number) => `function f() {\n${lines(n - 2)}\n}\n`;
    const atLimit = shapeOf(new Map([['src/a.ts', fn(LIMITS.functionLines)]]), { dependencies: {} });
    expect(atLimit.functions).toEqual([]);
    const over = shapeOf(new Map([['src/a.ts', fn(LIMITS.functionLines + 1)]]), { dependencies: {} });
    expect(over.functions.map((f) => f.lines)).toEqual([LIMITS.functionLines + 1]);
    expect(over.broken).toContain(`function f (src/a.ts:1) has ${LIMITS.functionLines + 1} lines, over ${LIMITS.functionLines}`);

    const big = `${lines(LIMITS.fileLines + 1, 'export const x = 1;')}\n`;
    const files = shapeOf(
      new Map([
        ['src/options/table.ts', big],
        ['src/big.ts', big],
      ]),
      {},
    );
    expect(files.files.map((f) => f.file)).toEqual(['src/big.ts']);

    const cls = `class C {\n${lines(LIMITS.classLines - 1, '  a = 1;')}\n}\n`;
    expect(shapeOf(new Map([['src/c.ts', cls]]), {}).classes.map((c) => c.lines)).toEqual([LIMITS.classLines + 1]);
  });

  it('finds import cycles through type-only imports, re-exports and dynamic imports', () => {
    const files = new Map([
      ['src/a.ts', "import type { B } from './b.js';\nexport const a = 1;\n"],
      ['src/b.ts', "export { c } from './dir/c.js';\n"],
      ['src/dir/c.ts', "export const c = await import('../a.js');\n"],
      ['src/d.ts', "import { a } from './a.js';\nimport fs from 'node:fs';\n"],
      ['src/self.ts', "import { x } from './self.js';\n"],
    ]);
    const graph = importGraph(files);
    expect(graph.get('src/dir/c.ts')).toEqual(['src/a.ts']);
    expect(importCycles(graph)).toEqual([['src/a.ts', 'src/b.ts', 'src/dir/c.ts'], ['src/self.ts']]);
    expect(
      importCycles(
        new Map([
          ['src/a.ts', ['src/b.ts']],
          ['src/b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('asks @actions/core to be a runtime dependency imported by the Action', () => {
    const files = new Map([
      ['src/action/outputs.ts', "import * as core from '@actions/core';\n"],
      ['src/cli.ts', "import * as core from '@actions/core';\n"],
    ]);
    expect(actionsCoreUse(files, { dependencies: { '@actions/core': '^3' } })).toEqual({ runtimeDependency: true, importedBy: ['src/action/outputs.ts'] });
    // Bundled into dist/: a devDependency is what the Action runs.
    expect(actionsCoreUse(files, { devDependencies: { '@actions/core': '^3' } }).runtimeDependency).toBe(true);
    const none = shapeOf(files, { dependencies: {} });
    expect(none.broken).toEqual(['@actions/core is not declared in package.json (to be bundled)']);
    const unused = shapeOf(new Map([['src/index.ts', '']]), { dependencies: { '@actions/core': '^3' } });
    expect(unused.broken).toEqual(['no file of the Action (src/index.ts, src/action/) imports @actions/core']);
  });

  it('measures the real src/ (the figures npm run check:shape prints)', () => {
    const sources = readSources(path.resolve(import.meta.dirname, '../..'));
    expect(sources.size).toBeGreaterThan(40);
    const measured = [...sources].map(([file, text]) => measureSource(file, text));
    expect(measured.flatMap((s) => s.functions).length).toBeGreaterThan(500);
    expect(measured.flatMap((s) => s.classes).length).toBeGreaterThan(10);
  });
});
