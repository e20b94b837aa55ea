/** The roster: every airman by side, with his health bar, points, kills, medals and ace abilities. */

import { Link } from "wouter";
import { count } from "../../../src/engine/words.js";
import {
  ABILITY_INFO,
  SERVICE_NAME,
  SIDE_NAME,
  type Side,
} from "../../../src/games/knights-of-the-air/facts.js";
import { STATUS_LABEL } from "../../../src/games/knights-of-the-air/roster.js";
import type { CampaignState, Pilot } from "../../../src/games/knights-of-the-air/state.js";
import { Medals } from "./Medals";

const n = count;

export function HealthBar({ p }: { p: Pilot }) {
  const max = Math.max(p.maxHealth, 1);
  const w = Math.round((60 * Math.max(0, p.health)) / max);
  const cls = p.health > max / 2 ? "ok" : p.health > max / 5 ? "low" : "bad";
  return (
    <span className="kota-health">
      <svg
        viewBox="0 0 62 10"
        width="62"
        height="10"
        role="img"
        aria-label={`health ${p.health} of ${p.maxHealth}`}
      >
        <rect x="0.5" y="0.5" width="61" height="9" className="frame" />
        <rect x="1" y="1" width={w} height="8" className={`fill ${cls}`} />
      </svg>{" "}
      {p.health}/{p.maxHealth}
    </span>
  );
}

export function PilotLine({ p, base, lead }: { p: Pilot; base: string; lead: boolean }) {
  return (
    <li className={`kota-airman kota-${p.status}`}>
      <div className="who">
        <Link href={`${base}/pilot/${p.id}`}>{p.name}</Link>
        {lead && <span className="badge">leading ace</span>}
        <div className="small muted">
          {p.role === "pilot" ? "pilot" : "observer"} · {SERVICE_NAME[p.service]} · {p.id}
          {p.status !== "active" ? ` · ${STATUS_LABEL[p.status]}` : ""}
        </div>
      </div>
      <HealthBar p={p} />
      <span className="figures">
        <span title="Pilot Points">{n(p.points, "pt", "pts")}</span> ·{" "}
        <span>{n(p.kills, "kill")}</span> · <span>{n(p.sorties, "sortie")}</span>
      </span>
      <Medals service={p.service} medals={p.medals} />
      {(p.abilities.length > 0 || p.owed > 0) && (
        <span className="abilities small">
          {p.abilities.map((a) => (
            <span key={a} className="ability" title={ABILITY_INFO[a].summary}>
              {ABILITY_INFO[a].name}
              {ABILITY_INFO[a].everyTwoTurns ? " (every two turns)" : ""}
            </span>
          ))}
          {p.owed > 0 && (
            <span className="owed">{n(p.owed, "ability", "abilities")} to choose</span>
          )}
        </span>
      )}
    </li>
  );
}

export function Roster({
  s,
  base,
  leading,
}: {
  s: CampaignState;
  base: string;
  leading: Record<Side, string | null>;
}) {
  return (
    <section className="kota-rosters" aria-label="Roster">
      {(["allies", "central"] as const).map((side) => {
        const pilots = s.pilots.filter((p) => p.side === side);
        return (
          <section
            key={side}
            className={`panel kota-roster ${side}`}
            aria-label={`${SIDE_NAME[side]} roster`}
          >
            <h2>{SIDE_NAME[side]}</h2>
            {pilots.length === 0 ? (
              <p className="muted">No airmen registered yet.</p>
            ) : (
              <ul>
                {pilots.map((p) => (
                  <PilotLine key={p.id} p={p} base={base} lead={leading[side] === p.id} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
