import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/index.ts';

interface SeasonFilterProps {
  seasons: readonly number[];
  /** undefined: all seasons. */
  chosen: number | undefined;
  onChoose(season: number | undefined): void;
}

/**
 * spec: browsing 2, Series page — 'all seasons' plus one option per distinct season, sorted. Buttons
 * (remote-friendly) while there are fewer than 6 options; a list box beyond, for long-running series.
 */
export function SeasonFilter({ seasons, chosen, onChoose }: SeasonFilterProps) {
  const { t } = useTranslation();
  const { ref, focusKey } = useFocusable({ focusKey: 'season-filter', trackChildren: true });
  const options: Array<number | undefined> = [undefined, ...[...new Set(seasons)].sort((a, b) => a - b)];
  const label = (season: number | undefined) =>
    season === undefined ? t('video.all_seasons') : t('video.season', { season });
  if (options.length >= 6) {
    return (
      <select
        className="season-select"
        value={chosen === undefined ? 'all' : String(chosen)}
        onChange={(event) => onChoose(event.target.value === 'all' ? undefined : Number(event.target.value))}
      >
        {options.map((season) => (
          <option key={season ?? 'all'} value={season ?? 'all'}>
            {label(season)}
          </option>
        ))}
      </select>
    );
  }
  return (
    <FocusContext.Provider value={focusKey}>
      <fieldset ref={ref} className="season-filter">
        <legend className="visually-hidden">{t('video.all_seasons')}</legend>
        {options.map((season) => (
          <Button
            key={season ?? 'all'}
            focusKey={`season-${season ?? 'all'}`}
            variant={season === chosen ? 'primary' : 'secondary'}
            pressed={season === chosen}
            onPress={() => onChoose(season)}
          >
            {label(season)}
          </Button>
        ))}
      </fieldset>
    </FocusContext.Provider>
  );
}
