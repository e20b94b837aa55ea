/**
 * The after-action report in the terminal: each aircraft's fate, then the
 * kills each side may claim against what went down, then the mission's own
 * results, each side's part on its own (the terminal holds both sides'
 * links). Every answer is checked as it is given (ranges that follow from
 * the earlier answers and the rules' own checks); a slip is asked again.
 * A correction asks one side's part again, what it said before the defaults.
 */

import { count } from "../engine/words.js";
import { SCENARIOS, SIDE_NAME, SIDES, type Side } from "../games/wings-over-malta/data.js";
import { checkAircraft } from "../games/wings-over-malta/report-check.js";
import { fullName } from "../games/wings-over-malta/roster.js";
import {
  type AircraftReport,
  blankAircraft,
  type CampaignState,
  type Mission,
  type Report,
} from "../games/wings-over-malta/state.js";
import { downed, SHIPS } from "../games/wings-over-malta/victory.js";
import { type Prompter, say } from "./prompts.js";
import { color as c } from "./style.js";

const nameOf = (s: CampaignState, id: string) => {
  const p = s.pilots.find((x) => x.id === id);
  return p ? fullName(p) : id;
};

/** One aircraft's fate: wounds, shot down or not, damage, where it went; keys under `id.`; `was`: what was reported before (the defaults). */
async function askFate(
  ask: Prompter,
  s: CampaignState,
  m: Mission,
  side: Side,
  slotIndex: number,
  was?: AircraftReport,
): Promise<AircraftReport> {
  const slot = m.crews[side][slotIndex];
  const id = slot.pilot as string;
  const p = s.pilots.find((x) => x.id === id);
  const floor = SCENARIOS[m.scenario].floor;
  const k = (q: string) => `${id}.${q}`;
  for (;;) {
    say(c.bold(`${SIDE_NAME[side]} ${slot.aircraft} — ${nameOf(s, id)}`));
    const start = p?.next.wound ? 1 : 0;
    if (start) say(c.dim("  He started the mission with one wound (checked out of hospital)."));
    const a: AircraftReport = blankAircraft(id);
    a.wounds = await ask.int(
      "  Wounds in the fight",
      0,
      3 - start,
      Math.min(was?.wounds ?? 0, 3 - start),
      k("wounds"),
    );
    const total = start + a.wounds;
    if (total >= 3) {
      say(c.yellow("  Three wounds: killed in the fight."));
      a.shotDown = true;
    } else if (total === 2) {
      say(c.yellow("  Two wounds: incapacitated, his plane crashes (no baling out)."));
      a.shotDown = true;
      a.escape = "nurse";
    } else a.shotDown = await ask.yes("  Shot down?", was?.shotDown ?? false, k("down"));
    if (total < 3) {
      a.fire = await ask.yes("  On fire?", was?.fire ?? false, k("fire"));
      a.engine = await ask.yes("  Engine damage?", was?.engine ?? false, k("engine"));
      a.overHalf = await ask.yes("  More than half damage?", was?.overHalf ?? false, k("half"));
    }
    if (a.shotDown && total < 3) {
      if (!a.escape) {
        a.height = await ask.int(
          `  Floor plus altitude when shot down (the floor is ${floor})`,
          floor,
          floor + 20,
          Math.max(floor, was?.height ?? floor + 3),
          k("height"),
        );
        if (a.height >= 3)
          a.escape = await ask.choice(
            "  Bale out or nurse the wreck down?",
            ["bale", "nurse"] as const,
            was?.escape ?? "nurse",
            k("escape"),
          );
        else {
          say(c.dim("  Too low to bale out: the crew nurses the wreck down."));
          a.escape = "nurse";
        }
      }
      a.came = await ask.choice(
        "  Where did it come down?",
        ["friendly", "enemy", "sea"] as const,
        was?.came,
        k("came"),
      );
    } else if (!a.shotDown) {
      const left = await ask.choice(
        "  Left the table?",
        ["no", "own", "other"] as const,
        was?.left === "own-edge" ? "own" : was?.left === "other-edge" ? "other" : "no",
        k("left"),
      );
      a.left = left === "own" ? "own-edge" : left === "other" ? "other-edge" : "no";
    }
    if (slot.aircraft === m.bomber && side === m.attacker) {
      a.attacked = await ask.yes("  Made its attack run?", was?.attacked ?? true, k("attacked"));
      if (m.scenario === "harbour")
        a.bomb = await ask.choice(
          "  Bombs",
          ["hit", "near", "miss"] as const,
          was?.bomb ?? "miss",
          k("bomb"),
        );
    }
    if (p?.keepsakes.length)
      a.keepsakeUsed = await ask.yes(
        "  Did his keepsake take a bullet?",
        was?.keepsakeUsed ?? false,
        k("keepsake"),
      );
    if (p?.lucky)
      a.luckUsed = await ask.yes(
        "  Did he spend his luck in the fight?",
        was?.luckUsed ?? false,
        k("luck"),
      );
    a.spectacular = await ask.yes(
      "  Roll for a medal for a spectacular mission?",
      was?.spectacular ?? false,
      k("medal"),
    );
    try {
      checkAircraft(s, m, a);
      return a;
    } catch (e) {
      // The questions keep most slips out; whatever the rules still refuse is asked again.
      say(c.red(`  ${e instanceof Error ? e.message : String(e)} — again, please.`));
      ask.forget(`${id}.`);
    }
  }
}

/**
 * Kills and shares of the sides asked, never more than the enemy planes that
 * went down (`aircraft`: both sides' lines, those of a side not asked as it
 * reported them).
 */
async function askClaims(
  ask: Prompter,
  s: CampaignState,
  m: Mission,
  aircraft: AircraftReport[],
  sides: Side[],
  was: Map<string, AircraftReport>,
) {
  const sideOf = (a: AircraftReport): Side =>
    m.crews.axis.some((x) => x.pilot === a.pilot) ? "axis" : "british";
  for (const side of sides) {
    const mine = aircraft.filter((a) => sideOf(a) === side);
    const theirs = aircraft.filter((a) => sideOf(a) !== side);
    const down = theirs.filter(downed).length;
    if (down === 0) continue;
    say(
      c.bold(
        `${SIDE_NAME[side]} claims: ${count(down, "enemy plane")} went down (shot down, or left the table on fire)`,
      ),
    );
    let kills = 0;
    let shares = 0;
    for (const a of mine) {
      const room = down - kills - Math.ceil(shares / 2);
      const before = was.get(a.pilot);
      a.kills =
        room > 0
          ? await ask.int(
              `  ${nameOf(s, a.pilot)}: kills`,
              0,
              room,
              Math.min(before?.kills ?? 0, room),
              `${a.pilot}.kills`,
            )
          : 0;
      kills += a.kills;
      // A shared kill is shared by two airmen at least: two shares use up one plane.
      const shareRoom = Math.min(theirs.length, 2 * (down - kills) - shares);
      a.shares =
        shareRoom > 0
          ? await ask.int(
              `  ${nameOf(s, a.pilot)}: shared kills`,
              0,
              shareRoom,
              Math.min(before?.shares ?? 0, shareRoom),
              `${a.pilot}.shares`,
            )
          : 0;
      shares += a.shares;
    }
  }
}

/**
 * Asks the report of the sides given (by default both), each side's part on
 * its own: its aircraft, its claims, and for the attacker the targets. A side
 * not asked counts as it reported (`was`), whose lines are also the defaults
 * of a correction. The answers are kept as they come (see ReportDraft).
 */
export async function askReport(
  ask: Prompter,
  s: CampaignState,
  m: Mission,
  sides: Side[] = SIDES,
  was: Partial<Record<Side, Report>> = {},
): Promise<Partial<Record<Side, Report>>> {
  const before = new Map(
    SIDES.flatMap((side) => was[side]?.aircraft ?? []).map((a) => [a.pilot, a]),
  );
  const aircraft: AircraftReport[] = [];
  for (const side of SIDES)
    for (let i = 0; i < m.crews[side].length; i++) {
      const id = m.crews[side][i].pilot as string;
      const line = before.get(id);
      if (!sides.includes(side) && line) aircraft.push(line);
      else aircraft.push(await askFate(ask, s, m, side, i, line));
    }
  await askClaims(ask, s, m, aircraft, sides, before);
  const parts: Partial<Record<Side, Report>> = {};
  for (const side of sides) {
    const crew = new Set(m.crews[side].map((x) => x.pilot));
    parts[side] = { aircraft: aircraft.filter((a) => crew.has(a.pilot)) };
  }
  const r = parts[m.attacker];
  if (r) await askTargets(ask, m, r, was[m.attacker]);
  return parts;
}

/** The attacker's part: the damage on the targets. */
async function askTargets(ask: Prompter, m: Mission, r: Report, was?: Report) {
  if (m.scenario === "strafe")
    r.boatDamage = await ask.int("Damage points on the boats", 0, 999, was?.boatDamage, "boats");
  if (m.scenario === "airfield") {
    r.hangarDamage = await ask.int(
      "Damage points on the hangars",
      0,
      999,
      was?.hangarDamage,
      "hangars",
    );
    r.otherDamage = await ask.int(
      "Damage points on the other targets (not the AA post)",
      0,
      999,
      was?.otherDamage,
      "other",
    );
  }
  const ships = SHIPS[m.scenario];
  if (ships) {
    r.ships = [];
    for (const [i, ship] of ships.entries())
      r.ships.push({
        damage: await ask.int(
          `${ship}: bomb damage`,
          0,
          999,
          was?.ships?.[i]?.damage ?? 0,
          `ship${i}.damage`,
        ),
        sunk: await ask.yes(`${ship}: sunk?`, was?.ships?.[i]?.sunk ?? false, `ship${i}.sunk`),
      });
  }
}
