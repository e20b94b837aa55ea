/**
 * Winged Victory's side view, drawn like the printed board: the mats side by
 * side, the altitude scale with the band lines, the terrain strip with the
 * front line and its no-man's-land on mat B, the small Hex grid and (toggled)
 * the MegaHex overlay, the sun and the weather counters, the targets and
 * balloons, flak barrages, and the planes with their attitude and facing.
 */
import { useCallback, useMemo, useRef, useState } from "react";
import { type Hex, TOP } from "../../../src/games/winged-victory/board/grid.js";
import type { MoveCost, WvView } from "../../../src/games/winged-victory/view/view.js";
import { CueList } from "./board/CueList";
import { afterText } from "./board/cues";
import { areaOf, type BoxSize, readableZoom } from "./board/frame";
import { TailMarks } from "./board/Marks";
import { CueMarks, Ghosts, GunZone } from "./board/Reach";
import { Mats, ScaleColumn, Terrain, Weather } from "./board/Scenery";
import { type Framing, useFrame } from "./board/useFrame";
import { FlakLayer } from "./Flak";
import {
  boardHeight,
  boardWidth,
  centre,
  gridPath,
  hexPoints,
  LEFT,
  megaPath,
  W,
  xOf4,
  yOfHalf,
  yOfLevel,
} from "./geometry";
import { eventLabel, hexCount, moveLabel } from "./names";
import { type LabelSpot, labelSpots, MarkerGlyph, PlaneGlyph, Shots, SIDE_COLOUR } from "./Pieces";

export { SIDE_COLOUR };

function Path({ move }: { move: MoveCost }) {
  const pts = move.path.map(centre);
  return (
    <g className="wv-path">
      {move.path.map((h: Hex, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a path may pass a Hex twice.
        <polygon key={i} points={hexPoints(h)} />
      ))}
      <polyline points={pts.map((p) => `${p.x},${p.y}`).join(" ")} />
    </g>
  );
}

/** The stacked names of counters standing close together (`labelSpots`), drawn over every counter. */
function stackedNames(view: WvView, labels: Map<string, LabelSpot>) {
  const counters = [
    ...view.markers.map((m) => ({ id: m.id, side: m.side, text: `${m.id}?` })),
    ...view.planes.map((p) => ({ id: p.id, side: p.side, text: p.id })),
  ];
  return counters.map((c) => {
    const at = labels.get(c.id);
    return at?.stacked ? (
      <text
        key={c.id}
        x={at.x}
        y={at.y}
        className="wv-plane-label"
        fill={SIDE_COLOUR[c.side]}
        data-label={c.id}
      >
        {c.text}
      </text>
    ) : null;
  });
}

/** The points framing the fight: every counter in play, the moving plane's and the seat's own, each move's end. */
function framingOf(view: WvView): Framing {
  const live = view.planes.filter((p) => p.fate === null);
  const at = (x4: number, half: number) => ({ x: xOf4(x4), y: yOfHalf(half) });
  const ends = view.moves.filter((m) => m.end).map((m) => at(m.end.x4, m.end.half));
  const all = [
    ...live.map((p) => at(p.x4, p.half)),
    ...view.markers.map((m) => at(m.x4, m.half)),
    ...ends,
  ];
  const mover = live.find((p) => p.id === view.moving);
  const own = live.filter((p) => p.side === view.seat);
  const core = mover ? [at(mover.x4, mover.half), ...ends] : own.map((p) => at(p.x4, p.half));
  // No plane in sight (a briefing's set-up): the first target, else the front.
  const spot = view.targets[0]?.hex ?? { col: view.front, level: 10 };
  const fallback = [centre(spot)];
  return {
    action: areaOf(all.length ? all : fallback, W * 1.5),
    focus: areaOf(core.length ? core : all.length ? all : fallback, W * 1.5),
    signature: `${view.moving ?? ""}|${[...live, ...view.markers].map((p) => `${p.id}${p.x4}.${p.half}`).join(",")}`,
  };
}

export function Board({
  view,
  preview,
  busy = false,
  act,
  choose,
  fit = false,
}: {
  view: WvView;
  preview: MoveCost | null;
  busy?: boolean;
  /** Every plane and marker in sight, however small (a lesson about distance). */
  fit?: boolean;
  /** Where the board itself takes a step (a flak marker placed by a tap). */
  act?: (a: unknown) => void;
  /** Where a tap on a manoeuvre's ghost counter chooses it (absent: no ghosts). */
  choose?: (m: MoveCost) => void;
}) {
  const [mega, setMega] = useState(false);
  const cols = view.mats * view.matWidth;
  const grid = useMemo(() => gridPath(cols), [cols]);
  const radius = view.megaRadius;
  const megas = useMemo(() => (mega ? megaPath(cols, radius) : ""), [mega, cols, radius]);
  const labels = labelSpots([
    ...view.markers.map((m) => ({ id: m.id, x: xOf4(m.x4), y: yOfHalf(m.half) })),
    ...view.planes
      .filter((p) => p.fate === null)
      .map((p) => ({ id: p.id, x: xOf4(p.x4), y: yOfHalf(p.half) })),
  ]);
  const width = boardWidth(cols);
  const height = boardHeight();
  const box = useRef<HTMLElement>(null);
  // Each seat keeps its own zoom and place on this page (a hot-seat hand-over draws the table anew).
  const key = `${typeof location === "undefined" ? "" : location.pathname}|${view.seat ?? ""}`;
  const least = useCallback(
    // Zoomed out, the board still fills its box's width.
    (size: BoxSize) => size.width / (width - LEFT),
    [width],
  );
  const { zoom: framed, zoomBy, onScroll } = useFrame(box, key, framingOf(view), least, fit);
  const zoom = framed ?? readableZoom(typeof window === "undefined" ? 1280 : window.innerWidth);
  const mover = view.planes.find(
    (p) => p.id === view.moving && p.side === view.seat && p.fate === null,
  );
  const moving = mover && view.moves.length > 0 ? mover : null;
  const cues = preview ? (preview.after ?? []) : (view.shotsNow ?? []);
  return (
    <section className="panel wv-board-panel">
      <div className="wv-board-tools">
        <label>
          <input type="checkbox" checked={mega} onChange={(e) => setMega(e.target.checked)} />{" "}
          MegaHexes
        </label>
        <button type="button" onClick={() => zoomBy(1 / 1.25)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => zoomBy(1.25)} aria-label="Zoom in">
          +
        </button>
        {preview && (
          <p className="wv-preview-note small" aria-live="polite">
            Path shown: {moveLabel(preview.name)} — {hexCount(preview.hexes)} to level{" "}
            {preview.level}, speed {preview.speed} then {preview.endSpeed}
            {preview.warnings.length ? ` ⚠ ${preview.warnings.map(eventLabel).join(", ")}` : ""}
            {moving && preview.end ? (
              <strong className="wv-after-note"> · {afterText(view, moving, preview)}</strong>
            ) : null}
          </p>
        )}
      </div>
      <CueList view={view} chosen={preview} />
      {/* A scrolled region: focusable so the keyboard's arrows scroll it too (axe: scrollable-region-focusable). */}
      <section
        className="wv-board-box"
        ref={box}
        onScroll={onScroll}
        data-zoom={zoom.toFixed(2)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region takes focus to be scrolled by the keyboard.
        tabIndex={0}
        aria-label="The board: scroll to look around"
      >
        <div className="wv-board-row">
          <ScaleColumn zoom={zoom} />
          <svg
            className="wv-board"
            viewBox={`${LEFT} 0 ${width - LEFT} ${height}`}
            width={(width - LEFT) * zoom}
            height={height * zoom}
            role="img"
            aria-label="The side view of the board"
          >
            <rect
              x={LEFT}
              y={yOfLevel(TOP + 0.5)}
              width={width - LEFT}
              height={yOfLevel(0.5) - yOfLevel(TOP + 0.5)}
              className="wv-sky"
            />
            <Weather view={view} />
            <path d={grid} className="wv-grid" />
            {mega && <path d={megas} className="wv-mega" />}
            <Mats view={view} />
            <Terrain view={view} />
            <FlakLayer view={view} busy={busy} act={act} />
            {moving && <GunZone view={view} p={moving} chosen={preview} />}
            {preview && <Path move={preview} />}
            {view.shots.length > 0 && <Shots view={view} />}
            {moving && cues.length > 0 && <CueMarks view={view} cues={cues} />}
            <TailMarks view={view} />
            {/* Under the counters: the plane and its labels stay readable over its reach. */}
            {moving && choose && !busy && (
              <Ghosts moves={view.moves} chosen={preview} choose={choose} side={moving.side} />
            )}
            {view.markers.map((m) => (
              <MarkerGlyph key={m.id} m={m} label={labels.get(m.id)} />
            ))}
            {view.planes.map((p) => (
              <PlaneGlyph
                key={p.id}
                p={p}
                selected={p.id === view.moving}
                label={labels.get(p.id)}
              />
            ))}
            {/* Names of counters standing close together, again over every counter: none hides under another. */}
            <g className="wv-label-layer">{stackedNames(view, labels)}</g>
          </svg>
        </div>
      </section>
    </section>
  );
}
