/**
 * Winged Victory's side view, drawn like the printed board: the mats side by
 * side, the altitude scale with the band lines, the terrain strip with the
 * front line and its no-man's-land on mat B, the small Hex grid and (toggled)
 * the MegaHex overlay, the sun and the weather counters, the targets and
 * balloons, flak barrages, and the planes with their attitude and facing.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { type Hex, TOP } from "../../../src/games/winged-victory/board/grid.js";
import type { MoveCost, WvView } from "../../../src/games/winged-victory/view/view.js";
import { sunHex } from "../../../src/games/winged-victory/board/weather.js";
import { FlakLayer } from "./Flak";
import {
  boardHeight,
  boardWidth,
  centre,
  GROUND,
  gridPath,
  hexPoints,
  LEFT,
  megaHexes,
  megaPath,
  W,
  xOf4,
  yOfHalf,
  yOfLevel,
} from "./geometry";
import { eventLabel, hexCount, moveLabel } from "./names";
import { type LabelSpot, labelSpots, MarkerGlyph, PlaneGlyph, Shots, SIDE_COLOUR } from "./Pieces";

export { SIDE_COLOUR };

const MATS = ["A", "B", "C"];

function Weather({ view }: { view: WvView }) {
  const w = view.weather;
  const width = view.mats * view.matWidth * W + W;
  const band = (from: number, to: number, cls: string, label: string) => (
    <g className={cls}>
      <rect
        x={LEFT}
        y={yOfLevel(to + 0.5)}
        width={width}
        height={yOfLevel(from - 0.5) - yOfLevel(to + 0.5)}
      />
      <text x={LEFT + 6} y={yOfLevel(to + 0.5) + 10} className="wv-weather-label">
        {label}
      </text>
    </g>
  );
  const sun = w.sunAt ?? (w.sun ? sunHex(w.sun, view.mats, view.matWidth) : null);
  return (
    <g>
      {w.haze !== null && band(1, w.haze, "wv-haze", `haze up to level ${w.haze}`)}
      {w.storm !== null && band(w.storm, TOP, "wv-storm", `storm from level ${w.storm}`)}
      {w.highStratus !== null && band(21, 30, "wv-stratus", "high stratus")}
      {w.mediumStratus !== null && band(11, 20, "wv-stratus", "medium stratus")}
      {[
        ...w.lowStratus.map((h) => ["wv-cloud-low", h] as const),
        ...w.cumulus.map((h) => ["wv-cumulus", h] as const),
      ].map(([cls, h]) => (
        <g key={`${cls}${h.col}.${h.level}`} className={cls}>
          {megaHexes(h, view.mats * view.matWidth, view.megaRadius).map((x) => (
            <polygon key={`${x.col}.${x.level}`} points={hexPoints(x)} />
          ))}
          <text {...centre(h)} className="wv-weather-label" textAnchor="middle">
            {cls === "wv-cumulus" ? "cumulus" : "low stratus"}
          </text>
        </g>
      ))}
      {sun && (
        <g className="wv-sun" aria-label="the sun">
          <title>{`The sun (${w.sun ?? "placed"}): Hex ${sun.col}, level ${sun.level}`}</title>
          <circle cx={centre(sun).x} cy={centre(sun).y} r={W * 0.8} />
        </g>
      )}
    </g>
  );
}

function Terrain({ view }: { view: WvView }) {
  const y0 = yOfLevel(0.5);
  const width = view.mats * view.matWidth * W + W;
  const frontX = LEFT + view.front * W + W / 2;
  return (
    <g className="wv-terrain">
      <rect x={LEFT} y={y0} width={width} height={GROUND} className="wv-ground" />
      {/* No-man's-land, drawn two Hexes either side of the front line (the rules know only the front's column). */}
      <rect x={frontX - 2 * W} y={y0} width={4 * W} height={GROUND} className="wv-nomansland">
        <title>No-man's-land</title>
      </rect>
      <line x1={frontX} x2={frontX} y1={y0} y2={y0 + GROUND} className="wv-front" />
      <text
        x={frontX - 2 * W - 4}
        y={y0 + GROUND - 6}
        textAnchor="end"
        className="wv-terrain-label"
      >
        Allied lines
      </text>
      <text x={frontX + 2 * W + 4} y={y0 + GROUND - 6} className="wv-terrain-label">
        German lines
      </text>
      {view.targets.map((t) => {
        const c = centre(t.hex);
        const balloon = t.kind.includes("balloon");
        return (
          <g
            key={t.index}
            className={`wv-target${t.destroyed ? " destroyed" : ""}`}
            data-target={t.index}
          >
            <title>{`${t.index}: ${t.kind} (${t.side}), Hex ${t.hex.col} level ${t.hex.level}, damage ${t.damage}${t.destroyed ? ", destroyed" : ""}`}</title>
            {balloon ? (
              <ellipse cx={c.x} cy={c.y} rx={W * 0.55} ry={W * 0.35} fill={SIDE_COLOUR[t.side]} />
            ) : (
              <rect
                x={c.x - W * 0.4}
                y={c.y - W * 0.4}
                width={W * 0.8}
                height={W * 0.8}
                fill={SIDE_COLOUR[t.side]}
              />
            )}
            <text x={c.x} y={c.y + 3} textAnchor="middle" className="wv-target-label">
              {t.index}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The altitude scale and the band names, beside the board (it stays in sight while the board scrolls). */
function ScaleColumn({ zoom }: { zoom: number }) {
  const height = boardHeight();
  const ticks: number[] = [];
  for (let l = 0; l <= TOP; l += 5) ticks.push(l);
  return (
    <svg
      className="wv-scale"
      viewBox={`0 0 ${LEFT} ${height}`}
      width={LEFT * zoom}
      height={height * zoom}
      aria-label="Altitude scale"
      role="img"
    >
      {ticks.map((l) => (
        <text key={l} x={LEFT - 4} y={yOfLevel(l) + 3} textAnchor="end">
          {l}
        </text>
      ))}
      {[10.5, 20.5].map((l) => (
        <line
          key={l}
          x1={LEFT - 8}
          x2={LEFT}
          y1={yOfLevel(l)}
          y2={yOfLevel(l)}
          className="wv-band-tick"
        />
      ))}
      {(
        [
          ["Low", 5.5],
          ["Medium", 15.5],
          ["High", 25.5],
        ] as const
      ).map(([name, l]) => (
        <text
          key={name}
          x={LEFT - 24}
          y={yOfLevel(l)}
          className="wv-band-name"
          transform={`rotate(-90 ${LEFT - 24} ${yOfLevel(l)})`}
          textAnchor="middle"
        >
          {name}
        </text>
      ))}
    </svg>
  );
}

/** The band lines across the board and the mats' edges and names. */
function Mats({ view }: { view: WvView }) {
  const width = view.mats * view.matWidth * W + W;
  return (
    <g>
      {[10.5, 20.5].map((l) => (
        <line
          key={l}
          x1={LEFT}
          x2={LEFT + width}
          y1={yOfLevel(l)}
          y2={yOfLevel(l)}
          className="wv-band-line"
        />
      ))}
      {MATS.slice(0, view.mats).map((m, i) => (
        <g key={m}>
          {i > 0 && (
            <line
              x1={LEFT + i * view.matWidth * W}
              x2={LEFT + i * view.matWidth * W}
              y1={yOfLevel(TOP + 0.5)}
              y2={yOfLevel(0.5)}
              className="wv-mat-edge"
            />
          )}
          {/* At both ends and the middle: the mat's name stays in sight on a scrolled board. */}
          {(
            [
              [0, "start", 6],
              [0.5, "middle", 0],
              [1, "end", -6],
            ] as const
          ).map(([at, anchor, nudge]) => (
            <text
              key={at}
              x={LEFT + (i + at) * view.matWidth * W + nudge}
              y={yOfLevel(TOP + 0.5) - 4}
              textAnchor={anchor}
              className="wv-mat-name"
            >
              mat {m}
            </text>
          ))}
        </g>
      ))}
    </g>
  );
}

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

export function Board({
  view,
  preview,
  busy = false,
  act,
}: {
  view: WvView;
  preview: MoveCost | null;
  busy?: boolean;
  /** Where the board itself takes a step (a flak marker placed by a tap). */
  act?: (a: unknown) => void;
}) {
  const [mega, setMega] = useState(false);
  const [zoom, setZoom] = useState(1);
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
  // The box opens on the plane moving now (else the seat's first plane), and follows it when another moves.
  const box = useRef<HTMLDivElement>(null);
  const focus =
    view.planes.find((p) => p.id === view.moving) ??
    view.planes.find((p) => p.side === view.seat) ??
    view.planes[0];
  // No plane in sight (a briefing's set-up): the first target, else the front.
  const spot = focus ? null : (view.targets[0]?.hex ?? { col: view.front, level: 10 });
  const fx = focus ? xOf4(focus.x4) : centre(spot as Hex).x;
  const fy = focus ? yOfHalf(focus.half) : centre(spot as Hex).y;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll only when the plane in focus or the zoom changes, not on every step.
  useEffect(() => {
    const b = box.current;
    if (!b) return;
    b.scrollLeft = (fx - LEFT) * zoom - b.clientWidth / 2;
    b.scrollTop = fy * zoom - b.clientHeight / 2;
  }, [focus?.id ?? "", zoom]);
  return (
    <section className="panel wv-board-panel">
      <div className="wv-board-tools">
        <label>
          <input type="checkbox" checked={mega} onChange={(e) => setMega(e.target.checked)} />{" "}
          MegaHexes
        </label>
        <button
          type="button"
          onClick={() =>
            setZoom((z) => {
              // Zoomed out, the board still fills its box's width (half size at least, on a narrow screen).
              const fit = box.current ? box.current.clientWidth / (width - LEFT) : 0.5;
              return Math.max(Math.min(1, Math.max(0.5, fit)), z / 1.25);
            })
          }
          aria-label="Zoom out"
        >
          −
        </button>
        <button
          type="button"
          onClick={() => setZoom((z) => Math.min(3, z * 1.25))}
          aria-label="Zoom in"
        >
          +
        </button>
        {preview && (
          <p className="wv-preview-note small" aria-live="polite">
            Path shown: {moveLabel(preview.name)} — {hexCount(preview.hexes)} to level{" "}
            {preview.level}, speed {preview.speed} then {preview.endSpeed}
            {preview.warnings.length ? ` ⚠ ${preview.warnings.map(eventLabel).join(", ")}` : ""}
          </p>
        )}
      </div>
      <div className="wv-board-row">
        <ScaleColumn zoom={zoom} />
        <div className="wv-board-box" ref={box}>
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
            {preview && <Path move={preview} />}
            {view.shots.length > 0 && <Shots view={view} />}
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
      </div>
    </section>
  );
}
