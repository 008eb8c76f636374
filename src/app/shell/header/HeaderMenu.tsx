import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useEffect } from 'react';
import { useBackHandler } from '../../../focus/useBackHandler.ts';
import { FOCUS_KEY_ATTRIBUTE } from '../../../focus/useScreenFocus.ts';
import { useLatest } from '../../../ui/useLatest.ts';

/**
 * A menu dropped from a header button (the language menu, the user menu): focus is held inside it;
 * Back, Escape or a choice close it and focus returns to its button; a click elsewhere closes it too
 * (mouse viewers), focus staying where they clicked.
 */
export function HeaderMenu({
  focusKey: ownKey,
  buttonKey,
  label,
  preferredChildFocusKey,
  onClose,
  children,
}: {
  focusKey: string;
  /** The button that opened it, which takes focus back. */
  buttonKey: string;
  label: string;
  preferredChildFocusKey?: string;
  onClose(): void;
  /** HeaderMenuItems, each given `close` so a choice closes the menu. */
  children(close: () => void): ReactNode;
}) {
  const { ref, focusKey, focusSelf } = useFocusable({
    focusKey: ownKey,
    isFocusBoundary: true,
    autoRestoreFocus: false,
    preferredChildFocusKey,
  });
  const close = () => {
    onClose();
    void setFocus(buttonKey);
  };
  useBackHandler(close);
  useEffect(() => focusSelf(), [focusSelf]);
  const latestClose = useLatest(onClose);
  useEffect(() => {
    const onPointer = (event: MouseEvent) => {
      const menu = (ref as { current: HTMLElement | null }).current;
      if (menu && event.target instanceof Node && !menu.parentElement?.contains(event.target))
        latestClose.current();
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [ref]);
  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref} className="header-menu" role="menu" aria-label={label}>
        {children(close)}
      </div>
    </FocusContext.Provider>
  );
}

export function HeaderMenuItem({
  focusKey,
  checked,
  lang,
  onChoose,
  children,
}: {
  focusKey: string;
  /** Set for a choice among options (a radio item); absent for a plain command. */
  checked?: boolean;
  lang?: string;
  onChoose(): void;
  children: ReactNode;
}) {
  const { ref, focused, focusSelf } = useFocusable<object, HTMLButtonElement>({
    focusKey,
    onEnterPress: onChoose,
  });
  return (
    <button
      ref={ref}
      type="button"
      {...(checked === undefined ? { role: 'menuitem' } : { role: 'menuitemradio', 'aria-checked': checked })}
      lang={lang}
      className={`header-menu__item${focused ? ' is-focused' : ''}${checked ? ' is-chosen' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
      onClick={onChoose}
      onMouseMove={() => {
        if (!focused) focusSelf();
      }}
    >
      {children}
    </button>
  );
}
