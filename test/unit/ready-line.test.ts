import { describe, expect, it } from 'vitest';
import { ReadyLine } from '../../src/crawl/schedule/ready-line.js';

describe('ReadyLine', () => {
  it('takes the most work first, ties in the order they came', () => {
    const line = new ReadyLine<string>();
    line.push('small-1', 2);
    line.push('big', 900);
    line.push('small-2', 2);
    line.push('mid', 40);
    line.push('small-3', 2);
    const out: string[] = [];
    for (let s = line.shift(); s !== undefined; s = line.shift()) out.push(s);
    expect(out).toEqual(['big', 'mid', 'small-1', 'small-2', 'small-3']);
    expect(line.length).toBe(0);
  });

  it('stays ordered over many random joins and takes', () => {
    const line = new ReadyLine<number>();
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const model: { key: number; seq: number }[] = [];
    let seq = 0;
    for (let i = 0; i < 2000; i++) {
      if (rand() < 0.6 || model.length === 0) {
        const key = Math.floor(rand() * 20);
        line.push(seq, key);
        model.push({ key, seq: seq++ });
      } else {
        model.sort((a, b) => b.key - a.key || a.seq - b.seq);
        expect(line.shift()).toBe(model.shift()!.seq);
      }
    }
    expect(line.length).toBe(model.length);
  });
});
