import { describe, expect, it } from 'vitest';
import { boundHeapGrowth } from '../../src/support/heap-growth.js';

describe('boundHeapGrowth', () => {
  it('sets the factor unless the node command line or NODE_OPTIONS chose one, in either spelling', () => {
    expect(boundHeapGrowth(['--heap-growing-percent=30'], '')).toBe(false);
    expect(boundHeapGrowth(['--heap_growing_percent', '30'], '')).toBe(false);
    expect(boundHeapGrowth([], '--max-old-space-size=4096 --heap-growing-percent=20')).toBe(false);
    expect(boundHeapGrowth(['--heap-growing-percentile=3'], '--max-old-space-size=4096')).toBe(true);
    expect(boundHeapGrowth([], '')).toBe(true);
  });
});
