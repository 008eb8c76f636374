import type { EngineName, PlayerAdapter } from './PlayerAdapter.ts';

/** The slot was disposed (the player closed) while an adapter was being asked for. */
export class SlotDisposed extends Error {
  constructor() {
    super('The player closed');
  }
}

interface Held {
  adapter: PlayerAdapter;
  engine: EngineName;
  /** A fatal error leaves an engine in a state not worth reusing. */
  failed: boolean;
}

/**
 * The one engine a video element holds (issue 25: a channel change swaps the source, it does not tear
 * down and rebuild the pipeline). `acquire` hands back the adapter held when it is the same engine and
 * has not failed, else destroys it and creates the one asked for. Requests run one after another, so
 * two engines never hold the element at once, however fast the items change.
 */
export class EngineSlot {
  private held: Held | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private disposed = false;

  constructor(private readonly create: (engine: EngineName) => Promise<PlayerAdapter>) {}

  acquire(engine: EngineName): Promise<PlayerAdapter> {
    return this.enqueue(async () => {
      if (this.disposed) throw new SlotDisposed();
      const held = this.held;
      if (held && held.engine === engine && !held.failed) return held.adapter;
      this.held = undefined;
      await held?.adapter.destroy();
      const adapter = await this.create(engine);
      if (this.disposed) {
        await adapter.destroy();
        throw new SlotDisposed();
      }
      const entry: Held = { adapter, engine, failed: false };
      adapter.events.on('error', () => {
        entry.failed = true;
      });
      this.held = entry;
      return adapter;
    });
  }

  /** Destroys the adapter held, after any request under way; later requests are refused. */
  dispose(): Promise<void> {
    this.disposed = true;
    return this.enqueue(async () => {
      const held = this.held;
      this.held = undefined;
      await held?.adapter.destroy();
    });
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
