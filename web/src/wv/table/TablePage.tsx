/**
 * Winged Victory at the table: the companion's page. The step the table is
 * at (or the die asked for), every plane's dashboard one at a time (tabs,
 * for a phone), the log with undo and export. With positions, the board it
 * reckons with (mats, MegaHexes) and the weather.
 */
import { useState } from "react";
import { megaRepeat } from "../../../../src/games/winged-victory/board/grid-board.js";
import { boxOf } from "../../../../src/games/winged-victory/game/printed.js";
import { planeOf } from "../../../../src/games/winged-victory/game/state.js";
import type { TableView } from "../../../../src/games/winged-victory/table/view.js";
import { api } from "../../api";
import { RulesLink } from "../../rules/RuleNote";
import { useGame } from "../../shared/useGame";
import { Dashboard } from "../Dashboard";
import { PrintedLine } from "../PrintedLine";
import { DieEntry } from "./DieEntry";
import { Step } from "./Step";
import "../wv.css";
import "./table.css";

const STEP: Record<TableView["phase"], string> = {
  throttle: "start of the turn",
  move: "movement",
  fire: "fire",
  over: "the fight is over",
};

/** Whose victory a downed plane is (ruling G18): the pilot by name, or the plane's gunner. */
function victor(planes: TableView["planes"], hit: { plane: string; crew: number }): string {
  const q = planes.find((x) => x.id === hit.plane);
  if (hit.crew > 0) return `${hit.plane}'s ${q ? planeOf(q.type).crew[hit.crew]?.role : "gunner"}`;
  return q?.pilot ? `${q.pilot} (${hit.plane})` : hit.plane;
}

function Dashboards({ view }: { view: TableView }) {
  const [tab, setTab] = useState<string | null>(null);
  const current =
    view.planes.find((p) => p.id === tab) ??
    view.planes.find((p) => p.id === view.moving) ??
    view.planes[0];
  return (
    <section className="panel">
      <h2>Dashboards</h2>
      <div className="wv-tabs" role="tablist">
        {view.planes.map((p) => (
          <button
            key={p.id}
            type="button"
            role="tab"
            aria-selected={p.id === current?.id}
            onClick={() => setTab(p.id)}
          >
            {p.id}
            {p.fate ? ` (${p.fate})` : ""}
          </button>
        ))}
      </div>
      {current && (
        <div className="wvt-dash" data-plane={current.id}>
          <p className="small">
            {current.pilot ? `${current.pilot}, ` : ""}
            {current.name} · drag {current.drag} at speed {current.speed}
            {current.last
              ? ` · turn ${current.last.turn}: ${current.last.move}, speed ${current.last.startSpeed} → ${current.last.speed} → ${current.last.endSpeed}${current.last.events.length ? ` (${current.last.events.join(", ")})` : ""}`
              : ""}
            {current.sees
              ? ` · sees ${current.sees.length ? current.sees.join(", ") : "no enemy"}`
              : ""}
          </p>
          <Dashboard p={current} positions={view.positions} />
        </div>
      )}
    </section>
  );
}

function WeatherLine({ weather: w }: { weather: TableView["weather"] }) {
  const parts = [
    w.sun ? `sun ${w.sun.replace("-", " ")}` : "",
    w.haze !== null ? `haze from level ${w.haze} down` : "",
    w.storm !== null ? `storm from level ${w.storm} up` : "",
    w.highStratus !== null ? "high stratus" : "",
    w.mediumStratus !== null ? "medium stratus" : "",
    w.lowStratus.length ? `low stratus ×${w.lowStratus.length}` : "",
    w.cumulus.length ? `cumulus ×${w.cumulus.length}` : "",
  ].filter(Boolean);
  return parts.length ? <p className="small muted">Weather: {parts.join(", ")}</p> : null;
}

/** The board the companion reckons with: its mats' width and its MegaHexes (a board file's, or ours). */
function BoardLine({ view }: { view: TableView }) {
  const flower = megaRepeat(view.megaRadius);
  const cols = view.mats * view.matWidth;
  return (
    <p className="small muted" data-board={`${view.matWidth}/${view.megaRadius}`}>
      Board: {view.mats} mat{view.mats > 1 ? "s" : ""} of {view.matWidth} Hexes (columns 0–
      {cols - 1}), MegaHexes of {flower} Hexes (radius {view.megaRadius})
      {view.printedBoard ? ", from your board file" : ", Sortie's reconstruction"}
    </p>
  );
}

export function TablePage({ token }: { token: string }) {
  const g = useGame<TableView>(token);
  if (!g.game) return <p className="muted">{g.error ?? "Loading the fight…"}</p>;
  const view = g.game.view;
  // A fight with the owner's printed values: its planes known to this page before a dashboard reads one.
  if (view.printed !== undefined) boxOf({ printed: view.printed });
  const last = g.log[g.log.length - 1];
  return (
    <div className="wvt" data-phase={view.phase}>
      <section className="panel wvt-head">
        <h1>{view.title}</h1>
        <p>
          Turn {view.turn} of {view.lastTurn} · {STEP[view.phase]} · VP Allies {view.vp.allies},
          Germans {view.vp.germans} · <RulesLink system="winged-victory-table" />
        </p>
        {view.positions && <BoardLine view={view} />}
        {view.positions && <WeatherLine weather={view.weather} />}
        <PrintedLine printed={view.printed} />
        {g.game.outcome && (
          <>
            <p className="game-over">
              <strong>{g.game.outcome.summary}</strong>
            </p>
            <ul className="wvt-fates small">
              {view.planes.map((p) => (
                <li key={p.id}>
                  {p.id} {p.name}
                  {p.pilot ? ` (${p.pilot})` : ""}: {p.fate ?? "still flying"}
                  {p.fate === "downed" && p.hitBy ? ` by ${victor(view.planes, p.hitBy)}` : ""}
                  {p.fate
                    ? ` — ${p.vp} VP to the ${p.side === "allies" ? "Germans" : "Allies"}`
                    : ""}
                </li>
              ))}
            </ul>
          </>
        )}
        {g.error && (
          <p role="alert" className="error">
            {g.error}
          </p>
        )}
      </section>
      {view.need ? (
        <DieEntry need={view.need} busy={g.busy} act={g.act} printed={view.printed} />
      ) : (
        <Step view={view} act={g.act} busy={g.busy} />
      )}
      {view.events.length > 0 && (
        <section className="panel">
          <h2>Last step</h2>
          <ul className="events">
            {view.events.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the step's events in order.
              <li key={i}>{e}</li>
            ))}
          </ul>
        </section>
      )}
      <Dashboards view={view} />
      <section className="panel">
        <h2>Log</h2>
        <div className="row wrap">
          {last?.undoable && (
            <button type="button" className="secondary small" disabled={g.busy} onClick={g.undo}>
              Take back the last step
            </button>
          )}
          <a className="button secondary small" href={api.exportUrl(token)} download>
            Export the log
          </a>
        </div>
        <ol className="wvt-log small">
          {[...view.history]
            .reverse()
            .slice(0, 80)
            .map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history, newest first.
              <li key={i}>{line}</li>
            ))}
        </ol>
      </section>
    </div>
  );
}
