/**
 * A log entry that carries `undo: true` is an undo mark, or damaged: never a
 * move. Replay pairs every undo mark with the move it takes back before
 * playing; an entry read one way there and another way while playing would
 * give a game whose state is not what its history says.
 */
import { describe, expect, it } from "vitest";
import type { Rules } from "./contract.js";
import { RuleError } from "./errors.js";
import { parseLogFile, toLogFile } from "./logfile.js";
import { createMatch, play, undo } from "./match.js";

type Add = { type: "add"; n: number };
const counter: Rules<{ total: number }, Add, Record<string, never>> = {
  id: "counter",
  title: "Counter",
  version: 1,
  seats: () => ["a"],
  parseOptions: () => ({}),
  parseAction(input) {
    const a = input as Add;
    if (a?.type !== "add" || typeof a.n !== "number") throw new RuleError("not an add");
    return { type: "add", n: a.n };
  },
  setup: () => ({ total: 0 }),
  view: (_s, seat) => ({ seat, actions: [{ type: "add", n: 1 }] }),
  act: (s, _seat, a) => ({ total: s.total + a.n }),
  outcome: () => null,
  describe: (a) => `add ${a.n}`,
};
const rulesFor = (id: string) => (id === "counter" ? (counter as never) : undefined);

describe("undo marks in a log file", () => {
  it("replays a well-formed log with undos to the state it recorded", () => {
    let m = createMatch(counter, {}, { mode: "seeded", seed: 1 });
    m = play(counter, m, "a", { type: "add", n: 1 });
    m = play(counter, m, "a", { type: "add", n: 2 });
    m = undo(counter, m, "a");
    const again = parseLogFile(JSON.stringify(toLogFile(m)), rulesFor);
    expect(again.state).toEqual({ total: 1 });
  });

  it("refuses an entry marked undo that also carries a move", () => {
    let m = createMatch(counter, {}, { mode: "seeded", seed: 1 });
    m = play(counter, m, "a", { type: "add", n: 1 });
    m = play(counter, m, "a", { type: "add", n: 2 });
    const file = toLogFile(m) as { entries: unknown[] };
    file.entries.push(
      { seat: "a", undo: true, action: { type: "add", n: 4 }, rolls: [] },
      { seat: "a", undo: true },
    );
    // Read as a move, then the real mark would go back two moves: total 1 with two moves standing.
    expect(() => parseLogFile(JSON.stringify(file), rulesFor)).toThrow(/entry 3.*damaged/);
  });
});
