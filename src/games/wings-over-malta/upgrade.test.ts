/** Logs of rules version 2 read as version 3: the same campaign, each side's steps through its own seat. */
import { describe, expect, it } from "vitest";
import type { LogItem } from "../../engine/contract.js";
import { LOG_FORMAT, parseLogFile } from "../../engine/logfile.js";
import { createMatch, type MatchRecord, play, recordOf, replay } from "../../engine/match.js";
import { rulesFor } from "../registry.js";
import { wingsOverMalta } from "./rules.js";
import { quietReport } from "./test-helpers.js";
import { upgradeLog } from "./upgrade.js";

const roll = (value: number) => ({ sides: 6, purpose: "", value });
const d100 = (value: number) => ({ sides: 100, purpose: "", value });

/** A version 2 log on typed-in dice: the mission, the crews confirmed twice (the first taken back), the whole report. */
function oldLog(): MatchRecord<unknown, unknown> {
  const m = createMatch(wingsOverMalta, {}, { mode: "manual" });
  const rolled = play(wingsOverMalta, m, "axis", { type: "roll-mission" }, [1, 1, 1, 1]);
  const both = play(
    wingsOverMalta,
    play(wingsOverMalta, rolled, "axis", { type: "ready" }),
    "british",
    { type: "ready" },
  );
  const report = quietReport(
    both.state,
    { P10: { kills: 1 }, P1: { shotDown: true, escape: "nurse", came: "sea", height: 4 } },
    { boatDamage: 30 },
  );
  const entries: LogItem<unknown>[] = [
    { seat: "axis", action: { type: "roll-mission" }, rolls: [1, 1, 1, 1].map(roll) },
    { seat: "british", action: { type: "ready" }, rolls: [] },
    { seat: "british", undo: true },
    { seat: "british", action: { type: "ready" }, rolls: [] },
    { seat: "axis", action: { type: "report", report }, rolls: [50, 50, 60, 70, 50].map(d100) },
  ];
  return { ...recordOf(m), version: 2, entries };
}

describe("a version 2 log", () => {
  it("imports as a log file: the registry's rules read it as version 3", () => {
    const file = { format: LOG_FORMAT, formatVersion: 2, ...oldLog() };
    const m = parseLogFile(JSON.stringify(file), rulesFor);
    expect(m.version).toBe(wingsOverMalta.version);
    expect((m.state as { mission: number }).mission).toBe(2);
    // The rules on their own (no upgrade) refuse it, saying which version wrote it.
    expect(() => replay(wingsOverMalta, oldLog() as never)).toThrow(/version 2/);
  });

  it("is read as version 3: each side confirms and reports through its own seat, the dice where they fell", () => {
    const v3 = upgradeLog(oldLog());
    expect(v3.version).toBe(wingsOverMalta.version);
    expect(
      v3.entries.map((e) =>
        "undo" in e ? "undo" : `${e.seat} ${(e.action as { type: string }).type}`,
      ),
    ).toEqual([
      "axis roll-mission",
      "british ready",
      "axis ready",
      "undo",
      "undo",
      "british ready",
      "axis ready",
      "axis report",
      "british report",
    ]);
    const s = replay(wingsOverMalta, v3).state;
    expect(s.mission).toBe(2);
    expect(s.missions[0].fates.find((f) => f.pilot === "P1")?.notes).toEqual([
      "Shot Down: crashes into the sea",
      "In the Drink: picked up by a friendly launch",
    ]);
    expect(s.missions[0].winner).toBe("axis");
  });

  it("is refused, saying where, when it took back a step that rolled Sortie's dice", () => {
    const m = play(
      wingsOverMalta,
      createMatch(wingsOverMalta, {}, { mode: "seeded", seed: 5 }),
      "axis",
      {
        type: "roll-mission",
      },
    );
    const log = {
      ...recordOf(m),
      version: 2,
      entries: [...m.entries, { seat: "axis", undo: true as const }],
    };
    expect(() => upgradeLog(log)).toThrow(
      /cannot be read as version 3: entry 2: there is nothing that can be taken back/,
    );
  });

  it("is refused when its report lists the British aircraft first", () => {
    const log = oldLog();
    const last = log.entries[4] as { action: { report: { aircraft: unknown[] } } };
    last.action.report.aircraft.reverse();
    expect(() => upgradeLog(log)).toThrow(
      /entry 5: its report lists the aircraft in another order/,
    );
  });
});
