import { describe, expect, it } from 'vitest';
import { ssaiSessionId, ssaiSessionSchema } from './ssaiSession.ts';

describe('SSAI session (spec: browsing 7, Playback)', () => {
  it('finds the session id from the session-endpoint data line', () => {
    const manifest = [
      '#EXTM3U',
      '#EXT-X-SESSION-DATA:DATA-ID="com.example.title",VALUE="x"',
      '#EXT-X-SESSION-DATA:DATA-ID="com.openott.ssai.session-endpoint",URI="ssai_session/ssai0001-adcfg001/info.json"',
      '#EXT-X-STREAM-INF:BANDWIDTH=400000',
      'ssai/v0.m3u8',
    ].join('\n');
    expect(ssaiSessionId(manifest)).toBe('ssai0001-adcfg001');
  });

  it('finds none in a manifest without the line, or with another data id', () => {
    expect(ssaiSessionId('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv0.m3u8')).toBeUndefined();
    expect(
      ssaiSessionId('#EXTM3U\n#EXT-X-SESSION-DATA:DATA-ID="com.other",URI="ssai_session/abc/info.json"'),
    ).toBeUndefined();
  });

  it('accepts breaks and rejects a session of the wrong shape', () => {
    expect(ssaiSessionSchema.parse({ breaks: [{ time_offset: 0, duration: 6 }] }).breaks).toHaveLength(1);
    expect(ssaiSessionSchema.safeParse({ breaks: [{ time_offset: '0', duration: 6 }] }).success).toBe(false);
    expect(ssaiSessionSchema.safeParse({ breaks: [{ time_offset: 0, duration: 0 }] }).success).toBe(false);
  });
});
