/**
 * A campaign seen through the links this browser holds: one side's or both
 * (a table running the whole campaign). Steps go through the link of the
 * side they belong to; rolls the players make themselves are asked one by one.
 */
import { useCallback, useEffect, useState } from "react";
import type { WomAction } from "../../../src/games/wings-over-malta/actions.js";
import type { Side } from "../../../src/games/wings-over-malta/data.js";
import type { WomView } from "../../../src/games/wings-over-malta/rules.js";
import { ApiFailure, api, type GamePayload, type LogLine, type Need } from "../api";
import { useLive } from "../shared/useLive";

export type Tokens = Partial<Record<Side, string>>;

interface Asking {
  need: Need;
  side: Side;
  action: WomAction;
  rolls: number[];
}

export function useCampaign(tokens: Tokens) {
  const any = (tokens.axis ?? tokens.british) as string;
  const [game, setGame] = useState<GamePayload<WomView> | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);

  const reload = useCallback(async () => {
    try {
      const g = await api.game<WomView>(any, true);
      setGame(g);
      setLog(g.log ?? []);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [any]);

  useEffect(() => {
    reload();
  }, [reload]);
  useLive(any, () => {
    reload();
  });

  const send = useCallback(
    async (side: Side, action: WomAction, rolls: number[]) => {
      const token = tokens[side];
      if (!token || !game) return;
      setBusy(true);
      setError(null);
      try {
        await api.act(token, game.seq, action, rolls);
        setAsking(null);
        await reload();
      } catch (e) {
        if (e instanceof ApiFailure && e.status === 422 && e.need)
          setAsking({ need: e.need, side, action, rolls });
        else if (e instanceof ApiFailure && e.status === 409) await reload();
        else {
          setAsking(null);
          setError(e instanceof Error ? e.message : String(e));
        }
      } finally {
        setBusy(false);
      }
    },
    [tokens, game, reload],
  );

  /** Takes a step as `side` (shared steps: any side this browser holds). */
  const act = useCallback(
    (action: WomAction, side?: Side) => {
      const by = side ?? (tokens.axis ? "axis" : "british");
      return send(by, action, []);
    },
    [send, tokens],
  );

  const roll = useCallback(
    (value: number) => {
      if (asking) send(asking.side, asking.action, [...asking.rolls, value]);
    },
    [asking, send],
  );

  const undo = useCallback(async () => {
    if (!game) return;
    const last = log[log.length - 1];
    const side = (last?.seat as Side) ?? "axis";
    const token = tokens[side] ?? any;
    try {
      await api.undo(token, game.seq);
      await reload();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [game, log, tokens, any, reload]);

  return {
    game,
    log,
    error,
    busy,
    asking: asking?.need ?? null,
    act,
    roll,
    cancelRoll: () => setAsking(null),
    undo,
    can: (side: Side) => Boolean(tokens[side]),
  };
}
