/**
 * The Wing Commander's desk: choosing the branch for the attackers, setting
 * up sorties, verifying his group's Pilot Log lines (accept, correct, refuse
 * with a reason), closing a sortie once every line is verified, and
 * enrolling a player who joined the club during the season.
 */
import { useState } from "react";
import { count } from "../../../src/engine/words.js";
import { verifierOf } from "../../../src/games/knights-of-the-air/command.js";
import { SIDE_NAME } from "../../../src/games/knights-of-the-air/facts.js";
import type { Conflict } from "../../../src/games/knights-of-the-air/reconcile.js";
import type { KotaView } from "../../../src/games/knights-of-the-air/rules.js";
import { airmenOf, sortieOf } from "../../../src/games/knights-of-the-air/sortie.js";
import type {
  CampaignState,
  LogLine,
  Sortie,
} from "../../../src/games/knights-of-the-air/state.js";
import { specOf } from "../../../src/games/knights-of-the-air/tree.js";
import { CardsField, cardList } from "./Cards";
import { Enrol } from "./Enrol";
import { nameOf, reportText, seatName } from "./format";
import { LineForm, Refused, refusedLine } from "./LineForm";
import { SetupForm } from "./SetupForm";
import type { Kota } from "./useKota";

export function ChooseMission({ s, k, may }: { s: CampaignState; k: Kota; may: boolean }) {
  if (s.mission !== null || s.winner) return null;
  const options = s.tables.missions.filter((m) => m.level === s.level);
  return (
    <section className="kota-choose" aria-label="Choose the mission">
      <h3>
        Mission {s.level}: the {s.attacker ? SIDE_NAME[s.attacker] : "attackers"} choose
      </h3>
      {options.map((m) => (
        <div key={m.id} className="row wrap">
          <button
            type="button"
            disabled={!may || k.busy}
            onClick={() => k.act({ type: "choose-mission", mission: m.id })}
          >
            Fly Mission {m.id}: {m.name}
          </button>
          <span className="small">{m.brief}</span>
        </div>
      ))}
      {!may && (
        <p className="muted small">A player of the attacking side or a Wing Commander chooses.</p>
      )}
    </section>
  );
}

function Verify({
  s,
  line,
  k,
  clash,
}: {
  s: CampaignState;
  line: LogLine;
  k: Kota;
  clash: Conflict[];
}) {
  const [mode, setMode] = useState<"look" | "refuse" | "correct">("look");
  const [reason, setReason] = useState("");
  const [cards, setCards] = useState("");
  const x = sortieOf(s, line.sortie);
  const typed = cards.trim() ? { cards: cardList(cards) } : {};
  return (
    <li className={`kota-verify${clash.length ? " in-conflict" : ""}`}>
      <p>
        <strong>{nameOf(s, line.pilot)}</strong>, line {line.id}, sortie {x.id}:{" "}
        {reportText(s, line.entered)}
      </p>
      {clash.map((c) => (
        <p key={c.lines.join("-")} className="small error">
          In conflict with line {c.lines.filter((id) => id !== line.id).join(" and ")}: {c.text}.
          Correct or refuse one of them, with a reason.
        </p>
      ))}
      {mode === "look" && (
        <>
          <CardsField value={cards} onChange={setCards} />
          <div className="row wrap">
            <button
              type="button"
              disabled={k.busy || clash.length > 0}
              title={clash.length ? "A line in conflict is corrected or refused" : undefined}
              onClick={() => k.act({ type: "verify", line: line.id, verdict: "accept", ...typed })}
            >
              Accept line {line.id}
            </button>
            <button type="button" className="secondary" onClick={() => setMode("correct")}>
              Correct it
            </button>
            <button type="button" className="secondary" onClick={() => setMode("refuse")}>
              Refuse it
            </button>
          </div>
        </>
      )}
      {mode === "refuse" && (
        <form
          className="row wrap"
          aria-label={`Refuse line ${line.id}`}
          onSubmit={(e) => {
            e.preventDefault();
            k.act({ type: "verify", line: line.id, verdict: "refuse", reason: reason.trim() });
          }}
        >
          <label>
            Reason (the player sees it in his log)
            <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" disabled={k.busy || !reason.trim()}>
            Refuse line {line.id}
          </button>
          <button type="button" className="secondary" onClick={() => setMode("look")}>
            Back
          </button>
        </form>
      )}
      {mode === "correct" && (
        <LineForm
          s={s}
          x={x}
          pilot={line.pilot}
          initial={line.entered}
          except={line.id}
          busy={k.busy || !reason.trim()}
          submit={`Verify line ${line.id} as corrected`}
          send={(r) =>
            k.act({
              type: "verify",
              line: line.id,
              verdict: "correct",
              report: r,
              reason: reason.trim(),
              ...typed,
            })
          }
        >
          <label>
            Reason for the correction
            <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
          </label>
          <CardsField value={cards} onChange={setCards} />
        </LineForm>
      )}
    </li>
  );
}

function missing(s: CampaignState, x: Sortie): string[] {
  return airmenOf(x)
    .filter(
      (id) =>
        !s.lines.some(
          (l) =>
            l.sortie === x.id &&
            l.pilot === id &&
            (l.status === "accepted" || l.status === "corrected"),
        ),
    )
    .map((id) => nameOf(s, id));
}

function Close({ s, x, k, clash }: { s: CampaignState; x: Sortie; k: Kota; clash: number }) {
  const [winner, setWinner] = useState<"allies" | "central" | "draw">("draw");
  const [cards, setCards] = useState("");
  const objectives =
    x.kind === "campaign" && x.mission !== null && specOf(s, x.mission).victory === "objectives";
  const left = missing(s, x);
  return (
    <form
      className="kota-close row wrap"
      aria-label={`Close sortie ${x.id}`}
      onSubmit={(e) => {
        e.preventDefault();
        k.act({
          type: "close-sortie",
          sortie: x.id,
          ...(objectives ? { winner } : {}),
          ...(cards.trim() ? { cards: cardList(cards) } : {}),
        });
      }}
    >
      {objectives && (
        <label>
          Objectives met by
          <select value={winner} onChange={(e) => setWinner(e.target.value as typeof winner)}>
            <option value="allies">the Allies</option>
            <option value="central">the Central Powers</option>
            <option value="draw">neither (a draw)</option>
          </select>
        </label>
      )}
      <CardsField value={cards} onChange={setCards} />
      <button type="submit" disabled={k.busy || left.length > 0 || clash > 0}>
        Close sortie {x.id}
      </button>
      {clash > 0 && (
        <span className="small error">
          {count(clash, "conflict")} between its lines to resolve first.
        </span>
      )}
      {left.length > 0 && (
        <span className="small muted">Waiting for verified lines: {left.join(", ")}.</span>
      )}
    </form>
  );
}

/** Ruling K24: the Wing Commander enters the line of a player who is not at the club tonight. */
function ForAbsent({
  s,
  open,
  k,
  seat,
}: {
  s: CampaignState;
  open: Sortie[];
  k: Kota;
  seat: string;
}) {
  // His own airmen only: the lines he verifies (his side's, where each side has its Wing Commander).
  const due = open.flatMap((x) =>
    airmenOf(x)
      .filter(
        (id) =>
          verifierOf(s, id) === seat &&
          !s.lines.some((l) => l.sortie === x.id && l.pilot === id && l.status !== "refused"),
      )
      .map((id) => ({ x, id })),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  if (due.length === 0) return null;
  const pick = due.find((d) => `${d.x.id}/${d.id}` === chosen) ?? due[0];
  return (
    <details className="kota-absent">
      <summary>Enter the line of a player who is not here</summary>
      <label>
        Line for
        <select value={`${pick.x.id}/${pick.id}`} onChange={(e) => setChosen(e.target.value)}>
          {due.map((d) => (
            <option key={`${d.x.id}/${d.id}`} value={`${d.x.id}/${d.id}`}>
              {nameOf(s, d.id)}, sortie {d.x.id}
            </option>
          ))}
        </select>
      </label>
      <Refused s={s} sortie={pick.x.id} pilot={pick.id} />
      <LineForm
        key={`${pick.x.id}/${pick.id}/${k.done}`}
        s={s}
        x={pick.x}
        pilot={pick.id}
        initial={refusedLine(s, pick.x.id, pick.id)?.entered}
        busy={k.busy}
        submit={`Enter ${nameOf(s, pick.id)}'s line`}
        send={(r) => k.act({ type: "log", sortie: pick.x.id, pilot: pick.id, report: r })}
      />
    </details>
  );
}

/** The lines another Wing Commander verifies (the other side's, or another table's in a league game): shown, not touched. */
function OthersLines({ s, ids }: { s: CampaignState; ids: number[] }) {
  const lines = ids.map((id) => s.lines.find((l) => l.id === id)).filter((l): l is LogLine => !!l);
  if (lines.length === 0) return null;
  return (
    <section aria-label="Lines another Wing Commander verifies">
      <h3>Lines another Wing Commander verifies</h3>
      <ul className="kota-others">
        {lines.map((l) => (
          <li key={l.id}>
            <strong>{nameOf(s, l.pilot)}</strong>, line {l.id}, sortie {l.sortie}:{" "}
            {reportText(s, l.entered)}{" "}
            <span className="small muted">({seatName(s, verifierOf(s, l.pilot))})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Commander({ view, k }: { view: KotaView; k: Kota }) {
  const s = view.state;
  const group = view.group as string;
  const open = s.sorties.filter((x) => x.status === "open" && x.group === group);
  const pending = view.toVerify
    .map((id) => s.lines.find((l) => l.id === id))
    .filter((l): l is LogLine => !!l);
  const seat = view.seat as string;
  return (
    <section className="panel kota-desk" aria-label="Wing Commander">
      <h2>Wing Commander's desk</h2>
      <p className="small muted">{seatName(s, seat)}</p>
      <ChooseMission s={s} k={k} may />
      {!s.winner && (
        <SetupForm
          // Starts afresh when airmen join or come free, not on every verification.
          key={`${s.sorties.length}/${s.sorties.filter((x) => x.status === "open").length}/${s.pilots.length}`}
          s={s}
          group={group}
          k={k}
        />
      )}
      <h3>Lines to verify</h3>
      {pending.length === 0 ? (
        <p className="muted">No line is waiting.</p>
      ) : (
        <ul className="kota-verify-list">
          {pending.map((l) => (
            <Verify
              key={l.id}
              s={s}
              line={l}
              k={k}
              clash={view.conflicts.filter((c) => c.lines.includes(l.id))}
            />
          ))}
        </ul>
      )}
      <OthersLines s={s} ids={view.othersToVerify} />
      <ForAbsent s={s} open={open} k={k} seat={seat} />
      {!s.winner && <Enrol s={s} group={group} k={k} />}
      {open.map((x) => (
        <Close
          key={x.id}
          s={s}
          x={x}
          k={k}
          clash={view.conflicts.filter((c) => c.sortie === x.id).length}
        />
      ))}
    </section>
  );
}
