/** One seat's table in Winged Victory: the board, the dashboards, the steps to take and the log. */
import { useState } from "react";
import { Link } from "wouter";
import { boxOf } from "../../../src/games/winged-victory/game/printed.js";
import type { MoveCost, WvView } from "../../../src/games/winged-victory/view/view.js";
import type { GamePayload, LogLine, Need } from "../api";
import { Actions } from "./Actions";
import { Board } from "./Board";
import { Dashboard } from "./Dashboard";
import { FightEnd } from "./end/FightEnd";
import { PrintedLine } from "./PrintedLine";
import { Rolls } from "./Rolls";
import { useOrders } from "./useOrders";
import { WvDicePrompt } from "./WvDicePrompt";
import "./wv.css";
import { RulesLink } from "../rules/RuleNote";
import { EventsPanel } from "../shared/Choices";
import { moveLabel, SIDE_NAMES } from "./names";

interface Props {
  game: GamePayload<WvView>;
  log: LogLine[];
  busy: boolean;
  error: string | null;
  act: (a: unknown) => void;
  undo: () => void;
  /** The link this table is seen through (for the export at the end). */
  token?: string;
  /** What happened since the seat's last step (absent: the last step's events alone). */
  since?: { events: string[]; steps: number };
  /** With the players' own dice: the roll the step taken waits for, and where its face goes. */
  dice?: { asking: Need | null; roll: (v: number) => void; cancel: () => void };
}

/** The step of the turn, as players say it. */
const PHASE: Record<string, string> = {
  throttle: "throttles",
  move: "movement",
  fire: "fire",
  over: "the fight is over",
};

/** The log, newest first, each turn under its heading (a line the game gave no turn takes its predecessor's). */
function Log({ log }: { log: LogLine[] }) {
  const [all, setAll] = useState(false);
  let turn: number | undefined;
  const turns = log.map((line) => {
    turn = line.turn ?? turn;
    return turn;
  });
  const lines = log.map((line, k) => ({ line, turn: turns[k] })).reverse();
  const shown = all ? lines : lines.slice(0, 60);
  return (
    <section className="panel">
      <h2>Log</h2>
      <ul className="log">
        {shown.map(({ line, turn }, k) => (
          <li key={line.seq} data-turn={turn}>
            {turn !== undefined && (k === 0 || shown[k - 1].turn !== turn) && (
              <span className="wv-log-turn">Turn {turn}</span>
            )}
            <strong>
              {SIDE_NAMES[line.seat as keyof typeof SIDE_NAMES] ?? line.seat}: {line.text}
            </strong>
            <Rolls rolls={line.rolls} />
          </li>
        ))}
      </ul>
      {lines.length > shown.length && (
        <button type="button" className="secondary small" onClick={() => setAll(true)}>
          Show the whole log ({lines.length} steps)
        </button>
      )}
    </section>
  );
}

/** A Time Freezing under way, told at the head: the fire comes first, then the moves caught in it. */
function Freezing({ view }: { view: WvView }) {
  const f = view.freezing;
  if (!f) return null;
  const own = f.waiting.map((w) => `${w.plane} (${moveLabel(w.move)})`).join(", ");
  return (
    <p className="wv-freezing">
      <strong>Time Freezing</strong>
      {view.phase === "fire"
        ? " — the fire inside the freeze, then the planes caught in it finish their moves"
        : " — the pool's planes move up to the frozen time; their fire comes before they fly on"}
      {own ? `. Waiting to fly: ${own}.` : "."}
    </p>
  );
}

/** The fight's end: each mission accomplished or failed, the planes out of the fight, the log to export. */
function End({ view, token }: { view: WvView; token?: string }) {
  const out = view.planes.filter((p) => p.fate !== null);
  return (
    <div className="wv-end">
      {view.missions && view.accomplished && (
        <ul className="small">
          {view.missions.map((m) => (
            <li key={m.side} data-side={m.side}>
              {SIDE_NAMES[m.side]}, {m.name}:{" "}
              {view.accomplished?.[m.side]
                ? "✓ accomplished"
                : `✗ failed${view.shortfalls?.[m.side] ? `: ${view.shortfalls[m.side]}` : ""}`}
            </li>
          ))}
        </ul>
      )}
      {out.length > 0 && (
        <p className="small wv-fates">
          Out of the fight:{" "}
          {out.map((p) => `${p.id} ${p.name} (${SIDE_NAMES[p.side]}) ${p.fate}`).join("; ")}.
        </p>
      )}
      <p className="row wrap">
        {token && (
          <a className="button secondary small" href={`/api/t/${token}/export`} download>
            Export the fight
          </a>
        )}
        <Link href="/wv/new" className="button secondary small">
          Another fight
        </Link>
      </p>
    </div>
  );
}

export function Table({ game, log, busy, error, act, undo, token, since, dice }: Props) {
  // Throttles, flak and shots: the seat's own choices so far, sent as one sealed step once complete.
  const orders = useOrders(game.view, act);
  const view = orders.view;
  // The game's tables (a box file's where given), its planes known to this page before a dashboard reads one.
  const box = boxOf(view);
  const [preview, setPreview] = useState<MoveCost | null>(null);
  const shown = preview && view.moves.some((m) => m.name === preview.name) ? preview : null;
  const own = view.planes.filter((p) => p.side === view.seat);
  const others = view.planes.filter((p) => p.side !== view.seat);
  const dashes = [...own, ...others];
  const [tab, setTab] = useState<string | null>(null);
  const current =
    dashes.find((p) => p.id === tab) ?? dashes.find((p) => p.id === view.moving) ?? dashes[0];
  const last = log[log.length - 1];
  return (
    <div className="wv-table" data-seat={view.seat ?? ""} data-phase={view.phase}>
      <section className="panel wv-head">
        <h1>{view.title}</h1>
        <p className="small">
          <RulesLink system="winged-victory" />
        </p>
        <p>
          Turn {view.turn} of {view.lastTurn} · {PHASE[view.phase] ?? view.phase} ·{" "}
          {view.seat
            ? `you fly for the ${SIDE_NAMES[view.seat as keyof typeof SIDE_NAMES]}`
            : "watching"}
          {game.computer?.length
            ? ` · the computer${game.computerLevel ? ` (${game.computerLevel})` : ""} flies for the ${game.computer.map((c) => SIDE_NAMES[c as keyof typeof SIDE_NAMES] ?? c).join(" and ")}`
            : ""}{" "}
          · VP Allies {view.vp.allies}, Germans {view.vp.germans}
        </p>
        <Freezing view={view} />
        <PrintedLine printed={view.printed} />
        {view.missions && (
          <ul className="small">
            {view.missions.map((m) => (
              <li key={m.side}>
                {SIDE_NAMES[m.side]}: {m.name} — {m.summary}
              </li>
            ))}
          </ul>
        )}
        {game.outcome && (
          <p className="game-over">
            <strong>{game.outcome.summary}</strong>
          </p>
        )}
        {game.outcome && <End view={view} token={token} />}
        {error && <p role="alert">{error}</p>}
        {dice?.asking && (
          <WvDicePrompt
            need={dice.asking}
            alea={box.alea}
            onRoll={dice.roll}
            onCancel={dice.cancel}
          />
        )}
      </section>
      {/* Once the fight is over the replay's board shows it, from the set-up to this last step. */}
      {game.outcome ? (
        <FightEnd token={token} seat={view.seat} seq={game.seq} />
      ) : (
        <Board view={view} preview={shown} busy={busy} act={orders.choose} choose={setPreview} />
      )}
      <Actions
        view={view}
        busy={busy}
        act={orders.choose}
        orders={orders}
        preview={shown}
        setPreview={setPreview}
        computer={game.computer ?? []}
      />
      {last?.undoable && (
        <button type="button" onClick={undo} disabled={busy}>
          Take back that step
        </button>
      )}
      <section className="panel">
        <h2>Dashboards</h2>
        <div className="wv-tabs" role="tablist">
          {dashes.map((p) => (
            <button
              key={p.id}
              type="button"
              role="tab"
              aria-selected={p.id === current?.id}
              onClick={() => setTab(p.id)}
            >
              {p.id}
            </button>
          ))}
        </div>
        <div className="wv-dashes">
          {dashes.map((p) => (
            <div
              key={p.id}
              className={p.id === current?.id ? "wv-dash-wrap current" : "wv-dash-wrap"}
            >
              <Dashboard p={p} preview={p.id === view.moving ? shown : null} />
            </div>
          ))}
        </div>
      </section>
      {since && since.steps > 1 ? (
        <EventsPanel title="Since your last step" events={since.events} />
      ) : (
        <EventsPanel title="Last step" events={view.events} />
      )}
      <Log log={log} />
    </div>
  );
}
