/** A link found in a page's text (markdown or legal HTML). */
export interface TextLink {
  text: string;
  href: string;
}

/** Where a remote can take the viewer: a path of this app, or only the address, read on screen. */
export type FollowableLink =
  | { kind: 'internal'; text: string; path: string }
  | { kind: 'external'; text: string; url: string };

/**
 * The links of a page's text as a TV offers them (spec: browsing 2, static pages; DESIGN: every control
 * reachable by arrows and OK). A link to this origin becomes a path to open; any other http(s) link
 * is only shown, as a TV has no browser to send the viewer to; anything else (mailto:, javascript:,
 * fragments, links without text) is left out. The same address twice is offered once.
 */
export function followableLinks(links: readonly TextLink[], origin: string): FollowableLink[] {
  const seen = new Set<string>();
  const result: FollowableLink[] = [];
  for (const { text, href } of links) {
    const label = text.trim().replace(/\s+/g, ' ');
    if (!label || href.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const internal = url.origin === origin;
    const address = internal ? `${url.pathname}${url.search}` : url.href;
    if (seen.has(address)) continue;
    seen.add(address);
    result.push(
      internal
        ? { kind: 'internal', text: label, path: address }
        : { kind: 'external', text: label, url: address },
    );
  }
  return result;
}
