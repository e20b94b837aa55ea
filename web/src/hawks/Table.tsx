/** One side's table: the board, its planes, what it may do now, and the log. */
import { useState } from "react";
import { SIDE_NAMES, type Side } from "../../../src/games/hawks-over-malta/data.js";
import type { HawksAction } from "../../../src/games/hawks-over-malta/state.js";
import type { HawksView, PlaneView } from "../../../src/games/hawks-over-malta/view.js";
import type { GamePayload, LogLine } from "../api";
import { RollList } from "../shared/RollList";
import { Board, squareName, type Target } from "./Board";

const SIDE_SHORT: Record<Side, string> = { axis: "Axis", british: "RAF" };
const STEP: Record<string, [number, number, number]> = {
  N: [0, -1, 0],
  E: [1, 0, 0],
  S: [0, 1, 0],
  W: [-1, 0, 0],
  up: [0, 0, 1],
  down: [0, 0, -1],
};

function targetsOf(view: HawksView): Target[] {
  const out: Target[] = [];
  for (const a of view.actions) {
    if (a.type === "place") {
      out.push({
        x: a.x,
        y: a.y,
        alt: a.alt,
        action: a,
        label: `Place at ${squareName(a.x, a.y)}${a.alt ? ` altitude ${a.alt}` : ""}`,
      });
    } else if (a.type === "step") {
      const p = view.planes.find((q) => q.id === view.phase.plane);
      if (!p) continue;
      const [dx, dy, dz] = STEP[a.dir];
      out.push({
        x: p.x + dx,
        y: p.y + dy,
        alt: p.alt + dz,
        action: a,
        label: `Move ${p.id} ${a.dir} to ${squareName(p.x + dx, p.y + dy)} altitude ${p.alt + dz}`,
      });
    }
  }
  return out;
}

function PlaneRow({ p }: { p: PlaneView }) {
  return (
    <tr className={p.down ? "down" : ""}>
      <td>
        <span className={`token ${p.side} ${p.role}`}>{p.id}</span>
      </td>
      <td>{p.name}</td>
      <td>{p.down ? "down" : `${squareName(p.x, p.y)}·${p.alt}`}</td>
      <td aria-label={`${p.hits} hits`}>
        {"●".repeat(p.hits)}
        {"○".repeat(Math.max(0, 2 - p.hits))}
      </td>
      <td>{p.fired ? "FIRED" : ""}</td>
      <td>{p.chit === "hidden" ? "?" : p.chit.toUpperCase()}</td>
      <td>{p.priority ?? ""}</td>
    </tr>
  );
}

function Priorities({
  view,
  onLay,
  busy,
}: {
  view: HawksView;
  onLay: (order: string[]) => void;
  busy: boolean;
}) {
  const initial = (view.actions[0] as { order: string[] } | undefined)?.order ?? [];
  const [order, setOrder] = useState(initial);
  const move = (i: number, d: number) => {
    const next = [...order];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    setOrder(next);
  };
  return (
    <div>
      <p>Lay a priority chit by each plane: number 1 moves first.</p>
      <ol className="priorities">
        {order.map((id, i) => (
          <li key={id}>
            <span className="token">{id}</span> {view.planes.find((p) => p.id === id)?.name}
            <button
              type="button"
              className="small secondary"
              disabled={i === 0}
              onClick={() => move(i, -1)}
              aria-label={`${id} earlier`}
            >
              ▲
            </button>
            <button
              type="button"
              className="small secondary"
              disabled={i === order.length - 1}
              onClick={() => move(i, 1)}
              aria-label={`${id} later`}
            >
              ▼
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="act" disabled={busy} onClick={() => onLay(order)}>
        Lay priority chits face down
      </button>
    </div>
  );
}

function whatNow(view: HawksView, mine: Side | null): string {
  const ph = view.phase;
  const who = view.toAct.map((s) => SIDE_SHORT[s]).join(" and ");
  if (view.over) return "The game is over.";
  if (!mine || !view.toAct.includes(mine)) {
    if (ph.kind === "priorities" && mine && view.prioritiesDown[mine])
      return "Your chits are down; waiting for the other side.";
    return `Waiting for the ${who}.`;
  }
  switch (ph.kind) {
    case "place":
      return `Place ${ph.what === "aa" ? "an AA chit" : ph.what === "cloud" ? "a cloud (square and altitude)" : "an objective, four squares from the entry"}: ${ph.left} to go. Click a highlighted square.`;
    case "priorities":
      return "Order your planes.";
    case "move":
      return `Move ${ph.plane}: click a highlighted space${(ph.steps ?? 0) > 0 ? ", or end its move" : ""}.`;
    case "react":
      return `${ph.mover ?? "A foe"} has come into reach: fire on it as it passes, or let it go.`;
    case "engage":
      return ph.compulsory
        ? `${ph.attacker} must attack a foe at its level.`
        : `${ph.attacker} may attack a foe one level below.`;
    case "bomb":
      return "Your bombers are over an objective: bomb now, or hold the bombs for later.";
    default:
      return "";
  }
}

function describeAction(a: HawksAction): string {
  switch (a.type) {
    case "end":
      return "End move";
    case "react":
      return `Fire with ${a.attacker}`;
    case "attack":
      return `Attack ${a.target}`;
    case "pass":
      return "Hold fire";
    case "bomb":
      return `Bomb with ${a.bomber}`;
    case "hold":
      return `${a.bomber}: hold bombs`;
    default:
      return a.type;
  }
}

export function Table({
  game,
  log,
  busy,
  error,
  act,
  undo,
}: {
  game: GamePayload<HawksView>;
  log: LogLine[];
  busy: boolean;
  error: string | null;
  act: (a: HawksAction) => void;
  undo: () => void;
}) {
  const view = game.view;
  const mine = (game.seat as Side | null) ?? null;
  const targets = targetsOf(view);
  const buttons = view.actions.filter(
    (a) => a.type !== "place" && a.type !== "step" && a.type !== "priorities",
  );
  const planes = [...view.planes].sort(
    (a, b) => (a.side === mine ? -1 : 1) - (b.side === mine ? -1 : 1),
  );
  return (
    <div className="hawks">
      <div>
        <div className="hawks-head">
          <h2>
            {view.scenario.name} — turn {view.turn} of {view.maxTurns}
          </h2>
          <span>
            Axis {view.vp.axis} · RAF {view.vp.british} VP
            {view.initiative ? ` · initiative: ${SIDE_SHORT[view.initiative]}` : ""}
          </span>
        </div>
        <Board view={view} targets={targets} onTarget={(t) => act(t.action)} />
        <p className="legend">
          ✈ fighter · ▲ bomber · ◎ objective · ✹ AA · grey band: cloud · red outline: hit · faded:
          fired this turn
        </p>
      </div>
      <div className="side">
        {view.over && game.outcome ? (
          <section className="panel game-over" aria-live="polite">
            <h2>{game.outcome.summary}</h2>
            <p>
              Victory points: Axis {view.vp.axis}, RAF {view.vp.british}.
            </p>
          </section>
        ) : (
          <section className="panel" aria-live="polite">
            <h2>{mine ? `You fly for the ${SIDE_NAMES[mine]}` : "Watching"}</h2>
            <p>{whatNow(view, mine)}</p>
            {view.phase.kind === "priorities" && mine && view.toAct.includes(mine) ? (
              <Priorities
                key={`${view.turn}-${game.seq}`}
                view={view}
                busy={busy}
                onLay={(order) => act({ type: "priorities", order })}
              />
            ) : (
              <div className="row">
                {buttons.map((a) => (
                  <button
                    key={JSON.stringify(a)}
                    type="button"
                    className={`act${a.type === "pass" || a.type === "hold" ? " secondary" : ""}`}
                    disabled={busy}
                    onClick={() => act(a)}
                  >
                    {describeAction(a)}
                  </button>
                ))}
              </div>
            )}
            {mine && log[log.length - 1]?.undoable && (
              <button type="button" className="secondary small" disabled={busy} onClick={undo}>
                Take back that step
              </button>
            )}
            {error && (
              <p role="alert" className="error">
                {error}
              </p>
            )}
          </section>
        )}
        <section className="panel">
          <h2>Planes</h2>
          <table className="planes">
            <thead>
              <tr>
                <th />
                <th>aircraft</th>
                <th>at</th>
                <th>hits</th>
                <th />
                <th>chit</th>
                <th>prio</th>
              </tr>
            </thead>
            <tbody>
              {planes.map((p) => (
                <PlaneRow key={p.id} p={p} />
              ))}
            </tbody>
          </table>
          {view.unseen > 0 && (
            <p className="muted">
              {view.unseen} enemy plane{view.unseen === 1 ? "" : "s"} out of sight in the clouds.
            </p>
          )}
        </section>
        {view.events.length > 0 && (
          <section className="panel">
            <h2>Last move</h2>
            <ul className="events">
              {view.events.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events are a fixed list in order.
                <li key={i}>{e}</li>
              ))}
            </ul>
          </section>
        )}
        <section className="panel">
          <h2>Log</h2>
          <ul className="log">
            {[...log]
              .reverse()
              .slice(0, 60)
              .map((line) => (
                <li key={line.seq}>
                  <strong>
                    {SIDE_SHORT[line.seat as Side] ?? line.seat}: {line.text}
                  </strong>
                  <RollList rolls={line.rolls} />
                </li>
              ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
