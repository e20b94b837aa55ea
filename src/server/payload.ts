/**
 * Opening a game by its link, and the game as that link sees it: the
 * link's powers come from how it was issued, never from a seat's name.
 */
import { computerLevel, computerSeats } from "../ai/players.js";
import type { AnyRules, Entry } from "../engine/contract.js";
import { diceKind } from "../engine/core.js";
import { isReservedSeat } from "../engine/seats.js";
import { rulesFor } from "../games/registry.js";
import type { GameRecord, GameStore } from "../store/game-store.js";
import { isTokenShape } from "../store/tokens.js";
import { ApiError, notFound } from "./errors.js";
import { type LogLine, logLine } from "./steps.js";

export interface Opened {
  record: GameRecord;
  rules: AnyRules;
  role: string;
  /** The seat the token plays, or null for the owner. */
  seat: string | null;
}

/** Refuses a game with a seat named like a role (a game stored before such names were refused by its rules). */
export function refuseReservedSeats(seats: string[]): void {
  const bad = seats.find(isReservedSeat);
  if (bad !== undefined)
    throw new ApiError(
      400,
      `"${bad.slice(0, 40)}" cannot be a seat's name: it is kept for the game's owner`,
    );
}

/** The game a link opens, as whom: the owner (seat null) or one seat. */
export async function openLink(store: GameStore, token: unknown): Promise<Opened> {
  if (!isTokenShape(token)) throw notFound();
  const access = await store.access(token);
  if (!access) throw notFound();
  const record = await store.game(access.gameId);
  const rules = record && rulesFor(record.system);
  if (!record || !rules) throw notFound();
  // A seat stored under a reserved name (before such names were refused) is not opened: pages would take it for the owner.
  if (!access.owner && isReservedSeat(access.seat))
    throw new ApiError(
      403,
      `this link's seat is named "${access.seat.slice(0, 40)}", a name kept for the game's owner`,
    );
  // The link's powers come from how it was issued (the store's kind), never from a seat's name.
  return access.owner
    ? { record, rules, role: "owner", seat: null }
    : { record, rules, role: access.seat, seat: access.seat };
}

/** The game as one seat (or the owner) sees it. */
export function payloadOf(o: Opened, log?: Entry<unknown>[]) {
  const { record, rules, seat } = o;
  const state = record.snapshot.state;
  const visible = log
    ?.map((e, i) =>
      logLine(rules, e, i + 1, seat, record.dice.mode, i === log.length - 1 ? state : undefined, {
        state,
        index: i,
      }),
    )
    .filter((line): line is LogLine => line !== null);
  return {
    id: record.id,
    system: record.system,
    title: rules.title,
    role: o.role,
    seat,
    seq: record.seq,
    status: record.status,
    dice: diceKind(record.dice.mode),
    // A seed someone chose: every seat is told that the dice can be worked out by whoever knows it.
    ...(record.dice.mode === "seeded" ? { diceChosen: true } : {}),
    setupRolls: rules.visibleSetup
      ? rules.visibleSetup(record.setupRolls, seat, state)
      : record.setupRolls,
    view: rules.view(state, seat),
    outcome: rules.outcome(state),
    computer: computerSeats(record.options),
    ...levelOf(record.options),
    log: visible,
  };
}

/** The computer's level a game chose, as the payload carries it (nothing where none was chosen). */
function levelOf(options: unknown): { computerLevel?: string } {
  const level = computerLevel(options);
  return level ? { computerLevel: level } : {};
}
