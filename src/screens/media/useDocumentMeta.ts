import { useEffect } from 'react';
import { siteOrigin } from '../../app/appLocation.ts';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { type PageMetaInput, pageMeta } from '../../domain/pageMeta.ts';
import { useStartupResult } from '../../stores/configStore.ts';

function addMeta(attribute: 'name' | 'property', key: string, content: string): HTMLMetaElement {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  element.content = content;
  document.head.appendChild(element);
  return element;
}

/**
 * spec: browsing 2, SEO on detail pages — the head of a detail page (src/domain/pageMeta.ts says
 * what goes in it): title, canonical (the share URL), og and twitter meta, structured data. Any
 * earlier tags of the same names are set aside while the page is shown and put back when it closes.
 */
export function useDocumentMeta(
  item: MediaItem,
  shareUrl: string,
  seriesPage?: { series: NonNullable<PageMetaInput['series']>; episode?: MediaItem },
): void {
  const { config, contentHost } = useStartupResult();
  const series = seriesPage?.series;
  const episode = seriesPage?.episode;
  useEffect(() => {
    const meta = pageMeta({
      origin: siteOrigin(contentHost),
      siteName: config.siteName ?? '',
      shareUrl,
      item,
      series,
      episode,
    });
    const previousTitle = document.title;
    document.title = meta.title;
    const keys = new Set(meta.tags.map((tag) => tag.key));
    const setAside = Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta')).filter((element) =>
      keys.has(element.getAttribute('property') ?? element.getAttribute('name') ?? ''),
    );
    const previousCanonical = Array.from(document.head.querySelectorAll('link[rel="canonical"]'));
    for (const element of [...setAside, ...previousCanonical]) element.remove();
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = meta.canonical;
    document.head.appendChild(canonical);
    const added = meta.tags.map((tag) => addMeta(tag.attribute, tag.key, tag.content));
    const structured = document.createElement('script');
    structured.type = 'application/ld+json';
    structured.textContent = JSON.stringify(meta.structuredData);
    document.head.appendChild(structured);
    return () => {
      document.title = previousTitle;
      canonical.remove();
      structured.remove();
      for (const element of added) element.remove();
      for (const element of [...setAside, ...previousCanonical]) document.head.appendChild(element);
    };
  }, [item, shareUrl, config.siteName, series, episode, contentHost]);
}
