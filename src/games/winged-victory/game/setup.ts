/**
 * Winged Victory: the game's options (a ready scenario or a generated
 * mission, the optional rules by name) and its set-up. A generated mission
 * rolls each side's mission on the year's d20 table; its flights, targets
 * and placement follow our reconstructed briefings (missions/data.ts).
 */
import { z } from "zod";
import type { Dice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { withArticle } from "../../../engine/words.js";
import {
  boardColumns,
  boardSchema,
  DEFAULT_BOARD,
  onBoardOf,
  parseBoard,
  weatherOnBoard,
} from "../board/grid-board.js";
import { CLEAR_SKY } from "../board/weather.js";
import { fullAmmo } from "../combat/combat.js";
import { freshDamage } from "../combat/damage.js";
import { COMBAT_OPTION_LABELS, DEFAULT_COMBAT_OPTIONS, SKILLS } from "../combat/data.js";
import { onGround } from "../flight/field.js";
import { placeOf } from "../flight/path.js";
import { DEFAULT_FLIGHT_OPTIONS, FLIGHT_OPTION_LABELS, flightAt } from "../flight/types.js";
import {
  emptyTally,
  MISSION_IDS,
  type MissionId,
  rollMissions,
  type Side,
} from "../missions/missions.js";
import { airfieldStart, rollSky } from "../missions/roll.js";
import {
  SCENARIOS,
  type Scenario,
  type ScenarioPlane,
  scenarioById,
} from "../missions/scenarios.js";
import type { Plane } from "../planes/plane.js";
import { type Box, boxOf, DEFAULT_BOX, parsePrinted } from "./printed.js";
import {
  COMPUTER_LEVELS,
  type PlaneState,
  planeOf,
  SIDES,
  type WvOptions,
  type WvRules,
  type WvState,
} from "./state.js";

export const DEFAULT_RULES: WvRules = {
  ...DEFAULT_FLIGHT_OPTIONS,
  ...DEFAULT_COMBAT_OPTIONS,
  // On by default: of the optional rules, the text singles this one out as strongly
  // recommended (the others only once the basic rules are mastered).
  timeFreezing: true,
};

/** Each optional rule's name for the view; `optional` = green in the text. */
export const RULE_LABELS: Record<keyof WvRules, { label: string; optional: boolean }> = {
  ...FLIGHT_OPTION_LABELS,
  ...(Object.fromEntries(
    Object.entries(COMBAT_OPTION_LABELS).map(([k, label]) => [k, { label, optional: true }]),
  ) as Record<keyof typeof COMBAT_OPTION_LABELS, { label: string; optional: boolean }>),
};

const RULE_KEYS = Object.keys(DEFAULT_RULES) as (keyof WvRules)[];

const flightSchema = z
  .array(z.object({ type: z.string().max(40), skill: z.enum(SKILLS) }).strict())
  .min(1)
  .max(6);

const optionsSchema = z
  .object({
    scenario: z.string().max(40).optional(),
    year: z.union([z.literal(1916), z.literal(1917)]).optional(),
    missions: z
      .object({ allies: z.enum(MISSION_IDS), germans: z.enum(MISSION_IDS) })
      .strict()
      .optional(),
    flight: z.object({ allies: flightSchema, germans: flightSchema }).strict().optional(),
    turns: z.number().int().min(0).max(60).optional(),
    rules: z
      .object(Object.fromEntries(RULE_KEYS.map((k) => [k, z.boolean().optional()])))
      .strict()
      .optional(),
    board: boardSchema.optional(),
    computer: z.enum(SIDES).optional(),
    computerLevel: z.enum(COMPUTER_LEVELS).optional(),
    printed: z.unknown().optional(),
  })
  .strict();

export function parseOptions(input: unknown): WvOptions {
  const r = optionsSchema.safeParse(input ?? {});
  if (!r.success) {
    const msg = plainIssues(r.error, "options");
    throw new RuleError(`Winged Victory options: ${msg}`);
  }
  const scenario = r.data.scenario ?? SCENARIOS[0].id;
  if (scenario !== "mission" && !scenarioById(scenario))
    throw new RuleError(
      `no scenario "${scenario}" (scenarios: ${SCENARIOS.map((s) => s.id).join(", ")}, or mission)`,
    );
  const rules = { ...DEFAULT_RULES, ...(r.data.rules as Partial<WvRules> | undefined) };
  const out: WvOptions = { scenario, year: r.data.year ?? 1917, turns: r.data.turns ?? 0, rules };
  if (r.data.board) out.board = parseBoard(r.data.board, "Winged Victory options: board");
  if (r.data.printed !== undefined) out.printed = parsePrinted(r.data.printed);
  if (r.data.missions) out.missions = chosenMissions(scenario, r.data.missions, boxOf(out));
  if (r.data.computer) out.computer = r.data.computer;
  if (r.data.computerLevel) {
    if (!r.data.computer)
      throw new RuleError("Winged Victory options: computerLevel is for a side the computer flies");
    out.computerLevel = r.data.computerLevel;
  }
  if (r.data.flight) out.flight = chosenFlight(out, r.data.flight);
  return out;
}

/** Planes chosen instead of rolled (a Squadron Career's mission): each of its side, on a generated mission with chosen missions. */
function chosenFlight(
  o: WvOptions,
  f: NonNullable<WvOptions["flight"]>,
): NonNullable<WvOptions["flight"]> {
  if (!o.missions)
    throw new RuleError(
      "Winged Victory options: flight: the planes are chosen only with the missions",
    );
  for (const side of SIDES)
    for (const [k, p] of f[side].entries()) {
      const type = boxOf(o).typeOf.get(p.type);
      const plane = type === undefined ? undefined : planeOf(type);
      if (!plane || plane.side !== side)
        throw new RuleError(
          `Winged Victory options: flight › ${side === "allies" ? "Allies" : "Germans"} #${k + 1}: "${p.type}" is not ${withArticle(side === "allies" ? "Allied" : "German")} plane`,
        );
    }
  return { allies: f.allies.map((p) => ({ ...p })), germans: f.germans.map((p) => ({ ...p })) };
}

/**
 * Missions chosen instead of rolled: only for a generated mission, and a red
 * one sets the other side's. Where both are red (Strategic Bombing against
 * Scramble), one of them standing against its counter is enough, as when
 * the dice roll them: the first red roll sets the other side's mission.
 */
function chosenMissions(
  scenario: string,
  m: Record<Side, MissionId>,
  box: Box,
): Record<Side, MissionId> {
  if (scenario !== "mission")
    throw new RuleError('Winged Victory options: missions are chosen only with scenario "mission"');
  const briefings = box.briefings;
  const a = briefings[m.allies];
  const g = briefings[m.germans];
  const paired = (a.red && a.counter === m.germans) || (g.red && g.counter === m.allies);
  const red = [a, g].find((b) => b.red);
  if (red && !paired)
    throw new RuleError(
      `Winged Victory options: missions: ${red.name} involves both sides; the other side flies ${briefings[red.counter as MissionId].name}`,
    );
  return { allies: m.allies, germans: m.germans };
}

const MATS = 3;

/** A plane as it starts a fight: fresh, fully loaded, where its set-up says. */
function planeState(sp: ScenarioPlane, id: string, box: Box): PlaneState {
  const type = box.typeOf.get(sp.type) ?? sp.type;
  const plane = planeOf(type);
  return {
    id,
    type,
    side: sp.side,
    skill: sp.skill,
    place: placeOf({ col: sp.col, level: sp.level }, sp.heading),
    flight: sp.level === 0 ? onGround(sp.speed) : flightAt(sp.level, sp.speed),
    throttle: Math.min(sp.speed, plane.maxLevelSpeed.medium),
    damage: freshDamage(plane),
    // Array.from, not map: the same array shape whether or not V8 has compiled the set-up yet.
    ammo: Array.from(plane.crew, (c) => (c.weapon ? fullAmmo(c.weapon) : null)),
    jammed: Array.from(plane.crew, () => false),
    loaded: plane.code === "B",
    fate: null,
    flown: "",
    evasion: 0,
    pilotFires: true,
    gunnersFire: true,
    bombAimer: -1,
    freezeAt: null,
    // Present from the start: a plane object keeps one shape when a freeze first sets it.
    deferred: null,
    fired: Array.from(plane.crew, () => false),
    hitBy: null,
  };
}

/** The planes of a set-up as they start, each side's numbered in order (A1, A2 … G1, G2 …). */
export function startingPlanes(
  set: readonly ScenarioPlane[],
  box: Box = DEFAULT_BOX,
): PlaneState[] {
  const count = { allies: 0, germans: 0 };
  return Array.from(set, (sp) => {
    count[sp.side] += 1;
    return planeState(sp, `${sp.side === "allies" ? "A" : "G"}${count[sp.side]}`, box);
  });
}

/** What a fresh game state holds of a turn under way: nothing pending, no flak, no events. */
export function quietTurn(): Pick<WvState, "pending" | "flak" | "events" | "revealed"> {
  return {
    // `calls` present from the start: a pending record keeps one shape when a call is set.
    pending: {
      allies: { throttles: {}, flak: [], shots: [], calls: undefined },
      germans: { throttles: {}, flak: [], shots: [], calls: undefined },
    },
    flak: [],
    events: [],
    revealed: false,
  };
}

/**
 * reconstructed (the briefings' set-ups are lost): each side flies the planes
 * its briefing names (one of its planes of each code, by die roll; a code
 * the side has no plane for is flown by a two-seater), from its own edge of
 * the board at Medium altitude, heading for the front; a side flying
 * Scramble starts on its airfield instead, on the ground behind what the
 * enemy attacks, and must take off (ruling W15; missions/roll.ts). The sky
 * and the sun are rolled once the planes and targets stand (`rollSky`).
 * Targets stand on the enemy side: a depot on the far mat for Strategic
 * Bombing, a battery behind the front for Bombing, trenches by the front
 * for Strafing, a balloon aloft at level 4 for Balloon Busting, a railway
 * yard for RECON.
 */
function missionScenario(
  missions: Record<Side, MissionId>,
  dice: Dice,
  matWidth: number,
  flight: WvOptions["flight"],
  box: Box,
): Scenario {
  const briefings = box.briefings;
  const planes: ScenarioPlane[] = [];
  for (const side of SIDES) {
    const b = briefings[missions[side]];
    const low = /low/.test(b.flight);
    const ground = missions[side] === "scramble" || /airfield/.test(b.flight);
    const attacked = TARGET_FOR[missions[side === "allies" ? "germans" : "allies"]]?.col ?? null;
    const codes: string[] = [];
    for (const part of b.flight.matchAll(/(\d+)\s*([FRB])/g))
      for (let k = 0; k < Number(part[1]); k++) codes.push(part[2]);
    const chosen = flight?.[side];
    (chosen ?? codes).forEach((code, k) => {
      let plane: Plane;
      if (typeof code === "object") plane = planeOf(box.typeOf.get(code.type) ?? code.type);
      else {
        let pool = box.planes.filter((p) => p.side === side && p.code === code);
        if (pool.length === 0) pool = box.planes.filter((p) => p.side === side && p.code === "R");
        plane =
          pool[
            dice.roll(
              pool.length,
              `${side === "allies" ? "Allies" : "Germans"}: which ${code} plane flies`,
            ) - 1
          ];
        dice.note(plane.name);
      }
      const west = side === "allies";
      const field = ground
        ? airfieldStart(box.setupTable.airfield, plane, side, MATS * matWidth, attacked, k)
        : null;
      planes.push({
        type: plane.id,
        side,
        skill: typeof code === "object" ? code.skill : "expert",
        col: field ? field.col : west ? 2 + 2 * k : MATS * matWidth - 3 - 2 * k,
        level: field ? 0 : low ? 4 + k : 13 + k,
        heading: west ? "E" : "W",
        speed: field ? field.speed : Math.min(4, plane.maxLevelSpeed.medium),
      });
    });
  }
  const turns = Math.max(briefings[missions.allies].turns, briefings[missions.germans].turns);
  return {
    id: "mission",
    name: `${briefings[missions.allies].name} against ${briefings[missions.germans].name}`,
    source: "the Mission Editor",
    summary: `${briefings[missions.allies].summary} / ${briefings[missions.germans].summary}`,
    turns,
    weather: {},
    planes,
    missions,
    reconstructed: true,
  };
}

const TARGET_FOR: Partial<Record<MissionId, { kind: string; col: number; level: number }>> = {
  "strategic-bombing": { kind: "depot", col: 19, level: 0 },
  bombing: { kind: "battery", col: 10, level: 0 },
  strafing: { kind: "trenches", col: 4, level: 0 },
  "balloon-busting": { kind: "balloon", col: 8, level: 4 },
  recon: { kind: "rail", col: 14, level: 0 },
};

export function setup(options: WvOptions, dice: Dice): WvState {
  const box = boxOf(options);
  const missions =
    options.scenario === "mission"
      ? (options.missions ?? rollMissions(options.year, dice, box.briefings))
      : null;
  const board = options.board ?? DEFAULT_BOARD;
  const sc = missions
    ? missionScenario(missions, dice, board.matWidth, options.flight, box)
    : (scenarioById(options.scenario) as Scenario);
  const planes = startingPlanes(sc.planes, box);
  const front = Math.floor(boardColumns(MATS, board) / 2);
  const targets: WvState["targets"] = [];
  if (missions)
    for (const side of SIDES) {
      const t = TARGET_FOR[missions[side]];
      if (!t) continue;
      // The target stands on the enemy side, `col` Hexes beyond the front.
      const col = side === "allies" ? front + t.col : front - t.col;
      targets.push({
        kind: t.kind,
        hex: { col, level: t.level },
        damage: 0,
        destroyed: false,
        side: side === "allies" ? "germans" : "allies",
      });
    }
  for (const t of sc.targets ?? [])
    targets.push({
      kind: t.kind,
      hex: { col: t.col, level: t.level },
      damage: 0,
      destroyed: false,
      side: t.side,
    });
  const n = planes.length;
  const off = [
    ...sc.planes.map((p) => ({ col: p.col, level: p.level })),
    ...targets.map((t) => t.hex),
    ...(sc.weather.cumulus ?? []),
  ].find((h) => !onBoardOf(h, MATS, board));
  if (off)
    throw new RuleError(
      `Winged Victory options: board: mats ${board.matWidth} Hexes wide are too narrow for "${sc.name}" (Hex ${off.col}, level ${off.level} is off the board of ${boardColumns(MATS, board)} columns)`,
    );
  // A generated mission's sky: rolled once its planes and targets stand, clear of them.
  const weather = missions
    ? rollSky(box.setupTable, dice, {
        mats: MATS,
        board,
        keepClear: [
          ...sc.planes.map((p) => ({ col: p.col, level: p.level })),
          ...targets.map((t) => t.hex),
        ],
      })
    : sc.weather;
  return {
    v: 1,
    options,
    title: sc.name,
    turn: 0,
    lastTurn: options.turns || sc.turns,
    mats: MATS,
    front,
    weather: weatherOnBoard({ ...CLEAR_SKY, ...weather }, MATS, board),
    missions: sc.missions ?? null,
    tallies: { allies: emptyTally(), germans: emptyTally() },
    targets,
    planes,
    sight: new Array(n * n).fill(0),
    phase: { kind: "throttle", ready: { allies: false, germans: false } },
    ...quietTurn(),
    vp: { allies: 0, germans: 0 },
    acts: 0,
    turnFrom: [],
  };
}
