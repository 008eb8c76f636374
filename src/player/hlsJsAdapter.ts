import type Hls from 'hls.js';
import type { ErrorData, HlsConfig } from 'hls.js';
import { HlsJsTracks } from './hlsJsTracks.ts';
import { MediaElementAdapter } from './MediaElementAdapter.ts';
import { LoadSuperseded, type PlayableSource } from './PlayerAdapter.ts';
import type { PlayerErrorCode } from './playerEvents.ts';

function errorCode(data: ErrorData): PlayerErrorCode {
  // spec: browsing 4, Player — a 403 on the HLS manifest means the viewer is geo-blocked.
  if (data.details === 'manifestLoadError' && data.response?.code === 403) return 'geo_blocked';
  if (data.type === 'keySystemError') return 'licence_failed';
  if (data.type === 'networkError') return 'network';
  return 'media';
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
   * The first load creates hls.js; later ones hand the new URL to the same instance, which re-creates
   * only the MediaSource (hls.ts loadSource), keeping its workers, loaders and controllers.
   */
  load(source: PlayableSource): Promise<void> {
    this.settle()?.reject(new LoadSuperseded());
    this.maxHeight = source.maxHeight;
    const hls = this.hls ?? this.createEngine();
    // Read each time loading starts (base-stream-controller: startLoad(config.startPosition)).
    hls.config.startPosition = source.startAt ?? -1;
    this.events.emit('state', 'loading');
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      hls.loadSource(source.url);
      if (!hls.media) hls.attachMedia(this.video);
    });
  }

  private settle() {
    const pending = this.pending;
    this.pending = undefined;
    return pending;
  }

  private createEngine(): Hls {
    const Engine = this.HlsClass;
    /*
     * startFragPrefetch: the first fragment is fetched as soon as its playlist is in, while the
     * MediaSource is still opening, rather than once it is open (issue 19: OK to first frame p50
     * 380 -> 342 ms at 4x, three alternating bench runs each).
     */
    const hls = new Engine({
      maxBufferLength: 30,
      backBufferLength: 30,
      startFragPrefetch: true,
      ...this.config,
    });
    this.hls = hls;
    hls.on(Engine.Events.MANIFEST_PARSED, (_event, data) => {
      this.events.emit('levels', { heights: data.levels.map((level) => level.height) });
      this.setMaxHeight(this.maxHeight);
      this.emitTracks();
      this.settle()?.resolve();
    });
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

  /**
   * spec: browsing 4, Player — Auto lets hls.js adapt freely; a chosen resolution plays the highest level
   * not above it (the lowest when none is). Switching now (nextLevel) rather than at the next decision,
   * which may never come when the buffer already holds the rest of a short item.
   */
  setMaxHeight(height: number | undefined): void {
    const hls = this.hls;
    if (!hls) return;
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
