/**
 * The few manoeuvres that make sense now, put first in the list: straight
 * on; closing (the best shot a manoeuvre leaves, else the one that ends
 * nearest an enemy); evading (a barrel roll or a jink makes the enemy's die
 * worse); climbing away (the highest end). Each with its why in a few words.
 */
import { hexDistance } from "../../../../src/games/winged-victory/board/grid.js";
import { DIE_COLOURS } from "../../../../src/games/winged-victory/planes/plane.js";
import type {
  MoveCost,
  PlaneView,
  WvView,
} from "../../../../src/games/winged-victory/view/view.js";
import { cuesText } from "./cues";

export interface Pick {
  move: MoveCost;
  kind: "straight" | "closing" | "evading" | "climbing";
  why: string;
}

const rank = (die: string) => DIE_COLOURS.indexOf(die as (typeof DIE_COLOURS)[number]);
/** A manoeuvre that risks the plane (a stall, a crash, a crack-up, a structural test). */
const risky = (m: MoveCost) => m.warnings.some((w) => /stall|crash|crackup|structural/.test(w));

export function suggestions(view: WvView, mover: PlaneView): Pick[] {
  const moves = view.moves.filter((m) => m.end);
  const safe = moves.filter((m) => !risky(m));
  const pool = safe.length > 0 ? safe : moves;
  const out: Pick[] = [];
  const add = (p: Pick | null) => {
    if (p && !out.some((o) => o.move.name === p.move.name)) out.push(p);
  };
  const level = moves.find((m) => m.name === "level");
  if (level)
    add({
      move: level,
      kind: "straight",
      why:
        level.after.length > 0
          ? `straight on; then ${cuesText(level.after.slice(0, 1))}`
          : "straight on",
    });
  // Closing: the best die, then the shortest range.
  const shooting = pool
    .filter((m) => m.after.length > 0)
    .sort(
      (a, b) =>
        rank(b.after[0].die) - rank(a.after[0].die) ||
        a.after[0].range - b.after[0].range ||
        a.warnings.length - b.warnings.length,
    );
  if (shooting.length > 0)
    add({
      move: shooting[0],
      kind: "closing",
      why: `closing: then ${cuesText(shooting[0].after.slice(0, 1))}`,
    });
  else {
    const foes = view.planes.filter((p) => p.side !== mover.side && p.fate === null);
    const near = (m: MoveCost) =>
      Math.min(...foes.map((q) => hexDistance(m.end.hex, q.hex)).filter((d) => d > 0));
    const closer = foes.length > 0 ? [...pool].sort((a, b) => near(a) - near(b))[0] : undefined;
    if (closer && Number.isFinite(near(closer)))
      add({
        move: closer,
        kind: "closing",
        why: `closing: ends ${near(closer)} Hex${near(closer) === 1 ? "" : "es"} from an enemy`,
      });
  }
  const evade =
    pool.find((m) => m.name === "barrel-roll") ??
    pool.find((m) => m.name === "jink") ??
    pool.find((m) => m.name.startsWith("turn-hard"));
  if (evade)
    add({
      move: evade,
      kind: "evading",
      why:
        evade.name === "barrel-roll"
          ? "evading: shots at you two dice lower; you hold your fire"
          : evade.name === "jink"
            ? "evading: shots at you one die lower"
            : "evading: turns about",
    });
  const up = [...pool].sort(
    (a, b) => b.level - a.level || b.endSpeed - a.endSpeed || a.warnings.length - b.warnings.length,
  )[0];
  if (up && up.level > mover.hex.level)
    add({
      move: up,
      kind: "climbing",
      why: `climbing away: to level ${up.level}`,
    });
  return out;
}
