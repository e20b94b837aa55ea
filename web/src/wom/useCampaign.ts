/**
 * A campaign seen through the links this browser holds: one side's or both
 * (a table running the whole campaign). Each step goes through the link of
 * the side it is for; a table's step for both sides (confirming the crews,
 * entering the report) is each side's step in turn. Rolls the players make
 * themselves are asked one by one.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { WomAction } from "../../../src/games/wings-over-malta/actions.js";
import { SIDE_NAME, type Side } from "../../../src/games/wings-over-malta/data.js";
import type { WomView } from "../../../src/games/wings-over-malta/rules.js";
import type { LogLine } from "../api";
import { useGame } from "../shared/useGame";

/** The sides' links this browser holds; `watch`: the owner's link, which takes no side's steps. */
export type Tokens = Partial<Record<Side | "watch", string>>;

export interface SideStep {
  side: Side;
  action: WomAction;
}

/** Whether the last step may be taken back from here, and if not, why (null: nothing to say). */
function undoState(
  last: LogLine | undefined,
  holds: (seat: string) => boolean,
  watching: boolean,
  manual: boolean,
  correctable: boolean,
): { can: boolean; why: string | null } {
  if (!last) return { can: false, why: null };
  if (watching)
    return {
      can: false,
      why: "The owner's link watches: a step is taken back with the link of the side that took it.",
    };
  if (!holds(last.seat))
    return {
      can: false,
      why: `The last step is the ${SIDE_NAME[last.seat as Side] ?? last.seat} player's: only they can take it back.`,
    };
  // A roll stands with Sortie's dice; dice typed in from the table may be rolled again.
  if (last.undoable || manual || last.rolls.length === 0) return { can: true, why: null };
  return {
    can: false,
    why: `The last step rolled dice: it stands, as a roll at the table does.${correctable ? " A wrong result is put right with “Correct the report”." : ""}`,
  };
}

export function useCampaign(tokens: Tokens) {
  const any = (tokens.axis ?? tokens.british ?? tokens.watch) as string;
  const g = useGame<WomView>(any);
  const { actAs, undoAs, log, busy, asking, error } = g;
  const [queue, setQueue] = useState<SideStep[]>([]);
  // Whether the queue has sent a step yet (an error from before it is not the queue's).
  const sent = useRef(false);

  /** Takes a step as `side` (shared steps: any side this browser holds). */
  const act = useCallback(
    (action: WomAction, side?: Side) => {
      const token = tokens[side ?? (tokens.axis ? "axis" : "british")];
      return token ? actAs(token, action) : undefined;
    },
    [actAs, tokens],
  );

  /** Takes several sides' steps one after the other, each once the one before is in. */
  const actAll = useCallback((steps: SideStep[]) => {
    sent.current = false;
    setQueue(steps);
  }, []);
  useEffect(() => {
    if (queue.length === 0) return;
    // A step refused: the rest is not sent. A die to type in: the rest waits for it.
    if (sent.current && error) setQueue([]);
    else if (!busy && !asking) {
      const [next, ...rest] = queue;
      sent.current = true;
      setQueue(rest);
      act(next.action, next.side);
    }
  }, [queue, busy, asking, error, act]);

  /** Takes back the last step, through the link of the side that took it. */
  const undo = useCallback(() => {
    const seat = log[log.length - 1]?.seat as Side | undefined;
    return undoAs((seat && tokens[seat]) ?? any);
  }, [log, tokens, any, undoAs]);

  const holds = (seat: string) => Boolean(tokens[seat as Side]);
  const undoable = undoState(
    log[log.length - 1],
    holds,
    !tokens.axis && !tokens.british,
    g.game?.dice === "manual",
    Boolean(g.game?.view.correctable),
  );

  return {
    game: g.game,
    log,
    error,
    busy: busy || queue.length > 0,
    asking,
    act,
    actAll,
    roll: g.roll,
    cancelRoll: g.cancelRoll,
    undo,
    canUndo: undoable.can && !busy,
    whyNoUndo: undoable.why,
    can: (side: Side) => Boolean(tokens[side]),
  };
}
