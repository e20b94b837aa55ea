/**
 * The moving plane's manoeuvres, short and grouped: first the few that make
 * sense now (straight on, closing, evading, climbing away; board/suggest.ts),
 * each with why; the rest folded by family (climbs, dives, turns, stunts) a
 * tap away, each heading telling how many it holds and what they cost; the
 * ones it may not fly now greyed with the reason. Every row gives what the
 * manoeuvre costs before it is flown (Hexes, end level, speed after it and
 * after the update, warnings) and any shot it leaves. Time Freezing is one
 * choice above the list; the bombs to jettison first on a loaded plane open
 * what a loaded plane may not fly. A tap on a ghost counter on the board
 * chooses the same manoeuvre as its row here.
 */
import { useState } from "react";
import type { WvAction } from "../../../src/games/winged-victory/game/state.js";
import type { MoveCost, WvView } from "../../../src/games/winged-victory/view/view.js";
import { FreezeChoice, freezeNote } from "./board/FreezeChoice";
import { MoveRow } from "./board/MoveRow";
import { suggestions } from "./board/suggest";
import { moveLabel } from "./names";

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
  // The Hexes after which to call a Time Freezing (null: none), for whichever manoeuvre is flown.
  const [freeze, setFreeze] = useState<number | null>(null);
  // The families opened (all start folded: the few that make sense now come first).
  const [opened, setOpened] = useState<Set<Family>>(() => new Set<Family>());
  const toggle = (f: Family) =>
    setOpened((old) => {
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
  const picks = mover ? suggestions(view, mover) : [];
  const picked = new Set(picks.map((p) => p.move.name));
  const fly = (m: MoveCost) => {
    const a = m.action as MoveAction;
    setPreview(null);
    act({
      ...a,
      ...(jettison && mover?.loaded ? { jettison: true } : {}),
      ...(freeze !== null && m.freezeAfter.includes(freeze) ? { freeze } : {}),
    });
  };
  const row = (m: MoveCost, why?: string) => (
    <MoveRow
      key={m.name}
      m={m}
      chosen={preview?.name === m.name}
      busy={busy}
      why={why}
      freezeNote={freezeNote(m, freeze)}
      choose={setPreview}
      fly={fly}
    />
  );
  return (
    <div className="wv-moves">
      <h3>Manoeuvre for {view.moving}</h3>
      <p className="muted small">
        Tap one here or its ghost counter on the board to see where it ends, then Fly. Speed: after
        it; then: after the end-of-turn update.
      </p>
      <FreezeChoice moves={view.moves} at={freeze} set={setFreeze} />
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
        {picks.length > 0 && (
          <tbody className="wv-move-family" data-family="now">
            <tr className="wv-family-head">
              <th colSpan={6}>Now</th>
            </tr>
            {picks.map((p) => row(p.move, p.why))}
          </tbody>
        )}
        {FAMILIES.map(([family, title]) => {
          const rows =
            family === "unavailable"
              ? []
              : view.moves.filter((m) => familyOf(m.name) === family && !picked.has(m.name));
          const greyed = family === "unavailable" ? view.unavailable : [];
          const count = rows.length + greyed.length;
          if (count === 0 && !(family === "course" && jettison && afterJettison.length))
            return null;
          // Nothing offered first (no level flight, no closing, evading or climbing): the first family opens.
          const lead =
            picks.length === 0 &&
            family === FAMILIES.find(([f]) => view.moves.some((m) => familyOf(m.name) === f))?.[0];
          const open = lead || opened.has(family) || rows.some((m) => m.name === preview?.name);
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
              {open && rows.map((m) => row(m))}
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
