/** `sortie wom …`: run a Wings over Malta campaign from the terminal, on the web app's store. */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { count } from "../engine/words.js";
import type { WomAction } from "../games/wings-over-malta/actions.js";
import { asReported } from "../games/wings-over-malta/correction.js";
import {
  SCENARIOS,
  SIDE_NAME,
  SIDES,
  type Side,
  SKILL_NAME,
  type Skill,
} from "../games/wings-over-malta/data.js";
import { missionScore } from "../games/wings-over-malta/format.js";
import { current } from "../games/wings-over-malta/mission.js";
import { rankName } from "../games/wings-over-malta/roster.js";
import type { CampaignState, Mission, Report } from "../games/wings-over-malta/state.js";
import { campaignSession, diceAsker } from "./campaign-client.js";
import { CliError, usage } from "./errors.js";
import type { LineReader } from "./input.js";
import { Prompter, say } from "./prompts.js";
import { color as c } from "./style.js";
import { type Game, type Held, pickCampaign, WomClient } from "./wom-client.js";
import { ReportDraft } from "./wom-draft.js";
import { pilotLines, rosterLines, sheetLines, trackLines } from "./wom-print.js";
import { askReport } from "./wom-report.js";

/** The address the web app is served at: --url, SORTIE_URL, else HOST and PORT as `sortie serve` uses them. */
export function siteUrl(url?: string): string {
  const given = url || process.env.SORTIE_URL;
  if (given) {
    let u: URL;
    try {
      u = new URL(given);
    } catch {
      throw usage(`"${given}" is not a web address (say http://… or https://…)`);
    }
    if (u.protocol !== "http:" && u.protocol !== "https:")
      throw usage(`"${given}" is not a web address (say http://… or https://…)`);
    return u.href.replace(/\/+$/, "");
  }
  const host = process.env.HOST || "127.0.0.1";
  // Listening on every address: this machine at least answers on localhost.
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const port = process.env.PORT || "3000";
  return `http://${shown.includes(":") ? `[${shown}]` : shown}:${port}`;
}

/** Prints each log entry's rolls once, however often it is called. */
class RollPrinter {
  constructor(private shown: number) {}
  show(g: Game): void {
    const lines = g.log
      .filter((l) => l.seq > this.shown)
      .flatMap((l) => [
        c.bold(`  ${l.text}`),
        ...l.rolls.map((r) => `    ${c.cyan(`d${r.sides}`)} ${r.purpose}: ${r.result ?? r.value}`),
      ]);
    this.shown = Math.max(this.shown, g.seq);
    if (lines.length) say(lines);
  }
}

const session = <T>(f: (client: WomClient, reader: LineReader) => Promise<T>, stopped?: string) =>
  campaignSession(() => WomClient.open(), f, stopped);

const name = (s: CampaignState, id: string) => {
  const p = s.pilots.find((x) => x.id === id);
  return p ? `${rankName(p)} ${p.name}` : id;
};

export async function newCommand(opts: {
  title?: string;
  manualDice?: boolean;
  seed?: number;
  url?: string;
}) {
  const base = siteUrl(opts.url);
  await session(async (client) => {
    const held = await client.create(
      opts.title,
      opts.manualDice ? { mode: "manual" } : { mode: "seeded", seed: opts.seed },
    );
    say([
      c.bold(`New campaign: ${held.title}`) + c.dim(` (${held.id})`),
      `  In the browser (run \`npm start\`): ${base}/wom/${held.axis}/${held.british}`,
      `  Axis player's link:    ${base}/g/${held.axis}`,
      `  British player's link: ${base}/g/${held.british}`,
      `  Next: \`sortie wom next\``,
    ]);
  });
}

async function chooseCrews(ask: Prompter, s: CampaignState, side: Side): Promise<string[] | null> {
  const m = s.missions[s.missions.length - 1];
  say(c.bold(`${SIDE_NAME[side]} crews:`));
  for (const slot of m.crews[side])
    say(
      `  ${slot.aircraft.padEnd(16)} ${name(s, slot.pilot as string)} ${c.dim(slot.pilot as string)}${slot.asWounded ? c.yellow(" — old wound playing up") : ""}`,
    );
  if (await ask.yes(`Keep the ${SIDE_NAME[side]} crews?`, true)) return null;
  const free = s.pilots.filter((p) => p.side === side && p.status === "active");
  say(c.dim(`  free: ${free.map((p) => `${p.id} ${p.name}`).join(", ")}`));
  const ids: string[] = [];
  for (const slot of m.crews[side])
    ids.push(
      (await ask.text(`  Airman for the ${slot.aircraft} ${c.dim(`[${slot.pilot}]`)}: `)) ||
        (slot.pilot as string),
    );
  return ids;
}

export async function nextCommand(opts: { campaign?: string; yes?: boolean }) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const ask = new Prompter(reader);
    const dice = diceAsker(ask);
    let g = await client.game(held);
    const rolls = new RollPrinter(g.seq);
    let s = g.view.state;
    if (s.phase.kind === "over") throw usage(`the campaign is over: ${g.outcome?.summary}`);
    if (s.phase.kind === "after")
      throw usage("this mission's after-action walk is not finished: `sortie wom after`");
    if (s.phase.kind === "brief") {
      g = await client.act(held, "axis", { type: "roll-mission" }, dice);
      s = g.view.state;
      rolls.show(g);
    }
    // In a dogfight an old wound playing up stops before the spotting: the crews may change once more.
    while (s.phase.kind === "crews") {
      for (const side of SIDES) {
        for (;;) {
          const ids = opts.yes ? null : await chooseCrews(ask, s, side);
          if (!ids) break;
          try {
            g = await client.act(held, side, { type: "assign", side, pilots: ids }, dice);
          } catch (e) {
            // A crew the rules refuse: say why and ask again.
            if (!(e instanceof CliError)) throw e;
            say(c.red(`  ${e.message}`));
            continue;
          }
          s = g.view.state;
          rolls.show(g);
          break;
        }
      }
      // Each side confirms its own crews (an old wound playing up in a dogfight: his side again).
      for (const side of SIDES) {
        if (s.phase.kind !== "crews" || current(s).ready?.includes(side)) continue;
        g = await client.act(held, side, { type: "ready" }, dice);
        s = g.view.state;
        rolls.show(g);
      }
      if (s.phase.kind === "crews" && opts.yes) break;
    }
    if (s.phase.kind === "crews")
      say(
        c.yellow(
          "An old wound is playing up: change the crews or confirm them with `sortie wom next`.",
        ),
      );
    if (g.view.sheet && s.phase.kind === "fight")
      say(["", ...sheetLines(g.view.sheet), "", c.dim("After the battle: `sortie wom after`")]);
  });
}

export async function afterCommand(opts: { campaign?: string }) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    let g = await client.game(held);
    const rolls = new RollPrinter(g.seq);
    let s = g.view.state;
    if (s.phase.kind === "brief" && g.view.correctable) {
      // Nothing waits for a report: the last one may still be corrected.
      const fixed = await correction(client, held, g, new Prompter(reader));
      if (!fixed) return;
      g = fixed;
      s = g.view.state;
    } else if (s.phase.kind === "fight") {
      const m = s.missions[s.missions.length - 1];
      let draft = ReportDraft.find(held.id, m.n);
      if (draft) {
        const plain = new Prompter(reader);
        if (
          !(await plain.yes(
            `A report for mission ${m.n} is under way (${draft.size} answers kept). Resume it?`,
            true,
          ))
        ) {
          draft.discard();
          draft = null;
        }
      }
      draft ??= ReportDraft.start(held.id, m.n);
      const ask = new Prompter(reader, draft);
      say(c.bold(`After-action report: mission ${m.n}, ${SCENARIOS[m.scenario].name(m.attacker)}`));
      // The parts not in yet (both parts again where they disagree), each through its side's link.
      const sides = g.view.disagreement ? SIDES : SIDES.filter((side) => !m.reports?.[side]);
      if (g.view.disagreement) say(c.yellow(`The two parts disagree: ${g.view.disagreement}`));
      const parts = await askReport(ask, s, m, sides, m.reports);
      for (const side of sides) {
        const report = parts[side];
        if (report) g = await client.act(held, side, { type: "report", report }, diceAsker(ask));
      }
      draft.discard();
      s = g.view.state;
    } else if (s.phase.kind !== "after") {
      throw usage(
        s.phase.kind === "over"
          ? "the campaign is over"
          : "no mission is waiting for its report: `sortie wom next`",
      );
    }
    const ask = new Prompter(reader);
    const dice = diceAsker(ask);
    // The choices along the way.
    while (s.phase.kind === "after" && s.phase.pending) {
      rolls.show(g);
      const p = s.phase.pending;
      const side = s.pilots.find((x) => x.id === p.pilot)?.side as Side;
      let action: WomAction;
      if (p.kind === "reroll") {
        const choices = ["keep", ...p.sources];
        say(c.yellow(`${name(s, p.pilot)}: ${p.table} ${p.roll} — re-roll?`));
        const pick = await ask.choice("  Keep the roll or re-roll with", choices, "keep");
        action =
          pick === "keep" ? { type: "keep" } : ({ type: "reroll", source: pick } as WomAction);
      } else {
        say(
          c.yellow(
            `${name(s, p.pilot)} may choose an ace skill: ${p.options.map((k) => SKILL_NAME[k]).join(" or ")}`,
          ),
        );
        const pick = await ask.choice("  Skill", p.options, p.options[0]);
        action = { type: "skill", skill: pick as Skill };
      }
      g = await client.act(held, side, action, dice);
      s = g.view.state;
    }
    rolls.show(g);
    const m =
      s.missions.find((x) => x.report && x.n === s.mission - 1) ??
      s.missions[s.missions.length - 1];
    say(c.bold(`Mission ${m.n}: ${missionScore(m.vp ?? { axis: 0, british: 0 }, m.winner)}`));
    for (const f of m.fates)
      say(`  ${name(s, f.pilot)}: ${f.end}${f.wounds ? `, ${count(f.wounds, "wound")}` : ""}`);
    if (g.outcome) say(c.bold(g.outcome.summary));
    else if (g.view.correctable)
      say(
        c.dim("A wrong result? `sortie wom after` corrects it until the next mission is rolled."),
      );
  }, "the answers given so far are kept: `sortie wom after` resumes the report");
}

/**
 * Corrects one side's part of the last report: its lines asked again, what
 * was reported the defaults. The dice already rolled stand; only a roll the
 * after-action never needed before is rolled (or asked for). Null: left as it is.
 */
async function correction(
  client: WomClient,
  held: Held,
  g: Game,
  ask: Prompter,
): Promise<Game | null> {
  const s = g.view.state;
  const m = s.missions.find((x) => x.n === g.view.correctable) as Mission;
  say(
    `Mission ${m.n}'s report is in (${missionScore(m.vp ?? { axis: 0, british: 0 }, m.winner)}). It may be corrected until the next mission is rolled; the dice already rolled stand.`,
  );
  if (!(await ask.yes("Correct it?", false))) return null;
  const side = await ask.choice("Whose part", ["axis", "british"] as const);
  for (;;) {
    const parts = await askReport(ask, asReported(s), m, [side], m.reports);
    try {
      return await client.act(
        held,
        side,
        { type: "correct", report: parts[side] as Report },
        diceAsker(ask),
      );
    } catch (e) {
      // A correction the rules refuse (it changes nothing, or clashes with the other side's claims).
      if (!(e instanceof CliError)) throw e;
      say(c.red(`  ${e.message}`));
      if (!(await ask.yes("Try again?", true))) return null;
    }
  }
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
        diceAsker(new Prompter(reader)),
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
