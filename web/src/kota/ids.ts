/**
 * Seat ids for a new campaign's groups and players, made from the names the
 * club typed: lower-case, unique, never a Wing Commander's "wc-" and never a
 * reserved name ("owner", the owner's link): a role comes from how a link
 * was issued, never from a name, and no id may let a reader think otherwise.
 */
import { isReservedSeat } from "../../../src/engine/seats.js";

const slug = (t: string, i: number, pre: string) => {
  const s = t
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 20);
  if (!s || s.startsWith("wc")) return `${pre}${i + 1}`;
  // "Owner!" makes "owner": the name is kept, the seat is numbered like a second one.
  return isReservedSeat(s) ? `${s}-${i + 1}` : s;
};

/** Ids from names, each unique. */
export function seatIds(names: string[], pre: string): string[] {
  const seen = new Set<string>();
  return names.map((n, i) => {
    let id = slug(n, i, pre);
    while (seen.has(id)) id = `${id.slice(0, 20)}-${i + 1}`;
    seen.add(id);
    return id;
  });
}

/** Why a player may not have this name ("Owner" is the owner's link), or null. */
export const playerNameProblem = (name: string): string | null =>
  isReservedSeat(name)
    ? `"${name.trim()}" is kept for the campaign's owner: give the player's full name (Jim Owner).`
    : null;
