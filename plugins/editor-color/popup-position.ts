/** The popup keeps at least this distance from the viewport bottom (spec 001 §9). */
export const POPUP_BOTTOM_MARGIN = 226;
/** Gap between anchor and popup, and minimum distance to the viewport edges. */
export const POPUP_GAP = 4;
const EDGE = 8;

/** A rectangle in viewport pixels. */
export interface AnchorRect {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * Where the colour popup goes: below its swatch, right edges aligned, inside the viewport horizontally,
 * its top never lower than 226 px above the viewport bottom (and higher still when the whole popup needs the room).
 */
export function placePopup(anchor: AnchorRect, viewport: { width: number; height: number }, size: { width: number; height: number }): { left: number; top: number } {
  let top = anchor.bottom + POPUP_GAP;
  top = Math.min(top, viewport.height - POPUP_BOTTOM_MARGIN, viewport.height - size.height - EDGE);
  top = Math.max(EDGE, top);
  let left = anchor.right - size.width;
  left = Math.min(left, viewport.width - size.width - EDGE);
  left = Math.max(EDGE, left);
  return { left: Math.round(left), top: Math.round(top) };
}
