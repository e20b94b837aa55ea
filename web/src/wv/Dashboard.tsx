/**
 * A plane's dashboard as a cockpit panel: the Energy dial (speed boxes in
 * their colours, the Throttle Pip and the Speed Cue), drag and preparatory
 * rows per band, the damage tracks, ammunition on the metal plate, skill, VP.
 */
import { speedBox } from "../../../src/games/winged-victory/flight/energy.js";
import { planeOf } from "../../../src/games/winged-victory/game/state.js";
import { BANDS, bandOf, type Plane } from "../../../src/games/winged-victory/planes/plane.js";
import type { MoveCost, PlaneView } from "../../../src/games/winged-victory/view/view.js";
import { SIDE_COLOUR } from "./Board";
import { attitudeLabel, engineBoxLabel } from "./names";

const BOX_CLASS = {
  plain: "plain",
  stall: "stall",
  red: "red",
  "red-and-white": "red-white",
} as const;

/** The Energy dial: the printed strip on an arc, the cue (needle) and the pip (dot). */
function EnergyDial({
  plane,
  p,
  preview,
}: {
  plane: Plane;
  p: PlaneView;
  preview: MoveCost | null;
}) {
  const band = bandOf(p.hex.level);
  const speeds: number[] = [];
  for (let s = plane.strip.from; s <= plane.strip.to; s++) speeds.push(s);
  const n = speeds.length;
  const at = (s: number) => {
    const i = Math.max(-0.8, Math.min(n - 0.2, s - plane.strip.from));
    const a = ((225 - (270 * (i + 0.5)) / n) * Math.PI) / 180;
    return { a, x: 60 + 46 * Math.cos(a), y: 60 - 46 * Math.sin(a) };
  };
  const cue = at(p.speed);
  const pip = at(p.throttle);
  return (
    <svg
      viewBox="0 0 120 120"
      className="wv-dial"
      role="img"
      aria-label={`Energy dial: speed ${p.speed}, throttle ${p.throttle}`}
    >
      <circle cx={60} cy={60} r={56} className="wv-dial-face" />
      {speeds.map((s) => {
        const c = at(s);
        const kind = speedBox(plane, p.hex.level, s);
        const white = s === plane.maxLevelSpeed[band];
        return (
          <g key={s} className={`wv-box ${BOX_CLASS[kind]}${white ? " max" : ""}`}>
            <title>{`${s}: ${kind === "plain" ? (white ? "top level speed in this band" : "plain") : kind}`}</title>
            <rect x={c.x - 6} y={c.y - 6} width={12} height={12} rx={2} />
            <text x={c.x} y={c.y + 3.5} textAnchor="middle">
              {s}
            </text>
          </g>
        );
      })}
      <line
        x1={60}
        y1={60}
        x2={60 + 30 * Math.cos(cue.a)}
        y2={60 - 30 * Math.sin(cue.a)}
        className="wv-cue"
      />
      <circle
        cx={60 + 36 * Math.cos(pip.a)}
        cy={60 - 36 * Math.sin(pip.a)}
        r={4}
        className="wv-pip"
      />
      {preview && (
        <g className="wv-dial-preview">
          <title>{`${preview.name}: speed ${preview.speed} after it, ${preview.endSpeed} after the update`}</title>
          <line
            x1={60}
            y1={60}
            x2={60 + 30 * Math.cos(at(preview.speed).a)}
            y2={60 - 30 * Math.sin(at(preview.speed).a)}
          />
          <circle
            cx={60 + 24 * Math.cos(at(preview.endSpeed).a)}
            cy={60 - 24 * Math.sin(at(preview.endSpeed).a)}
            r={3}
          />
        </g>
      )}
      <circle cx={60} cy={60} r={4} className="wv-hub" />
      <text x={60} y={84} textAnchor="middle" className="wv-dial-speed">
        {p.speed}
      </text>
      <text x={60} y={96} textAnchor="middle" className="wv-dial-note">
        pip {p.throttle}
      </text>
      {preview && (
        <text x={60} y={108} textAnchor="middle" className="wv-dial-plan">
          → {preview.speed} → {preview.endSpeed}
        </text>
      )}
    </svg>
  );
}

function Track({
  label,
  boxes,
  hit,
  marks,
}: {
  label: string;
  boxes: number;
  hit: number;
  marks?: string[];
}) {
  return (
    <div className="wv-track">
      <span className="wv-track-name">{label}</span>
      <span className="wv-track-boxes" role="img" aria-label={`${label}: ${hit} of ${boxes}`}>
        {Array.from({ length: boxes }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: boxes of a track in order.
          <span key={i} className={`wv-tbox${i < hit ? " hit" : ""}`} title={marks?.[i]}>
            {marks?.[i] && marks[i] !== "none" ? marks[i].replace("speed-", "−") : ""}
          </span>
        ))}
      </span>
    </div>
  );
}

export function Dashboard({
  p,
  preview = null,
  positions = true,
}: {
  p: PlaneView;
  preview?: MoveCost | null;
  /** False where the fight keeps no positions (the table companion without them): no Hex, heading or spine. */
  positions?: boolean;
}) {
  const plane = planeOf(p.type);
  const d = p.damage;
  const band = bandOf(p.hex.level);
  return (
    <article className="wv-dash" data-dashboard={p.id} style={{ borderColor: SIDE_COLOUR[p.side] }}>
      <header className="wv-dash-head" style={{ background: SIDE_COLOUR[p.side] }}>
        <strong>{p.id}</strong> {p.name}
        <span className="wv-dash-tags">
          {plane.code} · {plane.engine} · VP {p.vp} · skill {p.skill}
        </span>
      </header>
      <div className="wv-dash-body">
        <EnergyDial plane={plane} p={p} preview={preview} />
        <div className="wv-dash-side">
          <p className="small">
            attitude {attitudeLabel(p.attitude)} ·{" "}
            {positions
              ? `heading ${p.heading} · Hex ${p.hex.col}${p.onSpine ? " (spine)" : ""} · level ${p.hex.level}`
              : `level ${p.hex.level}`}{" "}
            · {band} band
            {p.outOfControl ? ` · out of control (${p.outOfControl})` : ""}
            {p.fate ? ` · ${p.fate}` : ""}
            {p.fate === "downed" && p.hitBy ? ` by ${p.hitBy.plane}` : ""}
            {p.grounded ? " · on its airfield" : ""}
            {p.pool ? ` · moves as ${p.pool}` : ""}
            {p.freezeCall ? (
              <span className="wv-call">
                {" "}
                · Time Freezing called within {p.freezeCall} Hex{p.freezeCall > 1 ? "es" : ""}
              </span>
            ) : null}
          </p>
          <div className="wv-drag-box">
            <table className="wv-drag">
              <thead>
                <tr>
                  <th>band</th>
                  <th>prep</th>
                  <th title="the drag printed below each speed, from speed 1">drag from speed 1</th>
                </tr>
              </thead>
              <tbody>
                {BANDS.map((b) => (
                  <tr key={b} className={b === band ? "here" : ""}>
                    <th>{b}</th>
                    <td>
                      {plane.preparatory[b].hexes}
                      {plane.preparatory[b].shallowOnly ? "̲" : ""}
                    </td>
                    <td className="wv-drag-row">
                      {plane.drag[b].map((v, i) => (
                        <span
                          // biome-ignore lint/suspicious/noArrayIndexKey: one value per speed, in order.
                          key={i}
                          className={b === band && i + 1 === p.speed ? "now" : undefined}
                          title={`speed ${i + 1}: drag ${v}`}
                        >
                          {v}
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
      <Track label="Structure" boxes={d.structureBoxes} hit={d.structure} />
      <Track label="Ailerons" boxes={d.controls.ailerons} hit={d.ailerons} />
      <Track label="Elevator" boxes={d.controls.elevator} hit={d.elevator} />
      <Track label="Rudder" boxes={d.controls.rudder} hit={d.rudder} />
      <Track
        label="Engine"
        boxes={plane.engineTrack.length}
        hit={d.engine}
        marks={plane.engineTrack.map(engineBoxLabel)}
      />
      <p className="small">
        Crew: {plane.crew.map((c, i) => `${c.role} (${d.crew[i] ?? "fit"})`).join(", ")}
        {d.engineStopped ? " · engine stopped" : ""}
        {d.leaking ? ` · leaking (${d.leakTurns} turn${d.leakTurns === 1 ? "" : "s"})` : ""}
        {d.onFire ? " · on fire" : ""}
        {d.tankPunctured ? " · tank punctured" : ""}
        {p.caution ? " · caution" : ""}
      </p>
      <div className="wv-plate">
        {p.ammo.map((a, i) =>
          a ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: one plate per crew member.
            <span key={i} className="wv-ammo">
              <span
                className={`wv-die-chip die-${plane.crew[i].weapon?.die}`}
                role="img"
                aria-label={`${plane.crew[i].weapon?.die} die`}
              />{" "}
              {plane.crew[i].role}: magazine {a.magazine + 1}, {a.rounds} left
              {a.needsReload ? " · reload" : ""}
              {a.jammed ? " · jammed" : ""}
            </span>
          ) : null,
        )}
      </div>
    </article>
  );
}
