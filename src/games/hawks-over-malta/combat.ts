/** Fire, anti-aircraft fire, bombing and cloud drift: every roll through the engine's dice. */
import type { Dice } from "../../engine/dice.js";
import { clamp, describeModifiers, type Modifier, modifierTotal } from "../../engine/tables.js";
import { DIRS, inCloud, noteSightings, other } from "./board.js";
import {
  AA_DRM,
  AA_HITS,
  AA_KILL,
  AIRCRAFT,
  ALTITUDES,
  BOARD,
  BOMB_DRM,
  CHIT_DRM,
  CLOUD_ALTITUDE,
  CLOUD_DIRECTION,
  DRM,
  type Side,
  victoryPoints,
} from "./data.js";
import { say, squareName } from "./events.js";
import type { HawksState, Plane } from "./state.js";

/** Roll purposes about a plane in a cloud say so: the log hides them from a seat that may not see it. */
export const IN_A_CLOUD = " in a cloud";
export const FROM_A_CLOUD = " from a cloud";

/** Notes points scored, line by line, for the end of the game. */
/** The victory points this game plays to (a state stored under rules version 4 has no `points`). */
export const pointsOf = (s: HawksState) => victoryPoints(s.scenario, s.points ?? 4);

export function score(s: HawksState, side: Side, what: string, vp: number) {
  if (vp === 0) return;
  s.scored ??= [];
  s.scored.push({ side, what, vp });
}

export const label = (p: Plane) =>
  `${p.side === "british" ? "RAF" : "Italian"} ${AIRCRAFT[p.type].name} ${p.id}`;

/** 2D6 as two dice, so that doubles are seen; any double 6 or double 1 moves the clouds at once. */
function roll2d6(dice: Dice, purpose: string): { a: number; b: number; sum: number } {
  const a = dice.roll(6, `${purpose} (first die)`);
  const b = dice.roll(6, `${purpose} (second die)`);
  return { a, b, sum: a + b };
}

function afterRoll(s: HawksState, dice: Dice, r: { a: number; b: number }) {
  if (r.a === r.b && (r.a === 6 || r.a === 1)) driftClouds(s, dice, `double ${r.a}`);
}

export function driftClouds(s: HawksState, dice: Dice, why: string) {
  if (s.clouds.length === 0) return;
  // What each side saw just before the clouds moved is what it remembers of a plane they now hide.
  noteSightings(s);
  say(s, `A ${why}: the clouds drift`);
  s.clouds.forEach((c, i) => {
    const d = CLOUD_DIRECTION[dice.roll(6, `cloud ${i + 1}: drift direction`)];
    dice.note(d ? `drifts ${d}` : "stays");
    const up = CLOUD_ALTITUDE[dice.roll(6, `cloud ${i + 1}: drift in altitude`)];
    dice.note(up > 0 ? "rises" : up < 0 ? "sinks" : "holds its level");
    if (d) {
      c.x = clamp(c.x + DIRS[d][0], 0, BOARD.width - 1);
      c.y = clamp(c.y + DIRS[d][1], 0, BOARD.height - 1);
    }
    c.alt = clamp(c.alt + up, 1, ALTITUDES);
  });
}

function reveal(p: Plane, s: HawksState) {
  if (!p.chitShown && p.chit !== "none") {
    p.chitShown = true;
    say(s, `${label(p)} shows its special chit: ${p.chit.toUpperCase()}`, [p]);
  }
}

export function applyHit(s: HawksState, target: Plane, kill = false) {
  if (target.down) return;
  target.hits = kill ? 2 : target.hits + 1;
  if (target.hits >= 2) {
    target.down = true;
    const vp = pointsOf(s);
    const side = other(target.side);
    const points =
      target.side === "british"
        ? vp.britishPlaneDown
        : AIRCRAFT[target.type].role === "bomber"
          ? vp.axisBomberDown
          : vp.axisFighterDown;
    s.vp[side] += points;
    score(s, side, `${label(target)} shot down`, points);
    say(s, `${label(target)} is shot down`, [target]);
  } else say(s, `${label(target)} is hit`, [target]);
}

export function fireModifiers(s: HawksState, firer: Plane, target: Plane): Modifier[] {
  const mods: Modifier[] = [
    { label: "firer hit", value: firer.hits > 0 ? DRM.firerHit : 0 },
    {
      label: "against a bomber",
      value: AIRCRAFT[target.type].role === "bomber" ? DRM.againstBomber : 0,
    },
    { label: "target lower", value: target.alt < firer.alt ? DRM.againstLower : 0 },
    { label: "target higher", value: target.alt > firer.alt ? DRM.againstHigher : 0 },
    { label: "in clouds", value: inCloud(s, target) ? DRM.inClouds : 0 },
    { label: firer.chit.toUpperCase(), value: CHIT_DRM[firer.chit] },
    { label: "target LUCKY", value: target.chit === "lucky" ? -1 : 0 },
  ];
  return mods;
}

/**
 * One plane's shot with the modifiers given (worked out before any die of
 * the exchange is thrown): returns whether it hits (the hit is applied by the
 * caller, so two shots can be simultaneous).
 */
export function shoot(
  s: HawksState,
  dice: Dice,
  firer: Plane,
  target: Plane,
  mods: Modifier[] = fireModifiers(s, firer, target),
): boolean {
  if (firer.chit !== "none") reveal(firer, s);
  if (target.chit === "lucky") reveal(target, s);
  const r = roll2d6(dice, `${firer.id} fires at ${target.id}`);
  const total = r.sum + modifierTotal(mods);
  const need = AIRCRAFT[firer.type].hits;
  const hit = total >= need;
  dice.note(`${describeModifiers(r.sum, mods, total)}, needs ${need}: ${hit ? "hit" : "miss"}`);
  firer.fired = true;
  afterRoll(s, dice, r);
  return hit;
}

/**
 * An engagement: the attacker fires, and the target fires back if it may.
 * Ruling H2, both fire at once: both shots' modifiers are set before either
 * die is thrown, so a cloud that drifts on the first roll's double changes
 * neither, and both rolls are made before either hit lands.
 */
export function engage(s: HawksState, dice: Dice, attacker: Plane, target: Plane, mutual: boolean) {
  say(s, `${label(attacker)} attacks ${label(target)}${mutual ? "" : " as it passes"}`, [
    attacker,
    target,
  ]);
  const returns = mutual && !target.fired && !target.down;
  const outMods = fireModifiers(s, attacker, target);
  const backMods = returns ? fireModifiers(s, target, attacker) : [];
  const hitTarget = shoot(s, dice, attacker, target, outMods);
  const hitAttacker = returns ? shoot(s, dice, target, attacker, backMods) : false;
  if (!returns) say(s, `${label(target)} does not fire back`, [target]);
  if (hitTarget) applyHit(s, target);
  else say(s, `${label(attacker)} misses`, [attacker]);
  if (returns) {
    if (hitAttacker) applyHit(s, attacker);
    else say(s, `${label(target)} misses`, [target]);
  }
}

/** The AA phase: every chit fires at each plane in its square it may fire at. */
export function antiAircraft(s: HawksState, dice: Dice) {
  s.aa.forEach((gun, i) => {
    const onObjective = s.objectives.some((o) => o.x === gun.x && o.y === gun.y);
    for (const p of s.planes) {
      if (p.down || p.x !== gun.x || p.y !== gun.y) continue;
      if (p.side !== "axis" && !onObjective) continue;
      const need = AA_HITS[p.alt];
      if (need === null) continue;
      const mods: Modifier[] = [
        { label: "in clouds", value: inCloud(s, p) ? AA_DRM.inClouds : 0 },
        {
          label: "against a bomber",
          value: AIRCRAFT[p.type].role === "bomber" ? AA_DRM.againstBomber : 0,
        },
        { label: "target LUCKY", value: p.chit === "lucky" ? -1 : 0 },
      ];
      if (p.chit === "lucky") reveal(p, s);
      const r = roll2d6(dice, `AA ${i + 1} fires at ${p.id}${inCloud(s, p) ? IN_A_CLOUD : ""}`);
      const total = r.sum + modifierTotal(mods);
      const kill = r.sum === AA_KILL;
      const hit = kill || total >= need;
      dice.note(
        `${describeModifiers(r.sum, mods, total)}, needs ${need}: ${kill ? "12: shot down" : hit ? "hit" : "miss"}`,
      );
      afterRoll(s, dice, r);
      say(
        s,
        `AA ${i + 1} at ${squareName(gun.x, gun.y)} fires at ${label(p)}${onObjective && p.side === "british" ? " (friendly fire over the objective)" : ""}`,
        [p],
      );
      if (hit) applyHit(s, p, kill);
    }
  });
}

/** A bomber's run on the objective under it: 2D6 per bomb badge against its row for the altitude. */
export function bomb(s: HawksState, dice: Dice, bomber: Plane) {
  const spec = AIRCRAFT[bomber.type];
  const target = s.objectives.find((o) => o.x === bomber.x && o.y === bomber.y);
  if (!target || !spec.bombing) return;
  const need = spec.bombing[bomber.alt - 1];
  // Each badge's roll takes the modifiers as they stand then: a cloud that drifted on the first roll's double counts (or no longer counts) for the second.
  const modsNow = (): Modifier[] => [
    { label: "bomber hit", value: bomber.hits > 0 ? BOMB_DRM.bomberHit : 0 },
    { label: "in clouds", value: inCloud(s, bomber) ? BOMB_DRM.inClouds : 0 },
    { label: bomber.chit.toUpperCase(), value: CHIT_DRM[bomber.chit] },
  ];
  if (bomber.chit !== "none") reveal(bomber, s);
  bomber.bombed = true;
  const vp = pointsOf(s);
  for (let badge = 1; badge <= (spec.badges ?? 1); badge++) {
    const mods = modsNow();
    const r = roll2d6(
      dice,
      `${bomber.id} bombs${inCloud(s, bomber) ? FROM_A_CLOUD : ""} (badge ${badge})`,
    );
    const total = r.sum + modifierTotal(mods);
    const hit = total >= need;
    dice.note(
      `${describeModifiers(r.sum, mods, total)}, needs ${need} at altitude ${bomber.alt}: ${hit ? "hit" : "miss"}`,
    );
    afterRoll(s, dice, r);
    if (hit) {
      target.hits++;
      s.vp.axis += vp.bombHit;
      const at = squareName(target.x, target.y);
      score(s, "axis", `${label(bomber)} hits the objective at ${at}`, vp.bombHit);
      say(
        s,
        `${label(bomber)} hits the objective at ${at}`,
        [bomber],
        `The objective at ${at} is hit`,
      );
    } else say(s, `${label(bomber)} misses the objective`, [bomber]);
  }
}
