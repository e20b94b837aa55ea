/**
 * `sortie kota report` at a real terminal (a tmux pseudo-terminal): what is
 * typed shows on the screen, a slip is refused with its reason and asked
 * again, and the line the answers make is stored. Skipped, saying so, where
 * tmux is not installed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sortie } from "./test-cli.js";
import { hasTmux, tmuxTerminal } from "./test-tty.js";

if (!hasTmux) console.warn("tmux is not installed: the terminal test of `sortie kota` is skipped");

const dir = mkdtempSync(join(tmpdir(), "sortie-kota-tty-"));
const { start, screen, waitFor, type, answer, close } = tmuxTerminal("kota", dir);
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasTmux)("sortie kota report at a terminal", () => {
  it("shows what is typed, asks a slip again and stores the line", {
    timeout: 180000,
  }, async () => {
    const env = { SORTIE_DATA_DIR: dir, HOST: "", PORT: "", SORTIE_URL: "" };
    const ok = (args: string[], input = "") => {
      const r = sortie(["kota", ...args], input, env);
      expect(r.code, r.err).toBe(0);
    };
    ok(["new", "--manual-dice", "--player", "ann:Ann:allies", "--player", "carl:Carl:central"]);
    ok(["pilot", "add", "--player", "ann", "--name", "Albert Ball", "--service", "british"]);
    ok(["pilot", "add", "--player", "carl", "--name", "Oswald Boelcke", "--service", "german"]);
    // No balloons and no ground targets: four blank deck A cards.
    ok(["sortie", "--crew", "K1:nieuport-17", "--crew", "K2:albatros-d2"], "0\n0\n0\n0\n");

    start("one", ["kota", "report"]);
    const victims = /Albert Ball \(K1\)\n {2}Enemy planes he shot down .*blank for none\): /;
    await waitFor("one", new RegExp(`${victims.source}$`, "m"));
    // The typed answer is on the screen before Enter is pressed.
    type("one", "K9");
    await waitFor("one", new RegExp(`${victims.source}K9$`, "m"));
    // A slip: refused with its reason, the question asked again.
    await answer(
      "one",
      "",
      /K9\n {2}K9 is not an enemy pilot of this sortie; one of: K2\.\n.*blank for none\): $/m,
    );
    type("one", "K2");
    await waitFor("one", /blank for none\): K2$/m);
    await answer("one", "", /how did it go down \(shot\/fire\/structure\/chased\) \[shot\]: $/m);
    await answer("one", "", /only one firing at it in that phase\? \[Y\/n\] $/m);
    await answer("one", "", /Illegal manoeuvres \[0\]: $/m);
    type("one", "21");
    await waitFor("one", /Illegal manoeuvres \[0\]: 21$/m);
    await answer(
      "one",
      "",
      /A whole number from 0 to 20, please\.\n {2}Illegal manoeuvres \[0\]: $/m,
    );
    await answer("one", "0", /Shot down\? \[y\/N\] $/m);
    await answer("one", "", /Fled the battle .*\[no\]: $/m);
    await answer("one", "", /Albert Ball's line \(accept\/correct\/refuse\) \[accept\]: $/m);
    await answer(
      "one",
      "",
      /Albert Ball: 6 Pilot Points\n.*Oswald Boelcke \(K2\)\n.*blank for none\): $/m,
    );
    await answer("one", "", /Illegal manoeuvres \[0\]: $/m);
    await answer("one", "", /Shot down\? \[y\/N\] $/m);
    // His line agrees with Ball's claim (ruling K27): shot down by a card of Ball's deck A.
    await answer("one", "y", /which deck's card brought it down .*: $/m);
    await answer("one", "A", /by the explosion card\? \[y\/N\] $/m);
    await answer("one", "", /where .*\[own\]: $/m);
    await answer("one", "", /Oswald Boelcke's line .*\[accept\]: $/m);
    await answer("one", "", /Card drawn — .*: $/m);
    await answer("one", "1", /\[exit 0\]/);
    expect(screen("one")).toMatch(/Sortie 1 closed\./);

    // The stored line is the one the answers made.
    const log = sortie(["kota", "pilot", "show", "K1", "--json"], "", env);
    expect(log.code, log.err).toBe(0);
    expect(JSON.parse(log.out)).toMatchObject({ kills: 1, points: 6, sorties: 1 });
  });

  it("names a conflict to the player and the Wing Commander, who refuses the line; enrols and takes a step back", {
    timeout: 180000,
  }, async () => {
    const env = { SORTIE_DATA_DIR: dir, HOST: "", PORT: "", SORTIE_URL: "" };
    const run = (args: string[], input = "") => sortie(["kota", ...args], input, env);
    const ok = (args: string[], input = "") => {
      const r = run(args, input);
      expect(r.code, r.err).toBe(0);
      return r;
    };
    ok(["sortie", "--crew", "K1:nieuport-17", "--crew", "K2:albatros-d2"], "0\n0\n0\n0\n");
    // Ann's line claims Boelcke's plane; Carl's, at the terminal, says he was not shot down.
    ok(["report", "--as", "ann"], ["K2", "shot", "y", "0", "n", "no"].join("\n"));
    start("two", ["kota", "report", "--as", "carl"]);
    await answer("two", "", /Illegal manoeuvres \[0\]: $/m);
    await answer("two", "", /Shot down\? \[y\/N\] $/m);
    await answer("two", "", /Fled the battle .*\[no\]: $/m);
    await answer("two", "", /\[exit 0\]/);
    expect(screen("two")).toMatch(/Lines 3 and 4 disagree: .*Albert Ball claims it shot down/s);
    // The Wing Commander is shown the conflict and offered no acceptance; he refuses Carl's line.
    start("three", ["kota", "verify"]);
    await waitFor("three", /Albert Ball's line \(correct\/refuse\/skip\) \[skip\]: $/m);
    expect(screen("three")).toMatch(/A line in conflict is not accepted/);
    await answer("three", "", /Oswald Boelcke's line \(correct\/refuse\/skip\) \[skip\]: $/m);
    await answer("three", "refuse", /Why is it refused\? $/m);
    await answer("three", "Ball shot him down", /\[exit 0\]/);
    expect(screen("three")).toMatch(/Refused: Ball shot him down/);
    // Enrolment: bad input is one line and stores nothing; a good one prints his link.
    const bad = run(["enrol", "--name", "Eve", "--side", "nowhere"]);
    expect(bad.code).toBe(2);
    expect(bad.err.trim()).toBe('sortie: --side: allies or central, not "nowhere"');
    expect(ok(["enrol", "--name", "Eve", "--side", "central"]).out).toMatch(
      /Enrolled Eve, Central Powers \(p1\) by the Wing Commander of The club\.\n {2}His link: .*\/g\//,
    );
    // An enrolment is final; a registration that drew nothing is taken back.
    const final = run(["undo"]);
    expect(final.code).toBe(1);
    expect(final.err.split("\n").filter(Boolean)).toHaveLength(1);
    ok(["pilot", "add", "--player", "p1", "--name", "Werner Voss", "--service", "german"]);
    expect(ok(["undo"]).out).toMatch(/Took back: Registers pilot Werner Voss/);
    const log = JSON.parse(ok(["log", "--json"]).out);
    expect(log.pilots.map((p: { name: string }) => p.name)).not.toContain("Werner Voss");
  });
});
