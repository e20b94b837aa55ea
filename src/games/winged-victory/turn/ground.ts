/**
 * Ruling W16: a plane that lands over its own side of the front stays in
 * the fight on the ground; once it has rolled to a stop it refuels and
 * rearms at the next turn's start (every gun's ammunition full, its jams
 * cleared, an engine its leak had stopped running again), and takes off
 * again as any plane on the ground does (ruling W15). A plane that lands over the enemy's side is forced down: out of
 * the fight, its VP to the enemy, as before.
 */
import { fullAmmo } from "../combat/combat.js";
import { type PlaneState, planeOf, type WvState } from "../game/state.js";
import { hexOfPlane, LOG } from "../game/state-plane.js";

/**
 * Whether plane `p`, just landed, stands over its own side (a fight without
 * a front line: never); with `col`, whether it would there.
 */
export function landsHome(s: WvState, p: PlaneState, col = hexOfPlane(p).col): boolean {
  if (s.front < 0) return false;
  return p.side === "allies" ? col < s.front : col > s.front;
}

/** The turn starts: each plane landed at home and stopped refuels and rearms where it has anything to take on. */
export function rearmAtTurnStart(s: WvState): void {
  for (const p of s.planes) {
    if (p.fate !== null || p.landed === undefined || !p.flight.grounded || p.flight.speed > 0)
      continue;
    const crew = planeOf(p.type).crew;
    let changed = false;
    // A leak is all that stops an engine, and the leak ended with the landing: with its tank filled
    // again, the engine runs (rules version 8; version 7 left it stopped).
    const restarts = p.damage.engineStopped;
    if (restarts) {
      p.damage.engineStopped = false;
      p.damage.leakTurns = 0;
      p.restarted = s.turn;
      changed = true;
    }
    p.ammo.forEach((a, c) => {
      const w = crew[c].weapon;
      if (!a || !w) return;
      const full = fullAmmo(w);
      if (a.magazine !== full.magazine || a.rounds !== full.rounds || a.needsReload) {
        p.ammo[c] = full;
        changed = true;
      }
      if (p.jammed[c]) {
        p.jammed[c] = false;
        changed = true;
      }
    });
    if (changed && !LOG.quiet)
      s.events.push(
        `${p.id} refuels and rearms on the ground${restarts ? ": its engine, stopped by the leak, runs again" : ""}`,
      );
  }
}
