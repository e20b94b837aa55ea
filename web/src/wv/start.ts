/** Starting a Winged Victory game: creating it (a ready scenario or a generated mission), then keeping its links. */

import type { ComputerLevel } from "../../../src/games/winged-victory/game/state.js";
import type { MissionId } from "../../../src/games/winged-victory/missions/data.js";
import type { WvView } from "../../../src/games/winged-victory/view/view.js";
import { api, type GamePayload, type Links } from "../api";
import { holdLinks } from "../links";

type Side = "allies" | "germans";

export type WvMode =
  | "hotseat"
  | "computer-germans"
  | "computer-allies"
  | "online-allies"
  | "online-germans"
  | "online";

export interface WvSetup {
  scenario: string;
  year: 1916 | 1917;
  /** Game turns for a ready scenario (0 or absent: the scenario's own). */
  turns?: number;
  /** Each side's mission as chosen (a generated mission only); absent: rolled by the server's dice. */
  missions?: { allies: MissionId; germans: MissionId };
  /** The owner's box file: the printed values flown instead of the reconstructed ones (checked by the server). */
  printed?: unknown;
  /** How well the computer flies (absent: veteran). */
  level?: ComputerLevel;
}

/** The computer pilot's levels as the new-game page offers them, gentlest first. */
export const LEVEL_CHOICES: [ComputerLevel, string][] = [
  ["novice", "Novice: a gentle pilot for a first fight (he wanders and lets weak shots go)"],
  ["veteran", "Veteran: a sound pilot who now and then flies loose"],
  ["ace", "Ace: the strongest, every manoeuvre weighed"],
];

const computerOf = (mode: WvMode) =>
  mode === "computer-germans" ? "germans" : mode === "computer-allies" ? "allies" : undefined;

/**
 * Creates the game on the server; nothing is kept yet. Its set-up rolls are
 * the engine's, or with `own` the players' own dice: the faces typed so far
 * (the server asks for each one more it needs).
 */
export async function createWv(setup: WvSetup, mode: WvMode, own?: number[]) {
  const computer = computerOf(mode);
  const options =
    setup.scenario === "mission"
      ? {
          scenario: "mission",
          year: setup.year,
          ...(setup.missions ? { missions: setup.missions } : {}),
        }
      : { scenario: setup.scenario, ...(setup.turns ? { turns: setup.turns } : {}) };
  const withBox = setup.printed === undefined ? options : { ...options, printed: setup.printed };
  return api.create({
    system: "winged-victory",
    options: computer
      ? { ...withBox, computer, ...(setup.level ? { computerLevel: setup.level } : {}) }
      : withBox,
    ...(own === undefined
      ? { dice: { mode: "seeded" } }
      : { dice: { mode: "manual" }, rolls: own }),
  }) as Promise<{ links: Links; game: GamePayload<WvView> }>;
}

/** The side this browser flies in an online game (none: it only hands out the links). */
export const onlineSide = (mode: WvMode): Side | undefined =>
  mode === "online-allies" ? "allies" : mode === "online-germans" ? "germans" : undefined;

/**
 * Keeps a created game's links as it is played from here; answers the page
 * to open, or the links to send. Online, this browser plays its own side's
 * link (kept and reopened from Your games); the owner's link is kept to
 * hand out the links again or to watch, never to play or read the game
 * through while this browser flies a side.
 */
export function holdWv(
  created: { links: Links; game: GamePayload },
  mode: WvMode,
): { open: string } | { links: Links; mine?: Side } {
  const { links, game } = created;
  const { allies, germans } = links.seats;
  if (mode === "hotseat") {
    const open = `/wv/hotseat/${allies}/${germans}`;
    holdLinks(game.id, game.system, links, { mode, plays: ["allies", "germans"], open });
    return { open };
  }
  const computer = computerOf(mode);
  if (computer) {
    const seat = computer === "germans" ? "allies" : "germans";
    const open = `/g/${links.seats[seat]}`;
    holdLinks(game.id, game.system, links, { mode: "computer", plays: [seat], open });
    return { open };
  }
  const mine = onlineSide(mode);
  if (mine) {
    holdLinks(game.id, game.system, links, {
      mode: "online",
      plays: [mine],
      open: `/g/${links.seats[mine]}`,
    });
    return { links, mine };
  }
  holdLinks(game.id, game.system, links, { mode: "online", plays: [], open: `/g/${links.owner}` });
  return { links };
}
