/**
 * Hawks over Malta: set-up, the turn sequence, movement with the engagement
 * rule, AA, bombing and clouds. Two seats, "axis" and "british"; hidden
 * information (special chits, priority chits, planes in clouds) lives in the
 * state and is filtered by view.ts.
 */
import type { Entry, Outcome, Rules } from "../../engine/contract.js";
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import {
  alive,
  canSpot,
  DIRS,
  type Dir,
  distance,
  onBoard,
  other,
  planeOf,
  sameSquare,
  validAlt,
} from "./board.js";
import { antiAircraft, bomb, engage, label } from "./combat.js";
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
  MAX_TURNS,
  OBJECTIVE_DISTANCE,
  SCENARIOS,
  SIDES,
  type Side,
} from "./data.js";
import type { HawksAction, HawksState, Phase, Plane } from "./state.js";
import { type HawksView, hawksView, redactEntry, redactSetup, toAct } from "./view.js";

export interface HawksOptions {
  scenario: number;
  /** A side the computer plays (the server moves for it). */
  computer?: Side;
}

function clone(s: HawksState): HawksState {
  return structuredClone({ ...s, events: [] });
}

function setup(options: HawksOptions, dice: Dice): HawksState {
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
  dice.note(`${n} objective${n === 1 ? "" : "s"}`);
  return {
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
    events: [],
  };
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

function place(s: HawksState, a: Extract<HawksAction, { type: "place" }>, dice: Dice) {
  const phase = s.phase as Extract<Phase, { kind: "place" }>;
  const ok = placements(s).some(
    (p) => p.x === a.x && p.y === a.y && (phase.what !== "cloud" || p.alt === a.alt),
  );
  if (!ok) throw new RuleError(`a ${phase.what === "aa" ? "AA chit" : phase.what} cannot go there`);
  if (phase.what === "objective") s.objectives.push({ x: a.x, y: a.y, hits: 0 });
  else if (phase.what === "aa") s.aa.push({ x: a.x, y: a.y });
  else s.clouds.push({ x: a.x, y: a.y, alt: a.alt as number });
  s.events.push(
    `${phase.what === "aa" ? "AA chit" : phase.what === "cloud" ? "Cloud" : "Objective"} placed`,
  );
  if (phase.left > 1) {
    s.phase = { ...phase, left: phase.left - 1 };
    return;
  }
  if (phase.what === "objective") {
    const n = CHITS_FOR_ROLL(dice.roll(6, "how many AA chits"));
    dice.note(`${n} AA chit${n === 1 ? "" : "s"}`);
    s.phase = { kind: "place", what: "aa", left: n };
  } else if (phase.what === "aa") {
    const n = CHITS_FOR_ROLL(dice.roll(6, "how many clouds"));
    dice.note(`${n} cloud${n === 1 ? "" : "s"}`);
    s.phase = { kind: "place", what: "cloud", left: n };
  } else s.phase = { kind: "priorities" };
}

function setPriorities(s: HawksState, side: Side, order: string[], dice: Dice) {
  const mine = alive(s, side).map((p) => p.id);
  if (s.secretOrders[side]) throw new RuleError("your priority chits are already down");
  if (
    order.length !== mine.length ||
    new Set(order).size !== order.length ||
    !order.every((id) => mine.includes(id))
  ) {
    throw new RuleError(`give each of your planes one priority chit: ${mine.join(", ")}`);
  }
  s.secretOrders[side] = order;
  s.events.push(`${side === "axis" ? "The Axis" : "The RAF"} lays its priority chits face down`);
  const { axis, british } = s.secretOrders;
  if (!axis || !british) return;
  for (const side2 of SIDES) {
    (s.secretOrders[side2] as string[]).forEach((id, i) => {
      planeOf(s, id).priority = i + 1;
    });
  }
  const cockade = dice.roll(6, "national cockade: who has the initiative");
  s.initiative = cockade <= 3 ? "axis" : "british";
  dice.note(
    s.initiative === "axis"
      ? "Italian cockade: the Axis has the initiative"
      : "RAF roundel: the RAF has the initiative",
  );
  const first = s.secretOrders[s.initiative] as string[];
  const second = s.secretOrders[other(s.initiative)] as string[];
  s.order = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (first[i]) s.order.push(first[i]);
    if (second[i]) s.order.push(second[i]);
  }
  s.secretOrders = {};
  s.next = 0;
  s.events.push("Priority chits shown");
  nextMover(s, dice);
}

function gameOverCheck(s: HawksState): boolean {
  if (alive(s, "axis").length === 0 || alive(s, "british").length === 0) {
    s.phase = { kind: "over" };
    s.events.push("One side has no planes left");
    return true;
  }
  return false;
}

function nextMover(s: HawksState, dice: Dice) {
  if (gameOverCheck(s)) return;
  while (s.next < s.order.length) {
    const p = planeOf(s, s.order[s.next++]);
    if (!p.down) {
      s.phase = { kind: "move", plane: p.id, steps: 0 };
      return;
    }
  }
  antiAircraft(s, dice);
  if (gameOverCheck(s)) return;
  const bombers = alive(s, "axis").filter(
    (p) =>
      AIRCRAFT[p.type].role === "bomber" && !p.bombed && s.objectives.some((o) => sameSquare(o, p)),
  );
  if (bombers.length > 0) s.phase = { kind: "bomb", bombers: bombers.map((b) => b.id) };
  else endTurn(s);
}

/** The raid is spent when no Axis bomber is left that could still bomb. */
const raidSpent = (s: HawksState) =>
  !alive(s, "axis").some((p) => AIRCRAFT[p.type].role === "bomber" && !p.bombed);

function endTurn(s: HawksState) {
  for (const p of s.planes) {
    p.fired = false;
    p.priority = null;
  }
  if (s.turn >= MAX_TURNS || raidSpent(s)) {
    s.phase = { kind: "over" };
    s.events.push(
      s.turn >= MAX_TURNS
        ? "The last turn is over"
        : "The raid is spent: no bomber is left to bomb",
    );
    return;
  }
  s.turn++;
  s.order = [];
  s.next = 0;
  s.initiative = null;
  s.phase = { kind: "priorities" };
}

/** Foe fighters that may fire on a plane that has just moved into their reach. */
function reactors(s: HawksState, mover: Plane): string[] {
  return alive(s, other(mover.side))
    .filter(
      (f) =>
        AIRCRAFT[f.type].role === "fighter" &&
        !f.fired &&
        sameSquare(f, mover) &&
        (f.alt === mover.alt || f.alt === mover.alt + 1) &&
        canSpot(s, f, mover),
    )
    .map((f) => f.id);
}

/** After a step, the foe may react; otherwise the move goes on or ends. */
function afterStep(s: HawksState, mover: Plane, steps: number, dice: Dice) {
  const candidates = reactors(s, mover);
  if (candidates.length > 0) {
    s.phase = { kind: "react", mover: mover.id, steps, candidates };
    return;
  }
  resume(s, mover, steps, dice);
}

function resume(s: HawksState, mover: Plane, steps: number, dice: Dice) {
  if (mover.down) return nextMover(s, dice);
  if (steps >= AIRCRAFT[mover.type].move) return endMove(s, mover, dice);
  s.phase = { kind: "move", plane: mover.id, steps };
}

/** The engagement rule at the end of a fighter's move: compulsory at its level, optional one level down. */
function endMove(s: HawksState, mover: Plane, dice: Dice) {
  if (AIRCRAFT[mover.type].role === "fighter" && !mover.fired && !mover.down) {
    const foes = alive(s, other(mover.side)).filter(
      (f) => sameSquare(f, mover) && canSpot(s, mover, f),
    );
    const level = foes.filter((f) => f.alt === mover.alt).map((f) => f.id);
    const below = foes.filter((f) => f.alt === mover.alt - 1).map((f) => f.id);
    if (level.length > 0) {
      s.phase = { kind: "engage", attacker: mover.id, targets: level, compulsory: true };
      return;
    }
    if (below.length > 0) {
      s.phase = { kind: "engage", attacker: mover.id, targets: below, compulsory: false };
      return;
    }
  }
  nextMover(s, dice);
}

export function stepTarget(p: Plane, dir: Extract<HawksAction, { type: "step" }>["dir"]) {
  if (dir === "up") return { x: p.x, y: p.y, alt: p.alt + 1 };
  if (dir === "down") return { x: p.x, y: p.y, alt: p.alt - 1 };
  const [dx, dy] = DIRS[dir as Dir];
  return { x: p.x + dx, y: p.y + dy, alt: p.alt };
}

export const legalSteps = (p: Plane) =>
  (["N", "E", "S", "W", "up", "down"] as const).filter((d) => {
    const t = stepTarget(p, d);
    return onBoard(t.x, t.y) && validAlt(t.alt);
  });

function act(state: HawksState, seat: string, action: HawksAction, dice: Dice): HawksState {
  if (seat !== "axis" && seat !== "british") throw new RuleError("the seats are axis and british");
  const s = clone(state);
  applyInPlace(s, seat, action, dice);
  return s;
}

/**
 * Plays an action on `s` itself (the computer player's playouts use this on
 * their own copies; everything else goes through the pure `act`).
 */
export function applyInPlace(s: HawksState, side: Side, action: HawksAction, dice: Dice): void {
  if (!toAct(s).includes(side)) throw new RuleError("it is not your turn to act");
  s.events = [];
  const ph = s.phase;
  switch (ph.kind) {
    case "place":
      if (action.type !== "place")
        throw new RuleError(`place the ${ph.what === "aa" ? "AA chits" : `${ph.what}s`} first`);
      place(s, action, dice);
      break;
    case "priorities":
      if (action.type !== "priorities") throw new RuleError("lay your priority chits first");
      setPriorities(s, side, action.order, dice);
      break;
    case "move": {
      const p = planeOf(s, ph.plane);
      if (action.type === "end") {
        if (ph.steps === 0) throw new RuleError("every plane must move at least one space a turn");
        endMove(s, p, dice);
      } else if (action.type === "step") {
        if (!legalSteps(p).includes(action.dir))
          throw new RuleError(`${p.id} cannot move ${action.dir} from there`);
        Object.assign(p, stepTarget(p, action.dir));
        afterStep(s, p, ph.steps + 1, dice);
      } else throw new RuleError(`move ${ph.plane}: a step or, after one, the end of its move`);
      break;
    }
    case "react": {
      const mover = planeOf(s, ph.mover);
      if (action.type === "react") {
        if (!ph.candidates.includes(action.attacker))
          throw new RuleError(`${action.attacker} cannot fire on ${mover.id} now`);
        engage(s, dice, planeOf(s, action.attacker), mover, false);
        if (gameOverCheck(s)) break;
        const left = reactors(s, mover);
        if (!mover.down && left.length > 0) s.phase = { ...ph, candidates: left };
        else resume(s, mover, ph.steps, dice);
      } else if (action.type === "pass") resume(s, mover, ph.steps, dice);
      else throw new RuleError(`fire on ${mover.id} or let it pass`);
      break;
    }
    case "engage": {
      const attacker = planeOf(s, ph.attacker);
      if (action.type === "attack") {
        if (!ph.targets.includes(action.target))
          throw new RuleError(`${attacker.id} cannot attack ${action.target}`);
        engage(s, dice, attacker, planeOf(s, action.target), true);
        nextMover(s, dice);
      } else if (action.type === "pass") {
        if (ph.compulsory)
          throw new RuleError("a foe at the same square and altitude must be engaged");
        nextMover(s, dice);
      } else throw new RuleError(`${attacker.id} must choose whom to attack`);
      break;
    }
    case "bomb": {
      if (action.type !== "bomb" && action.type !== "hold")
        throw new RuleError("bomb or hold with each bomber over an objective");
      if (!ph.bombers.includes(action.bomber))
        throw new RuleError(`${action.bomber} cannot bomb now`);
      if (action.type === "bomb") bomb(s, dice, planeOf(s, action.bomber));
      else s.events.push(`${label(planeOf(s, action.bomber))} holds its bombs`);
      const left = ph.bombers.filter((b) => b !== action.bomber);
      if (left.length > 0) s.phase = { kind: "bomb", bombers: left };
      else endTurn(s);
      break;
    }
    case "over":
      throw new RuleError("the game is over");
  }
}

export function legalActions(s: HawksState, side: Side): HawksAction[] {
  if (!toAct(s).includes(side)) return [];
  const ph = s.phase;
  switch (ph.kind) {
    case "place":
      return placements(s).map((p) => ({ type: "place", ...p }));
    case "priorities":
      return [{ type: "priorities", order: alive(s, side).map((p) => p.id) }];
    case "move": {
      const p = planeOf(s, ph.plane);
      const steps: HawksAction[] = legalSteps(p).map((dir) => ({ type: "step", dir }));
      return ph.steps > 0 ? [...steps, { type: "end" }] : steps;
    }
    case "react":
      return [
        ...ph.candidates.map((attacker): HawksAction => ({ type: "react", attacker })),
        { type: "pass" },
      ];
    case "engage":
      return [
        ...ph.targets.map((target): HawksAction => ({ type: "attack", target })),
        ...(ph.compulsory ? [] : [{ type: "pass" } as HawksAction]),
      ];
    case "bomb":
      return ph.bombers.flatMap((bomber): HawksAction[] => [
        { type: "bomb", bomber },
        { type: "hold", bomber },
      ]);
    case "over":
      return [];
  }
}

function outcome(s: HawksState): Outcome | null {
  if (s.phase.kind !== "over") return null;
  const winner: Side = s.vp.axis > s.vp.british ? "axis" : "british";
  return {
    winners: [winner],
    scores: { ...s.vp },
    summary: `${winner === "axis" ? "Axis" : "RAF"} victory, ${s.vp.axis}–${s.vp.british} in victory points`,
  };
}

const DIR_WORDS = ["N", "E", "S", "W", "up", "down"];

function parseAction(input: unknown): HawksAction {
  const a = input as Record<string, unknown>;
  const bad = () => new RuleError("not a Hawks over Malta action");
  if (typeof a !== "object" || a === null || typeof a.type !== "string") throw bad();
  const id = (v: unknown) => typeof v === "string" && /^[AB]\d{1,2}$/.test(v);
  const int = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 100;
  switch (a.type) {
    case "place":
      if (!int(a.x) || !int(a.y) || (a.alt !== undefined && !int(a.alt))) throw bad();
      return a.alt === undefined
        ? { type: "place", x: a.x as number, y: a.y as number }
        : { type: "place", x: a.x as number, y: a.y as number, alt: a.alt as number };
    case "priorities":
      if (!Array.isArray(a.order) || a.order.length > 20 || !a.order.every(id)) throw bad();
      return { type: "priorities", order: a.order as string[] };
    case "step":
      if (!DIR_WORDS.includes(a.dir as string)) throw bad();
      return { type: "step", dir: a.dir as Extract<HawksAction, { type: "step" }>["dir"] };
    case "end":
    case "pass":
      return { type: a.type };
    case "react":
      if (!id(a.attacker)) throw bad();
      return { type: "react", attacker: a.attacker as string };
    case "attack":
      if (!id(a.target)) throw bad();
      return { type: "attack", target: a.target as string };
    case "bomb":
    case "hold":
      if (!id(a.bomber)) throw bad();
      return { type: a.type, bomber: a.bomber as string };
  }
  throw bad();
}

function parseOptions(input: unknown): HawksOptions {
  const scenario = (input as { scenario?: unknown } | undefined)?.scenario ?? 1;
  if (
    !Number.isInteger(scenario) ||
    (scenario as number) < 1 ||
    (scenario as number) > SCENARIOS.length
  ) {
    throw new RuleError(`choose a scenario from 1 to ${SCENARIOS.length}`);
  }
  const computer = (input as { computer?: unknown } | undefined)?.computer;
  if (computer === undefined || computer === null) return { scenario: scenario as number };
  if (computer !== "axis" && computer !== "british") {
    throw new RuleError('the computer can play "axis" or "british"');
  }
  return { scenario: scenario as number, computer };
}

function describe(a: HawksAction): string {
  switch (a.type) {
    case "place":
      return `Place at ${String.fromCharCode(65 + a.x)}${a.y + 1}${a.alt ? `, altitude ${a.alt}` : ""}`;
    case "priorities":
      return "Lay priority chits";
    case "step":
      return `Move ${a.dir}`;
    case "end":
      return "End the move";
    case "react":
      return `${a.attacker} fires as the foe passes`;
    case "attack":
      return `Attack ${a.target}`;
    case "pass":
      return "Hold fire";
    case "bomb":
      return `${a.bomber} bombs`;
    case "hold":
      return `${a.bomber} holds its bombs`;
    case "secret":
      return "Moves a plane";
  }
}

export const hawksOverMalta: Rules<HawksState, HawksAction, HawksOptions, HawksView> = {
  id: "hawks-over-malta",
  title: "Hawks over Malta",
  version: 2,
  seats: () => ["axis", "british"],
  parseOptions,
  parseAction,
  setup,
  view: hawksView,
  act,
  outcome,
  // Only a move that rolled nothing and showed nothing may be taken back (the contract's default).
  undoable: (e: Entry<HawksAction>) => e.rolls.length === 0 && e.action.type === "step",
  subtitle: (o) =>
    `Scenario ${o.scenario}, ${SCENARIOS[o.scenario - 1].name}${o.computer ? ` · the computer flies the ${o.computer === "axis" ? "Axis" : "RAF"}` : ""}`,
  describe,
  visibleEntry: redactEntry,
  visibleSetup: redactSetup,
};
