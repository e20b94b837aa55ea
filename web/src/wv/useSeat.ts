/**
 * One seat's Winged Victory game as a page plays it: the game from its link,
 * what happened since the seat's last step (its own steps and take-backs
 * start that anew), and the whole log read again once the fight ends.
 */
import { useCallback, useEffect, useRef } from "react";
import type { WvView } from "../../../src/games/winged-victory/view/view.js";
import { useGame } from "../shared/useGame";
import { useSince } from "./useSince";

/**
 * Once the fight ends, the log is fetched anew: the server opens the whole of
 * it then (the other side's choices included), where the lines that came in
 * live were each read while they were still secret.
 */
function useWholeLogAtEnd(g: ReturnType<typeof useGame<WvView>>) {
  const phase = g.game?.view.phase;
  const was = useRef(phase);
  const { reload } = g;
  useEffect(() => {
    if (phase === "over" && was.current !== undefined && was.current !== "over") reload();
    was.current = phase;
  }, [phase, reload]);
}

export function useSeat(token: string) {
  const g = useGame<WvView>(token);
  useWholeLogAtEnd(g);
  const since = useSince(g.game);
  const { act: play, undo: takeBack } = g;
  const { restart } = since;
  const act = useCallback(
    (a: unknown) => {
      restart();
      play(a);
    },
    [play, restart],
  );
  const undo = useCallback(() => {
    restart();
    takeBack();
  }, [takeBack, restart]);
  return { ...g, act, undo, since };
}
