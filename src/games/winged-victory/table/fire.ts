/**
 * Fire at the table: who may fire at whom, and with which die. With typed
 * positions the engine finds each shot (forward guns on the line ahead,
 * gunners inside their templates) and its range and aspect; without them the
 * players say the range and the aspect they see on the board. Either way the
 * die is the weapon's, stepped by the engine's modifiers (skill, range,
 * aspect, long burst, the target's jink, barrel roll or falling leaf, and the
 * optional target size).
 */
import { RuleError } from "../../../engine/errors.js";
import type { Aspect } from "../board/grid.js";
import { fireChoices } from "../combat/choices.js";
import {
  type Evasion,
  mayFireAmmo,
  mayFireDuring,
  type Placed,
  type ShotInput,
  shotBetween,
  shotDie,
  shotModifiers,
} from "../combat/combat.js";
import { destroyed, effectiveSkill, mayFireCrew } from "../combat/damage.js";
import { DEFAULT_COMBAT_TABLES as T } from "../combat/data.js";
import { colourIndex } from "../dice/alea.js";
import { type Box, boxOf, DEFAULT_BOX } from "../game/printed.js";
import { planeOf } from "../game/state.js";
import { placedOf } from "../turn/fire.js";
import { inPlay, sees } from "./base.js";
import type { NamedShot, TableAction, TablePlane, TableState } from "./state.js";

export const ASPECTS: readonly Aspect[] = ["front", "beam", "rear"];
const EVASION: Record<number, Evasion> = { 0: "none", [-1]: "jink", [-2]: "barrel-roll" };

/**
 * The target's evasion as flown: its −2 is a falling leaf's when it is in
 * one (the manoeuvre, or still out of control in it), else a barrel roll's.
 */
export const evasionOf = (q: TablePlane): Evasion =>
  q.evasion === -2 && q.flight.outOfControl === "falling-leaf"
    ? "falling-leaf"
    : (EVASION[q.evasion] ?? "none");

/** Where a plane stands for fire: where time froze it, during a Time Freezing's fire. */
const placed = (p: TablePlane): Placed => placedOf(p);

/** What the manoeuvre flown leaves free to fire, in the engine's words. */
const manoeuvreOf = (p: TablePlane) =>
  !p.pilotFires && !p.gunnersFire ? "stall" : !p.pilotFires ? "jink" : "level";

/** Whether crew member `crew` of `p` may fire this turn (and has not named a shot yet). */
export function mayFire(s: TableState, p: TablePlane, crew: number): boolean {
  const w = planeOf(p.type).crew[crew]?.weapon;
  const ammo = p.ammo[crew];
  if (!w || !ammo || !inPlay(p) || destroyed(p.damage)) return false;
  if (p.jammed[crew] || !mayFireCrew(p.damage, crew) || !mayFireAmmo(w, ammo)) return false;
  // Once a turn: in a Time Freezing's fire or at the end.
  if (p.fired[crew]) return false;
  const free = mayFireDuring(manoeuvreOf(p));
  if (!(crew === 0 ? free.pilot : free.gunners)) return false;
  return !s.shots.some((x) => x.plane === p.id && x.crew === crew);
}

/** The farthest a crew member's weapon reaches, in Hexes. */
export function reachOf(p: TablePlane, crew: number): number {
  return planeOf(p.type).crew[crew]?.weapon?.template?.range ?? T.forwardRange;
}

/** A shot the players may name now; `range` 0 where they must say it (no positions). */
export interface ShotChoice {
  plane: string;
  crew: number;
  target: string;
  range: number;
  aspect: Aspect | null;
  /** With positions: the die for a short and a long burst, the weapon's die and the modifiers. */
  dice: {
    die: string;
    longDie: string;
    baseDie: string;
    modifiers: { label: string; value: number }[];
  } | null;
}

/** Every shot open now. */
export function shotChoices(s: TableState): ShotChoice[] {
  const { tables: T } = boxOf(s.options);
  if (s.phase.kind !== "fire") return [];
  const out: ShotChoice[] = [];
  const enemies = (p: TablePlane) =>
    s.planes.filter((q) => q.side !== p.side && inPlay(q) && !destroyed(q.damage));
  for (const p of s.planes) {
    const crews = planeOf(p.type)
      .crew.map((_, c) => c)
      .filter((c) => mayFire(s, p, c));
    if (crews.length === 0) continue;
    const foes = enemies(p);
    if (!s.options.positions) {
      for (const crew of crews)
        for (const q of foes)
          out.push({ plane: p.id, crew, target: q.id, range: 0, aspect: null, dice: null });
      continue;
    }
    const choices = fireChoices(
      T,
      {
        plane: planeOf(p.type),
        damage: p.damage,
        at: placed(p),
        ammo: p.ammo,
        jammed: p.jammed,
        manoeuvre: manoeuvreOf(p),
        bombAimer: -1,
      },
      foes.map((q) => ({ at: placed(q), destroyed: false, seen: sees(s, p, q) })),
    );
    for (const c of choices) {
      if (!crews.includes(c.crew)) continue;
      const input = inputFor(s, p, c.crew, foes[c.target], false) as ShotInput;
      const long = inputFor(s, p, c.crew, foes[c.target], true) as ShotInput;
      const short = dieFor(input, boxOf(s.options));
      out.push({
        plane: p.id,
        crew: c.crew,
        target: foes[c.target].id,
        range: c.range,
        aspect: input.aspect,
        dice: { ...short, longDie: dieFor(long, boxOf(s.options)).die },
      });
    }
  }
  return out;
}

/** The shot's input from the positions, or from the range and aspect the players give. */
function inputFor(
  s: TableState,
  p: TablePlane,
  crew: number,
  q: TablePlane,
  longBurst: boolean,
  stated?: { range: number; aspect: Aspect },
): ShotInput | null {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  const w = planeOf(p.type).crew[crew].weapon;
  if (!w) return null;
  const skill = effectiveSkill(p.skill, p.damage);
  const evasion = evasionOf(q);
  const size = s.rules.targetSize ? planeOf(q.type).size : 0;
  if (!stated)
    return shotBetween(ALEA, T, w, skill, placed(p), placed(q), longBurst, evasion, size);
  return {
    die: colourIndex(ALEA, w.die),
    skill: w.template ? "expert" : skill,
    range: stated.range,
    aspect: stated.aspect,
    longBurst,
    evasion,
    size,
  };
}

/** The die (colour) and its modifiers for a shot, as the view and the log show them. */
export function dieFor(input: ShotInput, box: Box = DEFAULT_BOX) {
  const { alea: ALEA, tables: T } = box;
  return {
    die: ALEA.names[shotDie(ALEA, T, input)],
    baseDie: ALEA.names[input.die],
    // "target in falling-leaf" said as players say it: "target in falling leaf".
    modifiers: shotModifiers(T, input).map((m) => ({
      label: m.label.replace(
        /^target in (\S+)$/,
        (_, k: string) => `target in ${k.replace(/-/g, " ")}`,
      ),
      value: m.value,
    })),
  };
}

/**
 * The die a stated shot is thrown with (no positions): the page shows it
 * while the players pick the range and the aspect.
 */
export function statedDie(
  s: TableState,
  plane: string,
  crew: number,
  target: string,
  longBurst: boolean,
  range: number,
  aspect: Aspect,
) {
  const p = s.planes.find((x) => x.id === plane);
  const q = s.planes.find((x) => x.id === target);
  if (!p || !q) return null;
  const input = inputFor(s, p, crew, q, longBurst, { range, aspect });
  return input ? dieFor(input, boxOf(s.options)) : null;
}

/** A shot named by the players, checked: who fires, at what, with which die. */
export function nameShot(s: TableState, a: Extract<TableAction, { type: "shoot" }>): NamedShot {
  const { tables: T } = boxOf(s.options);
  const p = s.planes.find((x) => x.id === a.plane);
  const q = s.planes.find((x) => x.id === a.target);
  if (!p) throw new RuleError(`there is no plane ${a.plane}`);
  if (!q) throw new RuleError(`there is no plane ${a.target}`);
  const member = planeOf(p.type).crew[a.crew];
  if (!member) throw new RuleError(`${p.id} has no crew member ${a.crew + 1}`);
  if (!mayFire(s, p, a.crew))
    throw new RuleError(`${p.id}'s ${member.role} cannot fire now (${whyNot(s, p, a.crew)})`);
  if (q.side === p.side || !inPlay(q) || destroyed(q.damage))
    throw new RuleError(`${q.id} is not an enemy plane in the fight`);
  if (!sees(s, p, q)) throw new RuleError(`${p.id}'s pilot has not spotted ${q.id} this turn`);
  let input: ShotInput | null;
  if (s.options.positions) {
    if (a.range !== undefined || a.aspect !== undefined)
      throw new RuleError("the positions are typed: the range and the aspect come from them");
    input = inputFor(s, p, a.crew, q, a.longBurst);
    if (!input)
      throw new RuleError(
        `${q.id} is out of reach of ${p.id}'s ${member.role} (forward guns: the line ahead, up to ${T.forwardRange} Hexes; gunners: inside the template)`,
      );
  } else {
    const reach = reachOf(p, a.crew);
    if (a.range === undefined || a.aspect === undefined)
      throw new RuleError(
        "say the range in Hexes and the aspect (front, beam or rear) of the shot",
      );
    if (a.range < 1 || a.range > reach)
      throw new RuleError(`${p.id}'s ${member.role} reaches 1 to ${reach} Hexes, not ${a.range}`);
    input = inputFor(s, p, a.crew, q, a.longBurst, { range: a.range, aspect: a.aspect });
  }
  const shot = input as ShotInput;
  return {
    plane: p.id,
    crew: a.crew,
    role: member.role,
    target: q.id,
    longBurst: a.longBurst,
    range: shot.range,
    aspect: shot.aspect,
    input: shot,
    ...dieFor(shot, boxOf(s.options)),
  };
}

function whyNot(s: TableState, p: TablePlane, crew: number): string {
  const w = planeOf(p.type).crew[crew].weapon;
  const ammo = p.ammo[crew];
  if (!w || !ammo) return "no weapon";
  if (!inPlay(p) || destroyed(p.damage)) return "the plane is out of the fight";
  if (s.shots.some((x) => x.plane === p.id && x.crew === crew)) return "a shot is named already";
  if (p.fired[crew]) return "he has fired this turn already";
  if (p.jammed[crew]) return "the gun is jammed";
  if (!mayFireCrew(p.damage, crew)) return `he is ${p.damage.crew[crew]}`;
  if (ammo.needsReload) return "the weapon must be reloaded (a turn of level flight)";
  if (!mayFireAmmo(w, ammo)) return "out of ammunition";
  return `not during a ${p.flown || "manoeuvre like this one"}`;
}
