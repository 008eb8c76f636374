import { z } from 'zod/mini';
import type { AdBreak } from '../domain/adBreaks.ts';
import { requestJson, requestText } from '../net/http.ts';

/** spec: browsing 3, Other — SSAI session: breaks[] {time_offset, duration}. */
export const ssaiSessionSchema = z.looseObject({
  breaks: z.array(
    z.object({ time_offset: z.number().check(z.nonnegative()), duration: z.number().check(z.positive()) }),
  ),
});

/**
 * spec: browsing 7, Playback — the session is named by the manifest's '#EXT-X-SESSION-DATA' line whose
 * data id is a session endpoint, with URI ssai_session/{mt-id}/info.json.
 */
export function ssaiSessionId(manifest: string): string | undefined {
  for (const line of manifest.split(/\r?\n/)) {
    if (!line.startsWith('#EXT-X-SESSION-DATA:')) continue;
    if (!/DATA-ID="[^"]*session-endpoint"/.test(line)) continue;
    const match = /URI="(?:[^"]*\/)?ssai_session\/([^/"]+)\/info\.json"/.exec(line);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/** The breaks of an SSAI stream, from its manifest and then its session document. */
export async function loadSsaiBreaks(manifestUrl: string, cdn: string, siteId: string): Promise<AdBreak[]> {
  const sessionId = ssaiSessionId(await requestText(manifestUrl));
  if (!sessionId) return [];
  const session = await requestJson(
    `${cdn}/v2/sites/${encodeURIComponent(siteId)}/ssai_session/${encodeURIComponent(sessionId)}.json`,
    ssaiSessionSchema,
    { headers: { accept: 'application/json' } },
  );
  return session.breaks
    .map((entry) => ({ start: entry.time_offset, duration: entry.duration }))
    .sort((a, b) => a.start - b.start);
}
