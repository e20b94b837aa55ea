/**
 * Winged Victory's pages: one seat's link, and hot-seat (both seats on one
 * screen, the table covered between hand-overs so neither side sees the
 * other's throttles, shots or unspotted planes).
 */
import { useState } from "react";
import type { Side } from "../../../src/games/winged-victory/game/state.js";
import { RulesLink } from "../rules/RuleNote";
import { HandOver } from "../shared/HandOver";
import { SIDE_NAMES } from "./names";
import { Table } from "./Table";
import { useSeat } from "./useSeat";

export function WvPage({ token }: { token: string }) {
  const g = useSeat(token);
  if (!g.game) return <p className="muted">{g.error ?? "Loading the game…"}</p>;
  return (
    <Table
      game={g.game}
      log={g.log}
      busy={g.busy}
      error={g.error}
      act={g.act}
      undo={g.undo}
      token={token}
      since={g.since}
      dice={{ asking: g.asking, roll: g.roll, cancel: g.cancelRoll }}
    />
  );
}

export function WvHotSeat({ allies, germans }: { allies: string; germans: string }) {
  const seats = { allies: useSeat(allies), germans: useSeat(germans) };
  const [shown, setShown] = useState<Side | null>(null);
  const a = seats.allies.game;
  const b = seats.germans.game;
  const probe = a && b ? (a.seq >= b.seq ? a : b) : (a ?? b);
  if (!probe) return <p className="muted">Loading the game…</p>;
  const over = probe.view.phase === "over";
  // Each side's own view says whether it still has a choice: in a step both sides take at once
  // (throttles, fire) a view does not tell whether the other side is done (its last choice could be any).
  const waiting = (["allies", "germans"] as const).filter((x) => {
    const own = seats[x].game;
    return (own && own.seq >= probe.seq ? own : probe).view.waitingFor.includes(x);
  });
  // Keep the side on screen while it still has a choice; else hand over to the next one waiting.
  const next: Side = shown && waiting.includes(shown) ? shown : (waiting[0] ?? "allies");
  const facing: Side | null = over ? (shown ?? "allies") : shown === next ? shown : null;
  if (facing === null) {
    // The side that just handed over may still take its last step back (one that rolled nothing).
    const prev: Side = next === "allies" ? "germans" : "allies";
    const last = seats[prev].log[seats[prev].log.length - 1];
    const mayTakeBack = last?.seat === prev && last.undoable === true && !over;
    return (
      <HandOver side={SIDE_NAMES[next]} onShow={() => setShown(next)}>
        {mayTakeBack && (
          <p>
            <button
              type="button"
              className="secondary"
              disabled={seats[prev].busy}
              onClick={() => {
                setShown(null);
                seats[prev].undo();
              }}
            >
              {/* Not what the step was: the next player may already be looking. */}
              {SIDE_NAMES[prev]}: take back your last step
            </button>
          </p>
        )}
        {seats[prev].error && <p role="alert">{seats[prev].error}</p>}
        <p>
          <RulesLink system="winged-victory" />
        </p>
      </HandOver>
    );
  }
  const s = seats[facing];
  if (!s.game) return <p className="muted">Loading…</p>;
  return (
    <Table
      game={s.game}
      log={s.log}
      busy={s.busy}
      error={s.error}
      act={s.act}
      undo={s.undo}
      token={facing === "allies" ? allies : germans}
      since={s.since}
      dice={{ asking: s.asking, roll: s.roll, cancel: s.cancelRoll }}
    />
  );
}
