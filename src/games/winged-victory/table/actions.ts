/**
 * The table companion's actions: reading an untrusted one, its log line,
 * the actions open now, and applying one to a state (a copy).
 */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { count } from "../../../engine/words.js";
import { MAX_MAT_WIDTH } from "../board/grid-board.js";
import { moveName } from "../flight/flight.js";
import { placeOf } from "../flight/path.js";
import { boxOf } from "../game/printed.js";
import { planeOf } from "../game/state.js";
import { TOP_LEVEL } from "../planes/plane.js";
import { retire } from "../turn/fly.js";
import {
  columnsOf,
  inPlay,
  matWidthOfTable,
  mover,
  movesFor,
  settleThrottles,
  shim,
  throttleChoices,
} from "./base.js";
import { ASPECTS, nameShot, reachOf, shotChoices } from "./fire.js";
import { attempt, dieOf, facesOf, readRoll } from "./rolls.js";
import type { TableAction, TablePlane, TableState } from "./state.js";
import { finish, finishedSide, freezeAfter } from "./turn.js";

/** An event of a step that throws no dice: shown now and kept in the history. */
function note(s: TableState, text: string): void {
  s.events.push(text);
  s.history.push(`turn ${s.turn}: ${text}`);
}

const planeId = z.string().regex(/^[AG]\d{1,2}$/, "a plane's counter id such as A1 or G2");
const SITUATIONS = ["tail", "engaged", "none-in-sight", "target-in-sight"] as const;
const SITUATION_WORDS: Record<(typeof SITUATIONS)[number], string> = {
  tail: "tailing or tailed",
  engaged: "engaged",
  "none-in-sight": "not engaged, with no enemy in sight",
  "target-in-sight": "not engaged, with an enemy in sight",
};
const actionSchema = z.discriminatedUnion("type", [
  z
    .object({ type: z.literal("throttle"), plane: planeId, value: z.number().int().min(0).max(20) })
    .strict(),
  z
    .object({
      type: z.literal("situation"),
      plane: planeId,
      situation: z.enum(SITUATIONS),
      tails: planeId.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("place"),
      plane: planeId,
      col: z
        .number()
        .int()
        .min(-20)
        .max(3 * MAX_MAT_WIDTH + 20),
      level: z.number().int().min(0).max(TOP_LEVEL),
      heading: z.enum(["E", "W"]),
    })
    .strict(),
  z.object({ type: z.literal("leave"), plane: planeId }).strict(),
  z.object({ type: z.literal("drop"), plane: planeId }).strict(),
  z.object({ type: z.literal("order") }).strict(),
  z
    .object({
      type: z.literal("move"),
      plane: planeId,
      move: z.string().min(1).max(60),
      freeze: z.number().int().min(1).max(30).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("shoot"),
      plane: planeId,
      crew: z.number().int().min(0).max(5),
      target: planeId,
      longBurst: z.boolean(),
      range: z.number().int().min(1).max(20).optional(),
      aspect: z.enum(["front", "beam", "rear"]).optional(),
    })
    .strict(),
  z.object({ type: z.literal("fire") }).strict(),
  z
    .object({
      type: z.literal("roll"),
      die: z.string().min(1).max(20),
      face: z.string().min(1).max(40),
    })
    .strict(),
  z.object({ type: z.literal("end") }).strict(),
]);

export function parseAction(input: unknown): TableAction {
  const r = actionSchema.safeParse(input);
  if (!r.success) {
    const msg = plainIssues(r.error, "action");
    throw new RuleError(`not an action of the table companion: ${msg}`);
  }
  return r.data as TableAction;
}

export function describe(a: TableAction): string {
  switch (a.type) {
    case "throttle":
      return `${a.plane}: throttle ${a.value}`;
    case "situation":
      return a.tails
        ? `${a.plane} tails ${a.tails}`
        : `${a.plane} is ${SITUATION_WORDS[a.situation]}`;
    case "place":
      return `${a.plane} stands in Hex ${a.col}, level ${a.level}, heading ${a.heading}`;
    case "leave":
      return `${a.plane} leaves the board`;
    case "drop":
      return `${a.plane} drops its bombs`;
    case "order":
      return "throttles set: the order of movement";
    case "move":
      return `${a.plane} flew ${a.move}${a.freeze ? ` (time freezes after ${count(a.freeze, "Hex")})` : ""}`;
    case "shoot":
      return `${a.plane} crew ${a.crew + 1} fires at ${a.target}${a.longBurst ? " (long burst)" : ""}${a.range !== undefined ? `, ${a.range} Hexes, ${a.aspect}` : ""}`;
    case "fire":
      return "every shot named: roll them";
    case "roll":
      return `the ${a.die} shows ${a.face}`;
    case "end":
      return "the players end the fight";
  }
}

const planeOr = (s: TableState, id: string): TablePlane => {
  const p = s.planes.find((x) => x.id === id);
  if (!p) throw new RuleError(`there is no plane ${id}`);
  return p;
};

/** Every action open now (with a roll asked: one per face of the die asked). */
export function legalActions(s: TableState): TableAction[] {
  const out: TableAction[] = [];
  if (s.phase.kind === "over") return out;
  if (s.need) {
    const alea = boxOf(s.options).alea;
    const die = dieOf(s.need, alea);
    for (const face of facesOf(s.need, alea)) out.push({ type: "roll", die, face });
    return out;
  }
  if (s.phase.kind === "throttle") {
    for (const p of s.planes) {
      if (!inPlay(p)) continue;
      for (const value of throttleChoices(s, p))
        if (value !== p.throttle) out.push({ type: "throttle", plane: p.id, value });
      if (!s.options.positions)
        for (const situation of SITUATIONS)
          if (situation !== p.situation) out.push({ type: "situation", plane: p.id, situation });
      if (!s.options.positions)
        for (const q of s.planes)
          if (q.side !== p.side && inPlay(q) && p.tailing !== q.id)
            out.push({ type: "situation", plane: p.id, situation: "tail", tails: q.id });
      if (p.loaded) out.push({ type: "drop", plane: p.id });
      out.push({ type: "leave", plane: p.id });
    }
    out.push({ type: "order" }, { type: "end" });
    return out;
  }
  if (s.phase.kind === "move") {
    const p = mover(s);
    if (p)
      for (const m of movesFor(s, p)) {
        const move = moveName(m);
        out.push({ type: "move", plane: p.id, move });
        for (const freeze of freezeAfter(s, p, m))
          out.push({ type: "move", plane: p.id, move, freeze });
      }
    return out;
  }
  for (const c of shotChoices(s))
    for (const longBurst of [false, true]) {
      if (s.options.positions)
        out.push({ type: "shoot", plane: c.plane, crew: c.crew, target: c.target, longBurst });
      else {
        const p = planeOr(s, c.plane);
        for (let range = 1; range <= reachOf(p, c.crew); range++)
          for (const aspect of ASPECTS)
            out.push({
              type: "shoot",
              plane: c.plane,
              crew: c.crew,
              target: c.target,
              longBurst,
              range,
              aspect,
            });
      }
    }
  out.push({ type: "fire" });
  return out;
}

/** Applies `a` to `s` (a copy the caller owns); returns the state after it. */
export function apply(s: TableState, a: TableAction): TableState {
  if (s.phase.kind === "over") throw new RuleError("the fight is over");
  if (s.need && s.pending) {
    const alea = boxOf(s.options).alea;
    if (a.type !== "roll")
      throw new RuleError(`first the die asked for: ${s.need.purpose} (${dieOf(s.need, alea)})`);
    const value = readRoll(s.need, a.die, a.face, alea);
    return attempt(s, s.pending.op, [...s.pending.values, value]);
  }
  if (a.type === "roll") throw new RuleError("no die is asked for now");
  s.events = [];
  switch (a.type) {
    case "place":
      if (s.phase.kind === "fire" && !s.phase.resume && s.shots.length === 0) return atStart(s, a);
      if (s.phase.kind !== "throttle")
        throw new RuleError(
          "a position is corrected at the start of a turn, or in the fire step before any shot is named",
        );
      return atStart(s, a);
    case "throttle":
    case "situation":
    case "leave":
    case "drop":
    case "order":
    case "end":
      if (s.phase.kind !== "throttle")
        throw new RuleError("that is done at the start of a turn, before the order of movement");
      return atStart(s, a);
    case "move": {
      if (s.phase.kind !== "move") throw new RuleError("no plane is moving now");
      return attempt(
        s,
        a.freeze === undefined
          ? { kind: "move", plane: a.plane, move: a.move }
          : { kind: "move", plane: a.plane, move: a.move, freeze: a.freeze },
        [],
      );
    }
    case "shoot": {
      if (s.phase.kind !== "fire")
        throw new RuleError("shots are named after every plane has moved");
      const shot = nameShot(s, a);
      s.shots.push(shot);
      note(
        s,
        `${shot.plane} ${shot.role ?? `crew ${shot.crew + 1}`} will fire at ${shot.target}: the ${shot.die} die`,
      );
      return s;
    }
    case "fire":
      if (s.phase.kind !== "fire")
        throw new RuleError("the fire step comes after every plane has moved");
      return attempt(s, { kind: "fire" }, []);
  }
}

function atStart(s: TableState, a: TableAction): TableState {
  switch (a.type) {
    case "throttle": {
      const p = planeOr(s, a.plane);
      const choices = throttleChoices(s, p);
      if (!inPlay(p)) throw new RuleError(`${p.id} is out of the fight`);
      if (!choices.includes(a.value))
        throw new RuleError(
          `${p.id}'s throttle can be ${choices.join(" or ")} this turn, not ${a.value}${choices.length === 1 ? "" : ` (the ${planeOf(p.type).name}, ${planeOf(p.type).engine} engine)`}`,
        );
      p.throttle = a.value;
      note(s, `${p.id}: throttle ${a.value}`);
      return s;
    }
    case "situation": {
      if (s.options.positions)
        throw new RuleError("with typed positions the companion finds each plane's situation");
      const p = planeOr(s, a.plane);
      if (a.tails !== undefined) {
        const q = planeOr(s, a.tails);
        if (a.situation !== "tail") throw new RuleError("only a plane tailing another names it");
        if (q.side === p.side || !inPlay(q))
          throw new RuleError(`${p.id} can tail only an enemy plane in the fight, not ${q.id}`);
        q.situation = "tail";
        p.tailing = q.id;
        note(s, `${p.id} tails ${q.id}`);
      } else {
        p.tailing = null;
        note(s, `${a.plane} is ${SITUATION_WORDS[a.situation]}`);
      }
      p.situation = a.situation;
      return s;
    }
    case "place": {
      if (!s.options.positions) throw new RuleError("this fight is kept without positions");
      const p = planeOr(s, a.plane);
      if (!inPlay(p)) throw new RuleError(`${p.id} is out of the fight`);
      if (a.level < 1) throw new RuleError("a plane in the air stands at level 1 or higher");
      const cols = columnsOf(s);
      if (a.col < 0 || a.col >= cols)
        throw new RuleError(
          `the board's columns are 0 to ${cols - 1} (${s.options.mats} mat${s.options.mats > 1 ? "s" : ""} of ${matWidthOfTable(s)} Hexes); a plane beyond them has left the board`,
        );
      p.place = placeOf({ col: a.col, level: a.level }, a.heading);
      p.flight = { ...p.flight, half: 2 * a.level };
      settleThrottles(s);
      note(s, `${p.id} stands in Hex ${a.col}, level ${a.level}, heading ${a.heading}`);
      return s;
    }
    case "leave": {
      const p = planeOr(s, a.plane);
      if (!inPlay(p)) throw new RuleError(`${p.id} is out of the fight`);
      const w = shim(s, s.planes);
      retire(w, p, "fled", "leaves the board");
      for (const e of w.events) note(s, e);
      const was = s.events.length;
      if (finishedSide(s))
        for (const e of s.events.slice(was)) s.history.push(`turn ${s.turn}: ${e}`);
      return s;
    }
    case "drop": {
      const p = planeOr(s, a.plane);
      if (!p.loaded) throw new RuleError(`${p.id} carries no bombs`);
      p.loaded = false;
      settleThrottles(s);
      note(s, `${p.id} drops its bombs`);
      return s;
    }
    case "end":
      finish(s, "the players ended it");
      for (const e of s.events) s.history.push(`turn ${s.turn}: ${e}`);
      return s;
    default:
      return attempt(s, { kind: "order" }, []);
  }
}
