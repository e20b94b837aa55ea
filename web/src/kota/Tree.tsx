/**
 * The mission tree drawn: one row per mission number, the branches side by
 * side, the mission being flown marked, each flown mission coloured by its
 * winner; the Time Line beside it (1916, 1917 after a Mission 3, 1918 after
 * a Mission 6) with the year reached.
 */

import { SIDE_NAME } from "../../../src/games/knights-of-the-air/facts.js";
import { levelsOf, YEAR_LEVELS } from "../../../src/games/knights-of-the-air/missions.js";
import type { CampaignState } from "../../../src/games/knights-of-the-air/state.js";
import { RuleLink } from "../rules/RuleNote";
import { RULES } from "./format";

const ROW = 46;
const W = 340;
const LEFT = 64;

export function Tree({ s }: { s: CampaignState }) {
  const levels = levelsOf(s.tables.missions);
  const h = levels.length * ROW + 8;
  const won = (id: string) => {
    const runs = s.runs.filter((r) => r.mission === id && r.result);
    return runs.length ? (runs[runs.length - 1].result?.winner ?? "draw") : null;
  };
  const yearAt = (level: number) =>
    level >= YEAR_LEVELS[1918] + 1 ? 1918 : level >= YEAR_LEVELS[1917] + 1 ? 1917 : 1916;
  /** Rows from row i on that share its year (the Time Line's band). */
  const span = (i: number) => {
    let n = 1;
    while (i + n < levels.length && yearAt(levels[i + n]) === yearAt(levels[i])) n++;
    return n;
  };
  const where = s.winner
    ? "the war is won"
    : s.mission
      ? `Mission ${s.mission}`
      : `Mission ${s.level}: a branch to choose`;
  return (
    <figure className="kota-tree">
      <svg
        viewBox={`0 0 ${W} ${h}`}
        role="img"
        aria-label={`The mission tree; the campaign stands at ${where}; the year is ${s.year}`}
      >
        {levels.map((level, i) => {
          const y = 4 + i * ROW;
          const ms = s.tables.missions.filter((m) => m.level === level);
          const year = yearAt(level);
          const first = i === 0 || yearAt(levels[i - 1]) !== year;
          const w = (W - LEFT - 6 - (ms.length - 1) * 6) / ms.length;
          return (
            <g key={level}>
              {first && (
                <g
                  className={`kota-year ${s.year >= year ? "open" : ""} ${s.year === year ? "now" : ""}`}
                >
                  <rect x="2" y={y} width={LEFT - 10} height={span(i) * ROW - 6} rx="4" />
                  <text x={(LEFT - 8) / 2} y={y + (span(i) * ROW - 6) / 2 + 4} textAnchor="middle">
                    {year}
                  </text>
                </g>
              )}
              {i > 0 && (
                <line
                  x1={LEFT + (W - LEFT) / 2}
                  x2={LEFT + (W - LEFT) / 2}
                  y1={y - 6}
                  y2={y}
                  className="kota-link"
                />
              )}
              {ms.map((m, j) => {
                const x = LEFT + j * (w + 6);
                const result = won(m.id);
                const current =
                  s.mission === m.id || (s.mission === null && s.level === level && !s.winner);
                const cls = [
                  "kota-node",
                  current ? "current" : "",
                  result === "allies" || result === "central" ? `won-${result}` : "",
                  result === "draw" ? "drawn" : "",
                ].join(" ");
                return (
                  <g key={m.id} className={cls}>
                    <rect x={x} y={y} width={w} height={ROW - 6} rx="5" />
                    <text x={x + 6} y={y + 16} className="id">
                      {m.id}
                      {m.named ? "" : " ·"}
                    </text>
                    <text x={x + 6} y={y + 32} className="name">
                      {m.name.length * 6 > w - 8
                        ? `${m.name.slice(0, Math.floor((w - 14) / 6))}…`
                        : m.name}
                    </text>
                    <title>
                      {`Mission ${m.id}: ${m.name} — ${m.sorties} sorties, ${m.victory === "points" ? "Pilot Points" : "objectives"}${result ? `; last won by ${result === "draw" ? "nobody (drawn)" : SIDE_NAME[result]}` : ""}${current ? "; being flown" : ""}`}
                    </title>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption className="small muted">
        Now: <strong>{where}</strong>,{" "}
        <RuleLink
          rule={{ system: RULES, anchor: "the-mission-tree-and-the-time-line-tree-ts" }}
          title="The Time Line"
        >
          the year
        </RuleLink>{" "}
        {s.year}. Green frame: being flown; blue: won by the Allies; grey: won by the Central
        Powers; “·” marks a mission we reconstructed.
      </figcaption>
    </figure>
  );
}
