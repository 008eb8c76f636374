import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusKeyOf, type PlayerFocus } from './controlsFocus.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';
import type { PanelColumn, PanelFocus } from './trackPanel.ts';

/**
 * Issue 26: a panel over the lower part of the picture, audio and subtitles or a series' episodes
 * (trackPanel.ts has its rules). The player's focus moves in it; the chosen option of each column
 * carries a tick.
 */
export function PlayerPanel({
  label,
  columns,
  focus,
  onPick,
  children,
}: {
  label: string;
  columns: readonly PanelColumn[];
  focus: PlayerFocus;
  onPick(focus: PanelFocus): void;
  /** The subtitles, drawn just above the panel whatever its height, so a choice shows as it is made. */
  children: ReactNode;
}) {
  const { t } = useTranslation(PLAYER_NAMESPACE);
  return (
    <section className="player__panel" aria-label={label}>
      {children}
      {columns.map((column) => (
        // A fieldset would be the element, but it cannot be a flex container before Chromium 86.
        // biome-ignore lint/a11y/useSemanticElements: see above.
        <div
          key={column.id}
          className={`player__panel-column player__panel-column--${column.id}`}
          role="group"
          aria-label={t(`panel_${column.id}`)}
        >
          <h3 className="player__panel-heading">{t(`panel_${column.id}`)}</h3>
          <div className="player__panel-options">
            {column.options.map((option, index) => {
              const key: PanelFocus = `panel:${column.id}:${index}`;
              return (
                <button
                  key={key}
                  type="button"
                  tabIndex={-1}
                  aria-pressed={option.selected}
                  className={`player__panel-option${focus === key ? ' is-focused' : ''}${option.selected ? ' is-selected' : ''}`}
                  data-focus-key={focusKeyOf(key)}
                  onClick={() => onPick(key)}
                >
                  {/* The tick is decoration: aria-pressed says it. */}
                  {option.selected ? (
                    <span className="player__panel-tick" aria-hidden="true">
                      ✓
                    </span>
                  ) : null}
                  {option.label}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}

/**
 * Scrolls a panel's list (a series' episodes) just enough to show the option whole. By hand, as
 * ui/keepInView.ts does: scrollIntoView's 'nearest' came after the 2018 TV engines, which would align
 * the option to the top and scroll the page behind the player too.
 */
export function revealOption(option: HTMLElement): void {
  const list = option.parentElement;
  if (!list) return;
  const box = option.getBoundingClientRect();
  const view = list.getBoundingClientRect();
  if (box.top < view.top) list.scrollTop += box.top - view.top;
  else if (box.bottom > view.bottom) list.scrollTop += box.bottom - view.bottom;
}
