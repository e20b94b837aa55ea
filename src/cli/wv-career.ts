/** `sortie wv career …`: a Winged Victory Squadron Career from the terminal, on the web app's store. */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { current, suggestedCrews } from "../games/winged-victory/career/briefing.js";
import { type CareerAction, wingedVictoryCareer } from "../games/winged-victory/career/rules.js";
import type { Crew, Report } from "../games/winged-victory/career/state.js";
import { DEFAULT_TABLES } from "../games/winged-victory/career/tables.js";
import { campaignSession, diceAsker } from "./campaign-client.js";
import { usage } from "./errors.js";
import { Prompter, say } from "./prompts.js";
import { readJson } from "./saves.js";
import { color as c } from "./style.js";
import { siteUrl } from "./wom.js";
import { CareerClient, type CareerGame, type HeldCareer, pickCareer } from "./wv-career-client.js";
import { reportOfFight, startFight } from "./wv-career-fight.js";
import {
  airmanLines,
  briefingLines,
  crewLines,
  resultLines,
  rosterLines,
} from "./wv-career-print.js";
import { askReport } from "./wv-career-report.js";

const session = <T>(f: (client: CareerClient, ask: Prompter) => Promise<T>) =>
  campaignSession(
    () => CareerClient.open(),
    (client, reader) => f(client, new Prompter(reader)),
  );

/** Prints the rolls of the log entries after `seq`. */
function rollsAfter(g: CareerGame, seq: number) {
  for (const l of g.log.filter((x) => x.seq > seq))
    for (const r of l.rolls)
      say(`    ${c.cyan(`d${r.sides}`)} ${r.purpose}: ${r.result ?? r.value}`);
}

export async function newCommand(opts: {
  squadron?: string;
  corps?: string;
  role?: string;
  start?: string;
  end?: string;
  tables?: string;
  manualDice?: boolean;
  seed?: number;
  url?: string;
}) {
  const base = siteUrl(opts.url);
  const options: Record<string, unknown> = {};
  for (const k of ["squadron", "corps", "role", "start", "end"] as const)
    if (opts[k]) options[k] = opts[k];
  if (opts.tables) options.tables = readJson(opts.tables, "career tables file");
  // Checked here first: a bad option is a usage error, with the rules' own message.
  try {
    wingedVictoryCareer.parseOptions(options);
  } catch (e) {
    throw usage((e as Error).message);
  }
  await session(async (client, ask) => {
    const held = await client.create(
      options,
      opts.manualDice ? { mode: "manual" } : { mode: "seeded", seed: opts.seed },
      diceAsker(ask),
    );
    const g = await client.game(held);
    say([
      ...rosterLines(g.view),
      "",
      c.bold(`New career: ${held.title}`) + c.dim(` (${held.id})`),
      `  In the browser (run \`npm start\`): ${base}/wv/career/${held.commander}`,
      "  Next: `sortie wv career brief`",
    ]);
  });
}

export async function briefCommand(opts: { career?: string }) {
  await session(async (client, ask) => {
    const held = pickCareer(opts.career);
    let g = await client.game(held);
    if (g.view.state.phase.kind === "over")
      throw usage(`the career is over: ${g.outcome?.summary}`);
    if (g.view.state.phase.kind === "brief") {
      const seq = g.seq;
      g = await client.act(held, { type: "roll-mission" }, diceAsker(ask));
      rollsAfter(g, seq);
    }
    say(briefingLines(g.view));
    const m = current(g.view.state);
    if (m?.crews.length) say([c.bold("Crews"), ...crewLines(g.view, m)]);
    say(
      c.dim(
        g.view.state.phase.kind === "assign"
          ? "Next: `sortie wv career crews`"
          : "Next: `sortie wv career report`",
      ),
    );
  });
}

/** `B1001=a1+a9`: a plane and its crew, the pilot first. */
function parseCrew(text: string): Crew {
  const m = /^([^=\s]+)=([^=\s]+)$/.exec(text);
  if (!m)
    throw usage(`"${text}" is not a crew: write PLANE=PILOT or PLANE=PILOT+GUNNER (e.g. B1001=a3)`);
  return { plane: m[1], crew: m[2].split("+") };
}

export async function crewsCommand(given: string[], opts: { career?: string; yes?: boolean }) {
  await session(async (client, ask) => {
    const held = pickCareer(opts.career);
    const g = await client.game(held);
    const ph = g.view.state.phase.kind;
    if (ph !== "assign" && ph !== "fight")
      throw usage(
        ph === "brief"
          ? "roll the mission first: `sortie wv career brief`"
          : "crews are named after the mission roll and before the report is entered",
      );
    const m = current(g.view.state);
    if (!m) throw usage("no mission is under way");
    const crews = suggestedCrews(g.view.state, m.slots);
    let action: CareerAction;
    if (given.length > 0) action = { type: "assign", crews: given.map(parseCrew) };
    else if (crews.length === 0) {
      say(c.yellow("No crew is fit to fly: the squadron stands down."));
      action = { type: "stand-down" };
    } else {
      say([c.bold("Proposed crews"), ...crewLines(g.view, { ...m, crews })]);
      if (opts.yes || (await ask.yes("Keep these crews?", true)))
        action = { type: "assign", crews };
      else {
        const free = g.view.roster
          .filter((a) => a.status === "active")
          .map((a) => `${a.id} ${a.name} (${a.role})`);
        const ready = g.view.state.planes.filter((p) => p.status === "ready").map((p) => p.serial);
        say(c.dim(`  fit: ${free.join(", ")}\n  ready: ${ready.join(", ")}`));
        const line = await ask.text("  Crews (e.g. B1001=a3 B1002=a5): ");
        action = { type: "assign", crews: line.split(/\s+/).filter(Boolean).map(parseCrew) };
      }
    }
    const seq = g.seq;
    const after = await client.act(held, action, diceAsker(ask));
    rollsAfter(after, seq);
    const done = after.view.state.missions[m.n - 1];
    if (action.type === "stand-down") say(resultLines(done));
    else
      say([
        c.bold("Crews"),
        ...crewLines(after.view, done),
        c.dim("After the fight: `sortie wv career report`"),
      ]);
  });
}

export async function flyCommand(opts: { career?: string; url?: string }) {
  await session(async (client) => {
    const held = pickCareer(opts.career);
    await startFight(client, held, await client.game(held), opts.url);
  });
}

export async function reportCommand(opts: {
  career?: string;
  file?: string;
  fromGame?: boolean;
  yes?: boolean;
}) {
  await session(async (client, ask) => {
    const held = pickCareer(opts.career);
    let g = await client.game(held);
    const ph = g.view.state.phase.kind;
    if (ph !== "fight" && ph !== "report")
      throw usage(
        ph === "over"
          ? "the career is over"
          : "no mission is waiting for its report: `sortie wv career brief`",
      );
    const m = current(g.view.state);
    if (!m) throw usage("no mission is under way");
    const fresh =
      ph === "fight" ||
      opts.file ||
      opts.fromGame ||
      (!opts.yes && !(await ask.yes("A report is entered. Confirm it as it is?", true)));
    if (fresh) {
      const report = opts.fromGame
        ? await reportOfFight(client, held, g)
        : opts.file
          ? (readJson(opts.file, "report file") as Report)
          : await askReport(ask, g.view, m);
      if (opts.fromGame)
        say(c.dim("Read from the fight; each claim goes to the airman whose fire last hit it."));
      g = await client.act(held, { type: "report", report }, diceAsker(ask));
      if (
        !opts.yes &&
        !(await ask.yes("Confirm the report? Its dice are rolled and it stands.", true))
      ) {
        say(
          c.dim(
            "The report is kept unconfirmed: `sortie wv career report` confirms or corrects it.",
          ),
        );
        return;
      }
    }
    const seq = g.seq;
    g = await client.act(held, { type: "confirm" }, diceAsker(ask));
    rollsAfter(g, seq);
    say(resultLines(g.view.state.missions[m.n - 1]));
    say(
      g.outcome
        ? c.bold(g.outcome.summary)
        : c.dim(`Next mission: ${g.view.dateText} — \`sortie wv career brief\``),
    );
  });
}

export async function rosterCommand(opts: { career?: string; json?: boolean }) {
  await session(async (client) => {
    const g = await client.game(pickCareer(opts.career));
    if (opts.json) say(JSON.stringify({ ...g.view, actions: undefined }, null, 1));
    else say(rosterLines(g.view));
  });
}

export async function airmanCommand(id: string, opts: { career?: string; rename?: string }) {
  await session(async (client, ask) => {
    const held = pickCareer(opts.career);
    let g = await client.game(held);
    const find = () =>
      g.view.state.airmen.find(
        (x) => x.id === id.toLowerCase() || x.name.toLowerCase() === id.toLowerCase(),
      );
    const a = find();
    if (!a) throw usage(`no airman "${id}" in this career (see \`sortie wv career roster\`)`);
    if (opts.rename)
      g = await client.act(
        held,
        { type: "rename", airman: a.id, name: opts.rename },
        diceAsker(ask),
      );
    say(airmanLines(g.view, g.view.state.airmen.find((x) => x.id === a.id) ?? a));
  });
}

export async function reequipCommand(plane: string, opts: { career?: string }) {
  await session(async (client, ask) => {
    const held = pickCareer(opts.career);
    const g = await client.act(held, { type: "re-equip", plane }, diceAsker(ask));
    say(rosterLines(g.view));
  });
}

export function tablesCommand(opts: { out?: string }) {
  const text = `${JSON.stringify(DEFAULT_TABLES, null, 2)}\n`;
  if (!opts.out) return void process.stdout.write(text);
  writeFileSync(resolve(opts.out), text);
  say(`Saved the career tables to ${resolve(opts.out)}: edit and start a career with --tables`);
}

export async function exportCommand(opts: { career?: string; out?: string }) {
  await session(async (client) => {
    const held: HeldCareer = pickCareer(opts.career);
    const file = await client.exportLog(held);
    const path = resolve(opts.out ?? `winged-victory-career-${held.id}.json`);
    writeFileSync(path, `${JSON.stringify(file, null, 1)}\n`);
    say(`Saved the career's log to ${path}`);
  });
}

export async function importCommand(file: string) {
  const log = readJson(file, "career log");
  await session(async (client) => {
    const held = await client.import(log);
    const g = await client.game(held);
    say([...rosterLines(g.view), "", c.bold(`Imported: ${held.title}`) + c.dim(` (${held.id})`)]);
  });
}
