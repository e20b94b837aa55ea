/**
 * Steps of a game for the game's tests, through the rules contract: scripted
 * dice for the spotting and the order of movement, setting every throttle,
 * flying level up to a plane's move.
 */
import { scriptedDice } from "../../engine/dice.js";
import { byPurpose, type Want } from "./dice/scripted.js";
import type { WvAction, WvState } from "./game/state.js";
import { wingedVictory as rules } from "./rules.js";
import { SEEN } from "./spotting/order.js";

export type Rule = [RegExp, Want];
export type Act = (s: WvState, seat: string, a: WvAction) => WvState;

/** Every Spotting Test shows `icon`; the Allies win the order of movement. */
export const sightAndOrder = (icon: number): Rule[] => [
  [/looks for/, { icon }],
  [/order of movement: Allies/, 1],
  [/order of movement: Germans/, 2],
];

/** Spotting Tests that see (icon 2), the Allies first in the order of movement. */
export const SEE = sightAndOrder(2);

/** The game's act on dice answered by `dice` (a step's own rules first). */
export const actWith =
  (...dice: Rule[]) =>
  (s: WvState, seat: string, a: WvAction, ...more: Rule[]) =>
    rules.act(s, seat, a, byPurpose(...more, ...dice));

export const start = (options: unknown) =>
  rules.setup(rules.parseOptions(options), scriptedDice([]));

/** A generated mission's weather rolls for a clear sky (d20: 1) and no sun (d6: 6). */
export const CLEAR_SKY_ROLLS: Rule[] = [
  [/^weather: the sky/, 1],
  [/^weather: the sun/, 6],
];

/** A generated 1916 mission whose Allied roll is 10, Bombing (a Handley Page and a fighter), under a clear sky. */
export const bombing1916 = (options: Record<string, unknown> = {}) =>
  rules.setup(
    rules.parseOptions({ scenario: "mission", year: 1916, ...options }),
    byPurpose([/Allied mission/, 10], [/German mission/, 1], [/which/, 1], ...CLEAR_SKY_ROLLS),
  );

/** A generated 1917 mission whose Allied roll is 2, Balloon Busting (the Germans fly CAP with 1 flak marker), under a clear sky: a copy to edit. */
export const balloonBusting1917 = () =>
  structuredClone(
    rules.setup(
      rules.parseOptions({ scenario: "mission", year: 1917 }),
      byPurpose([/Allied mission/, 2], [/which/, 1], ...CLEAR_SKY_ROLLS),
    ),
  );

/**
 * Two on two in the fire step: each Allied plane faces a German one 2 Hexes
 * off, every plane seen by every other; each side has two shots to name.
 */
export function facingFireStep(): WvState {
  const s = structuredClone(start({ scenario: "two-on-two" }));
  const a1 = plane(s, "A1");
  plane(s, "A2").place = { ...a1.place, half: a1.place.half + 2 };
  plane(s, "G1").place = { ...a1.place, x4: a1.place.x4 + 8, heading: "W" };
  plane(s, "G2").place = { ...plane(s, "G1").place, half: a1.place.half + 2 };
  s.sight.fill(SEEN);
  for (const p of s.planes) p.flown = "level";
  s.phase = {
    kind: "fire",
    ready: { allies: false, germans: false },
    idle: { allies: false, germans: false },
  };
  return s;
}

export const plane = (s: WvState, id: string) =>
  s.planes.find((p) => p.id === id) as WvState["planes"][0];

/** The lowest throttle setting open. */
export const lowest = (choices: number[]) => Math.min(...choices);

/** Both sides set every throttle, to the setting `pick` takes (full throttle unless told). */
export function setThrottles(
  s: WvState,
  act: Act,
  pick: (choices: number[]) => number = (c) => Math.max(...c),
): WvState {
  let st = s;
  for (const seat of ["allies", "germans"])
    for (;;) {
      const t = rules.view(st, seat).throttles.find((x) => x.chosen === null);
      if (!t) break;
      st = act(st, seat, { type: "throttle", plane: t.plane, value: pick(t.choices) });
    }
  return st;
}

/** Every plane before `until` flies level (every plane still to move, without one). */
export function flyLevel(s: WvState, act: Act, until: string | null = null): WvState {
  let st = s;
  while (st.phase.kind === "move" && st.phase.order[st.phase.next] !== until) {
    const m = st.phase.order[st.phase.next];
    st = act(st, plane(st, m).side, { type: "move", plane: m, move: "level" });
  }
  return st;
}

/** Full throttle for every plane, then each plane before `id` flies level: `id` is to move. */
export const toMove = (s: WvState, act: Act, id: string) => flyLevel(setThrottles(s, act), act, id);

/** Both sides hold their fire until the fire step is over. */
export function holdFire(s: WvState, act: Act): WvState {
  let st = s;
  while (st.phase.kind === "fire") {
    const seat = st.phase.ready.allies ? "germans" : "allies";
    st = act(st, seat, { type: "hold" });
  }
  return st;
}
