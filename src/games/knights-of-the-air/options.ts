/**
 * Campaign options: the club's groups and players, and any of the
 * reconstructed tables replaced by the club's own (checked, with messages
 * that say which entry is wrong).
 */
import { z } from "zod";
import { RuleError } from "../../engine/errors.js";
import { plainIssues } from "../../engine/issues.js";
import { reservedSeatProblem } from "../../engine/seats.js";
import { commanderSeats } from "./command.js";
import { type CardSpec, DECKS, SPECIALS } from "./decks.js";
import { SERVICES, type Service, SIDES, type Side, YEARS } from "./facts.js";
import { MEDALS, type Medal } from "./medals.js";
import { levelsOf, MISSIONS, type MissionSpec, SORTIES_PER_NIGHT } from "./missions.js";
import { GROUND_TARGETS, PLANES, type Plane } from "./planes.js";
import { ACHIEVEMENTS, type Achievement, POINTS, type PointsTable } from "./points.js";
import type { Tables } from "./state.js";

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,23}$/, "ids are 1 to 24 lower-case letters, digits or dashes");
const name = z.string().trim().min(1).max(60);
const side = z.enum(SIDES);
const year = z.union(
  YEARS.map((y) => z.literal(y)) as [z.ZodLiteral<1916>, z.ZodLiteral<1917>, z.ZodLiteral<1918>],
);

const card = z
  .object({
    value: z.number().int().min(0).max(20),
    icon: z.enum(SPECIALS).optional(),
    explosion: z.boolean().optional(),
    count: z.number().int().min(1).max(60),
  })
  .strict();

const medal = z
  .object({
    id,
    name,
    points: z.number().int().min(1).max(10000),
    kills: z.number().int().min(0).max(1000).optional(),
    from: year.optional(),
  })
  .strict();

const plane = z
  .object({
    id,
    name,
    side,
    year,
    twoSeater: z.boolean(),
    deck: z.string().regex(/^[A-Z]?$/),
    rearDeck: z
      .string()
      .regex(/^[A-Z]$/)
      .optional(),
  })
  .strict();

/** A kind of ground-target card and how many of it the pile holds (the boxcars a club has, say). */
const groundTarget = z
  .object({
    id,
    name,
    /** The deck it fires (machine guns and AA guns; "" for a target that does not fire). */
    deck: z.string().regex(/^[A-Z]?$/),
    count: z.number().int().min(0).max(20),
  })
  .strict();

const mission = z
  .object({
    id: z.string().regex(/^\d{1,2}[a-z]?$/, "mission ids are a number and an optional letter"),
    level: z.number().int().min(1).max(30),
    name,
    type: z.enum(["dogfight", "recon", "bombing", "balloons", "escort", "rescue"]),
    sorties: z.number().int().min(1).max(20),
    victory: z.enum(["points", "objectives"]),
    fallback: z.union([z.number().int().min(1).max(30), z.literal("replay")]),
    brief: z.string().max(400),
    named: z.boolean().optional(),
  })
  .strict();

const tables = z
  .object({
    points: z.partialRecord(z.enum(ACHIEVEMENTS), z.number().int().min(-50).max(100)).optional(),
    medals: z.partialRecord(z.enum(SERVICES), z.array(medal).max(12)).optional(),
    planes: z.array(plane).min(2).max(200).optional(),
    decks: z.record(z.string().max(4), z.array(card).min(1).max(40)).optional(),
    missions: z.array(mission).min(1).max(40).optional(),
    groundTargets: z.array(groundTarget).min(1).max(40).optional(),
    sortiesPerNight: z.number().int().min(1).max(10).optional(),
  })
  .strict();

const options = z
  .object({
    title: name.optional(),
    groups: z
      .array(
        z
          .object({
            id,
            name,
            commander: name.optional(),
            /** One Wing Commander for the group ("group", the default) or one per side ("sides"). */
            commanders: z.enum(["group", "sides"]).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(12)
      .optional(),
    players: z
      .array(z.object({ id, name, side, group: id.optional() }).strict())
      .min(2)
      .max(60)
      .optional(),
    tables: tables.optional(),
  })
  .strict();

export type KotaOptions = z.infer<typeof options>;

export { commanderSeat } from "./command.js";

export const DEFAULT_GROUPS = [{ id: "club", name: "The club" }];
export const DEFAULT_PLAYERS: { id: string; name: string; side: Side }[] = [
  { id: "p1", name: "Player 1", side: "allies" },
  { id: "p2", name: "Player 2", side: "allies" },
  { id: "p3", name: "Player 3", side: "central" },
  { id: "p4", name: "Player 4", side: "central" },
];

function fail(msg: string): never {
  throw new RuleError(`bad campaign options: ${msg}`);
}

function checkDecks(decks: Record<string, CardSpec[]>) {
  if (!decks.A)
    fail("the campaign needs a deck A (balloons, targets, capture and health draws use it)");
  for (const [k, list] of Object.entries(decks)) {
    if (!/^[A-Z]$/.test(k)) fail(`decks are named by one capital letter; "${k}" is not`);
    const n = list.reduce((a, c) => a + c.count, 0);
    if (n < 8) fail(`deck ${k} has ${n} cards; a deck needs at least 8`);
    if (list.every((c) => c.explosion)) fail(`deck ${k} holds only explosions`);
  }
}

function checkMissions(tree: MissionSpec[]) {
  const ids = new Set<string>();
  for (const m of tree) {
    if (ids.has(m.id)) fail(`mission ${m.id} appears twice`);
    ids.add(m.id);
  }
  const levels = levelsOf(tree);
  levels.forEach((l, i) => {
    if (l !== i + 1)
      fail(`the mission numbers must run 1, 2, 3… without a gap; ${i + 1} is missing`);
  });
  if (tree.filter((m) => m.level === 1).length !== 1) fail("there must be exactly one Mission 1");
  for (const m of tree) {
    if (m.fallback !== "replay" && m.fallback >= m.level)
      fail(`mission ${m.id} falls back to ${m.fallback}, which is not lower than ${m.level}`);
  }
}

/** The most ground targets a sortie can deal: two a side (a deck A explosion each). */
const MOST_TARGETS = 4;

function checkGroundTargets(
  targets: { id: string; deck: string; count: number }[],
  decks: Record<string, unknown>,
) {
  const seen = new Set<string>();
  for (const t of targets) {
    if (seen.has(t.id)) fail(`ground target ${t.id} is listed twice`);
    seen.add(t.id);
    if (t.deck && !decks[t.deck])
      fail(`ground target ${t.id} fires deck ${t.deck}, which the campaign does not have`);
  }
  const cards = targets.reduce((n, t) => n + t.count, 0);
  if (cards < MOST_TARGETS)
    fail(
      `the ground-target pile holds ${cards} card${cards === 1 ? "" : "s"}; a sortie can deal ${MOST_TARGETS}, so it needs at least that many`,
    );
}

function checkPlanes(planes: Plane[], decks: Record<string, unknown>) {
  const ids = new Set<string>();
  for (const p of planes) {
    if (ids.has(p.id)) fail(`plane ${p.id} appears twice`);
    ids.add(p.id);
    for (const d of [p.deck, p.rearDeck])
      if (d && !decks[d]) fail(`plane ${p.id} deals deck ${d}, which the campaign does not have`);
    if (p.twoSeater !== (p.rearDeck !== undefined))
      fail(`plane ${p.id}: a two-seater, and only a two-seater, has a rear deck`);
  }
  for (const s of SIDES)
    if (!planes.some((p) => p.side === s && p.year === 1916))
      fail(`the ${s} have no plane for 1916`);
}

function checkMedals(medals: Record<Service, Medal[]>) {
  for (const [service, list] of Object.entries(medals)) {
    const ids = new Set<string>();
    for (const m of list) {
      if (ids.has(m.id)) fail(`${service} medal ${m.id} appears twice`);
      ids.add(m.id);
    }
  }
}

export interface Parsed {
  title: string;
  groups: { id: string; name: string; commander?: string; commanders?: "group" | "sides" }[];
  players: { id: string; name: string; side: Side; group: string }[];
  tables: Tables;
}

/**
 * Refuses a player whose seat id or name is reserved ("owner", in any case):
 * a role comes from how a link was issued, never from a name, and no page,
 * log or command may take a player for the campaign's owner. Checked before
 * the shape, so "Owner" is refused for what it is, not for its capital.
 */
function refuseReserved(players: unknown) {
  if (!Array.isArray(players)) return;
  for (const p of players) {
    if (typeof p !== "object" || p === null) continue;
    const { id, name } = p as { id?: unknown; name?: unknown };
    const why =
      (typeof id === "string" ? reservedSeatProblem(id, "a player's seat") : null) ??
      (typeof name === "string" ? reservedSeatProblem(name, "a player") : null);
    if (why) fail(why);
  }
}

export function parseOptions(input: unknown): KotaOptions {
  if (typeof input === "object" && input !== null)
    refuseReserved((input as { players?: unknown }).players);
  const r = options.safeParse(input ?? {});
  if (!r.success) {
    fail(plainIssues(r.error, "options", 3));
  }
  resolve(r.data);
  return r.data;
}

/** The campaign's groups and players, checked. */
export function people(o: KotaOptions): Pick<Parsed, "groups" | "players"> {
  const groups = o.groups ?? DEFAULT_GROUPS;
  const gids = new Set(groups.map((g) => g.id));
  if (gids.size !== groups.length) fail("two groups have the same id");
  const given: { id: string; name: string; side: Side; group?: string }[] =
    o.players ?? DEFAULT_PLAYERS;
  const players = given.map((p) => ({
    id: p.id,
    name: p.name,
    side: p.side,
    group: p.group ?? groups[0].id,
  }));
  refuseReserved(players);
  const pids = new Set(players.map((p) => p.id));
  if (pids.size !== players.length) fail("two players have the same id");
  for (const p of players) {
    if (!gids.has(p.group)) fail(`player ${p.id} is in group ${p.group}, which does not exist`);
    if (p.id.startsWith("wc-")) fail(`player ids may not start with "wc-" (${p.id})`);
  }
  const seats = new Set<string>();
  for (const g of groups)
    for (const seat of commanderSeats(g)) {
      if (seats.has(seat))
        fail(
          `group ${g.id}'s Wing Commander would have the seat ${seat}, which another group's has: give one of them another id`,
        );
      seats.add(seat);
    }
  return { groups, players };
}

/** The campaign's groups, players and tables, with every check. */
export function resolve(o: KotaOptions): Parsed {
  const { groups, players } = people(o);
  const t = o.tables ?? {};
  const points = structuredClone(POINTS) as PointsTable;
  for (const [k, v] of Object.entries(t.points ?? {}))
    if (v !== undefined) points[k as Achievement].points = v;
  const medals = { ...structuredClone(MEDALS), ...(t.medals ?? {}) } as Record<Service, Medal[]>;
  const decks = { ...structuredClone(DECKS), ...(t.decks ?? {}) };
  const planes = (t.planes ?? structuredClone(PLANES)) as Plane[];
  const missions = (t.missions ?? structuredClone(MISSIONS)) as MissionSpec[];
  const groundTargets = t.groundTargets ?? structuredClone(GROUND_TARGETS);
  checkDecks(decks);
  checkMissions(missions);
  checkPlanes(planes, decks);
  checkGroundTargets(groundTargets, decks);
  checkMedals(medals);
  return {
    title: o.title ?? "Knights of the Air",
    groups,
    players,
    tables: {
      points,
      medals,
      planes,
      decks,
      missions,
      groundTargets,
      sortiesPerNight: t.sortiesPerNight ?? SORTIES_PER_NIGHT,
    },
  };
}
