import type { FocusableComponentLayout } from '@noriginmedia/norigin-spatial-navigation';

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The node's box in page coordinates from offsets, as Norigin's web adapter computes it (transforms ignored). */
function offsetRect(node: HTMLElement): Rect {
  let left = node.offsetLeft;
  let top = node.offsetTop;
  let parent = node.offsetParent;
  while (parent instanceof HTMLElement) {
    left += parent.offsetLeft - parent.scrollLeft;
    top += parent.offsetTop - parent.scrollTop;
    parent = parent.offsetParent;
  }
  return { left, top, width: node.offsetWidth, height: node.offsetHeight };
}

/** Norigin's layout of a node: its box, and x/y relative to its parent element. */
export function measureNode(node: HTMLElement | null): Omit<FocusableComponentLayout, 'node'> {
  const parentElement = node?.parentElement;
  if (!node || !parentElement)
    return { x: 0, y: 0, width: 0, height: 0, left: 0, top: 0, right: 0, bottom: 0 };
  const box = offsetRect(node);
  const parent = offsetRect(parentElement);
  return {
    ...box,
    x: box.left - parent.left,
    y: box.top - parent.top,
    right: box.left + box.width,
    bottom: box.top + box.height,
  };
}
