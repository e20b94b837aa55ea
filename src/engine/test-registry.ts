/** Test support: a registry lookup holding the given rules only. */
import type { AnyRules } from "./contract.js";

export const registryOf =
  (...rules: AnyRules[]) =>
  (system: string): AnyRules | undefined =>
    rules.find((r) => r.id === system);
