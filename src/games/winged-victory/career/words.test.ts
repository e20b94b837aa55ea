/**
 * The career in players' words: orders set by the enemy's red mission say
 * why (not the squadron's own roll); counts read "1 claim", "2 claims";
 * a blank squadron name is refused, saying so, never replaced.
 */
import { describe, expect, it } from "vitest";
import { BRIEFINGS } from "../missions/missions.js";
import { describe as describeAction } from "./actions.js";
import { wingedVictoryCareer as rules } from "./rules.js";
import { newCareer } from "./test-helpers.js";
import { ordersWhy } from "./view.js";

const blank = { accomplished: true, planes: [], fled: [] };
const claim = { by: "a1", enemy: 0, fate: "downed", where: "own" } as const;

describe("the career's words", () => {
  it("says why the orders differ from the squadron's roll: the enemy's red mission set them", () => {
    const allies = newCareer();
    // The Allies rolled (say) a Patrol, then the Germans a red Strategic Bombing: the orders are a Scramble.
    const why = ordersWhy(allies, BRIEFINGS.scramble, BRIEFINGS["strategic-bombing"]);
    expect(why).toBe(
      "The Germans' mission, Strategic Bombing, is a red one: it sets the squadron's orders to its counterpart, Scramble, whatever the squadron's own roll gave (the log shows both rolls).",
    );
    // A German squadron's orders set by the Allies' red mission were given without a roll of its own.
    const jasta = newCareer({ corps: "luftstreitkrafte" });
    expect(ordersWhy(jasta, BRIEFINGS.cap, BRIEFINGS["balloon-busting"])).toMatch(
      /^The Allies' mission, Balloon Busting, is a red one: .* CAP \/ Defensive Patrol, without a roll of the squadron's own\.$/,
    );
    // Orders that are the roll's own say nothing.
    expect(ordersWhy(allies, BRIEFINGS.patrol, BRIEFINGS.cap)).toBeNull();
    expect(ordersWhy(allies, BRIEFINGS["strategic-bombing"], BRIEFINGS.scramble)).toBeNull();
  });

  it("counts claims in words", () => {
    expect(describeAction({ type: "report", report: { ...blank, claims: [claim] } })).toBe(
      "After-action report: mission accomplished, 1 claim",
    );
    expect(describeAction({ type: "report", report: { ...blank, claims: [claim, claim] } })).toBe(
      "After-action report: mission accomplished, 2 claims",
    );
    expect(describeAction({ type: "report", report: { ...blank, claims: [] } })).toBe(
      "After-action report: mission accomplished, 0 claims",
    );
  });

  it("refuses a blank squadron name, saying so", () => {
    expect(() => rules.parseOptions({ squadron: "   " })).toThrow(/squadron needs a name/);
    expect(rules.parseOptions({ squadron: " No. 56 Squadron " }).squadron).toBe("No. 56 Squadron");
  });
});
