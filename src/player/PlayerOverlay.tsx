import './player.css';
import './playerStrings.ts';
import { pause, resume } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appLocation } from '../app/appLocation.ts';
import { holdOfflineScreen } from '../app/shell/offlineScreenHold.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { adSecondsLeft } from '../domain/adBreaks.ts';
import { maxHeightFor, videoQualities } from '../domain/videoQuality.ts';
import { START_OVER_PARAM } from '../domain/watchHistory.ts';
import { useBackHandler } from '../focus/useBackHandler.ts';
import { catchupPlaces } from '../stores/catchupPlaces.ts';
import { useStartupResult } from '../stores/configStore.ts';
import { savedResumePosition } from '../stores/historyStore.ts';
import { useSettingsStore } from '../stores/settingsStore.ts';
import { useLatest } from '../ui/useLatest.ts';
import { AdCountdown } from './AdCountdown.tsx';
import {
  type ControlId,
  controlsFor,
  focusKeyOf,
  focusOutsideControls,
  type PlayerFocus,
} from './controlsFocus.ts';
import { useAdGate, useClientAds, wantsClientAds } from './csai/useClientAds.ts';
import { RESTART_WINDOW_SECONDS } from './episodeSkip.ts';
import { useOpenedItem } from './openedItem.ts';
import { PlayerControls } from './PlayerControls.tsx';
import { PlayerError } from './PlayerError.tsx';
import { PlayerPanel, revealOption } from './PlayerPanel.tsx';
import type { CatchupWindow } from './playableSource.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';
import { StartOverOffer } from './StartOverOffer.tsx';
import { StillWatching } from './StillWatching.tsx';
import { SubtitleCues } from './SubtitleCues.tsx';
import { thumbnailAt } from './thumbnails.ts';
import { isPanelFocus } from './trackPanel.ts';
import { UpNext } from './UpNext.tsx';
import { useBehindLive } from './useBehindLive.ts';
import { useControlsAutoHide } from './useControlsAutoHide.ts';
import { useEnding } from './useEnding.ts';
import { usePauseOnHide } from './usePauseOnHide.ts';
import { usePlayback } from './usePlayback.ts';
import { usePlaybackAnalytics } from './usePlaybackAnalytics.ts';
import { usePlayedQuality } from './usePlayedQuality.ts';
import { type ChannelKeys, usePlayerKeys } from './usePlayerKeys.ts';
import { usePlayerPanels } from './usePlayerPanels.ts';
import { usePlayerVideo } from './usePlayerVideo.ts';
import { useProgressSaver } from './useProgressSaver.ts';
import { usePromptChoice } from './usePromptChoice.ts';
import { useSourcePrefetch } from './useSourcePrefetch.ts';
import { useStartOverOffer } from './useStartOverOffer.ts';
import { useThumbnails } from './useThumbnails.ts';
import { useTrickPlay } from './useTrickPlay.ts';
import { useViewerPresence } from './useViewerPresence.ts';
import { useWaitingIndicators } from './useWaitingIndicators.ts';

/** What opens the player. An object so it can grow (a catch-up window, say) without breaking callers. */
export interface PlayerOverlayProps {
  item: MediaItem;
  onClose(): void;
  /** Offer the next item at the end (default). A trailer does not. */
  upNext?: boolean;
  /**
   * A programme of a live channel (spec: browsing 2, EPG): its window goes on the stream as `t`
   * (browsing 7); it plays from its start, and as a channel, not a title, it saves no progress.
   */
  catchup?: CatchupWindow;
  /** Embedded in the page (config custom.inlinePlayer) instead of the full-screen cinema layout. */
  inline?: boolean;
  /** A channel of a guide plays: the remote's channel keys zap (issue 25). */
  channelKeys?: ChannelKeys;
  /** Shown over the picture (the live screen's channel banner). */
  children?: ReactNode;
  /** The channel banner is up: it says what plays, and the controls stay hidden under it. */
  bannerVisible?: boolean;
  /** What the viewer may play next (the neighbouring channels): warmed while this item plays. */
  prefetch?: readonly MediaItem[];
}

/**
 * The full-screen cinema player (spec: browsing 2, Player placement). The remote drives it directly
 * while it is open (spatial navigation is paused; usePlayerKeys.ts), Back closes it.
 */
export default function PlayerOverlay({
  item: offered,
  onClose,
  upNext = true,
  catchup,
  inline = false,
  channelKeys,
  children,
  bannerVisible = false,
  prefetch,
}: PlayerOverlayProps) {
  // A refreshed live item (spec: browsing 4, Refetching) must not reload the stream it is playing.
  const item = useOpenedItem(offered);
  const { t } = useTranslation();
  const { t: tp } = useTranslation(PLAYER_NAMESPACE);
  const { config, contentHost, features } = useStartupResult();
  const [shared] = useState(() => new URLSearchParams(appLocation().search).get('shared') === 'true');
  const root = useRef<HTMLDivElement>(null);
  // spec: browsing 4, Player — shared links (?shared=true) start muted.
  const video = usePlayerVideo(root, { muted: shared, poster: item.backgroundImage ?? item.image });
  const controls = useControlsAutoHide();
  const [focus, setFocus] = useState<PlayerFocus>('none');
  // spec: browsing 4 — resume from saved progress between the bounds; read once per item (a zap to
  // another channel is another item), not again as the progress it plays is saved.
  // Issue 26: Start over (the over parameter) plays from 0 whatever was saved; a catch-up programme
  // resumes from its own place.
  const catchupStart = catchup?.startMs;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the item and programme are the key; catchup is read for them.
  const startAt = useMemo(
    () =>
      new URLSearchParams(appLocation().search).get(START_OVER_PARAM) === '1'
        ? 0
        : catchup
          ? // From the programme's own place, else its beginning (a live stream would start at its edge).
            (catchupPlaces.resumeAt(item.mediaid, catchup) ?? 0)
          : savedResumePosition(item.mediaid),
    [item.mediaid, catchupStart],
  );
  const quality = usePlayedQuality();
  const setQuality = useSettingsStore((state) => state.setVideoQuality);
  const [clientAdsOn] = useState(() => wantsClientAds(config, item));
  const adGate = useAdGate(clientAdsOn);
  const playback = usePlayback(video, item, config, contentHost, {
    startAt,
    maxHeight: maxHeightFor(quality),
    ready: adGate.ready,
    catchup,
  });
  usePauseOnHide(video, playback);
  useSourcePrefetch(prefetch, playback.state === 'playing', config, contentHost);
  const clientAds = useClientAds(item, config, contentHost, adGate, clientAdsOn, playback);
  // A catch-up programme is a channel, not a title: its place is kept apart from the watch history.
  useProgressSaver(item, playback, catchup);
  usePlaybackAnalytics(item.mediaid, playback);
  // While a post-roll plays after the content, the ending (up next, closing) waits for it.
  const ending = useEnding(
    item,
    clientAds.holdsEnd ? { ...playback, state: 'paused' } : playback,
    upNext,
    onClose,
  );
  // Issue 26: Back over a playing picture with its controls up hides them first, as TV players do; a
  // second Back (or Back over a paused picture, whose controls stay) leaves.
  useBackHandler(() => {
    // Back in a panel closes it, back on its control.
    if (isPanelFocus(focus)) {
      setFocus(`control:${panels.control}`);
      controls.show();
      return;
    }
    // The element, not the last render: a Back right after a pause must close, not hide controls that a
    // pause pins up again.
    if (!hidesOnBack.current || video.paused) {
      onClose();
      return;
    }
    controls.hide();
    setFocus((current) => (current.startsWith('upnext:') ? current : 'none'));
  });

  useEffect(() => {
    pause();
    return () => resume();
  }, []);
  useEffect(holdOfflineScreen, []);

  const { reconnecting, waiting } = useWaitingIndicators(
    item.mediaid,
    playback,
    clientAds.adSeconds !== undefined,
  );
  const failed = playback.error !== null;
  const presence = useViewerPresence(playback.state, () => playback.adapter?.pause());
  // Issue 26: a prompt over the picture: the failure screen or "Are you still watching?".
  const prompting = failed || presence.asking;
  const prompt = usePromptChoice(playback.error, {
    retry: () => playback.retry(),
    continueWatching: () => {
      presence.answered();
      void playback.adapter?.play();
    },
    close: onClose,
  });
  // A client-side ad covers the content: its controls would drive a video that is not showing.
  const showControls =
    !prompting &&
    clientAds.adSeconds === undefined &&
    !bannerVisible &&
    (playback.state !== 'playing' || !controls.hidden);
  // Read by the Back handler above, at Back: what the screen shows, not a render React may throw away.
  const hidesOnBack = useLatest(showControls && playback.state === 'playing');
  const inAd = playback.adBreak !== undefined || clientAds.adSeconds !== undefined;
  const behindLive = useBehindLive(video, playback);
  const panels = usePlayerPanels(item, playback, focus, prompting, setFocus);
  const { episodes } = panels;
  const context = {
    seekable: !playback.live && !inAd,
    upNext: ending.visible,
    panel: panels.columns,
    controls: controlsFor(playback.live, {
      tracks: panels.trackColumns.length > 0,
      episodes: (episodes?.column.options.length ?? 0) > 1,
      quality: features.isVideoQualityEnabled,
      channels: channelKeys !== undefined,
      behindLive: behindLive !== undefined,
    }),
  };
  // Hidden controls hold no focus: OK then brings them back (play/pause focused), Left/Right seek.
  const offer = useStartOverOffer(startAt, playback.state === 'playing', {
    root,
    setFocus,
    seek: playback.seek,
  });
  const outside = focusOutsideControls(focus);
  const focusShown =
    outside === undefined
      ? showControls
      : { upNext: ending.visible, panel: panels.open, startOver: offer.visible && !prompting }[outside];
  const shownFocus: PlayerFocus = focusShown ? focus : 'none';
  // Controls that hide drop their focus, so the next Left/Right seeks from 'nothing focused' again.
  useEffect(() => {
    if (!showControls) setFocus((current) => (focusOutsideControls(current) ? current : 'none'));
  }, [showControls]);
  // The up-next buttons take focus when they appear (unless the viewer is on a control).
  if (ending.visible && !ending.offered) {
    ending.markOffered();
    if (shownFocus === 'none') setFocus('upnext:skip');
  }
  const chooseUpNext = (choice: 'close' | 'skip') => {
    setFocus('none');
    ending.choose(choice);
  };

  useEffect(() => {
    const element =
      shownFocus === 'none'
        ? root.current
        : root.current?.querySelector<HTMLElement>(`[data-focus-key="${focusKeyOf(shownFocus)}"]`);
    element?.focus({ preventScroll: true });
    // A long column (a series' episodes) scrolls to the option the remote is on.
    if (element && isPanelFocus(shownFocus)) revealOption(element);
  }, [shownFocus]);

  const seekBy = (seconds: number) => {
    if (playback.live) return;
    playback.seek(video.currentTime + seconds);
  };
  const trick = useTrickPlay(video, playback.duration, playback.seek);
  const thumbnails = useThumbnails(item, catchup, !playback.live);
  const togglePlay = () => {
    if (!playback.adapter) return;
    if (video.paused) void playback.adapter.play();
    else playback.adapter.pause();
  };
  const activate = (control: ControlId) => {
    if (control === 'playPause') togglePlay();
    else if (control === 'rewind') seekBy(-10);
    else if (control === 'forward') seekBy(10);
    else if (control === 'close') onClose();
    else if (control === 'goLive') {
      const edge = playback.adapter?.liveEdge();
      if (edge !== undefined) playback.adapter?.seek(edge);
      // The control goes with the delay: focus stays on the row.
      setFocus('control:playPause');
    } else if (control === 'previousChannel') channelKeys?.previous();
    else if (control === 'guide') channelKeys?.guide();
    else if (control === 'tracks' || control === 'episodes') setFocus(panels.opening(control));
    else {
      const index = videoQualities.findIndex((entry) => entry.value === quality);
      setQuality(videoQualities[(index + 1) % videoQualities.length]?.value ?? 'auto');
    }
  };
  usePlayerKeys({
    focus: shownFocus,
    context,
    prompting,
    movePromptChoice: prompt.move,
    takePromptChoice: prompt.take,
    locked: clientAds.adSeconds !== undefined,
    controlsHidden: !showControls && !panels.open,
    setFocus,
    showControls: controls.show,
    togglePlay,
    play: () => void playback.adapter?.play(),
    pause: () => playback.adapter?.pause(),
    seekStep: (direction, held) => {
      if (!playback.live) trick.step(direction, held);
    },
    activate,
    pick: panels.pick,
    startOver: offer.startOver,
    upNext: chooseUpNext,
    close: onClose,
    skipTrack: (step) => {
      if (step === -1 && !playback.live && playback.position > RESTART_WINDOW_SECONDS) playback.seek(0);
      else episodes?.skip(step);
    },
    channels: channelKeys,
  });

  const adLeft =
    clientAds.adSeconds ??
    (playback.adBreak !== undefined ? adSecondsLeft(playback.breaks, playback.position) : undefined);
  const qualityLabel = t(
    videoQualities.find((entry) => entry.value === quality)?.labelKey ?? 'settings.quality_auto',
  );

  return (
    <div
      ref={root}
      className={`player${inline ? ' player--inline' : ''}${showControls ? ' player--controls' : ''}`}
      {...(inline
        ? { role: 'region', 'aria-label': item.title }
        : { role: 'dialog', 'aria-modal': true, 'aria-label': item.title })}
      tabIndex={-1}
      data-focus-key="player"
      data-state={playback.state}
      data-level-height={playback.height}
      data-levels={playback.levels.join(',')}
      data-audio-tracks={playback.tracks.audio.map((track) => track.language || track.label).join(',')}
    >
      {clientAdsOn ? (
        <video
          ref={clientAds.setAdVideo}
          className="player__ad-video"
          playsInline
          muted={shared}
          hidden={clientAds.adSeconds === undefined}
        />
      ) : null}
      {adLeft !== undefined ? <AdCountdown seconds={adLeft} /> : null}
      {waiting ? <div className="player__spinner" aria-hidden="true" /> : null}
      {reconnecting ? (
        <div className="player__reconnecting" role="status">
          {tp('reconnecting')}
        </div>
      ) : null}
      {playback.error ? (
        <PlayerError code={playback.error} focus={prompt.choice} onRetry={prompt.retry} onClose={onClose} />
      ) : presence.asking ? (
        <StillWatching
          title={item.title}
          focus={prompt.choice}
          onContinue={prompt.continueWatching}
          onClose={onClose}
        />
      ) : null}
      {offer.visible && startAt !== undefined && !prompting && !ending.visible ? (
        <StartOverOffer resumedAt={startAt} focus={shownFocus} onStartOver={offer.startOver} />
      ) : null}
      {ending.visible && ending.next && ending.seconds !== undefined ? (
        <UpNext
          title={ending.next.item.title}
          seconds={ending.seconds}
          focus={shownFocus}
          onChoose={chooseUpNext}
        />
      ) : null}
      {panels.open ? (
        <PlayerPanel
          label={tp(panels.control)}
          columns={panels.columns}
          focus={shownFocus}
          onPick={panels.pick}
        >
          <SubtitleCues video={video} style={panels.subtitleStyle} raised="panel" />
        </PlayerPanel>
      ) : (
        <SubtitleCues
          video={video}
          style={panels.subtitleStyle}
          raised={showControls ? 'controls' : undefined}
        />
      )}
      {panels.open ? null : showControls ? (
        <PlayerControls
          title={item.title}
          playing={playback.state === 'playing' || playback.state === 'buffering'}
          live={playback.live}
          behindLive={behindLive}
          position={trick.preview ?? playback.position}
          thumbnail={trick.preview === undefined ? undefined : thumbnailAt(thumbnails, trick.preview)}
          duration={playback.duration}
          breaks={playback.breaks}
          focus={shownFocus}
          quality={qualityLabel}
          tracks={panels.tracksLabel}
          controls={context.controls}
          onActivate={activate}
        />
      ) : null}
      {children}
      {presence.dimmed ? <div className="player__dim" aria-hidden="true" /> : null}
    </div>
  );
}
