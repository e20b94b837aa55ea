/** `sortie wv fly` (the flight computer) and `sortie wv planes`. */
import { readFileSync } from "node:fs";
import { checkDieValue, RecordingDice, seededDice } from "../engine/dice.js";
import { RuleError } from "../engine/errors.js";
import { seedRng } from "../engine/rng.js";
import { type CompiledAlea, dieOfPurpose, parseFace } from "../games/winged-victory/dice/alea.js";
import {
  type Attitude,
  legalThrottles,
  maxThrottle,
} from "../games/winged-victory/flight/energy.js";
import { onGround } from "../games/winged-victory/flight/field.js";
import {
  type FlownTurn,
  flySequence,
  legalMoves,
  parseTurn,
  SequenceError,
  type TurnOrder,
} from "../games/winged-victory/flight/flight.js";
import {
  type Condition,
  DEFAULT_FLIGHT_OPTIONS,
  FIT,
  type Flight,
  type FlightOptions,
  flightAt,
  levelOfFlight,
} from "../games/winged-victory/flight/manoeuvres.js";
import {
  type Box,
  boxOf,
  DEFAULT_BOX,
  parsePrinted,
} from "../games/winged-victory/game/printed.js";
import {
  BANDS,
  bandOf,
  type Plane,
  PlaneFileError,
  parsePlaneFile,
  TOP_LEVEL,
} from "../games/winged-victory/planes/plane.js";
import { findPlane, PLANES } from "../games/winged-victory/planes/planes.js";
import { badFile, CliError, usage } from "./errors.js";
import { readJson } from "./saves.js";
import { color as c } from "./style.js";

export interface FlyOptions {
  plane?: string;
  planeFile?: string;
  /** A box file: its planes on offer, its dice for the tests. */
  printed?: string;
  level: string;
  speed: string;
  throttle?: string;
  json?: boolean;
  anyThrottle?: boolean;
  extraDivingHex?: boolean;
  handlingTests?: boolean;
  engaged?: boolean;
  notEngaged?: boolean;
  skill?: string;
  seed?: number;
  dice?: string;
  attitude?: string;
  /** A bomber carrying its bombs: its circled throttle, no barrel roll, half loop or Immelmann. */
  bombs?: boolean;
}

/**
 * Dice thrown at the table and typed in, in order: for a test die the face
 * it shows (fail, i, ii), for a plain die its number.
 */
class TypedDice extends RecordingDice {
  private used = 0;
  constructor(
    private readonly faces: string[],
    private readonly alea: CompiledAlea,
  ) {
    super();
  }
  protected next(sides: number, purpose: string): number {
    const text = this.faces[this.used];
    if (text === undefined)
      throw usage(`--dice ran out: one more roll is needed (${purpose}); add it to the list`);
    this.used++;
    const alea = this.alea;
    const die = dieOfPurpose(alea, purpose);
    try {
      return die >= 0
        ? parseFace(alea, alea.names[die], text, "test")
        : checkDieValue(sides, /^\d+$/.test(text) ? Number(text) : text);
    } catch (e) {
      if (e instanceof RuleError)
        throw usage(`--dice, roll ${this.used} (${purpose}): ${e.message}`);
      throw e;
    }
  }
  get unused(): number {
    return this.faces.length - this.used;
  }
}

function integer(flag: string, text: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw usage(`${flag} must be a whole number from ${min} to ${max}, not "${text}"`);
  return Number(text);
}

function readPlanes(file: string): Plane[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw badFile(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    return parsePlaneFile(text, file);
  } catch (e) {
    if (e instanceof PlaneFileError) throw badFile(e.message);
    throw e;
  }
}

/** The box file of `--printed`, checked (a fault names the file, the part and the field). */
function readBox(file: string | undefined): Box {
  if (file === undefined) return DEFAULT_BOX;
  const input = readJson(file, "box file");
  try {
    return boxOf({ printed: parsePrinted(input) });
  } catch (e) {
    if (e instanceof RuleError) throw badFile(`${file}: ${e.message}`);
    throw e;
  }
}

/** A box file's planes, each under the id its owner typed (the flight computer flies one plane). */
const boxPlanes = (box: Box): Plane[] =>
  box.own.map((p) => ({ ...p, id: p.id.slice(0, p.id.indexOf("#")) }));

/** The planes on offer: a plane file's, then a box file's, then the built-in ones they leave. */
function planesOnOffer(o: { planeFile?: string }, box: Box): { own: Plane[]; all: Plane[] } {
  const file = o.planeFile ? readPlanes(o.planeFile) : [];
  const own = [...file, ...boxPlanes(box).filter((p) => !file.some((x) => x.id === p.id))];
  return { own, all: [...own, ...PLANES.filter((p) => !own.some((x) => x.id === p.id))] };
}

function choosePlane(o: FlyOptions, box: Box): Plane {
  const { own, all } = planesOnOffer(o, box);
  if (!o.plane) {
    if (own.length === 1) return own[0];
    const from = [o.planeFile, o.printed].filter(Boolean).join(" and ");
    if (own.length > 1)
      throw usage(
        `${from} hold${from.includes(" and ") ? "" : "s"} ${own.length} planes: say which with --plane (${own.map((p) => p.id).join(", ")})`,
      );
    throw usage(`say which plane with --plane (${PLANES.map((p) => p.id).join(", ")})`);
  }
  const p = findPlane(o.plane, own);
  if (!p)
    throw usage(`there is no plane "${o.plane}" (planes: ${all.map((x) => x.id).join(", ")})`);
  return p;
}

const ATTITUDES: readonly Attitude[] = [
  "level",
  "climb-shallow",
  "climb-hard",
  "dive-shallow",
  "dive-hard",
];

/** The plane, its start and the rules in play, from the flags both commands share. */
function setup(o: FlyOptions) {
  const box = readBox(o.printed);
  const plane = choosePlane(o, box);
  const level = integer("--level", o.level, 0, TOP_LEVEL);
  const speed = integer("--speed", o.speed, -20, 30);
  const throttle = o.throttle === undefined ? undefined : integer("--throttle", o.throttle, 0, 30);
  if (o.engaged && o.notEngaged) throw usage("--engaged and --not-engaged cannot both be given");
  const attitude = (o.attitude ?? "level") as Attitude;
  if (!ATTITUDES.includes(attitude))
    throw usage(`--attitude must be one of ${ATTITUDES.join(", ")}, not "${o.attitude}"`);
  if (level === 0 && attitude !== "level")
    throw usage("--level 0 is a plane on the ground: no --attitude");
  const start: Flight =
    level === 0
      ? onGround(speed)
      : {
          ...flightAt(level, speed),
          attitude,
          // A shallow climb ends on the spine below the level it reads as.
          half: attitude === "climb-shallow" ? 2 * level - 1 : 2 * level,
        };
  if (o.bombs && plane.code !== "B")
    throw usage(
      `the ${plane.name} carries no bombs: --bombs is for a bomber (${PLANES.filter(
        (p) => p.code === "B",
      )
        .map((p) => p.id)
        .join(", ")})`,
    );
  const condition: Condition = {
    ...FIT,
    engine: { ...FIT.engine, loaded: Boolean(o.bombs) },
    skill: o.skill === undefined ? 0 : integer("--skill", o.skill, -3, 3),
    engaged: o.engaged ? true : o.notEngaged ? false : undefined,
  };
  const options: FlightOptions = {
    ...DEFAULT_FLIGHT_OPTIONS,
    anyThrottle: Boolean(o.anyThrottle),
    extraDivingHex: Boolean(o.extraDivingHex),
    handlingTests: Boolean(o.handlingTests),
  };
  return { plane, level, speed, throttle, start, condition, options, alea: box.alea };
}

export function flyCommand(turns: string[], o: FlyOptions): void {
  const { plane, level, speed, throttle, start, condition, options, alea } = setup(o);
  if (turns.length === 0) throw usage("give at least one TURN (see sortie wv fly --help)");
  const orders: TurnOrder[] = turns.map((t, i) => {
    try {
      return parseTurn(t);
    } catch (e) {
      if (e instanceof RuleError) throw usage(`turn ${i + 1}: ${e.message}`);
      throw e;
    }
  });
  if (o.seed !== undefined && o.dice !== undefined)
    throw usage("--seed and --dice cannot both be given");
  const typed =
    o.dice === undefined
      ? undefined
      : new TypedDice(
          o.dice.split(",").map((x) => x.trim()),
          alea,
        );
  const rolls =
    typed !== undefined
      ? { dice: typed, alea }
      : o.seed === undefined
        ? undefined
        : { dice: seededDice(seedRng(o.seed)), alea };
  let flown: FlownTurn[];
  let failure: SequenceError | null = null;
  try {
    flown = flySequence(plane, start, condition, options, orders, throttle, rolls);
  } catch (e) {
    if (!(e instanceof SequenceError)) throw e;
    failure = e;
    flown = e.done;
  }
  // A turn refused before any was flown: its reason only, no empty table.
  if (failure && flown.length === 0) throw new CliError(failure.message, 1);
  if (typed && typed.unused > 0 && !failure)
    throw usage(`--dice: ${typed.unused} face${typed.unused > 1 ? "s were" : " was"} not needed`);
  if (o.json) {
    if (failure) throw new CliError(failure.message, 1);
    const out = flown.map((t) => ({
      startSpeed: t.startSpeed,
      speed: t.speed,
      endSpeed: t.endSpeed,
      level: t.level,
      events: t.events,
    }));
    process.stdout.write(`${JSON.stringify({ turns: out })}\n`);
    return;
  }
  const lines = [
    c.bold(
      `${plane.name}${o.bombs ? " (bombs on board)" : ""}: level ${level}, speed ${speed}${throttle === undefined ? "" : `, throttle ${throttle}`}`,
    ),
    c.dim("turn  manoeuvre                 throttle  start → after → updated  level  events"),
  ];
  flown.forEach((t, i) => {
    const cells = [
      String(i + 1).padStart(4),
      t.name.padEnd(24),
      String(t.throttle).padStart(8),
      `${String(t.startSpeed).padStart(5)} → ${String(t.speed).padStart(5)} → ${String(t.endSpeed).padStart(7)}`,
      String(t.level).padStart(5),
      t.events.length ? c.yellow(t.events.join(", ")) : "",
    ];
    lines.push(cells.join("  ").trimEnd());
  });
  process.stdout.write(`${lines.join("\n")}\n`);
  if (failure) throw new CliError(failure.message, 1);
}

/** `sortie wv moves`: every manoeuvre open now, with what it costs. */
export function movesCommand(o: FlyOptions): void {
  const { plane, start, throttle, condition, options } = setup(o);
  const band = bandOf(levelOfFlight(start));
  const t = throttle ?? maxThrottle(plane, band, condition.engine);
  let moves: ReturnType<typeof legalMoves>;
  try {
    moves = legalMoves(plane, start, condition, options, t);
  } catch (e) {
    if (e instanceof RuleError) throw new CliError(e.message, 1);
    throw e;
  }
  if (o.json) {
    const out = moves.map((m) => ({
      name: m.name,
      hexes: m.hexes,
      speed: m.speed,
      endSpeed: m.endSpeed,
      level: m.level,
      events: m.events,
      pilotMayFire: m.pilotMayFire,
      gunnersMayFire: m.gunnersMayFire,
      breaksTailing: m.breaksTailing,
      evasion: m.evasion,
    }));
    process.stdout.write(`${JSON.stringify({ throttle: t, moves: out })}\n`);
    return;
  }
  const lines = [
    c.bold(
      `${plane.name}${o.bombs ? " (bombs on board)" : ""}: level ${levelOfFlight(start)} (${band}), ${start.attitude}, speed ${start.speed}, throttle ${t} (allowed: ${legalThrottles(plane, band, condition.engine, options.anyThrottle).join(", ")})`,
    ),
    c.dim("manoeuvre                 hexes  after  updated  level  fire         events"),
  ];
  for (const m of moves) {
    const fire = m.pilotMayFire ? "all" : m.gunnersMayFire ? "gunners" : "none";
    const notes = [...m.events];
    if (m.breaksTailing) notes.push("breaks tailing");
    if (m.evasion) notes.push(`attackers ${m.evasion}`);
    lines.push(
      [
        m.name.padEnd(24),
        String(m.hexes).padStart(5),
        String(m.speed).padStart(5),
        String(m.endSpeed).padStart(8),
        String(m.level).padStart(5),
        fire.padEnd(11),
        notes.length ? c.yellow(notes.join(", ")) : "",
      ]
        .join("  ")
        .trimEnd(),
    );
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}

const prepText = (p: Plane) =>
  BANDS.map((b) => `${p.preparatory[b].hexes}${p.preparatory[b].shallowOnly ? "_" : ""}`).join("/");

export function planesCommand(o: { json?: boolean; planeFile?: string; printed?: string }): void {
  const planes = planesOnOffer(o, readBox(o.printed)).all;
  if (o.json) {
    process.stdout.write(`${JSON.stringify(planes, null, 2)}\n`);
    return;
  }
  const lines = [
    c.bold("Winged Victory planes"),
    c.dim(
      "id            name                  side     code  engine  top L/M/H  prep L/M/H  stall L/M/H  red  crackup  crew  VP",
    ),
  ];
  for (const p of planes) {
    const cells = [
      p.id.padEnd(12),
      p.name.padEnd(20),
      p.side.padEnd(7),
      p.code.padEnd(4),
      p.engine.padEnd(6),
      BANDS.map((b) => p.maxLevelSpeed[b])
        .join("/")
        .padEnd(9),
      prepText(p).padEnd(10),
      BANDS.map((b) => p.stallAtOrBelow[b])
        .join("/")
        .padEnd(11),
      (p.red.join(",") || "–").padEnd(3),
      `${p.redAndWhite.join(",")}+`.padEnd(7),
      String(p.crew.length).padEnd(4),
      String(p.vp),
    ];
    lines.push(cells.join("  "));
  }
  lines.push(
    c.dim(
      "top: maximum level speed (white box); prep: preparatory Hexes, _ = underscored (shallow climbs only); stall: stalls at or below. Most values are reconstructed: docs/winged-victory.md; --json prints full plane files.",
    ),
  );
  process.stdout.write(`${lines.join("\n")}\n`);
}
