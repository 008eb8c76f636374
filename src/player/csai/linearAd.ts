import { z } from 'zod/mini';

/** The parts of a VAST response (as @dailymotion/vast-client returns it) that a linear ad needs. */
const vastResponseSchema = z.object({
  ads: z.array(
    z.looseObject({
      impressionURLTemplates: z._default(
        z.array(z.union([z.string(), z.looseObject({ url: z.string() })])),
        [],
      ),
      creatives: z.array(
        z.looseObject({
          type: z.string(),
          duration: z.optional(z.number()),
          mediaFiles: z._default(
            z.array(z.looseObject({ fileURL: z.nullable(z.string()), mimeType: z.nullable(z.string()) })),
            [],
          ),
        }),
      ),
    }),
  ),
});

export interface LinearAd {
  mediaUrl: string;
  /** Seconds, from VAST; the ad element's own duration wins once known. */
  duration: number;
  impressions: string[];
}

/** Media types a <video> element plays progressively here. */
const PLAYABLE = /^video\/(mp4|webm)$/;

/** The first linear creative with a playable progressive file, from a VAST response (validated). */
export function linearAdFrom(response: unknown, base: string): LinearAd | undefined {
  const { ads } = vastResponseSchema.parse(response);
  for (const ad of ads) {
    for (const creative of ad.creatives) {
      if (creative.type !== 'linear') continue;
      const file = creative.mediaFiles.find((media) => media.fileURL && PLAYABLE.test(media.mimeType ?? ''));
      if (!file?.fileURL) continue;
      return {
        mediaUrl: new URL(file.fileURL.trim(), base).toString(),
        duration: creative.duration ?? 0,
        impressions: ad.impressionURLTemplates.map((entry) =>
          new URL(typeof entry === 'string' ? entry : entry.url, base).toString(),
        ),
      };
    }
  }
  return undefined;
}

/**
 * Fetches and parses a VAST tag. The parser (@dailymotion/vast-client) is imported here, lazily: it
 * loads only when an ad is due, inside the player's chunks.
 */
export async function loadLinearAd(tagUrl: string): Promise<LinearAd | undefined> {
  const { VASTClient } = await import('@dailymotion/vast-client');
  const response: unknown = await new VASTClient().get(tagUrl);
  return linearAdFrom(response, tagUrl);
}
