/**
 * The moving plane's manoeuvres: each with what it costs before it is flown
 * (Hexes, end level, speed after it and after the update, warnings), a Time
 * Freezing to call part-way where the rules open one, the bombs to jettison
 * first on a loaded plane (which opens what a loaded plane may not fly), and
 * the manoeuvres it may not fly now, greyed with the reason. The list comes
 * in families (climbs, dives, turns, stunts; the greyed ones last), each
 * folded under its heading on a phone, where the whole list would run to
 * several screens; its heading still tells how many it holds and what they
 * cost at a glance.
 */
import { useState } from "react";
import type { WvAction } from "../../../src/games/winged-victory/game/state.js";
import type { MoveCost, WvView } from "../../../src/games/winged-victory/view/view.js";
import { eventLabel, moveLabel } from "./names";

interface Props {
  view: WvView;
  busy: boolean;
  act: (a: unknown) => void;
  preview: MoveCost | null;
  setPreview: (m: MoveCost | null) => void;
}

type MoveAction = Extract<WvAction, { type: "move" }>;

/** The families the list is folded into, in this order. */
export const FAMILIES = [
  ["course", "Level and climbs"],
  ["dive", "Dives"],
  ["turn", "Turns"],
  ["stunt", "Stunts and evasions"],
  ["unavailable", "Not now"],
] as const;
type Family = (typeof FAMILIES)[number][0];

/** A manoeuvre's family, by its notation ("dive-hard:3+turn-normal" a dive). */
export function familyOf(name: string): Family {
  const first = name.split("+")[0];
  if (/^(wingover|falling|jink|barrel|half|immelmann|side-slip|split|loop|spin)/.test(first))
    return "stunt";
  if (/^dive-/.test(first)) return "dive";
  if (/^(level|climb-)/.test(first)) return "course";
  if (/^turn-/.test(first)) return "turn";
  return "stunt";
}

/** Small screens start with the families folded. */
const narrow = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(max-width: 700px)").matches;

/** What a folded family holds, in a few words: its count, the ends its speeds reach, its warnings. */
function summary(moves: MoveCost[]): string {
  if (moves.length === 0) return "";
  const speeds = moves.map((m) => m.endSpeed);
  const lo = Math.min(...speeds);
  const hi = Math.max(...speeds);
  const warned = moves.filter((m) => m.warnings.length > 0).length;
  return `${moves.length} · then speed ${lo === hi ? lo : `${lo} to ${hi}`}${warned ? ` · ⚠ ${warned}` : ""}`;
}

export function Moves({ view, busy, act, preview, setPreview }: Props) {
  // The greyed manoeuvre whose reason is shown (a tap on a phone; a hover shows it too).
  const [why, setWhy] = useState<string | null>(null);
  const [jettison, setJettison] = useState(false);
  // Per manoeuvre: the Hexes after which to call a Time Freezing (absent: none).
  const [freeze, setFreeze] = useState<Record<string, number>>({});
  // The families folded (on a phone: all but the first, level flight and climbs).
  const [folded, setFolded] = useState<Set<Family>>(() =>
    narrow() ? new Set<Family>(["dive", "turn", "stunt", "unavailable"]) : new Set<Family>(),
  );
  const toggle = (f: Family) =>
    setFolded((old) => {
      const next = new Set(old);
      if (next.has(f)) next.delete(f);
      else next.add(f);
      return next;
    });
  const mover = view.planes.find((p) => p.id === view.moving);
  const moves = view.actions.filter((a): a is MoveAction => a.type === "move");
  // The manoeuvres open only once the bombs are gone (no preview: the view prices the loaded plane).
  const afterJettison = moves.filter(
    (a) => a.jettison && a.freeze === undefined && !view.moves.some((m) => m.name === a.move),
  );
  const freezing = view.moves.some((m) => m.freezeAfter.length > 0);
  const fly = (m: MoveCost) => {
    const a = m.action as MoveAction;
    const at = freeze[m.name];
    act({
      ...a,
      ...(jettison && mover?.loaded ? { jettison: true } : {}),
      ...(at !== undefined && m.freezeAfter.includes(at) ? { freeze: at } : {}),
    });
  };
  return (
    <div className="wv-moves">
      <h3>Manoeuvre for {view.moving}</h3>
      <p className="muted small">
        Tap a manoeuvre to see its path on the board and its speeds on the dial, then fly it. Speed:
        after the manoeuvre; then: after the end-of-turn update.
        {freezing &&
          " Time Freezing: the Hexes after which to stop the clock, where it may be called."}
      </p>
      {mover?.loaded && (
        <label className="wv-jettison">
          <input
            type="checkbox"
            checked={jettison}
            onChange={(e) => setJettison(e.target.checked)}
          />{" "}
          Jettison the bombs before this move
        </label>
      )}
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
        {FAMILIES.map(([family, title]) => {
          const rows =
            family === "unavailable" ? [] : view.moves.filter((m) => familyOf(m.name) === family);
          const greyed = family === "unavailable" ? view.unavailable : [];
          const count = rows.length + greyed.length;
          if (count === 0 && !(family === "course" && jettison && afterJettison.length))
            return null;
          const open = !folded.has(family);
          return (
            <tbody key={family} className="wv-move-family" data-family={family}>
              <tr className="wv-family-head">
                <th colSpan={6}>
                  <button
                    type="button"
                    className="wv-family-toggle"
                    aria-expanded={open}
                    onClick={() => toggle(family)}
                  >
                    {open ? "▾" : "▸"} {title}
                  </button>{" "}
                  <span className="muted small">
                    {family === "unavailable"
                      ? `${greyed.length} · tap one for why`
                      : summary(rows)}
                  </span>
                </th>
              </tr>
              {open &&
                rows.map((m) => (
                  <tr
                    key={m.name}
                    className={`wv-move${preview?.name === m.name ? " chosen" : ""}${m.warnings.length ? " warn" : ""}`}
                    data-move={m.name}
                    onClick={() => setPreview(m)}
                  >
                    <th>
                      <button
                        type="button"
                        className="wv-move-name"
                        title={m.name}
                        onClick={() => setPreview(m)}
                      >
                        {moveLabel(m.name)}
                      </button>
                      {m.warnings.length > 0 && (
                        <span className="wv-warnings">
                          {" "}
                          ⚠ {m.warnings.map(eventLabel).join(", ")}
                        </span>
                      )}
                      {!m.pilotMayFire && (
                        <span className="muted small"> (pilot may not fire)</span>
                      )}
                      {preview?.name === m.name && (
                        <button
                          type="button"
                          className="wv-see-path"
                          onClick={(e) => {
                            e.stopPropagation();
                            document
                              .querySelector(".wv-board-panel")
                              ?.scrollIntoView({ behavior: "smooth", block: "start" });
                          }}
                        >
                          see the path ↑
                        </button>
                      )}
                      {m.freezeAfter.length > 0 && (
                        <label
                          className="wv-freeze small"
                          title="call a Time Freezing after this many Hexes"
                        >
                          time freeze{" "}
                          <select
                            aria-label={`Time Freezing during ${m.name}`}
                            value={freeze[m.name] ?? ""}
                            onClick={(e) => e.stopPropagation()}
                            onChange={(e) =>
                              setFreeze((f) => {
                                const { [m.name]: _, ...rest } = f;
                                return e.target.value
                                  ? { ...rest, [m.name]: Number(e.target.value) }
                                  : rest;
                              })
                            }
                          >
                            <option value="">no</option>
                            {m.freezeAfter.map((n) => (
                              <option key={n} value={n}>
                                after {n}
                              </option>
                            ))}
                          </select>
                        </label>
                      )}
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
                          fly(m);
                        }}
                      >
                        Fly
                      </button>
                    </td>
                  </tr>
                ))}
              {open &&
                family === "course" &&
                afterJettison.map((a) => (
                  <tr key={`j-${a.move}`} className="wv-move after-jettison" data-move={a.move}>
                    <th colSpan={5}>
                      {moveLabel(a.move)}{" "}
                      <span className="muted small">(open once the bombs are gone)</span>
                    </th>
                    <td>
                      <button type="button" disabled={busy} onClick={() => act(a)}>
                        Fly
                      </button>
                    </td>
                  </tr>
                ))}
              {open &&
                greyed.map((u) => (
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
                        {moveLabel(u.name)}
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
          );
        })}
      </table>
    </div>
  );
}
