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
  Downed,
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

/** Ids from a list; blank keeps `dflt`, "none" or "-" says none. */
function idList(s: CampaignState, allowed: string[], what: string, max = 12, dflt: string[] = []) {
  return (line: string): Parsed<string[]> => {
    if (line === "") return { ok: dflt };
    if (/^(none|-)$/i.test(line)) return { ok: [] };
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
  old?: KillClaim,
): Promise<Partial<KillClaim>> {
  const wasAlone = !old?.shots || (old.shots.length === 1 && old.shots[0].by === me.id);
  const alone = await ask.yes("    Were you the only one firing at it in that phase?", wasAlone);
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
  const damageBefore = await ask.int(
    "    Its damage before that phase",
    0,
    99,
    old?.damageBefore ?? 0,
  );
  const was = old?.toDestroy;
  say(
    c.dim(
      "    Its damage points are its whole damage capacity, the total at which it goes down, not the last card: a plane of 16 damage points is 16.",
    ),
  );
  const toDestroy = await ask.int(
    "    Its damage points",
    damageBefore + 1,
    99,
    was !== undefined && was > damageBefore ? was : undefined,
  );
  return { shots, damageBefore, toDestroy };
}

async function askKill(
  ask: Prompter,
  s: CampaignState,
  x: Sortie,
  me: Pilot,
  victim: Pilot,
  old?: KillClaim,
): Promise<KillClaim> {
  for (;;) {
    const how = await ask.choice(
      `  ${victim.name} (${victim.id}): how did it go down`,
      ["shot", "fire", "structure", "chased"] as const,
      old?.how ?? "shot",
    );
    const same = old?.how === how ? old : undefined;
    let claim: KillClaim = { victim: victim.id, how };
    if (how === "shot") claim = { ...claim, ...(await askShots(ask, s, x, me, victim, same)) };
    else if (how === "chased")
      claim.shotLastTwoTurns = await ask.yes(
        "    Did you fire at it in the last two turns?",
        same?.shotLastTwoTurns ?? true,
      );
    else {
      claim.lastFullTurn = await ask.yes("    In the last full turn?", same?.lastFullTurn ?? false);
      if (!claim.lastFullTurn) claim.setBy = me.id;
    }
    try {
      const quick = (id: string) =>
        s.pilots.find((p) => p.id === id)?.abilities.includes("quick-shot") ?? false;
      const name = (id: string) => s.pilots.find((p) => p.id === id)?.name ?? id;
      const credit = creditFor(claim, me.id, quick, name);
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
function askDeck(ask: Prompter, s: CampaignState, prompt: string, dflt = "B"): Promise<string> {
  const decks = Object.keys(s.tables.decks);
  return ask.ask<string>(`${prompt} ${c.dim(`(${decks.join("/")}) [${dflt}]`)}: `, (line) => {
    const d = (line || dflt).toUpperCase();
    return decks.includes(d) ? { ok: d } : { error: `One of ${decks.join(", ")}, please.` };
  });
}

async function askDowned(ask: Prompter, s: CampaignState, prefix: string, old: Downed | null) {
  const deck = await askDeck(ask, s, `${prefix}which deck's card brought it down`, old?.deck);
  const explosion = await ask.yes(`${prefix}by the explosion card?`, old?.explosion ?? false);
  const place = await ask.choice(`${prefix}where`, PLACES, old?.place ?? "own");
  return { deck, explosion, place: place as Place };
}

/** A count asked with the entered line's value as its default (where it still fits). */
const count = (ask: Prompter, prompt: string, max: number, was = 0) =>
  ask.int(prompt, 0, max, was <= max ? was : 0);

/**
 * Asks the whole line; asks again from the start if the rules refuse it.
 * With `was` (the line as a player entered it, being corrected), every
 * question offers his answer as its default, and the check leaves that line
 * out of the sortie's others.
 */
export async function askLine(
  ask: Prompter,
  s: CampaignState,
  x: Sortie,
  me: Pilot,
  was?: { id: number; report: LineReport },
): Promise<LineReport> {
  const old = was?.report;
  const enemy = me.side === "allies" ? "central" : "allies";
  const crew = crewOf(x, me.id);
  for (;;) {
    say(c.bold(`${me.name} (${me.id})`));
    const enemyPilots = x.crews.filter((cr) => cr.side === enemy).map((cr) => cr.pilot);
    const claimed = (old?.kills ?? []).map((k) => k.victim);
    const victims = await ask.ask(
      `  Enemy planes he shot down or chased off (their pilots' ids, ${
        claimed.length ? `"none" for none) ${c.dim(`[${claimed.join(" ")}]`)}` : "blank for none)"
      }: `,
      idList(s, enemyPilots, "an enemy pilot of this sortie", 12, claimed),
    );
    const kills: KillClaim[] = [];
    for (const v of victims) {
      const victim = s.pilots.find((p) => p.id === v) as Pilot;
      const k = await askKill(
        ask,
        s,
        x,
        me,
        victim,
        old?.kills.find((o) => o.victim === v),
      );
      if (k.victim) kills.push(k);
    }
    const balloons = x.balloons[enemy]
      ? await count(ask, "  Balloons destroyed", x.balloons[enemy], old?.balloons)
      : 0;
    // Ruling K25: only a target turned face up can be destroyed or observed.
    const up = x.revealed[enemy].filter(Boolean).length;
    if (x.targets[enemy].length > 0 && up === 0)
      say(c.dim("  (no enemy ground target was turned face up: none destroyed or observed)"));
    const groundTargets = up
      ? await count(ask, "  Ground targets destroyed", up, old?.groundTargets)
      : 0;
    const observed = up ? await count(ask, "  Ground targets observed", up, old?.observed) : 0;
    const load =
      crew?.pilot === me.id && crew.bombs ? (crew.bombs.threes * 3 + crew.bombs.singles) * 2 : 0;
    const bombDamage = load
      ? await count(ask, "  Bomb damage on enemy targets", load, old?.bombDamage)
      : 0;
    const illegal = await count(ask, "  Illegal manoeuvres", 20, old?.illegal);
    const down = await ask.yes("  Shot down?", !!old?.shotDown);
    const shotDown = down ? await askDowned(ask, s, "    ", old?.shotDown ?? null) : null;
    let fled: Place | null = null;
    if (!down) {
      const f = await ask.choice(
        "  Fled the battle",
        ["no", ...PLACES] as const,
        old?.fled ?? "no",
      );
      fled = f === "no" ? null : f;
    }
    const incapacitated =
      me.role === "observer" &&
      (await ask.yes("  Put out of the fight (incapacitated)?", !!old?.incapacitated))
        ? { deck: await askDeck(ask, s, "    by which deck", old?.incapacitated?.deck) }
        : null;
    const friends = airmenOf(x).filter(
      (id) => id !== me.id && s.pilots.find((p) => p.id === id)?.side === me.side,
    );
    let rescuedBy: string | null = null;
    let carrierDown = null;
    if (down && friends.length) {
      const by = old?.rescuedBy ? [old.rescuedBy] : [];
      const r = await ask.ask(
        `  Picked up in a daring rescue by (id, ${
          by.length ? `"none" for no one) ${c.dim(`[${by[0]}]`)}` : "blank for no one)"
        }: `,
        idList(s, friends, "a friend in this sortie", 1, by),
      );
      rescuedBy = r[0] ?? null;
      if (
        rescuedBy &&
        (await ask.yes("  Was the rescuer shot down with him aboard?", !!old?.carrierDown))
      )
        carrierDown = await askDowned(ask, s, "    ", old?.carrierDown ?? null);
    }
    const carried = old?.rescued ?? [];
    // A pilot shot down carried no one home: he is not asked.
    const rescued =
      crew?.pilot === me.id && friends.length && !down
        ? await ask.ask(
            `  Downed airmen he carried home (ids, ${
              carried.length
                ? `"none" for none) ${c.dim(`[${carried.join(" ")}]`)}`
                : "blank for none)"
            }: `,
            idList(s, friends, "a friend in this sortie", 2, carried),
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
      checkReport(s, x, me, line, was?.id ?? null);
      return line;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      say(c.red(`  ${e.message} — the line again, please.`));
    }
  }
}
