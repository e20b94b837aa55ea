/**
 * Each optional rule on and off, through the game; and the hidden-information
 * property: a seat's view does not change when facts hidden from it change.
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../engine/dice.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import { megaOf } from "./board/grid.js";
import { HIT2, PASS } from "./dice/alea.js";
import { byPurpose, type Want } from "./dice/scripted.js";
import { randomChoice } from "./fast.js";
import { placeOf } from "./flight/path.js";
import type { WvState } from "./game/state.js";
import { SCENARIOS } from "./missions/scenarios.js";
import { wingedVictory as rules } from "./rules.js";
import { SEEN } from "./spotting/order.js";
import {
  type Act,
  actWith,
  bombing1916,
  CLEAR_SKY_ROLLS,
  flyLevel,
  holdFire,
  plane,
  type Rule,
  SEE,
  setThrottles,
  start,
} from "./test-game.js";
import { applyInPlace } from "./turn/actions.js";
import { toAct } from "./turn/turn.js";

const act = actWith(...SEE);
/** The game's act with a step's own dice rules first. */
const actOn =
  (...dice: Rule[]): Act =>
  (s, seat, a) =>
    act(s, seat, a, ...dice);
const throttles = (s: WvState, ...dice: Rule[]) => setThrottles(s, actOn(...dice));
/** Flies level every plane before `id`, leaving `id` to move. */
const upTo = (s: WvState, id: string, ...dice: Rule[]) => flyLevel(s, actOn(...dice), id);

/** Puts a plane in a Hex, level, heading east or west. */
function put(p: WvState["planes"][0], col: number, level: number, heading: "E" | "W") {
  p.place = placeOf({ col, level }, heading);
  p.flight.half = 2 * level;
}

const moveNames = (s: WvState, seat: string) => rules.view(s, seat).moves.map((m) => m.name);

describe("optional rules, each on and off", () => {
  it("extra diving Hex: a diving plane flies one more diving Hex before levelling out", () => {
    const costs = (on: boolean) => {
      const s = structuredClone(
        start({ scenario: "turning-fight", rules: { extraDivingHex: on } }),
      );
      plane(s, "A1").flight.attitude = "dive-shallow";
      const t = upTo(throttles(s), "A1");
      return rules.view(t, "allies").moves.find((m) => m.name === "level");
    };
    expect(costs(false)?.level).toBe(15);
    expect(costs(true)?.level).toBeLessThan(15);
  });

  it("handling tests: a barrel roll asks for a Handling Test only with the rule", () => {
    const roll = (on: boolean) => {
      const t = upTo(
        throttles(start({ scenario: "turning-fight", rules: { handlingTests: on } })),
        "A1",
      );
      const d = byPurpose([/barrel-roll/, { icon: PASS }], ...SEE);
      rules.act(t, "allies", { type: "move", plane: "A1", move: "barrel-roll" }, d);
      return d.rolls.filter((r) => /barrel-roll/.test(r.purpose)).length;
    };
    expect(roll(false)).toBe(0);
    expect(roll(true)).toBe(1);
  });

  it("target size: the R.E.8's size number steps the attacker's die only with the rule", () => {
    const labels = (on: boolean) => {
      const s = structuredClone(start({ scenario: "two-on-two", rules: { targetSize: on } }));
      put(plane(s, "G1"), 40, 12, "E");
      put(plane(s, "A2"), 43, 12, "E");
      for (const p of s.planes) p.flight.speed = 2;
      const t = flyLevel(throttles(s), act);
      const shot = rules
        .view(t, "germans")
        .shots.find((x) => x.plane === "G1" && x.target === "A2");
      return shot?.modifiers.map((m) => m.label) ?? [];
    };
    expect(labels(false)).not.toContain("target size");
    expect(labels(true)).toContain("target size");
  });

  it("hit location by aspect: a shot from the rear adds 1 to the d20 only with the rule", () => {
    const part = (on: boolean) => {
      const s = structuredClone(start({ scenario: "turning-fight", rules: { hitAspect: on } }));
      // The Strutter sits 2 Hexes behind the Dr.I; both stand still.
      plane(s, "A1").flight.speed = 2;
      plane(s, "G1").flight.speed = 2;
      let t = flyLevel(throttles(s), act);
      // d20 roll 6 is the pilot on a fighter's table; 7 is structure.
      const hit: [RegExp, Want][] = [
        [/fires at G1/, { result: HIT2 }],
        [/hit location/, 6],
      ];
      t = act(
        t,
        "allies",
        { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false },
        ...hit,
      );
      t = holdFire(t, actOn(...hit));
      return plane(t, "G1").damage;
    };
    expect(part(false).crew[0]).toBe("wounded");
    const on = part(true);
    expect(on.crew[0]).toBe("healthy");
    expect(on.structure).toBe(2);
  });

  it("goggles: a fresh leak leaves the pilot level flight only on his next move, only with the rule", () => {
    const names = (on: boolean) => {
      const s = structuredClone(start({ scenario: "turning-fight", rules: { goggles: on } }));
      plane(s, "A1").damage.goggles = on;
      plane(s, "A1").damage.leaking = true;
      plane(s, "A1").damage.leakTurns = 5;
      const dry: [RegExp, Want] = [/leak catch fire/, { result: 0 }];
      return moveNames(upTo(throttles(s, dry), "A1", dry), "allies");
    };
    expect(names(true)).toEqual(["level"]);
    expect(names(false).length).toBeGreaterThan(1);
  });

  it("low and behind: a lower plane behind the spotter is invisible only with the rule", () => {
    const seen = (on: boolean) => {
      const s = structuredClone(start({ scenario: "head-on", rules: { lowBehind: on } }));
      put(plane(s, "A1"), 60, 20, "E");
      put(plane(s, "G1"), 56, 17, "E");
      const t = throttles(s);
      return t.sight[0 * 2 + 1] === SEEN;
    };
    expect(seen(false)).toBe(true);
    expect(seen(true)).toBe(false);
  });

  it("westerly winds: a dead pilot's level plane pointing west dives hard only with the rule", () => {
    const attitude = (on: boolean) => {
      const s = structuredClone(start({ scenario: "head-on", rules: { westerlies: on } }));
      const g = plane(s, "G1");
      g.damage.crew[0] = "dead";
      put(g, 90, 20, "W");
      const t = throttles(s);
      return plane(upTo(t, "none-left"), "G1").flight.attitude;
    };
    expect(attitude(false)).toBe("dive-shallow");
    expect(attitude(true)).toBe("dive-hard");
  });

  it("bombing die by altitude: a bomber at level 12 throws the grey die only with the rule", () => {
    const die = (on: boolean) => {
      const s = structuredClone(bombing1916({ rules: { altitudeDie: on } }));
      // 1916: Allied 10 = Bombing (1 B + 1 F); the Handley Page flies level over the battery.
      const hp = s.planes.find((p) => p.type === "hp-o400") as WvState["planes"][0];
      const t0 = s.targets[0];
      put(hp, t0.hex.col - 2, 12, "E");
      hp.flight.speed = 3;
      let t = throttles(s);
      const d = byPurpose([/bombing the/, { icon: 0 }], ...SEE);
      t = flyLevel(t, (x, seat, a) => rules.act(x, seat, a, d));
      return d.rolls.find((r) => /bombing the/.test(r.purpose))?.purpose.split(" ")[0];
    };
    expect(die(false)).toBe("Yellow");
    expect(die(true)).toBe("Grey");
  });

  it("any throttle lifts the rotary engines' two settings; every optional rule is named in the view", () => {
    expect(rules.view(start({ scenario: "head-on" }), "germans").throttles[0].choices).toEqual([
      0, 5,
    ]);
    expect(
      rules.view(start({ scenario: "head-on", rules: { anyThrottle: true } }), "germans")
        .throttles[0].choices,
    ).toHaveLength(6);
    // The one optional rule on by default: the text calls Time Freezing strongly recommended.
    expect(rules.parseOptions({}).rules.timeFreezing).toBe(true);
    expect(rules.parseOptions({ rules: { timeFreezing: false } }).rules.timeFreezing).toBe(false);
    const defaults = rules.parseOptions({}).rules as unknown as Record<string, boolean>;
    expect(Object.keys(defaults).filter((k) => defaults[k])).toEqual(["timeFreezing"]);
    const names = rules.view(start({}), "allies").rules.map((r) => r.key);
    expect(names).toContain("sixtyDegreeLine");
  });
});

/** The same state with every fact hidden from `viewer` changed. */
function withOtherSecrets(s: WvState, viewer: string | null): WvState {
  const v = structuredClone(s);
  const n = v.planes.length;
  v.planes.forEach((p, b) => {
    if (p.side === viewer) return;
    const seen = v.planes.some(
      (q, a) =>
        q.fate === null &&
        (viewer === null ? q.side !== p.side : q.side === viewer) &&
        v.sight[a * n + b] === SEEN,
    );
    if (seen) return;
    // Its position marker stays on the board; the type under it is hidden.
    p.type = p.type === "camel" ? "se5a" : "camel";
    p.flight.speed += 1;
    p.throttle += 1;
    p.damage.structure += 1;
    p.skill = p.skill === "ace" ? "recruit" : "ace";
  });
  for (const side of ["allies", "germans"] as const) {
    if (side === viewer) continue;
    const pend = v.pending[side];
    for (const k of Object.keys(pend.throttles)) pend.throttles[k] += 1;
    for (const shot of pend.shots) shot.longBurst = !shot.longBurst;
    pend.flak = pend.flak.map((m) => m + 1);
  }
  return v;
}

describe("hidden information", () => {
  it("a seat's view does not change when what it may not know changes, in every state of random games", () => {
    let hidden = 0;
    for (let g = 0; g < 24; g++) {
      const sc = SCENARIOS[g % SCENARIOS.length].id;
      const dice = new SeededDice(seedRng(gameSeed(31, g)));
      const s = rules.setup(rules.parseOptions({ scenario: sc }), dice);
      const rng = seedRng(g);
      while (s.phase.kind !== "over") {
        for (const viewer of ["allies", "germans", null]) {
          const other = withOtherSecrets(s, viewer);
          if (JSON.stringify(other.planes) !== JSON.stringify(s.planes)) hidden++;
          expect(rules.view(other, viewer)).toEqual(rules.view(s, viewer));
        }
        const side = toAct(s)[0];
        const a = randomChoice(s, side, rng);
        s.events = [];
        applyInPlace(s, side, a, dice);
      }
    }
    // Planes were hidden often enough for the property to mean something.
    expect(hidden).toBeGreaterThan(50);
  }, 60000);
});

describe("flak", () => {
  it("the defending side places its barrage unseen at the start of a turn; a plane ending its move there is attacked", () => {
    // 1917: Allied roll 2 = Balloon Busting (red: the Germans fly CAP and have 1 flak marker).
    let s = structuredClone(
      rules.setup(
        rules.parseOptions({ scenario: "mission", year: 1917 }),
        byPurpose([/Allied mission/, 2], [/which/, 1], ...CLEAR_SKY_ROLLS),
      ),
    );
    expect(s.missions).toEqual({ allies: "balloon-busting", germans: "cap" });
    const n = s.planes.length;
    const a = s.planes.findIndex((p) => p.id === "A1");
    const g = s.planes.findIndex((p) => p.id === "G1");
    put(s.planes[a], 50, 12, "E");
    s.planes[a].flight.speed = 2;
    s.sight[g * n + a] = SEEN;
    expect(rules.view(s, "allies").flakMarkers.left).toBe(0);
    const vg = rules.view(s, "germans");
    expect(vg.flakMarkers.left).toBe(1);
    const target = vg.flakMarkers.options.find((h) => megaOf(h) === megaOf({ col: 52, level: 12 }));
    expect(target).toBeDefined();
    const before = rules.view(s, "allies");
    s = act(s, "germans", { type: "flak", col: 52, level: 12 });
    expect(rules.view(s, "allies")).toEqual(before);
    expect(() => act(s, "allies", { type: "flak", col: 52, level: 12 })).toThrow(/no flak/);
    const hit: [RegExp, Want][] = [
      [/flak barrage/, { result: HIT2 }],
      [/hit location/, 10],
    ];
    s = throttles(s, ...hit);
    expect(s.flak).toEqual([{ side: "germans", mega: megaOf({ col: 52, level: 12 }) }]);
    const t = upTo(s, "A1", ...hit);
    const after = act(t, "allies", { type: "move", plane: "A1", move: "level" }, ...hit);
    expect(plane(after, "A1").damage.structure).toBe(2);
  });
});

describe("weather in the game", () => {
  it("no flying into a storm while any other manoeuvre is open", () => {
    const s = structuredClone(start({ scenario: "storm-front" }));
    put(plane(s, "A1"), 40, 20, "E");
    const t = upTo(throttles(s), "A1");
    const names = moveNames(t, "allies");
    expect(names).toContain("level");
    expect(names.some((m) => m.startsWith("climb"))).toBe(false);
    expect(() => act(t, "allies", { type: "move", plane: "A1", move: "climb-shallow" })).toThrow(
      /storm/,
    );
  });
});

describe("Time Freezing", () => {
  it("the text's example: A at speed 7 freezes after 4 Hexes (time 6), B at speed 5 has flown 2; both fire, then finish", () => {
    let s = throttles(start({ scenario: "head-on", rules: { timeFreezing: true } }));
    if (s.phase.kind !== "move") throw new Error("not moving");
    expect(s.phase.order[0]).toBe("A1");
    expect(s.phase.groups).toEqual([["A1", "G1"]]);
    const va = rules.view(s, "allies");
    expect(va.moves.find((m) => m.name === "level")?.freezeAfter).toEqual([1, 2, 3, 4, 5, 6]);
    const a0 = plane(s, "A1").place.x4;
    const g0 = plane(s, "G1").place.x4;
    s = act(s, "allies", { type: "move", plane: "A1", move: "level", freeze: 4 });
    expect(plane(s, "A1").freezeAt?.x4).toBe(a0 + 16);
    // The rest of its move waits until the freeze's fire is over (ruling G13).
    expect(plane(s, "A1").place.x4).toBe(a0);
    // The Dr.I moves next, into the freeze: 2 of its 5 Hexes.
    expect(rules.view(s, "germans").actions.length).toBeGreaterThan(0);
    expect(() =>
      act(s, "germans", { type: "move", plane: "G1", move: "level", freeze: 1 }),
    ).toThrow(/Time Freezing/);
    s = act(s, "germans", { type: "move", plane: "G1", move: "level" });
    expect(plane(s, "G1").freezeAt?.x4).toBe(g0 - 8);
    expect(s.phase.kind).toBe("fire");
    // One Hex apart, nose to nose: a shot each, rolled together; then the movement goes on.
    const shot = rules.view(s, "allies").shots.find((x) => x.target === "G1");
    expect(shot?.range).toBe(1);
    const miss: [RegExp, Want][] = [[/fires at/, { result: 0 }]];
    s = act(
      s,
      "allies",
      { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false },
      ...miss,
    );
    if (s.phase.kind === "fire" && !s.phase.ready.germans)
      s = act(
        s,
        "germans",
        { type: "shoot", plane: "G1", crew: 0, target: "A1", longBurst: false },
        ...miss,
      );
    expect(plane(s, "A1").freezeAt).toBeNull();
    expect(plane(s, "A1").place.x4).toBe(a0 + 28);
    // Both finish their moves (past each other): nothing to fire at the end of the turn; turn 2 begins.
    expect(s.turn).toBe(2);
  });

  it("is not open without the rule, nor to a plane that is not its pool's first mover", () => {
    const s = throttles(start({ scenario: "head-on", rules: { timeFreezing: false } }));
    expect(rules.view(s, "allies").moves.every((m) => m.freezeAfter.length === 0)).toBe(true);
    expect(() => act(s, "allies", { type: "move", plane: "A1", move: "level", freeze: 4 })).toThrow(
      /not in play/,
    );
  });
});
