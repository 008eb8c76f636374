import type { Viewer } from './entitlement.ts';

/**
 * spec: browsing 7, Playback — query parameters added to the URLs the player requests:
 * - standard manifests: user_id, plus profile_id with the provider A integration (its profiles);
 * - SSAI streams: user_id;
 * - DRM licence URLs: passport, unless the URL already carries a token (content signing's);
 * - live streams: 't' = start-end of the programme (epoch seconds).
 * Guests have no user id, so they add nothing.
 */

/** Who is watching, as far as playback URLs care. */
export interface PlaybackIdentity {
  /** The signed-in viewer's account id; a guest has none. */
  userId?: string;
  /** The viewer's selected profile (provider A's profiles). */
  profileId?: string;
  /** An access passport that authorises licence requests when no content-signing token does. */
  passport?: string;
}

/** What a viewer adds to playback URLs: only a signed-in viewer has an id (and a profile, a passport). */
export function playbackIdentity(viewer: Viewer): PlaybackIdentity {
  if (!viewer.signedIn || !viewer.userId) return {};
  const { userId, profileId, passport } = viewer;
  return {
    userId,
    ...(profileId ? { profileId } : {}),
    ...(passport ? { passport } : {}),
  };
}

/** A programme window of a live channel, in epoch milliseconds. */
export interface ProgrammeWindow {
  startMs: number;
  endMs: number;
}

export type PlaybackUrlKind =
  | { kind: 'manifest'; providerA: boolean; catchup?: ProgrammeWindow }
  | { kind: 'ssai' }
  | { kind: 'licence' };

/** The parameters to add, in order; an empty list leaves the URL untouched. */
export function playbackParams(
  url: string,
  target: PlaybackUrlKind,
  identity: PlaybackIdentity,
): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (target.kind === 'licence') {
    if (identity.passport && !hasParam(url, 'token')) params.push(['passport', identity.passport]);
    return params;
  }
  if (identity.userId) params.push(['user_id', identity.userId]);
  if (target.kind === 'ssai') return params;
  if (target.providerA && identity.userId && identity.profileId)
    params.push(['profile_id', identity.profileId]);
  if (target.catchup) params.push(catchupParam(target.catchup));
  return params;
}

/** spec: browsing 7 — a programme's window as the `t` parameter (start-end, epoch seconds). */
export function catchupParam({ startMs, endMs }: ProgrammeWindow): [string, string] {
  const seconds = (ms: number) => Math.floor(ms / 1000);
  return ['t', `${seconds(startMs)}-${seconds(endMs)}`];
}

/** The URL with the spec's parameters for its kind (relative URLs stay relative). */
export function playbackUrl(url: string, target: PlaybackUrlKind, identity: PlaybackIdentity): string {
  return withParams(url, playbackParams(url, target, identity));
}

function hasParam(url: string, name: string): boolean {
  const query = url.split('#')[0]?.split('?')[1] ?? '';
  return new URLSearchParams(query).has(name);
}

/** Appends parameters before any fragment, replacing ones of the same name. */
export function withParams(url: string, params: ReadonlyArray<[string, string]>): string {
  if (params.length === 0) return url;
  const [beforeHash = '', ...hash] = url.split('#');
  const [path = '', ...query] = beforeHash.split('?');
  const search = new URLSearchParams(query.join('?'));
  for (const [name, value] of params) search.set(name, value);
  return `${path}?${search}${hash.length > 0 ? `#${hash.join('#')}` : ''}`;
}
