import { describe, expect, it } from 'vitest';
import { entryMemory } from './entryMemory.ts';

describe('entryMemory (spec: browsing 9 — navigation stack at most 50)', () => {
  it('keeps the newest 50 entries; writing an entry again makes it the newest', () => {
    const memory = entryMemory<number>();
    for (let index = 0; index < 50; index += 1) memory.set(`entry-${index}`, index);
    memory.set('entry-0', 100);
    memory.set('entry-50', 50);
    expect(memory.get('entry-0')).toBe(100);
    expect(memory.get('entry-1')).toBeUndefined();
    expect(memory.get('entry-2')).toBe(2);
    expect(memory.get('entry-50')).toBe(50);
  });
});
