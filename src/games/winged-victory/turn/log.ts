/**
 * Winged Victory: what a seat reads of each log entry. The other side's
 * choices are hidden (throttles, standing Time Freezing calls, flak, shots,
 * holding fire: all alike), the rolls are not; a move of the other side is named — plane, manoeuvre,
 * where it ended — to a seat that saw the plane when it moved, as a player
 * at the table watches a spotted enemy plane fly its manoeuvre. The state
 * keeps what the log needs for that, noted as each move is applied
 * (`moveNotes`): the turn's sight is gone by the time the log is read.
 */
import type { Entry } from "../../../engine/contract.js";
import {
  type MoveNote,
  otherSide,
  type PlaneState,
  type SealedChoice,
  type ThrottleNote,
  type WvAction,
  type WvState,
} from "../game/state.js";
import { hexOfPlane } from "../game/state-plane.js";
import { spottedBy } from "./sight.js";

/**
 * Notes the move plane `p` was just given (action number `s.acts`, before it
 * is counted): whether the other side saw it (one of its pilots had it
 * spotted this turn: it is in that side's view in full, `visiblePlanes`,
 * `spottedBy`), and
 * where it ended. A move into a Time Freezing has no end yet: it is noted
 * when the freeze's fire is over and the move is flown (`noteEnd`), and the
 * log names it to nobody else before then (ruling G13).
 */
export function noteMove(s: WvState, p: PlaneState): void {
  if (s.acts === undefined) return;
  const note: MoveNote = spottedBy(s, otherSide(p.side), s.planes.indexOf(p)) ? { seen: true } : {};
  if (p.deferred) p.deferred.act = s.acts;
  else note.to = hexOfPlane(p);
  if (!s.moveNotes) s.moveNotes = {};
  s.moveNotes[s.acts] = note;
}

/**
 * Notes a throttle of plane `plane` (null: a flak marker) just chosen,
 * action number `s.acts`: its step is not over. `into`: the notes of
 * sealed orders it is one choice of (turn/orders.ts), in order.
 */
export function noteThrottle(s: WvState, plane: string | null, into?: ThrottleNote[]): void {
  if (s.acts === undefined) return;
  if (into) {
    into.push({ plane });
    return;
  }
  if (!s.throttleNotes) s.throttleNotes = {};
  s.throttleNotes[s.acts] = { plane };
}

/**
 * The throttle step is over and the turn's sight read (`startMovement`):
 * what the log may now name to the other side. A flak marker lies on the
 * board for everyone to see; a throttle only where the other side sees
 * its plane this turn, as the view shows that plane's throttle pip then.
 */
export function settleThrottles(s: WvState): void {
  const notes = s.throttleNotes;
  if (notes) for (const k in notes) settle(s, notes[k]);
  const orders = s.orderNotes;
  if (orders) for (const k in orders) for (const note of orders[k]) settle(s, note);
}

function settle(s: WvState, note: ThrottleNote): void {
  if (note.shown !== undefined) return;
  const i = note.plane === null ? -1 : s.planes.findIndex((p) => p.id === note.plane);
  note.shown = i < 0 || spottedBy(s, otherSide(s.planes[i].side), i);
}

/** A move caught in a Time Freezing has been flown (or its plane went down in the freeze's fire): where it ended. */
export function noteEnd(s: WvState, p: PlaneState, act: number | undefined): void {
  const note = act === undefined ? undefined : s.moveNotes?.[act];
  if (note) note.to = hexOfPlane(p);
}

/** `e` with where its move ended, when the state noted it. */
function withEnd(e: Entry<WvAction>, note: MoveNote | undefined): Entry<WvAction> {
  const a = e.action;
  if (a.type !== "move" || !note?.to) return e;
  return { ...e, action: { ...a, to: { col: note.to.col, level: note.to.level } } };
}

/**
 * A choice made in a step both sides take at once, as a seat that did not
 * make it reads it: the same whatever it was (a throttle or a flak marker; a
 * shot or holding fire), so that neither what was chosen nor which kind of
 * choice it was shows before the step is over.
 */
const hiddenThrottleStep = (): WvAction => ({ type: "throttle", plane: "?", value: 0 });
const hiddenFire = (): WvAction => ({
  type: "shoot",
  plane: "?",
  crew: 0,
  target: "?",
  longBurst: false,
});

/** A throttle or flak marker as the other side reads it once shown: a throttle without its standing Time Freezing call. */
function asShown<C extends SealedChoice>(c: C): C {
  if (c.type !== "throttle") return c;
  const { freezeWithin: _, ...shown } = c;
  return shown as C;
}

/**
 * What `seat` may read of log entry `e` (`at`: the game's state now and the
 * entry's place among the actions standing). Its own entries and, once the
 * fight is over, everything are read in full. Another side's move is named
 * when its plane was seen moving and the move is over (not waiting in a
 * Time Freezing), without the mover's own Time Freezing point (never spoken
 * unless time froze there, and then the board shows it); any other choice of
 * the other side reads as made, not which, nor of which kind (`hiddenThrottleStep`, `hiddenFire`).
 * The owner's link (seat null) reads each entry as the side that did not
 * make it does: no more than every seat may read. Without `at` (or in a game
 * whose state noted no moves) it plays safe.
 */
export function visibleEntry(
  e: Entry<WvAction>,
  seat: string | null,
  at?: { state: WvState; index: number },
): Entry<WvAction> | null {
  const note = e.action.type === "move" ? at?.state.moveNotes?.[at.index] : undefined;
  if (seat === e.seat || at?.state.phase.kind === "over") return withEnd(e, note);
  const a = e.action;
  if (a.type === "move" && note?.seen && note.to) {
    const named = withEnd(e, note).action as Extract<WvAction, { type: "move" }>;
    const { freeze: _, ...move } = named;
    return { seat: e.seat, action: move, rolls: e.rolls };
  }
  if ((a.type === "throttle" || a.type === "flak") && at?.state.throttleNotes?.[at.index]?.shown) {
    // Its step is over and what it set shows on the board: named, never with a standing call (ruling G17).
    return { seat: e.seat, action: asShown(a), rolls: e.rolls };
  }
  if (a.type === "orders") {
    // One entry whatever it holds; once the throttle step is over, what shows on the board is named.
    const notes = at?.state.orderNotes?.[at.index];
    const choices =
      notes && notes.length === a.choices.length && notes.every((n) => n.shown !== undefined)
        ? a.choices.filter((_, k) => notes[k].shown).map(asShown)
        : [];
    return { seat: e.seat, action: { type: "orders", choices }, rolls: e.rolls };
  }
  const action: WvAction =
    a.type === "throttle" || a.type === "flak"
      ? hiddenThrottleStep()
      : a.type === "shoot" || a.type === "hold"
        ? hiddenFire()
        : { type: "move", plane: "?", move: "?" };
  return { seat: e.seat, action, rolls: e.rolls };
}
