import './settings.css';
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useState } from 'react';
import { matchLanguage } from '../../domain/languageChoice.ts';
import { isVideoQuality, videoQualities } from '../../domain/videoQuality.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { chooseLanguage, languageNames, supportedLanguages } from '../../i18n/i18n.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useAutoplay, useSettingsStore } from '../../stores/settingsStore.ts';
import { OptionsView } from './OptionsView.tsx';
import { SettingRow } from './SettingRow.tsx';
import { SettingsLegalLinks } from './SettingsLegalLinks.tsx';
import { useSettingsTranslation } from './settingsStrings.ts';

type View = 'settings' | 'video_quality' | 'language';

const ROW_KEYS = { video_quality: 'setting-quality', language: 'setting-language' } as const;

/**
 * spec: browsing 2, Settings panel — three sub-views: settings (autoplay toggle, the current video
 * quality and language, the legal links placed in settings), video_quality and language. Each item
 * only while its feature flag is on. Values are kept on the device ('autoplay', 'videoQuality',
 * 'language'); autoplay starts from the config's autoplayDefaultValue until the viewer chooses.
 */
export function SettingsScreen() {
  const { t, i18n } = useSettingsTranslation();
  const { config, features } = useStartupResult();
  const { videoQuality, setAutoplay, setVideoQuality } = useSettingsStore();
  const autoplay = useAutoplay(config.autoplayDefaultValue);
  const [view, setView] = useState<View>('settings');
  useScreenFocus(true, [
    features.isAutoPlay ? 'setting-autoplay' : undefined,
    features.isVideoQualityEnabled ? ROW_KEYS.video_quality : undefined,
    features.isMultiLanguageSupport ? ROW_KEYS.language : undefined,
    'setting-legal-privacy_policy',
  ]);

  const languages = config.availableLanguages ?? supportedLanguages;
  const language = matchLanguage(i18n.language, languages);
  const quality = videoQualities.find((entry) => entry.value === videoQuality) ?? videoQualities[0];
  const backTo = (from: Exclude<View, 'settings'>) => {
    setView('settings');
    // The row that opened the sub-view takes focus back once the list is there again.
    requestAnimationFrame(() => void setFocus(ROW_KEYS[from]));
  };

  let content: ReactNode;
  if (view === 'video_quality') {
    content = (
      <OptionsView
        id="quality"
        title={t('settings.video_quality')}
        options={videoQualities.map((entry) => ({ value: entry.value, label: t(entry.labelKey) }))}
        current={videoQuality}
        onChoose={(value) => {
          if (isVideoQuality(value)) setVideoQuality(value);
          backTo('video_quality');
        }}
        onBack={() => backTo('video_quality')}
      />
    );
  } else if (view === 'language') {
    content = (
      <OptionsView
        id="language"
        title={t('settings.language')}
        options={languages.map((code) => ({ value: code, label: languageNames[code] }))}
        current={language}
        onChoose={(value) => {
          const chosen = languages.find((code) => code === value);
          if (chosen) void chooseLanguage(chosen);
          backTo('language');
        }}
        onBack={() => backTo('language')}
      />
    );
  } else {
    content = (
      <>
        <div className="settings__list">
          {features.isAutoPlay ? (
            <SettingRow
              focusKey="setting-autoplay"
              label={t('settings.autoplay')}
              value={autoplay ? t('settings.on') : t('settings.off')}
              pressed={autoplay}
              onPress={() => setAutoplay(!autoplay)}
            />
          ) : null}
          {features.isVideoQualityEnabled ? (
            <SettingRow
              focusKey={ROW_KEYS.video_quality}
              label={t('settings.video_quality')}
              value={quality.value === 'auto' ? t('settings.auto') : t(quality.labelKey)}
              opensView
              onPress={() => setView('video_quality')}
            />
          ) : null}
          {features.isMultiLanguageSupport ? (
            <SettingRow
              focusKey={ROW_KEYS.language}
              label={t('settings.language')}
              value={language ? languageNames[language] : t('settings.select_language')}
              opensView
              onPress={() => setView('language')}
            />
          ) : null}
        </div>
        <SettingsLegalLinks />
      </>
    );
  }
  return (
    <div className="settings">
      <h1 className="playlist-screen__title">{t('settings.title')}</h1>
      {content}
    </div>
  );
}
