import type { ComponentType } from 'react';

interface PageChrome {
  Header: ComponentType;
  Footer: ComponentType;
}

let loaded: PageChrome | undefined;

/**
 * The header and footer of the desktop and mobile layouts. TV layouts show the side menu and no footer,
 * so they never download them (DESIGN: the first screen loads only what it shows); desktop and mobile
 * load them alongside the start-up requests, so they are there for the first render.
 */
export async function loadPageChrome(): Promise<void> {
  loaded = await import('./chrome.ts');
}

export function pageChrome(): PageChrome | undefined {
  return loaded;
}
