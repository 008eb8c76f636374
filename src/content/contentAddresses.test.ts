import { describe, expect, it } from 'vitest';
import { contentAddresses } from './contentAddresses.ts';

const item = {
  mediaid: 'm001demo',
  title: 'Northern Lights',
  description: '/not an address, a sentence',
  link: '/m/m001demo',
  image: '/v2/media/m001demo/images/card.webp',
  images: [{ src: '/v2/media/m001demo/images/card.webp?width=320', width: 320 }],
  sources: [{ file: '/media/vod/northern-lights/master.m3u8' }],
  tracks: [{ file: '/media/vod/northern-lights/thumbnails.vtt', kind: 'thumbnails' }],
  trailer: 'https://cdn.example.org/trailer.m3u8',
  protocolRelative: '//cdn.example.org/x.webp',
  duration: 600,
};

describe('contentAddresses', () => {
  it('makes every root-relative address absolute on the content host, in nested objects and lists', () => {
    const resolve = contentAddresses('https://content.example.org/', 'null');
    expect(resolve({ playlist: [item] }).playlist[0]).toEqual({
      ...item,
      image: 'https://content.example.org/v2/media/m001demo/images/card.webp',
      images: [
        { src: 'https://content.example.org/v2/media/m001demo/images/card.webp?width=320', width: 320 },
      ],
      sources: [{ file: 'https://content.example.org/media/vod/northern-lights/master.m3u8' }],
      tracks: [
        { file: 'https://content.example.org/media/vod/northern-lights/thumbnails.vtt', kind: 'thumbnails' },
      ],
    });
  });

  it("leaves the app's own paths, absolute and protocol-relative addresses, and text", () => {
    const resolved = contentAddresses('https://content.example.org', 'null')(item);
    expect(resolved.link).toBe('/m/m001demo');
    expect(resolved.trailer).toBe(item.trailer);
    expect(resolved.protocolRelative).toBe(item.protocolRelative);
    expect(resolved.description).toBe(item.description);
  });

  it('resolves the signing host "/" of a config to the content host', () => {
    const config = contentAddresses(
      'http://localhost:8080',
      'null',
    )({ contentSigningService: { host: '/' } });
    expect(config.contentSigningService.host).toBe('http://localhost:8080/');
  });

  it('changes nothing where the content host is the page origin', () => {
    const same = contentAddresses('http://localhost:8080/', 'http://localhost:8080');
    expect(same(item)).toBe(item);
  });
});
