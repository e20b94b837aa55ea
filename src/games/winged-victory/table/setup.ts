/**
 * The table companion's options (the planes the players put on the table,
 * their pilots, where they start, whether positions are typed, the board
 * file of the printed mats, the optional rules the companion applies) and
 * its set-up.
 */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { boardColumns, MAX_MAT_WIDTH, parseBoard, weatherOnBoard } from "../board/grid-board.js";
import { CLEAR_SKY, parseWeather } from "../board/weather.js";
import { DEFAULT_COMBAT_OPTIONS } from "../combat/data.js";
import { DEFAULT_FLIGHT_OPTIONS, flightAt } from "../flight/types.js";
import { boxOf, parsePrinted } from "../game/printed.js";
import { startingPlanes } from "../game/setup.js";
import { planeOf, type WvRules } from "../game/state.js";
import { NOMINAL_COL, settleThrottles } from "./base.js";
import type { TableOptions, TablePlane, TableRuleKey, TableState } from "./state.js";

export const TABLE_RULES: Record<TableRuleKey, string> = {
  extraDivingHex: "One more diving Hex before levelling out or climbing",
  handlingTests: "A Handling Test before a barrel roll, half loop, Immelmann or side slip",
  anyThrottle: "Any throttle on rotary engines",
  hitAspect: "Hit location: +1 from the rear, −1 from the front",
  targetSize: "Target size modifies the attacker's die",
  goggles: "A leak blinds the pilot for his next move (goggles)",
  westerlies: "A dead pilot's plane dives hard when pointing west",
  timeFreezing: "Time Freezing in combat (with positions)",
};
const RULE_KEYS = Object.keys(TABLE_RULES) as TableRuleKey[];

const planeSchema = z
  .object({
    // A built-in plane's id, or one of the box file's (checked against the game's planes below).
    type: z.string().min(1).max(40),
    side: z.enum(["allies", "germans"]),
    skill: z.enum(["recruit", "expert", "ace"]).optional(),
    pilot: z.string().max(40).optional(),
    level: z.number().int().min(1).max(30),
    speed: z.number().int().min(-5).max(15),
    heading: z.enum(["E", "W"]).optional(),
    col: z
      .number()
      .int()
      .min(0)
      .max(3 * MAX_MAT_WIDTH - 1)
      .optional(),
  })
  .strict();

const optionsSchema = z
  .object({
    title: z.string().max(80).optional(),
    planes: z.array(planeSchema).min(2).max(12).optional(),
    turns: z.number().int().min(1).max(60).optional(),
    positions: z.boolean().optional(),
    mats: z.number().int().min(1).max(3).optional(),
    spotting: z.boolean().optional(),
    weather: z.unknown().optional(),
    /** A board file, as the game takes it (board/grid-board.ts): a value or its JSON text. */
    board: z.unknown().optional(),
    /** The owner's box file (game/printed.ts): his printed planes, dice and tables. */
    printed: z.unknown().optional(),
    rules: z
      .object(Object.fromEntries(RULE_KEYS.map((k) => [k, z.boolean().optional()])))
      .strict()
      .optional(),
  })
  .strict();

/** A small fight for a first try: a Camel and an Albatros D.V closing head on at Medium altitude. */
export const DEFAULT_PLANES: TableOptions["planes"] = [
  {
    type: "camel",
    side: "allies",
    skill: "expert",
    pilot: "",
    level: 12,
    speed: 5,
    heading: "E",
    col: 40,
  },
  {
    type: "albatros-d5",
    side: "germans",
    skill: "expert",
    pilot: "",
    level: 12,
    speed: 5,
    heading: "W",
    col: 46,
  },
];

export function parseOptions(input: unknown): TableOptions {
  const r = optionsSchema.safeParse(input ?? {});
  if (!r.success) {
    const msg = plainIssues(r.error, "options");
    throw new RuleError(`table companion options: ${msg}`);
  }
  const o = r.data;
  const planes = (o.planes ?? DEFAULT_PLANES).map((p) => ({
    type: p.type,
    side: p.side,
    skill: p.skill ?? "expert",
    pilot: (p.pilot ?? "").trim(),
    level: p.level,
    speed: p.speed,
    heading: p.heading ?? (p.side === "allies" ? "E" : "W"),
    col: p.col ?? (p.side === "allies" ? 40 : 46),
  }));
  for (const side of ["allies", "germans"] as const)
    if (!planes.some((p) => p.side === side))
      throw new RuleError(`table companion options: the ${side} need at least one plane`);
  const printed = o.printed === undefined ? undefined : parsePrinted(o.printed);
  const box = boxOf({ printed });
  planes.forEach((p, i) => {
    const type = box.typeOf.get(p.type);
    if (type === undefined)
      throw new RuleError(
        `table companion options: plane ${i + 1}: no plane "${p.type}" (planes: ${[...box.typeOf.keys()].join(", ")})`,
      );
    const plane = planeOf(type);
    if (plane.side !== p.side)
      throw new RuleError(
        `table companion options: plane ${i + 1}, the ${plane.name}, flies for the ${plane.side}`,
      );
    if (p.level > plane.ceiling)
      throw new RuleError(
        `table companion options: plane ${i + 1}, the ${plane.name}, cannot be above level ${plane.ceiling}`,
      );
  });
  const mats = o.mats ?? 3;
  const positions = o.positions ?? true;
  // The game's own reader of board files: one set of checks and messages.
  const board =
    o.board === undefined ? undefined : parseBoard(o.board, "table companion options: board");
  if (board && !positions)
    throw new RuleError(
      "table companion options: the board file needs the positions (positions: true)",
    );
  const given = o.weather === undefined ? CLEAR_SKY : parseWeather(o.weather);
  const weather = board ? weatherOnBoard(given, mats, board) : given;
  // (Its own output, read again from a log, gives the clear sky without positions.)
  if (!positions && JSON.stringify(weather) !== JSON.stringify(CLEAR_SKY))
    throw new RuleError(
      "table companion options: the weather needs the positions (positions: true)",
    );
  if (o.spotting && !positions)
    throw new RuleError(
      "table companion options: the Spotting Tests need the positions (positions: true)",
    );
  if (positions) {
    const cols = boardColumns(mats, board);
    const across = board ? ` of ${board.matWidth} Hexes` : "";
    planes.forEach((p, i) => {
      if (p.col >= cols)
        throw new RuleError(
          `table companion options: plane ${i + 1} stands in column ${p.col}, beyond ${mats} mat${mats > 1 ? "s" : ""}${across} (columns 0–${cols - 1})`,
        );
    });
  }
  // Time Freezing, which the text strongly recommends, is on by default where it can be: with positions.
  const rules = Object.fromEntries(
    RULE_KEYS.map((k) => [k, o.rules?.[k] ?? (k === "timeFreezing" && positions)]),
  ) as Record<TableRuleKey, boolean>;
  if (rules.timeFreezing && !positions)
    throw new RuleError(
      "table companion options: Time Freezing needs the positions (positions: true)",
    );
  return {
    title: o.title?.trim() || "A fight at the table",
    planes,
    turns: o.turns ?? 10,
    positions,
    mats,
    spotting: o.spotting ?? false,
    weather,
    ...(board ? { board } : {}),
    rules,
    ...(printed === undefined ? {} : { printed }),
  };
}

/** The engine's rules object: the companion's choices; the rules of what it does not keep off. */
export function engineRules(o: TableOptions): WvRules {
  return {
    ...DEFAULT_FLIGHT_OPTIONS,
    ...DEFAULT_COMBAT_OPTIONS,
    ...o.rules,
    lowBehind: false,
    sixtyDegreeLine: false,
    altitudeDie: false,
  };
}

export function setup(o: TableOptions): TableState {
  const set = o.planes.map((p) => ({ ...p, col: o.positions ? p.col : NOMINAL_COL }));
  const planes: TablePlane[] = startingPlanes(set, boxOf(o)).map((q, k) => ({
    ...q,
    // Any level is in the air here, and the throttle follows the speed the players gave.
    flight: flightAt(o.planes[k].level, o.planes[k].speed),
    throttle: Math.min(Math.max(o.planes[k].speed, 0), planeOf(q.type).maxLevelSpeed.medium),
    pilot: o.planes[k].pilot,
    situation: "engaged",
    tailing: null,
    last: null,
  }));
  const s: TableState = {
    v: 1,
    options: o,
    rules: engineRules(o),
    turn: 1,
    lastTurn: o.turns,
    planes,
    sight: new Array(planes.length * planes.length).fill(0),
    phase: { kind: "throttle" },
    shots: [],
    pending: null,
    need: null,
    events: [],
    history: [],
    vp: { allies: 0, germans: 0 },
  };
  settleThrottles(s);
  return s;
}
