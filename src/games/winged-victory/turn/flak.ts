/**
 * Winged Victory: flak barrages in the game. The first step of a turn is to
 * place any flak marker: a side whose enemy flies a mission the briefing
 * gives flak against (missions/missions.ts `flakMarkers`) places that many markers
 * on MegaHexes, at the same time as the throttles and hidden like them.
 * reconstructed (the rules of flak are lost beyond the marker): a marker goes
 * on a MegaHex holding, or next to one holding, an enemy plane its side had
 * spotted at the end of the last turn (the gunners fire at what they see);
 * an enemy plane that ends its move in a barraged MegaHex takes one flak
 * attack (combat/ground.ts `flakAttack`, from below: beam aspect).
 */
import type { Dice } from "../../../engine/dice.js";
import { type Hex, megaCentre, megaDistance, megaOf } from "../board/grid.js";
import { onBoardOf } from "../board/grid-board.js";
import { applyHit, destroyed } from "../combat/damage.js";
import { flakAttack } from "../combat/ground.js";
import { resultLabel } from "../dice/alea.js";
import { boxOf } from "../game/printed.js";
import { type PlaneState, planeOf, type Side, type WvState } from "../game/state.js";
import { hexOfPlane, LOG, megaRadiusOf, retire } from "../game/state-plane.js";
import { flakMarkers } from "../missions/missions.js";
import { SEEN } from "../spotting/order.js";

/** How many flak markers `side` places each turn. */
export const flakCount = (s: WvState, side: Side) =>
  s.missions ? flakMarkers(s.missions, boxOf(s.options).briefings)[side] : 0;

/** The MegaHexes (by a Hex in each) where `side` may still place a marker now. */
export function flakOptions(s: WvState, side: Side): Hex[] {
  const left = flakCount(s, side) - s.pending[side].flak.length;
  if (left <= 0) return [];
  const n = s.planes.length;
  const radius = megaRadiusOf(s);
  const targets = new Set<number>();
  s.planes.forEach((q, b) => {
    if (q.side === side || q.fate !== null) return;
    const seen = s.planes.some(
      (p, a) => p.side === side && p.fate === null && s.sight[a * n + b] === SEEN,
    );
    if (seen) targets.add(megaOf(hexOfPlane(q), radius));
  });
  const out: Hex[] = [];
  const taken = new Set(s.pending[side].flak);
  const seenMega = new Set<number>();
  for (const t of targets) {
    const c = megaCentre(t, radius);
    // The MegaHex itself and its neighbours: a neighbour's centre lies 2R + 1
    // Hexes from this one's, its rim R further.
    const reach = 3 * radius + 2;
    for (let dl = -reach; dl <= reach; dl++)
      for (let dc = -reach; dc <= reach; dc++) {
        const h = { col: c.col + dc, level: c.level + dl };
        if (h.level < 1 || !onBoardOf(h, s.mats, s.options.board)) continue;
        const m = megaOf(h, radius);
        if (seenMega.has(m) || taken.has(m) || megaDistance(m, t) > 1) continue;
        seenMega.add(m);
        out.push(megaCentreOnBoard(s, m, h, radius));
      }
  }
  return out;
}

/** The Hex that names a MegaHex: its centre when on the board, else the Hex found in it. */
function megaCentreOnBoard(s: WvState, m: number, inside: Hex, radius: number): Hex {
  const c = megaCentre(m, radius);
  return onBoardOf(c, s.mats, s.options.board) && c.level >= 1 && megaOf(c, radius) === m
    ? c
    : inside;
}

/** A plane's move ends: a barrage of the enemy on its MegaHex fires at it. */
export function flakAfterMove(s: WvState, p: PlaneState, dice: Dice): void {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  if (p.fate !== null || s.flak.length === 0) return;
  const here = hexOfPlane(p);
  const m = megaOf(here, megaRadiusOf(s));
  for (const b of s.flak) {
    if (b.side === p.side || b.mega !== m) continue;
    const r = flakAttack(ALEA, T, dice, here.level);
    const part = applyHit(ALEA, planeOf(p.type), p.damage, dice, r, "beam", s.options.rules, p.id);
    if (!LOG.quiet)
      s.events.push(
        `flak fires at ${p.id}: ${resultLabel(r)}${part !== "none" ? ` (${part})` : ""}`,
      );
    if (destroyed(p.damage)) retire(s, p, "downed", "is downed by flak");
  }
}
