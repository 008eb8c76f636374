import type { MediaItem } from '../../content/contentSchemas.ts';

/**
 * spec: browsing 2, EPG — 'channel logos or titles': a channel's logo (its channelLogoImage, a property
 * of the loose media item) where it has one. Decorative: the channel's title is always written beside it.
 */
export function ChannelLogo({ channel, className }: { channel: MediaItem; className?: string }) {
  const src = channel.channelLogoImage;
  return typeof src === 'string' ? <img className={className} src={src} alt="" /> : null;
}
