/** `sortie kota …`: run a Knights of the Air campaign from the terminal, on the web app's store. */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { KotaAction } from "../games/knights-of-the-air/actions.js";
import { parseCard } from "../games/knights-of-the-air/decks.js";
import {
  ABILITIES,
  ABILITY_INFO,
  type Ability,
  SERVICES,
  type Service,
  SIDES,
  type Side,
} from "../games/knights-of-the-air/facts.js";
import { commanderSeat, type KotaOptions } from "../games/knights-of-the-air/options.js";
import { abilityOptions } from "../games/knights-of-the-air/roster.js";
import { AID_NAME, airmenOf } from "../games/knights-of-the-air/sortie.js";
import type { AidKind, CampaignState, Sortie } from "../games/knights-of-the-air/state.js";

const AID_KINDS = Object.keys(AID_NAME) as AidKind[];

import { InputEnded } from "./dice-prompt.js";
import { badFile, CliError, usage } from "./errors.js";
import { LineReader } from "./input.js";
import { type HeldKota, KotaClient, type KotaGame, pickCampaign } from "./kota-client.js";
import { masterLines, pilotLines, sheetLines } from "./kota-print.js";
import { askLine } from "./kota-report.js";
import { Prompter, say } from "./prompts.js";
import { color as c } from "./style.js";

/** The web app's address for the links: --url, SORTIE_URL, else HOST and PORT as `sortie serve` uses them. */
function siteUrl(url?: string): string {
  const given = url || process.env.SORTIE_URL;
  if (given) {
    if (!/^https?:\/\/[^\s]+$/.test(given))
      throw usage(`"${given}" is not a web address (say http://… or https://…)`);
    return given.replace(/\/+$/, "");
  }
  const host = process.env.HOST || "127.0.0.1";
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const port = process.env.PORT || "3000";
  return `http://${shown.includes(":") ? `[${shown}]` : shown}:${port}`;
}

async function session<T>(f: (client: KotaClient, reader: LineReader) => Promise<T>): Promise<T> {
  const client = await KotaClient.open();
  const reader = new LineReader();
  try {
    return await f(client, reader);
  } catch (e) {
    if (e instanceof InputEnded) {
      if (reader.interrupted)
        throw new CliError("stopped; nothing was saved for the step in progress", 130);
      throw usage("input ended before the step was complete; nothing was saved for it");
    }
    throw e;
  } finally {
    reader.close();
    await client.close();
  }
}

const json = (v: unknown) => process.stdout.write(`${JSON.stringify(v, null, 1)}\n`);

class CardNeeded extends Error {
  constructor(
    readonly deck: string,
    readonly purpose: string,
  ) {
    super(purpose);
  }
}

/**
 * Takes a step, asking the club for what it draws at the table: a damage
 * card (typed as on the card, checked against what the deck still holds) or,
 * for anything else, the number rolled.
 */
async function step(
  client: KotaClient,
  held: HeldKota,
  seat: string,
  action: KotaAction,
  ask: Prompter,
) {
  const cards: string[] = [];
  const number = async (sides: number, purpose: string) => {
    const m = /\(deck ([A-Z])\)$/.exec(purpose);
    if (m) throw new CardNeeded(m[1], purpose);
    return ask.int(`  Roll ${c.bold(`a d${sides}`)} — ${purpose}`, 1, sides);
  };
  for (;;) {
    try {
      const a = cards.length ? ({ ...action, cards } as KotaAction) : action;
      return await client.act(held, seat, a, number);
    } catch (e) {
      if (e instanceof CardNeeded) {
        const text = await ask.ask<string>(`  Card drawn — ${e.purpose}: `, (line) =>
          parseCard(line)
            ? { ok: line }
            : {
                error:
                  'Write the card: a number, a number and its icon ("2 fire"), or "explosion".',
              },
        );
        cards.push(text);
        continue;
      }
      if (e instanceof CliError && cards.length > 0 && /has no ".*" left/.test(e.message)) {
        say(c.red(`  ${e.message}`));
        cards.pop();
        continue;
      }
      throw e;
    }
  }
}

function parsePlayer(spec: string, groups: string[]) {
  const [id, name, side, group] = spec.split(":");
  if (!id || !name || !SIDES.includes(side as Side))
    throw usage(`--player "${spec}": say id:Name:side[:group], the side allies or central`);
  if (group && !groups.includes(group))
    throw usage(`--player "${spec}": there is no group "${group}"`);
  return group ? { id, name, side: side as Side, group } : { id, name, side: side as Side };
}

export async function newCommand(opts: {
  title?: string;
  group?: string[];
  player?: string[];
  manualDice?: boolean;
  seed?: number;
  url?: string;
  json?: boolean;
}) {
  const base = siteUrl(opts.url);
  const options: KotaOptions = {};
  if (opts.title) options.title = opts.title;
  if (opts.group?.length)
    options.groups = opts.group.map((g) => {
      const [id, name] = g.split(":");
      if (!id || !name) throw usage(`--group "${g}": say id:Name`);
      return { id, name };
    });
  if (opts.player?.length) {
    const groups = (options.groups ?? [{ id: "club" }]).map((g) => g.id);
    options.players = opts.player.map((p) => parsePlayer(p, groups));
  }
  await session(async (client) => {
    const held = await client.create(
      options,
      opts.manualDice ? { mode: "manual" } : { mode: "seeded", seed: opts.seed },
    );
    if (opts.json)
      return json({ id: held.id, title: held.title, owner: held.owner, seats: held.seats });
    say([
      c.bold(`New campaign: ${held.title}`) + c.dim(` (${held.id})`),
      `  Owner's link: ${base}/g/${held.owner}`,
      ...Object.entries(held.seats).map(
        ([seat, token]) =>
          `  ${seat.startsWith("wc-") ? `Wing Commander of ${seat.slice(3)}` : `Player ${seat}`}: ${base}/g/${token}`,
      ),
      "  Next: `sortie kota pilot add`",
    ]);
  });
}

export async function pilotAddCommand(opts: {
  campaign?: string;
  player: string;
  name: string;
  service: string;
  observer?: boolean;
  json?: boolean;
}) {
  if (!SERVICES.includes(opts.service as Service))
    throw usage(`--service: one of ${SERVICES.join(", ")}, not "${opts.service}"`);
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const g = await step(
      client,
      held,
      opts.player,
      {
        type: "register",
        name: opts.name,
        service: opts.service as Service,
        role: opts.observer ? "observer" : "pilot",
      },
      new Prompter(reader),
    );
    const p = g.view.state.pilots.at(-1);
    if (!p) return;
    if (opts.json) return json(p);
    say(`Registered ${p.role} ${p.name} ${c.dim(p.id)} for ${opts.player}.`);
  });
}

function findPilot(s: CampaignState, id: string) {
  const p = s.pilots.find(
    (x) => x.id.toLowerCase() === id.toLowerCase() || x.name.toLowerCase() === id.toLowerCase(),
  );
  if (!p) throw usage(`no airman "${id}" in this campaign (see \`sortie kota log\`)`);
  return p;
}

export async function pilotShowCommand(id: string, opts: { campaign?: string; json?: boolean }) {
  await session(async (client) => {
    const g = await client.game(pickCampaign(opts.campaign));
    const p = findPilot(g.view.state, id);
    if (opts.json) return json(p);
    say(pilotLines(p, g.view.state));
  });
}

export async function pilotAbilityCommand(
  id: string,
  ability: string | undefined,
  opts: { campaign?: string; json?: boolean },
) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const g = await client.game(held);
    const p = findPilot(g.view.state, id);
    const options = abilityOptions(p);
    if (!ability) {
      if (opts.json) return json({ owed: p.owed, options });
      say(
        p.owed
          ? [
              `${p.name} may choose ${p.owed === 1 ? "an ability" : `${p.owed} abilities`}:`,
              ...options.map(
                (a) => `  ${a.padEnd(15)} ${ABILITY_INFO[a].name}: ${ABILITY_INFO[a].summary}`,
              ),
            ]
          : `${p.name} has no ace ability to choose.`,
      );
      return;
    }
    if (!(ABILITIES as readonly string[]).includes(ability))
      throw usage(`"${ability}" is not an ace ability: one of ${ABILITIES.join(", ")}`);
    const after = await step(
      client,
      held,
      p.player,
      { type: "ability", pilot: p.id, ability: ability as Ability },
      new Prompter(reader),
    );
    const q = after.view.state.pilots.find((x) => x.id === p.id);
    if (opts.json) return json(q);
    say(q?.log.at(-1)?.notes.map((n) => `${q.name} ${n}`) ?? []);
  });
}

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

const groupSeat = (held: HeldKota, group?: string) => {
  const wcs = Object.keys(held.seats).filter((s) => s.startsWith("wc-"));
  if (group) {
    if (!held.seats[commanderSeat(group)])
      throw usage(`no group "${group}" (${wcs.map((w) => w.slice(3)).join(", ")})`);
    return commanderSeat(group);
  }
  return wcs[0];
};

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
        "Set one up: `sortie kota sortie --crew K1:nieuport-17 --crew K3:albatros-d2`",
      ]);
      return;
    }
    for (const sh of sheets) say(["", ...sheetLines(sh)]);
  });
}

/** Enters, verifies and closes: each airman's line asked, then the Wing Commander's verdict. */
async function reportOn(
  client: KotaClient,
  held: HeldKota,
  x: Sortie,
  ask: Prompter,
  jsonOut: boolean,
) {
  let g = await client.game(held);
  const wc = commanderSeat(x.group);
  for (const id of airmenOf(x)) {
    const done = () =>
      g.view.state.lines.some(
        (l) =>
          l.sortie === x.id && l.pilot === id && l.status !== "refused" && l.status !== "pending",
      );
    while (!done()) {
      const s = g.view.state;
      const me = s.pilots.find((p) => p.id === id);
      if (!me) break;
      let line = s.lines.find((l) => l.sortie === x.id && l.pilot === id && l.status === "pending");
      if (!line) {
        const report = await askLine(ask, s, s.sorties.find((y) => y.id === x.id) as Sortie, me);
        g = await step(
          client,
          held,
          me.player,
          { type: "log", sortie: x.id, pilot: id, report },
          ask,
        );
        line = g.view.state.lines.at(-1);
      }
      if (!line) break;
      const verdict = await ask.choice(
        `  Wing Commander: ${me.name}'s line`,
        ["accept", "refuse"] as const,
        "accept",
      );
      const reason = verdict === "refuse" ? await ask.text("  Why? ") : undefined;
      g = await step(
        client,
        held,
        wc,
        {
          type: "verify",
          line: line.id,
          verdict,
          ...(reason ? { reason: reason || "refused" } : {}),
        },
        ask,
      );
      const after = g.view.state.lines.find((l) => l.id === line?.id);
      if (after?.notes && !jsonOut) for (const n of after.notes) say(c.dim(`    ${n}`));
      if (after?.points !== undefined && !jsonOut)
        say(`    ${me.name}: ${after.points} Pilot Points`);
    }
  }
  const s = g.view.state;
  const spec = x.mission ? s.tables.missions.find((m) => m.id === x.mission) : null;
  let winner: "allies" | "central" | "draw" | undefined;
  if (x.kind === "campaign" && spec?.victory === "objectives")
    winner = await ask.choice(`  Which side met Mission ${spec.id}'s objectives`, [
      "allies",
      "central",
      "draw",
    ] as const);
  g = await step(
    client,
    held,
    wc,
    { type: "close-sortie", sortie: x.id, ...(winner ? { winner } : {}) },
    ask,
  );
  return g;
}

export async function reportCommand(opts: { campaign?: string; sortie?: number; json?: boolean }) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const g0 = await client.game(held);
    const open = g0.view.state.sorties.filter((x) => x.status === "open");
    const x = opts.sortie ? open.find((y) => y.id === opts.sortie) : open[0];
    if (!x)
      throw usage(
        opts.sortie
          ? `sortie ${opts.sortie} is not being flown`
          : "no sortie is being flown: `sortie kota sortie --crew …`",
      );
    const g = await reportOn(client, held, x, new Prompter(reader), !!opts.json);
    finish(g, x.id, opts.json);
  });
}

function finish(g: KotaGame, sortie: number, asJson?: boolean) {
  const s = g.view.state;
  if (asJson)
    return json({
      sortie,
      lines: s.lines.filter((l) => l.sortie === sortie),
      events: s.events.filter((e) => e.at === sortie),
    });
  say(c.bold(`Sortie ${sortie} closed.`));
  for (const e of s.events.filter((e) => e.at === sortie)) say(`  ${e.text}`);
  if (g.outcome) say(c.bold(g.outcome.summary));
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

export async function logCommand(opts: { campaign?: string; json?: boolean }) {
  await session(async (client) => {
    const g = await client.game(pickCampaign(opts.campaign));
    const s = g.view.state;
    if (opts.json)
      return json({
        title: s.title,
        year: s.year,
        level: s.level,
        mission: s.mission,
        attacker: s.attacker,
        winner: s.winner,
        standings: g.view.standings,
        pilots: s.pilots,
        events: s.events,
      });
    say(masterLines(g.view));
  });
}

export async function exportCommand(opts: { campaign?: string; out?: string }) {
  await session(async (client) => {
    const held = pickCampaign(opts.campaign);
    const file = await client.exportLog(held);
    const path = resolve(opts.out ?? `knights-of-the-air-${held.id}.json`);
    writeFileSync(path, `${JSON.stringify(file, null, 1)}\n`);
    say(`Saved the campaign's log to ${path}`);
  });
}

export async function importCommand(file: string, opts: { json?: boolean }) {
  let log: unknown;
  try {
    log = JSON.parse(readFileSync(resolve(file), "utf8"));
  } catch (e) {
    throw badFile(
      `cannot read ${file}: ${e instanceof SyntaxError ? "it is not JSON" : (e as Error).message}`,
    );
  }
  await session(async (client) => {
    const held = await client.import(log);
    if (opts.json)
      return json({ id: held.id, title: held.title, owner: held.owner, seats: held.seats });
    say(`Imported ${held.title} ${c.dim(`(${held.id})`)}; it is now the latest campaign.`);
  });
}

function openSortieOf(g: KotaGame, n?: number): Sortie {
  const open = g.view.state.sorties.filter((x) => x.status === "open");
  const x = n ? open.find((y) => y.id === n) : open[0];
  if (!x) throw usage(n ? `sortie ${n} is not being flown` : "no sortie is being flown");
  return x;
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
    const x = openSortieOf(await client.game(held), opts.sortie);
    const action: KotaAction = {
      type: "reveal",
      sortie: x.id,
      side: side as Side,
      index: Number(n) - 1,
    };
    if (opts.target) action.target = opts.target;
    const g = await step(client, held, commanderSeat(x.group), action, new Prompter(reader));
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
    const x = openSortieOf(await client.game(held), opts.sortie);
    const plane = (opts.plane ?? x.crews[0]?.pilot ?? "").toUpperCase();
    const action: KotaAction = { type: "aid", sortie: x.id, plane, kind: kind as AidKind };
    if (opts.counters !== undefined) action.counters = opts.counters;
    if (opts.bDeck) action.useB = true;
    const g = await step(client, held, commanderSeat(x.group), action, new Prompter(reader));
    const aid = g.view.state.sorties.find((y) => y.id === x.id)?.aids.at(-1);
    if (opts.json) return json(aid);
    if (aid)
      say(
        `${AID_NAME[aid.kind]} (${aid.plane}), deck ${aid.deck}: ${aid.cards.join(", ")} → ${aid.text}`,
      );
  });
}
