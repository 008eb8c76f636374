import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackHandler } from '../../focus/useBackHandler.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { Button } from '../../ui/index.ts';
import { SettingRow } from './SettingRow.tsx';

export interface Option {
  value: string;
  label: string;
  detail?: string;
}

interface OptionsViewProps {
  id: string;
  title: string;
  options: readonly Option[];
  current: string | undefined;
  onChoose(value: string): void;
  onBack(): void;
}

/**
 * A settings sub-view (video_quality, language): its options with the current one marked. Focus starts
 * on the current option; choosing one or Back returns to the settings view.
 */
export function OptionsView({ id, title, options, current, onChoose, onBack }: OptionsViewProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  useBackHandler(onBack);
  const first = options.find((option) => option.value === current) ?? options[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when the view opens
  useEffect(() => {
    if (first && layout !== 'mobile') void setFocus(`${id}-${first.value}`);
  }, []);
  return (
    <section className="settings__view" aria-labelledby={`${id}-title`}>
      <div className="settings__view-header">
        {layout === 'tv' ? null : (
          <Button focusKey={`${id}-back`} variant="secondary" onPress={onBack}>
            {t('app.back')}
          </Button>
        )}
        <h2 id={`${id}-title`}>{title}</h2>
      </div>
      <div className="settings__list">
        {options.map((option) => (
          <SettingRow
            key={option.value}
            focusKey={`${id}-${option.value}`}
            label={option.label}
            value={option.detail}
            pressed={option.value === current}
            onPress={() => onChoose(option.value)}
          />
        ))}
      </div>
    </section>
  );
}
