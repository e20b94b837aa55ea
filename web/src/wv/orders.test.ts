/**
 * The page's draft of sealed orders against the rules: choices made one at
 * a time on the page show what the server's view would show after the same
 * choices (throttles chosen, markers and shots no longer offered), and the
 * draft is settled exactly when the server says the side has nothing left.
 */
import { describe, expect, it } from "vitest";
import { nextUint32, seedRng } from "../../../src/engine/rng.js";
import type { SealedChoice, WvState } from "../../../src/games/winged-victory/game/state.js";
import { wingedVictory as rules } from "../../../src/games/winged-victory/rules.js";
import { SEEN } from "../../../src/games/winged-victory/spotting/order.js";
import {
  balloonBusting1917,
  facingFireStep,
  start,
} from "../../../src/games/winged-victory/test-game.js";
import { choiceWords, drafted, isSealedStep, settled, withChoice } from "./orders";

/** What the page offers and lists, to compare with the server's view. */
const offered = (v: ReturnType<typeof rules.view>) => ({
  actions: v.actions,
  throttles: v.throttles.map((t) => ({ plane: t.plane, chosen: t.chosen })),
  left: v.flakMarkers.left,
  options: v.flakMarkers.options,
  shots: v.shots.map((s) => `${s.plane}.${s.crew}.${s.target}`),
  named: v.namedShots,
});

/** Random choices one at a time, on the page and through the rules' draft, side by side. */
function walk(s0: WvState, seat: string, seed: number) {
  const sealed = rules.sealed;
  if (!sealed) throw new Error("sealed steps");
  const rng = seedRng(seed);
  const view0 = rules.view(s0, seat);
  let draft: SealedChoice[] = [];
  let server = s0;
  for (let k = 0; k < 20; k++) {
    const page = drafted(view0, draft);
    expect(offered(page)).toEqual(offered(rules.view(server, seat)));
    const a = page.actions[nextUint32(rng) % page.actions.length];
    expect(isSealedStep(page, a)).toBe(true);
    draft = withChoice(draft, a as SealedChoice);
    const next = sealed.draft(server, seat, a);
    server = next.state;
    expect(settled(drafted(view0, draft), draft)).toBe(next.done);
    if (next.done) return draft;
  }
  throw new Error("the draft never settles");
}

describe("sealed orders on the page", () => {
  it("the throttle step: the page's draft matches the rules' at every choice", () => {
    for (const seed of [1, 2, 3, 4])
      for (const seat of ["allies", "germans"]) {
        const draft = walk(start({ scenario: "two-on-two" }), seat, seed);
        expect(draft.filter((c) => c.type === "throttle").length).toBe(2);
      }
  });

  it("flak markers: one MegaHex each, as many as the side has", () => {
    // 1917: Allied roll 2 = Balloon Busting (the Germans fly CAP with 1 flak marker); they see A1.
    const s = balloonBusting1917();
    const n = s.planes.length;
    const a = s.planes.findIndex((p) => p.id === "A1");
    for (const [g, q] of s.planes.entries()) if (q.side === "germans") s.sight[g * n + a] = SEEN;
    expect(rules.view(s, "germans").flakMarkers.left).toBeGreaterThan(0);
    for (const seed of [1, 2, 3]) {
      const draft = walk(s, "germans", seed);
      expect(draft.filter((c) => c.type === "flak").length).toBe(
        rules.view(s, "germans").flakMarkers.left,
      );
    }
  });

  it("the fire step: shots then holding fire, or every shot", () => {
    const s = facingFireStep();
    const ends = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const draft = walk(s, "allies", seed);
      ends.add(draft[draft.length - 1].type);
    }
    expect([...ends].sort()).toEqual(["hold", "shoot"]);
    // A shot among the orders so far is named with the shooter's role and its burst.
    const view = rules.view(s, "allies");
    expect(choiceWords(view.shots[0].actions[1] as SealedChoice, view)).toBe(
      `${view.shots[0].plane} (${view.shots[0].role}) at ${view.shots[0].target}, long burst`,
    );
  });

  it("a throttle set again replaces the first; a move is not a sealed choice", () => {
    const t1: SealedChoice = { type: "throttle", plane: "A1", value: 2 };
    const t2: SealedChoice = { type: "throttle", plane: "A1", value: 4 };
    expect(withChoice([t1], t2)).toEqual([t2]);
    const view = rules.view(start({ scenario: "two-on-two" }), "allies");
    expect(isSealedStep(view, { type: "move", plane: "A1", move: "level" })).toBe(false);
    expect(isSealedStep(view, t1)).toBe(true);
  });
});
