/** Every system Sortie plays, by id. */
import type { AnyRules } from "../engine/contract.js";
import { maltaConvoy } from "./malta-convoy/rules.js";

export const SYSTEMS: Record<string, AnyRules> = {
  [maltaConvoy.id]: maltaConvoy,
};

export const rulesFor = (system: string): AnyRules | undefined =>
  Object.hasOwn(SYSTEMS, system) ? SYSTEMS[system] : undefined;
