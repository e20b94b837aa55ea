/**
 * Winged Victory's pages: one seat's link, and hot-seat (both seats on one
 * screen, the table covered between hand-overs so neither side sees the
 * other's throttles, shots or unspotted planes).
 */
import { useState } from "react";
import type { Side } from "../../../src/games/winged-victory/state.js";
import type { WvView } from "../../../src/games/winged-victory/view.js";
import { HandOver } from "../shared/HandOver";
import { useGame } from "../shared/useGame";
import { SIDE_NAMES } from "./names";
import { Table } from "./Table";

export function WvPage({ token }: { token: string }) {
  const g = useGame<WvView>(token);
  if (!g.game) return <p className="muted">{g.error ?? "Loading the game…"}</p>;
  return (
    <Table game={g.game} log={g.log} busy={g.busy} error={g.error} act={g.act} undo={g.undo} />
  );
}

export function WvHotSeat({ allies, germans }: { allies: string; germans: string }) {
  const seats = { allies: useGame<WvView>(allies), germans: useGame<WvView>(germans) };
  const [shown, setShown] = useState<Side | null>(null);
  const a = seats.allies.game;
  const b = seats.germans.game;
  const probe = a && b ? (a.seq >= b.seq ? a : b) : (a ?? b);
  if (!probe) return <p className="muted">Loading the game…</p>;
  const over = probe.view.phase === "over";
  const waiting = probe.view.waitingFor as Side[];
  // Keep the side on screen while it still has a choice; else hand over to the next one waiting.
  const next: Side = shown && waiting.includes(shown) ? shown : (waiting[0] ?? "allies");
  const facing: Side | null = over ? (shown ?? "allies") : shown === next ? shown : null;
  if (facing === null) {
    return <HandOver side={SIDE_NAMES[next]} onShow={() => setShown(next)} />;
  }
  const s = seats[facing];
  if (!s.game) return <p className="muted">Loading…</p>;
  return (
    <Table game={s.game} log={s.log} busy={s.busy} error={s.error} act={s.act} undo={s.undo} />
  );
}
