/** The step the table is at: the start of a turn, a plane's manoeuvre, or the fire. */
import { useState } from "react";
import type { TableView } from "../../../../src/games/winged-victory/table/view.js";
import { formFault } from "../../shared/formCheck";
import { NumberInput } from "../../shared/NumberInput";
import { eventLabel, hexCount, moveLabel } from "../names";
import { Fire } from "./Fire";

type Act = (a: unknown) => void;
const SITUATIONS = [
  ["engaged", "engaged"],
  ["tail", "tailing or tailed"],
  ["target-in-sight", "not engaged, enemy in sight"],
  ["none-in-sight", "not engaged, no enemy in sight"],
] as const;

function Start({ view, act, busy }: { view: TableView; act: Act; busy: boolean }) {
  const flying = view.planes.filter((p) => p.fate === null);
  // The correction starts where the chosen plane stands now.
  const at = (id: string) => {
    const p = flying.find((q) => q.id === id) ?? flying[0];
    return {
      plane: p?.id ?? "",
      col: p?.hex.col ?? 0,
      level: p?.hex.level ?? 10,
      heading: p?.heading ?? "E",
    };
  };
  const [where, setWhere] = useState(() => at(flying[0]?.id ?? ""));
  const lastCol = view.mats * view.matWidth - 1;
  const [placeFault, setPlaceFault] = useState<string | null>(null);
  return (
    <section className="panel wvt-step">
      <h2>Turn {view.turn}: throttles</h2>
      <p className="small muted">
        Set each Throttle Pip as on your dashboard, then ask for the order of movement.
      </p>
      {flying.map((p) => (
        <div key={p.id} className="wvt-row" data-plane={p.id}>
          <strong>{p.id}</strong> {p.name}
          {p.pilot ? ` (${p.pilot})` : ""} · speed {p.speed}
          <label className="wvt-inline">
            pip{" "}
            <select
              aria-label={`${p.id} throttle`}
              value={p.throttle}
              disabled={busy || p.throttles.length < 2}
              onChange={(e) =>
                act({ type: "throttle", plane: p.id, value: Number(e.target.value) })
              }
            >
              {p.throttles.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          {!view.positions && (
            <select
              aria-label={`${p.id} situation`}
              value={p.situation}
              disabled={busy}
              onChange={(e) => act({ type: "situation", plane: p.id, situation: e.target.value })}
            >
              {SITUATIONS.map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </select>
          )}
          {!view.positions && p.situation === "tail" && (
            <select
              aria-label={`${p.id} tails`}
              value={p.tailing ?? ""}
              disabled={busy}
              onChange={(e) =>
                act(
                  e.target.value
                    ? { type: "situation", plane: p.id, situation: "tail", tails: e.target.value }
                    : { type: "situation", plane: p.id, situation: "tail" },
                )
              }
            >
              <option value="">is tailed</option>
              {flying
                .filter((q) => q.side !== p.side)
                .map((q) => (
                  <option key={q.id} value={q.id}>
                    tails {q.id}
                  </option>
                ))}
            </select>
          )}
          {p.loaded && (
            <button
              type="button"
              className="secondary small"
              onClick={() => act({ type: "drop", plane: p.id })}
            >
              Bombs away
            </button>
          )}
          <button
            type="button"
            className="secondary small"
            onClick={() => act({ type: "leave", plane: p.id })}
          >
            Left the board
          </button>
        </div>
      ))}
      {view.positions && (
        <details className="wvt-place">
          <summary>Correct a position</summary>
          <form
            className="wvt-place-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const fault = formFault(e.currentTarget);
              setPlaceFault(fault);
              if (!fault) act({ type: "place", ...where });
            }}
          >
            <label className="wvt-field">
              <span>Plane</span>
              <select
                aria-label="Plane"
                value={where.plane}
                onChange={(e) => setWhere(at(e.target.value))}
              >
                {flying.map((p) => (
                  <option key={p.id}>{p.id}</option>
                ))}
              </select>
            </label>
            <label className="wvt-field">
              <span>Column</span>
              <NumberInput
                min={0}
                max={lastCol}
                title={`Hex column, 0 to ${lastCol}`}
                value={where.col}
                set={(col) => setWhere((w) => ({ ...w, col }))}
              />
            </label>
            <label className="wvt-field">
              <span>Level</span>
              <NumberInput
                min={1}
                max={30}
                title="Level, 1 to 30"
                value={where.level}
                set={(level) => setWhere((w) => ({ ...w, level }))}
              />
            </label>
            <label className="wvt-field">
              <span>Heading</span>
              <select
                aria-label="Heading"
                value={where.heading}
                onChange={(e) => setWhere({ ...where, heading: e.target.value as "E" | "W" })}
              >
                <option value="E">east</option>
                <option value="W">west</option>
              </select>
            </label>
            <button type="submit" className="secondary small">
              Put it there
            </button>
            {placeFault && (
              <p role="alert" className="error small">
                {placeFault}
              </p>
            )}
          </form>
        </details>
      )}
      <div className="row wrap">
        <button
          type="button"
          className="act"
          disabled={busy}
          onClick={() => act({ type: "order" })}
        >
          Order of movement
        </button>
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => act({ type: "end" })}
        >
          End the fight here
        </button>
      </div>
    </section>
  );
}

/** Time Freezing: the pool's first mover calls it after some Hexes of the manoeuvre it flew. */
function Freeze({ view, act, busy }: { view: TableView; act: Act; busy: boolean }) {
  const open = view.moves.filter((m) => m.freezeAfter.length > 0);
  const [name, setName] = useState(open[0]?.name ?? "");
  const [after, setAfter] = useState(1);
  const m = open.find((x) => x.name === name) ?? open[0];
  if (!m) return null;
  const points = m.freezeAfter;
  const h = points.includes(after) ? after : points[0];
  return (
    <details className="wvt-freeze">
      <summary>Time Freezing</summary>
      <p className="small muted">
        Stop after some Hexes of the manoeuvre flown: the other planes of the engaged pool move into
        the freeze, everyone may fire from there, then the movement goes on.
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          act({ ...m.action, freeze: h });
        }}
      >
        <select
          aria-label="Manoeuvre flown"
          value={m.name}
          onChange={(e) => setName(e.target.value)}
        >
          {open.map((x) => (
            <option key={x.name} value={x.name}>
              {moveLabel(x.name)}
            </option>
          ))}
        </select>
        <select
          aria-label="Freeze after Hexes"
          value={h}
          onChange={(e) => setAfter(Number(e.target.value))}
        >
          {points.map((n) => (
            <option key={n} value={n}>
              after {n} Hex{n > 1 ? "es" : ""}
            </option>
          ))}
        </select>
        <button type="submit" className="secondary small" disabled={busy}>
          Freeze time
        </button>
      </form>
    </details>
  );
}

function Moves({ view, act, busy }: { view: TableView; act: Act; busy: boolean }) {
  const p = view.planes.find((x) => x.id === view.moving);
  return (
    <section className="panel wvt-step">
      <h2>
        {view.moving} moves{p ? `: ${p.name}${p.pilot ? ` (${p.pilot})` : ""}` : ""}
      </h2>
      <ol className="wvt-order small">
        {view.order.map((o) => (
          <li key={o.id} className={o.id === view.moving ? "now" : o.moved ? "done" : ""}>
            {o.id} <span className="muted">({o.pool})</span>
          </li>
        ))}
      </ol>
      {view.freeze && (
        <p className="small">
          <strong>Time is frozen:</strong> {view.moving} moves into the freeze (still to come:{" "}
          {view.freeze.pool.join(", ")}).
        </p>
      )}
      <p className="small muted">
        Speed {p?.speed}, throttle {p?.throttle}, drag {p?.drag}. Which manoeuvre did it fly?
      </p>
      <ul className="wvt-moves">
        {view.moves.map((m) => (
          <li key={m.name}>
            <button type="button" disabled={busy} title={m.name} onClick={() => act(m.action)}>
              {moveLabel(m.name)}
            </button>{" "}
            <span className="small">
              {hexCount(m.hexes)} → level {m.level} · speed {m.speed} → {m.endSpeed}
              {m.path.length > 0 ? ` · ends in Hex ${m.path[m.path.length - 1].col}` : ""}
              {m.warnings.length > 0 && (
                <strong className="warn"> · {m.warnings.map(eventLabel).join(", ")}</strong>
              )}
            </span>
          </li>
        ))}
      </ul>
      <Freeze view={view} act={act} busy={busy} />
    </section>
  );
}

export function Step({ view, act, busy }: { view: TableView; act: Act; busy: boolean }) {
  if (view.phase === "throttle") return <Start view={view} act={act} busy={busy} />;
  if (view.phase === "move") return <Moves view={view} act={act} busy={busy} />;
  if (view.phase === "fire") return <Fire view={view} act={act} busy={busy} />;
  return null;
}
