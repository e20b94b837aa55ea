/**
 * The seat's legal steps, from the view: throttles, flak markers, manoeuvres
 * with what each costs (Hexes, end level, speed after it and after the
 * update, warnings) before one is chosen, the manoeuvres it may not fly now
 * greyed with the reason, shots with their die and modifiers, and holding fire.
 */
import { useState } from "react";
import type { MoveCost, WvView } from "../../../src/games/winged-victory/view.js";

interface Props {
  view: WvView;
  busy: boolean;
  act: (a: unknown) => void;
  preview: MoveCost | null;
  setPreview: (m: MoveCost | null) => void;
  /** The seats the computer flies. */
  computer?: string[];
}

const NAMES: Record<string, string> = { allies: "the Allies", germans: "the Germans" };

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export function Actions({ view, busy, act, preview, setPreview, computer = [] }: Props) {
  // The greyed manoeuvre whose reason is shown (a tap on a phone; a hover shows it too).
  const [why, setWhy] = useState<string | null>(null);
  const hold = view.actions.some((a) => a.type === "hold");
  if (view.actions.length === 0) {
    return (
      <section className="panel wv-actions">
        <p className="muted">
          {view.phase === "over"
            ? "The fight is over."
            : `Waiting for ${
                view.waitingFor
                  .map((w) =>
                    computer.includes(w) ? `the computer (${NAMES[w]})` : (NAMES[w] ?? w),
                  )
                  .join(" and ") || "the other side"
              }.`}
        </p>
      </section>
    );
  }
  return (
    <section className="panel wv-actions">
      {view.throttles
        .filter((t) => t.chosen === null)
        .map((t) => (
          <div key={t.plane} className="wv-throttle" data-plane={t.plane}>
            <h3>Throttle for {t.plane}</h3>
            {t.choices.map((c) => (
              <button
                key={c}
                type="button"
                className="act"
                disabled={busy}
                onClick={() => act({ type: "throttle", plane: t.plane, value: c })}
              >
                {c}
              </button>
            ))}
          </div>
        ))}
      {view.flakMarkers.left > 0 && view.flakMarkers.options.length > 0 && (
        <div className="wv-flak-choices">
          <h3>Flak: {view.flakMarkers.left} marker(s) to place</h3>
          {view.flakMarkers.options.slice(0, 30).map((h) => (
            <button
              key={`${h.col}.${h.level}`}
              type="button"
              disabled={busy}
              onClick={() => act({ type: "flak", col: h.col, level: h.level })}
            >
              Hex {h.col}, level {h.level}
            </button>
          ))}
        </div>
      )}
      {view.moves.length > 0 && (
        <div className="wv-moves">
          <h3>Manoeuvre for {view.moving}</h3>
          <p className="muted small">
            Tap a manoeuvre to see its path on the board and its speeds on the dial, then fly it.
            Speed: after the manoeuvre; then: after the end-of-turn update.
          </p>
          <table>
            <thead>
              <tr>
                <th>manoeuvre</th>
                <th title="Hexes flown">Hexes</th>
                <th title="the level it ends at">level</th>
                <th title="speed after the manoeuvre">speed</th>
                <th title="speed after the end-of-turn update">then</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {view.moves.map((m) => (
                <tr
                  key={m.name}
                  className={`wv-move${preview?.name === m.name ? " chosen" : ""}${m.warnings.length ? " warn" : ""}`}
                  data-move={m.name}
                  onClick={() => setPreview(m)}
                >
                  <th>
                    <button type="button" className="wv-move-name" onClick={() => setPreview(m)}>
                      {m.name}
                    </button>
                    {m.warnings.length > 0 && (
                      <span className="wv-warnings"> ⚠ {m.warnings.join(", ")}</span>
                    )}
                    {!m.pilotMayFire && <span className="muted small"> (pilot may not fire)</span>}
                  </th>
                  <td className="wv-hexes">{m.hexes}</td>
                  <td className="wv-level">{m.level}</td>
                  <td className="wv-speed">{m.speed}</td>
                  <td className="wv-end-speed">{m.endSpeed}</td>
                  <td>
                    <button
                      type="button"
                      className={preview?.name === m.name ? "act" : ""}
                      disabled={busy}
                      onClick={(e) => {
                        e.stopPropagation();
                        setPreview(null);
                        act(m.action);
                      }}
                    >
                      Fly
                    </button>
                  </td>
                </tr>
              ))}
              {view.unavailable.map((u) => (
                <tr
                  key={`no-${u.name}`}
                  className="wv-move unavailable"
                  data-unavailable={u.name}
                  title={u.reason}
                >
                  <th colSpan={5}>
                    <button
                      type="button"
                      className="wv-move-name"
                      aria-expanded={why === u.name}
                      onClick={() => setWhy(why === u.name ? null : u.name)}
                    >
                      {u.name}
                    </button>
                    {why === u.name ? (
                      <span className="wv-why"> — not now: {u.reason}</span>
                    ) : (
                      <span className="muted small"> (not now: tap for why)</span>
                    )}
                  </th>
                  <td>
                    <button type="button" disabled>
                      Fly
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {view.shots.length > 0 && (
        <div className="wv-shots">
          <h3>Shots</h3>
          {view.shots.map((s) => (
            <div key={`${s.plane}.${s.crew}.${s.target}`} className="wv-shot">
              <span>
                {s.plane} (crew {s.crew + 1}) at {s.target}, range {s.range}:{" "}
                <span className={`wv-die-chip die-${s.die}`} /> {s.die}
                {s.baseDie !== s.die ? ` (from ${s.baseDie})` : ""}
                {s.modifiers.length > 0 && (
                  <span className="muted small">
                    {" "}
                    — {s.modifiers.map((m) => `${m.label} ${signed(m.value)}`).join(", ")}
                  </span>
                )}
              </span>
              <button
                type="button"
                className="act"
                disabled={busy}
                onClick={() => act(s.actions[0])}
              >
                Short burst
              </button>
              <button type="button" disabled={busy} onClick={() => act(s.actions[1])}>
                Long burst (<span className={`wv-die-chip die-${s.longDie}`} /> {s.longDie})
              </button>
            </div>
          ))}
        </div>
      )}
      {view.namedShots.length > 0 && (
        <p className="small">
          Named:{" "}
          {view.namedShots
            .map((s) => `${s.plane} at ${s.target}${s.longBurst ? " (long)" : ""}`)
            .join("; ")}
        </p>
      )}
      {hold && (
        <button
          type="button"
          className={view.shots.length ? "" : "act"}
          disabled={busy}
          onClick={() => act({ type: "hold" })}
        >
          {view.phase === "fire" ? "Hold fire (no more shots)" : "Done"}
        </button>
      )}
    </section>
  );
}
