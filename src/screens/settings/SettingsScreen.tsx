import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { videoQualities } from '../../domain/videoQuality.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { type Language, supportedLanguages, switchLanguage } from '../../i18n/i18n.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { localStore } from '../../stores/deviceStorage.ts';
import { useSettingsStore } from '../../stores/settingsStore.ts';
import { Button } from '../../ui/index.ts';

const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

/** spec: browsing 2, Settings panel — autoplay, video quality and language, kept on the device. */
export function SettingsScreen() {
  const { t, i18n } = useTranslation();
  const { config, features } = useStartupResult();
  const { autoplay, videoQuality, initAutoplay, setAutoplay, setVideoQuality } = useSettingsStore();
  useEffect(() => initAutoplay(config.autoplayDefaultValue), [initAutoplay, config.autoplayDefaultValue]);
  useScreenFocus(autoplay !== null, [
    features.isAutoPlay ? 'setting-autoplay' : undefined,
    features.isVideoQualityEnabled ? `setting-quality-${videoQuality}` : undefined,
    features.isMultiLanguageSupport ? `setting-language-${i18n.language}` : undefined,
  ]);

  const chooseLanguage = (language: Language) => {
    localStore.set('language', language);
    void switchLanguage(language);
  };

  return (
    <div className="settings">
      <h1 className="playlist-screen__title">{t('settings.title')}</h1>
      {features.isAutoPlay ? (
        <section className="settings__group" aria-labelledby="settings-autoplay">
          <h2 id="settings-autoplay">{t('settings.autoplay')}</h2>
          <Button
            focusKey="setting-autoplay"
            variant={autoplay ? 'primary' : 'secondary'}
            pressed={Boolean(autoplay)}
            onPress={() => setAutoplay(!autoplay)}
          >
            {autoplay ? t('settings.on') : t('settings.off')}
          </Button>
        </section>
      ) : null}
      {features.isVideoQualityEnabled ? (
        <section className="settings__group" aria-labelledby="settings-quality">
          <h2 id="settings-quality">{t('settings.video_quality')}</h2>
          {videoQualities.map((quality) => (
            <Button
              key={quality.value}
              focusKey={`setting-quality-${quality.value}`}
              variant={quality.value === videoQuality ? 'primary' : 'secondary'}
              pressed={quality.value === videoQuality}
              onPress={() => setVideoQuality(quality.value)}
            >
              {t(quality.labelKey)}
            </Button>
          ))}
        </section>
      ) : null}
      {features.isMultiLanguageSupport ? (
        <section className="settings__group" aria-labelledby="settings-language">
          <h2 id="settings-language">{t('settings.language')}</h2>
          {supportedLanguages.map((language) => (
            <Button
              key={language}
              focusKey={`setting-language-${language}`}
              variant={language === i18n.language ? 'primary' : 'secondary'}
              pressed={language === i18n.language}
              onPress={() => chooseLanguage(language)}
            >
              {languageNames[language]}
            </Button>
          ))}
        </section>
      ) : null}
    </div>
  );
}
