/**
 * Dice thrown at the table. A step that throws dice (the order of movement's
 * roll-off, a manoeuvre's tests, the volley, the end and start of a turn) is
 * run on the faces typed so far; when it needs another, the engine's asked
 * dice stop it (NeedRoll) and the companion asks for that die, naming its
 * colour and what it is for. Nothing of the step is kept until every die is
 * in; then it runs whole, so the game replays exactly from the typed faces.
 */
import { askedDice } from "../../../engine/dice.js";
import { NeedRoll, RuleError } from "../../../engine/errors.js";
import { ALEA, type CompiledAlea, dieOfPurpose, faceLabel, readTypedRoll } from "../dice/alea.js";
import type { Op, TableState } from "./state.js";
import { runStep } from "./turn.js";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The die a roll is thrown with: an Alea colour ("red") or a plain die ("d20", "d6"). */
export function dieOf(need: { sides: number; purpose: string }, alea: CompiledAlea = ALEA): string {
  const colour = dieOfPurpose(alea, need.purpose);
  return colour >= 0 ? alea.names[colour] : `d${need.sides}`;
}

/** The faces a player may type for the roll asked now (each distinct face once). */
export function facesOf(
  need: { sides: number; purpose: string },
  alea: CompiledAlea = ALEA,
): string[] {
  const colour = dieOfPurpose(alea, need.purpose);
  if (colour < 0) return Array.from({ length: need.sides }, (_, i) => String(i + 1));
  return [...new Set(alea.set.dice[colour].faces.map(faceLabel))];
}

/**
 * A typed die: its colour (or "d20", "d6") and the face shown, checked
 * against the die the roll is asked on. Returns the die value for the
 * engine's dice; RuleError with a clear message for the wrong die or a face
 * that die does not have.
 */
export function readRoll(
  need: { sides: number; purpose: string },
  die: string,
  face: string,
  alea: CompiledAlea = ALEA,
): number {
  const want = dieOf(need, alea);
  const got = die.trim().toLowerCase();
  if (got !== want) {
    const name = want.startsWith("d") ? `a ${want}` : `the ${cap(want)} die`;
    const known = alea.names.includes(got) || /^d\d+$/.test(got);
    throw new RuleError(
      known
        ? `this roll is thrown with ${name} (${need.purpose}), not ${got.startsWith("d") ? `a ${got}` : `the ${cap(got)} die`}`
        : `"${die}" is not a die: this roll is thrown with ${name}`,
    );
  }
  return readTypedRoll(alea, need.sides, need.purpose, face);
}

/**
 * Runs `op` on `s` with the faces `values`. Finished: the new state, with
 * the step's events and the dice it used written to the history. Short of a
 * die: `s` unchanged but for the step held with its faces and the roll asked.
 */
export function attempt(s: TableState, op: Op, values: number[]): TableState {
  const draft = structuredClone(s);
  draft.pending = null;
  draft.need = null;
  draft.events = [];
  const dice = askedDice(values);
  const turn = s.turn;
  try {
    runStep(draft, op, dice);
  } catch (e) {
    if (!(e instanceof NeedRoll)) throw e;
    const held = structuredClone(s);
    held.pending = { op, values: [...values] };
    held.need = { sides: e.sides, purpose: e.purpose };
    held.events = draft.events;
    return held;
  }
  for (const r of dice.rolls)
    draft.history.push(`turn ${turn}: ${r.purpose} → ${r.result ?? r.value}`);
  // What follows a new turn's start is that turn's (its throttles, a leak at its start).
  let at = turn;
  for (const e of draft.events) {
    if (e === `turn ${draft.turn} begins`) at = draft.turn;
    draft.history.push(`turn ${at}: ${e === `turn ${at} begins` ? "a new turn begins" : e}`);
  }
  return draft;
}
