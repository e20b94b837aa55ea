/**
 * A game seen through one link: loads it with its log, follows it live,
 * sends actions and takes back the last one. In a game on the players' own
 * dice, an action that needs a roll is held while the prompt asks for it
 * (`asking`), then sent again with every value typed so far. A browser that
 * holds several seats' links of one game sends each action through the link
 * of the seat it belongs to (`actAs`, `undoAs`). A page that missed an entry
 * (its socket reconnected, or opened after the move) catches up on the
 * socket's greeting. A click that raced another seat's move is sent again
 * when that move left the seat's choices as they were (`clickStands`).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiFailure, api, type GamePayload, type LogLine, type Need } from "../api";
import { clickStands } from "./race";
import { useLive } from "./useLive";

interface Asking {
  via: string;
  action: unknown;
  rolls: number[];
  need: Need;
}

export function useGame<V>(token: string, initial?: GamePayload<V>) {
  const [game, setGame] = useState<GamePayload<V> | null>(initial ?? null);
  const [log, setLog] = useState<LogLine[]>(initial?.log ?? []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);

  const reload = useCallback(async () => {
    try {
      const g = await api.game<V>(token, true);
      setGame(g);
      setLog(g.log ?? []);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [token]);

  // A page opened with the game already loaded (and its log) skips the first load.
  const loaded = useRef(Boolean(initial?.log));
  useEffect(() => {
    if (loaded.current) {
      loaded.current = false;
      return;
    }
    setGame(null);
    reload();
  }, [reload]);

  // The live socket's greeting names the game's last entry: a page behind it (a move made
  // before the socket listened, or while it was reconnecting) loads the game afresh.
  const [heard, setHeard] = useState(0);
  useEffect(() => {
    if (game && heard > game.seq) reload();
  }, [game, heard, reload]);

  useLive(token, (m) => {
    if (m.type === "hello") setHeard(m.seq);
    else if (m.type === "entry") {
      setGame((g) => (g && m.game.seq <= g.seq ? g : (m.game as GamePayload<V>)));
      if (m.line) setLog((l) => [...l.filter((x) => x.seq < m.seq), m.line as LogLine]);
    } else if (m.type === "undo") reload();
  });

  const send = useCallback(
    async (via: string, action: unknown, rolls: number[]) => {
      if (!game) return;
      setBusy(true);
      setError(null);
      const attempt = (seq: number) =>
        api.act<V>(via, seq, action, game.dice === "manual" ? rolls : undefined);
      let raced = false;
      try {
        let g: GamePayload<V> | null = null;
        let seq = game.seq;
        for (let tries = 0; g === null; tries++) {
          try {
            g = await attempt(seq);
          } catch (e) {
            if (!(e instanceof ApiFailure && e.status === 409) || via !== token || tries >= 2)
              throw e;
            // Another seat moved first. In a step both take at once the click stands: sent again.
            const fresh = await api.game<V>(token);
            if (!clickStands(game.view, fresh.view, action)) throw e;
            seq = fresh.seq;
            raced = true;
          }
        }
        const done = g;
        setAsking(null);
        setGame((old) => (old && old.seq >= done.seq ? old : done));
        // The other seat's move came in meanwhile: its line joins the log.
        if (raced) await reload();
      } catch (e) {
        if (e instanceof ApiFailure && e.need) setAsking({ via, action, rolls, need: e.need });
        else if (e instanceof ApiFailure && e.status === 409) {
          setAsking(null);
          // Against the computer, a click that raced its move is no news: show the board as it stands.
          if (!game.computer?.length)
            setError("The game moved on elsewhere; here it is as it stands now.");
          await reload();
        } else setError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    },
    [game, reload, token],
  );

  const actAs = useCallback((via: string, action: unknown) => send(via, action, []), [send]);
  const act = useCallback((action: unknown) => send(token, action, []), [send, token]);
  const roll = useCallback(
    (value: number) => {
      if (asking) send(asking.via, asking.action, [...asking.rolls, value]);
    },
    [asking, send],
  );

  const undoAs = useCallback(
    async (via: string) => {
      if (!game) return;
      setError(null);
      try {
        await api.undo(via, game.seq);
        await reload();
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [game, reload],
  );
  const undo = useCallback(() => undoAs(token), [undoAs, token]);

  return {
    game,
    log,
    error,
    busy,
    asking: asking?.need ?? null,
    act,
    actAs,
    roll,
    cancelRoll: () => setAsking(null),
    undo,
    undoAs,
    reload,
  };
}
