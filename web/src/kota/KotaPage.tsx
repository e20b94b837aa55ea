/**
 * A Knights of the Air campaign: the mission tree with the year, both
 * sides' scores, the desk of whoever holds this link (a Wing Commander's
 * or a player's), the set-up sheets of the sorties under way, every Pilot
 * Log line with its verification, the standings and the roster.
 */

import { useState } from "react";
import { Link, useLocation } from "wouter";
import { count } from "../../../src/engine/words.js";
import { SIDE_NAME } from "../../../src/games/knights-of-the-air/facts.js";
import { currentRun, runPoints } from "../../../src/games/knights-of-the-air/tree.js";
import { RulesLink } from "../rules/RuleNote";
import { ChosenDice } from "../shared/ChosenDice";
import { CardPrompt } from "./Cards";
import { Commander } from "./Commander";
import { Conflicts } from "./Conflicts";
import { seatName } from "./format";
import { Player } from "./Player";
import { Roster } from "./Roster";
import { Sheet } from "./Sheet";
import { Standings } from "./Standings";
import { Tree } from "./Tree";
import { undoControl } from "./undo";
import { type Kota, useKota } from "./useKota";
import { Verdicts } from "./Verdicts";
import "./kota.css";
import "./kota-forms.css";
import "./kota-roster.css";
import "./kota-sheets.css";
import "./kota-desk.css";

export const kotaBase = (token: string) => `/kota/${token}`;

/** "You are": the links of this campaign this browser holds; "Switch" opens the one chosen. */
function SeatSwitch({ k, seat }: { k: Kota; seat: string }) {
  const [, go] = useLocation();
  const [want, setWant] = useState(seat);
  const s = k.game?.view.state;
  const seats = Object.keys(k.held);
  if (!s) return null;
  if (seats.length < 2) return <p className="small">You are: {seatName(s, seat)}</p>;
  return (
    <form
      className="kota-seat row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (want !== seat) go(`/g/${k.held[want]}`);
      }}
    >
      <label htmlFor="kota-seat">You are</label>
      <select id="kota-seat" value={want} onChange={(e) => setWant(e.target.value)}>
        {seats.map((x) => (
          <option key={x} value={x}>
            {seatName(s, x)}
          </option>
        ))}
      </select>
      <button type="submit" className="secondary small" disabled={want === seat}>
        Switch
      </button>
    </form>
  );
}

export function KotaPage({ token }: { token: string }) {
  const k = useKota(token);
  if (!k.game) return <p className="muted">{k.error ?? "Loading the campaign…"}</p>;
  const view = k.game.view;
  const s = view.state;
  const seat = k.game.seat ?? "owner";
  const whole = view.standings[view.standings.length - 1];
  const run = currentRun(s);
  const now = run ? runPoints(s, run) : null;
  const base = kotaBase(token);
  const undo = undoControl({
    last: k.log[k.log.length - 1],
    seat: k.game.seat,
    manual: k.game.dice === "manual",
    busy: k.busy,
    seatName: (x) => seatName(s, x),
  });
  return (
    <div className="kota">
      <header className="panel kota-head">
        <div>
          <h1>{s.title}</h1>
          <p className="muted">
            Knights of the Air · the year {s.year} ·{" "}
            {s.winner
              ? `the ${SIDE_NAME[s.winner]} have won the war`
              : s.attacker
                ? `the ${SIDE_NAME[s.attacker]} attack`
                : "Mission 1 decides who attacks"}
            {k.game.dice === "manual" ? " · cards from the club's own decks" : ""} ·{" "}
            <RulesLink system="knights-of-the-air" />
          </p>
          <SeatSwitch k={k} seat={seat} />
        </div>
        <section className="kota-score" aria-label="Scores">
          {(["allies", "central"] as const).map((side) => (
            <span key={side} className={side}>
              <strong>{SIDE_NAME[side]}</strong> {count(whole.points[side], "pt")} ·{" "}
              {count(whole.kills[side], "kill")}
              {now && run ? (
                <span className="small">
                  {" "}
                  · Mission {run.mission}: {now[side]}
                </span>
              ) : null}
            </span>
          ))}
        </section>
      </header>
      <ChosenDice game={k.game} />
      {k.game.outcome && (
        <section className="panel game-over">
          <h2>{k.game.outcome.summary}</h2>
        </section>
      )}
      {k.error && (
        <p role="alert" className="error">
          {k.error}
        </p>
      )}
      {k.asking && (
        <CardPrompt
          need={k.asking}
          onCard={k.typeCard}
          onCancel={k.cancelCard}
          targets={k.askingFor?.type === "reveal" ? s.tables.groundTargets : undefined}
        />
      )}
      <Conflicts list={view.conflicts} />
      <div className="kota-top">
        <section className="panel" aria-label="Mission tree">
          <h2>The mission tree</h2>
          <Tree s={s} />
          {s.events.length > 0 && (
            <ul className="small kota-events">
              {s.events.slice(-4).map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events are appended, never removed.
                <li key={i}>{e.text}</li>
              ))}
            </ul>
          )}
        </section>
        {view.role === "commander" && <Commander view={view} k={k} />}
        {view.role === "player" && <Player view={view} k={k} />}
      </div>
      {view.sheets.map((sh) => (
        <div key={sh.sortie} className="panel">
          <Sheet sheet={sh} s={s} k={view.role === "owner" ? undefined : k} />
        </div>
      ))}
      <section className="panel no-print" aria-label="Pilot Log lines">
        <h2>Pilot Log lines and their verification</h2>
        <Verdicts s={s} lines={s.lines.slice(-10)} />
        {s.lines.length > 10 && (
          <p className="small">
            The last ten; every line is in <Link href={`${base}/master-log`}>the Master Log</Link>.
          </p>
        )}
      </section>
      <Standings rows={view.standings} />
      <Roster s={s} base={base} leading={view.leadingAces} />
      <p className="row wrap no-print">
        <Link href={`${base}/master-log`} className="button secondary small">
          The Master Log
        </Link>
        <a className="button secondary small" href={`/api/t/${token}/export`}>
          Export the campaign
        </a>
        <button
          type="button"
          className="secondary small"
          disabled={!undo.can}
          title={undo.can ? "Take back the last step" : (undo.why ?? undefined)}
          onClick={k.undo}
        >
          Undo the last step
        </button>
        {undo.why && <span className="muted small kota-undo-why">{undo.why}</span>}
        <Link href="/">← All games</Link>
      </p>
    </div>
  );
}
