import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { backspaceIn, CODE_LENGTH, typeInto } from '../../domain/oneTimeCode.ts';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';
import { useLatest } from '../../ui/useLatest.ts';

/**
 * spec: accounts 2.4 — the code in 6 boxes of one character: typing advances, backspace goes back, a
 * paste fills them all. One stop for the remote (focus lands in the first empty box); on a phone, the
 * keyboard offers capitals and the browser may fill the code it received.
 */
export function OneTimeCodeField({
  focusKey,
  label,
  boxes,
  onChange,
  disabled,
}: {
  focusKey: string;
  label: string;
  boxes: string[];
  onChange(boxes: string[]): void;
  disabled?: boolean;
}) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => inputs.current[index]?.focus();
  // Keys can arrive faster than React renders (a fast typist, a phone keyboard's suggestion): each
  // one builds on the boxes as the last key left them, not on the last render's.
  const latest = useLatest(boxes);
  const { ref, focused } = useFocusable<object, HTMLFieldSetElement>({
    focusKey,
    // The remote's arrival lands in the first empty box; a viewer already typing in a box stays there.
    onFocus: () => {
      if (!typingHere()) focusBox(Math.max(0, latest.current.indexOf('')));
    },
  });
  const typingHere = () => ref.current?.contains(document.activeElement) ?? false;
  // A reset (a refused code) starts again from the first box.
  const empty = boxes.every((box) => box === '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the boxes empty
  useEffect(() => {
    if (empty && typingHere()) focusBox(0);
  }, [empty]);

  const apply = (result: { boxes: string[]; focus: number }) => {
    latest.current = result.boxes;
    onChange(result.boxes);
    focusBox(result.focus);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceIn(latest.current, index));
    }
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(typeInto(latest.current, index, event.clipboardData.getData('text')));
  };
  return (
    <fieldset
      ref={ref}
      className={`code-field${focused ? ' is-focused' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
      disabled={disabled}
    >
      <legend>{label}</legend>
      <div className="code-field__boxes">
        {Array.from({ length: CODE_LENGTH }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, never reordered
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className="code-field__box"
            aria-label={`${label} ${index + 1}/${CODE_LENGTH}`}
            value={boxes[index] ?? ''}
            maxLength={CODE_LENGTH}
            autoCapitalize="characters"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            spellCheck={false}
            inputMode="text"
            onChange={(event) =>
              apply(
                typeInto(latest.current, index, event.target.value.replace(latest.current[index] ?? '', '')),
              )
            }
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
          />
        ))}
      </div>
    </fieldset>
  );
}
