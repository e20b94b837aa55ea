/**
 * What the moving plane can do, drawn on the board: a ghost counter where
 * each manoeuvre would leave it (a tap chooses it; several ending in one
 * place are chosen in turn), the Hexes its guns reach from where it stands
 * or from the chosen manoeuvre's end, and each enemy it could then fire at
 * marked with the die the shot would roll and the range.
 */
import { type Attitude, noseAngle } from "../../../../src/games/winged-victory/board/grid.js";
import { boxOf } from "../../../../src/games/winged-victory/game/printed.js";
import { planeOf } from "../../../../src/games/winged-victory/game/state.js";
import { gunReach, type ShotCue } from "../../../../src/games/winged-victory/view/reach.js";
import type {
  MoveCost,
  PlaneView,
  WvView,
} from "../../../../src/games/winged-victory/view/view.js";
import { hexPoints, W, xOf4, yOfHalf } from "../geometry";
import { moveLabel } from "../names";
import { DIE_FILL, SIDE_COLOUR } from "../Pieces";

/** Manoeuvres that end in one place, heading one way in one attitude. */
export interface Ghost {
  key: string;
  x: number;
  y: number;
  angle: number;
  moves: MoveCost[];
}

/** The manoeuvres grouped by where they end (the order of the list within each). */
export function ghostsOf(moves: readonly MoveCost[]): Ghost[] {
  const by = new Map<string, Ghost>();
  for (const m of moves) {
    if (!m.end) continue;
    const e = m.end;
    const key = `${e.x4}.${e.half}.${e.heading}.${e.attitude}`;
    const g = by.get(key);
    if (g) g.moves.push(m);
    else
      by.set(key, {
        key,
        x: xOf4(e.x4),
        y: yOfHalf(e.half),
        angle: noseAngle(e.heading, e.attitude as Attitude),
        moves: [m],
      });
  }
  return [...by.values()];
}

/** The manoeuvre a tap on a ghost chooses: the next one after the one chosen there, else its first. */
export function nextOf(g: Ghost, chosen: MoveCost | null): MoveCost {
  const at = chosen ? g.moves.findIndex((m) => m.name === chosen.name) : -1;
  return g.moves[(at + 1) % g.moves.length];
}

const best = (cues: readonly ShotCue[]) => cues[0];

export function Ghosts({
  moves,
  chosen,
  choose,
  side,
}: {
  moves: readonly MoveCost[];
  chosen: MoveCost | null;
  choose: (m: MoveCost) => void;
  side: "allies" | "germans";
}) {
  const ghosts = ghostsOf(moves);
  return (
    <g className="wv-ghosts">
      {ghosts.map((g) => {
        const on = chosen !== null && g.moves.some((m) => m.name === chosen.name);
        const shot = g.moves.map((m) => best(m.after ?? [])).find((c) => c !== undefined);
        const names = g.moves.map((m) => moveLabel(m.name)).join(", ");
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG counter cannot be a <button>; the list beside the board is the keyboard's way.
          <g
            key={g.key}
            className={`wv-ghost${on ? " chosen" : ""}`}
            data-ghost={g.moves.map((m) => m.name).join(" ")}
            role="button"
            tabIndex={-1}
            aria-label={`Ends here: ${names}`}
            onClick={(e) => {
              e.stopPropagation();
              choose(nextOf(g, chosen));
            }}
          >
            <title>{`Ends here: ${names}${shot ? ` — then a shot: ${shot.target} at range ${shot.range}, ${shot.die} die` : ""}${g.moves.length > 1 ? " (tap again for the next)" : ""}`}</title>
            {/* A wide, clear target for a finger; the counter drawn inside it. */}
            <circle cx={g.x} cy={g.y} r={W * 0.62} className="wv-ghost-hit" />
            <rect
              x={g.x - W * 0.4}
              y={g.y - W * 0.4}
              width={W * 0.8}
              height={W * 0.8}
              rx={2}
              className="wv-ghost-counter"
              stroke={SIDE_COLOUR[side]}
            />
            <path
              transform={`translate(${g.x} ${g.y}) rotate(${-g.angle})`}
              d={`M${W * 0.34} 0 L${-W * 0.2} ${-W * 0.18} L${-W * 0.2} ${W * 0.18} Z`}
              fill={SIDE_COLOUR[side]}
            />
            {shot && (
              <circle
                cx={g.x + W * 0.38}
                cy={g.y - W * 0.38}
                r={W * 0.17}
                fill={DIE_FILL[shot.die]}
                className="wv-ghost-shot"
              />
            )}
            {g.moves.length > 1 && (
              <text x={g.x - W * 0.38} y={g.y + W * 0.62} className="wv-ghost-count">
                {g.moves.length}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** Where the moving plane stands for its guns: the chosen manoeuvre's end, else where it is. */
export function gunPlace(p: PlaneView, chosen: MoveCost | null) {
  const e = chosen?.end;
  return e
    ? { hex: e.hex, heading: e.heading, attitude: e.attitude as Attitude }
    : { hex: p.hex, heading: p.heading, attitude: p.attitude as Attitude };
}

/** The Hexes the moving plane's guns reach: the forward line, each gunner's template. */
export function GunZone({
  view,
  p,
  chosen,
}: {
  view: WvView;
  p: PlaneView;
  chosen: MoveCost | null;
}) {
  const range = boxOf(view).tables.forwardRange;
  const reach = gunReach(planeOf(p.type), gunPlace(p, chosen), range);
  return (
    <g className="wv-gun-zone" data-zone={p.id}>
      {reach.map((r) => (
        <g
          key={r.crew}
          className={r.forward ? "wv-zone-forward" : "wv-zone-gunner"}
          data-crew={r.crew}
        >
          <title>
            {r.forward
              ? `${p.id}'s forward guns: ${range} Hexes straight ahead of the nose`
              : `${p.id}'s ${r.role}: his gun's template`}
          </title>
          {r.hexes.map((h) => (
            <polygon key={`${h.col}.${h.level}`} points={hexPoints(h)} />
          ))}
        </g>
      ))}
    </g>
  );
}

/** Each enemy a shot could reach, with a die-coloured badge showing the range. */
export function CueMarks({ view, cues }: { view: WvView; cues: readonly ShotCue[] }) {
  const firstPer = new Map<string, ShotCue>();
  for (const c of cues) if (!firstPer.has(c.target)) firstPer.set(c.target, c);
  return (
    <g className="wv-cue-marks">
      {[...firstPer.values()].map((c) => {
        const q = view.planes.find((p) => p.id === c.target);
        if (!q) return null;
        const x = xOf4(q.x4);
        const y = yOfHalf(q.half);
        return (
          <g key={c.target} className="wv-cue" data-cue={c.target} data-die={c.die}>
            <title>{`${c.target}: a shot at range ${c.range} (${c.aspect} aspect) on the ${c.die} die`}</title>
            <circle cx={x} cy={y} r={W * 0.85} stroke={DIE_FILL[c.die]} className="wv-cue-ring" />
            <rect
              x={x + W * 0.45}
              y={y - W * 0.95}
              width={W * 0.55}
              height={W * 0.55}
              rx={1.5}
              fill={DIE_FILL[c.die]}
              className="wv-cue-die"
            />
            <text
              x={x + W * 0.725}
              y={y - W * 0.53}
              textAnchor="middle"
              className={`wv-cue-range${["white", "yellow", "pink", "grey"].includes(c.die) ? " dark" : ""}`}
            >
              {c.range}
            </text>
          </g>
        );
      })}
    </g>
  );
}
