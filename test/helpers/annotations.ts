/**
 * The workflow command line the Action writes for an annotation, as it issues it
 * (`issueAnnotation`, src/action/log.ts, through @actions/core): stdout captured, newline dropped.
 */
import { issueAnnotation } from '../../src/action/log.js';
import type { Annotation } from '../../src/action/annotations.js';

export function issued(a: Annotation): string {
  const writes: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    writes.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    issueAnnotation(a);
  } finally {
    process.stdout.write = write;
  }
  return writes.join('').replace(/\r?\n$/, '');
}
