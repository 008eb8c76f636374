/**
 * The remote actions the app understands; a profile maps each to the key codes its remote sends.
 * Live TV's (zapping like a set-top box): channelUp / channelDown, previousChannel, info (the channel
 * banner) and guide. Where a remote has no such key, a profile names another: desktop Page Up / Page
 * Down, P (previous, as PRE-CH on remotes), I and G; Xbox RB / LB, X, Y and View. An empty list means
 * the platform delivers no key for it (webOS: LG documents none for apps): the screens offer it on
 * screen. Digits are not actions: digitKeys below.
 */
export const remoteActions = [
  'left',
  'right',
  'up',
  'down',
  'enter',
  'back',
  'exit',
  'play',
  'pause',
  'playPause',
  'stop',
  'rewind',
  'fastForward',
  'previousTrack',
  'nextTrack',
  'channelUp',
  'channelDown',
  'previousChannel',
  'info',
  'guide',
] as const;

export type RemoteAction = (typeof remoteActions)[number];
