/**
 * The printed values of the boxed game, typed in by their owner: one JSON
 * "box file" a game takes as its `printed` option, holding any of
 *
 * - `planes`: a plane file's planes (planes/plane.ts): a plane with a built-in id
 *   replaces that plane in this game, a new id adds a plane;
 * - `dice`: a dice file (dice/alea-file.ts): the ladder and the faces;
 * - `combat`: a combat tables file (combat/data.ts): skill, range and aspect
 *   steps, the flak die;
 * - `briefings`: a briefings file (missions/missions.ts): each mission's flight,
 *   length, flak and requirement;
 * - `freeze`: the Time Freezing table (combat/timefreeze.ts), one row per speed;
 * - `setup`: a generated mission's set-up table (missions/setup.ts): the
 *   sky, the sun, the airfield.
 *
 * Each part is checked by its own module's checks, so a fault names the
 * part and the field; nothing is set up from a box file with a fault. The
 * options keep the file as it was given (plain JSON), so a game replays
 * exactly from its log wherever it is read; `boxOf` compiles it once per
 * options object.
 *
 * A plane from a box file flies under a type of its own, its id and a hash
 * of its values (`camel#1a2b3c4d`), registered beside the built-in planes:
 * two games with different values for one id never meet, and the same
 * values always name the same type.
 */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { type CombatTables, DEFAULT_COMBAT_TABLES, withCombatTables } from "../combat/data.js";
import { type FreezeTable, parseFreezeTable } from "../combat/timefreeze.js";
import { ALEA, type CompiledAlea, compileAlea, DEFAULT_ALEA } from "../dice/alea.js";
import { withAleaOverride } from "../dice/alea-file.js";
import { BRIEFINGS, type Briefing, type MissionId, withBriefings } from "../missions/missions.js";
import { SETUP_TABLE, type SetupTable, withSetupTable } from "../missions/setup.js";
import { type Plane, PlaneFileError, parsePlane } from "../planes/plane.js";
import { hasPlaneType, registerPlaneType } from "../planes/plane-types.js";
import { PLANES } from "../planes/planes.js";

/** The most planes a box file may hold. */
export const MAX_BOX_PLANES = 40;

export const printedSchema = z
  .object({
    planes: z.array(z.unknown()).min(1).max(MAX_BOX_PLANES).optional(),
    dice: z.unknown().optional(),
    combat: z.unknown().optional(),
    briefings: z.unknown().optional(),
    freeze: z.unknown().optional(),
    setup: z.unknown().optional(),
    notes: z.string().max(2000).optional(),
  })
  .strict();

/** A box file as given (each part checked by `parsePrinted`). */
export type Printed = z.infer<typeof printedSchema>;

/** A game's tables: the reconstructed ones, with the box file's parts in their place. */
export interface Box {
  alea: CompiledAlea;
  tables: CombatTables;
  briefings: Record<MissionId, Briefing>;
  freeze: FreezeTable | undefined;
  /** A generated mission's set-up table. */
  setupTable: SetupTable;
  /** The planes a generated mission draws from: the built-in ones, replaced or joined by the box file's. */
  planes: readonly Plane[];
  /** Plane id (as the player names it) → the type it flies under in this game. */
  typeOf: ReadonlyMap<string, string>;
  /** The box file's own planes, under their types. */
  own: readonly Plane[];
}

const BUILT_IN: ReadonlyMap<string, string> = new Map(PLANES.map((p) => [p.id, p.id]));

export const DEFAULT_BOX: Box = {
  alea: ALEA,
  tables: DEFAULT_COMBAT_TABLES,
  briefings: BRIEFINGS,
  freeze: undefined,
  setupTable: SETUP_TABLE,
  planes: PLANES,
  typeOf: BUILT_IN,
  own: [],
};

/** FNV-1a over a string, as 8 hex digits. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

const fault = (part: string, e: unknown): RuleError => {
  const msg = e instanceof Error ? e.message : String(e);
  return new RuleError(
    `printed values: ${part}: ${msg.replace(/^(dice file|dice|combat tables|briefings|time freezing table|set-up table): /, "")}`,
  );
};

/** One part of a box file read by its own module's reader; its fault named with the part. */
function part<T>(name: string, given: unknown, base: T, read: (x: unknown) => T): T {
  if (given === undefined) return base;
  try {
    return read(given);
  } catch (e) {
    throw fault(name, e);
  }
}

function compile(input: Printed): Box {
  const set = part("dice", input.dice, DEFAULT_ALEA, (x) => withAleaOverride(DEFAULT_ALEA, x));
  const alea = set === DEFAULT_ALEA ? ALEA : compileAlea(set);
  const tables = part("combat", input.combat, DEFAULT_COMBAT_TABLES, (x) =>
    withCombatTables(DEFAULT_COMBAT_TABLES, x, alea),
  );
  // The combat tables name their flak die by colour: it must be on this game's dice.
  if (!alea.names.includes(tables.flakDie))
    throw new RuleError(
      `printed values: combat: the flak die "${tables.flakDie}" is not on the dice (${alea.names.join(", ")})`,
    );
  const briefings = part("briefings", input.briefings, BRIEFINGS, (x) =>
    withBriefings(BRIEFINGS, x),
  );
  const freeze = part<FreezeTable | undefined>("freeze", input.freeze, undefined, parseFreezeTable);
  const setupTable = part("setup", input.setup, SETUP_TABLE, (x) => withSetupTable(SETUP_TABLE, x));
  const own: Plane[] = [];
  const typeOf = new Map(BUILT_IN);
  (input.planes ?? []).forEach((value, i) => {
    let p: Plane;
    try {
      p = parsePlane(value, `plane ${i + 1}`);
    } catch (e) {
      throw new RuleError(
        `printed values: planes: ${e instanceof PlaneFileError ? e.message : String(e)}`,
      );
    }
    for (const die of [p.handlingDie, p.structuralDie, p.spottingDie])
      if (!alea.names.includes(die))
        throw new RuleError(
          `printed values: planes: plane ${i + 1} (${p.id}): there is no ${die} die on this game's dice`,
        );
    if (own.some((q) => q.id.startsWith(`${p.id}#`)))
      throw new RuleError(`printed values: planes: plane ${i + 1}: the id "${p.id}" comes twice`);
    const type = `${p.id}#${hash(JSON.stringify(p))}`;
    own.push({ ...p, id: type });
    typeOf.set(p.id, type);
  });
  const replaced = new Set(own.map((p) => p.id.slice(0, p.id.indexOf("#"))));
  const planes = [...PLANES.filter((p) => !replaced.has(p.id)), ...own];
  return { alea, tables, briefings, freeze, setupTable, planes, typeOf, own };
}

/** Checks a box file (untrusted): RuleError naming the part and the field. */
export function parsePrinted(input: unknown): Printed {
  const r = printedSchema.safeParse(input);
  if (!r.success) {
    const msg = plainIssues(r.error, "the file");
    throw new RuleError(`printed values: ${msg}`);
  }
  const box = compile(r.data);
  BOXES.set(r.data, box);
  return r.data;
}

const BOXES = new WeakMap<object, Box>();

/**
 * The tables of a game with these options, its box file's planes registered
 * (again, if the registry let them go): call before reading a game's planes.
 */
export function boxOf(options: { printed?: Printed }): Box {
  const p = options.printed;
  if (p === undefined) return DEFAULT_BOX;
  let box = BOXES.get(p);
  if (!box) {
    box = compile(p);
    BOXES.set(p, box);
  }
  for (const plane of box.own) if (!hasPlaneType(plane.id)) registerPlaneType(plane);
  return box;
}

/** The planes a player may name in a game with this box: each by the id he types, with its name and side. */
export function planeChoices(box: Box): { id: string; name: string; side: "allies" | "germans" }[] {
  return box.planes.map((p) => ({
    id: p.id.includes("#") ? p.id.slice(0, p.id.indexOf("#")) : p.id,
    name: p.name,
    side: p.side,
  }));
}

/** The box of a box file's text as typed on a page: the reconstructed one while it is empty or has a fault (the server names the fault). */
export function boxOfText(text: string): Box {
  if (text.trim() === "") return DEFAULT_BOX;
  try {
    return boxOf({ printed: parsePrinted(JSON.parse(text)) });
  } catch {
    return DEFAULT_BOX;
  }
}
