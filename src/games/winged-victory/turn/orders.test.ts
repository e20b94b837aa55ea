/**
 * Sealed orders: a side's choices of a step both sides take at once
 * (throttles and flak; shots and holding fire) sent as one action. They do
 * what the same choices one at a time do, they must settle the side's whole
 * step, and the other seat reads one line whatever they hold, so it learns
 * neither what nor how many until the step is over. Scripted dice.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../engine/errors.js";
import { createMatch, play, recordOf, replay } from "../../../engine/match.js";
import { nextUint32, seedRng } from "../../../engine/rng.js";
import type { SealedChoice, WvAction, WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, facingFireStep, SEE, setThrottles, start } from "../test-game.js";

const act = actWith(...SEE);
const HIDDEN = "hands in its orders for the step (hidden)";

/** What `seat` reads of action number `index`, `a` by `by`, in state `s`. */
const read = (s: WvState, by: string, a: WvAction, index: number, seat: string | null) =>
  rules.describe(
    (
      rules.visibleEntry?.({ seat: by, action: a, rolls: [] }, seat, { state: s, index }) ?? {
        action: a,
      }
    ).action,
  );

const throttles = (s: WvState, seat: string, pick: (c: number[]) => number): SealedChoice[] =>
  rules
    .view(s, seat)
    .throttles.filter((t) => t.chosen === null)
    .map((t) => ({ type: "throttle", plane: t.plane, value: pick(t.choices) }));

const refused = (f: () => unknown, message: RegExp) => {
  expect(f).toThrow(RuleError);
  expect(f).toThrow(message);
};

describe("sealed orders in the throttle step", () => {
  it("do what the same throttles one at a time do, in one entry read alike by the other side", () => {
    const s0 = start({ scenario: "two-on-two" });
    const index = s0.acts as number;
    const low = throttles(s0, "allies", (c) => Math.min(...c));
    const high = throttles(s0, "allies", (c) => Math.max(...c));
    expect(low.length).toBe(2);
    const sealed = act(s0, "allies", { type: "orders", choices: low });
    let apart = s0;
    for (const c of low) apart = act(apart, "allies", c);
    expect(sealed.pending).toEqual(apart.pending);
    expect(sealed.phase).toEqual(apart.phase);
    expect(sealed.acts).toBe(index + 1);
    expect(apart.acts).toBe(index + 2);
    // The Germans and the owner read the same line whatever the throttles were.
    const lowOrders: WvAction = { type: "orders", choices: low };
    const highOrders: WvAction = { type: "orders", choices: high };
    for (const seat of ["germans", null]) {
      expect(read(sealed, "allies", lowOrders, index, seat)).toBe(HIDDEN);
      expect(read(sealed, "allies", highOrders, index, seat)).toBe(HIDDEN);
    }
    expect(read(sealed, "allies", lowOrders, index, "allies")).toMatch(
      /^hands in its orders: A1 sets its throttle to \d+; A2 sets its throttle to \d+$/,
    );
    // The Germans still choose: they are told nothing of what the Allies did.
    expect(rules.view(sealed, "germans").throttles.every((t) => t.plane.startsWith("G"))).toBe(
      true,
    );
    const moved = act(sealed, "germans", {
      type: "orders",
      choices: throttles(sealed, "germans", (c) => Math.max(...c)),
    });
    expect(moved.phase.kind).toBe("move");
    // Once the step is over, a throttle the Germans see is named, as one at a time; one they do not, not.
    const line = read(moved, "allies", lowOrders, index, "germans");
    const seen = rules
      .view(moved, "germans")
      .planes.filter((p) => p.side === "allies")
      .map((p) => p.id);
    expect(seen.length).toBeGreaterThan(0);
    for (const c of low)
      if (c.type === "throttle")
        expect(line.includes(`${c.plane} sets its throttle to ${c.value}`)).toBe(
          seen.includes(c.plane),
        );
  });

  it("a throttle of a plane out of sight stays hidden after the step", () => {
    // Every Spotting Test fails: no plane is seen by the other side.
    const blind = actWith(
      [/looks for/, { icon: 0 }],
      [/order of movement: Allies/, 1],
      [/order of movement: Germans/, 2],
    );
    const s0 = start({ scenario: "balloon-scramble" });
    const index = s0.acts as number;
    const orders: WvAction = {
      type: "orders",
      choices: throttles(s0, "allies", (c) => Math.max(...c)),
    };
    let s = blind(s0, "allies", orders);
    s = blind(s, "germans", {
      type: "orders",
      choices: throttles(s, "germans", (c) => Math.max(...c)),
    });
    expect(s.phase.kind).toBe("move");
    expect(rules.view(s, "germans").planes.some((p) => p.id === "A1")).toBe(false);
    expect(read(s, "allies", orders, index, "germans")).toBe(HIDDEN);
    const over = { ...s, phase: { kind: "over" } } as WvState;
    expect(read(over, "allies", orders, index, "germans")).toMatch(/A1 sets its throttle to/);
  });

  it("are refused, changing nothing, when they leave a throttle unset or hold a shot", () => {
    const s0 = start({ scenario: "two-on-two" });
    const before = structuredClone(s0);
    const [first] = throttles(s0, "allies", (c) => Math.max(...c));
    refused(
      () => act(s0, "allies", { type: "orders", choices: [first] }),
      /the orders leave the throttle of A2: orders settle the whole step/,
    );
    refused(
      () => act(s0, "allies", { type: "orders", choices: [first, { type: "hold" }] }),
      /orders at the start of a turn hold throttles and flak markers, not a hold \(choice 2\)/,
    );
    refused(
      () => act(s0, "allies", { type: "orders", choices: [first, first] }),
      /A1's throttle is already set/,
    );
    refused(
      () =>
        act(s0, "germans", {
          type: "orders",
          choices: [{ type: "throttle", plane: "A2", value: 0 }],
        }),
      /A2 is not one of your planes/,
    );
    expect(s0).toEqual(before);
  });

  it("cannot be sent twice in one step, nor in the movement step", () => {
    const s0 = start({ scenario: "two-on-two" });
    const choices = throttles(s0, "allies", (c) => Math.max(...c));
    const s1 = act(s0, "allies", { type: "orders", choices });
    refused(
      () => act(s1, "allies", { type: "orders", choices }),
      /it is not the Allies' turn to choose/,
    );
    const moving = setThrottles(s1, act);
    expect(moving.phase.kind).toBe("move");
    const mover = rules.view(moving, "allies").actions.length > 0 ? "allies" : "germans";
    refused(
      () => act(moving, mover, { type: "orders", choices }),
      /orders are given in a step both sides take at once/,
    );
  });
});

describe("sealed orders in the fire step", () => {
  it("two shots, or one and holding fire: the other side reads one line alike", () => {
    const t = facingFireStep();
    const shots = rules.view(t, "allies").shots.filter((x) => x.plane === "A1");
    expect(shots.length).toBeGreaterThan(0);
    const index = t.acts as number;
    const one: WvAction = {
      type: "orders",
      choices: [shots[0].actions[0] as SealedChoice, { type: "hold" }],
    };
    const none: WvAction = { type: "orders", choices: [{ type: "hold" }] };
    const u = act(t, "allies", one);
    expect(u.pending.allies.shots.length).toBe(1);
    expect(u.phase.kind === "fire" && u.phase.ready.allies).toBe(true);
    expect(u.acts).toBe(index + 1);
    for (const seat of ["germans", null]) {
      expect(read(u, "allies", one, index, seat)).toBe(HIDDEN);
      expect(read(u, "allies", none, index, seat)).toBe(HIDDEN);
    }
    // The other side's view says nothing of it: still choosing, as before the orders.
    expect(rules.view(u, "germans").waitingFor).toEqual(rules.view(t, "germans").waitingFor);
  });

  it("nothing may follow holding fire; orders without it must leave no shot open", () => {
    const t = facingFireStep();
    const shots = rules.view(t, "allies").shots;
    refused(
      () =>
        act(t, "allies", {
          type: "orders",
          choices: [{ type: "hold" }, shots[0].actions[0] as SealedChoice],
        }),
      /holding fire ends a side's orders: nothing may follow it/,
    );
    // A1 and A2 each have a German in their guns: one shot leaves the other open.
    expect(shots.map((x) => x.plane)).toEqual(["A1", "A2"]);
    refused(
      () => act(t, "allies", { type: "orders", choices: [shots[0].actions[0] as SealedChoice] }),
      /the orders leave shots still to name, or holding fire/,
    );
    refused(
      () =>
        act(t, "allies", {
          type: "orders",
          choices: [{ type: "throttle", plane: "A1", value: 3 }],
        }),
      /orders in the fire step hold shots and holding fire, not a throttle/,
    );
  });
});

describe("drafting sealed orders", () => {
  it("notes one choice at a time on a copy, rolls nothing, and says when the side is done", () => {
    const sealed = rules.sealed;
    if (!sealed) throw new Error("Winged Victory has sealed steps");
    const s0 = start({ scenario: "two-on-two" });
    const before = structuredClone(s0);
    expect(sealed.open(s0, "allies")).toBe(true);
    const [a1, a2] = throttles(s0, "allies", (c) => Math.max(...c));
    const d1 = sealed.draft(s0, "allies", a1);
    expect(d1.done).toBe(false);
    expect(rules.view(d1.state, "allies").throttles.find((t) => t.plane === "A1")?.chosen).toBe(
      a1.type === "throttle" ? a1.value : -1,
    );
    const d2 = sealed.draft(d1.state, "allies", a2);
    expect(d2.done).toBe(true);
    expect(s0).toEqual(before);
    expect(sealed.seal([a1, a2])).toEqual({ type: "orders", choices: [a1, a2] });
    refused(
      () => sealed.draft(s0, "allies", { type: "move", plane: "A1", move: "level" }),
      /a move is not a choice of this step/,
    );
    const moving = setThrottles(s0, act);
    expect(sealed.open(moving, "allies")).toBe(false);
  });
});

describe("games played with sealed orders", () => {
  it("random legal games, every sealed step sent as orders, end and replay exactly", () => {
    const sealed = rules.sealed;
    if (!sealed) throw new Error("Winged Victory has sealed steps");
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const options = rules.parseOptions({
        scenario: seed % 2 ? "two-on-two" : "head-on",
        turns: 8,
      });
      let m = createMatch(rules, options, { mode: "seeded", seed });
      const rng = seedRng(seed);
      const next = () => nextUint32(rng) / 2 ** 32;
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
      let orders = 0;
      for (let guard = 0; guard < 2000 && !rules.outcome(m.state); guard++) {
        const seat = ["allies", "germans"].find((x) => rules.view(m.state, x).actions.length > 0);
        if (!seat) throw new Error("nobody is to act before the end");
        let action: WvAction;
        if (sealed.open(m.state, seat)) {
          const choices: SealedChoice[] = [];
          let draft = m.state;
          for (;;) {
            const c = pick(rules.view(draft, seat).actions) as SealedChoice;
            choices.push(c);
            const next = sealed.draft(draft, seat, c);
            draft = next.state;
            if (next.done) break;
          }
          action = sealed.seal(choices);
          orders++;
        } else action = pick(rules.view(m.state, seat).actions);
        m = play(rules, m, seat, action);
      }
      expect(rules.outcome(m.state)).not.toBeNull();
      expect(orders).toBeGreaterThan(0);
      expect(replay(rules, recordOf(m)).state).toEqual(m.state);
    }
  });
});
