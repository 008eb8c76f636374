import { describe, expect, it } from 'vitest';
import { EngineSlot, SlotDisposed } from './engineSlot.ts';
import type { EngineName, PlayerAdapter } from './PlayerAdapter.ts';
import { EventHub, type PlayerEvents } from './playerEvents.ts';

/** Adapters that record their life in one shared log. */
function engines(delayMs = 0) {
  const log: string[] = [];
  let made = 0;
  const create = async (engine: EngineName): Promise<PlayerAdapter> => {
    made += 1;
    const name = `${engine}#${made}`;
    log.push(`create ${name}`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const events = new EventHub<PlayerEvents>();
    return {
      events,
      destroy: async () => {
        log.push(`destroy ${name}`);
        events.clear();
      },
      name,
    } as unknown as PlayerAdapter;
  };
  const nameOf = (adapter: PlayerAdapter) => (adapter as unknown as { name: string }).name;
  return { log, create, nameOf };
}

describe('EngineSlot', () => {
  it('keeps the engine from one source to the next of the same kind (a channel change)', async () => {
    const { log, create, nameOf } = engines();
    const slot = new EngineSlot(create);
    const first = await slot.acquire('hls.js');
    const second = await slot.acquire('hls.js');
    expect(second).toBe(first);
    expect(nameOf(second)).toBe('hls.js#1');
    expect(log).toEqual(['create hls.js#1']);
  });

  it('destroys the engine held before it creates another kind, so one engine holds the element', async () => {
    const { log, create } = engines();
    const slot = new EngineSlot(create);
    await slot.acquire('hls.js');
    await slot.acquire('shaka');
    expect(log).toEqual(['create hls.js#1', 'destroy hls.js#1', 'create shaka#2']);
  });

  it('replaces an engine that reported a fatal error instead of reusing it', async () => {
    const { log, create, nameOf } = engines();
    const slot = new EngineSlot(create);
    const failing = await slot.acquire('hls.js');
    failing.events.emit('error', { code: 'network', detail: 'manifestLoadError' });
    expect(nameOf(await slot.acquire('hls.js'))).toBe('hls.js#2');
    expect(log).toEqual(['create hls.js#1', 'destroy hls.js#1', 'create hls.js#2']);
  });

  it('answers requests made in quick succession one after another, with one engine', async () => {
    const { log, create } = engines(20);
    const slot = new EngineSlot(create);
    const [first, second, third] = await Promise.all([
      slot.acquire('hls.js'),
      slot.acquire('hls.js'),
      slot.acquire('hls.js'),
    ]);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(log).toEqual(['create hls.js#1']);
  });

  it('destroys an engine that comes after the player closed, and refuses later requests', async () => {
    const { log, create } = engines(20);
    const slot = new EngineSlot(create);
    const pending = slot.acquire('shaka');
    // The player closes while the engine's chunk is still loading.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const closed = slot.dispose();
    await expect(pending).rejects.toBeInstanceOf(SlotDisposed);
    await closed;
    expect(log).toEqual(['create shaka#1', 'destroy shaka#1']);
    await expect(slot.acquire('shaka')).rejects.toBeInstanceOf(SlotDisposed);
    expect(log).toHaveLength(2);
  });

  it('creates nothing for a request the closing player overtook', async () => {
    const { log, create } = engines();
    const slot = new EngineSlot(create);
    const pending = slot.acquire('hls.js');
    await slot.dispose();
    await expect(pending).rejects.toBeInstanceOf(SlotDisposed);
    expect(log).toEqual([]);
  });

  it('destroys the engine held when the player closes', async () => {
    const { log, create } = engines();
    const slot = new EngineSlot(create);
    await slot.acquire('hls.js');
    await slot.dispose();
    expect(log).toEqual(['create hls.js#1', 'destroy hls.js#1']);
  });
});
