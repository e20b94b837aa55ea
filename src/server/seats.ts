/**
 * Seats a game gains while it is played (a campaign that enrols a player).
 * After a step, every seat the rules name (`seatsOf`) that has no link gets
 * one; the step's answer hands the links of the seats that step added to
 * whoever took it, once (the store keeps only their hashes). The owner's
 * link can later give a seat a new link, which replaces the old one (a
 * player who lost his, an answer that never arrived).
 */

import { computerSeats } from "../ai/players.js";
import { type AnyRules, seatsNow } from "../engine/contract.js";
import { isReservedSeat } from "../engine/seats.js";
import { rulesFor } from "../games/registry.js";
import type { GameRecord, GameStore } from "../store/game-store.js";
import { hashToken, isTokenShape, newToken } from "../store/tokens.js";
import { ApiError, notFound } from "./errors.js";

/** The seats of a game that hold a link. */
async function linked(store: GameStore, gameId: string): Promise<Set<string>> {
  const rows = await store.db
    .selectFrom("access")
    .select("role")
    .where("game_id", "=", gameId)
    .where("kind", "=", "seat")
    .execute();
  return new Set(rows.map((r) => r.role));
}

/**
 * Gives a link to every seat of the game as it now stands that has none;
 * answers the links of the seats `before` did not have (those the step
 * added), for the step's answer. Seats the computer plays get no link.
 */
export async function linkNewSeats(
  store: GameStore,
  rules: AnyRules,
  before: GameRecord,
  after: GameRecord,
): Promise<Record<string, string>> {
  if (!rules.seatsOf) return {};
  // The step is stored already: a failure here must not answer it as refused.
  // A seat left without a link gets one after the next step, or from the owner.
  return issue(store, rules, before, after).catch(() => ({}));
}

async function issue(
  store: GameStore,
  rules: AnyRules,
  before: GameRecord,
  after: GameRecord,
): Promise<Record<string, string>> {
  const now = seatsNow(rules, after.snapshot.state, after.options);
  const had = new Set(seatsNow(rules, before.snapshot.state, before.options));
  const computer = computerSeats(after.options);
  const have = await linked(store, after.id);
  // A reserved name (a game imported before such names were refused) gets no link.
  const missing = now.filter((s) => !have.has(s) && !computer.includes(s) && !isReservedSeat(s));
  if (missing.length === 0) return {};
  const links = Object.fromEntries(missing.map((s) => [s, newToken()]));
  await store.db
    .insertInto("access")
    .values(
      Object.entries(links).map(([role, t]) => ({
        token_hash: hashToken(t),
        game_id: after.id,
        role,
        kind: "seat",
      })),
    )
    .execute();
  return Object.fromEntries(Object.entries(links).filter(([s]) => !had.has(s)));
}

/**
 * A new link for one seat, by the owner's link: the seat's old link (if
 * any) stops working. Refused for anyone else, an unknown seat, and a seat
 * the computer plays.
 */
export async function newSeatLink(
  store: GameStore,
  token: unknown,
  seat: string,
): Promise<{ seat: string; link: string }> {
  if (!isTokenShape(token)) throw notFound();
  const access = await store.access(token);
  if (!access) throw notFound();
  const record = await store.game(access.gameId);
  const rules = record && rulesFor(record.system);
  if (!record || !rules) throw notFound();
  if (!access.owner) throw new ApiError(403, "only the owner's link gives a seat a new link");
  const seats = seatsNow(rules, record.snapshot.state, record.options);
  if (!seats.includes(seat))
    throw new ApiError(404, `this game has no seat "${seat.slice(0, 40)}"`);
  if (computerSeats(record.options).includes(seat))
    throw new ApiError(403, "the computer plays this seat: it has no link");
  const link = newToken();
  await store.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("access")
      .where("game_id", "=", record.id)
      .where("role", "=", seat)
      .where("kind", "=", "seat")
      .execute();
    await trx
      .insertInto("access")
      .values({ token_hash: hashToken(link), game_id: record.id, role: seat, kind: "seat" })
      .execute();
  });
  return { seat, link };
}
