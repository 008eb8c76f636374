/** What the live screen reads from its URL besides the channel (spec: browsing 2, EPG / live screen). */
const LIVE_SCREEN_PARAMS = ['play', 'start', 'end', 'beginning'] as const;

/**
 * spec: browsing 2, Media route — a live channel's media URL redirects to the live route of its
 * channels playlist with the channel selected. A shared `/m/{channel}?play=1` link must still play
 * there, so the parameters the live screen reads go along; the channel is always the item's own.
 */
export function liveChannelRoute(channelsId: string, channelId: string, search: URLSearchParams): string {
  const query = new URLSearchParams({ channel: channelId });
  for (const key of LIVE_SCREEN_PARAMS) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  return `/p/${encodeURIComponent(channelsId)}?${query}`;
}
