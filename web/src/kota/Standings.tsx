/** Standings per group and for the whole war: Pilot Points, kills, sorties flown and won, by side. */
import { count } from "../../../src/engine/words.js";
import type { Standing } from "../../../src/games/knights-of-the-air/standings.js";
import { RuleLink } from "../rules/RuleNote";
import { RULES } from "./format";

const n = count;
const score = (points: number, kills: number, won: number) =>
  `${n(points, "pt", "pts")} · ${n(kills, "kill")} · ${won} won`;

export function Standings({ rows }: { rows: Standing[] }) {
  const shown = rows.length === 2 ? rows.slice(1) : rows;
  return (
    <section className="panel kota-standings" aria-label="Standings">
      <h2>Standings</h2>
      <p className="small muted">
        <RuleLink
          rule={{ system: RULES, anchor: "table-1-pilot-points-points-ts" }}
          title="Pilot Points"
        >
          Pilot Points
        </RuleLink>
        , kills and sorties won, from verified lines only.
      </p>
      <table>
        <thead>
          <tr>
            <th>Group</th>
            <th>Allies</th>
            <th>Central Powers</th>
            <th>Sorties</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.group ?? "all"} className={r.group === null ? "total" : ""}>
              <th>{r.group === null ? "The whole war" : r.name}</th>
              <td>{score(r.points.allies, r.kills.allies, r.sortiesWon.allies)}</td>
              <td>{score(r.points.central, r.kills.central, r.sortiesWon.central)}</td>
              <td>{r.sorties}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
