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
    for (const next of [/Illegal manoeuvres \[0\]: $/m, /Shot down\? \[y\/N\] $/m, /\[no\]: $/m])
      await answer("one", "", next);
    await answer("one", "", /Oswald Boelcke's line .*\[accept\]: $/m);
    await answer("one", "", /\[exit 0\]/);
    expect(screen("one")).toMatch(/Sortie 1 closed\./);

    // The stored line is the one the answers made.
    const log = sortie(["kota", "pilot", "show", "K1", "--json"], "", env);
    expect(log.code, log.err).toBe(0);
    expect(JSON.parse(log.out)).toMatchObject({ kills: 1, points: 6, sorties: 1 });
  });
});
