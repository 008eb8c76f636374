/**
 * The one-time-code field (spec: accounts 2.4, 5.7): 6 boxes of one character, typing advances,
 * backspace moves back, a paste fills them all; upper-cased before it is sent.
 */
export const CODE_LENGTH = 6;

/** What a code may hold, upper-cased: letters and digits (the TV shows `ABC DEF`; the space is not part). */
export function codeCharacters(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .split('');
}

/** spec: accounts 4.6, 5.7 — the code as it is sent: upper-cased, without the TV's space. */
export const codeToSend = (text: string): string => codeCharacters(text).join('');

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

export function codeFrom(text: string | null | undefined): string[] {
  const boxes = emptyCode();
  codeCharacters(text ?? '')
    .slice(0, CODE_LENGTH)
    .forEach((character, index) => {
      boxes[index] = character;
    });
  return boxes;
}

export const isComplete = (boxes: readonly string[]) => boxes.every((box) => box.length === 1);

/**
 * Text typed or pasted into box `index`: one character fills it and moves on; several fill from there
 * (a whole code, pasted anywhere, fills from the first box). Returns the boxes and where focus goes.
 */
export function typeInto(
  boxes: readonly string[],
  index: number,
  text: string,
): { boxes: string[]; focus: number } {
  const characters = codeCharacters(text);
  const next = [...boxes];
  if (characters.length === 0) {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const start = characters.length >= CODE_LENGTH ? 0 : index;
  const placed = characters.slice(0, CODE_LENGTH - start);
  placed.forEach((character, offset) => {
    next[start + offset] = character;
  });
  return { boxes: next, focus: Math.min(start + placed.length, CODE_LENGTH - 1) };
}

/** Backspace in box `index`: clears it, or, when it is already empty, the box before (and goes there). */
export function backspaceIn(boxes: readonly string[], index: number): { boxes: string[]; focus: number } {
  const next = [...boxes];
  if (next[index]) {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const previous = Math.max(0, index - 1);
  next[previous] = '';
  return { boxes: next, focus: previous };
}
