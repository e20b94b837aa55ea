/**
 * What happened since this seat's last step: the events of every step the
 * page has seen since (the other side's moves, the computer's, the fire),
 * each step's as the seat's own view told it, so nothing hidden from the
 * seat comes in. A step of the seat's own, or a step taken back, starts
 * the list again.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { WvView } from "../../../src/games/winged-victory/view/view.js";
import type { GamePayload } from "../api";

/** At most this many lines are kept (the oldest go first). */
const KEEP = 60;

export function useSince(game: GamePayload<WvView> | null) {
  const [since, setSince] = useState<{ seq: number; events: string[]; steps: number }>({
    seq: -1,
    events: [],
    steps: 0,
  });
  // Set when this page takes a step or takes one back: the next state starts the list again.
  const fresh = useRef(true);
  const seq = game?.seq ?? -1;
  const events = game?.view.events;
  useEffect(() => {
    if (seq < 0 || !events) return;
    setSince((old) => {
      if (old.seq === seq) return old;
      if (fresh.current || old.seq < 0 || seq < old.seq) {
        fresh.current = false;
        return { seq, events: [...events], steps: 1 };
      }
      return { seq, events: [...old.events, ...events].slice(-KEEP), steps: old.steps + 1 };
    });
  }, [seq, events]);
  const restart = useCallback(() => {
    fresh.current = true;
  }, []);
  return { events: since.events, steps: since.steps, restart };
}
