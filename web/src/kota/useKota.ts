/**
 * A Knights of the Air campaign seen through one link. Steps go through that
 * link; the other links this browser holds (a club laptop that created the
 * campaign holds them all) are offered as "act as". In a campaign on the
 * club's own decks, a step that needs a card the club has not typed yet
 * stops and asks for it (`asking`), then is sent again with every card so far.
 */
import { useCallback, useMemo, useState } from "react";
import type { KotaAction } from "../../../src/games/knights-of-the-air/actions.js";
import type { KotaView } from "../../../src/games/knights-of-the-air/rules.js";
import { ApiFailure, api, type Need } from "../api";
import { heldLinks, holdToken } from "../links";
import { useGame } from "../shared/useGame";

interface Asking {
  action: KotaAction;
  need: Need;
}

export function useKota(token: string) {
  const g = useGame<KotaView>(token);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState(0);
  /** Links of the seats the last step added (a player enrolled): seat → token, shown once. */
  const [added, setAdded] = useState<Record<string, string>>({});

  /** Every link of this campaign this browser holds: seat (or "owner") → token. */
  const held = useMemo(() => {
    const id = g.game?.id;
    const h = id ? heldLinks().find((x) => x.gameId === id) : undefined;
    const out: Record<string, string> = {};
    if (h) {
      for (const [seat, t] of Object.entries(h.links.seats)) if (t) out[seat] = t;
      if (h.links.owner) out.owner = h.links.owner;
    }
    // A club laptop offers a player just enrolled at once (his link is held from now on).
    if (h?.mode === "table") Object.assign(out, added);
    out[g.game?.seat ?? "owner"] = token;
    return out;
  }, [g.game?.id, g.game?.seat, token, added]);

  const send = useCallback(
    async (action: KotaAction) => {
      const game = g.game;
      if (!game) return false;
      setBusy(true);
      setError(null);
      try {
        const r = (await api.act(token, game.seq, action)) as { links?: Record<string, string> };
        setAdded(r.links ?? {});
        // A club laptop that holds every link of the campaign holds the new ones too.
        const h = heldLinks().find((x) => x.gameId === game.id);
        if (h?.mode === "table")
          for (const [seat, t] of Object.entries(r.links ?? {}))
            holdToken(game.id, game.system, seat, t);
        setAsking(null);
        setDone((n) => n + 1);
        await g.reload();
        return true;
      } catch (e) {
        if (e instanceof ApiFailure && e.need) setAsking({ action, need: e.need });
        else {
          if (e instanceof ApiFailure && e.status === 409) await g.reload();
          setError(e instanceof Error ? e.message : String(e));
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [g, token],
  );

  /** The card the club drew for the draw asked: added to the step's typed cards, and the step sent again. */
  const typeCard = useCallback(
    (card: string) => {
      if (!asking) return;
      const a = asking.action;
      // A ground target turned over is a target card, named; every other draw is a damage card.
      if (a.type === "reveal") send({ ...a, target: card });
      else {
        const c = a as KotaAction & { cards?: string[] };
        send({ ...c, cards: [...(c.cards ?? []), card] } as KotaAction);
      }
    },
    [asking, send],
  );

  return {
    game: g.game,
    log: g.log,
    error: error ?? g.error,
    busy,
    asking: asking?.need ?? null,
    /** The step waiting for the card. */
    askingFor: asking?.action ?? null,
    /** Counts the steps taken from this page (forms clear themselves on a new one). */
    done,
    act: send,
    typeCard,
    cancelCard: () => setAsking(null),
    clearError: () => setError(null),
    held,
    added,
    undo: async () => {
      if (!g.game) return;
      setBusy(true);
      setError(null);
      try {
        await api.undo(token, g.game.seq);
        await g.reload();
      } catch (e) {
        if (e instanceof ApiFailure && e.status === 409) await g.reload();
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    },
  };
}

export type Kota = ReturnType<typeof useKota>;
