/**
 * The board's cues, one line each with its why: what a manoeuvre leaves
 * to fire at, whether the moving plane is engaged, tailing or out of sight
 * of everyone, who sits on whose tail, the enemies not spotted and the sun.
 */
import { hexDistance, inTailSector } from "../../../../src/games/winged-victory/board/grid.js";
import { sunHex } from "../../../../src/games/winged-victory/board/weather.js";
import { cueText, type ShotCue } from "../../../../src/games/winged-victory/view/reach.js";
import type {
  MoveCost,
  PlaneView,
  WvView,
} from "../../../../src/games/winged-victory/view/view.js";

export interface Cue {
  kind:
    | "shot"
    | "no-shot"
    | "freeze"
    | "engaged"
    | "tailing"
    | "none-in-sight"
    | "unspotted"
    | "sun";
  text: string;
}

/** "G1 in your arc at range 3, red die; G2 in your observer's template …" */
export const cuesText = (cues: readonly ShotCue[]) => cues.map(cueText).join("; ");

/** Whether enemy plane `id` has yet to fly its manoeuvre this turn (a shot seen now may be gone once it has). */
export const yetToFly = (view: WvView, id: string) =>
  view.planes.some((p) => p.id === id && p.fate === null && p.flown === "");

/** Why there is no shot: the nearest enemy's distance from a place, or that none is in sight. */
function noShotWhy(view: WvView, from: { col: number; level: number }, side: string): string {
  const foes = view.planes.filter((p) => p.side !== side && p.fate === null);
  if (foes.length === 0)
    return view.markers.length > 0 ? "no enemy spotted to fire at" : "no enemy in sight";
  const near = foes.map((q) => ({ q, d: hexDistance(from, q.hex) })).sort((a, b) => a.d - b.d)[0];
  if (near.d === 0) return `${near.q.id} would share your Hex: no fire in one Hex`;
  return `${near.q.id} would be ${near.d} Hex${near.d === 1 ? "" : "es"} away, not on your guns' line`;
}

/** What the chosen manoeuvre leaves: "after this: G1 in your arc at range 3, red die". */
export function afterText(view: WvView, mover: PlaneView, m: MoveCost): string {
  if (!m.end) return "";
  if (m.after.length > 0) {
    const still = m.after.filter((c) => yetToFly(view, c.target)).map((c) => c.target);
    const unsure = still.length
      ? ` (if ${[...new Set(still)].join(" and ")} holds still: it has yet to fly this turn)`
      : "";
    return `after this: ${cuesText(m.after)}${unsure}`;
  }
  if (!m.pilotMayFire && !m.gunnersMayFire) return "after this: no shot (nobody fires in it)";
  return `after this: no shot — ${noShotWhy(view, m.end.hex, mover.side)}`;
}

/** Pairs of planes in sight where one sits in the other's tail sector (within 2 Hexes behind it). */
export function tailings(view: WvView): { tail: PlaneView; on: PlaneView }[] {
  const live = view.planes.filter((p) => p.fate === null);
  const out: { tail: PlaneView; on: PlaneView }[] = [];
  for (const a of live)
    for (const b of live)
      if (
        a.side !== b.side &&
        inTailSector(b.hex, b.heading, b.attitude as Parameters<typeof inTailSector>[2], a.hex)
      )
        out.push({ tail: a, on: b });
  return out;
}

export function boardCues(view: WvView, chosen: MoveCost | null): Cue[] {
  const out: Cue[] = [];
  const mover = view.planes.find((p) => p.id === view.moving && p.side === view.seat);
  if (mover && view.moves.length > 0) {
    // A chosen manoeuvre's shot is told on the preview line above (afterText).
    if (!chosen?.end && view.shotsNow?.length)
      out.push({
        kind: "shot",
        text: `from where ${mover.id} stands: ${cuesText(view.shotsNow ?? [])}`,
      });
    const shooting = view.moves.filter((m) => m.after.length > 0).length;
    if (!chosen)
      out.push({
        kind: shooting > 0 ? "shot" : "no-shot",
        text:
          shooting > 0
            ? `${shooting} of ${view.moves.length} manoeuvres end with a shot (their ghosts carry a die-coloured dot)`
            : "no manoeuvre ends with an enemy on your guns' line: close in, or keep away",
      });
    // Enemies still to fly: a shot seen now may be gone by the fire step; the freeze fires part-way.
    const waiting = view.planes.filter(
      (p) => p.side !== mover.side && p.fate === null && p.flown === "",
    );
    if (!chosen && waiting.length > 0 && view.moves.some((m) => m.freezeAfter.length > 0))
      out.push({
        kind: "freeze",
        text: `${waiting.map((p) => p.id).join(" and ")} still to fly, and every plane moves before anyone fires: to fire while closing, stop the clock part-way with a Time Freezing (below the board)`,
      });
    if (mover.pool === "engaged")
      out.push({
        kind: "engaged",
        text: `${mover.id} is engaged: an enemy was in its MegaHex or the next at the start of the turn, so no easy turn`,
      });
    else if (mover.pool === "tailed or tailing")
      out.push({
        kind: "tailing",
        text: `${mover.id} is tailing or tailed: its pilot sees only that plane, and they move together, the tailed one first`,
      });
    else if (mover.pool === "not engaged, none in sight")
      out.push({
        kind: "none-in-sight",
        text: `${mover.id} sees no enemy and is not engaged: level flight or the mission's course only`,
      });
  }
  for (const t of tailings(view))
    out.push({
      kind: "tailing",
      text: `${t.tail.id} sits on ${t.on.id}'s tail (within 2 Hexes behind it): hard for ${t.on.id} to shake off, and a shot from behind rolls a better die`,
    });
  for (const m of view.markers)
    out.push({
      kind: "unspotted",
      text: `${m.id}? not spotted: you see where it is, not what it is, and cannot fire at it until a pilot of yours spots it`,
    });
  const w = view.weather;
  const sun = w.sunAt ?? (w.sun ? sunHex(w.sun, view.mats, view.matWidth) : null);
  if (sun)
    out.push({
      kind: "sun",
      text: `the sun (${w.sun ?? "placed"}, level ${sun.level}): a plane between a pilot and the sun's MegaHex is invisible to him for the turn`,
    });
  return out;
}
