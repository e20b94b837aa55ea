/**
 * Winged Victory: whom the game waits for, as each seat may know it (the
 * view's `waitingFor`), and the note the turn keeps for it.
 */
import { SIDES, type Side, type WvState } from "../game/state.js";

/**
 * Readies `side` in a throttle or fire step, with nothing (more) to choose
 * (`advance`); notes it `idle` if it chose nothing in the step.
 */
export function noteReady(
  s: WvState,
  ph: { ready: Record<Side, boolean>; idle?: Record<Side, boolean> },
  side: Side,
): void {
  ph.ready[side] = true;
  const p = s.pending[side];
  if (ph.idle && !p.shots.length && !p.flak.length && Object.keys(p.throttles).length === 0)
    ph.idle[side] = true;
}

/**
 * Whom the game waits for (`now`: the sides with a choice to make), as
 * `side` may know it (null: the owner's link). In a step both sides take at
 * once (throttles, fire) a side is done when its last choice is in, and that
 * last choice may be any of its choices (a hold, or a shot that leaves no
 * other): to anyone else the side is still choosing until the step is over,
 * so its being done tells nothing of what it chose. Only a side that had
 * nothing to choose in the step (the phase's `idle`, noted as `advance`
 * readies it) is told done, as it was before it could choose anything.
 */
export function waitingAsSeen(s: WvState, side: Side | null, now: readonly Side[]): Side[] {
  const ph = s.phase;
  if ((ph.kind !== "throttle" && ph.kind !== "fire") || now.length === 0) return [...now];
  // A game stored before `idle` was kept tells each side's readiness, as it did then.
  const idle = ph.idle;
  if (!idle) return [...now];
  return SIDES.filter((x) => (x === side ? now.includes(x) : !idle[x]));
}
