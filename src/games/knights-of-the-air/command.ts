/**
 * Wing Commanders. A group has one Wing Commander for both its sides (seat
 * `wc-<group>`), or one for each side (`wc-<group>-allies`,
 * `wc-<group>-central`), as the club chose when the campaign was created. A
 * role comes from the seat a link was issued for, never from anyone's name.
 * A line is verified by the Wing Commander of its airman's own group (and
 * side, where a group has one per side): a league game across tables is
 * verified by the commanders of the players' own tables.
 */
import { SIDES, type Side } from "./facts.js";
import type { CampaignState, Group, Sortie } from "./state.js";

/** What a Wing Commander's seat commands: his group, and his side if the group has one per side. */
export interface Command {
  group: string;
  side: Side | null;
}

/** The seat of a group's Wing Commander, or of one side's where the group has one per side. */
export const commanderSeat = (group: string, side: Side | null = null) =>
  side ? `wc-${group}-${side}` : `wc-${group}`;

export const perSide = (g: Pick<Group, "commanders">) => g.commanders === "sides";

/** A group's Wing Commanders' seats: one, or one per side. */
export const commanderSeats = (g: Pick<Group, "id" | "commanders">) =>
  perSide(g) ? SIDES.map((side) => commanderSeat(g.id, side)) : [commanderSeat(g.id)];

/** The group (and side) a seat commands, or null for a player's seat or the owner. */
export function commandOf(s: Pick<CampaignState, "groups">, seat: string | null): Command | null {
  if (!seat?.startsWith("wc-")) return null;
  for (const g of s.groups) {
    if (!perSide(g) && seat === commanderSeat(g.id)) return { group: g.id, side: null };
    if (perSide(g))
      for (const side of SIDES)
        if (seat === commanderSeat(g.id, side)) return { group: g.id, side };
  }
  return null;
}

/** The Wing Commander who verifies an airman's lines: his player's group's, for his side where it has one per side. */
export function verifierOf(s: CampaignState, pilot: string): string {
  const p = s.pilots.find((x) => x.id === pilot);
  const player = s.players.find((x) => x.id === p?.player);
  const g = s.groups.find((x) => x.id === player?.group) ?? s.groups[0];
  return commanderSeat(g.id, perSide(g) ? (p?.side ?? null) : null);
}

/** Whether a seat commands the group a sortie was set up in (either side's commander, where there are two). */
export const commandsSortie = (s: CampaignState, seat: string, x: Sortie) =>
  commandOf(s, seat)?.group === x.group;

/** The seat's own side where he commands one side only; null for a group's commander. */
export const sideOf = (s: CampaignState, seat: string | null) => commandOf(s, seat)?.side ?? null;

const SIDE_TITLE: Record<Side, string> = { allies: "Allies", central: "Central Powers" };

/**
 * Who holds a seat's link, in words: "Wing Commander of North (Major Hawker)",
 * "the Allies' Wing Commander of South", "Ann, Allies, North". The group is
 * named only where the campaign has several.
 */
export function seatTitle(s: Pick<CampaignState, "groups" | "players">, seat: string): string {
  const many = s.groups.length > 1;
  const c = commandOf(s, seat);
  if (c) {
    const g = s.groups.find((x) => x.id === c.group) as Group;
    const who = g.commander && !c.side ? ` (${g.commander})` : "";
    return `${c.side ? `the ${SIDE_TITLE[c.side]}' Wing Commander` : "Wing Commander"} of ${g.name}${who}`;
  }
  const p = s.players.find((x) => x.id === seat);
  if (!p) return seat;
  const g = s.groups.find((x) => x.id === p.group);
  return `${p.name}, ${SIDE_TITLE[p.side]}${many && g ? `, ${g.name}` : ""}`;
}
