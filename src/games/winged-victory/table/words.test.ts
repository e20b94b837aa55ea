/**
 * The companion in players' words: a shot at a plane in a falling leaf names
 * the falling leaf (not a barrel roll) with its −2; a move's manoeuvre is said
 * once in its line.
 */
import { describe, expect, it } from "vitest";
import { evasionOf } from "./fire.js";
import { wingedVictoryTable as R } from "./rules.js";
import type { TablePlane } from "./state.js";
import { act, NO_DICE, TAIL_CHASE } from "./test-table.js";
import { sayOnce } from "./words.js";

describe("the companion's words", () => {
  it("says a move's manoeuvre once", () => {
    expect(sayOnce("A1 flies falling leaf (falling leaf): speed 5 → 5 → 2, to level 11")).toBe(
      "A1 flies falling leaf: speed 5 → 5 → 2, to level 11",
    );
    expect(sayOnce("A1 flies barrel roll (Handling Test, barrel roll): speed 5")).toBe(
      "A1 flies barrel roll (Handling Test): speed 5",
    );
    expect(sayOnce("A1 flies level: speed 5 → 5 → 5")).toBe("A1 flies level: speed 5 → 5 → 5");
    expect(sayOnce("G1 sees A1")).toBe("G1 sees A1");
  });

  it("tells a falling leaf's evasion from a barrel roll's", () => {
    const q = (evasion: number, outOfControl: string | null) =>
      ({ evasion, flight: { outOfControl } }) as unknown as TablePlane;
    expect(evasionOf(q(-2, "falling-leaf"))).toBe("falling-leaf");
    expect(evasionOf(q(-2, null))).toBe("barrel-roll");
    expect(evasionOf(q(-1, null))).toBe("jink");
    expect(evasionOf(q(0, "stall"))).toBe("none");
  });

  it("names the target's falling leaf in a named shot's modifiers, and says the move once in the log", () => {
    let s = act(R.setup(R.parseOptions({ ...TAIL_CHASE, positions: false }), NO_DICE), {
      type: "order",
    });
    s = act(s, { type: "roll", die: "d6", face: "5" });
    s = act(s, { type: "roll", die: "d6", face: "2" });
    s = act(s, { type: "move", plane: "G1", move: "falling-leaf" });
    expect(s.events.find((e) => e.startsWith("G1 flies"))).toMatch(/^G1 flies falling leaf: /);
    s = act(s, { type: "move", plane: "A1", move: "level" });
    const shot = { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: true } as const;
    s = act(s, { ...shot, range: 2, aspect: "rear" });
    const named = R.view(s, "table").named.find((x) => x.plane === "A1" && x.target === "G1");
    const labels = named?.modifiers.map((m) => `${m.label} ${m.value}`) ?? [];
    expect(labels).toContain("target in falling leaf -2");
    expect(labels.join()).not.toMatch(/barrel/);
  });
});
