/*
 * The benchmark's in-page probe (issue 7), injected before any page script, the same into the app and
 * into the floor page so both are measured alike. Plain ES2017 on purpose: it is read as a file by the
 * bench (scripts/bench/), never bundled.
 *
 * Key press to paint without Event Timing (older TV engines lack it): the keydown is stamped in a
 * capture listener on window (event.timeStamp, so input queueing counts); when focus has visibly moved
 * (document.activeElement changed and carries the .is-focused marker, or the marker moved), the next
 * requestAnimationFrame posts a MessageChannel message, which runs after that frame's style, layout and
 * paint. A single rAF would fire before layout and paint (notes: measuring-performance).
 */
(() => {
  const bench = {
    /** One entry per key: {code, start, end|null}; end stays null when focus did not move. */
    keys: [],
    /** Event Timing durations of keydown entries (>= 16 ms; shorter keys make no entry). */
    eventDurations: [],
    longTasks: 0,
    /** Navigation start to the paint after the first focused card (ms since timeOrigin). */
    firstFocus: null,
    lastEnter: null,
  };
  window.__bench = bench;

  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(0);
    });

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'keydown') bench.eventDurations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (_unsupported) {
    bench.eventTiming = false;
  }
  try {
    new PerformanceObserver((list) => {
      bench.longTasks += list.getEntries().length;
    }).observe({ type: 'longtask', buffered: true });
  } catch (_unsupported) {
    bench.longTaskTiming = false;
  }

  const marker = () => document.querySelector('.is-focused');
  /** Focus has visibly landed on `active` when it carries the marker, or when nothing uses the marker. */
  const landed = (active) => active && (active.classList.contains('is-focused') || marker() === null);

  // First focused card: navigation start to the paint that shows it.
  const isCard = (element) =>
    element instanceof Element && element.matches('[data-focus-key^="card-"], .card');
  const firstFocusObserver = new MutationObserver(() => checkFirstFocus());
  const checkFirstFocus = () => {
    const active = document.activeElement;
    if (bench.firstFocus !== null || !isCard(active) || !landed(active)) return;
    bench.firstFocus = -1;
    firstFocusObserver.disconnect();
    afterPaint((time) => {
      bench.firstFocus = time;
    });
  };
  firstFocusObserver.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  document.addEventListener('focusin', checkFirstFocus, true);

  // Key press to paint.
  let pending = null;
  const keyObserver = new MutationObserver(() => checkKey());
  const checkKey = () => {
    if (!pending) return;
    const active = document.activeElement;
    const moved =
      (active !== pending.active && landed(active)) || (marker() !== null && marker() !== pending.marker);
    if (!moved) return;
    const entry = pending.entry;
    pending = null;
    keyObserver.disconnect();
    afterPaint((time) => {
      entry.end = time;
    });
  };
  document.addEventListener('focusin', checkKey, true);
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.keyCode === 13) bench.lastEnter = event.timeStamp;
      const entry = { code: event.keyCode, start: event.timeStamp, end: null };
      bench.keys.push(entry);
      pending = { entry, active: document.activeElement, marker: marker() };
      keyObserver.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    },
    true,
  );

  /** Resolves with the key's paint time once focus moved and painted, or null after `timeoutMs`. */
  bench.waitForKey = (index, timeoutMs) =>
    new Promise((resolve) => {
      const deadline = performance.now() + timeoutMs;
      const poll = () => {
        const entry = bench.keys[index];
        if (entry && entry.end !== null) resolve(entry.end - entry.start);
        else if (performance.now() > deadline) {
          if (pending && pending.entry === entry) {
            pending = null;
            keyObserver.disconnect();
          }
          resolve(null);
        } else setTimeout(poll, 5);
      };
      poll();
    });

  /**
   * OK to first frame: from the last Enter keydown to the first video frame presented
   * (requestVideoFrameCallback; without it, the first 'timeupdate' past 0). Null after `timeoutMs`.
   */
  bench.waitForFirstFrame = (selector, timeoutMs) =>
    new Promise((resolve) => {
      const deadline = performance.now() + timeoutMs;
      const started = bench.lastEnter;
      const poll = () => {
        const video = document.querySelector(selector);
        if (video && 'requestVideoFrameCallback' in video) {
          video.requestVideoFrameCallback((now) => resolve(now - started));
        } else if (video) {
          const onTime = () => {
            if (video.currentTime <= 0) return;
            video.removeEventListener('timeupdate', onTime);
            resolve(performance.now() - started);
          };
          video.addEventListener('timeupdate', onTime);
        } else if (performance.now() > deadline) resolve(null);
        else setTimeout(poll, 5);
      };
      poll();
    });

  /**
   * Key to the first frame of a new source on the same element (a channel change): from keydown number
   * `keyIndex` until the element's src is no longer `previousSrc` and a frame of it is presented.
   * Without requestVideoFrameCallback, the first 'timeupdate' of the new source. Null after `timeoutMs`.
   */
  bench.waitForSourceFrame = (selector, previousSrc, keyIndex, timeoutMs) =>
    new Promise((resolve) => {
      const deadline = performance.now() + timeoutMs;
      const poll = () => {
        const video = document.querySelector(selector);
        const entry = bench.keys[keyIndex];
        const src = video ? video.src : '';
        if (entry && src && src !== previousSrc) {
          const since = (now) => resolve(now - entry.start);
          if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(since);
          else {
            const onTime = () => {
              if (video.currentTime <= 0) return;
              video.removeEventListener('timeupdate', onTime);
              since(performance.now());
            };
            video.addEventListener('timeupdate', onTime);
          }
        } else if (performance.now() > deadline) resolve(null);
        else setTimeout(poll, 5);
      };
      poll();
    });

  /**
   * A fixed amount of plain JS work: how slow this renderer really runs. On the 2-core bench machine with
   * nothing else running it takes about 18 ms unthrottled and 68 ms at 4x.
   */
  bench.calibrate = () => {
    const started = performance.now();
    let sum = 0;
    for (let index = 0; index < 3000000; index += 1) sum += Math.sqrt(index) % 7;
    bench.calibrationSink = sum;
    return performance.now() - started;
  };
})();
