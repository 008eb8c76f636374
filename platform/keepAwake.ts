/**
 * Issue 26: while a video plays the TV must not dim or start its screen saver. Each platform has its
 * own call; everywhere else the Wake Lock API. Released on pause and close, so a paused picture lets
 * the TV protect its panel again.
 */
interface TizenWebApis {
  appcommon?: {
    AppCommonScreenSaverState: { SCREEN_SAVER_OFF: number; SCREEN_SAVER_ON: number };
    setScreenSaver(state: number, onSuccess?: () => void, onError?: (error: Error) => void): void;
  };
}

declare global {
  interface Window {
    webapis?: TizenWebApis;
  }
}

/**
 * Samsung's platform library, which packaged apps load from the runtime's `$WEBAPIS` path: fetched
 * only on Tizen, and only when first needed (never by the first screen).
 */
let webApis: Promise<TizenWebApis | undefined> | undefined;
function tizenWebApis(): Promise<TizenWebApis | undefined> {
  if (window.webapis) return Promise.resolve(window.webapis);
  webApis ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = '$WEBAPIS/webapis/webapis.js';
    script.onload = () => resolve(window.webapis);
    script.onerror = () => resolve(undefined);
    document.head.appendChild(script);
  });
  return webApis;
}

let tizenHolds = 0;
function setTizenScreenSaver(on: boolean): void {
  void tizenWebApis().then((apis) => {
    const common = apis?.appcommon;
    if (!common) return;
    const { SCREEN_SAVER_OFF, SCREEN_SAVER_ON } = common.AppCommonScreenSaverState;
    try {
      common.setScreenSaver(on ? SCREEN_SAVER_ON : SCREEN_SAVER_OFF, undefined, (error) =>
        console.warn('Could not set the screen saver', error),
      );
    } catch (error) {
      console.warn('Could not set the screen saver', error);
    }
  });
}

function tizenKeepAwake(): () => void {
  tizenHolds += 1;
  if (tizenHolds === 1) setTizenScreenSaver(false);
  return () => {
    tizenHolds -= 1;
    if (tizenHolds === 0) setTizenScreenSaver(true);
  };
}

/** The browser drops a wake lock when the page hides: it is asked for again when the page shows. */
function browserKeepAwake(): () => void {
  const wakeLock = navigator.wakeLock;
  if (!wakeLock) return () => undefined;
  let sentinel: WakeLockSentinel | undefined;
  let released = false;
  const request = () =>
    wakeLock.request('screen').then(
      (granted) => {
        if (released) void granted.release();
        else sentinel = granted;
      },
      // Refused (a hidden page, a policy): the screen may dim, nothing else is lost.
      () => undefined,
    );
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !released) void request();
  };
  void request();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    released = true;
    document.removeEventListener('visibilitychange', onVisible);
    void sentinel?.release();
  };
}

/** Keeps the screen awake until the returned function is called. */
export function keepScreenAwake(): () => void {
  if (window.tizen) return tizenKeepAwake();
  // webOS shows no screen saver while a video plays full screen (its documented policy): nothing to ask.
  if (window.webOS) return () => undefined;
  return browserKeepAwake();
}
