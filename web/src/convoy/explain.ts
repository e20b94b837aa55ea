/** Malta Convoy: the rule and table behind each roll in the log. */
import type { Roll } from "../../../src/engine/dice.js";
import { ATTACK, CONTACT, ENEMY, TARGET } from "../../../src/games/malta-convoy/data.js";
import type { RuleRef } from "../rules/RuleNote";
import { tableRef } from "../rules/tables";

const rule = (key: string, table?: RuleRef["table"]): RuleRef => ({
  system: "malta-convoy",
  anchor: "rulings-we-follow",
  key,
  table,
});

export function explainConvoy(r: Roll): RuleRef | null {
  const p = r.purpose;
  if (p === "contact") return rule("R4", tableRef(CONTACT, r));
  if (p === "enemy force: which type") return rule("R5", tableRef(ENEMY, r));
  if (p === "enemy force: size") return rule("R6");
  if (p.startsWith("interception")) return rule("R7");
  if (/^attack \d+: target/.test(p)) return rule("R9", tableRef(TARGET, r));
  if (/^attack \d+ of/.test(p)) return rule("R8", tableRef(ATTACK, r));
  if (p.startsWith("second damage")) return rule("R11");
  if (p.startsWith("covering force")) return rule("R3");
  if (/how many turns|turns added/.test(p)) return rule("R12");
  if (/^convoy:|length of journey|friendly waters/.test(p)) return rule("R1");
  return { system: "malta-convoy", anchor: "the-game-in-brief" };
}
