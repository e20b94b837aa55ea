/**
 * Hot-seat: both seats on one screen. Between hand-overs the board is
 * covered, so neither player sees the other's chits, orders or hidden planes.
 */
import { useState } from "react";
import { SIDE_NAMES, type Side } from "../../../src/games/hawks-over-malta/data.js";
import type { HawksView } from "../../../src/games/hawks-over-malta/view.js";
import { RulesLink } from "../rules/RuleNote";
import { HandOver } from "../shared/HandOver";
import { useGame } from "../shared/useGame";
import { Table } from "./Table";

export function HotSeat({ axis, british }: { axis: string; british: string }) {
  const seats = { axis: useGame<HawksView>(axis), british: useGame<HawksView>(british) };
  const [shown, setShown] = useState<Side | null>(null);
  // Whichever seat's copy is newer tells whose turn it is (the other may not have heard yet).
  const a = seats.axis.game;
  const b = seats.british.game;
  const probe = a && b ? (a.seq >= b.seq ? a : b) : (a ?? b);
  if (!probe) return <p className="muted">Loading the game…</p>;
  const over = probe.view.over;
  const next: Side = probe.view.toAct[0] ?? "axis";
  const facing: Side | null = over ? "axis" : shown === next ? shown : null;
  if (facing === null) {
    return (
      <HandOver side={SIDE_NAMES[next]} onShow={() => setShown(next)}>
        <p>
          <RulesLink system="hawks-over-malta" />
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
      token={facing === "axis" ? axis : british}
    />
  );
}
