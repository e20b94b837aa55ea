/**
 * Malta Convoy, the plain rules path: readable, logs every roll with its
 * purpose and result. The simulator's fast path (fast.ts) must agree with
 * this module roll for roll; a test checks it.
 */
import type { Entry, Outcome, Rules, View } from "../../engine/contract.js";
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { describeModifiers, type Modifier, modifierTotal, rollOn } from "../../engine/tables.js";
import { count, withArticle } from "../../engine/words.js";
import {
  ATTACK,
  BASE_INTERCEPTIONS,
  COMPOSITION,
  CONTACT,
  COVER_ESCORT_BASE,
  COVER_LEAVES_ON,
  type ContactResult,
  ENEMY,
  FORCE_MIN,
  INTERCEPT_ON,
  JOURNEY_BASE,
  OPTION_DURATION_SIDES,
  OPTION_EFFECTS,
  OPTIONS,
  type OptionName,
  SECOND_DAMAGE_SINKS_ON,
  SHIP_NAMES,
  SHIP_TYPES,
  type ShipType,
  TARGET,
} from "./data.js";
import { type Score, score } from "./score.js";
import { afloat, type ConvoyAction, type ConvoyState, type Fleet } from "./state.js";

export const SEAT = "player";

export type ConvoyOptions = Record<string, never>;

export interface ConvoyView extends View<ConvoyAction> {
  state: ConvoyState;
  /** The turn about to be played (turn + 1), or the last one when the game is over. */
  nextTurn: number;
  /** The turn on which the covering force check is (or was) made. */
  halfwayTurn: number;
  score: Score;
  over: boolean;
}

const name = (type: ShipType, n: number) =>
  n === 1 ? SHIP_NAMES[type].one : SHIP_NAMES[type].many;

function cloneState(s: ConvoyState): ConvoyState {
  const ships = {} as Record<ShipType, Fleet>;
  for (const t of SHIP_TYPES) ships[t] = { ...s.ships[t] };
  return {
    ...s,
    ships,
    active: s.active ? { ...s.active } : null,
    taken: s.taken.map((o) => ({ ...o })),
    events: [],
  };
}

export function isOver(s: ConvoyState): boolean {
  return s.turn >= s.length;
}

/** The first turn t with 2t ≥ L (R3). */
export function halfwayTurn(s: ConvoyState): number {
  return s.coverTurn ?? Math.ceil(s.length / 2);
}

export function allowedOptions(s: ConvoyState): OptionName[] {
  if (isOver(s) || s.active) return [];
  return OPTIONS.filter((o) => !s.taken.some((t) => t.option === o));
}

function setup(_options: ConvoyOptions, dice: Dice): ConvoyState {
  const ships = {} as Record<ShipType, Fleet>;
  for (const t of SHIP_TYPES) ships[t] = { start: 0, intact: 0, damaged: 0, sunk: 0, departed: 0 };
  for (const c of COMPOSITION) {
    let n = 0;
    for (let i = 0; i < c.dice; i++) {
      const label = c.dice > 1 ? ` (die ${i + 1} of ${c.dice})` : "";
      n += dice.roll(c.sides, `convoy: ${SHIP_NAMES[c.type].many}${label}`);
    }
    n *= c.times;
    dice.note(`${n} ${name(c.type, n)}`);
    ships[c.type].start = n;
    ships[c.type].intact = n;
  }
  const length = JOURNEY_BASE + dice.roll(6, "length of journey");
  dice.note(`${length} turns`);
  const friendly = dice.roll(6, "friendly waters");
  dice.note(`turns 1–${friendly} are safe`);
  return {
    ships,
    length,
    friendly,
    turn: 0,
    coverTurn: null,
    carried: 0,
    active: null,
    taken: [],
    interceptions: 0,
    raids: 0,
    events: [],
  };
}

function effect(s: ConvoyState, key: "target" | "interceptions" | "force" | "contact" | "attack") {
  return s.active ? OPTION_EFFECTS[s.active.option][key] : 0;
}

function optionModifier(s: ConvoyState, key: Parameters<typeof effect>[1]): Modifier {
  return { label: s.active ? OPTION_EFFECTS[s.active.option].title : "", value: effect(s, key) };
}

function declare(s: ConvoyState, option: OptionName, t: number, dice: Dice) {
  if (!allowedOptions(s).includes(option)) {
    if (s.taken.some((o) => o.option === option)) {
      throw new RuleError(`${OPTION_EFFECTS[option].title} has already been used on this trip`);
    }
    throw new RuleError(
      `${OPTION_EFFECTS[option].title} cannot be taken while ${OPTION_EFFECTS[s.active?.option ?? option].title} is active`,
    );
  }
  const fx = OPTION_EFFECTS[option];
  const duration = dice.roll(OPTION_DURATION_SIDES, `${fx.title}: how many turns`);
  dice.note(count(duration, "turn"));
  s.active = { option, turnsLeft: duration };
  const taken = { option, turn: t, duration } as ConvoyState["taken"][number];
  s.events.push(`${fx.title} taken for ${count(duration, "turn")}: ${fx.summary}`);
  if (fx.lengthen > 0) {
    const added = dice.roll(fx.lengthen, `${fx.title}: turns added to the journey`);
    s.length += added;
    taken.added = added;
    dice.note(`journey now ${s.length} turns`);
    s.events.push(`The journey grows by ${added} to ${s.length} turns`);
  }
  s.taken.push(taken);
}

/** Takes `n` warships away with a departing carrier: destroyers first, undamaged first (R3). */
function escortLeaves(s: ConvoyState, n: number): string[] {
  const left: string[] = [];
  for (const type of ["destroyer", "cruiser"] as const) {
    const f = s.ships[type];
    let k = 0;
    while (n > 0 && afloat(f) > 0) {
      if (f.intact > 0) f.intact--;
      else f.damaged--;
      f.departed++;
      n--;
      k++;
    }
    if (k > 0) left.push(`${k} ${name(type, k)}`);
  }
  return left;
}

function coveringForce(s: ConvoyState, t: number, dice: Dice) {
  s.coverTurn = t;
  const carriers = s.ships.carrier;
  // Carriers are rolled for undamaged first, then damaged (our ruling C1).
  const order: ("intact" | "damaged")[] = [
    ...Array<"intact">(carriers.intact).fill("intact"),
    ...Array<"damaged">(carriers.damaged).fill("damaged"),
  ];
  if (order.length === 0) {
    s.events.push("Halfway: no carrier is left to return with the covering force");
    return;
  }
  order.forEach((kind, i) => {
    const label = `covering force: does carrier ${i + 1} of ${order.length}${kind === "damaged" ? " (damaged)" : ""} return?`;
    const r = dice.roll(6, label);
    if (r < COVER_LEAVES_ON) {
      dice.note(`${r}: stays with the convoy`);
      s.events.push(`Halfway: a ${kind === "damaged" ? "damaged " : ""}carrier stays`);
      return;
    }
    dice.note(`${r}: returns to base`);
    const escort = COVER_ESCORT_BASE + dice.roll(6, "covering force: warships going with it");
    dice.note(`${escort} warships`);
    carriers[kind]--;
    carriers.departed++;
    const went = escortLeaves(s, escort);
    s.events.push(
      `Halfway: a ${kind === "damaged" ? "damaged " : ""}carrier returns to base with ${went.length ? went.join(" and ") : "no warships (none left)"}`,
    );
  });
}

function sinkOne(f: Fleet, preferDamaged: boolean) {
  if (preferDamaged ? f.damaged === 0 : f.intact > 0) f.intact--;
  else f.damaged--;
  f.sunk++;
}

function hit(s: ConvoyState, kind: "damaged" | "destroyed", type: ShipType, dice: Dice): string {
  const f = s.ships[type];
  const one = SHIP_NAMES[type].one;
  if (afloat(f) === 0) return `no ${one} is left with the convoy: no effect`;
  if (kind === "destroyed") {
    const wasDamaged = f.intact === 0;
    sinkOne(f, false);
    return `${wasDamaged ? "a damaged" : "an undamaged"} ${one} is sunk`;
  }
  if (f.damaged === 0) {
    f.intact--;
    f.damaged++;
    return `${withArticle(one)} is damaged`;
  }
  const r = dice.roll(6, `second damage on ${withArticle(one)}: is the damaged ship sunk?`);
  if (r <= SECOND_DAMAGE_SINKS_ON) {
    dice.note(`${r}: hit again and sunk`);
    sinkOne(f, true);
    return `the damaged ${one} is hit again and sunk`;
  }
  if (f.intact === 0) {
    dice.note(`${r}: no undamaged ${one} to damage`);
    return `no undamaged ${one} left to damage: no effect`;
  }
  dice.note(`${r}: another ${one} damaged`);
  f.intact--;
  f.damaged++;
  return `another ${one} is damaged`;
}

function enemyAttack(s: ConvoyState, contact: Modifier, dice: Dice) {
  s.raids++;
  const enemy = rollOn(dice, ENEMY, "enemy force: which type").result;
  const forceMods: Modifier[] = [
    contact,
    { label: enemy.name, value: enemy.force },
    optionModifier(s, "force"),
  ];
  const forceRoll = dice.roll(6, "enemy force: size");
  const raw = forceRoll + modifierTotal(forceMods);
  let force = Math.max(FORCE_MIN, raw);
  dice.note(
    `${describeModifiers(forceRoll, forceMods, raw)}${raw < FORCE_MIN ? ` (at least ${FORCE_MIN})` : ""} → force ${force}`,
  );

  const ic = s.ships.cruiser;
  const id = s.ships.destroyer;
  const rolls = Math.max(
    0,
    BASE_INTERCEPTIONS +
      afloat(s.ships.carrier) -
      (afloat(ic) === 0 ? 1 : 0) -
      (afloat(id) === 0 ? 1 : 0) +
      effect(s, "interceptions"),
  );
  let caught = 0;
  for (let i = 0; i < rolls; i++) {
    const r = dice.roll(6, `interception ${i + 1} of ${rolls}`);
    if (r === INTERCEPT_ON) {
      caught++;
      force = Math.max(0, force - 1);
      dice.note(`${r}: intercepted, force now ${force}`);
    } else dice.note(`${r}: no interception`);
  }
  s.interceptions += caught;
  s.events.push(
    `${enemy.name} attacks with force ${force + caught}${caught ? `; ${count(caught, "interception")} ${caught === 1 ? "brings" : "bring"} it to ${force}` : ""}`,
  );

  const attackMods: Modifier[] = [
    { label: enemy.name, value: enemy.attack },
    optionModifier(s, "attack"),
  ];
  const targetMods: Modifier[] = [optionModifier(s, "target")];
  for (let i = 0; i < force; i++) {
    const attack = rollOn(dice, ATTACK, `attack ${i + 1} of ${force}`, attackMods).result;
    if (attack === "miss") {
      s.events.push(`Attack ${i + 1}: miss`);
      continue;
    }
    const read = rollOn(dice, TARGET, `attack ${i + 1}: target`, targetMods);
    let type = read.result;
    if (type === "carrier" && afloat(s.ships.carrier) === 0) {
      type = "cargo";
      dice.note(`${read.total} → aircraft carrier, none left: cargo ship`);
    }
    s.events.push(`Attack ${i + 1}: ${ATTACK.label(attack)} — ${hit(s, attack, type, dice)}`);
  }
}

/** A contact roll that brings no attack, told with what it means for next turn. */
function quietContact(r: ContactResult): string {
  if (r.nextRoll < 0)
    return `${r.name}: the enemy misses the convoy, and next turn's contact roll is −${-r.nextRoll}`;
  if (r.nextRoll > 0)
    return `${r.name}: an enemy scout shadows the convoy; no attack this turn, but next turn's contact roll is +${r.nextRoll}`;
  return `${r.name}: the enemy does not find the convoy`;
}

function contactModifiers(s: ConvoyState): Modifier[] {
  return [
    { label: s.carried < 0 ? "Dumb Luck last turn" : "reconnaissance last turn", value: s.carried },
    optionModifier(s, "contact"),
  ];
}

function act(state: ConvoyState, seat: string, action: ConvoyAction, dice: Dice): ConvoyState {
  if (seat !== SEAT) throw new RuleError("Malta Convoy has one seat: player");
  if (isOver(state)) throw new RuleError("the convoy has reached the end of its journey");
  const s = cloneState(state);
  const t = s.turn + 1;
  if (action.option) declare(s, action.option, t, dice);
  if (s.coverTurn === null && 2 * t >= s.length) coveringForce(s, t, dice);
  if (t <= s.friendly) {
    s.events.push("Friendly waters: no contact");
  } else {
    const read = rollOn(dice, CONTACT, "contact", contactModifiers(s));
    s.carried = read.result.nextRoll;
    if (read.result.attack) {
      enemyAttack(s, { label: read.result.name, value: read.result.force }, dice);
    } else {
      s.events.push(quietContact(read.result));
    }
  }
  if (s.active) {
    s.active.turnsLeft--;
    if (s.active.turnsLeft === 0) {
      s.events.push(`${OPTION_EFFECTS[s.active.option].title} ends`);
      s.active = null;
    }
  }
  s.turn = t;
  if (isOver(s)) s.events.push("The convoy reaches the end of its journey");
  return s;
}

function view(state: ConvoyState, seat: string | null): ConvoyView {
  const over = isOver(state);
  const actions: ConvoyAction[] =
    over || seat !== SEAT
      ? []
      : [
          { type: "turn", option: null },
          ...allowedOptions(state).map((option) => ({ type: "turn" as const, option })),
        ];
  return {
    seat,
    actions,
    state,
    nextTurn: over ? state.turn : state.turn + 1,
    halfwayTurn: halfwayTurn(state),
    score: score(state.ships, state.interceptions),
    over,
  };
}

function outcome(state: ConvoyState): Outcome | null {
  if (!isOver(state)) return null;
  const { total } = score(state.ships, state.interceptions);
  return { winners: [SEAT], scores: { [SEAT]: total }, summary: `Final score ${total}` };
}

function parseAction(input: unknown): ConvoyAction {
  if (
    typeof input !== "object" ||
    input === null ||
    (input as { type?: unknown }).type !== "turn"
  ) {
    throw new RuleError(
      'a Malta Convoy action is { "type": "turn", "option": null | option name }',
    );
  }
  const option = (input as { option?: unknown }).option ?? null;
  if (option !== null && !OPTIONS.includes(option as OptionName)) {
    throw new RuleError(`unknown option "${String(option)}": choose one of ${OPTIONS.join(", ")}`);
  }
  return { type: "turn", option: option as OptionName | null };
}

function parseOptions(input: unknown): ConvoyOptions {
  if (input === undefined || input === null) return {};
  if (typeof input !== "object" || Array.isArray(input) || Object.keys(input).length > 0) {
    throw new RuleError("Malta Convoy takes no set-up options");
  }
  return {};
}

export const maltaConvoy: Rules<ConvoyState, ConvoyAction, ConvoyOptions, ConvoyView> = {
  id: "malta-convoy",
  title: "Malta Convoy",
  version: 1,
  seats: () => [SEAT],
  parseOptions,
  parseAction,
  setup,
  view,
  act,
  outcome,
  // Solo play against the dice: with Sortie's dice a turn that rolled is final (no peeking
  // at the contact roll, no buying a re-roll); with dice rolled at the table, a typed value
  // may be put right, as the player rolls again anyway.
  undoable: (entry: Entry<ConvoyAction>, dice) => dice === "manual" || entry.rolls.length === 0,
  // A trip is at most about 30 turns; the rest is room for turns taken back on typed-in dice.
  limits: { entries: 1000, logBytes: 256 * 1024 },
  describe: (a) =>
    a.option ? `Take ${OPTION_EFFECTS[a.option].title}, play the turn` : "Play the turn",
};
