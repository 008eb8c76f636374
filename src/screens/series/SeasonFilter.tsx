import './seasonFilter.css';
import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { seasonFilterKind } from '../../domain/seasonFilter.ts';
import { useBreakpoint } from '../../stores/useBreakpoint.ts';
import { Button } from '../../ui/index.ts';
import { useDetailTranslation } from '../media/detailStrings.ts';
import { SeasonDropdown, type SeasonOption } from './SeasonDropdown.tsx';

interface SeasonFilterProps {
  seasons: readonly number[];
  /** undefined: all seasons. */
  chosen: number | undefined;
  onChoose(season: number | undefined): void;
}

/**
 * spec: browsing 2, Series page — 'all seasons' plus one option per distinct season, sorted: buttons
 * when the screen is md or wider and there are fewer than 6 options, otherwise a dropdown that a
 * remote can work (SeasonDropdown).
 */
export function SeasonFilter({ seasons, chosen, onChoose }: SeasonFilterProps) {
  const { t } = useDetailTranslation();
  const breakpoint = useBreakpoint();
  const { ref, focusKey } = useFocusable({ focusKey: 'season-filter', trackChildren: true });
  const options: SeasonOption[] = [undefined, ...[...new Set(seasons)].sort((a, b) => a - b)].map(
    (season) => ({
      season,
      label: season === undefined ? t('video.all_seasons') : t('video.season', { season }),
    }),
  );
  const kind = seasonFilterKind(breakpoint, options.length);
  return (
    <FocusContext.Provider value={focusKey}>
      <fieldset ref={ref} className="season-filter">
        <legend className="visually-hidden">{t('video.seasons')}</legend>
        {kind === 'dropdown' ? (
          <SeasonDropdown options={options} chosen={chosen} onChoose={onChoose} />
        ) : (
          options.map(({ season, label }) => (
            <Button
              key={season ?? 'all'}
              focusKey={`season-${season ?? 'all'}`}
              variant={season === chosen ? 'primary' : 'secondary'}
              pressed={season === chosen}
              onPress={() => onChoose(season)}
            >
              {label}
            </Button>
          ))
        )}
      </fieldset>
    </FocusContext.Provider>
  );
}
