/**
 * The workflow command line the Action writes for an annotation, as it issues it
 * (`core[a.level](a.message, annotationProperties(a))`, src/action/core.ts): stdout
 * captured, newline dropped.
 */
import { error, notice, warning } from '../../src/action/core.js';
import { annotationProperties, type Annotation } from '../../src/action/annotations.js';

export function issued(a: Annotation): string {
  const writes: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    writes.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    ({ error, warning, notice })[a.level](a.message, annotationProperties(a));
  } finally {
    process.stdout.write = write;
  }
  return writes.join('').replace(/\r?\n$/, '');
}
