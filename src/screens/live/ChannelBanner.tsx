import type { MediaItem } from '../../content/contentSchemas.ts';
import type { TimeZone } from '../../epg/epgDay.ts';
import { formatTime, type TimeFormat } from '../../epg/epgFormat.ts';
import { nowAndNext } from '../../epg/nowAndNext.ts';
import type { Slot } from '../../epg/programme.ts';
import { ChannelLogo } from './ChannelLogo.tsx';
import { useLiveTranslation } from './liveStrings.ts';
import './channelBanner.css';

export interface ChannelBannerProps {
  channel: MediaItem;
  /** The channel's number, as the viewer types it on the remote. */
  number: number;
  /** The channel's day of slots (as the guide builds them). */
  slots: readonly Slot[];
  /** The following day's slots: what is next after the day's last programme (asked for only then). */
  nextDay?: () => readonly Slot[];
  nowMs: number;
  /** Config epgTimeFormat, as the guide's. */
  timeFormat: TimeFormat;
  /** The guide's time zone; undefined (the default): the device's own, as the live screen uses. */
  timeZone?: TimeZone;
  /** Digits typed so far while the viewer picks a channel by number ('' or undefined: none). */
  pendingNumber?: string;
  /**
   * false: the banner is not drawn but its live regions stay in the page, empty. A live region that
   * is already there when its text arrives is announced reliably; one inserted with its text often is
   * not. Default true.
   */
  visible?: boolean;
}

/**
 * The channel banner over the live player (issue 25, the set-top-box banner; the spec is silent on
 * it): number, logo and title of the channel, the programme on air with its times and progress, and
 * what is next. Announced politely (role status), never focusable, so the remote's focus stays on the
 * player. Showing it for a few seconds is the caller's; it only draws what it is given.
 */
export function ChannelBanner(props: ChannelBannerProps) {
  const { channel, number, pendingNumber, visible = true } = props;
  const { t } = useLiveTranslation();
  const time = (ms: number) => formatTime(ms, props.timeZone, props.timeFormat);
  const { now, next, progress } = nowAndNext(props.slots, props.nowMs, props.nextDay);
  // spec: browsing 2 — a gap's or no-programme's title hides the metadata (times, progress).
  const isProgramme = now?.kind === 'programme';

  return (
    <div className="channel-banner">
      {/* aria-atomic: a new channel is read whole, not only the words that changed. */}
      <div className="channel-banner__status" role="status" aria-live="polite" aria-atomic="true">
        {visible ? (
          <div className="channel-banner__panel">
            <div className="channel-banner__channel">
              <span className="channel-banner__number">
                <span className="visually-hidden">{t('epg.banner_channel', { number })}</span>
                <span aria-hidden="true">{number}</span>
              </span>
              <ChannelLogo channel={channel} className="channel-banner__logo" />
              <span className="channel-banner__channel-title">{channel.title}</span>
            </div>
            {now ? (
              <div className="channel-banner__now">
                <span className="channel-banner__title">{now.title}</span>
                {isProgramme ? (
                  <span className="channel-banner__times">
                    {t('epg.times', { start: time(now.startMs), end: time(now.endMs) })}
                  </span>
                ) : null}
              </div>
            ) : null}
            {isProgramme ? (
              <div className="channel-banner__progress" aria-hidden="true">
                <div className="channel-banner__progress-fill" style={{ transform: `scaleX(${progress})` }} />
              </div>
            ) : null}
            {next ? (
              <p className="channel-banner__next">
                {t('epg.banner_next', { title: next.title, time: time(next.startMs) })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="channel-banner__entry" role="status" aria-live="polite" aria-atomic="true">
        {pendingNumber ? (
          <div className="channel-banner__digits">
            <span className="visually-hidden">{t('epg.banner_channel', { number: pendingNumber })}</span>
            {/* '1 2 _': the digits typed and a place for the next one, as a set-top box shows them. */}
            <span aria-hidden="true">{[...pendingNumber, '_'].join(' ')}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
