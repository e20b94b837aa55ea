/** A game seen through one link: loads it with its log, follows it live, and sends actions. */
import { useCallback, useEffect, useState } from "react";
import { ApiFailure, api, type GamePayload, type LogLine } from "../api";
import { useLive } from "./useLive";

export function useGame<V>(token: string) {
  const [game, setGame] = useState<GamePayload<V> | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      const g = await api.game<V>(token, true);
      setGame(g);
      setLog(g.log ?? []);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [token]);

  useEffect(() => {
    setGame(null);
    reload();
  }, [reload]);

  useLive(token, (m) => {
    if (m.type === "entry") {
      setGame((g) => (g && m.game.seq <= g.seq ? g : (m.game as GamePayload<V>)));
      if (m.line) setLog((l) => [...l.filter((x) => x.seq < m.seq), m.line as LogLine]);
    } else if (m.type === "undo") reload();
  });

  const act = useCallback(
    async (action: unknown) => {
      if (!game) return;
      setBusy(true);
      setError(null);
      try {
        const g = await api.act<V>(token, game.seq, action);
        setGame((old) => (old && old.seq >= g.seq ? old : g));
      } catch (e) {
        if (e instanceof ApiFailure && e.status === 409) await reload();
        else setError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    },
    [game, token, reload],
  );

  return { game, log, error, busy, act, reload };
}
