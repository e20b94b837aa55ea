/**
 * Winged Victory: who has a choice to make now: the throttles still to set
 * (and their settings), the plane whose move it is, the seats to act.
 */
import { pilotKilled } from "../combat/damage.js";
import { legalThrottles, maxThrottle } from "../flight/energy.js";
import { levelOfFlight } from "../flight/types.js";
import { type PlaneState, planeOf, type Side, type WvState } from "../game/state.js";
import { bandOf } from "../planes/plane.js";

/** The throttle settings a plane may choose from this turn (one: nothing to choose). */
export function throttleChoices(s: WvState, p: PlaneState): number[] {
  const plane = planeOf(p.type);
  const d = p.damage;
  if (pilotKilled(d)) {
    // Frozen where the dead pilot left it, as far as the (damaged) engine still gives.
    const engine = { loss: d.speedLoss, stopped: d.engineStopped, loaded: p.loaded };
    return [Math.min(p.throttle, maxThrottle(plane, bandOf(levelOfFlight(p.flight)), engine))];
  }
  return legalThrottles(
    plane,
    bandOf(levelOfFlight(p.flight)),
    { loss: d.speedLoss, stopped: d.engineStopped, loaded: p.loaded },
    s.options.rules.anyThrottle,
  );
}

/** Planes of `side` whose throttle is still to be chosen this turn. */
export function throttlesToSet(s: WvState, side: Side): PlaneState[] {
  return s.planes.filter(
    (p) =>
      p.side === side &&
      p.fate === null &&
      s.pending[side].throttles[p.id] === undefined &&
      throttleOpen(p),
  );
}

/** The plane whose move it is, if the turn is in its movement step. */
export function mover(s: WvState): PlaneState | null {
  const ph = s.phase;
  if (ph.kind !== "move") return null;
  if (ph.freeze !== null) {
    // Time frozen: the pool's planes still to move, in the order of movement.
    for (const id of ph.freeze.pool) {
      const p = s.planes.find((x) => x.id === id);
      if (p && p.fate === null && p.flown === "") return p;
    }
    return null;
  }
  const id = ph.order[ph.next];
  return s.planes.find((p) => p.id === id) ?? null;
}

const NOBODY: readonly Side[] = Object.freeze([]);
const ONLY: Record<Side, readonly Side[]> = {
  allies: Object.freeze(["allies"]),
  germans: Object.freeze(["germans"]),
};
const BOTH: readonly Side[] = Object.freeze(["allies", "germans"]);

/** The seats that have a choice to make now (a shared, frozen list). */
export function toAct(s: WvState): readonly Side[] {
  const ph = s.phase;
  if (ph.kind === "throttle" || ph.kind === "fire") {
    if (ph.ready.allies) return ph.ready.germans ? NOBODY : ONLY.germans;
    return ph.ready.germans ? ONLY.allies : BOTH;
  }
  if (ph.kind === "move") {
    const p = mover(s);
    return p ? ONLY[p.side] : NOBODY;
  }
  return NOBODY;
}

/** Whether plane `p` has more than one throttle setting to choose from (throttleChoices' length > 1, no list built). */
function throttleOpen(p: PlaneState): boolean {
  if (pilotKilled(p.damage)) return false;
  const plane = planeOf(p.type);
  const d = p.damage;
  const max = maxThrottle(plane, bandOf(levelOfFlight(p.flight)), {
    loss: d.speedLoss,
    stopped: d.engineStopped,
    loaded: p.loaded,
  });
  return max > 0;
}

/** Whether side `side` still has a throttle to choose (no list built). */
export function throttleToSet(s: WvState, side: Side): boolean {
  for (const p of s.planes)
    if (
      p.side === side &&
      p.fate === null &&
      s.pending[side].throttles[p.id] === undefined &&
      throttleOpen(p)
    )
      return true;
  return false;
}
