/**
 * The shape of src/, measured: classes over 450 lines, functions over 100 lines, files over
 * 600 lines (the option table, which is data, excepted), import cycles (type-only imports
 * included), and whether `@actions/core` is declared (and so bundled) and imported by the Action.
 * `npm run check:shape` prints the figures and exits 1 when a limit is broken (issue 24).
 *
 * Classes and functions are found with the TypeScript compiler's parser (not by regexes), so
 * a method, an arrow function in a field and an object literal's method all count as functions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { importsOf, readSources } from './sources.ts';

export const LIMITS = { classLines: 450, functionLines: 100, fileLines: 600 } as const;
/** Files held to no line limit: data, not code. */
export const FILE_LIMIT_EXEMPT: readonly string[] = ['src/options/table.ts'];

export interface Span {
  file: string;
  name: string;
  line: number;
  lines: number;
}

export interface Shape {
  classes: Span[];
  functions: Span[];
  files: Span[];
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name && (ts.isIdentifier(named.name) || ts.isPrivateIdentifier(named.name) || ts.isStringLiteral(named.name))) return named.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  // An arrow function or function expression takes the name of what holds it.
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return `(anonymous, line ${line + 1})`;
}

/** Every class and function of one source with its line count (first line to last, inclusive). */
export function measureSource(file: string, text: string): Shape {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: Shape = { classes: [], functions: [], files: [] };
  const span = (node: ts.Node): Span => {
    const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
    return { file, name: nameOf(node, source), line: start + 1, lines: end - start + 1 };
  };
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) out.classes.push(span(node));
    else if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) out.functions.push(span(node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  const lines = text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  out.files.push({ file, name: file, line: 1, lines });
  return out;
}

/** The module graph of `files` (repository-relative path → source): each file → the files it imports. */
export function importGraph(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets = importsOf(text)
      .map((spec) => path.posix.join(path.posix.dirname(file), spec).replace(/\.js$/, '.ts'))
      .filter((t) => files.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles: each strongly connected component of more than one file (or a file importing itself), sorted. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.next < edges.length) {
        const to = edges[top.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        if (component.length > 1 || edges.includes(top.node)) cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

export interface ActionsCore {
  /**
   * Declared in package.json (`dependencies` or `devDependencies`): the Action runs the bundle,
   * dist/index.js, which carries it, so the package itself needs no runtime `dependencies`.
   */
  runtimeDependency: boolean;
  /** Files of the Action (src/index.ts, src/action/) that import it. */
  importedBy: string[];
}

type PackageDeps = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

export function actionsCoreUse(files: ReadonlyMap<string, string>, packageJson: PackageDeps): ActionsCore {
  const importedBy = [...files]
    .filter(([file]) => file === 'src/index.ts' || file.startsWith('src/action/'))
    .filter(([, text]) => ts.preProcessFile(text, true, true).importedFiles.some((f) => f.fileName === '@actions/core'))
    .map(([file]) => file)
    .sort();
  const declared = { ...packageJson.dependencies, ...packageJson.devDependencies };
  return { runtimeDependency: declared['@actions/core'] !== undefined, importedBy };
}

export interface ShapeReport {
  classes: Span[];
  functions: Span[];
  files: Span[];
  cycles: string[][];
  actionsCore: ActionsCore;
  /** One line per broken limit; empty = within every limit. */
  broken: string[];
}

export function shapeOf(files: ReadonlyMap<string, string>, packageJson: PackageDeps): ShapeReport {
  const all: Shape = { classes: [], functions: [], files: [] };
  for (const [file, text] of files) {
    const s = measureSource(file, text);
    all.classes.push(...s.classes);
    all.functions.push(...s.functions);
    all.files.push(...s.files);
  }
  const byLines = (a: Span, b: Span): number => b.lines - a.lines || a.file.localeCompare(b.file);
  const classes = all.classes.filter((c) => c.lines > LIMITS.classLines).sort(byLines);
  const functions = all.functions.filter((f) => f.lines > LIMITS.functionLines).sort(byLines);
  const longFiles = all.files.filter((f) => f.lines > LIMITS.fileLines && !FILE_LIMIT_EXEMPT.includes(f.file)).sort(byLines);
  const cycles = importCycles(importGraph(files));
  const actionsCore = actionsCoreUse(files, packageJson);
  const broken = [
    ...classes.map((c) => `class ${c.name} (${c.file}:${c.line}) has ${c.lines} lines, over ${LIMITS.classLines}`),
    ...functions.map((f) => `function ${f.name} (${f.file}:${f.line}) has ${f.lines} lines, over ${LIMITS.functionLines}`),
    ...longFiles.map((f) => `file ${f.file} has ${f.lines} lines, over ${LIMITS.fileLines}`),
    ...cycles.map((c) => `import cycle: ${c.join(' ↔ ')}`),
    ...(actionsCore.runtimeDependency ? [] : ['@actions/core is not declared in package.json (to be bundled)']),
    ...(actionsCore.importedBy.length > 0 ? [] : ['no file of the Action (src/index.ts, src/action/) imports @actions/core']),
  ];
  return { classes, functions, files: longFiles, cycles, actionsCore, broken };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const files = readSources(root);
  const report = shapeOf(files, JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')));
  const all = [...files].map(([file, text]) => measureSource(file, text));
  const largest = (pick: (s: Shape) => Span[]): string => {
    const top = all.flatMap(pick).sort((a, b) => b.lines - a.lines)[0];
    return top ? `${top.lines} (${top.name}, ${top.file})` : '0';
  };
  console.log(`shape of src/ (${files.size} files):`);
  console.log(`  largest class:    ${largest((s) => s.classes)}; limit ${LIMITS.classLines}; over: ${report.classes.length}`);
  console.log(`  largest function: ${largest((s) => s.functions)}; limit ${LIMITS.functionLines}; over: ${report.functions.length}`);
  const fileSizes = all.flatMap((s) => s.files).filter((f) => !FILE_LIMIT_EXEMPT.includes(f.file));
  const top = fileSizes.sort((a, b) => b.lines - a.lines)[0];
  console.log(
    `  largest file:     ${top ? `${top.lines} (${top.file})` : '0'}; limit ${LIMITS.fileLines} (${FILE_LIMIT_EXEMPT.join(', ')} excepted); over: ${report.files.length}`,
  );
  console.log(`  import cycles:    ${report.cycles.length}`);
  console.log(
    `  @actions/core:    ${report.actionsCore.runtimeDependency ? 'bundled into dist/' : 'not declared in package.json'}; imported by ${report.actionsCore.importedBy.join(', ') || 'no file of the Action'}`,
  );
  for (const line of report.broken) console.error(`  ✗ ${line}`);
  if (report.broken.length > 0) process.exit(1);
  console.log('  every limit holds');
}
