import { useTranslation } from 'react-i18next';
import { accessModelOf } from '../../config/accessModel.ts';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { GUEST, isEntitled, startButton } from '../../domain/entitlement.ts';
import { countdownText, liveEventButton } from '../../domain/liveEventButton.ts';
import { mediaOffers } from '../../domain/lockRules.ts';
import { isLiveContent, mediaStatus } from '../../domain/mediaStatus.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Button, useNow } from '../../ui/index.ts';

export const START_BUTTON_KEY = 'detail-start';

/**
 * spec: browsing 4, Start button and Live event button: the label for this viewer, and where a press
 * goes — play, or the sign-up, offer or payment screens of the companion documents.
 */
export function StartButton({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  const { open } = useOverlayParams();
  const isEvent = typeof item['VCH.EventState'] === 'string';
  const now = useNow(1000, isEvent);
  const model = accessModelOf(config);
  const entitled = isEntitled(item, model, config.packageKey, GUEST);
  const event = liveEventButton(item, now);
  const button = startButton({
    entitled,
    model,
    signedIn: GUEST.signedIn,
    hasOffers: mediaOffers(item, config.packageKey).length > 0,
    hasProgress: false,
    isLive: isLiveContent(mediaStatus(item, now)),
  });

  if (button.kind === 'hidden') return null;
  if (entitled && event?.kind === 'scheduled') {
    return (
      <span className="detail__scheduled" role="status">
        {t('video.scheduled_button')}
      </span>
    );
  }
  if (entitled && event?.kind === 'countdown') {
    return (
      <span className="detail__scheduled" role="timer">
        {t('video.starts_in', { time: countdownText(event.seconds) })}
      </span>
    );
  }
  const labels = {
    continue: t('video.continue_watching'),
    watchLive: t('video.watch_live'),
    start: t('video.start_watching'),
    buy: t('video.buy'),
    completeSubscription: t('video.complete_subscription'),
    signUp: t('video.sign_up'),
  } as const;
  const press = () => {
    if (entitled) open({ play: '1' });
    else if (button.kind === 'buy') open({ u: 'choose-offer' });
    else if (button.kind === 'completeSubscription') open({ u: 'payments' });
    else open({ u: 'create-account' });
  };
  return (
    <Button focusKey={START_BUTTON_KEY} onPress={press}>
      {labels[button.kind]}
    </Button>
  );
}
