/**
 * Pilot Log lines in the terminal, as clubs ran them: a player enters his own
 * airmen's lines (`sortie kota report --as PLAYER`), the Wing Commander
 * accepts, corrects or refuses each (`sortie kota verify`) and closes the
 * sortie; or the Wing Commander enters and verifies every line in one go
 * (`sortie kota report`), for players who are not there.
 */
import type { KotaAction } from "../games/knights-of-the-air/actions.js";
import { commanderSeats, verifierOf } from "../games/knights-of-the-air/command.js";
import { type Conflict, conflicts, conflictsOf } from "../games/knights-of-the-air/reconcile.js";
import { airmenOf } from "../games/knights-of-the-air/sortie.js";
import type { CampaignState, LogLine, Sortie } from "../games/knights-of-the-air/state.js";
import { usage } from "./errors.js";
import { type HeldKota, type KotaClient, type KotaGame, pickCampaign } from "./kota-client.js";
import { reportText } from "./kota-print.js";
import { askLine } from "./kota-report.js";
import { json, session, step } from "./kota-session.js";
import { type Parsed, Prompter, say } from "./prompts.js";
import { color as c } from "./style.js";

const _pilotName = (s: CampaignState, id: string) => s.pilots.find((p) => p.id === id)?.name ?? id;
const sortieOf = (s: CampaignState, id: number) => s.sorties.find((x) => x.id === id) as Sortie;
/** A line that stands: waiting or verified (a refused one is entered again). */
const standing = (s: CampaignState, sortie: number, pilot: string) =>
  s.lines.find((l) => l.sortie === sortie && l.pilot === pilot && l.status !== "refused");

/** A reason as a sentence: one full stop at its end, never two. */
export const sentence = (text: string) =>
  /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;

const reason = (line: string): Parsed<string> =>
  line ? { ok: line } : { error: "Say why, in a few words." };

/** The seat `--as` names: a player's (or Wing Commander's) seat id, or his link or its token. */
export function seatOf(held: HeldKota, as: string): string {
  if (held.seats[as]) return as;
  const token = as.replace(/^.*\/g\//, "").replace(/[/?#].*$/, "");
  const hit = Object.entries(held.seats).find(([, t]) => t === token);
  if (hit) return hit[0];
  throw usage(
    `--as "${as}": no such seat or link in this campaign (seats: ${Object.keys(held.seats).join(", ")})`,
  );
}

/** A Wing Commander of the group that set a sortie up (either side's, where there are two). */
const commanderOf = (s: CampaignState, x: Sortie) =>
  commanderSeats(s.groups.find((g) => g.id === x.group) ?? { id: x.group })[0];

/** Ruling K27: lines that disagree, named to the players and the Wing Commander. */
export const conflictText = (c: Conflict) =>
  c.lines.length > 1
    ? `Lines ${c.lines.join(" and ")} disagree: ${sentence(c.text)}`
    : sentence(c.text);

/** One waiting line as the Wing Commander sees it. */
function lineHeading(s: CampaignState, l: LogLine): string {
  const p = s.pilots.find((x) => x.id === l.pilot);
  return `Line ${l.id}, sortie ${l.sortie}: ${p?.name ?? l.pilot} ${c.dim(l.pilot)} — ${reportText(s, l.entered)}`;
}

/**
 * The Wing Commander's verdict on one waiting line: accept, correct (the line
 * asked again, the player's answers as defaults) or refuse with a reason.
 * With `skip`, he may leave it waiting. Returns the game after it.
 */
export async function verifyOne(
  client: KotaClient,
  held: HeldKota,
  lineId: number,
  ask: Prompter,
  quiet: boolean,
  skip = false,
): Promise<KotaGame> {
  const g = await client.game(held);
  const s = g.view.state;
  const line = s.lines.find((l) => l.id === lineId) as LogLine;
  const x = sortieOf(s, line.sortie);
  const me = s.pilots.find((p) => p.id === line.pilot);
  if (!me) return g;
  say(lineHeading(s, line));
  // Ruling K27: a line in conflict is corrected or refused (or another line of the conflict is).
  const clash = conflictsOf(s, x, line, line.entered);
  for (const k of clash) say(c.yellow(`  ${conflictText(k)}`));
  const verdicts =
    clash.length > 0
      ? skip
        ? (["correct", "refuse", "skip"] as const)
        : (["correct", "refuse"] as const)
      : skip
        ? (["accept", "correct", "refuse", "skip"] as const)
        : (["accept", "correct", "refuse"] as const);
  if (clash.length > 0)
    say(c.dim("  A line in conflict is not accepted: correct it or refuse it, with a reason."));
  const verdict = await ask.choice(
    `  Wing Commander: ${me.name}'s line`,
    verdicts,
    clash.length > 0 ? (skip ? "skip" : "refuse") : "accept",
  );
  if (verdict === "skip") return g;
  let action: KotaAction;
  if (verdict === "accept") action = { type: "verify", line: line.id, verdict };
  else if (verdict === "refuse")
    action = {
      type: "verify",
      line: line.id,
      verdict,
      reason: await ask.ask("  Why is it refused? ", reason),
    };
  else {
    say(c.dim("  The line again; Enter keeps the player's answer."));
    const report = await askLine(ask, s, x, me, { id: line.id, report: line.entered });
    action = {
      type: "verify",
      line: line.id,
      verdict,
      report,
      reason: await ask.ask("  Why is it corrected? ", reason),
    };
  }
  const after = await step(client, held, verifierOf(s, line.pilot), action, ask);
  const done = after.view.state.lines.find((l) => l.id === line.id);
  if (!quiet && done) {
    if (done.status === "refused") say(c.yellow(`    Refused: ${done.reason}`));
    for (const n of done.notes ?? []) say(c.dim(`    ${n}`));
    if (done.points !== undefined) say(`    ${me.name}: ${done.points} Pilot Points`);
  }
  return after;
}

/** Every airman has a verified line and no two lines disagree: the sortie may close. */
const complete = (s: CampaignState, x: Sortie) =>
  conflicts(s, x).length === 0 &&
  airmenOf(x).every((id) => {
    const l = standing(s, x.id, id);
    return l && l.status !== "pending";
  });

/** Closes a sortie whose lines are all verified, asking which side won an objectives mission. */
async function closeSortie(client: KotaClient, held: HeldKota, x: Sortie, ask: Prompter) {
  const s = (await client.game(held)).view.state;
  const spec = x.mission ? s.tables.missions.find((m) => m.id === x.mission) : null;
  let winner: "allies" | "central" | "draw" | undefined;
  if (x.kind === "campaign" && spec?.victory === "objectives")
    winner = await ask.choice(`  Which side met Mission ${spec.id}'s objectives`, [
      "allies",
      "central",
      "draw",
    ] as const);
  return step(
    client,
    held,
    commanderOf(s, x),
    { type: "close-sortie", sortie: x.id, ...(winner ? { winner } : {}) },
    ask,
  );
}

/**
 * The one-go path: each airman's line entered by the Wing Commander (ruling
 * K24) unless his player has entered it already, verified, then the sortie closed.
 */
export async function reportOn(
  client: KotaClient,
  held: HeldKota,
  x: Sortie,
  ask: Prompter,
  quiet: boolean,
) {
  let g = await client.game(held);
  for (const id of airmenOf(x)) {
    const wc = verifierOf(g.view.state, id);
    for (;;) {
      const s = g.view.state;
      const me = s.pilots.find((p) => p.id === id);
      let line = standing(s, x.id, id);
      if (!me || (line && line.status !== "pending")) break;
      if (!line) {
        const report = await askLine(ask, s, sortieOf(s, x.id), me);
        g = await step(client, held, wc, { type: "log", sortie: x.id, pilot: id, report }, ask);
        line = g.view.state.lines.at(-1) as LogLine;
      }
      g = await verifyOne(client, held, line.id, ask, quiet);
    }
  }
  return closeSortie(client, held, x, ask);
}

export function finish(g: KotaGame, sortie: number, asJson?: boolean) {
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

/** A player enters his own airmen's lines; they wait for the Wing Commander. */
async function reportAs(
  client: KotaClient,
  held: HeldKota,
  seat: string,
  ask: Prompter,
  opts: { sortie?: number; json?: boolean },
) {
  const s0 = (await client.game(held)).view.state;
  const mine = (x: Sortie) =>
    airmenOf(x).filter(
      (id) => s0.pilots.find((p) => p.id === id)?.player === seat && !standing(s0, x.id, id),
    );
  const open = s0.sorties.filter(
    (x) => x.status === "open" && (!opts.sortie || x.id === opts.sortie),
  );
  const x = open.find((y) => mine(y).length > 0);
  if (!x)
    throw usage(
      `${s0.players.find((p) => p.id === seat)?.name ?? seat} has no airman whose line is still to be entered in ${
        opts.sortie ? `sortie ${opts.sortie}` : "an open sortie"
      }`,
    );
  const entered: LogLine[] = [];
  for (const id of mine(x)) {
    const s = (await client.game(held)).view.state;
    const me = s.pilots.find((p) => p.id === id);
    if (!me) continue;
    // His earlier lines for this sortie, if any, were all refused: the last is asked again,
    // each of his answers offered as the default.
    const refused = s.lines.filter((y) => y.sortie === x.id && y.pilot === id).at(-1);
    if (refused && !opts.json)
      say(
        c.yellow(
          `Line ${refused.id} was refused: ${sentence(refused.reason ?? "")} Enter it again; Enter keeps each answer you gave.`,
        ),
      );
    const report = await askLine(
      ask,
      s,
      sortieOf(s, x.id),
      me,
      refused ? { id: refused.id, report: refused.entered } : undefined,
    );
    const g = await step(client, held, seat, { type: "log", sortie: x.id, pilot: id, report }, ask);
    const line = g.view.state.lines.at(-1) as LogLine;
    entered.push(line);
    if (!opts.json) {
      say(
        `  Line ${line.id} entered for ${me.name}; it counts once the Wing Commander verifies it (\`sortie kota verify\`).`,
      );
      const s1 = g.view.state;
      for (const k of conflicts(s1, sortieOf(s1, x.id)).filter((k) => k.lines.includes(line.id)))
        say(
          c.yellow(
            `  ${conflictText(k)} The Wing Commander corrects or refuses one of them before the sortie closes.`,
          ),
        );
    }
  }
  if (opts.json) json({ sortie: x.id, lines: entered });
}

export async function reportCommand(opts: {
  campaign?: string;
  sortie?: number;
  as?: string;
  json?: boolean;
}) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const ask = new Prompter(reader);
    const seat = opts.as ? seatOf(held, opts.as) : null;
    if (seat && !seat.startsWith("wc-")) return reportAs(client, held, seat, ask, opts);
    const g0 = await client.game(held);
    const open = g0.view.state.sorties.filter(
      (x) =>
        x.status === "open" &&
        (!seat ||
          commanderSeats(
            g0.view.state.groups.find((gr) => gr.id === x.group) ?? { id: x.group },
          ).includes(seat)),
    );
    const x = opts.sortie ? open.find((y) => y.id === opts.sortie) : open[0];
    if (!x)
      throw usage(
        opts.sortie
          ? `sortie ${opts.sortie} is not being flown`
          : "no sortie is being flown: `sortie kota sortie --crew …`",
      );
    const g = await reportOn(client, held, x, ask, !!opts.json);
    finish(g, x.id, opts.json);
  });
}

/** `sortie kota verify`: the lines waiting for a Wing Commander, each accepted, corrected or refused. */
export async function verifyCommand(opts: {
  campaign?: string;
  sortie?: number;
  group?: string;
  list?: boolean;
  json?: boolean;
}) {
  await session(async (client, reader) => {
    const held = pickCampaign(opts.campaign);
    const ask = new Prompter(reader);
    let g = await client.game(held);
    const s0 = g.view.state;
    if (opts.group && !s0.groups.some((gr) => gr.id === opts.group))
      throw usage(`no group "${opts.group}" (${s0.groups.map((gr) => gr.id).join(", ")})`);
    const waiting = s0.lines.filter((l) => {
      const x = sortieOf(s0, l.sortie);
      return (
        l.status === "pending" &&
        (!opts.sortie || x.id === opts.sortie) &&
        (!opts.group || x.group === opts.group)
      );
    });
    const clashes = s0.sorties
      .filter(
        (x) =>
          x.status === "open" &&
          (!opts.sortie || x.id === opts.sortie) &&
          (!opts.group || x.group === opts.group),
      )
      .flatMap((x) => conflicts(s0, x));
    if (opts.list) {
      if (opts.json) return json(waiting);
      say(waiting.length ? waiting.map((l) => lineHeading(s0, l)) : "No line is waiting.");
      for (const k of clashes) say(c.yellow(`Sortie ${k.sortie}: ${conflictText(k)}`));
      return;
    }
    if (!opts.json)
      for (const k of clashes) say(c.yellow(`Sortie ${k.sortie}: ${conflictText(k)}`));
    if (waiting.length === 0) {
      if (opts.json) return json({ lines: [], closed: [] });
      say("No line is waiting for verification.");
    }
    for (const l of waiting) g = await verifyOne(client, held, l.id, ask, !!opts.json, true);
    const closed: number[] = [];
    const sorties = [...new Set(waiting.map((l) => l.sortie))];
    for (const id of sorties) {
      const x = sortieOf(g.view.state, id);
      if (x.status !== "open" || !complete(g.view.state, x)) continue;
      if (!(await ask.yes(`Every line of sortie ${id} is verified. Close it?`, true))) continue;
      g = await closeSortie(client, held, x, ask);
      closed.push(id);
      if (!opts.json) finish(g, id);
    }
    if (opts.json) {
      const ids = new Set(waiting.map((l) => l.id));
      return json({
        lines: g.view.state.lines.filter((l) => ids.has(l.id)),
        closed,
        events: g.view.state.events.filter((e) => e.at !== null && closed.includes(e.at)),
      });
    }
  });
}
