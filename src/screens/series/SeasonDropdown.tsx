import './seasonFilter.css';
import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useState } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';
import { keepInView } from '../../ui/keepInView.ts';
import { useFocusTrap } from '../../ui/useFocusTrap.ts';
import { useDetailTranslation } from '../media/detailStrings.ts';

export const SEASON_DROPDOWN_KEY = 'season-dropdown';

export interface SeasonOption {
  /** undefined: all seasons. */
  season: number | undefined;
  label: string;
}

interface SeasonDropdownProps {
  options: readonly SeasonOption[];
  chosen: number | undefined;
  onChoose(season: number | undefined): void;
}

const optionKey = (season: number | undefined) => `season-option-${season ?? 'all'}`;

/**
 * The season filter as a dropdown a remote can work (a native <select> opens a list no remote can
 * reach on TV engines): OK on the button opens the list with focus on the current season, Up/Down move,
 * OK chooses and Back closes without choosing; focus stays inside the list while it is open and goes
 * back to the button after. A click or a tap works the same.
 */
export function SeasonDropdown({ options, chosen, onChoose }: SeasonDropdownProps) {
  const { t } = useDetailTranslation();
  const [open, setOpen] = useState(false);
  const current = options.find((option) => option.season === chosen) ?? options[0];
  const { ref, focused, focusSelf } = useFocusable<object, HTMLButtonElement>({
    focusKey: SEASON_DROPDOWN_KEY,
    onEnterPress: () => setOpen(true),
    onFocus: (layout) => keepInView(layout.node),
  });
  const choose = (season: number | undefined) => {
    setOpen(false);
    if (season !== chosen) onChoose(season);
    void setFocus(SEASON_DROPDOWN_KEY);
  };
  return (
    <div className="season-dropdown">
      <button
        ref={ref}
        type="button"
        className={`button button--secondary season-dropdown__button${focused ? ' is-focused' : ''}`}
        {...{ [FOCUS_KEY_ATTRIBUTE]: SEASON_DROPDOWN_KEY }}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${t('video.seasons')}: ${current?.label ?? ''}`}
        onClick={() => setOpen((value) => !value)}
        onMouseEnter={() => focusSelf()}
      >
        {current?.label} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <SeasonList
          options={options}
          chosen={chosen}
          onChoose={choose}
          onClose={() => setOpen(false)}
          label={t('video.seasons')}
        />
      ) : null}
    </div>
  );
}

interface SeasonListProps {
  options: readonly SeasonOption[];
  chosen: number | undefined;
  label: string;
  onChoose(season: number | undefined): void;
  onClose(): void;
}

function SeasonList({ options, chosen, label, onChoose, onClose }: SeasonListProps) {
  const { ref, focusKey } = useFocusTrap({
    focusKey: 'season-list',
    preferredChildFocusKey: optionKey(chosen),
    onBack: onClose,
  });
  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref} className="season-dropdown__list" role="listbox" aria-label={label}>
        {options.map((option) => (
          <SeasonListOption
            key={option.season ?? 'all'}
            option={option}
            selected={option.season === chosen}
            onChoose={onChoose}
          />
        ))}
      </div>
    </FocusContext.Provider>
  );
}

function SeasonListOption({
  option,
  selected,
  onChoose,
}: {
  option: SeasonOption;
  selected: boolean;
  onChoose(season: number | undefined): void;
}) {
  const key = optionKey(option.season);
  const { ref, focused, focusSelf } = useFocusable<object, HTMLDivElement>({
    focusKey: key,
    onEnterPress: () => onChoose(option.season),
    onFocus: (layout) => keepInView(layout.node),
  });
  return (
    <div
      ref={ref}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      className={`season-dropdown__option${selected ? ' is-selected' : ''}${focused ? ' is-focused' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: key }}
      onClick={() => onChoose(option.season)}
      // OK and Enter reach onEnterPress through spatial navigation; Space chooses too, as in a list box.
      onKeyDown={(event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        onChoose(option.season);
      }}
      onMouseEnter={() => focusSelf()}
    >
      {option.label}
    </div>
  );
}
