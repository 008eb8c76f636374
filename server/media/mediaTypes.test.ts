import { describe, expect, it } from 'vitest';
import { audioRepresentationIds, mediaFileType } from './mediaTypes.ts';

const ffmpegMpd = `<MPD><Period>
<AdaptationSet id="0" contentType="video"><Representation id="0" mimeType="video/mp4"/><Representation id="1" mimeType="video/mp4"/></AdaptationSet>
<AdaptationSet id="1" contentType="audio"><Representation id="2" mimeType="audio/mp4"/></AdaptationSet>
<AdaptationSet id="100" contentType="text" mimeType="text/vtt"><Representation id="subs-en"/></AdaptationSet>
</Period></MPD>`;
const setLevelMpd = `<MPD><AdaptationSet mimeType="audio/mp4" lang="es"><Representation id="a-es"/></AdaptationSet>
<AdaptationSet mimeType="video/mp4"><Representation id="v1"/></AdaptationSet></MPD>`;

/** Issue 18: the content types TV players depend on. */
describe('media content types', () => {
  it('finds the audio representations, on the representation or on its adaptation set', () => {
    expect([...audioRepresentationIds(ffmpegMpd)]).toEqual(['2']);
    expect([...audioRepresentationIds(setLevelMpd)]).toEqual(['a-es']);
    expect([...audioRepresentationIds('not a manifest')]).toEqual([]);
  });

  it.each([
    ['master.m3u8', 'application/vnd.apple.mpegurl'],
    ['manifest.mpd', 'application/dash+xml'],
    ['seg-0-00001.m4s', 'video/mp4'],
    ['init-1.m4s', 'video/mp4'],
    ['seg-2-00001.m4s', 'audio/mp4'],
    ['init-2.m4s', 'audio/mp4'],
    ['northern-lights.mp4', 'video/mp4'],
    ['segment.ts', 'video/mp2t'],
    ['subs-en.vtt', 'text/vtt'],
    ['card.webp', 'image/webp'],
    ['unknown.bin', 'application/octet-stream'],
  ])('%s -> %s', (file, type) => {
    expect(mediaFileType(file, new Set(['2']))).toBe(type);
  });
});
