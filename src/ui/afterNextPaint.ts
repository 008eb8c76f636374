/**
 * Runs `work` once the next frame is painted, and returns what cancels it. Work a key press causes but
 * its frame does not show (the cards or rows just outside the view, mounted ahead of the viewer) waits
 * here, so the press paints first (issue 19). A rAF callback runs before its frame's layout and paint,
 * so the work goes to a task queued from it. React's transitions alone do not wait: their render is a
 * task of its own, which may well run before the browser's next frame.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
