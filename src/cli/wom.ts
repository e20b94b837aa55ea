/** `sortie wom …`: run a Wings over Malta campaign from the terminal, on the web app's store. */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { WomAction } from "../games/wings-over-malta/actions.js";
import {
  SCENARIOS,
  SIDE_NAME,
  SIDES,
  type Side,
  SKILL_NAME,
  type Skill,
} from "../games/wings-over-malta/data.js";
import { rankName } from "../games/wings-over-malta/roster.js";
import {
  type AircraftReport,
  blankAircraft,
  type CampaignState,
  type Report,
} from "../games/wings-over-malta/state.js";
import { SHIPS } from "../games/wings-over-malta/victory.js";
import { InputEnded } from "./dice-prompt.js";
import { usage } from "./errors.js";
import { LineReader } from "./input.js";
import { color as c } from "./style.js";
import { type Game, type Held, pickCampaign, WomClient } from "./wom-client.js";
import { pilotLines, rosterLines, sheetLines, trackLines } from "./wom-print.js";

const say = (lines: string | string[]) =>
  process.stdout.write(`${([] as string[]).concat(lines).join("\n")}\n`);

async function session<T>(f: (client: WomClient, reader: LineReader) => Promise<T>): Promise<T> {
  const client = await WomClient.open();
  const reader = new LineReader();
  try {
    return await f(client, reader);
  } catch (e) {
    if (e instanceof InputEnded)
      throw usage("input ended before the step was complete; nothing was saved for it");
    throw e;
  } finally {
    reader.close();
    await client.close();
  }
}

async function ask(reader: LineReader, prompt: string): Promise<string> {
  const line = await reader.ask(prompt);
  if (line === null) throw new InputEnded();
  return line;
}

async function askInt(
  reader: LineReader,
  prompt: string,
  min: number,
  max: number,
  dflt?: number,
): Promise<number> {
  for (;;) {
    const line = await ask(reader, `${prompt}${dflt !== undefined ? c.dim(` [${dflt}]`) : ""}: `);
    if (line === "" && dflt !== undefined) return dflt;
    const v = Number(line);
    if (/^-?\d+$/.test(line) && v >= min && v <= max) return v;
    say(c.red(`  A whole number from ${min} to ${max}, please.`));
  }
}

async function askYes(reader: LineReader, prompt: string, dflt: boolean): Promise<boolean> {
  for (;;) {
    const line = (await ask(reader, `${prompt} ${c.dim(dflt ? "[Y/n]" : "[y/N]")} `)).toLowerCase();
    if (line === "") return dflt;
    if (line === "y" || line === "yes") return true;
    if (line === "n" || line === "no") return false;
    say(c.red("  y or n, please."));
  }
}

async function askChoice<T extends string>(
  reader: LineReader,
  prompt: string,
  choices: readonly T[],
  dflt?: T,
): Promise<T> {
  for (;;) {
    const line = await ask(
      reader,
      `${prompt} ${c.dim(`(${choices.join("/")})${dflt ? ` [${dflt}]` : ""}`)}: `,
    );
    if (line === "" && dflt) return dflt;
    const hit = choices.find((x) => x === line.toLowerCase());
    if (hit) return hit;
    say(c.red(`  One of ${choices.join(", ")}, please.`));
  }
}

const diceAsker = (reader: LineReader) => async (sides: number, purpose: string) =>
  askInt(reader, `  Roll ${c.bold(`a d${sides}`)} — ${purpose}`, 1, sides);

function rollsSince(g: Game, seq: number): string[] {
  return g.log
    .filter((l) => l.seq > seq)
    .flatMap((l) => [
      c.bold(`  ${l.text}`),
      ...l.rolls.map((r) => `    ${c.cyan(`d${r.sides}`)} ${r.purpose}: ${r.result ?? r.value}`),
    ]);
}

const name = (s: CampaignState, id: string) => {
  const p = s.pilots.find((x) => x.id === id);
  return p ? `${rankName(p)} ${p.name}` : id;
};

export async function newCommand(opts: { title?: string; manualDice?: boolean; seed?: number }) {
  await session(async (client) => {
    const held = await client.create(
      opts.title,
      opts.manualDice ? { mode: "manual" } : { mode: "seeded", seed: opts.seed },
    );
    say([
      c.bold(`New campaign: ${held.title}`) + c.dim(` (${held.id})`),
      `  In the browser (run \`npm start\`): http://localhost:3000/wom/${held.axis}/${held.british}`,
      `  Axis player's link:    http://localhost:3000/g/${held.axis}`,
      `  British player's link: http://localhost:3000/g/${held.british}`,
      `  Next: \`sortie wom next\``,
    ]);
  });
}

export async function nextCommand(opts: { campaign?: string; yes?: boolean }) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const dice = diceAsker(reader);
    let g = await client.game(held);
    const start = g.seq;
    let s = g.view.state;
    if (s.phase.kind === "over") throw usage(`the campaign is over: ${g.outcome?.summary}`);
    if (s.phase.kind === "after")
      throw usage("this mission's after-action walk is not finished: `sortie wom after`");
    if (s.phase.kind === "brief") {
      g = await client.act(held, "axis", { type: "roll-mission" }, dice);
      s = g.view.state;
      say(rollsSince(g, start));
    }
    if (s.phase.kind === "crews") {
      const m = s.missions[s.missions.length - 1];
      for (const side of SIDES) {
        say(c.bold(`${SIDE_NAME[side]} crews:`));
        for (const slot of m.crews[side])
          say(
            `  ${slot.aircraft.padEnd(16)} ${name(s, slot.pilot as string)} ${c.dim(slot.pilot as string)}`,
          );
        if (opts.yes || (await askYes(reader, `Keep the ${SIDE_NAME[side]} crews?`, true)))
          continue;
        const free = s.pilots.filter((p) => p.side === side && p.status === "active");
        say(c.dim(`  free: ${free.map((p) => `${p.id} ${p.name}`).join(", ")}`));
        const ids: string[] = [];
        for (const slot of m.crews[side])
          ids.push(
            (await ask(
              reader,
              `  Airman for the ${slot.aircraft} ${c.dim(`[${slot.pilot}]`)}: `,
            )) || (slot.pilot as string),
          );
        g = await client.act(held, side, { type: "assign", side, pilots: ids }, dice);
        s = g.view.state;
      }
      const before = g.seq;
      g = await client.act(held, "axis", { type: "ready" }, dice);
      say(rollsSince(g, before));
    }
    if (g.view.sheet)
      say(["", ...sheetLines(g.view.sheet), "", c.dim("After the battle: `sortie wom after`")]);
  });
}

async function askAircraft(
  reader: LineReader,
  s: CampaignState,
  id: string,
  aircraft: string,
  bomber: boolean,
  harbour: boolean,
): Promise<AircraftReport> {
  say(c.bold(`${aircraft} — ${name(s, id)}`));
  const shotDown = await askYes(reader, "  Shot down?", false);
  const a: AircraftReport = { ...blankAircraft(id), shotDown };
  a.fire = await askYes(reader, "  On fire?", false);
  a.engine = await askYes(reader, "  Engine damage?", false);
  a.overHalf = await askYes(reader, "  More than half damage?", false);
  if (shotDown) {
    a.height = await askInt(reader, "  Floor plus altitude when shot down", 0, 20);
    a.came = await askChoice(reader, "  Where did it come down?", [
      "friendly",
      "enemy",
      "sea",
    ] as const);
    a.escape =
      a.height >= 3
        ? await askChoice(
            reader,
            "  Bale out or nurse the wreck down?",
            ["bale", "nurse"] as const,
            "nurse",
          )
        : "nurse";
  } else {
    a.left = (await askChoice(reader, "  Left the table?", ["no", "own", "other"] as const, "no"))
      .replace(/^own$/, "own-edge")
      .replace(/^other$/, "other-edge") as AircraftReport["left"];
  }
  a.kills = await askInt(reader, "  Kills", 0, 20, 0);
  a.shares = await askInt(reader, "  Shared kills", 0, 20, 0);
  a.wounds = await askInt(reader, "  Wounds in the fight", 0, 3, 0);
  if (bomber) {
    a.attacked = await askYes(reader, "  Made its attack run?", true);
    if (harbour)
      a.bomb = await askChoice(reader, "  Bombs", ["hit", "near", "miss"] as const, "miss");
  }
  const p = s.pilots.find((x) => x.id === id);
  if (p?.keepsakes.length)
    a.keepsakeUsed = await askYes(reader, "  Did his keepsake take a bullet?", false);
  if (p?.lucky) a.luckUsed = await askYes(reader, "  Did he spend his luck in the fight?", false);
  a.spectacular = await askYes(reader, "  Roll for a medal for a spectacular mission?", false);
  return a;
}

export async function afterCommand(opts: { campaign?: string }) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const dice = diceAsker(reader);
    let g = await client.game(held);
    const start = g.seq;
    let s = g.view.state;
    if (s.phase.kind === "fight") {
      const m = s.missions[s.missions.length - 1];
      say(c.bold(`After-action report: mission ${m.n}, ${SCENARIOS[m.scenario].name(m.attacker)}`));
      const aircraft: AircraftReport[] = [];
      for (const side of SIDES)
        for (const slot of m.crews[side])
          aircraft.push(
            await askAircraft(
              reader,
              s,
              slot.pilot as string,
              slot.aircraft,
              slot.aircraft === m.bomber,
              m.scenario === "harbour",
            ),
          );
      const r: Report = { aircraft };
      if (m.scenario === "strafe")
        r.boatDamage = await askInt(reader, "Damage points on the boats", 0, 999);
      if (m.scenario === "airfield") {
        r.hangarDamage = await askInt(reader, "Damage points on the hangars", 0, 999);
        r.otherDamage = await askInt(
          reader,
          "Damage points on the other targets (not the AA post)",
          0,
          999,
        );
      }
      const ships = SHIPS[m.scenario];
      if (ships) {
        r.ships = [];
        for (const ship of ships)
          r.ships.push({
            damage: await askInt(reader, `${ship}: bomb damage`, 0, 999, 0),
            sunk: await askYes(reader, `${ship}: sunk?`, false),
          });
      }
      g = await client.act(held, "axis", { type: "report", report: r }, dice);
      s = g.view.state;
    } else if (s.phase.kind !== "after") {
      throw usage(
        s.phase.kind === "over"
          ? "the campaign is over"
          : "no mission is waiting for its report: `sortie wom next`",
      );
    }
    // The choices along the way.
    while (s.phase.kind === "after" && s.phase.pending) {
      say(rollsSince(g, start));
      const p = s.phase.pending;
      const side = s.pilots.find((x) => x.id === p.pilot)?.side as Side;
      let action: WomAction;
      if (p.kind === "reroll") {
        const choices = ["keep", ...p.sources];
        say(c.yellow(`${name(s, p.pilot)}: ${p.table} ${p.roll} — re-roll?`));
        const pick = await askChoice(reader, "  Keep the roll or re-roll with", choices, "keep");
        action =
          pick === "keep" ? { type: "keep" } : ({ type: "reroll", source: pick } as WomAction);
      } else {
        say(
          c.yellow(
            `${name(s, p.pilot)} may choose an ace skill: ${p.options.map((k) => SKILL_NAME[k]).join(" or ")}`,
          ),
        );
        const pick = await askChoice(reader, "  Skill", p.options, p.options[0]);
        action = { type: "skill", skill: pick as Skill };
      }
      g = await client.act(held, side, action, dice);
      s = g.view.state;
    }
    say(rollsSince(g, start));
    const m =
      s.missions.find((x) => x.report && x.n === s.mission - 1) ??
      s.missions[s.missions.length - 1];
    say(
      c.bold(
        `Mission ${m.n}: ${m.winner ? `${SIDE_NAME[m.winner]} win` : "no winner"} (${m.vp?.axis ?? 0}–${m.vp?.british ?? 0})`,
      ),
    );
    for (const f of m.fates)
      say(
        `  ${name(s, f.pilot)}: ${f.end}${f.wounds ? `, ${f.wounds} wound${f.wounds > 1 ? "s" : ""}` : ""}`,
      );
    if (g.outcome) say(c.bold(g.outcome.summary));
  });
}

export async function rosterCommand(opts: { campaign?: string }) {
  await session(async (client) => {
    const g = await client.game(pickCampaign(opts.campaign));
    const s = g.view.state;
    say([
      ...trackLines(s),
      "",
      `Missions won: Axis ${g.view.wins.axis}, British ${g.view.wins.british}`,
      "",
      ...rosterLines(s, "axis"),
      "",
      ...rosterLines(s, "british"),
    ]);
  });
}

export async function pilotCommand(id: string, opts: { campaign?: string; rename?: string }) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    let g = await client.game(held);
    const find = () =>
      g.view.state.pilots.find(
        (x) => x.id.toLowerCase() === id.toLowerCase() || x.name.toLowerCase() === id.toLowerCase(),
      );
    let p = find();
    if (!p) throw usage(`no airman "${id}" in this campaign (see \`sortie wom roster\`)`);
    if (opts.rename) {
      g = await client.act(
        held,
        p.side,
        { type: "rename", pilot: p.id, name: opts.rename },
        diceAsker(reader),
      );
      const pid = p.id;
      p = g.view.state.pilots.find((x) => x.id === pid);
    }
    say(pilotLines(p as NonNullable<typeof p>));
  });
}

export async function exportCommand(opts: { campaign?: string; out?: string }) {
  await session(async (client) => {
    const held: Held = pickCampaign(opts.campaign);
    const file = await client.exportLog(held);
    const path = resolve(opts.out ?? `wings-over-malta-${held.id}.json`);
    writeFileSync(path, `${JSON.stringify(file, null, 1)}\n`);
    say(`Saved the campaign's log to ${path}`);
  });
}
