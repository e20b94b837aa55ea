import { describe, expect, it } from "vitest";
import { createMatch } from "../../engine/match.js";
import { advise, best, type Estimate, rollout, tiedWith } from "./advisor.js";
import { newFastState, toFast } from "./fast.js";
import { maltaConvoy } from "./rules.js";
import { convoy } from "./test-helpers.js";

const start = (seed: number) => createMatch(maltaConvoy, {}, { mode: "seeded", seed }).state;

function estimate(option: Estimate["option"], mean: number, versus: number[], margins: number[]) {
  return {
    option,
    mean,
    margin: 0.3,
    gain: versus[0],
    gainMargin: margins[0],
    versus,
    versusMargin: margins,
    rollouts: 1000,
  } satisfies Estimate;
}

describe("Malta Convoy advisor", () => {
  it("compares the choices on the same dice: a difference is far sharper than either mean", () => {
    for (const seed of [12, 13, 14]) {
      const est = advise(start(seed), 2000);
      expect(est.map((e) => e.option)).toEqual([null, "decoy", "split", "evade", "screen"]);
      for (const e of est.slice(1)) {
        const apart = Math.hypot(est[0].margin, e.margin);
        expect(e.gainMargin).toBeLessThan(0.6 * apart);
      }
    }
  });

  it("gives each turn of a rollout the same dice whatever was chosen before it", () => {
    // Six turns of friendly waters: Split (1D6 turns) is over before the enemy can come, so it
    // changes nothing, and on the same dice every rollout ends exactly as with no option. Were
    // its length rolled on the turns' own dice, every later roll would shift and the games part.
    const s = toFast(convoy({ turn: 0, friendly: 6, coverTurn: null }));
    for (let key = 1; key <= 300; key++) {
      const none = newFastState();
      const split = newFastState();
      none.set(s);
      split.set(s);
      expect(rollout(split, 1, key)).toBe(rollout(none, -1, key));
    }
    // And a choice that does change the game (Evade: a longer journey) does part them.
    let parted = 0;
    for (let key = 1; key <= 300; key++) {
      const none = newFastState();
      const evade = newFastState();
      none.set(s);
      evade.set(s);
      if (rollout(evade, 2, key) !== rollout(none, -1, key)) parted++;
    }
    expect(parted).toBeGreaterThan(30);
    expect(advise(start(21), 500)).toEqual(advise(start(21), 500));
  });

  it("picks an option only when its gain is a standard error clear of nothing, and says which choices it cannot tell apart at 95%", () => {
    const none = estimate(null, 90, [0, 0.5, 2], [0, 0.2, 0.3]);
    const evade = estimate("evade", 89.5, [-0.5, 0, 1.5], [0.2, 0, 0.3]);
    const decoy = estimate("decoy", 88, [-2, -1.5, 0], [0.3, 0.3, 0]);
    expect(best([none, evade, decoy])).toBe(none);
    expect(tiedWith([none, evade, decoy], none)).toEqual([]);

    const close = estimate("evade", 90.1, [0.1, 0, 2.1], [0.2, 0, 0.3]);
    const noneClose = estimate(null, 90, [0, -0.1, 2], [0, 0.2, 0.3]);
    expect(best([noneClose, close, decoy])).toBe(noneClose);
    expect(tiedWith([noneClose, close, decoy], noneClose)).toEqual([close]);

    // A gain of 0.15 with a 95% margin of 0.2: 1.47 standard errors, so taken, but not told apart from no option.
    const likely = estimate("evade", 90.15, [0.15, 0, 2.15], [0.2, 0, 0.3]);
    const noneShort = estimate(null, 90, [0, -0.15, 2], [0, 0.2, 0.3]);
    expect(best([noneShort, likely, decoy])).toBe(likely);
    expect(tiedWith([noneShort, likely, decoy], likely)).toEqual([noneShort]);

    const clear = estimate("evade", 91, [1, 0, 3], [0.2, 0, 0.3]);
    const noneBehind = estimate(null, 90, [0, -1, 2], [0, 0.2, 0.3]);
    expect(best([noneBehind, clear, decoy])).toBe(clear);
    expect(tiedWith([noneBehind, clear, decoy], clear)).toEqual([]);
  });
});
