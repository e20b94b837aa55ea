/** Knights of the Air: pilots — registering, who may fly, leading aces, medals, ace abilities. */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import type { Typed } from "./cards.js";
import {
  ABILITY_INFO,
  type Ability,
  ACE_KILLS,
  PILOT_ONLY,
  type Role,
  SERVICE_NAME,
  SERVICE_SIDE,
  type Service,
  SIDE_NAME,
  type Side,
  START_HEALTH,
  type Year,
} from "./facts.js";
import { afterGain, regain, toughness } from "./health.js";
import { LEADING_ACE_LEVELS } from "./missions.js";
import type { Plane } from "./planes.js";
import type { CampaignState, Pilot, Player } from "./state.js";

export function pilotOf(s: CampaignState, id: string): Pilot {
  const p = s.pilots.find((x) => x.id === id);
  if (!p) throw new RuleError(`there is no airman ${id}`);
  return p;
}

export function playerOf(s: CampaignState, id: string): Player {
  const p = s.players.find((x) => x.id === id);
  if (!p) throw new RuleError(`there is no player ${id}`);
  return p;
}

export const STATUS_LABEL: Record<Pilot["status"], string> = {
  active: "fit to fly",
  retired: "retired (no health left)",
  killed: "killed",
  captured: "prisoner of war",
};

/** Refuses an airman who cannot fly (dead, captured, retired) with the reason. */
export function mustFly(p: Pilot): void {
  if (p.status !== "active")
    throw new RuleError(`${p.name} (${p.id}) cannot fly: ${STATUS_LABEL[p.status]}`);
}

export function register(
  s: CampaignState,
  player: Player,
  name: string,
  service: Service,
  role: Role,
): Pilot {
  if (SERVICE_SIDE[service] !== player.side)
    throw new RuleError(
      `${player.name} flies for the ${SIDE_NAME[player.side]}; the ${SERVICE_NAME[service]} is on the other side`,
    );
  const p: Pilot = {
    id: `K${s.nextPilot++}`,
    name,
    player: player.id,
    side: player.side,
    service,
    role,
    health: START_HEALTH,
    maxHealth: START_HEALTH,
    points: 0,
    peak: 0,
    kills: 0,
    sorties: 0,
    medals: [],
    abilities: [],
    owed: 0,
    status: "active",
    left: null,
    log: [],
  };
  s.pilots.push(p);
  return p;
}

/** An ace: five kills or more. */
export const isAce = (p: Pilot) => p.kills >= ACE_KILLS;

/**
 * The side's leading ace (ruling K11): of its fit pilots who are aces, the
 * one with the most kills, then the most points, then the earliest
 * registered. A side without an ace has none, and so no early upgrade.
 */
export function leadingAce(s: CampaignState, side: Side): Pilot | null {
  let best: Pilot | null = null;
  for (const p of s.pilots) {
    if (p.side !== side || p.role !== "pilot" || p.status !== "active" || !isAce(p)) continue;
    if (!best || p.kills > best.kills || (p.kills === best.kills && p.points > best.points))
      best = p;
  }
  return best;
}

/** The latest year of planes a pilot may fly now (the leading ace's early upgrade included). */
export function planeYear(s: CampaignState, p: Pilot, campaignSortie: boolean): Year {
  let year = s.year;
  if (campaignSortie && leadingAce(s, p.side)?.id === p.id) {
    for (const [y, level] of Object.entries(LEADING_ACE_LEVELS))
      if (s.level === level && Number(y) > year) year = Number(y) as Year;
  }
  return year;
}

/**
 * Why a pilot may not fly a plane of `year` early where the leading ace may:
 * who his side's leading ace is, or that it has none. Null elsewhere.
 */
export function earlyUpgradeNote(s: CampaignState, side: Side, year: Year): string | null {
  const level = LEADING_ACE_LEVELS[year as keyof typeof LEADING_ACE_LEVELS];
  if (level === undefined || s.level !== level || year <= s.year) return null;
  const ace = leadingAce(s, side);
  return ace
    ? `in Mission ${level} only the ${SIDE_NAME[side]}' leading ace, ${ace.name} (${ace.kills} kills), flies ${year} planes`
    : `in Mission ${level} only a side's leading ace flies ${year} planes, and the ${SIDE_NAME[side]} have no ace (${ACE_KILLS} kills)`;
}

export function planeOf(s: CampaignState, id: string): Plane {
  const plane = s.tables.planes.find((x) => x.id === id);
  if (!plane) throw new RuleError(`there is no plane ${id} on the plane list`);
  return plane;
}

/** Abilities an airman may still choose. */
export function abilityOptions(p: Pilot): Ability[] {
  return (Object.keys(ABILITY_INFO) as Ability[]).filter(
    (a) => !p.abilities.includes(a) && (p.role === "pilot" || !PILOT_ONLY.includes(a)),
  );
}

/** Abilities owed for kills: one at ace, another at each further five. */
export function checkAce(p: Pilot): number {
  const earned = Math.floor(p.kills / ACE_KILLS);
  const had = p.abilities.length + p.owed;
  const more = Math.max(0, Math.min(earned, 11) - had);
  p.owed += more;
  return more;
}

export function chooseAbility(
  p: Pilot,
  ability: Ability,
  decks: CampaignState["tables"]["decks"],
  dice: Dice,
  typed: Typed,
): string {
  if (p.owed < 1) throw new RuleError(`${p.name} has no ace ability to choose`);
  if (!abilityOptions(p).includes(ability))
    throw new RuleError(
      p.abilities.includes(ability)
        ? `${p.name} already has ${ABILITY_INFO[ability].name}`
        : `${ABILITY_INFO[ability].name} is for pilots only`,
    );
  p.abilities.push(ability);
  p.owed--;
  if (ability !== "toughness") return `chooses ${ABILITY_INFO[ability].name}`;
  const t = toughness(decks, dice, typed, p.name);
  p.health += t.gain;
  p.maxHealth += t.gain;
  return `chooses Toughness: draws ${t.cards.join(", ")}, +${t.gain} health (now ${p.health})`;
}

/** Awards every medal of his service whose requirements he now meets; a health card for each. */
export function awardMedals(
  s: CampaignState,
  p: Pilot,
  sortie: number | null,
  dice: Dice,
  typed: Typed,
): string[] {
  const notes: string[] = [];
  if (p.status !== "active") return notes;
  for (const m of s.tables.medals[p.service] ?? []) {
    if (p.medals.some((x) => x.medal === m.id)) continue;
    if (p.points < m.points || p.kills < (m.kills ?? 0) || s.year < (m.from ?? 1916)) continue;
    p.medals.push({ medal: m.id, name: m.name, points: p.points, sortie });
    const g = regain(s.tables.decks, 1, dice, typed, `health with the ${m.name} for ${p.name}`);
    const before = p.health;
    p.health = afterGain(p.health, g.gain);
    notes.push(`awarded the ${m.name}: draws ${g.cards.join(", ")}, +${p.health - before} health`);
  }
  return notes;
}

/** Sets the pilot's points, keeping the highest total he ever held. */
export function addPoints(p: Pilot, n: number): void {
  p.points = Math.max(0, p.points + n);
  p.peak = Math.max(p.peak, p.points);
}
