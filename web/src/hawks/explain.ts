/** Hawks over Malta: the rule and table behind each roll in the log. */
import type { Roll } from "../../../src/engine/dice.js";
import { AIRCRAFT } from "../../../src/games/hawks-over-malta/data.js";
import type { RuleRef, TableRef } from "../rules/RuleNote";

const SYSTEM = "hawks-over-malta";
const ENGAGE = "the-engagement-rule-rulings";
const AA_BOMB = "anti-aircraft-fire-bombing-and-clouds-rulings";

const planes = Object.values(AIRCRAFT);

/** The aircraft table's fire column, the firing plane's row picked out. */
function fireTable(type: string | undefined): TableRef {
  const hit = Object.keys(AIRCRAFT).indexOf(type ?? "");
  return {
    name: "Hits on 2D6 + DRM",
    head: ["aircraft", "hits on"],
    rows: planes.map((a) => [a.name, `${a.hits}+`]),
    hit: hit >= 0 ? hit : undefined,
  };
}

function bombTable(): TableRef {
  const bombers = planes.filter((a) => a.bombing);
  return {
    name: "Bombing on 2D6 at altitude 1 / 2 / 3 / 4",
    head: ["bomber", "1", "2", "3", "4", "badges"],
    rows: bombers.map((a) => [
      a.name,
      ...(a.bombing ?? []).map((n) => `${n}+`),
      String(a.badges ?? 1),
    ]),
  };
}

/** Explains rolls of a game whose planes (id → aircraft type) are known. */
export const explainHawks =
  (types: Record<string, string>) =>
  (r: Roll): RuleRef | null =>
    explain(r, types);

function explain(r: Roll, types: Record<string, string>): RuleRef {
  const p = r.purpose;
  if (/^AA \d+ fires/.test(p)) return { system: SYSTEM, anchor: AA_BOMB, key: "H6" };
  if (/ fires at /.test(p))
    return { system: SYSTEM, anchor: ENGAGE, table: fireTable(types[p.split(" ")[0]]) };
  if (/ bombs /.test(p)) return { system: SYSTEM, anchor: AA_BOMB, key: "H7", table: bombTable() };
  if (/drift/.test(p)) return { system: SYSTEM, anchor: AA_BOMB, key: "H8" };
  if (/cockade/.test(p)) return { system: SYSTEM, anchor: "a-turn" };
  if (/^how many/.test(p)) return { system: SYSTEM, anchor: "set-up" };
  return { system: SYSTEM, anchor: "a-turn" };
}
