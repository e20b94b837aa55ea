/** Starting a Hawks over Malta game: new from the set-up page, or a rematch from the end screen. */
import { api, type Links } from "../api";
import { holdLinks } from "../links";

export type HawksMode = "hotseat" | "computer-british" | "computer-axis" | "online";

/** Creates the game and keeps its links; answers the page to open, or the links of an online game. */
export async function startHawks(
  scenario: number,
  mode: HawksMode,
): Promise<{ open: string } | { links: Links }> {
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
  // Online: this browser watches until it opens one side's link.
  holdLinks(game.id, game.system, links, { mode: "online", plays: [], open: `/g/${links.owner}` });
  return { links };
}
