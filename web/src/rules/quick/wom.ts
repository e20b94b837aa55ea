/** Wings over Malta's quick-reference tables, drawn from the campaign's own data. */
import type { Table } from "../../../../src/engine/tables.js";
import {
  MEDAL_ON,
  MEDALS,
  PROMOTION_ON,
  RANKS,
  SKILL_NAME,
  SKILLS,
  XP,
} from "../../../../src/games/wings-over-malta/career-data.js";
import { BOMBERS, FIGHTERS } from "../../../../src/games/wings-over-malta/facts.js";
import {
  DOGFIGHT_DISTANCE,
  RELATIVE_POSITIONS,
} from "../../../../src/games/wings-over-malta/positions.js";
import {
  BALE_OUT,
  GET_HOME,
  IN_THE_DRINK,
  SHOT_DOWN,
} from "../../../../src/games/wings-over-malta/return-tables.js";
import { SCENARIOS, scenarioFor } from "../../../../src/games/wings-over-malta/scenarios.js";
import {
  RECOVERY_TABLE,
  SPECIAL_INJURY,
} from "../../../../src/games/wings-over-malta/wound-tables.js";
import { htmlTable } from "./html";

/** A d100 roll as the tables print it: 01–04, 96–00. */
const pct = (n: number) => (n === 100 ? "00" : n < 1 ? String(n) : String(n).padStart(2, "0"));
const d100 = <R>(t: Table<R>, caption: string) =>
  htmlTable(
    caption,
    ["D100", "result"],
    t.rows.map((r) => [
      r.min === r.max ? pct(r.min) : `${pct(r.min)}–${pct(r.max)}`,
      t.label(r.result),
    ]),
  );

const SERVICE = { raf: "RAF", luftwaffe: "Luftwaffe", regia: "Regia Aeronautica" } as const;
const deg = (n: number) => `${n}°`;

export const WOM_TABLES: Record<string, () => string> = {
  "wom-missions": () =>
    htmlTable(
      "Missions (D6 for the attacker: 1–3 Axis, 4–6 British; then D6 for the mission)",
      ["D6", "Axis attack", "British attack"],
      [1, 2, 3, 4, 5, 6].map((n) => [
        n,
        SCENARIOS[scenarioFor("axis", n)].name("axis"),
        SCENARIOS[scenarioFor("british", n)].name("british"),
      ]),
    ),
  "wom-fighters": () =>
    htmlTable(
      "Fighter type (one D6 per side and mission)",
      ["D6", "Axis, early", "Axis, later", "British, early", "British, later"],
      [0, 1, 2, 3, 4, 5].map((i) => [
        i + 1,
        FIGHTERS.axis.early[i],
        FIGHTERS.axis.later[i],
        FIGHTERS.british.early[i],
        FIGHTERS.british.later[i],
      ]),
    ),
  "wom-bombers": () =>
    htmlTable(
      "Bomber type (by mission)",
      ["mission", "Axis, early", "Axis, later", "British, early", "British, later"],
      Object.entries(BOMBERS).map(([n, b]) => [
        SCENARIOS[scenarioFor("axis", Number(n))].name("axis"),
        b.axis.early,
        b.axis.later,
        b.british.early,
        b.british.later,
      ]),
    ),
  "wom-get-home": () => d100(GET_HOME, "Get Home (−5 in a Bf 109, −5 for a novice)"),
  "wom-bale-out": () => d100(BALE_OUT, "Bale Out (−5 with a serious arm injury)"),
  "wom-shot-down": () => d100(SHOT_DOWN, "Shot Down: nursing the wreck down"),
  "wom-drink": () => d100(IN_THE_DRINK, "In the Drink"),
  "wom-injury": () => d100(SPECIAL_INJURY, "Special Injury (−10 with two new wounds)"),
  "wom-recovery": () => d100(RECOVERY_TABLE, "Recovery Event"),
  "wom-xp": () =>
    htmlTable(
      "Experience",
      ["for", "XP"],
      [
        ["each kill", XP.kill],
        ["each shared kill", XP.share],
        ["surviving a mission (shot down too), once experienced", XP.survive],
        ["winning the mission, once experienced", XP.win],
        ["an ace step (skill, promotion and medal rolls)", `every ${XP.perAce}`],
      ],
    ),
  "wom-skills": () =>
    htmlTable(
      "Ace skills (roll twice, keep one)",
      ["D6", "skill"],
      SKILLS.map((s, i) => [i + 1, SKILL_NAME[s]]),
    ),
  "wom-ranks": () =>
    htmlTable(
      `Ranks (a promotion on a D6 of ${PROMOTION_ON}+) and medals (2D6)`,
      ["service", "ranks", "medal on", "medals, in order"],
      (Object.keys(RANKS) as (keyof typeof RANKS)[]).map((s) => [
        SERVICE[s],
        RANKS[s].join(" → "),
        `${MEDAL_ON[s]}+`,
        MEDALS[s].join(" → "),
      ]),
    ),
  "wom-positions": () =>
    htmlTable(
      "Dogfight positions (D10): bearing from the centre / heading, 0° up the mat",
      ["D10", "placement", "spotted flight", "spotter"],
      RELATIVE_POSITIONS.map((p, i) => [
        i + 1,
        p.name,
        `${deg(p.spotted.bearing)} / ${deg(p.spotted.heading)}`,
        `${deg(p.spotter.bearing)} / ${deg(p.spotter.heading)}`,
      ]),
    ),
  "wom-distance": () =>
    htmlTable(
      "Dogfight distance from the centre (D10, in ruler lengths)",
      ["D10", "distance"],
      DOGFIGHT_DISTANCE.map((d, i) => [i + 1, d]),
    ),
};
