/** Set-up: the forces with their secret special chits, then the objectives, AA chits and clouds placed in turn. */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { count, plural } from "../../engine/words.js";
import { distance, noteSightings, sameSquare } from "./board.js";
import {
  AIRCRAFT,
  AIRFIELD,
  ALTITUDES,
  AXIS_START_ALT,
  BOARD,
  BRITISH_START_ALT,
  CHIT_CUP,
  CHITS_FOR_ROLL,
  ENTRY,
  OBJECTIVE_DISTANCE,
  POINTS_VERSION,
  SCENARIOS,
  SIDES,
} from "./data.js";
import { say, squareName } from "./events.js";
import type { HawksAction, HawksState, Phase, Plane } from "./state.js";

export interface HawksOptions {
  scenario: number;
  /** A side the computer plays (the server moves for it). */
  computer?: "axis" | "british";
  /** Only in a log of rules version 4 or 5, upgraded: the game plays to that version's victory points. */
  points?: 4 | 5;
}

export function setup(options: HawksOptions, dice: Dice): HawksState {
  const sc = SCENARIOS[options.scenario - 1];
  const planes: Plane[] = [];
  for (const side of SIDES) {
    const cup = [...CHIT_CUP];
    sc[side].forEach((type, i) => {
      const id = `${side === "axis" ? "A" : "B"}${i + 1}`;
      const chit = cup.splice(
        dice.draw(cup.length, `${side === "axis" ? "Axis" : "RAF"} special chit for ${id}`),
        1,
      )[0];
      dice.note("drawn (secret)");
      const role = AIRCRAFT[type].role;
      const start =
        side === "axis"
          ? { ...ENTRY, alt: AXIS_START_ALT[role] }
          : { ...AIRFIELD, alt: BRITISH_START_ALT };
      planes.push({
        id,
        side,
        type,
        ...start,
        hits: 0,
        fired: false,
        down: false,
        chit,
        chitShown: false,
        bombed: false,
        priority: null,
      });
    });
  }
  const n = CHITS_FOR_ROLL(dice.roll(6, "how many objectives"));
  dice.note(count(n, "objective"));
  const s: HawksState = {
    scenario: sc.id,
    turn: 1,
    phase: { kind: "place", what: "objective", left: n },
    planes,
    clouds: [],
    objectives: [],
    aa: [],
    secretOrders: {},
    initiative: null,
    order: [],
    next: 0,
    vp: { axis: 0, british: 0 },
    points: options.points ?? POINTS_VERSION,
    events: [],
    lastSeen: { axis: {}, british: {} },
    veiled: [],
  };
  noteSightings(s);
  return s;
}

/** The squares (and altitudes, for clouds) where the next chit may go. */
export function placements(s: HawksState): { x: number; y: number; alt?: number }[] {
  if (s.phase.kind !== "place") return [];
  const out: { x: number; y: number; alt?: number }[] = [];
  for (let y = 0; y < BOARD.height; y++) {
    for (let x = 0; x < BOARD.width; x++) {
      const sq = { x, y };
      if (s.phase.what === "objective") {
        if (
          distance(sq, ENTRY) === OBJECTIVE_DISTANCE &&
          !s.objectives.some((o) => sameSquare(o, sq))
        )
          out.push(sq);
      } else if (s.phase.what === "aa") {
        if (!sameSquare(sq, ENTRY) && !s.aa.some((a) => sameSquare(a, sq))) out.push(sq);
      } else {
        for (let alt = 1; alt <= ALTITUDES; alt++) {
          if (!s.clouds.some((c) => sameSquare(c, sq) && c.alt === alt)) out.push({ x, y, alt });
        }
      }
    }
  }
  return out;
}

export function place(s: HawksState, a: Extract<HawksAction, { type: "place" }>, dice: Dice) {
  const phase = s.phase as Extract<Phase, { kind: "place" }>;
  const ok = placements(s).some(
    (p) => p.x === a.x && p.y === a.y && (phase.what !== "cloud" || p.alt === a.alt),
  );
  if (a.what !== undefined && a.what !== phase.what)
    throw new RuleError(
      `it is time to place the ${plural(phase.what === "aa" ? "AA chit" : phase.what)}`,
    );
  if (!ok)
    throw new RuleError(
      `${phase.what === "aa" ? "an AA chit" : phase.what === "cloud" ? "a cloud" : "an objective"} cannot go there`,
    );
  if (phase.what === "objective") s.objectives.push({ x: a.x, y: a.y, hits: 0 });
  else if (phase.what === "aa") s.aa.push({ x: a.x, y: a.y });
  else s.clouds.push({ x: a.x, y: a.y, alt: a.alt as number });
  say(
    s,
    phase.what === "aa"
      ? `AA chit at ${squareName(a.x, a.y)}`
      : phase.what === "cloud"
        ? `Cloud at ${squareName(a.x, a.y)}, altitude ${a.alt}`
        : `Objective at ${squareName(a.x, a.y)}`,
  );
  if (phase.left > 1) {
    s.phase = { ...phase, left: phase.left - 1 };
    return;
  }
  if (phase.what === "objective") {
    const n = CHITS_FOR_ROLL(dice.roll(6, "how many AA chits"));
    dice.note(count(n, "AA chit"));
    s.phase = { kind: "place", what: "aa", left: n };
  } else if (phase.what === "aa") {
    const n = CHITS_FOR_ROLL(dice.roll(6, "how many clouds"));
    dice.note(count(n, "cloud"));
    s.phase = { kind: "place", what: "cloud", left: n };
  } else s.phase = { kind: "priorities" };
}
