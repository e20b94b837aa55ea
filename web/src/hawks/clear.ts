/** Keeping the spaces in play clear of the prompt sheet that a phone holds at the foot of the screen. */

export interface Band {
  top: number;
  bottom: number;
}

/** The stretch of the window the sheet leaves free: from the top down to the sheet (or the window's foot). */
export function freeBand(sheet: Element | null): Band {
  const bar =
    sheet && getComputedStyle(sheet).position === "sticky" ? sheet.getBoundingClientRect() : null;
  return { top: 0, bottom: bar ? Math.min(bar.top, window.innerHeight) : window.innerHeight };
}

/**
 * How far to scroll down (negative: up) so that the spaces in play lie in the free band: every
 * one of them when they are a plane's move or its fight, at least one when they are set-up
 * choices spread across the board. 0 when they already do.
 */
export function scrollToClear(spaces: Band[], band: Band, every: boolean): number {
  if (spaces.length === 0) return 0;
  const inside = (r: Band) => r.top >= band.top && r.bottom <= band.bottom;
  if (every ? spaces.every(inside) : spaces.some(inside)) return 0;
  const margin = 8;
  const group = every ? spaces : [spaces[0]];
  const top = Math.min(...group.map((r) => r.top));
  const bottom = Math.max(...group.map((r) => r.bottom));
  // Too tall for the band: its top comes to the top.
  if (bottom - top > band.bottom - band.top - 2 * margin) return top - band.top - margin;
  if (bottom > band.bottom - margin) return bottom - (band.bottom - margin);
  return top - (band.top + margin);
}

/** The spaces in play on the board: the highlighted ones and the planes at stake in this step. */
export function spacesInPlay(root: Element): { spaces: Element[]; every: boolean } {
  const targets = [...root.querySelectorAll(".hawks-board .target")];
  const planes = [...root.querySelectorAll(".hawks-board .token.in-play")];
  const placing = targets.length > 0 && planes.length === 0;
  return { spaces: [...targets, ...planes], every: !placing };
}
