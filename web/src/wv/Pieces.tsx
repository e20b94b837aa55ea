/** What stands on Winged Victory's board: the planes, the unspotted planes' markers, and the legal shots. */
import { noseAngle } from "../../../src/games/winged-victory/board/grid.js";
import { DIE_COLOURS } from "../../../src/games/winged-victory/planes/plane.js";
import type { MarkerView, PlaneView, WvView } from "../../../src/games/winged-victory/view/view.js";
import { centre, W, xOf4, yOfHalf } from "./geometry";

export const SIDE_COLOUR = { allies: "#2f5fa8", germans: "#8a1f1f" } as const;

/** Where a counter's name goes: above it, or for counters standing close together, stacked above the highest so each reads. */
export type LabelSpot = { x: number; y: number; stacked: boolean };

const LINE = 12;

/**
 * The label spots of counters at (`x`, `y`): a counter alone has its name
 * just above it; counters close enough for their names or counters to
 * overlap form a cluster whose names stand one above another, each over its
 * own counter's column, above the cluster's highest counter (leftmost
 * lowest), so no name hides under another or under a counter.
 */
export function labelSpots(items: { id: string; x: number; y: number }[]): Map<string, LabelSpot> {
  const out = new Map<string, LabelSpot>();
  const near = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.abs(a.x - b.x) < 1.6 * W && Math.abs(a.y - b.y) < 1.6 * W;
  const done = new Set<number>();
  items.forEach((_, i) => {
    if (done.has(i)) return;
    const cluster = [i];
    done.add(i);
    for (let k = 0; k < cluster.length; k++)
      items.forEach((b, j) => {
        if (!done.has(j) && near(items[cluster[k]], b)) {
          done.add(j);
          cluster.push(j);
        }
      });
    const members = cluster.map((j) => items[j]);
    if (members.length === 1) {
      out.set(members[0].id, { x: members[0].x, y: members[0].y - W * 0.75, stacked: false });
      return;
    }
    const top = Math.min(...members.map((m) => m.y)) - W * 0.75;
    members
      .sort((a, b) => a.x - b.x || a.id.localeCompare(b.id))
      .forEach((m, k) => {
        out.set(m.id, { x: m.x, y: top - k * LINE, stacked: true });
      });
  });
  return out;
}

export function PlaneGlyph({
  p,
  selected,
  label,
}: {
  p: PlaneView;
  selected: boolean;
  label?: LabelSpot;
}) {
  const x = xOf4(p.x4);
  const y = yOfHalf(p.half);
  const angle = noseAngle(p.heading, p.attitude as Parameters<typeof noseAngle>[1]);
  const colour = SIDE_COLOUR[p.side];
  const gone = p.fate !== null;
  return (
    <g
      className={`wv-plane${selected ? " moving" : ""}`}
      data-plane={p.id}
      opacity={gone ? 0.35 : 1}
    >
      <title>
        {`${p.id} ${p.name}: ${p.attitude}, heading ${p.heading}, speed ${p.speed}, Hex ${p.hex.col} level ${p.hex.level}${p.onSpine ? " (on a spine)" : ""}${p.grounded ? ", on its airfield" : ""}`}
      </title>
      {selected && <circle cx={x} cy={y} r={W * 0.95} className="wv-moving-ring" />}
      {/* The counter the plane is printed on: it stands out from the grid as at the table. */}
      <rect
        x={x - W * 0.5}
        y={y - W * 0.5}
        width={W}
        height={W}
        rx={2}
        className="wv-counter"
        stroke={colour}
      />
      <g transform={`translate(${x} ${y}) rotate(${-angle}) scale(0.74)`}>
        {/* A side view: fuselage pointing along the nose, wings as a bar, tail fin behind. */}
        <path
          d={`M${W * 0.7} 0 L${-W * 0.55} ${-W * 0.13} L${-W * 0.55} ${W * 0.13} Z`}
          fill={colour}
          stroke="#fff"
          strokeWidth={0.8}
        />
        <rect
          x={-W * 0.12}
          y={-W * 0.3}
          width={W * 0.22}
          height={W * 0.6}
          fill={colour}
          stroke="#fff"
          strokeWidth={0.6}
        />
        <path d={`M${-W * 0.55} 0 L${-W * 0.62} ${-W * 0.32} L${-W * 0.38} 0 Z`} fill={colour} />
      </g>
      <text x={label?.x ?? x} y={label?.y ?? y - W * 0.75} className="wv-plane-label" fill={colour}>
        {p.id}
      </text>
      {/* Its type under the counter, as printed on it. */}
      {!gone && (
        <text x={x} y={y + W * 0.5 + 6} className="wv-plane-type" fill={colour}>
          {p.name}
        </text>
      )}
      {p.damage.leaking && (
        <g className="wv-leak" aria-label="leaking">
          <title>{`Leaking: ${p.damage.leakTurns} turn${p.damage.leakTurns === 1 ? "" : "s"} on the countdown`}</title>
          <path
            d={`M${x - W * 0.55} ${y + W * 0.35} q${W * 0.22} ${W * 0.3} 0 ${W * 0.55} q${-W * 0.22} ${-W * 0.25} 0 ${-W * 0.55}Z`}
          />
          <text x={x - W * 0.25} y={y + W * 0.85} className="wv-leak-count">
            {p.damage.leakTurns}
          </text>
        </g>
      )}
      {p.damage.onFire && (
        <g className="wv-fire" aria-label="on fire">
          <title>On fire</title>
          <path
            d={`M${x + W * 0.35} ${y + W * 0.95} l${W * 0.25} ${-W * 0.55} l${W * 0.12} ${W * 0.25} l${W * 0.12} ${-W * 0.35} l${W * 0.1} ${W * 0.65}Z`}
          />
        </g>
      )}
    </g>
  );
}

/** An enemy plane none of the seat's pilots has spotted: only its position marker (no type). */
export function MarkerGlyph({ m, label }: { m: MarkerView; label?: LabelSpot }) {
  const x = xOf4(m.x4);
  const y = yOfHalf(m.half);
  const angle = noseAngle(m.heading, m.attitude as Parameters<typeof noseAngle>[1]);
  const colour = SIDE_COLOUR[m.side];
  return (
    <g className={`wv-marker${m.cautionSide ? " caution" : ""}`} data-marker={m.id}>
      <title>
        {`${m.id}: a plane not spotted (its position marker only), heading ${m.heading}, ${m.attitude}, Hex ${m.hex.col} level ${m.hex.level}${m.leaking ? ", leaking" : ""}${m.onFire ? ", on fire" : ""}`}
      </title>
      <rect
        x={x - W * 0.42}
        y={y - W * 0.42}
        width={W * 0.84}
        height={W * 0.84}
        rx={2}
        fill={m.cautionSide ? "#e8c547" : "#fff"}
        stroke={colour}
        strokeWidth={1.5}
      />
      <path
        transform={`translate(${x} ${y}) rotate(${-angle})`}
        d={`M${W * 0.34} 0 L${-W * 0.2} ${-W * 0.2} L${-W * 0.2} ${W * 0.2} Z`}
        fill={colour}
      />
      <text
        x={label?.x ?? x}
        y={label?.stacked ? label.y : y - W * 0.6}
        className="wv-plane-label"
        fill={colour}
      >
        {m.id}?
      </text>
    </g>
  );
}

/** The die colours as drawn on the board. */
export const DIE_FILL: Record<string, string> = {
  white: "#ffffff",
  grey: "#999999",
  pink: "#f4a6c0",
  yellow: "#f2d600",
  green: "#3a9a3a",
  orange: "#f08a24",
  red: "#dd2222",
  blue: "#2455c3",
  black: "#111111",
};

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/**
 * The legal shots: each target ringed in the colour of the best die any shot
 * at it would roll, a line from each shooter in its die's colour, and (on
 * hover or tap) each shot's die and the modifiers that made it.
 */
export function Shots({ view }: { view: WvView }) {
  const at = new Map<string, { x: number; y: number }>();
  for (const p of view.planes) at.set(p.id, { x: xOf4(p.x4), y: yOfHalf(p.half) });
  for (const t of view.targets) at.set(t.index, centre(t.hex));
  const rank = (die: string) => DIE_COLOURS.indexOf(die as (typeof DIE_COLOURS)[number]);
  const targets = [...new Set(view.shots.map((s) => s.target))];
  return (
    <g className="wv-shots-layer">
      {view.shots.map((s) => {
        const a = at.get(s.plane);
        const b = at.get(s.target);
        if (!a || !b) return null;
        return (
          <line
            key={`${s.plane}.${s.crew}.${s.target}`}
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            className="wv-shot-line"
            stroke={DIE_FILL[s.die]}
          />
        );
      })}
      {targets.map((t) => {
        const c = at.get(t);
        if (!c) return null;
        const shots = view.shots.filter((s) => s.target === t);
        const best = shots.reduce((x, y) => (rank(y.die) > rank(x.die) ? y : x));
        const told = shots.map(
          (s) =>
            `${s.plane} (${s.role}), range ${s.range}: ${s.die} die${s.baseDie !== s.die ? ` (from ${s.baseDie})` : ""}${s.modifiers.length ? ` — ${s.modifiers.map((m) => `${m.label} ${signed(m.value)}`).join(", ")}` : ""}`,
        );
        return (
          <g key={t} className="wv-shot-target" data-target={t} data-die={best.die}>
            <title>{`${t} may be fired at:\n${told.join("\n")}`}</title>
            <circle cx={c.x} cy={c.y} r={W * 1.05} stroke={DIE_FILL[best.die]} />
          </g>
        );
      })}
    </g>
  );
}
