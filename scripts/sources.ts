/**
 * What scripts/layers.ts and scripts/shape.ts both read of src/: its TypeScript sources, and the
 * relative modules each one imports (by the TypeScript compiler's scanner, not a regex).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The TypeScript sources under `dir` (repository-relative, forward slashes, in name order) with their text. */
export function readSources(root: string, dir = 'src'): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string): void => {
    for (const name of readdirSync(path.join(root, rel)).sort()) {
      const child = `${rel}/${name}`;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (name.endsWith('.ts')) out.set(child, readFileSync(path.join(root, child), 'utf8'));
    }
  };
  walk(dir);
  return out;
}

/** Relative module specifiers a source imports or re-exports: static, side-effect and dynamic imports, type-only ones included. */
export function importsOf(text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((s) => s.startsWith('.'));
}
