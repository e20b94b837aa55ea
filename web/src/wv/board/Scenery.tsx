/** The board's scenery: the sky's weather and the sun, the terrain strip with the front and the targets, the mats and the altitude scale. */
import { TOP } from "../../../../src/games/winged-victory/board/grid.js";
import { sunHex } from "../../../../src/games/winged-victory/board/weather.js";
import type { WvView } from "../../../../src/games/winged-victory/view/view.js";
import { boardHeight, centre, GROUND, hexPoints, LEFT, megaHexes, W, yOfLevel } from "../geometry";
import { SIDE_COLOUR } from "../Pieces";

const MATS = ["A", "B", "C"];

export function Weather({ view }: { view: WvView }) {
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

export function Terrain({ view }: { view: WvView }) {
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
export function ScaleColumn({ zoom }: { zoom: number }) {
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
export function Mats({ view }: { view: WvView }) {
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
