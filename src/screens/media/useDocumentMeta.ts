import { useEffect } from 'react';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { useStartupResult } from '../../stores/configStore.ts';

function setMeta(attribute: 'name' | 'property', key: string, content: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
  return element;
}

/**
 * spec: browsing 2, SEO on detail pages — title '{title} - {siteName}', canonical = share URL, og and
 * twitter meta, VideoObject structured data. Removed again when the page closes.
 */
export function useDocumentMeta(item: MediaItem, shareUrl: string): void {
  const { config } = useStartupResult();
  useEffect(() => {
    const previousTitle = document.title;
    const canonicalUrl = new URL(shareUrl, window.location.origin).toString();
    const image = item.image ? new URL(item.image, window.location.origin).toString() : '';
    document.title = `${item.title} - ${config.siteName ?? ''}`;
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = canonicalUrl;
    document.head.appendChild(canonical);
    const metas = [
      setMeta('property', 'og:title', item.title),
      setMeta('property', 'og:description', item.description),
      setMeta('property', 'og:type', 'video.other'),
      setMeta('property', 'og:url', canonicalUrl),
      setMeta('property', 'og:image', image),
      setMeta('name', 'twitter:card', 'summary_large_image'),
      setMeta('name', 'twitter:title', item.title),
      setMeta('name', 'twitter:description', item.description),
      setMeta('name', 'twitter:image', image),
    ];
    const structured = document.createElement('script');
    structured.type = 'application/ld+json';
    structured.textContent = JSON.stringify({
      '@context': 'http://schema.org/',
      '@type': 'VideoObject',
      '@id': canonicalUrl,
      name: item.title,
      description: item.description,
      duration: `PT${Math.round(item.duration)}S`,
      thumbnailUrl: image,
      uploadDate: item.pubdate ? new Date(item.pubdate * 1000).toISOString() : undefined,
    });
    document.head.appendChild(structured);
    return () => {
      document.title = previousTitle;
      canonical.remove();
      structured.remove();
      for (const meta of metas) meta.remove();
    };
  }, [item, shareUrl, config.siteName]);
}
