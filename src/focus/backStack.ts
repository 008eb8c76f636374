/**
 * Back is a stack (DESIGN: Principles): overlays push a closer while open; Back runs the newest one.
 * A handler that returns PASS_BACK leaves this Back to the one under it (Home's rows: issue 26). When
 * none takes it, the route-level handler decides (previous screen, or exit on Home).
 */
type BackHandler = () => unknown;

export const PASS_BACK = false;

const handlers: BackHandler[] = [];

export function pushBackHandler(handler: BackHandler): () => void {
  handlers.push(handler);
  return () => {
    const index = handlers.lastIndexOf(handler);
    if (index !== -1) handlers.splice(index, 1);
  };
}

/** Runs the newest handler, then older ones while they pass; false when none took the Back. */
export function runTopBackHandler(): boolean {
  for (const handler of [...handlers].reverse()) if (handler() !== PASS_BACK) return true;
  return false;
}
