/**
 * The links this browser holds, kept in localStorage so "Your games" survives
 * a reload: for each game, its links, how this browser plays it (hot-seat,
 * against the computer, online, …) and the page it had open, so coming back
 * reopens the game exactly as it was played.
 */
import type { Links } from "./api";

const KEY = "sortie.links";

/** How this browser plays a game. */
export type Mode = "solo" | "hotseat" | "computer" | "online" | "table" | "seat";

export interface Held {
  gameId: string;
  system: string;
  links: Links;
  savedAt: string;
  mode?: Mode;
  /** The seats this browser plays (none: it watches with the owner's link). */
  plays?: string[];
  /** The page to reopen: the one last used for this game. */
  open?: string;
}

export function heldLinks(): Held[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

const heldGame = (gameId: string) => heldLinks().find((h) => h.gameId === gameId);

function save(h: Held): void {
  const rest = heldLinks().filter((x) => x.gameId !== h.gameId);
  localStorage.setItem(KEY, JSON.stringify([{ ...h, savedAt: new Date().toISOString() }, ...rest]));
}

/** Keeps a new game's links, how it is played and the page that plays it. */
export function holdLinks(
  gameId: string,
  system: string,
  links: Links,
  how: { mode: Mode; plays: string[]; open: string },
): void {
  save({ gameId, system, links, savedAt: "", ...how });
}

/** Remembers a link opened from elsewhere (a friend's seat link), so it is listed too. */
export function holdToken(gameId: string, system: string, role: string, token: string): void {
  const held = heldGame(gameId);
  const links: Links = held?.links ?? { owner: "", seats: {} };
  if (role === "owner") links.owner = token;
  else links.seats[role] = token;
  // A game played one way from this browser (hot-seat, against the computer, a whole
  // campaign table) keeps that way; an online game reopens on the link last opened.
  const fixed = held?.mode && held.mode !== "online" && held.mode !== "seat";
  // A game this browser flies a side of keeps that side when the owner's link is opened (to hand
  // out the links or watch): it is played and read through the side's own link, never the owner's.
  const keeps = fixed || (role === "owner" && (held?.plays?.length ?? 0) > 0);
  save({
    gameId,
    system,
    links,
    savedAt: "",
    mode: held?.mode ?? (role === "owner" ? "online" : "seat"),
    plays: keeps ? (held?.plays ?? []) : role === "owner" ? [] : [role],
    open: keeps && held?.open ? held.open : `/g/${token}`,
  });
}

/** Remembers the page a game was last opened on (a hot-seat table, one side's link). */
export function holdOpen(gameId: string, open: string, plays: string[]): void {
  const held = heldGame(gameId);
  if (held) save({ ...held, open, plays });
}

export const allTokens = (): string[] =>
  heldLinks().flatMap((h) => [h.links.owner, ...Object.values(h.links.seats)].filter(Boolean));

/** The page that reopens a held game as it was played. */
export function openPath(h: Held): string {
  if (h.open) return h.open;
  const seats = h.links.seats;
  if (h.system === "hawks-over-malta" && h.mode === "hotseat" && seats.axis && seats.british)
    return `/hotseat/${seats.axis}/${seats.british}`;
  if (h.system === "winged-victory" && h.mode === "hotseat" && seats.allies && seats.germans)
    return `/wv/hotseat/${seats.allies}/${seats.germans}`;
  if (h.system === "wings-over-malta" && seats.axis && seats.british)
    return `/wom/${seats.axis}/${seats.british}`;
  const seat = h.plays?.[0];
  return `/g/${(seat && seats[seat]) || Object.values(seats)[0] || h.links.owner}`;
}
