/**
 * Framing Winged Victory's board on the action: the zoom at which a counter
 * reads (24 CSS px on a desktop, 20 on a phone), the zoom and scroll that
 * put a set of places in the middle of the board's box, and each seat's own
 * zoom and place kept through a hot-seat hand-over (the table is drawn anew
 * for the other side, then again for this one).
 */
import { LEFT, W } from "../geometry";

/** A counter's side in SVG units (Pieces draws it this wide). */
export const COUNTER = W;
/** The widest screen counted as a phone. */
export const PHONE = 700;
/** The largest zoom the tools reach. */
export const MAX_ZOOM = 3;

/** The zoom at which a counter is at least 24 CSS px (20 on a phone). */
export const readableZoom = (screenWidth: number) => (screenWidth <= PHONE ? 20 : 24) / COUNTER;

export interface Area {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The smallest area holding every point, `pad` SVG units round it. */
export function areaOf(points: readonly { x: number; y: number }[], pad = W): Area | null {
  if (points.length === 0) return null;
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return { x0: x0 - pad, y0: y0 - pad, x1: x1 + pad, y1: y1 + pad };
}

/** The board's box in CSS px: its visible size; the scale column stays over its left `LEFT × zoom` px. */
export interface BoxSize {
  width: number;
  height: number;
}

/**
 * The zoom that shows `area` whole in the box, never below `min` (counters
 * readable) nor above `max`; the board's content runs at x × zoom, the scale
 * column sticking over the box's left edge.
 */
export function zoomFor(area: Area, box: BoxSize, min: number, max = 2.2): number {
  const zx = box.width / (area.x1 - area.x0 + LEFT);
  const zy = box.height / (area.y1 - area.y0);
  return Math.max(min, Math.min(max, zx, zy));
}

/** The scroll that puts the middle of `area` in the middle of the box's board part, at `zoom`. */
export function scrollFor(area: Area, box: BoxSize, zoom: number): { left: number; top: number } {
  const cx = (area.x0 + area.x1) / 2;
  const cy = (area.y0 + area.y1) / 2;
  return {
    left: Math.max(0, cx * zoom - (box.width + LEFT * zoom) / 2),
    top: Math.max(0, cy * zoom - box.height / 2),
  };
}

/** Whether `area` lies whole in what the box shows at `zoom` from scroll (`left`, `top`). */
export function shows(
  area: Area,
  box: BoxSize,
  zoom: number,
  at: { left: number; top: number },
): boolean {
  const vx0 = (at.left + LEFT * zoom) / zoom;
  const vx1 = (at.left + box.width) / zoom;
  const vy0 = at.top / zoom;
  const vy1 = (at.top + box.height) / zoom;
  return area.x0 >= vx0 && area.x1 <= vx1 && area.y0 >= vy0 && area.y1 <= vy1;
}

/** A seat's zoom and scroll, kept for the page's life (a hand-over redraws the table). */
export interface Kept {
  zoom: number;
  left: number;
  top: number;
}

const KEPT = new Map<string, Kept>();

export const kept = (key: string): Kept | undefined => KEPT.get(key);
export const keep = (key: string, k: Kept) => {
  KEPT.set(key, k);
};
