/**
 * Names no seat may take. A link's powers come from how it was issued (the
 * store keeps whether a link is the owner's or a seat's), never from a name;
 * these names are refused as well so that no log, page or command can
 * mistake a seat for the owner (an undo "by owner", a player called Owner).
 */
export const RESERVED_SEAT_NAMES = ["owner"] as const;

/** Whether `name` is reserved (compared without regard to case or surrounding spaces). */
export function isReservedSeat(name: string): boolean {
  const n = name.trim().toLowerCase();
  return (RESERVED_SEAT_NAMES as readonly string[]).includes(n);
}

/** A sentence refusing a reserved seat name, or null if the name is free. */
export function reservedSeatProblem(name: string, what = "a seat"): string | null {
  return isReservedSeat(name)
    ? `"${name}" cannot be the name of ${what}: it is kept for the game's owner`
    : null;
}
