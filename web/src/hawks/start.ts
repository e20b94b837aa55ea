/** Starting a Hawks over Malta game: new from the set-up page, or a rematch from the end screen. */
import { api, type Links } from "../api";
import { holdLinks } from "../links";

export type HawksMode =
  | "hotseat"
  | "computer-british"
  | "computer-axis"
  | "online-axis"
  | "online-british"
  | "online";

/** The side this browser flies in an online game (none: it only hands out the links). */
export const onlineSide = (mode: HawksMode): "axis" | "british" | undefined =>
  mode === "online-axis" ? "axis" : mode === "online-british" ? "british" : undefined;

/**
 * Creates the game and keeps its links; answers the page to open, or the
 * links of an online game (with the side this browser flies, if it flies
 * one: it plays that side's link, never the owner's).
 */
export async function startHawks(
  scenario: number,
  mode: HawksMode,
): Promise<{ open: string } | { links: Links; mine?: "axis" | "british" }> {
  const computer =
    mode === "computer-british" ? "british" : mode === "computer-axis" ? "axis" : undefined;
  const { links, game } = await api.create({
    system: "hawks-over-malta",
    options: { scenario, computer },
    dice: { mode: "seeded" },
  });
  const { axis, british } = links.seats;
  if (mode === "hotseat") {
    const open = `/hotseat/${axis}/${british}`;
    holdLinks(game.id, game.system, links, { mode, plays: ["axis", "british"], open });
    return { open };
  }
  if (computer) {
    const seat = computer === "british" ? "axis" : "british";
    const open = `/g/${links.seats[seat]}`;
    holdLinks(game.id, game.system, links, { mode: "computer", plays: [seat], open });
    return { open };
  }
  const mine = onlineSide(mode);
  if (mine) {
    // Online, flying one side: this browser plays that side's link; the owner's is kept to hand out the links or watch.
    const open = `/g/${links.seats[mine]}`;
    holdLinks(game.id, game.system, links, { mode: "online", plays: [mine], open });
    return { links, mine };
  }
  // Online for two other players: this browser watches until it opens one side's link.
  holdLinks(game.id, game.system, links, { mode: "online", plays: [], open: `/g/${links.owner}` });
  return { links };
}
