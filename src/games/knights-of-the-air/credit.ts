/**
 * Who gets the credit for a plane brought down. Damage is dealt in the
 * order the text sets: balloons and ground targets first, then aces with
 * Quick Shot, then every other plane from the nearest outwards, all of one
 * shooter's cards before the next; the shooter whose card brings the damage
 * to the plane's total gets the kill.
 */
import { RuleError } from "../../engine/errors.js";
import type { KillClaim, Shot } from "./state.js";

export const AA = ["balloon", "ground"] as const;
const isAA = (by: string) => (AA as readonly string[]).includes(by);

export interface Credit {
  /** The airman credited, or null (anti-aircraft fire, or no one). */
  by: string | null;
  /** A kill (Pilot Points and ace count) or a chase off the table (points only). */
  kind: "kill" | "chase" | "none";
  text: string;
}

/** The shots in the order their cards are dealt. */
export function damageOrder(shots: readonly Shot[], quickShot: (by: string) => boolean): Shot[] {
  const rank = (s: Shot) => (isAA(s.by) ? 0 : quickShot(s.by) ? 1 : 2);
  return shots
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.s.distance - b.s.distance || a.i - b.i)
    .map((x) => x.s);
}

/**
 * The credit for one claim; `name` turns an airman's id into his name for
 * the text (ids are kept where none is given).
 */
export function creditFor(
  claim: KillClaim,
  claimant: string,
  quickShot: (by: string) => boolean,
  name: (id: string) => string = (id) => id,
): Credit {
  switch (claim.how) {
    case "shot": {
      const shots = claim.shots ?? [];
      if (shots.length === 0)
        throw new RuleError("a kill by shooting needs the shooters of that phase");
      const before = claim.damageBefore ?? 0;
      const total = claim.toDestroy;
      if (total === undefined || total < 1)
        throw new RuleError("a kill by shooting needs the plane's damage points");
      if (before >= total) throw new RuleError("the plane was already down before that phase");
      let damage = before;
      for (const s of damageOrder(shots, quickShot)) {
        damage += s.damage;
        if (damage >= total) {
          if (isAA(s.by))
            return {
              by: null,
              kind: "none",
              text: `the ${s.by === "balloon" ? "balloon's gun" : "ground fire"} dealt the last damage: no pilot is credited`,
            };
          return {
            by: s.by,
            kind: "kill",
            text:
              shots.length === 1
                ? `${name(s.by)} was the only one firing at it`
                : `${name(s.by)} dealt the damage that brought it to its ${total} damage points`,
          };
        }
      }
      throw new RuleError(
        `the damage reported (${damage} of ${total}) does not bring the plane down in that phase`,
      );
    }
    case "fire":
    case "structure": {
      const what = claim.how === "fire" ? "fire" : "structural damage";
      if (claim.lastFullTurn)
        return {
          by: null,
          kind: "none",
          text: `downed by ${what} in the last full turn: no credit`,
        };
      if (!claim.setBy)
        return { by: null, kind: "none", text: `downed by ${what} no enemy caused: no credit` };
      return {
        by: claim.setBy,
        kind: "kill",
        text: `downed by ${what} ${name(claim.setBy)} caused`,
      };
    }
    case "chased":
      if (!claim.shotLastTwoTurns)
        return {
          by: null,
          kind: "none",
          text: "chased off the table by someone who had not fired at it in the last two turns: no credit",
        };
      return { by: claimant, kind: "chase", text: `chased off the table by ${name(claimant)}` };
  }
}
