import type Hls from 'hls.js';
import type { ErrorData, HlsConfig, Level } from 'hls.js';
import { HlsJsTracks } from './hlsJsTracks.ts';
import { MediaElementAdapter } from './MediaElementAdapter.ts';
import { LoadSuperseded, type PlayableSource } from './PlayerAdapter.ts';
import type { PlayerErrorCode } from './playerEvents.ts';
import { preparedStart, type StartKey } from './preparedStart.ts';

function errorCode(data: ErrorData): PlayerErrorCode {
  // spec: browsing 4, Player — a 403 on the HLS manifest means the viewer is geo-blocked.
  if (data.details === 'manifestLoadError' && data.response?.code === 403) return 'geo_blocked';
  if (data.type === 'keySystemError') return 'licence_failed';
  if (data.type === 'networkError') return 'network';
  return 'media';
}

/**
 * Every hls.js of ours, the player's and a prepared start's alike. startFragPrefetch: the first fragment
 * is fetched as soon as its playlist is in, while the MediaSource is still opening, rather than once it
 * is open (issue 19: OK to first frame p50 380 -> 342 ms at 4x, three alternating bench runs each);
 * without a video element it is what loads a prepared start's first fragment.
 */
function engineOptions(extra: Partial<HlsConfig>): Partial<HlsConfig> {
  return { maxBufferLength: 30, backBufferLength: 30, startFragPrefetch: true, ...extra };
}

/**
 * spec: browsing 4, Player — Auto lets hls.js adapt freely; a chosen resolution plays the highest level
 * not above it (the lowest when none is). Switching now (nextLevel) rather than at the next decision,
 * which may never come when the buffer already holds the rest of a short item.
 */
function capLevels(hls: Hls, height: number | undefined): void {
  if (!height) {
    hls.autoLevelCapping = -1;
    if (!hls.autoLevelEnabled) hls.nextLevel = -1;
    return;
  }
  const allowed = hls.levels
    .map((level, index) => ({ height: level.height, index }))
    .filter((level) => level.height <= height);
  const index = allowed.length > 0 ? Math.max(...allowed.map((level) => level.index)) : 0;
  hls.autoLevelCapping = index;
  if (hls.currentLevel !== index) hls.nextLevel = index;
}

/**
 * Starts loading a source with no video element and leaves it for the player (preparedStart.ts): the
 * playlists and the first fragment, capped as the player would cap them, from where it would start.
 */
export function prepareStart(
  HlsClass: typeof Hls,
  extra: Partial<HlsConfig>,
  owner: string,
  key: StartKey,
): void {
  const hls = new HlsClass({ ...engineOptions(extra), startPosition: key.startPosition });
  hls.once(HlsClass.Events.MANIFEST_PARSED, () => capLevels(hls, key.maxHeight));
  // Destroyed after hls.js's own handlers of the event have run, not amid them.
  const discard = () => queueMicrotask(() => preparedStart.discard(hls));
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (data.fatal) discard();
  });
  // A live stream's start moves with its edge: one loaded now would be behind when OK comes.
  hls.once(HlsClass.Events.LEVEL_LOADED, (_event, data) => {
    if (data.details.live) discard();
  });
  hls.loadSource(key.url);
  preparedStart.hold(owner, key, hls, (video) => hls.attachMedia(video));
}

/** hls.js behind the adapter contract: clear HLS where MSE exists. */
export class HlsJsAdapter extends MediaElementAdapter {
  private hls: Hls | undefined;
  /** The load under way: settled by the new manifest, or by a fatal error. */
  private pending: { resolve: () => void; reject: (error: Error) => void } | undefined;
  private maxHeight: number | undefined;
  readonly tracks = new HlsJsTracks(() => this.hls);

  constructor(
    video: HTMLVideoElement,
    private readonly HlsClass: typeof Hls,
    /** Added to our configuration (the prefetching playlist loader). */
    private readonly config: Partial<HlsConfig> = {},
  ) {
    super(video);
  }

  /**
   * The first load adopts the start the detail page prepared for this very source (preparedStart.ts),
   * or creates hls.js; later ones hand the new URL to the same instance, which re-creates only the
   * MediaSource (hls.ts loadSource), keeping its workers, loaders and controllers.
   */
  load(source: PlayableSource): Promise<void> {
    this.settle()?.reject(new LoadSuperseded());
    this.maxHeight = source.maxHeight;
    // Read each time loading starts (base-stream-controller: startLoad(config.startPosition)).
    const startPosition = source.startAt ?? -1;
    const prepared = this.hls
      ? undefined
      : preparedStart.take({ url: source.url, startPosition, maxHeight: source.maxHeight });
    const hls = this.hls ?? this.bind(prepared ?? new this.HlsClass(engineOptions(this.config)));
    this.events.emit('state', 'loading');
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      if (!prepared) {
        hls.config.startPosition = startPosition;
        hls.loadSource(source.url);
      } else if (hls.levels.length > 0) {
        // Its manifest was parsed before we listened.
        this.manifestParsed(hls.levels);
        const details = hls.latestLevelDetails;
        if (details) this.events.emit('live', details.live);
      }
      // A prepared start OK attached already holds this very element (preparedStart.attachOnOk).
      if (hls.media !== this.video) hls.attachMedia(this.video);
    });
  }

  private settle() {
    const pending = this.pending;
    this.pending = undefined;
    return pending;
  }

  private manifestParsed(levels: readonly Level[]): void {
    this.events.emit('levels', { heights: levels.map((level) => level.height) });
    this.setMaxHeight(this.maxHeight);
    this.emitTracks();
    this.settle()?.resolve();
  }

  private bind(hls: Hls): Hls {
    const Engine = this.HlsClass;
    this.hls = hls;
    hls.on(Engine.Events.MANIFEST_PARSED, (_event, data) => this.manifestParsed(data.levels));
    for (const event of [
      Engine.Events.AUDIO_TRACKS_UPDATED,
      Engine.Events.AUDIO_TRACK_SWITCHED,
      Engine.Events.SUBTITLE_TRACKS_UPDATED,
      Engine.Events.SUBTITLE_TRACK_SWITCH,
    ])
      hls.on(event, () => this.emitTracks());
    hls.on(Engine.Events.LEVEL_LOADED, (_event, data) => this.events.emit('live', data.details.live));
    hls.on(Engine.Events.LEVEL_SWITCHED, (_event, data) =>
      this.events.emit('level', { height: hls.levels[data.level]?.height }),
    );
    hls.on(Engine.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      const code = errorCode(data);
      // A dropped connection or a timeout has no HTTP status (xhr-loader reports 0).
      const unanswered = data.type === 'networkError' && !data.response?.code;
      this.events.emit('error', { code, detail: data.details, unanswered });
      this.events.emit('state', 'error');
      this.settle()?.reject(new Error(`${code}: ${data.details}`));
    });
    return hls;
  }

  /** The viewer's quality choice (capLevels). */
  setMaxHeight(height: number | undefined): void {
    if (this.hls) capLevels(this.hls, height);
  }

  /** hls.js's own live position: the edge less its target latency (liveSyncDuration). */
  override liveEdge(): number | undefined {
    return this.hls?.liveSyncPosition ?? super.liveEdge();
  }

  protected async destroyEngine(): Promise<void> {
    this.settle()?.reject(new LoadSuperseded());
    this.hls?.destroy();
    this.hls = undefined;
  }
}
