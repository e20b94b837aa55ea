/** A loaded bomber jettisons its bombs (the move's `jettison`), through the game. */
import { describe, expect, it } from "vitest";
import { placeOf } from "../flight/path.js";
import type { WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, bombing1916, plane, SEE, toMove } from "../test-game.js";
import { legalActions } from "../turn/actions.js";
import { parseAction } from "../turn/actions-parse.js";

const act = actWith(...SEE);

/** 1916, Allied 10 = Bombing: the Handley Page, far from its target, about to move. */
function bomberToMove(): { s: WvState; id: string } {
  const s0 = structuredClone(bombing1916());
  const hp = s0.planes.find((p) => p.type === "hp-o400") as WvState["planes"][0];
  hp.place = placeOf({ col: 2, level: 12 }, "E");
  hp.flight.half = 24;
  return { s: toMove(s0, act, hp.id), id: hp.id };
}

describe("jettisoning the bombs", () => {
  it("a loaded bomber may jettison its bombs with any move; then it carries none and drops none", () => {
    const { s, id } = bomberToMove();
    expect(plane(s, id).loaded).toBe(true);
    const legal = legalActions(s, "allies");
    expect(legal).toContainEqual({ type: "move", plane: id, move: "level", jettison: true });
    const t = act(
      s,
      "allies",
      parseAction({ type: "move", plane: id, move: "level", jettison: true }),
    );
    expect(plane(t, id).loaded).toBe(false);
    expect(t.events.some((e) => e === `${id} jettisons its bombs`)).toBe(true);
    expect(t.events.some((e) => / bombs the /.test(e))).toBe(false);
    expect(rules.view(t, "allies").planes.find((p) => p.id === id)?.loaded).toBe(false);
    // The original state is untouched.
    expect(plane(s, id).loaded).toBe(true);
  });

  it("a plane with no bombs cannot jettison: a clear error, nothing changed", () => {
    const { s, id } = bomberToMove();
    const fighter = s.planes.find(
      (p) => p.side === "allies" && p.id !== id,
    ) as WvState["planes"][0];
    expect(fighter.loaded).toBe(false);
    const t = structuredClone(s);
    plane(t, id).loaded = false;
    expect(() =>
      act(t, "allies", { type: "move", plane: id, move: "level", jettison: true }),
    ).toThrow(/carries no bombs to jettison/);
    expect(plane(t, id).loaded).toBe(false);
    expect(legalActions(t, "allies").some((a) => a.type === "move" && a.jettison)).toBe(false);
  });
});
