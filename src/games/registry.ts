/** Every system Sortie plays, by id. */
import type { AnyRules } from "../engine/contract.js";
import { hawksOverMalta } from "./hawks-over-malta/rules.js";
import { maltaConvoy } from "./malta-convoy/rules.js";

export const SYSTEMS: Record<string, AnyRules> = {
  [maltaConvoy.id]: maltaConvoy,
  [hawksOverMalta.id]: hawksOverMalta,
};

export const rulesFor = (system: string): AnyRules | undefined =>
  Object.hasOwn(SYSTEMS, system) ? SYSTEMS[system] : undefined;
