/** A side's roster: each airman with his rank, service, experience and a status badge. */
import { Link } from "wouter";
import { SERVICE_NAME, SIDE_NAME, type Side } from "../../../src/games/wings-over-malta/data.js";
import { rankName, STATUS_LABEL } from "../../../src/games/wings-over-malta/roster.js";
import type { CampaignState, Pilot } from "../../../src/games/wings-over-malta/state.js";
import { Medals } from "./Medals";

export function StatusBadge({ p }: { p: Pilot }) {
  return (
    <span className={`badge status-${p.status}`}>
      {STATUS_LABEL[p.status]}
      {p.miss > 0 ? ` · misses ${p.miss}` : ""}
    </span>
  );
}

export function Roster({ s, side, base }: { s: CampaignState; side: Side; base: string }) {
  const pilots = s.pilots.filter((p) => p.side === side);
  return (
    <section className={`wom-roster ${side}`} aria-label={`${SIDE_NAME[side]} roster`}>
      <h2>{SIDE_NAME[side]} roster</h2>
      <table>
        <thead>
          <tr>
            <th>Airman</th>
            <th className="svc">Service</th>
            <th>XP</th>
            <th>Kills</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {pilots.map((p) => (
            <tr key={p.id}>
              <td>
                <Link href={`${base}/pilot/${p.id}`}>
                  {rankName(p)} {p.name}
                </Link>
                <div className="small muted">
                  <span className="svc-inline">{SERVICE_NAME[p.service]} · </span>
                  {p.role === "fighter" ? "fighter pilot" : "bomber crew"}·{" "}
                  {p.novice ? "novice" : "experienced"}
                  {p.skills.length ? " · ace" : ""}
                  {p.lucky ? " · lucky" : ""}
                  {p.medals ? " · " : ""}
                  <Medals service={p.service} count={p.medals} />
                </div>
              </td>
              <td className="svc">{SERVICE_NAME[p.service]}</td>
              <td>{p.xp}</td>
              <td>
                {p.kills}
                {p.shares ? ` + ${p.shares}/2` : ""}
              </td>
              <td>
                <StatusBadge p={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
