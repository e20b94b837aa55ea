/** Events in words, each shown only to the sides that can see every plane it is about. */
import { seenBy } from "./board.js";
import { SIDES, type Side } from "./data.js";
import type { HawksEvent, HawksState, Plane } from "./state.js";

/** Records an event about `about`; a side that cannot see one of them reads `veiled` instead (or nothing). */
export function say(s: HawksState, text: string, about: Plane[] = [], veiled?: string): void {
  if (s.quiet) return;
  const hide = SIDES.filter((side) =>
    about.some((p) => !p.down && p.side !== side && !seenBy(s, side, p)),
  );
  s.events.push(hide.length === 0 ? text : veiled ? { text, hide, veiled } : { text, hide });
}

/** The events as one seat may read them (a spectator reads what both sides may). */
export function eventsFor(events: HawksEvent[], seat: Side | null): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (typeof e === "string") out.push(e);
    else if (seat !== null && !e.hide.includes(seat)) out.push(e.text);
    else if (e.veiled) out.push(e.veiled);
  }
  return out;
}

/** A square's name: column letter and row number (D5). */
export const squareName = (x: number, y: number) => `${String.fromCharCode(65 + x)}${y + 1}`;
