/**
 * The after-action report in the terminal: each aircraft's fate, then the
 * kills each side may claim against what went down, then the mission's own
 * results. Every answer is checked as it is given (ranges that follow from
 * the earlier answers and the rules' own checks); a slip is asked again.
 */
import { SCENARIOS, SIDE_NAME, SIDES, type Side } from "../games/wings-over-malta/data.js";
import { checkAircraft, checkReport } from "../games/wings-over-malta/report-check.js";
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

/** One aircraft's fate: wounds, shot down or not, damage, where it went; keys under `id.`. */
async function askFate(
  ask: Prompter,
  s: CampaignState,
  m: Mission,
  side: Side,
  slotIndex: number,
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
    a.wounds = await ask.int("  Wounds in the fight", 0, 3 - start, 0, k("wounds"));
    const total = start + a.wounds;
    if (total >= 3) {
      say(c.yellow("  Three wounds: killed in the fight."));
      a.shotDown = true;
    } else if (total === 2) {
      say(c.yellow("  Two wounds: incapacitated, his plane crashes (no baling out)."));
      a.shotDown = true;
      a.escape = "nurse";
    } else a.shotDown = await ask.yes("  Shot down?", false, k("down"));
    if (total < 3) {
      a.fire = await ask.yes("  On fire?", false, k("fire"));
      a.engine = await ask.yes("  Engine damage?", false, k("engine"));
      a.overHalf = await ask.yes("  More than half damage?", false, k("half"));
    }
    if (a.shotDown && total < 3) {
      if (!a.escape) {
        a.height = await ask.int(
          `  Floor plus altitude when shot down (the floor is ${floor})`,
          floor,
          floor + 20,
          floor + 3,
          k("height"),
        );
        if (a.height >= 3)
          a.escape = await ask.choice(
            "  Bale out or nurse the wreck down?",
            ["bale", "nurse"] as const,
            "nurse",
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
        undefined,
        k("came"),
      );
    } else if (!a.shotDown) {
      const left = await ask.choice(
        "  Left the table?",
        ["no", "own", "other"] as const,
        "no",
        k("left"),
      );
      a.left = left === "own" ? "own-edge" : left === "other" ? "other-edge" : "no";
    }
    if (slot.aircraft === m.bomber && side === m.attacker) {
      a.attacked = await ask.yes("  Made its attack run?", true, k("attacked"));
      if (m.scenario === "harbour")
        a.bomb = await ask.choice("  Bombs", ["hit", "near", "miss"] as const, "miss", k("bomb"));
    }
    if (p?.keepsakes.length)
      a.keepsakeUsed = await ask.yes("  Did his keepsake take a bullet?", false, k("keepsake"));
    if (p?.lucky)
      a.luckUsed = await ask.yes("  Did he spend his luck in the fight?", false, k("luck"));
    a.spectacular = await ask.yes(
      "  Roll for a medal for a spectacular mission?",
      false,
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

/** Kills and shares, side by side, never more than the enemy planes that went down. */
async function askClaims(ask: Prompter, s: CampaignState, m: Mission, aircraft: AircraftReport[]) {
  const sideOf = (a: AircraftReport): Side =>
    m.crews.axis.some((x) => x.pilot === a.pilot) ? "axis" : "british";
  for (const side of SIDES) {
    const mine = aircraft.filter((a) => sideOf(a) === side);
    const theirs = aircraft.filter((a) => sideOf(a) !== side);
    const down = theirs.filter(downed).length;
    if (down === 0) continue;
    say(
      c.bold(
        `${SIDE_NAME[side]} claims: ${down} enemy plane${down > 1 ? "s" : ""} went down (shot down, or left the table on fire)`,
      ),
    );
    let kills = 0;
    let shares = 0;
    for (const a of mine) {
      const room = down - kills - Math.ceil(shares / 2);
      a.kills =
        room > 0
          ? await ask.int(`  ${nameOf(s, a.pilot)}: kills`, 0, room, 0, `${a.pilot}.kills`)
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
              0,
              `${a.pilot}.shares`,
            )
          : 0;
      shares += a.shares;
    }
  }
}

/** Asks the whole report; the answers are kept as they come (see ReportDraft). */
export async function askReport(ask: Prompter, s: CampaignState, m: Mission): Promise<Report> {
  const aircraft: AircraftReport[] = [];
  for (const side of SIDES)
    for (let i = 0; i < m.crews[side].length; i++) aircraft.push(await askFate(ask, s, m, side, i));
  await askClaims(ask, s, m, aircraft);
  const r: Report = { aircraft };
  if (m.scenario === "strafe")
    r.boatDamage = await ask.int("Damage points on the boats", 0, 999, undefined, "boats");
  if (m.scenario === "airfield") {
    r.hangarDamage = await ask.int("Damage points on the hangars", 0, 999, undefined, "hangars");
    r.otherDamage = await ask.int(
      "Damage points on the other targets (not the AA post)",
      0,
      999,
      undefined,
      "other",
    );
  }
  const ships = SHIPS[m.scenario];
  if (ships) {
    r.ships = [];
    for (const [i, ship] of ships.entries())
      r.ships.push({
        damage: await ask.int(`${ship}: bomb damage`, 0, 999, 0, `ship${i}.damage`),
        sunk: await ask.yes(`${ship}: sunk?`, false, `ship${i}.sunk`),
      });
  }
  checkReport(s, m, r);
  return r;
}
