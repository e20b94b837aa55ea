/** The Malta Convoy game sheet: ship boxes, turn track, options and score, drawn as a sheet. */

import { count } from "../../../src/engine/words.js";
import {
  OPTION_EFFECTS,
  OPTIONS,
  SHIP_NAMES,
  SHIP_TYPES,
} from "../../../src/games/malta-convoy/data.js";
import type { ConvoyView } from "../../../src/games/malta-convoy/rules.js";
import type { Fleet } from "../../../src/games/malta-convoy/state.js";

function Boxes({ fleet, label }: { fleet: Fleet; label: string }) {
  const boxes = [
    ...Array.from({ length: fleet.intact }, () => "intact"),
    ...Array.from({ length: fleet.damaged }, () => "damaged"),
    ...Array.from({ length: fleet.sunk }, () => "sunk"),
  ];
  return (
    <div className="fleet">
      <div className="fleet-head">
        <span className="fleet-name">{label}</span>
        <span className="fleet-count">
          {fleet.intact + fleet.damaged} afloat
          {fleet.damaged > 0 && ` · ${fleet.damaged} damaged`}
          {fleet.sunk > 0 && ` · ${fleet.sunk} sunk`}
          {fleet.departed > 0 && ` · ${fleet.departed} departed`}
        </span>
      </div>
      <div
        className="boxes"
        role="img"
        aria-label={`${label}: ${fleet.intact} undamaged, ${fleet.damaged} damaged, ${fleet.sunk} sunk, ${fleet.departed} departed`}
      >
        {boxes.map((kind, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positional.
          <span key={i} className={`box ${kind}`} />
        ))}
        {fleet.departed > 0 && (
          <span className="departed-group" title="left with the covering force">
            {Array.from({ length: fleet.departed }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positional.
              <span key={i} className="box departed" />
            ))}
          </span>
        )}
      </div>
    </div>
  );
}

function TurnTrack({ view }: { view: ConvoyView }) {
  const s = view.state;
  return (
    <ol className="track" aria-label="Turn track">
      {Array.from({ length: s.length }, (_, i) => {
        const t = i + 1;
        const cls = ["turn"];
        if (t <= s.friendly) cls.push("friendly");
        if (t <= s.turn) cls.push("played");
        if (t === view.nextTurn && !view.over) cls.push("current");
        if (t === view.halfwayTurn) cls.push("halfway");
        if (t === s.length) cls.push("end");
        const notes = [
          t <= s.friendly ? "friendly waters" : "",
          t === view.halfwayTurn ? "halfway: covering force" : "",
          t === s.length ? "journey's end" : "",
          t === view.nextTurn && !view.over ? "next turn" : "",
        ].filter(Boolean);
        return (
          <li
            key={t}
            className={cls.join(" ")}
            title={notes.join(", ")}
            aria-label={`turn ${t}${notes.length ? `: ${notes.join(", ")}` : ""}`}
          >
            {t === view.halfwayTurn ? "½" : t === s.length ? "⚓" : t}
          </li>
        );
      })}
    </ol>
  );
}

function ScoreTrack({ score }: { score: number }) {
  const max = 130;
  const pos = Math.max(0, Math.min(max, score));
  return (
    <div className="score-track" role="img" aria-label={`Score ${score}`}>
      <div className="score-bar">
        <div className="score-fill" style={{ width: `${(pos / max) * 100}%` }} />
        {[0, 20, 40, 60, 80, 100, 120].map((v) => (
          <span key={v} className="tick" style={{ left: `${(v / max) * 100}%` }}>
            {v}
          </span>
        ))}
      </div>
      <div className="score-number">{score}</div>
    </div>
  );
}

export function Sheet({ view }: { view: ConvoyView }) {
  const s = view.state;
  return (
    <div className="sheet">
      <div className="sheet-title">
        <h2>Operation Pedestal</h2>
        <span>
          {view.over ? `Journey over after turn ${s.turn}` : `Turn ${view.nextTurn} of ${s.length}`}
        </span>
      </div>
      <TurnTrack view={view} />
      <p className="legend">
        <span className="turn friendly sample" /> friendly waters 1–{s.friendly} · ½ halfway turn{" "}
        {view.halfwayTurn} · ⚓ journey's end
      </p>
      <div className="fleets">
        {SHIP_TYPES.map((t) => (
          <Boxes
            key={t}
            fleet={s.ships[t]}
            label={SHIP_NAMES[t].many.replace(/^./, (c) => c.toUpperCase())}
          />
        ))}
      </div>
      <p className="legend">
        <span className="box intact" /> afloat <span className="box damaged" /> damaged{" "}
        <span className="box sunk" /> sunk <span className="box departed" /> left with the covering
        force
      </p>
      <div className="options-state">
        {OPTIONS.map((o) => {
          const used = s.taken.find((t) => t.option === o);
          const active = s.active?.option === o;
          return (
            <div key={o} className={`opt ${active ? "active" : used ? "used" : ""}`}>
              <strong>{OPTION_EFFECTS[o].title}</strong>
              <span>
                {active
                  ? `active · ${count(s.active?.turnsLeft ?? 0, "turn")} left`
                  : used
                    ? `used on turn ${used.turn}`
                    : "unused"}
              </span>
            </div>
          );
        })}
      </div>
      <div className="score-row">
        <span>Score{view.over ? "" : " so far"}</span>
        <ScoreTrack score={view.score.total} />
        <span className="muted">
          {count(s.interceptions, "interception")} · {count(s.raids, "raid")}
        </span>
      </div>
    </div>
  );
}
