/**
 * Bad input at the table changes nothing: a face the die does not have, the
 * wrong die, a manoeuvre the plane cannot fly, a throttle its engine does
 * not allow, a shot out of reach; each refused with a message that says why.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../engine/errors.js";
import { wingedVictoryTable as R } from "./rules.js";
import type { TableState } from "./state.js";
import { act, LONG_BURST, NO_DICE, steps, TAIL_CHASE } from "./test-table.js";

/** Refused with a RuleError matching `why`, and the state untouched. */
function refused(s: TableState, a: unknown, why: RegExp) {
  const before = structuredClone(s);
  expect(() => act(s, R.parseAction(a))).toThrow(RuleError);
  expect(() => act(s, R.parseAction(a))).toThrow(why);
  expect(s).toEqual(before);
}

const start = () => R.setup(R.parseOptions({ planes: TAIL_CHASE.planes }), NO_DICE);

/** Up to the fire step of turn 1, the Camel's long burst named and the Blue die asked. */
const atTheShot = () => steps(start(), LONG_BURST);

describe("bad input at the table", () => {
  it("refuses a face the die asked for does not have, naming its faces", () => {
    const s = atTheShot();
    refused(
      s,
      { type: "roll", die: "blue", face: "banana" },
      /not a face of an Alea die.*Blue die shows/,
    );
    refused(s, { type: "roll", die: "blue", face: "ii" }, /Blue die has no face "ii"/);
    refused(
      s,
      { type: "roll", die: "blue", face: "#7" },
      /Blue die has no face "#7"; its faces are miss #1/,
    );
  });

  it("refuses the wrong die, and a plain die where an Alea die is asked", () => {
    const s = atTheShot();
    refused(
      s,
      { type: "roll", die: "red", face: "2" },
      /thrown with the Blue die .* not the Red die/,
    );
    refused(s, { type: "roll", die: "d6", face: "2" }, /thrown with the Blue die/);
    refused(s, { type: "roll", die: "purple", face: "2" }, /"purple" is not a die/);
    const located = act(s, { type: "roll", die: "blue", face: "2" });
    refused(located, { type: "roll", die: "d20", face: "21" }, /a d20 shows 1 to 20/);
    refused(located, { type: "roll", die: "d6", face: "3" }, /thrown with a d20/);
  });

  it("asks for the die first: nothing else is taken while a roll is asked", () => {
    const s = atTheShot();
    refused(s, { type: "fire" }, /first the die asked for: .*Blue die/);
    refused(s, { type: "end" }, /first the die asked for/);
  });

  it("refuses a roll nobody asked for", () => {
    refused(start(), { type: "roll", die: "red", face: "2" }, /no die is asked for now/);
  });

  it("refuses a manoeuvre the plane cannot fly, and a plane out of turn", () => {
    let s = start();
    s = act(s, { type: "order" });
    s = act(s, { type: "roll", die: "d6", face: "5" });
    s = act(s, { type: "roll", die: "d6", face: "2" });
    refused(s, { type: "move", plane: "A1", move: "level" }, /G1 moves now, not A1/);
    refused(s, { type: "move", plane: "G1", move: "turn-easy" }, /G1 cannot fly turn-easy now/);
    refused(s, { type: "move", plane: "G1", move: "dive-hard:20" }, /cannot fly dive-hard:20/);
    refused(s, { type: "move", plane: "G1", move: "loop-the-loop" }, /is not a manoeuvre/);
    refused(
      s,
      { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false },
      /after every plane has moved/,
    );
  });

  it("refuses a throttle the engine does not allow, and a shot out of reach or doubled", () => {
    const s = start();
    refused(
      s,
      { type: "throttle", plane: "A1", value: 3 },
      /A1's throttle can be 0 or 6 this turn, not 3/,
    );
    refused(s, { type: "throttle", plane: "G1", value: 7 }, /0 or 1 or 2 or 3 or 4 or 5 or 6/);
    refused(s, { type: "situation", plane: "A1", situation: "tail" }, /with typed positions/);
    refused(
      s,
      { type: "place", plane: "A1", col: 120, level: 12, heading: "E" },
      /columns are 0 to 113/,
    );
    refused(
      s,
      { type: "place", plane: "A1", col: 30, level: 0, heading: "E" },
      /level 1 or higher/,
    );
    let f = act(s, { type: "order" });
    f = act(f, { type: "roll", die: "d6", face: "2" });
    f = act(f, { type: "roll", die: "d6", face: "5" });
    f = act(f, { type: "move", plane: "A1", move: "level" });
    f = act(f, { type: "move", plane: "G1", move: "level" });
    // The Camel is behind the Albatros: out of the line ahead of the Albatros's guns.
    refused(
      f,
      { type: "shoot", plane: "G1", crew: 0, target: "A1", longBurst: false },
      /G1's pilot .*out of reach|A1 is out of reach of G1's pilot/,
    );
    refused(
      f,
      {
        type: "shoot",
        plane: "A1",
        crew: 0,
        target: "G1",
        longBurst: false,
        range: 2,
        aspect: "rear",
      },
      /the range and the aspect come from them/,
    );
    const named = act(f, { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false });
    refused(
      named,
      { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: true },
      /a shot is named already/,
    );
  });

  it("reads its own options back unchanged (a log file holds them as read)", () => {
    for (const input of [
      undefined,
      {
        positions: false,
        planes: [
          { type: "camel", side: "allies", level: 5, speed: 3 },
          { type: "fokker-dr1", side: "germans", level: 5, speed: 3 },
        ],
      },
      { spotting: true, weather: { sun: "east-low", haze: 8 }, rules: { goggles: true } },
    ]) {
      const once = R.parseOptions(input);
      expect(R.parseOptions(JSON.parse(JSON.stringify(once)))).toEqual(once);
    }
  });

  it("refuses malformed actions and options with a clear message", () => {
    expect(() => R.parseAction({ type: "roll", die: "red" })).toThrow(/face/);
    expect(() => R.parseAction({ type: "move", plane: "Z9", move: "level" })).toThrow(/counter id/);
    expect(() =>
      R.parseOptions({ planes: [{ type: "camel", side: "germans", level: 5, speed: 3 }] }),
    ).toThrow(RuleError);
    expect(() =>
      R.parseOptions({
        planes: [
          { type: "camel", side: "germans", level: 5, speed: 3 },
          { type: "fokker-dr1", side: "germans", level: 5, speed: 3 },
        ],
      }),
    ).toThrow(/the allies need at least one plane/);
    expect(() =>
      R.parseOptions({
        planes: [
          { type: "camel", side: "germans", level: 5, speed: 3 },
          { type: "fokker-dr1", side: "allies", level: 5, speed: 3 },
        ],
      }),
    ).toThrow(/the Sopwith Camel, flies for the allies/);
  });
});
