/** The links this browser holds: kept in localStorage so "my games" survives a reload. */
import type { Links } from "./api";

const KEY = "sortie.links";

export interface Held {
  gameId: string;
  system: string;
  links: Links;
  savedAt: string;
}

export function heldLinks(): Held[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export function holdLinks(gameId: string, system: string, links: Links): void {
  const rest = heldLinks().filter((h) => h.gameId !== gameId);
  localStorage.setItem(
    KEY,
    JSON.stringify([{ gameId, system, links, savedAt: new Date().toISOString() }, ...rest]),
  );
}

/** Remembers a link opened from elsewhere (a friend's seat link), so it is listed too. */
export function holdToken(gameId: string, system: string, role: string, token: string): void {
  const held = heldLinks().find((h) => h.gameId === gameId);
  if (held && (held.links.owner === token || Object.values(held.links.seats).includes(token)))
    return;
  const links: Links = held?.links ?? { owner: "", seats: {} };
  if (role === "owner") links.owner = token;
  else links.seats[role] = token;
  holdLinks(gameId, system, links);
}

export const allTokens = (): string[] =>
  heldLinks().flatMap((h) => [h.links.owner, ...Object.values(h.links.seats)].filter(Boolean));

/** The link a person plays with: their seat if they hold one, else the owner's. */
export function playLink(h: Held): string {
  return Object.values(h.links.seats)[0] ?? h.links.owner;
}
