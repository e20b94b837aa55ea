/**
 * Enrolling a player during the season: a Wing Commander adds a member who
 * joined the club after the campaign began. He gets a seat of his own (the
 * first free id of p1, p2, p3…), so the server issues him a link like any
 * other player's. Enrolments are final: the link may be in his hands at once.
 */
import { RuleError } from "../../engine/errors.js";
import { reservedSeatProblem } from "../../engine/seats.js";
import { SIDE_NAME, type Side } from "./facts.js";
import type { CampaignState, Player } from "./state.js";

/** Most players one campaign holds, those of its options and those enrolled since. */
export const MAX_PLAYERS = 200;

/** The id an enrolled player's seat gets: the first p<n> nobody has. */
export function freeSeat(s: CampaignState): string {
  const taken = new Set(s.players.map((p) => p.id));
  let n = 1;
  while (taken.has(`p${n}`)) n++;
  return `p${n}`;
}

/** Adds a player to `group`, enrolled by that group's Wing Commander (`by`). */
export function enrol(
  s: CampaignState,
  by: string | null,
  name: string,
  side: Side,
  group: string,
): Player {
  const g = s.groups.find((x) => x.id === group);
  if (!g) throw new RuleError(`there is no group "${group}" in this campaign`);
  if (by !== group)
    throw new RuleError(`only the Wing Commander of ${g.name} enrols players in it`);
  const clean = name.trim();
  // His seat is p<n> whatever his name, but no player is called what the owner's link is.
  const reserved = reservedSeatProblem(clean, "a player");
  if (reserved) throw new RuleError(reserved);
  const same = s.players.find((p) => p.name.trim().toLowerCase() === clean.toLowerCase());
  if (same)
    throw new RuleError(
      `a player named ${same.name} is already in the campaign (${SIDE_NAME[same.side]})`,
    );
  if (s.players.length >= MAX_PLAYERS)
    throw new RuleError(`a campaign holds at most ${MAX_PLAYERS} players`);
  const player: Player = { id: freeSeat(s), name: clean, side, group };
  s.players.push(player);
  s.events.push({ at: null, text: `${clean} joins ${g.name} (${SIDE_NAME[side]})` });
  return player;
}
