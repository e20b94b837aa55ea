/** `sortie kota enrol` and `sortie kota undo`: the Wing Commander's roll of players, and taking a step back, as the web app has them. */
import { commanderSeats, seatTitle } from "../games/knights-of-the-air/command.js";
import { SIDES, type Side } from "../games/knights-of-the-air/facts.js";
import { usage } from "./errors.js";
import { pickCampaign } from "./kota-client.js";
import { json, session, siteUrl, step } from "./kota-session.js";
import { Prompter, say } from "./prompts.js";
import { color as c } from "./style.js";

export async function enrolCommand(opts: {
  campaign?: string;
  name: string;
  side: string;
  group?: string;
  json?: boolean;
}) {
  if (!SIDES.includes(opts.side as Side))
    throw usage(`--side: allies or central, not "${opts.side}"`);
  if (!opts.name.trim()) throw usage("--name: say the new player's name");
  const side = opts.side as Side;
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const s0 = (await client.game(held)).view.state;
    const group = opts.group ? s0.groups.find((g) => g.id === opts.group) : s0.groups[0];
    if (!group) throw usage(`no group "${opts.group}" (${s0.groups.map((g) => g.id).join(", ")})`);
    // His own group's Wing Commander enrols him: his side's, where the group has one per side.
    const seats = commanderSeats(group);
    const wc = seats.find((x) => x.endsWith(`-${side}`)) ?? seats[0];
    const before = new Set(s0.players.map((p) => p.id));
    const g = await step(
      client,
      held,
      wc,
      { type: "enrol", name: opts.name, side, group: group.id },
      new Prompter(reader),
    );
    const p = g.view.state.players.find((x) => !before.has(x.id));
    if (!p) return;
    // The server issued his link with the step; the terminal's hold on the campaign keeps it.
    const token = held.seats[p.id];
    if (opts.json) return json({ player: p, link: token ? `${siteUrl()}/g/${token}` : null });
    say([
      `Enrolled ${seatTitle(g.view.state, p.id)} ${c.dim(`(${p.id})`)} by the ${seatTitle(g.view.state, wc)}.`,
      token ? `  His link: ${siteUrl()}/g/${token}` : "  His link: ask the owner's link for it.",
    ]);
  });
}

export async function undoCommand(opts: { campaign?: string; json?: boolean }) {
  await session(async (client) => {
    const held = pickCampaign(opts.campaign);
    const g0 = await client.game(held);
    const last = g0.log.at(-1);
    if (!last?.seat) throw usage("there is no step to take back");
    const g = await client.undo(held, last.seat);
    if (opts.json) return json({ undone: last.text, seat: last.seat, seq: g.seq });
    say(`Took back: ${last.text} ${c.dim(`(${seatTitle(g.view.state, last.seat)})`)}`);
  });
}
