/**
 * A campaign seen through the links this browser holds: one side's or both
 * (a table running the whole campaign). Steps go through the link of the
 * side they belong to; rolls the players make themselves are asked one by one.
 */
import { useCallback } from "react";
import type { WomAction } from "../../../src/games/wings-over-malta/actions.js";
import type { Side } from "../../../src/games/wings-over-malta/data.js";
import type { WomView } from "../../../src/games/wings-over-malta/rules.js";
import { useGame } from "../shared/useGame";

/** The sides' links this browser holds; `watch`: the owner's link, which takes no side's steps. */
export type Tokens = Partial<Record<Side | "watch", string>>;

export function useCampaign(tokens: Tokens) {
  const any = (tokens.axis ?? tokens.british ?? tokens.watch) as string;
  const g = useGame<WomView>(any);
  const { actAs, undoAs, log } = g;

  /** Takes a step as `side` (shared steps: any side this browser holds). */
  const act = useCallback(
    (action: WomAction, side?: Side) => {
      const token = tokens[side ?? (tokens.axis ? "axis" : "british")];
      return token ? actAs(token, action) : undefined;
    },
    [actAs, tokens],
  );

  /** Takes back the last step, through the link of the side that took it. */
  const undo = useCallback(() => {
    const seat = log[log.length - 1]?.seat as Side | undefined;
    return undoAs((seat && tokens[seat]) ?? any);
  }, [log, tokens, any, undoAs]);

  return {
    game: g.game,
    log,
    error: g.error,
    busy: g.busy,
    asking: g.asking,
    act,
    roll: g.roll,
    cancelRoll: g.cancelRoll,
    undo,
    can: (side: Side) => Boolean(tokens[side]),
  };
}
