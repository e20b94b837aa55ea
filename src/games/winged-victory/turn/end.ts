/**
 * Winged Victory: the end of a turn (a fire's last attack, observation) and
 * of the game (planes counted where they are, missions judged).
 */
import type { Dice } from "../../../engine/dice.js";
import { destroyed, fireAtTurnEnd, pilotKilled } from "../combat/damage.js";
import { levelOfFlight } from "../flight/types.js";
import { boxOf } from "../game/printed.js";
import { planeOf, SIDES, type Side, type WvState } from "../game/state.js";
import { hexOfPlane, LOG, retire } from "../game/state-plane.js";
import {
  type MissionId,
  missionResults,
  missionShortfalls as shortfalls,
} from "../missions/missions.js";

export function endOfTurn(s: WvState, dice: Dice): void {
  const { alea: ALEA } = boxOf(s.options);
  for (const p of s.planes) {
    if (p.fate !== null) continue;
    if (p.damage.onFire) {
      fireAtTurnEnd(ALEA, planeOf(p.type), p.damage, dice, s.options.rules, p.id);
      if (destroyed(p.damage)) retire(s, p, "downed", "burns and breaks up");
    }
  }
  for (const side of SIDES) {
    const tally = s.tallies[side];
    tally.turnsFlown = s.turn;
    const observing = s.planes.some(
      (p) =>
        p.side === side &&
        p.fate === null &&
        !pilotKilled(p.damage) &&
        planeOf(p.type).code === "R" &&
        levelOfFlight(p.flight) <= 10 &&
        (side === "allies" ? hexOfPlane(p).col > s.front : hexOfPlane(p).col < s.front),
    );
    if (observing) tally.observeTurns += 1;
  }
  const fighting = (side: Side) =>
    s.planes.some((p) => p.side === side && p.fate === null && !pilotKilled(p.damage));
  if (s.turn >= s.lastTurn || !fighting("allies") || !fighting("germans")) finish(s);
}

/** The end of the game: planes still flying are counted where they are; missions are judged. */
function finish(s: WvState): void {
  for (const p of s.planes)
    if (p.fate === null && pilotKilled(p.damage))
      retire(s, p, "downed", "goes down with its pilot dead");
  const inFight = (side: Side) => s.planes.some((p) => p.side === side && p.fate === null);
  for (const side of SIDES) {
    s.tallies[side].enemyGone = !inFight(side === "allies" ? "germans" : "allies");
    const own = (col: number) => (side === "allies" ? col < s.front : col > s.front);
    const aloft = s.planes.filter((p) => p.side === side && p.fate === null);
    const kind = s.missions ? missionRequirement(s, side) : "";
    // Defending counts planes over the own side; a patrol, those over the front line or past it.
    s.tallies[side].planesAloftAtEnd = aloft.filter((p) =>
      kind === "defend"
        ? own(hexOfPlane(p).col)
        : kind === "patrol"
          ? !own(hexOfPlane(p).col)
          : true,
    ).length;
    if (aloft.some((p) => own(hexOfPlane(p).col))) s.tallies[side].cameHome = true;
  }
  s.phase = { kind: "over" };
  if (!LOG.quiet) s.events.push("the game is over");
}

function missionRequirement(s: WvState, side: Side): string {
  return s.missions ? kindOf(s, s.missions[side]) : "";
}

const kindOf = (s: WvState, id: MissionId) => boxOf(s.options).briefings[id].requirement.kind;

/** Whether each side accomplished its mission (null without missions). */
export function missionsDone(s: WvState): Record<Side, boolean> | null {
  return s.missions ? missionResults(s.missions, s.tallies, boxOf(s.options).briefings) : null;
}

/** What each side's failed mission lacked (null for one accomplished; null without missions). */
export function missionShortfalls(s: WvState): Record<Side, string | null> | null {
  const done = missionsDone(s);
  return s.missions && done
    ? shortfalls(s.missions, s.tallies, done, boxOf(s.options).briefings)
    : null;
}
