import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';

interface SettingRowProps {
  focusKey: string;
  label: string;
  /** The current value, or what the option means. */
  value?: string;
  onPress(): void;
  /** A toggle's state, or the chosen option in a list. */
  pressed?: boolean;
  /** Opens a sub-view. */
  opensView?: boolean;
}

/** One line of the settings panel: a label and its value; OK, Enter, a click or a tap press it. */
export function SettingRow({ focusKey, label, value, onPress, pressed, opensView }: SettingRowProps) {
  const { ref, focused, focusSelf } = useFocusable<object, HTMLButtonElement>({
    focusKey,
    onEnterPress: onPress,
  });
  return (
    <button
      ref={ref}
      type="button"
      className={`setting-row${focused ? ' is-focused' : ''}${pressed ? ' is-chosen' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
      aria-pressed={pressed}
      aria-haspopup={opensView ? 'true' : undefined}
      onClick={onPress}
      onMouseMove={() => {
        if (!focused) focusSelf();
      }}
    >
      <span className="setting-row__label">{label}</span>
      {value ? <span className="setting-row__value">{value}</span> : null}
      {opensView ? (
        <span className="setting-row__chevron" aria-hidden="true">
          ›
        </span>
      ) : null}
    </button>
  );
}
