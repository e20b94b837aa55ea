/** The Squadron Career's tables, drawn from the career's own data. */
import { DEFAULT_TABLES } from "../../../../src/games/winged-victory/career/tables.js";
import { PLANES } from "../../../../src/games/winged-victory/planes/planes.js";
import { htmlTable } from "./html";

const T = DEFAULT_TABLES;
const CORPS: Record<string, string> = {
  rfc: "RFC / RAF",
  luftstreitkrafte: "Luftstreitkräfte",
  other: "other (enemy and attached only)",
};
const planeName = (id: string) => PLANES.find((p) => p.id === id)?.name ?? id;
const need = (n: number) => (n <= 1 ? "always" : n >= 7 ? "never" : `${n}+`);

export const CAREER_TABLES: Record<string, () => string> = {
  "career-planes": () =>
    htmlTable(
      "Planes in service",
      ["plane", "flown by", "from", "to"],
      T.availability.map((a) => [
        planeName(a.plane),
        a.corps.map((c) => CORPS[c] ?? c).join(", "),
        a.from,
        a.to,
      ]),
    ),
  "career-skill": () =>
    htmlTable(
      "Pilots' skill (d6)",
      ["d6", "founding pilots", "replacements", "enemy pilots"],
      [0, 1, 2, 3, 4, 5].map((i) => [
        i + 1,
        T.startSkill[i],
        T.replacementSkill[i],
        T.enemySkill[i],
      ]),
    ),
  "career-wounds": () =>
    htmlTable(
      "Wounds (d6)",
      ["d6", "wound", "days away"],
      T.wounds.map((w, i) => [
        i + 1,
        w.name,
        w.invalided
          ? "sent home for good"
          : `${w.base}${w.perDie ? ` + ${w.perDie === 1 ? "" : `${w.perDie} × `}d6` : ""}`,
      ]),
    ),
  "career-confirm": () =>
    htmlTable(
      "Confirming a claim (d6), by where the enemy came down",
      ["corps", "our side", "no-man's-land", "the enemy's side"],
      Object.entries(T.confirm).map(([c, n]) => [
        CORPS[c] ?? c,
        need(n.own),
        need(n["no-mans-land"]),
        need(n.enemy),
      ]),
    ),
  "career-awards": () =>
    htmlTable(
      "Decorations, in order",
      ["corps", "decoration", "victories", "d6 needed"],
      Object.entries(T.awards).flatMap(([c, list]) =>
        list.map((a, i) => [i === 0 ? (CORPS[c] ?? c) : "", a.name, a.victories, need(a.need)]),
      ),
    ),
  "career-ranks": () =>
    htmlTable(
      "Ranks, in order (missions or victories)",
      ["corps", "rank", "missions", "victories"],
      Object.entries(T.ranks).flatMap(([c, list]) =>
        list.map((r, i) => [i === 0 ? (CORPS[c] ?? c) : "", r.name, r.missions, r.victories]),
      ),
    ),
  "career-other": () =>
    htmlTable(
      "Other values",
      ["what", "value"],
      [
        [
          "a squadron's establishment",
          `${T.establishment.pilots} pilots (and their gunners), ${T.establishment.planes} planes`,
        ],
        ["days between missions", `d${T.daysDie}`],
        [
          "recruit becomes expert",
          `d6 + 1 a victory this mission + 1 if accomplished + 1 after ${T.advance.seasonedAfter} missions, ${T.advance.target} or more`,
        ],
        ["ace", `${T.aceVictories} confirmed victories`],
        ["getting back from no-man's-land", need(T.escape)],
        ["days in the repair shop", `d6${T.repairPerDie > 1 ? ` × ${T.repairPerDie}` : ""}`],
        ["mission table for 1918", `the ${T.missionYear["1918"]} table`],
      ],
    ),
};
