/** The turn sequence step by step, on dice scripted by purpose. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../engine/dice.js";
import { NeedRoll, RuleError } from "../../engine/errors.js";
import { createMatch, play } from "../../engine/match.js";
import { ALEA, DESTROYED, FAIL, HIT2, MISS, PASS, readTypedRoll } from "./dice/alea.js";
import { byPurpose, type Want } from "./dice/scripted.js";
import { placeOf } from "./flight/path.js";
import type { WvAction, WvState } from "./game/state.js";
import { wingedVictory as rules } from "./rules.js";
import { CLEAR_SKY_ROLLS } from "./test-game.js";
import { hexOfPlane } from "./turn/fly.js";

/** Every pilot sees everything; the Allies win every tie-break (1 against 2). */
const SEE: [RegExp, Want][] = [
  [/looks for/, { icon: 2 }],
  [/order of movement: Allies/, 1],
  [/order of movement: Germans/, 2],
];

function start(options: unknown = {}): WvState {
  return rules.setup(rules.parseOptions(options), scriptedDice([]));
}

function act(s: WvState, seat: string, a: WvAction, ...dice: [RegExp, Want][]): WvState {
  return rules.act(s, seat, a, byPurpose(...dice, ...SEE));
}

/** Both sides set every throttle to the highest choice offered. */
function fullThrottle(s: WvState, ...dice: [RegExp, Want][]): WvState {
  let st = s;
  for (const seat of ["allies", "germans"]) {
    for (;;) {
      const t = rules.view(st, seat).throttles.find((x) => x.chosen === null);
      if (!t) break;
      st = act(
        st,
        seat,
        { type: "throttle", plane: t.plane, value: Math.max(...t.choices) },
        ...dice,
      );
    }
  }
  return st;
}

const plane = (s: WvState, id: string) => s.planes.find((p) => p.id === id) as WvState["planes"][0];

describe("set-up", () => {
  it("places the head-on scenario's planes as the Time Freezing example has them: 7 Hexes apart, speeds 7 and 5", () => {
    const s = start({ scenario: "head-on" });
    expect(s.turn).toBe(1);
    expect(s.phase.kind).toBe("throttle");
    const [a, g] = s.planes;
    expect(a.type).toBe("se5a");
    expect(g.type).toBe("fokker-dr1");
    expect(a.flight.speed).toBe(7);
    expect(g.flight.speed).toBe(5);
    expect(Math.abs(a.place.x4 - g.place.x4) / 4).toBe(7);
    expect(a.place.heading).toBe("E");
    expect(g.place.heading).toBe("W");
  });

  it("a generated mission rolls each side's mission on the year's d20 table and flies the briefing's planes", () => {
    // 1917: Allied roll 4 = Patrol; German roll 6 = RECON (1 R + 1 F).
    const s = rules.setup(
      rules.parseOptions({ scenario: "mission", year: 1917 }),
      byPurpose([/Allied mission/, 4], [/German mission/, 6], [/which/, 1], ...CLEAR_SKY_ROLLS),
    );
    expect(s.missions).toEqual({ allies: "patrol", germans: "recon" });
    expect(s.planes.filter((p) => p.side === "allies")).toHaveLength(2);
    const german = s.planes.filter((p) => p.side === "germans").map((p) => p.type);
    expect(german).toContain("dfw-c5");
    expect(s.targets).toHaveLength(1);
    expect(s.targets[0].side).toBe("allies");
    expect(s.lastTurn).toBe(12);
  });

  it("refuses unknown options and scenarios", () => {
    expect(() => rules.parseOptions({ scenario: "nope" })).toThrow(RuleError);
    expect(() => rules.parseOptions({ rules: { nope: true } })).toThrow(/nope/);
    expect(() => rules.parseOptions({ extra: 1 })).toThrow(RuleError);
  });
});

describe("throttles, chosen at once", () => {
  it("a rotary engine offers 0 or the band's white box; an in-line engine anything up to it", () => {
    const s = start({ scenario: "head-on" });
    expect(rules.view(s, "allies").throttles[0].choices).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(rules.view(s, "germans").throttles[0].choices).toEqual([0, 5]);
    expect(() => act(s, "germans", { type: "throttle", plane: "G1", value: 3 })).toThrow(
      /0 or 5 here, not 3/,
    );
    const any = start({ scenario: "head-on", rules: { anyThrottle: true } });
    expect(rules.view(any, "germans").throttles[0].choices).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("one side's throttle stays hidden from the other until both are in, then the turn moves on", () => {
    const s0 = start({ scenario: "head-on" });
    const s1 = act(s0, "allies", { type: "throttle", plane: "A1", value: 3 });
    const s1b = act(s0, "allies", { type: "throttle", plane: "A1", value: 7 });
    expect(rules.view(s1, "germans")).toEqual(rules.view(s1b, "germans"));
    expect(rules.view(s1, "allies").throttles[0].chosen).toBe(3);
    expect(rules.view(s1, "allies").actions).toEqual([]);
    expect(
      rules.undoable?.(
        { seat: "allies", action: { type: "throttle", plane: "A1", value: 3 }, rolls: [] },
        "seeded",
        s1,
      ),
    ).toBe(true);
    const s2 = act(s1, "germans", { type: "throttle", plane: "G1", value: 5 });
    expect(s2.phase.kind).toBe("move");
    expect(plane(s2, "A1").throttle).toBe(3);
    expect(s2.revealed).toBe(true);
    expect(
      rules.undoable?.(
        { seat: "germans", action: { type: "throttle", plane: "G1", value: 5 }, rolls: [] },
        "seeded",
        s2,
      ),
    ).toBe(false);
  });
});

describe("spotting and the order of movement", () => {
  it("spotting tests are rolled when the throttles are in; the slower-skilled and lower plane moves first", () => {
    const s = start({ scenario: "two-on-two" });
    const t = fullThrottle(s);
    expect(t.phase.kind).toBe("move");
    if (t.phase.kind !== "move") return;
    // The recruit (G2) moves before the experts.
    expect(t.phase.order.indexOf("G2")).toBeLessThan(t.phase.order.indexOf("A1"));
  });

  it("an unseen enemy is only its position marker in a seat's view: its type and dashboard stay hidden", () => {
    const s = start({ scenario: "two-on-two" });
    const t = fullThrottle(s, [/looks for/, { icon: FAIL }]);
    const v = rules.view(t, "allies");
    expect(v.planes.map((p) => p.id).sort()).toEqual(["A1", "A2"]);
    expect(v.markers.map((m) => m.id).sort()).toEqual(["G1", "G2"]);
    const g1 = plane(t, "G1");
    expect(v.markers.find((m) => m.id === "G1")).toEqual({
      id: "G1",
      side: "germans",
      hex: hexOfPlane(g1),
      x4: g1.place.x4,
      half: g1.place.half,
      onSpine: false,
      heading: g1.place.heading,
      attitude: g1.flight.attitude,
      cautionSide: false,
      leaking: false,
      onFire: false,
    });
    // Change what lies under the markers: the Allied view does not change.
    const changed = structuredClone(t);
    for (const p of changed.planes)
      if (p.side === "germans") {
        p.type = "fokker-d7";
        p.skill = "ace";
        p.flight.speed = 2;
        p.throttle = 1;
        p.damage.structure = 3;
      }
    expect(rules.view(changed, "allies")).toEqual(v);
    // Moving them moves only their markers.
    const moved = structuredClone(t);
    for (const p of moved.planes)
      if (p.side === "germans") p.place = placeOf({ col: 90, level: 20 }, "E");
    const w = rules.view(moved, "allies");
    expect(w.markers.map((m) => m.hex)).toEqual([
      { col: 90, level: 20 },
      { col: 90, level: 20 },
    ]);
    expect({ ...w, markers: [] }).toEqual({ ...v, markers: [] });
  });
});

describe("a turn of movement", () => {
  it("each plane flies its manoeuvre in order, with its cost and path in the view", () => {
    const t = fullThrottle(start({ scenario: "head-on" }));
    const v = rules.view(
      t,
      t.phase.kind === "move" ? (plane(t, t.phase.order[0]).side as string) : "",
    );
    const level = v.moves.find((m) => m.name === "level");
    expect(level).toBeDefined();
    const first = t.phase.kind === "move" ? t.phase.order[0] : "";
    const p = plane(t, first);
    expect(level?.path).toHaveLength(p.flight.speed);
    const after = act(t, p.side, { type: "move", plane: first, move: "level" });
    expect(plane(after, first).place.x4).toBe(
      p.place.x4 + (p.place.heading === "E" ? 4 : -4) * p.flight.speed,
    );
    expect(plane(after, first).flight.speed).toBe(level?.endSpeed);
  });

  it("refuses a manoeuvre the plane cannot fly, and one by a plane not moving now", () => {
    const t = fullThrottle(start({ scenario: "head-on" }));
    if (t.phase.kind !== "move") throw new Error("not moving");
    const first = plane(t, t.phase.order[0]);
    const other = t.planes.find((p) => p !== first) as WvState["planes"][0];
    const before = JSON.stringify(t);
    expect(() =>
      act(t, first.side, { type: "move", plane: first.id, move: "dive-hard:30" }),
    ).toThrow(RuleError);
    expect(() => act(t, other.side, { type: "move", plane: other.id, move: "level" })).toThrow(
      RuleError,
    );
    expect(() =>
      act(t, first.side, { type: "move", plane: first.id, move: "loop-the-loop" }),
    ).toThrow(/not a manoeuvre/);
    expect(JSON.stringify(t)).toBe(before);
  });

  it("a plane starting on a red-and-white box cracks up: downed, the enemy scores its VP", () => {
    let s = start({ scenario: "head-on" });
    s = structuredClone(s);
    plane(s, "G1").flight.speed = 9; // the Dr.I's red-and-white box
    const t = fullThrottle(s);
    // The Dr.I's move is made for it? No: it flies, and cracks up before the manoeuvre.
    let u = t;
    while (u.phase.kind === "move" && plane(u, "G1").fate === null) {
      const id = u.phase.order[u.phase.next];
      u = act(u, plane(u, id).side, { type: "move", plane: id, move: "level" });
    }
    expect(plane(u, "G1").fate).toBe("downed");
    expect(plane(u, "G1").damage.crackup).toBe(true);
    expect(u.vp.allies).toBe(4);
  });

  it("a red box calls a Structural Test: an i costs 4 structure", () => {
    let s = structuredClone(start({ scenario: "head-on" }));
    plane(s, "G1").flight.speed = 8; // the Dr.I's red box
    s = fullThrottle(s);
    while (s.phase.kind === "move" && s.phase.order[s.phase.next] !== "G1") {
      const id = s.phase.order[s.phase.next];
      s = act(s, plane(s, id).side, { type: "move", plane: id, move: "level" });
    }
    const t = act(s, "germans", { type: "move", plane: "G1", move: "level" }, [
      /speed on a red box/,
      { icon: PASS },
    ]);
    expect(plane(t, "G1").damage.structure).toBe(4);
    expect(plane(t, "G1").fate).toBeNull();
  });
});

/** Moves every plane level until the fire step. */
function toFire(s: WvState, ...dice: [RegExp, Want][]): WvState {
  let t = s;
  while (t.phase.kind === "move") {
    const id = t.phase.order[t.phase.next];
    t = act(t, plane(t, id).side, { type: "move", plane: id, move: "level" }, ...dice);
  }
  return t;
}

describe("fire, with simultaneous results", () => {
  /** Two planes nose to nose, 3 Hexes apart, speed 0 (they do not move). */
  function facing(): WvState {
    const s = structuredClone(start({ scenario: "head-on" }));
    const a = plane(s, "A1");
    const g = plane(s, "G1");
    a.place = placeOf({ col: 50, level: 8 }, "E");
    g.place = placeOf({ col: 53, level: 8 }, "W");
    a.flight.speed = 1;
    g.flight.speed = 1;
    return s;
  }

  it("each side names its shots unseen by the other; both are rolled together and both planes are hit", () => {
    let s = fullThrottle(facing());
    s = toFire(s);
    expect(s.phase.kind).toBe("fire");
    const va = rules.view(s, "allies");
    const shot = va.shots.find((x) => x.target === "G1");
    expect(shot).toBeDefined();
    expect(shot?.modifiers.map((m) => m.label)).toContain("front aspect");
    const a1 = act(s, "allies", {
      type: "shoot",
      plane: "A1",
      crew: 0,
      target: "G1",
      longBurst: true,
    });
    const a1b = act(s, "allies", {
      type: "shoot",
      plane: "A1",
      crew: 0,
      target: "G1",
      longBurst: false,
    });
    expect(rules.view(a1, "germans")).toEqual(rules.view(a1b, "germans"));
    // The Allies have no more shots: they are ready; the Germans fire and destroy the S.E.5a's structure.
    const g1 = act(
      a1,
      "germans",
      { type: "shoot", plane: "G1", crew: 0, target: "A1", longBurst: false },
      [/A1 pilot fires at G1/, { result: HIT2 }],
      [/G1 pilot fires at A1/, { result: DESTROYED }],
      [/hit location/, 10],
    );
    const t = g1.phase.kind === "fire" ? act(g1, "germans", { type: "hold" }) : g1;
    expect(plane(t, "G1").damage.structure).toBe(2);
    expect(plane(t, "A1").damage.structure).toBeGreaterThan(0);
    // One burst spent each.
    expect(plane(t, "A1").ammo[0]?.rounds).toBe(5);
  });

  it("a long burst that scores 1 jams the guns; a jam is cleared in level flight on an i", () => {
    let s = toFire(fullThrottle(facing()));
    s = act(s, "allies", { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: true });
    s = act(
      s,
      "germans",
      { type: "hold" },
      [/A1 pilot fires at G1/, { result: 1 }],
      [/hit location/, 10],
    );
    expect(plane(s, "A1").jammed[0]).toBe(true);
    // The log tells the jam, then the clearing, by the crew member's place.
    expect(rules.view(s, "allies").events).toContain("A1's pilot's gun jams on the long burst");
    s = fullThrottle(s);
    s = toFire(s, [/A1's pilot clears a jammed gun/, { icon: PASS }]);
    expect(plane(s, "A1").jammed[0]).toBe(false);
  });
});

describe("damage and the end of the turn", () => {
  it("a leak counts down at the start of each turn and stops the engine; the blue die checks for fire", () => {
    let s = structuredClone(start({ scenario: "head-on" }));
    const g = plane(s, "G1");
    g.damage.leaking = true;
    g.damage.leakTurns = 1;
    const dry: [RegExp, Want] = [/leak catch fire/, { result: MISS }];
    s = toFire(fullThrottle(s), dry);
    if (s.phase.kind === "fire") s = act(s, "allies", { type: "hold" }, dry);
    if (s.phase.kind === "fire") s = act(s, "germans", { type: "hold" }, dry);
    expect(s.turn).toBe(2);
    expect(plane(s, "G1").damage.engineStopped).toBe(true);
    expect(rules.view(s, "germans").throttles[0].choices).toEqual([0]);
    expect(plane(s, "G1").throttle).toBe(0);
  });

  it("a burning plane takes a front attack with the red die at the end of the turn", () => {
    let s = structuredClone(start({ scenario: "head-on" }));
    plane(s, "G1").damage.onFire = true;
    const burn: [RegExp, Want][] = [
      [/fire burns/, { result: HIT2 }],
      [/hit location/, 10],
    ];
    s = toFire(fullThrottle(s), ...burn);
    const end = (x: WvState, seat: string) => act(x, seat, { type: "hold" }, ...burn);
    if (s.phase.kind === "fire" && s.phase.ready.allies === false) s = end(s, "allies");
    if (s.phase.kind === "fire") s = end(s, "germans");
    expect(plane(s, "G1").damage.structure).toBe(2);
  });

  it("the game ends at the scenario's last turn; with no missions the VP decide (a draw here)", () => {
    let s = structuredClone(start({ scenario: "head-on", turns: 1 }));
    s = toFire(fullThrottle(s));
    while (s.phase.kind === "fire") {
      const seat = s.phase.ready.allies ? "germans" : "allies";
      s = act(s, seat, { type: "hold" });
    }
    expect(s.phase.kind).toBe("over");
    expect(rules.outcome(s)?.winners).toEqual([]);
  });

  it("a plane that leaves the board by its own edge has fled: the enemy scores its VP", () => {
    let s = structuredClone(start({ scenario: "head-on" }));
    const a = plane(s, "A1");
    a.place = placeOf({ col: 1, level: 8 }, "W");
    s = toFire(fullThrottle(s));
    expect(plane(s, "A1").fate).toBe("fled");
    expect(s.vp.germans).toBe(4);
  });
});

describe("bad input", () => {
  it("refuses malformed actions and unknown keys", () => {
    expect(() => rules.parseAction({ type: "move", plane: "A1", move: "level", extra: 1 })).toThrow(
      RuleError,
    );
    expect(() => rules.parseAction({ type: "teleport" })).toThrow(RuleError);
    expect(() => rules.parseAction({ type: "throttle", plane: "Z9", value: 3 })).toThrow(RuleError);
    expect(rules.parseAction({ type: "hold" })).toEqual({ type: "hold" });
  });

  it("refuses the wrong seat and an action out of its step, leaving the state unchanged", () => {
    const s = start({ scenario: "head-on" });
    const before = JSON.stringify(s);
    expect(() => act(s, "germans", { type: "throttle", plane: "A1", value: 3 })).toThrow(
      /not one of your planes/,
    );
    expect(() => act(s, "allies", { type: "hold" })).toThrow(RuleError);
    expect(() => act(s, "allies", { type: "move", plane: "A1", move: "level" })).toThrow(RuleError);
    expect(() => rules.act(s, "nobody", { type: "hold" }, scriptedDice([]))).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe("dice typed in at the table", () => {
  it("asks for each roll by die and purpose; a face the named die does not have is refused and nothing changes", () => {
    let m = createMatch(rules, rules.parseOptions({ scenario: "two-on-two" }), { mode: "manual" });
    const throttle = (seat: string) => {
      for (;;) {
        const t = rules.view(m.state, seat).throttles.find((x) => x.chosen === null);
        if (!t) return;
        const a = { type: "throttle" as const, plane: t.plane, value: Math.max(...t.choices) };
        try {
          m = play(rules, m, seat, a);
        } catch (e) {
          if (!(e instanceof NeedRoll)) throw e;
          const before = JSON.stringify(m);
          // The roll asked for names its die: a Spotting Test on a test die reads the icon.
          expect(e.purpose).toMatch(/^(White|Grey|Pink|Yellow) die, icon: /);
          expect(() => readTypedRoll(ALEA, e.sides, e.purpose, "destroyed")).toThrow(RuleError);
          expect(() => readTypedRoll(ALEA, e.sides, e.purpose, "3 ii")).toThrow(RuleError);
          expect(JSON.stringify(m)).toBe(before);
          // Typed in, face after face, until the step has all it needs.
          const given: number[] = [];
          for (;;) {
            try {
              m = play(rules, m, seat, a, given);
              break;
            } catch (n) {
              if (!(n instanceof NeedRoll)) throw n;
              const face = /icon/.test(n.purpose) ? "ii" : /number/.test(n.purpose) ? "#1" : "1";
              given.push(
                /die, /.test(n.purpose)
                  ? readTypedRoll(ALEA, n.sides, n.purpose, face)
                  : readTypedRoll(ALEA, n.sides, n.purpose, given.length % 2 ? "2" : "1"),
              );
            }
          }
        }
      }
    };
    throttle("allies");
    throttle("germans");
    expect(m.state.phase.kind).toBe("move");
    expect(m.entries.at(-1)?.rolls.length).toBeGreaterThan(0);
  });
});

describe("victory by missions, VP as the tie-break", () => {
  /** Patrol (Allies) against RECON (Germans), in its last turn. */
  function lastTurn(): WvState {
    const s = structuredClone(
      rules.setup(
        rules.parseOptions({ scenario: "mission", year: 1917 }),
        byPurpose([/Allied mission/, 4], [/German mission/, 6], [/which/, 1], ...CLEAR_SKY_ROLLS),
      ),
    );
    s.turn = s.lastTurn;
    s.vp.germans = 10;
    return s;
  }
  function playOut(s: WvState): WvState {
    let t = toFire(fullThrottle(s));
    while (t.phase.kind === "fire")
      t = act(t, t.phase.ready.allies ? "germans" : "allies", { type: "hold" });
    return t;
  }

  /** Every Allied plane `by` columns past the front (negative: on their own side), heading east. */
  function alliesAt(s: WvState, by: number): WvState {
    for (const p of s.planes)
      if (p.side === "allies") p.place = placeOf({ col: s.front + by, level: 15 }, "E");
    return s;
  }

  it("the only side to accomplish its mission wins, whatever the VP", () => {
    const s = alliesAt(lastTurn(), 4);
    s.tallies.allies.crossedFront = true;
    const end = playOut(s);
    expect(end.planes.filter((p) => p.side === "allies" && p.fate === null).length).toBe(2);
    expect(end.phase.kind).toBe("over");
    expect(rules.view(end, "allies").accomplished).toEqual({ allies: true, germans: false });
    expect(rules.outcome(end)?.winners).toEqual(["allies"]);
  });

  it("a patrol that crossed the front but ends with every plane back on its own side fails", () => {
    const s = alliesAt(lastTurn(), -30);
    s.tallies.allies.crossedFront = true;
    const end = playOut(s);
    expect(end.planes.every((p) => p.side !== "allies" || hexOfPlane(p).col < end.front)).toBe(
      true,
    );
    expect(end.tallies.allies.planesAloftAtEnd).toBe(0);
    expect(rules.view(end, "allies").accomplished).toEqual({ allies: false, germans: false });
    // The end says what each failed mission lacked.
    expect(rules.view(end, "allies").shortfalls).toEqual({
      allies: "no plane was over the front line or past it at the end",
      germans: "the target was not photographed",
    });
  });

  it("a patrol whose enemy left the fight early held its sky: accomplished before its last turn", () => {
    const s = alliesAt(lastTurn(), 4);
    s.turn = 6;
    s.tallies.allies.crossedFront = true;
    for (const p of s.planes) if (p.side === "germans") p.fate = "fled";
    const end = playOut(s);
    expect(end.phase.kind).toBe("over");
    expect(end.turn).toBe(6);
    expect(end.tallies.allies).toMatchObject({ turnsFlown: 6, enemyGone: true });
    expect(end.tallies.germans.enemyGone).toBe(false);
    expect(rules.view(end, "allies").accomplished).toEqual({ allies: true, germans: false });
  });

  it("when neither does, the VP decide", () => {
    const end = playOut(lastTurn());
    expect(rules.view(end, "germans").accomplished).toEqual({ allies: false, germans: false });
    expect(rules.outcome(end)?.winners).toEqual(["germans"]);
    expect(rules.outcome(end)?.summary).toMatch(/German victory, 0–10 in VP/);
  });
});
