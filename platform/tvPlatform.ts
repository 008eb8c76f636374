/**
 * What differs per platform at run time: registering remote keys and leaving the app. The TV
 * globals exist only inside the vendors' runtimes; everywhere else these calls do nothing harmful.
 */
interface TizenGlobal {
  tvinputdevice?: { registerKeyBatch?(keys: string[]): void; registerKey?(key: string): void };
  application?: { getCurrentApplication(): { exit(): void } };
}

interface WebOsGlobal {
  platformBack?(): void;
}

declare global {
  interface Window {
    tizen?: TizenGlobal;
    webOS?: WebOsGlobal;
  }
}

/** Tizen delivers only arrows, OK and Back until other keys are registered (tv.inputdevice). */
export function registerRemoteKeys(keys: readonly string[]): void {
  const input = window.tizen?.tvinputdevice;
  if (!input || keys.length === 0) return;
  try {
    if (input.registerKeyBatch) input.registerKeyBatch([...keys]);
    else for (const key of keys) input.registerKey?.(key);
  } catch (error) {
    console.warn('Could not register remote keys', error);
  }
}

/** Leaves the app the way each platform expects; a plain browser tab simply closes if it may. */
export function exitApp(): void {
  if (window.tizen?.application) {
    window.tizen.application.getCurrentApplication().exit();
    return;
  }
  if (window.webOS?.platformBack) {
    window.webOS.platformBack();
    return;
  }
  window.close();
}
