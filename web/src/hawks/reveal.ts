/**
 * Every special chit of a finished game, for the end screen. A game that
 * hides information may be exported once it is over: its log is replayed
 * here through the rules and the chits read from the last state. Loaded
 * only when a finished game still shows a hidden chit.
 */
import type { MatchRecord } from "../../../src/engine/match.js";
import { replay } from "../../../src/engine/match.js";
import type { ChitKind } from "../../../src/games/hawks-over-malta/data.js";
import { hawksOverMalta } from "../../../src/games/hawks-over-malta/rules.js";
import type { HawksOptions } from "../../../src/games/hawks-over-malta/setup.js";
import type { HawksAction } from "../../../src/games/hawks-over-malta/state.js";
import { api } from "../api";

export async function revealChits(token: string): Promise<Record<string, ChitKind>> {
  const res = await fetch(api.exportUrl(token));
  if (!res.ok) return {};
  const log = (await res.json()) as MatchRecord<HawksAction, HawksOptions>;
  const match = replay(hawksOverMalta, log);
  return Object.fromEntries(match.state.planes.map((p) => [p.id, p.chit]));
}
