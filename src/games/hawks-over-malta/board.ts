/** The board's geometry and who can see whom. */
import { ALTITUDES, BOARD, type Side } from "./data.js";
import type { HawksAction, HawksState, Plane, Spot } from "./state.js";

export type Dir = "N" | "E" | "S" | "W";
export const DIRS: Record<Dir, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

export const onBoard = (x: number, y: number) =>
  x >= 0 && y >= 0 && x < BOARD.width && y < BOARD.height;
export const validAlt = (alt: number) => alt >= 1 && alt <= ALTITUDES;
export const distance = (a: Spot, b: Spot) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
export const sameSquare = (a: Spot, b: Spot) => a.x === b.x && a.y === b.y;
export const other = (side: Side): Side => (side === "axis" ? "british" : "axis");

export const alive = (s: HawksState, side?: Side) =>
  s.planes.filter((p) => !p.down && (!side || p.side === side));

export function planeOf(s: HawksState, id: string): Plane {
  const p = s.planes.find((q) => q.id === id);
  if (!p) throw new Error(`no plane ${id}`);
  return p;
}

export const inCloud = (s: HawksState, p: { x: number; y: number; alt: number }) =>
  s.clouds.some((c) => c.x === p.x && c.y === p.y && c.alt === p.alt);

/** A plane in a cloud is not spotted from any higher altitude. */
export const canSpot = (s: HawksState, from: { alt: number }, target: Plane) =>
  !inCloud(s, target) || from.alt <= target.alt;

/** Whether `side` can see `target` at all: some live plane of that side spots it. */
export function seenBy(s: HawksState, side: Side, target: Plane): boolean {
  if (target.side === side || !inCloud(s, target)) return true;
  return alive(s, side).some((p) => p.alt <= target.alt);
}

export function stepTarget(p: Plane, dir: Extract<HawksAction, { type: "step" }>["dir"]) {
  if (dir === "up") return { x: p.x, y: p.y, alt: p.alt + 1 };
  if (dir === "down") return { x: p.x, y: p.y, alt: p.alt - 1 };
  const [dx, dy] = DIRS[dir as Dir];
  return { x: p.x + dx, y: p.y + dy, alt: p.alt };
}

export const legalSteps = (p: Plane) =>
  (["N", "E", "S", "W", "up", "down"] as const).filter((d) => {
    const t = stepTarget(p, d);
    return onBoard(t.x, t.y) && validAlt(t.alt);
  });

/** Notes where each side sees each foe plane now (games that keep `lastSeen` only). */
export function noteSightings(s: HawksState): void {
  const book = s.lastSeen;
  if (!book) return;
  for (const p of s.planes) {
    if (p.down) continue;
    const foe = other(p.side);
    if (seenBy(s, foe, p))
      book[foe][p.id] = { x: p.x, y: p.y, alt: p.alt, hits: p.hits, bombed: p.bombed };
  }
}
