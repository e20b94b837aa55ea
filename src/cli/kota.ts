/** `sortie kota …`: run a Knights of the Air campaign from the terminal, on the web app's store. */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { reservedSeatProblem } from "../engine/seats.js";
import { count } from "../engine/words.js";
import { seatTitle } from "../games/knights-of-the-air/command.js";
import {
  ABILITIES,
  ABILITY_INFO,
  type Ability,
  SERVICES,
  type Service,
  SIDES,
  type Side,
} from "../games/knights-of-the-air/facts.js";
import type { KotaOptions } from "../games/knights-of-the-air/options.js";
import { abilityOptions } from "../games/knights-of-the-air/roster.js";
import { totalsOf } from "../games/knights-of-the-air/totals.js";
import { badFile, usage } from "./errors.js";
import { pickCampaign } from "./kota-client.js";
import { masterLines, pilotLines } from "./kota-print.js";
import { findPilot, json, session, siteUrl, step } from "./kota-session.js";
import { Prompter, say } from "./prompts.js";
import { color as c } from "./style.js";

const upper = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

function parsePlayer(spec: string, groups: string[]) {
  const [id, name, side, group] = spec.split(":");
  if (!id || !name || !SIDES.includes(side as Side))
    throw usage(`--player "${spec}": say id:Name:side[:group], the side allies or central`);
  const reserved =
    reservedSeatProblem(id, "a player's seat") ?? reservedSeatProblem(name, "a player");
  if (reserved) throw usage(`--player "${spec}": ${reserved}`);
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
      const [id, name, sides, more] = g.split(":");
      if (!id || !name || more !== undefined || (sides !== undefined && sides !== "sides"))
        throw usage(
          `--group "${g}": say id:Name (one Wing Commander) or id:Name:sides (one for each side)`,
        );
      return sides ? { id, name, commanders: "sides" as const } : { id, name };
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
    const s = (await client.game(held)).view.state;
    say([
      c.bold(`New campaign: ${held.title}`) + c.dim(` (${held.id})`),
      ...s.groups.map(
        (g) =>
          `  ${g.name} ${c.dim(`(${g.id})`)}: ${g.commanders === "sides" ? "a Wing Commander for each side, each verifying his own side's lines" : "one Wing Commander, verifying both sides' lines"}`,
      ),
      `  Owner's link (watches the whole war): ${base}/g/${held.owner}`,
      ...Object.entries(held.seats).map(
        ([seat, token]) =>
          `  ${upper(seatTitle(s, seat))} ${c.dim(`(${seat})`)}: ${base}/g/${token}`,
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

export async function pilotShowCommand(
  id: string,
  opts: { campaign?: string; rename?: string; json?: boolean },
) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    let g = await client.game(held);
    let p = findPilot(g.view.state, id);
    if (opts.rename) {
      const action = { type: "rename" as const, pilot: p.id, name: opts.rename };
      g = await step(client, held, p.player, action, new Prompter(reader));
      p = findPilot(g.view.state, p.id);
    }
    if (opts.json) return json({ ...p, totals: totalsOf(g.view.state, p) });
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
              `${p.name} may choose ${p.owed === 1 ? "an ability" : count(p.owed, "ability", "abilities")}:`,
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
        pilots: s.pilots.map((p) => ({ ...p, totals: totalsOf(s, p) })),
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
