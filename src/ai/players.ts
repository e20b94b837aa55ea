/** The computer players the server can seat, by system: each is given only its own seat's view. */

import type { Side } from "../games/hawks-over-malta/data.js";
import type { HawksView } from "../games/hawks-over-malta/view.js";
import {
  COMPUTER_LEVELS,
  type ComputerLevel,
  type Side as WvSide,
} from "../games/winged-victory/game/state.js";
import type { WvView } from "../games/winged-victory/view/view.js";
import { chooseAction, DEFAULT_BUDGET_MS } from "./hawks-search.js";
import { DEFAULT_LEVEL, levelAction } from "./wv-levels.js";

/**
 * Chooses an action from the view of the seat it plays (`rules.view(state, seat)`), with its
 * own search seed, at the level the game's options chose (a system without levels ignores it).
 */
export type ComputerMove = (view: unknown, seat: string, seed: number, level?: string) => unknown;

const PLAYERS: Record<string, ComputerMove> = {
  "hawks-over-malta": (view, seat, seed) =>
    chooseAction(view as HawksView, seat as Side, { budgetMs: DEFAULT_BUDGET_MS, seed }),
  "winged-victory": (view, seat, seed, level) =>
    levelAction(view as WvView, seat as WvSide, wvLevel(level), seed),
};

export const computerFor = (system: string): ComputerMove | undefined =>
  Object.hasOwn(PLAYERS, system) ? PLAYERS[system] : undefined;

/** The seats a game's options give to the computer (`computer: "axis"`, or a list). */
export function computerSeats(options: unknown): string[] {
  const c = (options as { computer?: unknown } | null)?.computer;
  if (typeof c === "string") return [c];
  if (Array.isArray(c)) return c.filter((x): x is string => typeof x === "string");
  return [];
}

function wvLevel(level: string | undefined): ComputerLevel {
  return (COMPUTER_LEVELS as readonly string[]).includes(level ?? "")
    ? (level as ComputerLevel)
    : DEFAULT_LEVEL;
}

/** The computer's level a game's options chose (`computerLevel`), if any. */
export function computerLevel(options: unknown): string | undefined {
  const l = (options as { computerLevel?: unknown } | null)?.computerLevel;
  return typeof l === "string" ? l : undefined;
}
