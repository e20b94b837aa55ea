/** Wings over Malta: the rule and table behind each roll in the log. */
import type { Roll } from "../../../src/engine/dice.js";
import {
  BALE_OUT,
  GET_HOME,
  IN_THE_DRINK,
  SHOT_DOWN,
} from "../../../src/games/wings-over-malta/return-tables.js";
import {
  RECOVERY_TABLE,
  SPECIAL_INJURY,
} from "../../../src/games/wings-over-malta/wound-tables.js";
import type { RuleRef } from "../rules/RuleNote";
import { tableRef } from "../rules/tables";

const SYSTEM = "wings-over-malta";
const STEPS = "what-sortie-does-step-by-step";
const RULINGS = "rulings";

const RETURN = {
  "Get Home": GET_HOME,
  "Bale Out": BALE_OUT,
  "Shot Down": SHOT_DOWN,
  "In the Drink": IN_THE_DRINK,
} as const;

export function explainWom(r: Roll): RuleRef | null {
  const p = r.purpose;
  for (const [name, table] of Object.entries(RETURN)) {
    if (p.startsWith(name)) {
      const t = tableRef(table as Parameters<typeof tableRef>[0], r);
      return p.includes("re-roll")
        ? { system: SYSTEM, anchor: RULINGS, key: "W9", table: t }
        : { system: SYSTEM, anchor: STEPS, table: t };
    }
  }
  if (p.startsWith("Special injury"))
    return { system: SYSTEM, anchor: STEPS, table: tableRef(SPECIAL_INJURY, r) };
  if (p.startsWith("Recovery event"))
    return { system: SYSTEM, anchor: RULINGS, key: "W13", table: tableRef(RECOVERY_TABLE, r) };
  if (p.startsWith("Medal")) return { system: SYSTEM, anchor: RULINGS, key: "W11" };
  if (p.startsWith("Ace skill")) return { system: SYSTEM, anchor: RULINGS, key: "W8" };
  if (p.startsWith("Old war wound")) return { system: SYSTEM, anchor: RULINGS, key: "W14" };
  if (/^(Spotting|Dogfight)/.test(p))
    return { system: SYSTEM, anchor: "the-dogfight-position-table-reconstructed" };
  return { system: SYSTEM, anchor: STEPS };
}
