import { shakaDrmConfig } from './drmSystems.ts';
import { MediaElementAdapter } from './MediaElementAdapter.ts';
import { forwardMediaElementEvents } from './mediaElementEvents.ts';
import type { PlayableSource } from './PlayerAdapter.ts';
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
  load(url: string, startTime?: number | null): Promise<void>;
  destroy(): Promise<void>;
  addEventListener(type: string, listener: (event: Event & { detail?: ShakaError }) => void): void;
  getVariantTracks(): Array<{ active: boolean; height: number | null }>;
  isLive(): boolean;
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

/** Shaka behind the adapter contract: DASH, DRM, and the fallback for everything else. */
export class ShakaAdapter extends MediaElementAdapter {
  private player: ShakaPlayer | undefined;
  readonly tracks = new ShakaTracks(() => this.player);

  constructor(
    video: HTMLVideoElement,
    private readonly shaka: ShakaNamespace,
  ) {
    super(video);
  }

  async load(source: PlayableSource): Promise<void> {
    this.shaka.polyfill.installAll();
    const player = new this.shaka.Player();
    this.player = player;
    await player.attach(this.video);
    player.configure({
      drm: shakaDrmConfig(source),
      abr: source.maxHeight ? { restrictions: { maxHeight: source.maxHeight } } : {},
      streaming: { bufferingGoal: 30, bufferBehind: 30 },
    });
    forwardMediaElementEvents(this.video, this.events, this.listeners);
    const fail = (error: ShakaError) => {
      const code = errorCode(error);
      this.events.emit('error', { code, detail: `Shaka error ${error.code}` });
      this.events.emit('state', 'error');
      return code;
    };
    player.addEventListener('error', (event) => {
      if (event.detail) fail(event.detail);
    });
    for (const type of ['trackschanged', 'textchanged', 'variantchanged', 'audiotrackschanged'])
      player.addEventListener(type, () => this.emitTracks());
    player.addEventListener('adaptation', () => {
      this.events.emit('level', {
        height: player.getVariantTracks().find((track) => track.active)?.height ?? undefined,
      });
    });
    this.events.emit('state', 'loading');
    try {
      await player.load(source.url, source.startAt ?? null);
      const heights = player.getVariantTracks().map((track) => track.height ?? 0);
      this.events.emit('levels', { heights: [...new Set(heights)].sort((a, b) => a - b) });
      this.events.emit('live', player.isLive());
      this.emitTracks();
    } catch (error) {
      const code = fail(error as ShakaError);
      throw new Error(`${code}: Shaka error ${(error as ShakaError).code}`);
    }
  }

  setMaxHeight(height: number | undefined): void {
    this.player?.configure({ abr: { restrictions: { maxHeight: height ?? Number.POSITIVE_INFINITY } } });
  }

  protected async destroyEngine(): Promise<void> {
    await this.player?.destroy();
    this.player = undefined;
  }
}
