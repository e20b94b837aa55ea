/**
 * A Squadron Career's fight kept with the career on the server: the career's
 * link creates the Winged Victory game for its mission under way (its
 * options worked out here, from the career's own state), and any link of
 * the career reads it back from any device, with links of its own to both
 * seats. What a career link may do comes from how it was issued (openLink),
 * never from a name. A refused request writes nothing.
 */
import { z } from "zod";
import { rulesFor } from "../games/registry.js";
import { current } from "../games/winged-victory/career/briefing.js";
import { gameOptions } from "../games/winged-victory/career/sortie-game.js";
import type { CareerState } from "../games/winged-victory/career/state.js";
import type { GameStore } from "../store/game-store.js";
import { linkChild, linkedChild, parentsOf } from "../store/linked-games.js";
import { hashToken, newToken } from "../store/tokens.js";
import { ApiError } from "./errors.js";
import { type Opened, openLink } from "./payload.js";
import { parseBody } from "./requests.js";

const CAREER = "winged-victory-career";
const FIGHT = "winged-victory";
const SEATS = ["allies", "germans"] as const;

export const fightBody = z
  .object({
    mission: z.number().int().min(1).max(100_000),
    rolls: z.array(z.number()).max(200).optional(),
  })
  .strict();

/** What the server's game service offers this module: creating a game as POST /api/games does. */
export interface Creator {
  create(body: unknown): Promise<{ game: { id: string } }>;
}

async function career(store: GameStore, token: unknown): Promise<Opened & { state: CareerState }> {
  const o = await openLink(store, token);
  if (o.record.system !== CAREER)
    throw new ApiError(400, "this link is not a Squadron Career's: only a career keeps its fights");
  return { ...o, state: o.record.snapshot.state as CareerState };
}

/** A mission's number as the career knows it, or a 404 saying which it has. */
function missionOf(s: CareerState, n: number) {
  const m = s.missions.find((x) => x.n === n);
  if (!m)
    throw new ApiError(
      404,
      `the career has no mission ${n}${s.missions.length ? ` (missions 1 to ${s.missions.length})` : " yet"}`,
    );
  return m;
}

/** New links to both seats of a fight, added beside those already out (none is taken away). */
async function seatLinks(store: GameStore, gameId: string): Promise<Record<string, string>> {
  const links = Object.fromEntries(SEATS.map((s) => [s, newToken()]));
  await store.db
    .insertInto("access")
    .values(
      SEATS.map((role) => ({
        token_hash: hashToken(links[role]),
        game_id: gameId,
        role,
        kind: "seat",
      })),
    )
    .execute();
  return links;
}

async function fightSummary(store: GameStore, id: string) {
  const record = await store.game(id);
  if (!record) return null;
  const rules = rulesFor(record.system);
  const outcome = rules?.outcome(record.snapshot.state) ?? null;
  return {
    id,
    status: record.status,
    ...(outcome ? { summary: outcome.summary } : {}),
  };
}

/** The fight kept for mission `n` (the one under way if not given), without links. */
export async function readFight(store: GameStore, token: unknown, n?: number) {
  const c = await career(store, token);
  const mission = n ?? current(c.state)?.n ?? c.state.missions[c.state.missions.length - 1]?.n;
  if (mission === undefined) return { mission: null, fight: null };
  missionOf(c.state, mission);
  const id = await linkedChild(store, c.record.id, mission);
  return { mission, fight: id ? await fightSummary(store, id) : null };
}

/**
 * The fight for a mission, with new links to both its seats: created for
 * the mission under way once its crews are named, or the one kept already.
 */
export async function openFight(store: GameStore, games: Creator, token: unknown, body: unknown) {
  const req = parseBody(fightBody, body);
  const c = await career(store, token);
  const m = missionOf(c.state, req.mission);
  let id = await linkedChild(store, c.record.id, m.n);
  if (!id) {
    const now = current(c.state);
    if (now?.n !== m.n) throw new ApiError(409, `mission ${m.n} is over: it was never flown here`);
    if (c.state.phase.kind !== "fight")
      throw new ApiError(409, `name the crews for mission ${m.n} before its fight is flown`);
    const made = await games.create({
      system: FIGHT,
      options: gameOptions(c.state, m),
      dice: c.record.dice.mode === "manual" ? { mode: "manual" } : { mode: "seeded" },
      ...(req.rolls ? { rolls: req.rolls } : {}),
    });
    // Two devices creating at once: the first link kept stands, the other game is left unused.
    id = await linkChild(store, c.record.id, m.n, made.game.id);
  }
  const links = await seatLinks(store, id);
  return { mission: m.n, fight: { ...(await fightSummary(store, id)), links } };
}

/** For "Your games": each career fight's name, its squadron's and its mission's. */
export async function fightNames(store: GameStore, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const link of await parentsOf(store, ids)) {
    const parent = await store.game(link.parentId);
    const squadron = (parent?.snapshot.state as Partial<CareerState> | undefined)?.squadron;
    if (squadron) out.set(link.childId, `${squadron}, mission ${link.slot}`);
  }
  return out;
}
