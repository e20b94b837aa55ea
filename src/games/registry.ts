/** Every system Sortie plays, by id. */
import type { AnyRules } from "../engine/contract.js";
import { hawksOverMalta } from "./hawks-over-malta/rules.js";
import { knightsOfTheAir } from "./knights-of-the-air/rules.js";
import { maltaConvoy } from "./malta-convoy/rules.js";
import { wingedVictoryCareer } from "./winged-victory/career/rules.js";
import { wingedVictory } from "./winged-victory/rules.js";
import { wingedVictoryTable } from "./winged-victory/table/rules.js";
import { wingsOverMalta } from "./wings-over-malta/rules.js";
import { upgradeLog } from "./wings-over-malta/upgrade.js";

export const SYSTEMS: Record<string, AnyRules> = {
  [maltaConvoy.id]: maltaConvoy,
  [hawksOverMalta.id]: hawksOverMalta,
  // Its logs of rules version 2 (one seat for both sides' crews and report) are read as version 3.
  [wingsOverMalta.id]: { ...wingsOverMalta, upgrade: upgradeLog } as AnyRules,
  [knightsOfTheAir.id]: knightsOfTheAir,
  [wingedVictory.id]: wingedVictory,
  [wingedVictoryTable.id]: wingedVictoryTable,
  [wingedVictoryCareer.id]: wingedVictoryCareer,
};

export const rulesFor = (system: string): AnyRules | undefined =>
  Object.hasOwn(SYSTEMS, system) ? SYSTEMS[system] : undefined;
