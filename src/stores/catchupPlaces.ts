import {
  type CatchupEntry,
  catchupKey,
  catchupListSchema,
  catchupResume,
  recordCatchup,
} from '../domain/catchupProgress.ts';
import type { ProgrammeWindow } from '../domain/playbackQuery.ts';
import { localStore } from './deviceStorage.ts';
import { useViewerStore } from './viewerStore.ts';

/** Issue 26: the current viewer's catch-up places (domain/catchupProgress.ts), on this device. */
const key = () => catchupKey(useViewerStore.getState().viewer.profileId);
// A list this version cannot read starts again empty: places to resume are a convenience, not data.
const read = (): CatchupEntry[] => localStore.getJson(key(), catchupListSchema) ?? [];

export const catchupPlaces = {
  resumeAt: (channel: string, programme: ProgrammeWindow) => catchupResume(read(), channel, programme),
  save(channel: string, programme: ProgrammeWindow, position: number, duration: number) {
    localStore.setJson(key(), recordCatchup(read(), channel, programme, position, duration));
  },
};
