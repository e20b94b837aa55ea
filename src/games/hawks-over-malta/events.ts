/** Events in words, each shown only to the sides that can see every plane it is about. */
import { other, seenBy } from "./board.js";
import { SIDES, type Side } from "./data.js";
import type { HawksEvent, HawksState, Plane, Spot } from "./state.js";

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

const at = (p: Spot & { alt: number }) => `${squareName(p.x, p.y)}, altitude ${p.alt}`;

/**
 * A plane's step as a seat of the other side saw it: the whole step when the
 * plane was in its sight before and after; where it was last seen when it
 * flew out of sight; where it appeared when it came into sight; no plane at
 * all when it was out of sight throughout. `from` is unknown for a step told
 * without where it started (it is then left out).
 */
export function stepSeen(
  id: string,
  from: (Spot & { alt: number }) | null,
  to: Spot & { alt: number },
  seenBefore: boolean,
  seenAfter: boolean,
): string {
  if (seenBefore && seenAfter) return `${id} → ${at(to)}`;
  if (seenBefore)
    return from ? `${id} flies out of sight from ${at(from)}` : `${id} flies out of sight`;
  if (seenAfter) return `${id} comes into sight at ${at(to)}`;
  return "A plane moves out of sight";
}

/** Records a plane's step: its own side reads where it went, the other side (and a spectator) what it saw of it. */
export function sayStep(
  s: HawksState,
  p: Plane,
  from: Spot & { alt: number },
  seenBefore: boolean,
) {
  if (s.quiet) return;
  const foe = other(p.side);
  const whole = stepSeen(p.id, from, p, true, true);
  const seen = stepSeen(p.id, from, p, seenBefore, seenBy(s, foe, p));
  s.events.push(seen === whole ? whole : { text: whole, hide: [foe], veiled: seen });
}
