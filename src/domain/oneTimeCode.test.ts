import { describe, expect, it } from 'vitest';
import { backspaceIn, codeFrom, codeToSend, emptyCode, isComplete, typeInto } from './oneTimeCode.ts';

const boxes = (text: string) => codeFrom(text);

describe('one-time-code field (spec: accounts 2.4, 5.7)', () => {
  /** Boxes written as a string, '.' for an empty box. */
  const written = (text: string) => text.split('').map((character) => (character === '.' ? '' : character));
  it.each([
    // [boxes before, box, typed, boxes after, focus after]
    ['......', 0, 'b', 'B.....', 1],
    ['B.....', 1, 'c', 'BC....', 2],
    ['BCDFG.', 5, 'h', 'BCDFGH', 5],
    ['......', 0, 'bcd fgh', 'BCDFGH', 5],
    ['BC....', 4, 'BCD-FGH', 'BCDFGH', 5],
    ['......', 2, 'xy', '..XY..', 4],
    ['BCD...', 1, '!', 'B.D...', 1],
    ['......', 0, 'ab12cd34', 'AB12CD', 5],
  ] as const)('%s, typing %j in box %i', (before, box, typed, after, focus) => {
    expect(typeInto(written(before), box, typed)).toEqual({ boxes: written(after), focus });
  });

  it('backspace clears the box, or the one before when it is empty, and moves there', () => {
    expect(backspaceIn(boxes('BCD'), 2)).toEqual({ boxes: boxes('BC'), focus: 2 });
    expect(backspaceIn(boxes('BC'), 2)).toEqual({ boxes: boxes('B'), focus: 1 });
    expect(backspaceIn(emptyCode(), 0)).toEqual({ boxes: emptyCode(), focus: 0 });
  });

  it('reads a code from the address, upper-cased, and knows when it is whole', () => {
    expect(codeFrom('bcd fgh')).toEqual(['B', 'C', 'D', 'F', 'G', 'H']);
    expect(codeToSend('bcd fgh')).toBe('BCDFGH');
    expect(codeFrom(null)).toEqual(emptyCode());
    expect(isComplete(codeFrom('BCDFG'))).toBe(false);
    expect(isComplete(codeFrom('BCDFGH'))).toBe(true);
  });
});
