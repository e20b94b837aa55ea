/**
 * Flak on the board: each barrage fills its MegaHex with smoke and says whose
 * guns fire it; in the throttle step a side with markers to place sees the
 * MegaHexes it may choose, numbered as the buttons under the board are (a tap
 * on one places the marker there), and its own markers placed, which the
 * other side does not see until both sides are in.
 */
import type { Hex } from "../../../src/games/winged-victory/board/grid.js";
import type { WvView } from "../../../src/games/winged-victory/view/view.js";
import { centre, hexPoints, megaHexes, W } from "./geometry";
import { SIDE_NAMES } from "./names";

function Mega({
  h,
  cols,
  radius,
  className,
}: {
  h: Hex;
  cols: number;
  radius: number;
  className: string;
}) {
  return (
    <g className={className}>
      {megaHexes(h, cols, radius).map((x) => (
        <polygon key={`${x.col}.${x.level}`} points={hexPoints(x)} />
      ))}
    </g>
  );
}

export function FlakLayer({
  view,
  busy,
  act,
}: {
  view: WvView;
  busy: boolean;
  act?: (a: unknown) => void;
}) {
  const cols = view.mats * view.matWidth;
  const m = view.flakMarkers;
  const choosing = act && m.left > 0 ? m.options.slice(0, 30) : [];
  return (
    <g>
      {view.flak.map((f) => (
        <g
          key={`${f.side}${f.hex.col}.${f.hex.level}`}
          className="wv-flak"
          data-side={f.side}
          data-hex={`${f.hex.col}.${f.hex.level}`}
        >
          <title>{`Flak barrage of the ${SIDE_NAMES[f.side]}: an enemy plane ending its move in this MegaHex takes a flak attack`}</title>
          <Mega h={f.hex} cols={cols} radius={view.megaRadius} className="wv-flak-smoke" />
          <text {...centre(f.hex)} className="wv-flak-label" textAnchor="middle">
            flak
          </text>
        </g>
      ))}
      {m.placed.map((h) => (
        <g key={`p${h.col}.${h.level}`} className="wv-flak-placed" data-hex={`${h.col}.${h.level}`}>
          <title>Your flak marker (the other side sees it once both sides are in)</title>
          <Mega h={h} cols={cols} radius={view.megaRadius} className="wv-flak-smoke" />
          <text {...centre(h)} className="wv-flak-label" textAnchor="middle">
            your flak
          </text>
        </g>
      ))}
      {choosing.map((h, k) => (
        // biome-ignore lint/a11y/useSemanticElements: an SVG group on the board, the button list under it does the same.
        <g
          key={`o${h.col}.${h.level}`}
          className="wv-flak-option"
          data-hex={`${h.col}.${h.level}`}
          role="button"
          tabIndex={0}
          aria-label={`Place flak on the MegaHex of Hex ${h.col}, level ${h.level}`}
          onClick={() => !busy && act?.({ type: "flak", col: h.col, level: h.level })}
          onKeyDown={(e) => {
            if (!busy && (e.key === "Enter" || e.key === " "))
              act?.({ type: "flak", col: h.col, level: h.level });
          }}
        >
          <title>{`Flak choice ${k + 1}: the MegaHex of Hex ${h.col}, level ${h.level}`}</title>
          <Mega h={h} cols={cols} radius={view.megaRadius} className="wv-flak-choice" />
          <circle {...{ cx: centre(h).x, cy: centre(h).y }} r={W * 0.45} />
          <text x={centre(h).x} y={centre(h).y + 3.5} textAnchor="middle">
            {k + 1}
          </text>
        </g>
      ))}
    </g>
  );
}
