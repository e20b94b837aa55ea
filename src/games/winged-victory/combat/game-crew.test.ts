/**
 * The crew through the game: a wounded pilot still fires (as a recruit) and
 * still tries to clear his jammed gun; a wounded gunner does neither.
 */
import { describe, expect, it } from "vitest";
import { HIT1, PASS } from "../dice/alea.js";
import { byPurpose, type Want } from "../dice/scripted.js";
import type { WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, holdFire, plane, SEE, setThrottles, start } from "../test-game.js";

const act = actWith(...SEE);

/** Turning fight, both planes still (speed 2), the Strutter 2 Hexes behind the Dr.I; all fly level. */
function levelTurn(edit: (s: WvState) => void, ...dice: [RegExp, Want][]) {
  const s = structuredClone(start({ scenario: "turning-fight" }));
  plane(s, "A1").flight.speed = 2;
  plane(s, "G1").flight.speed = 2;
  edit(s);
  const rolls: string[] = [];
  let t = setThrottles(s, act);
  while (t.phase.kind === "move") {
    const m = t.phase.order[t.phase.next];
    const d = byPurpose(...dice, ...SEE);
    t = rules.act(t, plane(t, m).side, { type: "move", plane: m, move: "level" }, d);
    rolls.push(...d.rolls.map((r) => r.purpose));
  }
  return { t, rolls };
}

describe("a wounded pilot", () => {
  it("still fires, with the recruit's die", () => {
    const shot = (health: "healthy" | "wounded") => {
      const { t } = levelTurn((s) => {
        plane(s, "A1").damage.crew[0] = health;
        plane(s, "A1").skill = "expert";
      });
      return rules.view(t, "allies").shots.find((x) => x.plane === "A1" && x.crew === 0);
    };
    expect(shot("healthy")?.modifiers.map((m) => m.label)).not.toContain("recruit firer");
    const wounded = shot("wounded");
    expect(wounded).toBeDefined();
    expect(wounded?.modifiers.map((m) => m.label)).toContain("recruit firer");
  });

  it("fires through the game and his hit lands", () => {
    const { t } = levelTurn((s) => {
      plane(s, "A1").damage.crew[0] = "wounded";
    });
    const hit: [RegExp, Want][] = [
      [/fires at G1/, { result: HIT1 }],
      [/hit location/, 7],
    ];
    let u = act(
      t,
      "allies",
      { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false },
      ...hit,
    );
    u = holdFire(u, (x, seat, a) => act(x, seat, a, ...hit));
    expect(plane(u, "G1").damage.structure).toBeGreaterThan(0);
  });

  it("tries to clear his jammed gun (on the recruit's grey die) and clears it", () => {
    const { t, rolls } = levelTurn(
      (s) => {
        plane(s, "A1").damage.crew[0] = "wounded";
        plane(s, "A1").jammed[0] = true;
      },
      [/jammed gun/, { icon: PASS }],
    );
    expect(rolls.filter((r) => /jammed gun/.test(r))).toHaveLength(1);
    expect(plane(t, "A1").jammed[0]).toBe(false);
  });

  it("a wounded gunner neither fires nor tries his jam; a dead pilot neither", () => {
    const { t, rolls } = levelTurn(
      (s) => {
        plane(s, "A1").damage.crew[1] = "wounded";
        plane(s, "A1").jammed[1] = true;
      },
      [/jammed gun/, { icon: PASS }],
    );
    expect(rolls.filter((r) => /jammed gun/.test(r))).toHaveLength(0);
    expect(plane(t, "A1").jammed[1]).toBe(true);
    expect(rules.view(t, "allies").shots.some((x) => x.plane === "A1" && x.crew === 1)).toBe(false);
  });
});
