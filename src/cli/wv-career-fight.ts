/** `sortie wv career fly` and `report --from-game`: a career mission flown as a Sortie game, its result read back. */
import { current } from "../games/winged-victory/career/briefing.js";
import { gameOptions, reportFromGame } from "../games/winged-victory/career/sortie-game.js";
import type { Report } from "../games/winged-victory/career/state.js";
import { usage } from "./errors.js";
import { say } from "./prompts.js";
import { color as c } from "./style.js";
import { siteUrl } from "./wom.js";
import type { CareerClient, CareerGame, HeldCareer } from "./wv-career-client.js";

export async function startFight(
  client: CareerClient,
  held: HeldCareer,
  g: CareerGame,
  url?: string,
): Promise<void> {
  const s = g.view.state;
  const m = current(s);
  if (s.phase.kind !== "fight" || !m)
    throw usage(
      s.phase.kind === "assign"
        ? "name the crews first: `sortie wv career crews`"
        : "no mission is waiting to be flown",
    );
  const base = siteUrl(url);
  const dice = (g as unknown as { dice?: string }).dice === "manual" ? "manual" : "seeded";
  const seats =
    held.fights?.[String(m.n)] ??
    (await client.createFight(held, m.n, gameOptions(s, m), { mode: dice }));
  say([
    c.bold(`Mission ${m.n} as a Winged Victory game`),
    `  Both sides on one screen (run \`npm start\`): ${base}/wv/hotseat/${seats.allies}/${seats.germans}`,
    `  Allied link: ${base}/g/${seats.allies}`,
    `  German link: ${base}/g/${seats.germans}`,
    c.dim("When the fight is over: `sortie wv career report --from-game`"),
  ]);
}

/** The report read from the mission's finished game. */
export async function reportOfFight(
  client: CareerClient,
  held: HeldCareer,
  g: CareerGame,
): Promise<Report> {
  const s = g.view.state;
  const m = current(s);
  const seats = m && held.fights?.[String(m.n)];
  if (!m || !seats)
    throw usage("this mission was not flown in Sortie: `sortie wv career fly` starts it");
  const f = await client.fight(seats[s.side]);
  if (f.status !== "over")
    throw usage("the fight is not over yet: finish it, then read its result");
  return reportFromGame(s, m, f.view);
}
