/**
 * Back is a stack (DESIGN: Principles): overlays push a closer while open; Back runs the newest one.
 * When the stack is empty the route-level handler decides (previous screen, or exit on Home).
 */
type BackHandler = () => void;

const handlers: BackHandler[] = [];

export function pushBackHandler(handler: BackHandler): () => void {
  handlers.push(handler);
  return () => {
    const index = handlers.lastIndexOf(handler);
    if (index !== -1) handlers.splice(index, 1);
  };
}

/** Runs the newest overlay's handler; false when there is none. */
export function runTopBackHandler(): boolean {
  const top = handlers[handlers.length - 1];
  if (!top) return false;
  top();
  return true;
}
