/**
 * One airman's Pilot Log line, asked question by question; each answer is
 * checked as it is given (ids that flew, counts the sortie allows, a kill the
 * damage order gives to him), and the whole line against the rules at the end.
 */

import { RuleError } from "../engine/errors.js";
import { lineOf } from "../games/knights-of-the-air/actions.js";
import { creditFor } from "../games/knights-of-the-air/credit.js";
import { PLACES, type Place } from "../games/knights-of-the-air/facts.js";
import { checkReport } from "../games/knights-of-the-air/lines.js";
import { airmenOf, crewOf } from "../games/knights-of-the-air/sortie.js";
import type {
  CampaignState,
  KillClaim,
  LineReport,
  Pilot,
  Shot,
  Sortie,
} from "../games/knights-of-the-air/state.js";
import { type Parsed, type Prompter, say } from "./prompts.js";
import { color as c } from "./style.js";

const ids = (line: string) =>
  line
    .split(/[,\s]+/)
    .map((x) => x.trim().toUpperCase())
    .filter(Boolean);

function idList(s: CampaignState, allowed: string[], what: string, max = 12) {
  return (line: string): Parsed<string[]> => {
    const list = ids(line);
    for (const id of list)
      if (!allowed.includes(id)) {
        const p = s.pilots.find((x) => x.id === id);
        return {
          error: `${p ? `${p.name} (${id})` : id} is not ${what}; one of: ${allowed.join(", ") || "none"}.`,
        };
      }
    if (new Set(list).size !== list.length) return { error: "Name each only once." };
    if (list.length > max) return { error: `At most ${max}.` };
    return { ok: list };
  };
}

async function askShots(
  ask: Prompter,
  s: CampaignState,
  x: Sortie,
  me: Pilot,
  victim: Pilot,
): Promise<Partial<KillClaim>> {
  const alone = await ask.yes("    Were you the only one firing at it in that phase?", true);
  if (alone)
    return { shots: [{ by: me.id, distance: 1, damage: 1 }], damageBefore: 0, toDestroy: 1 };
  const shooters = airmenOf(x).filter(
    (id) => s.pilots.find((p) => p.id === id)?.side !== victim.side,
  );
  say(
    c.dim(
      `    One shooter a line: who (${[...shooters, "balloon", "ground"].join(", ")}), distance in rulers, damage dealt; a blank line ends.`,
    ),
  );
  const shots: Shot[] = [];
  for (;;) {
    const shot = await ask.ask<Shot | null>(`    Shooter ${shots.length + 1}: `, (line) => {
      if (line === "") return shots.length ? { ok: null } : { error: "Name at least one shooter." };
      const [by, d, dmg] = line.split(/[\s,]+/);
      const who =
        by?.toLowerCase() === "balloon" || by?.toLowerCase() === "ground"
          ? by.toLowerCase()
          : (by ?? "").toUpperCase();
      if (!["balloon", "ground", ...shooters].includes(who))
        return { error: `"${by}" did not fire at it in this sortie.` };
      const distance = Number(d);
      const damage = Number(dmg);
      if (
        !Number.isFinite(distance) ||
        distance < 0 ||
        !Number.isInteger(damage) ||
        damage < 0 ||
        damage > 99
      )
        return { error: "Say who, the distance and the damage, e.g. K3 1.5 4." };
      return { ok: { by: who, distance, damage } };
    });
    if (!shot) break;
    shots.push(shot);
  }
  const damageBefore = await ask.int("    Its damage before that phase", 0, 99, 0);
  const toDestroy = await ask.int("    Its damage points", damageBefore + 1, 99);
  return { shots, damageBefore, toDestroy };
}

async function askKill(
  ask: Prompter,
  s: CampaignState,
  x: Sortie,
  me: Pilot,
  victim: Pilot,
): Promise<KillClaim> {
  for (;;) {
    const how = await ask.choice(
      `  ${victim.name} (${victim.id}): how did it go down`,
      ["shot", "fire", "structure", "chased"] as const,
      "shot",
    );
    let claim: KillClaim = { victim: victim.id, how };
    if (how === "shot") claim = { ...claim, ...(await askShots(ask, s, x, me, victim)) };
    else if (how === "chased")
      claim.shotLastTwoTurns = await ask.yes("    Did you fire at it in the last two turns?", true);
    else {
      claim.lastFullTurn = await ask.yes("    In the last full turn?", false);
      if (!claim.lastFullTurn) claim.setBy = me.id;
    }
    try {
      const quick = (id: string) =>
        s.pilots.find((p) => p.id === id)?.abilities.includes("quick-shot") ?? false;
      const credit = creditFor(claim, me.id, quick);
      if (credit.by !== me.id) {
        say(c.red(`    Not yours: ${credit.text}. Leave it out, or tell it again.`));
        if (!(await ask.yes("    Tell it again?", true))) return { ...claim, victim: "" };
        continue;
      }
      return claim;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      say(c.red(`    ${e.message}`));
    }
  }
}

/** A deck letter, in either case. */
function askDeck(ask: Prompter, s: CampaignState, prompt: string): Promise<string> {
  const decks = Object.keys(s.tables.decks);
  return ask.ask<string>(`${prompt} ${c.dim(`(${decks.join("/")}) [B]`)}: `, (line) => {
    const d = (line || "B").toUpperCase();
    return decks.includes(d) ? { ok: d } : { error: `One of ${decks.join(", ")}, please.` };
  });
}

async function askDowned(ask: Prompter, s: CampaignState, prefix: string) {
  const deck = await askDeck(ask, s, `${prefix}which deck's card brought it down`);
  const explosion = await ask.yes(`${prefix}by the explosion card?`, false);
  const place = await ask.choice(`${prefix}where`, PLACES, "own");
  return { deck, explosion, place: place as Place };
}

/** Asks the whole line; asks again from the start if the rules refuse it. */
export async function askLine(
  ask: Prompter,
  s: CampaignState,
  x: Sortie,
  me: Pilot,
): Promise<LineReport> {
  const enemy = me.side === "allies" ? "central" : "allies";
  const crew = crewOf(x, me.id);
  for (;;) {
    say(c.bold(`${me.name} (${me.id})`));
    const enemyPilots = x.crews.filter((cr) => cr.side === enemy).map((cr) => cr.pilot);
    const victims = await ask.ask(
      `  Enemy planes he shot down or chased off (their pilots' ids, blank for none): `,
      idList(s, enemyPilots, "an enemy pilot of this sortie"),
    );
    const kills: KillClaim[] = [];
    for (const v of victims) {
      const k = await askKill(ask, s, x, me, s.pilots.find((p) => p.id === v) as Pilot);
      if (k.victim) kills.push(k);
    }
    const balloons = x.balloons[enemy]
      ? await ask.int("  Balloons destroyed", 0, x.balloons[enemy], 0)
      : 0;
    const nt = x.targets[enemy].length;
    const groundTargets = nt ? await ask.int("  Ground targets destroyed", 0, nt, 0) : 0;
    const observed = nt ? await ask.int("  Ground targets observed", 0, nt, 0) : 0;
    const load =
      crew?.pilot === me.id && crew.bombs ? (crew.bombs.threes * 3 + crew.bombs.singles) * 2 : 0;
    const bombDamage = load ? await ask.int("  Bomb damage on enemy targets", 0, load, 0) : 0;
    const illegal = await ask.int("  Illegal manoeuvres", 0, 20, 0);
    const down = await ask.yes("  Shot down?", false);
    const shotDown = down ? await askDowned(ask, s, "    ") : null;
    let fled: Place | null = null;
    if (!down) {
      const f = await ask.choice("  Fled the battle", ["no", ...PLACES] as const, "no");
      fled = f === "no" ? null : f;
    }
    const incapacitated =
      me.role === "observer" && (await ask.yes("  Put out of the fight (incapacitated)?", false))
        ? { deck: await askDeck(ask, s, "    by which deck") }
        : null;
    const friends = airmenOf(x).filter(
      (id) => id !== me.id && s.pilots.find((p) => p.id === id)?.side === me.side,
    );
    let rescuedBy: string | null = null;
    let carrierDown = null;
    if (down && friends.length) {
      const r = await ask.ask(
        "  Picked up in a daring rescue by (id, blank for no one): ",
        idList(s, friends, "a friend in this sortie", 1),
      );
      rescuedBy = r[0] ?? null;
      if (rescuedBy && (await ask.yes("  Was the rescuer shot down with him aboard?", false)))
        carrierDown = await askDowned(ask, s, "    ");
    }
    const rescued =
      crew?.pilot === me.id && friends.length
        ? await ask.ask(
            "  Downed airmen he carried home (ids, blank for none): ",
            idList(s, friends, "a friend in this sortie", 2),
          )
        : [];
    const line = lineOf({
      kills,
      balloons,
      groundTargets,
      observed,
      bombDamage,
      illegal,
      fled,
      shotDown,
      incapacitated,
      rescuedBy,
      carrierDown,
      rescued,
    });
    try {
      checkReport(s, x, me, line);
      return line;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      say(c.red(`  ${e.message} — the line again, please.`));
    }
  }
}
