import type { KotaAction } from "../games/knights-of-the-air/actions.js";
import { commanderSeats } from "../games/knights-of-the-air/command.js";
import { SIDES, type Side } from "../games/knights-of-the-air/facts.js";
import { AID_NAME } from "../games/knights-of-the-air/sortie.js";
import type { AidKind, Sortie } from "../games/knights-of-the-air/state.js";
import { groupSeat, json, openSortieOf, seatGroup, session, step } from "./kota-session.js";

const AID_KINDS = Object.keys(AID_NAME) as AidKind[];

/** A Wing Commander of the group that set a sortie up (either side's, where there are two). */
const sortieSeat = (g: KotaGame, x: Sortie) =>
  commanderSeats(g.view.state.groups.find((gr) => gr.id === x.group) ?? { id: x.group })[0];

import { usage } from "./errors.js";
import { type HeldKota, type KotaClient, type KotaGame, pickCampaign } from "./kota-client.js";
import { finish, reportOn } from "./kota-lines.js";
import { masterLines, setupHint, sheetLines } from "./kota-print.js";
import { Prompter, say } from "./prompts.js";

/** "K1:fe2b", "K1:fe2b:K5", "K1:fe2b:K5:2+3" (groups of three + single bombs), "K3:albatros-d2::0+3". */
function parseCrew(spec: string) {
  const [pilot, plane, observer, bombs] = spec.split(":");
  if (!pilot || !plane)
    throw usage(`--crew "${spec}": say pilot:plane[:observer[:threes+singles]]`);
  const crew: {
    pilot: string;
    plane: string;
    observer?: string;
    bombs?: { threes: number; singles: number };
  } = {
    pilot: pilot.toUpperCase(),
    plane,
  };
  if (observer) crew.observer = observer.toUpperCase();
  if (bombs) {
    const m = /^(\d)\+(\d)$/.exec(bombs);
    if (!m) throw usage(`--crew "${spec}": bombs are written threes+singles, e.g. 2+3`);
    crew.bombs = { threes: Number(m[1]), singles: Number(m[2]) };
  }
  return crew;
}

async function openSortie(
  client: KotaClient,
  held: HeldKota,
  ask: Prompter,
  opts: { group?: string; crew?: string[]; mission?: string },
  kind: "campaign" | "league",
): Promise<KotaGame> {
  const wc = groupSeat(held, opts.group);
  let g = await client.game(held);
  if (kind === "campaign" && g.view.state.mission === null) {
    if (!opts.mission)
      throw usage(
        `the attackers choose the next mission first: --mission ${g.view.state.tables.missions
          .filter((m) => m.level === g.view.state.level)
          .map((m) => m.id)
          .join(" or --mission ")}`,
      );
    g = await step(client, held, wc, { type: "choose-mission", mission: opts.mission }, ask);
  }
  const crews = (opts.crew ?? []).map(parseCrew);
  return step(client, held, wc, { type: "open-sortie", kind, crews }, ask);
}

export async function sortieCommand(opts: {
  campaign?: string;
  group?: string;
  crew?: string[];
  mission?: string;
  json?: boolean;
}) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    let g = await client.game(held);
    if (opts.crew?.length)
      g = await openSortie(client, held, new Prompter(reader), opts, "campaign");
    else if (opts.mission)
      g = await step(
        client,
        held,
        groupSeat(held, opts.group),
        { type: "choose-mission", mission: opts.mission },
        new Prompter(reader),
      );
    const sheets = g.view.sheets;
    if (opts.json) return json(sheets);
    if (sheets.length === 0) {
      say([
        "No sortie is being flown.",
        ...masterLines(g.view).slice(0, 3),
        setupHint(g.view.state, seatGroup(groupSeat(held, opts.group))),
      ]);
      return;
    }
    for (const sh of sheets) say(["", ...sheetLines(sh)]);
  });
}

export async function leagueCommand(opts: {
  campaign?: string;
  group?: string;
  crew?: string[];
  json?: boolean;
}) {
  if (!opts.crew?.length) throw usage("name the planes: --crew K1:camel --crew K3:albatros-d5 …");
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const ask = new Prompter(reader);
    let g = await openSortie(client, held, ask, opts, "league");
    const x = g.view.state.sorties.at(-1) as Sortie;
    if (!opts.json)
      say([
        "",
        ...sheetLines(g.view.sheets.find((sh) => sh.sortie === x.id) ?? g.view.sheets[0]),
        "",
      ]);
    g = await reportOn(client, held, x, ask, !!opts.json);
    finish(g, x.id, opts.json);
  });
}

export async function revealCommand(
  side: string,
  n: string,
  opts: { campaign?: string; sortie?: number; target?: string; json?: boolean },
) {
  if (!SIDES.includes(side as Side)) throw usage(`the side is allies or central, not "${side}"`);
  if (!/^\d+$/.test(n) || Number(n) < 1)
    throw usage(`the target's number counts from 1, not "${n}"`);
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const g0 = await client.game(held);
    const x = openSortieOf(g0, opts.sortie);
    const action: KotaAction = {
      type: "reveal",
      sortie: x.id,
      side: side as Side,
      index: Number(n) - 1,
    };
    if (opts.target) action.target = opts.target;
    const g = await step(client, held, sortieSeat(g0, x), action, new Prompter(reader));
    const sh = g.view.sheets.find((y) => y.sortie === x.id);
    const name = sh?.targets[side as Side][Number(n) - 1];
    if (opts.json) return json({ sortie: x.id, side, target: name });
    say(`Ground target ${n} of the ${side === "allies" ? "Allies" : "Central Powers"}: ${name}`);
  });
}

export async function drawCommand(
  kind: string,
  opts: {
    campaign?: string;
    sortie?: number;
    plane?: string;
    counters?: number;
    bDeck?: boolean;
    json?: boolean;
  },
) {
  if (!AID_KINDS.includes(kind as AidKind))
    throw usage(`what to draw for: one of ${AID_KINDS.join(", ")}`);
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const g0 = await client.game(held);
    const x = openSortieOf(g0, opts.sortie);
    const plane = (opts.plane ?? x.crews[0]?.pilot ?? "").toUpperCase();
    const action: KotaAction = { type: "aid", sortie: x.id, plane, kind: kind as AidKind };
    if (opts.counters !== undefined) action.counters = opts.counters;
    if (opts.bDeck) action.useB = true;
    const g = await step(client, held, sortieSeat(g0, x), action, new Prompter(reader));
    const aid = g.view.state.sorties.find((y) => y.id === x.id)?.aids.at(-1);
    if (opts.json) return json(aid);
    if (aid)
      say(
        `${AID_NAME[aid.kind]} (${aid.plane}), deck ${aid.deck}: ${aid.cards.join(", ")} → ${aid.text}`,
      );
  });
}
