import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusKeyOf, type PlayerFocus } from './controlsFocus.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';
import type { PanelColumn, PanelFocus } from './trackPanel.ts';

/**
 * Issue 26: the audio and subtitles panel over the lower part of the picture (trackPanel.ts has its
 * rules). The player's focus moves in it; the chosen option of each column carries a tick.
 */
export function TrackPanel({
  columns,
  focus,
  onPick,
  children,
}: {
  columns: readonly PanelColumn[];
  focus: PlayerFocus;
  onPick(focus: PanelFocus): void;
  /** The subtitles, drawn just above the panel whatever its height, so a choice shows as it is made. */
  children: ReactNode;
}) {
  const { t } = useTranslation(PLAYER_NAMESPACE);
  return (
    <section className="player__panel" aria-label={t('tracks')}>
      {children}
      {columns.map((column) => (
        // A fieldset would be the element, but it cannot be a flex container before Chromium 86.
        // biome-ignore lint/a11y/useSemanticElements: see above.
        <div
          key={column.id}
          className="player__panel-column"
          role="group"
          aria-label={t(`panel_${column.id}`)}
        >
          <h3 className="player__panel-heading">{t(`panel_${column.id}`)}</h3>
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
      ))}
    </section>
  );
}
