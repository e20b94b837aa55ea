/** The fire step at the table: the shots open with their dice, the shots named, then the roll. */
import { useState } from "react";
import type { TableView } from "../../../../src/games/winged-victory/table/view.js";
import { hexCount } from "../names";

type Act = (a: unknown) => void;

function Stated({ s, act, busy }: { s: TableView["shots"][number]; act: Act; busy: boolean }) {
  const [range, setRange] = useState(1);
  const [aspect, setAspect] = useState<"front" | "beam" | "rear">("beam");
  const row = s.stated.find((x) => x.range === range && x.aspect === aspect);
  const shoot = (longBurst: boolean) =>
    act({
      type: "shoot",
      plane: s.plane,
      crew: s.crew,
      target: s.target,
      longBurst,
      range,
      aspect,
    });
  return (
    <div className="wvt-row" data-shot={`${s.plane}-${s.crew}-${s.target}`}>
      <strong>
        {s.plane} {s.role} → {s.target}
      </strong>
      <select
        aria-label={`${s.plane} ${s.role} at ${s.target}: range`}
        value={range}
        onChange={(e) => setRange(Number(e.target.value))}
      >
        {Array.from({ length: s.reach }, (_, i) => i + 1).map((r) => (
          <option key={r} value={r}>
            {r} Hex{r > 1 ? "es" : ""}
          </option>
        ))}
      </select>
      <select
        aria-label={`${s.plane} ${s.role} at ${s.target}: aspect`}
        value={aspect}
        onChange={(e) => setAspect(e.target.value as typeof aspect)}
      >
        <option value="front">front</option>
        <option value="beam">beam</option>
        <option value="rear">rear</option>
      </select>
      <button type="button" className="small" disabled={busy || !row} onClick={() => shoot(false)}>
        Short burst{row ? ` (${row.die})` : ""}
      </button>
      <button type="button" className="small" disabled={busy || !row} onClick={() => shoot(true)}>
        Long burst{row ? ` (${row.longDie})` : ""}
      </button>
    </div>
  );
}

export function Fire({ view, act, busy }: { view: TableView; act: Act; busy: boolean }) {
  return (
    <section className="panel wvt-step">
      <h2>
        Turn {view.turn}: fire{view.frozenFire ? " while time is frozen" : ""}
      </h2>
      {view.named.length > 0 && (
        <ul className="wvt-named">
          {view.named.map((n) => (
            <li key={`${n.plane}-${n.crew}`}>
              {n.plane} {n.role ?? `crew ${n.crew + 1}`} → {n.target}
              {n.longBurst ? " (long burst)" : ""}:{" "}
              <span className={`wvt-die die-${n.die}`}>{n.die}</span>
              <span className="small muted">
                {" "}
                ({n.baseDie}
                {n.modifiers
                  .map((m) => ` ${m.value > 0 ? "+" : "−"}${Math.abs(m.value)} ${m.label}`)
                  .join(",")}
                )
              </span>
            </li>
          ))}
        </ul>
      )}
      {view.shots.length === 0 && <p className="muted small">No shot is open.</p>}
      {view.shots.map((s) =>
        view.positions ? (
          <div key={`${s.plane}-${s.crew}-${s.target}`} className="wvt-row">
            <strong>
              {s.plane} {s.role} → {s.target}
            </strong>{" "}
            <span className="small">
              {hexCount(s.range)}, {s.aspect}
              {s.modifiers.length > 0
                ? ` (${s.modifiers.map((m) => `${m.label} ${m.value > 0 ? "+" : ""}${m.value}`).join(", ")})`
                : ""}
            </span>
            {[false, true].map((longBurst) => (
              <button
                key={String(longBurst)}
                type="button"
                className="small"
                disabled={busy}
                onClick={() =>
                  act({ type: "shoot", plane: s.plane, crew: s.crew, target: s.target, longBurst })
                }
              >
                {longBurst ? `Long burst (${s.longDie})` : `Short burst (${s.die})`}
              </button>
            ))}
          </div>
        ) : (
          <Stated key={`${s.plane}-${s.crew}-${s.target}`} s={s} act={act} busy={busy} />
        ),
      )}
      <button type="button" className="act" disabled={busy} onClick={() => act({ type: "fire" })}>
        {view.named.length > 0
          ? "Roll the shots"
          : view.frozenFire
            ? "No shots: time runs again"
            : "No shots: end the turn"}
      </button>
    </section>
  );
}
