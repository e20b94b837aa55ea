/**
 * The flying school's words: what each lesson turn asks of the player, and
 * one sentence on what happened and why, with the numbers the flight
 * computer gave (the cue before, after the manoeuvre and after the update;
 * the level; the Hexes flown).
 */
import type { LessonFlown } from "../../../../src/games/winged-victory/flight/lessons.js";
import type { Flight } from "../../../../src/games/winged-victory/flight/manoeuvres.js";
import { bandOf, inBand, type Plane } from "../../../../src/games/winged-victory/planes/plane.js";
import { hexCount, moveLabel } from "../names";

/** What a turn asks, in a few words ("fly a shallow climb"). */
const ASK: Record<string, string> = {
  level: "fly level",
  "climb-shallow": "fly a shallow climb",
  "climb-hard": "fly a hard climb",
  "dive-shallow:2": "fly a shallow dive of 2 levels",
  "dive-hard:2": "fly a hard dive of 2 levels",
  "turn-easy": "fly an easy turn",
  "turn-normal": "fly a normal turn",
  "turn-hard": "fly a hard turn",
  "climb-shallow+turn": "fly a shallow climb and turn",
  "dive-hard:1+turn": "fly a hard dive of 1 level and turn",
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The turn's instruction: the throttle to set when it changes, then the manoeuvre. */
export function askFor(move: string, throttle: number | undefined, grounded = false): string {
  const what =
    grounded && move === "level" ? "let the plane roll" : (ASK[move] ?? `fly a ${moveLabel(move)}`);
  return throttle === undefined
    ? `${cap(what)}, the throttle where it is.`
    : `Set the throttle to ${throttle}, then ${what}.`;
}

/** The end-of-turn update, said: halfway toward the pip, or onto it when next to it. */
export function updateWords(speed: number, throttle: number, end: number): string {
  if (speed === throttle) return `the cue stays on the pip at ${end}`;
  const gap = Math.abs(throttle - speed);
  if (gap === 1) return `the cue is next to the pip (${throttle}), so it moves onto it: ${end}`;
  return `the cue moves half of the ${gap} boxes toward the pip at ${throttle}, rounded down: ${speed} → ${end}`;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** One sentence for a flown lesson turn. `before` is the flight it started from. */
export function explainTurn(plane: Plane, before: Flight, t: LessonFlown): string {
  return cap(sentence(plane, before, t));
}

function sentence(plane: Plane, before: Flight, t: LessonFlown): string {
  const r = t.result;
  const start = r.startSpeed;
  const change = r.speed - start;
  const cue = `the cue goes ${start} → ${r.speed}`;
  const band = bandOf(Math.max(1, before.half >> 1));
  const bandName = band.charAt(0).toUpperCase() + band.slice(1);
  const prep = inBand(plane.preparatory, band).hexes;
  const first = prep > 0 ? `${hexCount(prep)} straight first, then ` : "";
  const then = `then ${updateWords(r.speed, t.throttle, r.endSpeed)}`;
  if (before.grounded)
    return `speed ${start} at the start, so the plane rolls ${hexCount(r.hexes)} along the field; with the pip at ${t.throttle}, ${updateWords(r.speed, t.throttle, r.endSpeed)}.`;
  const extra = t.options.extraDivingHex && before.attitude !== "level";
  switch (t.name) {
    case "level":
      return extra
        ? `speed ${start}: the optional extra diving Hex comes first and changes no speed, then ${hexCount(r.hexes - 1)} of level flight at level ${r.level}; at the end of the turn ${updateWords(r.speed, t.throttle, r.endSpeed)}.`
        : `level flight: speed ${start} is ${hexCount(r.hexes)} straight ahead at level ${r.level}; at the end of the turn ${updateWords(r.speed, t.throttle, r.endSpeed)}.`;
    case "climb-shallow":
      return `${first}up one level to ${r.level} (never more in a turn; the rest of the allowance is lost); a shallow climb costs the drag under speed ${start} in the ${bandName} band, which is ${-change}: ${cue}; ${then}.`;
    case "climb-hard":
      return `${first}up one level to ${r.level}, nose pointed at a Hex side; a hard climb costs the drag + 2, ${-change - 2} + 2 = ${-change}, so ${cue}; ${then}.`;
    case "dive-shallow:2":
    case "dive-hard:2":
      return `${first}down ${(before.half >> 1) - r.level} levels to ${r.level}: every level lost is a speed point, shallow or hard, so ${cue}; ${then}.`;
    case "turn-easy":
      return `the whole allowance first, ${hexCount(r.hexes)}, then the flip; no level lost, and the turn costs the drag under speed ${start} in the ${bandName} band, which is ${-change}: ${cue}; ${then}.`;
    case "turn-normal":
      return `more than half the allowance straight, then down one level to ${r.level} and the flip; the drag under speed ${start} in the ${bandName} band is ${-change}: ${cue}; ${then}.`;
    case "turn-hard":
      return `half the allowance straight (at least one Hex), then down two levels to ${r.level} and the flip; the drag is read in the band you started in, the ${bandName} band, under speed ${start}: ${-change}, so ${cue}; ${then}.`;
    case "climb-shallow+turn":
      return `${first}the climb to level ${r.level} and a flip at its end: the climb's drag and the turn's drag together, ${change}, so ${cue}; ${then}.`;
    case "dive-hard:1+turn":
      return `${first}down one level to ${r.level} (+1) and a flip at the end (the turn's drag), ${signed(change)} in all: ${cue}; ${then}.`;
    case "jink":
      return `yawing left and right for the allowance less one Hex, ${hexCount(r.hexes)}, costs half the drag: ${cue}; the pilot cannot fire this turn, and a shot at you steps its die down one; ${then}.`;
    case "barrel-roll":
      return `${first}a corkscrew over half the allowance costs the drag: ${cue}; nobody fires from a rolling plane, and a shot at it steps down two; ${then}.`;
    case "half-loop":
      return `${first}a climbing half circle up to level ${r.level}, heading reversed, costs the drag: ${cue}; no firing during it, and it shakes off a plane on your tail; ${then}.`;
    case "wingover":
      return `${first}a diving half circle down to level ${r.level}, heading reversed, gains 4: ${cue}; no firing during it; ${then}.`;
    case "immelmann":
      return `${first}up and over to level ${r.level}, heading reversed, with no change of speed (${start}), and the pilot may fire during it; ${then}.`;
    case "side-slip":
      return `skidding sideways for the whole allowance, ${hexCount(r.hexes)}, loses one level, to ${r.level}, with no gain of speed (${start}); ${then}.`;
    default:
      return `${moveLabel(t.name)}: ${cue}, level ${r.level}; ${then}.`;
  }
}
