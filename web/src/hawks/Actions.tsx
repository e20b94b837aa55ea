/** What a seat may do now: the sentence that says it, the buttons, the priority order. */
import { useState } from "react";
import { SIDE_NAMES, type Side } from "../../../src/games/hawks-over-malta/data.js";
import type { HawksAction } from "../../../src/games/hawks-over-malta/state.js";
import type { HawksView } from "../../../src/games/hawks-over-malta/view.js";

export const SIDE_SHORT: Record<Side, string> = { axis: "Axis", british: "RAF" };

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

export function whatNow(view: HawksView, mine: Side | null, computer: string[]): string {
  const ph = view.phase;
  const who = view.toAct.map((s) => SIDE_SHORT[s]).join(" and ");
  if (view.over) return "The game is over.";
  const thinking = view.toAct.filter((s) => computer.includes(s));
  if (thinking.length) return `The computer is moving the ${SIDE_SHORT[thinking[0]]}…`;
  if (!mine || !view.toAct.includes(mine)) {
    if (ph.kind === "priorities" && mine && view.prioritiesDown[mine])
      return "Your chits are down; waiting for the other side.";
    return `Waiting for the ${who}.`;
  }
  switch (ph.kind) {
    case "place":
      return `Place ${ph.what === "aa" ? "an AA chit" : ph.what === "cloud" ? "a cloud (square and altitude)" : "an objective, four squares from the entry"}: ${ph.left} to go. Tap a highlighted square.`;
    case "priorities":
      return "Order your planes: number 1 moves first.";
    case "move":
      return `Move ${ph.plane}: tap a highlighted space${(ph.steps ?? 0) > 0 ? ", or end its move" : ""}.`;
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

/** The action bar: on a phone it stays at the foot of the screen, so the current step is always in reach. */
export function Actions({
  view,
  mine,
  seq,
  busy,
  waiting,
  canTakeBack,
  error,
  note,
  act,
  undo,
}: {
  view: HawksView;
  mine: Side | null;
  seq: number;
  busy: boolean;
  /** The computer is to move: nothing here may be pressed. */
  waiting: boolean;
  canTakeBack: boolean;
  error: string | null;
  note: string;
  act: (a: HawksAction) => void;
  undo: () => void;
}) {
  const buttons = view.actions.filter(
    (a) => a.type !== "place" && a.type !== "step" && a.type !== "priorities",
  );
  const off = busy || waiting;
  return (
    <section className="panel action-bar" aria-label="Your move" aria-live="polite">
      <h2 className="action-who">{mine ? `You fly for the ${SIDE_NAMES[mine]}` : "Watching"}</h2>
      <p className="what-now">{note}</p>
      {view.phase.kind === "priorities" && mine && view.toAct.includes(mine) ? (
        <Priorities
          key={`${view.turn}-${seq}`}
          view={view}
          busy={off}
          onLay={(order) => act({ type: "priorities", order })}
        />
      ) : (
        buttons.length > 0 && (
          <div className="row wrap">
            {buttons.map((a) => (
              <button
                key={JSON.stringify(a)}
                type="button"
                className={`act${a.type === "pass" || a.type === "hold" ? " secondary" : ""}`}
                disabled={off}
                onClick={() => act(a)}
              >
                {describeAction(a)}
              </button>
            ))}
          </div>
        )
      )}
      {canTakeBack && (
        <button type="button" className="secondary small" disabled={off} onClick={undo}>
          Take back that step
        </button>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
