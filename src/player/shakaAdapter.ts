import { shakaDrmConfig } from './drmSystems.ts';
import { MediaElementAdapter } from './MediaElementAdapter.ts';
import { LoadSuperseded, type PlayableSource } from './PlayerAdapter.ts';
import type { PlayerErrorCode } from './playerEvents.ts';
import { type ShakaTrackApi, ShakaTracks } from './shakaTracks.ts';

/** The parts of Shaka's API this adapter uses (the compiled build ships loose typings). */
interface ShakaError {
  code: number;
  data?: unknown[];
}
interface ShakaPlayer extends ShakaTrackApi {
  attach(video: HTMLMediaElement): Promise<void>;
  configure(config: object): boolean;
  resetConfiguration(): void;
  load(url: string, startTime?: number | null): Promise<void>;
  destroy(): Promise<void>;
  addEventListener(type: string, listener: (event: Event & { detail?: ShakaError }) => void): void;
  getVariantTracks(): Array<{ active: boolean; height: number | null }>;
  isLive(): boolean;
  seekRange(): { start: number; end: number };
}
export interface ShakaNamespace {
  polyfill: { installAll(): void };
  Player: new () => ShakaPlayer;
}

/** Shaka's error categories: 1 network, 6 DRM (util/error.js). */
function errorCode(error: ShakaError): PlayerErrorCode {
  const category = Math.floor(error.code / 1000);
  if (error.code === 1001 && error.data?.[1] === 403) return 'geo_blocked';
  if (category === 6) return 'licence_failed';
  if (category === 1) return 'network';
  if (category === 4) return 'unsupported';
  return 'media';
}

/** Shaka's codes for a request with no answer: HTTP_ERROR (the connection failed) and TIMEOUT. */
const UNANSWERED = new Set([1002, 1003]);

/** Shaka's code for a load that another load (or unload) interrupted (util/error.js). */
const LOAD_INTERRUPTED = 7000;

/** Shaka behind the adapter contract: DASH, DRM, and the fallback for everything else. */
export class ShakaAdapter extends MediaElementAdapter {
  private player: ShakaPlayer | undefined;
  private attached: Promise<ShakaPlayer> | undefined;
  /** Counts loads, so an older one that finishes late is known for superseded. */
  private loads = 0;
  readonly tracks = new ShakaTracks(() => this.player);

  constructor(
    video: HTMLVideoElement,
    private readonly shaka: ShakaNamespace,
  ) {
    super(video);
  }

  /**
   * The first load creates and attaches the player; later ones load the new source into the same player
   * (Shaka unloads the old one itself), with the configuration reset to this source's DRM and cap.
   */
  async load(source: PlayableSource): Promise<void> {
    const load = ++this.loads;
    this.attached ??= this.attach();
    const player = await this.attached;
    if (load !== this.loads) throw new LoadSuperseded();
    player.resetConfiguration();
    player.configure({
      drm: shakaDrmConfig(source),
      abr: { restrictions: { maxHeight: source.maxHeight ?? Number.POSITIVE_INFINITY } },
      streaming: { bufferingGoal: 30, bufferBehind: 30 },
    });
    this.events.emit('state', 'loading');
    try {
      await player.load(source.url, source.startAt ?? null);
      if (load !== this.loads) throw new LoadSuperseded();
      const heights = player.getVariantTracks().map((track) => track.height ?? 0);
      this.events.emit('levels', { heights: [...new Set(heights)].sort((a, b) => a - b) });
      this.events.emit('live', player.isLive());
      this.emitTracks();
    } catch (error) {
      const shakaError = error as ShakaError;
      if (error instanceof LoadSuperseded || shakaError.code === LOAD_INTERRUPTED || load !== this.loads)
        throw new LoadSuperseded();
      const code = this.fail(shakaError);
      throw new Error(`${code}: Shaka error ${shakaError.code}`);
    }
  }

  private fail(error: ShakaError): PlayerErrorCode {
    const code = errorCode(error);
    this.events.emit('error', {
      code,
      detail: `Shaka error ${error.code}`,
      unanswered: UNANSWERED.has(error.code),
    });
    this.events.emit('state', 'error');
    return code;
  }

  private async attach(): Promise<ShakaPlayer> {
    this.shaka.polyfill.installAll();
    const player = new this.shaka.Player();
    this.player = player;
    await player.attach(this.video);
    player.addEventListener('error', (event) => {
      if (event.detail) this.fail(event.detail);
    });
    for (const type of ['trackschanged', 'textchanged', 'variantchanged', 'audiotrackschanged'])
      player.addEventListener(type, () => this.emitTracks());
    player.addEventListener('adaptation', () => {
      this.events.emit('level', {
        height: player.getVariantTracks().find((track) => track.active)?.height ?? undefined,
      });
    });
    return player;
  }

  setMaxHeight(height: number | undefined): void {
    this.player?.configure({ abr: { restrictions: { maxHeight: height ?? Number.POSITIVE_INFINITY } } });
  }

  /** Shaka's seek range ends at the live edge less its presentation delay. */
  override liveEdge(): number | undefined {
    return this.player?.isLive() ? this.player.seekRange().end : super.liveEdge();
  }

  protected async destroyEngine(): Promise<void> {
    this.loads += 1;
    await this.attached?.catch(() => undefined);
    await this.player?.destroy();
    this.player = undefined;
    this.attached = undefined;
  }
}
