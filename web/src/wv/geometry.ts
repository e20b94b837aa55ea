/** Winged Victory's side view in SVG units: Hex centres, Hex corners, the MegaHex borders. */
import { type Hex, megaCentre, megaOf, TOP } from "../../../src/games/winged-victory/board/grid.js";

/** One Hex's width (flat side to flat side) in SVG units. */
export const W = 16;
const ROW = (Math.sqrt(3) / 2) * W;
const R = W / Math.sqrt(3);
/** Room left of the board for the altitude scale, and below it for the terrain strip. */
export const LEFT = 34;
export const GROUND = 26;
export const TOP_PAD = 24;

/** The board's width for `cols` Hex columns (every mat's together). */
export const boardWidth = (cols: number) => LEFT + cols * W + W;
export const boardHeight = () => TOP_PAD + TOP * ROW + R + GROUND;

/** SVG x of a place given in quarter Hex widths; y of a place given in half levels. */
export const xOf4 = (x4: number) => LEFT + (x4 / 4) * W + W / 2;
export const yOfHalf = (half: number) => TOP_PAD + (TOP - half / 2) * ROW;
export const centre = (h: Hex) => ({
  x: xOf4(2 * (2 * h.col + (h.level & 1))),
  y: yOfHalf(2 * h.level),
});
/** The y of the line between two levels (e.g. 10.5 for Low / Medium). */
export const yOfLevel = (level: number) => TOP_PAD + (TOP - level) * ROW;

/** Corner k (0: east-north-east, counter-clockwise, vertex up) of a Hex. */
function corner(h: Hex, k: number) {
  const c = centre(h);
  const a = ((30 + 60 * k) * Math.PI) / 180;
  return { x: c.x + R * Math.cos(a), y: c.y - R * Math.sin(a) };
}

export function hexPoints(h: Hex): string {
  return [0, 1, 2, 3, 4, 5]
    .map((k) => corner(h, k))
    .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(" ");
}

/** The neighbour across side k (0 east, 1 up-east, 2 up-west, 3 west, 4 down-west, 5 down-east). */
function neighbour(h: Hex, k: number): Hex {
  const d2 = 2 * h.col + (h.level & 1);
  const [dx, dl] = [
    [2, 0],
    [1, 1],
    [-1, 1],
    [-2, 0],
    [-1, -1],
    [1, -1],
  ][k];
  const level = h.level + dl;
  return { col: (d2 + dx - (level & 1)) / 2, level };
}

/** Every Hex of the board, levels 1 to the top (level 0 is the ground strip). */
export function boardHexes(cols: number): Hex[] {
  const out: Hex[] = [];
  for (let level = 1; level <= TOP; level++)
    for (let col = 0; col < cols; col++) out.push({ col, level });
  return out;
}

/** One path through every Hex outline (the small grid). */
export function gridPath(cols: number): string {
  const parts: string[] = [];
  for (const h of boardHexes(cols)) {
    // Three sides per Hex (upper ones and the west one) draw every shared side once.
    const p = [1, 2, 3, 4].map((k) => corner(h, k));
    parts.push(
      `M${p[0].x.toFixed(1)} ${p[0].y.toFixed(1)}L${p[1].x.toFixed(1)} ${p[1].y.toFixed(1)}L${p[2].x.toFixed(1)} ${p[2].y.toFixed(1)}L${p[3].x.toFixed(1)} ${p[3].y.toFixed(1)}`,
    );
  }
  return parts.join("");
}

/** The MegaHex borders (MegaHexes of radius `radius`): each Hex side whose two Hexes lie in different MegaHexes. */
export function megaPath(cols: number, radius: number): string {
  const parts: string[] = [];
  for (const h of boardHexes(cols)) {
    const m = megaOf(h, radius);
    for (const k of [0, 1, 2]) {
      const n = neighbour(h, k);
      if (n.level > TOP) continue;
      if (megaOf(n, radius) === m) continue;
      // Side k lies between corners k-1 and k (corner 0 sits at 30°).
      const a = corner(h, (k + 5) % 6);
      const b = corner(h, k);
      parts.push(`M${a.x.toFixed(1)} ${a.y.toFixed(1)}L${b.x.toFixed(1)} ${b.y.toFixed(1)}`);
    }
  }
  return parts.join("");
}

/** The Hexes on the board of the MegaHex (of radius `radius`) holding `h` (a cloud counter or a flak barrage fills it). */
export function megaHexes(h: Hex, cols: number, radius: number): Hex[] {
  const m = megaOf(h, radius);
  const c = megaCentre(m, radius);
  const out: Hex[] = [];
  for (let level = Math.max(1, c.level - radius); level <= Math.min(TOP, c.level + radius); level++)
    for (
      let col = Math.max(0, c.col - radius - 1);
      col <= Math.min(cols - 1, c.col + radius + 1);
      col++
    )
      if (megaOf({ col, level }, radius) === m) out.push({ col, level });
  return out;
}
