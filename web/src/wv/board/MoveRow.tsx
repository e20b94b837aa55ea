/** One manoeuvre in the list: its name (a tap shows its path and its end on the board), what it costs, what it leaves to fire at, and Fly. */
import type { MoveCost } from "../../../../src/games/winged-victory/view/view.js";
import { eventLabel, moveLabel } from "../names";
import { DIE_FILL } from "../Pieces";

export function MoveRow({
  m,
  chosen,
  busy,
  why,
  freezeNote,
  choose,
  fly,
}: {
  m: MoveCost;
  chosen: boolean;
  busy: boolean;
  /** Why it is offered first (the few that make sense now). */
  why?: string;
  /** What the Time Freezing chosen above does with this manoeuvre, if anything to say. */
  freezeNote?: string;
  choose: (m: MoveCost) => void;
  fly: (m: MoveCost) => void;
}) {
  const shot = m.after?.[0];
  return (
    <tr
      className={`wv-move${chosen ? " chosen" : ""}${m.warnings.length ? " warn" : ""}`}
      data-move={m.name}
      onClick={() => choose(m)}
    >
      <th>
        <button type="button" className="wv-move-name" title={m.name} onClick={() => choose(m)}>
          {moveLabel(m.name)}
        </button>
        {m.warnings.length > 0 && (
          <span className="wv-warnings"> ⚠ {m.warnings.map(eventLabel).join(", ")}</span>
        )}
        {!m.pilotMayFire && !why && <span className="muted small"> (pilot may not fire)</span>}
        {why && <span className="wv-move-why small">{why}</span>}
        {!why && shot && (
          <span className="wv-move-after small" data-after={shot.target}>
            <span className="wv-die-dot" style={{ background: DIE_FILL[shot.die] }} /> then{" "}
            {shot.target} at range {shot.range}, {shot.die} die
          </span>
        )}
        {chosen && freezeNote && <span className="wv-freeze-note small">{freezeNote}</span>}
        {chosen && (
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
            see the path on the board ↑
          </button>
        )}
      </th>
      <td className="wv-hexes">{m.hexes}</td>
      <td className="wv-level">{m.level}</td>
      <td className="wv-speed">{m.speed}</td>
      <td className="wv-end-speed">{m.endSpeed}</td>
      <td>
        <button
          type="button"
          className={chosen ? "act" : ""}
          disabled={busy}
          onClick={(e) => {
            e.stopPropagation();
            fly(m);
          }}
        >
          Fly
        </button>
      </td>
    </tr>
  );
}
