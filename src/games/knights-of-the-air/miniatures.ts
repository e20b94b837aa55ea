/**
 * The Plane List's other half: which planes each player owns a miniature
 * of. A player keeps his own record from his seat; the set-up form shows,
 * beside each plane, who at the club can bring it to the table. It changes
 * no rule: any plane of the list may still fly.
 */
import { RuleError } from "../../engine/errors.js";
import type { CampaignState, Player } from "./state.js";

/** Sets `player`'s miniatures to `planes` (replacing his list), kept in the plane list's order. */
export function noteMiniatures(s: CampaignState, player: Player, planes: readonly string[]): void {
  const known = new Set(s.tables.planes.map((p) => p.id));
  const seen = new Set<string>();
  for (const id of planes) {
    if (!known.has(id)) throw new RuleError(`"${id}" is not a plane of this campaign's plane list`);
    if (seen.has(id)) throw new RuleError(`"${id}" is listed twice`);
    seen.add(id);
  }
  player.miniatures = s.tables.planes.filter((p) => seen.has(p.id)).map((p) => p.id);
}

/** The players who own a miniature of plane `id`, in the campaign's order of players. */
export function ownersOf(s: CampaignState, id: string): Player[] {
  return s.players.filter((p) => p.miniatures?.includes(id));
}
