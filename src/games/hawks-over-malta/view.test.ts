/** No hidden information reaches another seat: checked on every state of many random games. */
import { describe, expect, it } from "vitest";
import { createMatch, play } from "../../engine/match.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import { seenBy } from "./board.js";
import { randomBot } from "./bots.js";
import { type ChitKind, SIDES, type Side } from "./data.js";
import { hawksOverMalta } from "./rules.js";
import type { HawksState } from "./state.js";
import { redactSetup, toAct } from "./view.js";

const OTHER_CHIT: Record<ChitKind, ChitKind> = {
  ace: "green",
  green: "lucky",
  lucky: "none",
  none: "ace",
};

/** The same position with everything `viewer` may not know changed. */
function withOtherSecrets(s: HawksState, viewer: Side | null): HawksState {
  const v = structuredClone(s);
  for (const p of v.planes) if (p.side !== viewer && !p.chitShown) p.chit = OTHER_CHIT[p.chit];
  for (const side of SIDES) {
    const order = v.secretOrders[side];
    if (side !== viewer && order) v.secretOrders[side] = [...order].reverse();
  }
  return v;
}

describe("hidden information", () => {
  it("never shows a seat the other side's secrets, in any state of 8 random games per scenario", () => {
    for (const scenario of [1, 2, 3, 4]) {
      for (let g = 0; g < 8; g++) {
        const seed = gameSeed(100 + scenario, g);
        const rng = seedRng(seed);
        let m = createMatch(hawksOverMalta, { scenario }, { mode: "seeded", seed });
        for (const viewer of ["axis", "british"] as const) {
          const setup = redactSetup(m.setupRolls, viewer).filter((r) =>
            /special chit/.test(r.purpose),
          );
          for (const r of setup) {
            const own = r.purpose.startsWith(viewer === "axis" ? "Axis" : "RAF");
            expect(r.result === "secret").toBe(!own);
          }
        }
        while (!hawksOverMalta.outcome(m.state)) {
          for (const viewer of ["axis", "british", null] as const) {
            const view = hawksOverMalta.view(m.state, viewer);
            expect(hawksOverMalta.view(withOtherSecrets(m.state, viewer), viewer)).toEqual(view);
            const shown = new Set(view.planes.map((p) => p.id));
            for (const p of m.state.planes) {
              if (p.down || p.side === viewer) continue;
              const visible = seenBy(
                m.state,
                viewer ?? (p.side === "axis" ? "british" : "axis"),
                p,
              );
              expect(shown.has(p.id)).toBe(visible);
            }
            for (const p of view.planes)
              if (p.side !== viewer && !m.state.planes.find((q) => q.id === p.id)?.chitShown)
                expect(p.chit).toBe("hidden");
          }
          const side = toAct(m.state)[0];
          m = play(hawksOverMalta, m, side, randomBot(m.state, side, rng));
          const last = m.entries[m.entries.length - 1];
          const other = side === "axis" ? "british" : "axis";
          const seen = hawksOverMalta.visibleEntry?.(last, other);
          if (last.action.type === "priorities")
            expect(seen?.action).toEqual({ type: "priorities", order: [] });
          // A step is named to the other side only when neither end of it is in a cloud.
          if (last.action.type === "step")
            expect(seen?.action).toEqual(
              last.action.cloud === false ? last.action : { type: "secret" },
            );
        }
      }
    }
  }, 600000);
});
