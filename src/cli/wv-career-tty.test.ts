/**
 * `sortie wv career report` at a real terminal: a pseudo-terminal made by
 * tmux, keys sent one by one and the screen read back. Typed answers show on
 * the screen, a slip is asked again, Ctrl-C stops with nothing saved, and a
 * whole report ends with the dice asked at the table. Skipped, saying so,
 * where tmux is not installed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sortie } from "./test-cli.js";
import { hasTmux, tmuxTerminal } from "./test-tty.js";

if (!hasTmux)
  console.warn("tmux is not installed: the terminal test of `sortie wv career` is skipped");

const dir = mkdtempSync(join(tmpdir(), "sortie-wv-career-tty-"));
const terminal = tmuxTerminal("wvcareer", dir);
const { screen, waitFor, type, key, answer } = terminal;

afterAll(() => {
  terminal.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasTmux)("sortie wv career report at a terminal", () => {
  it("shows what is typed, asks a slip again, stops on Ctrl-C with nothing saved, then takes a whole report", {
    timeout: 180000,
  }, async () => {
    const env = { SORTIE_DATA_DIR: dir, HOST: "", PORT: "", SORTIE_URL: "" };
    const tables = join(dir, "small.json");
    writeFileSync(tables, JSON.stringify({ establishment: { pilots: 2, planes: 2 } }));
    const made = sortie(
      ["wv", "career", "new", "--start", "1917-07-02", "--tables", tables, "--manual-dice"],
      "3\n3\n",
      env,
    );
    expect(made.code, made.err).toBe(0);
    // Scramble against Bombing; both enemy pilots experts.
    expect(sortie(["wv", "career", "brief"], "1\n3\n3\n", env).code).toBe(0);
    expect(sortie(["wv", "career", "crews", "--yes"], "", env).code).toBe(0);

    terminal.start("one", ["wv", "career", "report"]);
    await waitFor("one", /Mission accomplished\? \[y\/N\] $/m);
    type("one", "y");
    await waitFor("one", /Mission accomplished\? \[y\/N\] y$/m);
    key("one", "Enter");
    await waitFor("one", /What became of it \(home\/fled\/landed\/downed\) \[home\]: $/m);
    await answer(
      "one",
      "ditched",
      /One of home, fled, landed, downed, please\.\n.*What became of it.*: $/m,
    );
    key("one", "C-c");
    const stopped = await waitFor("one", /\[exit 130\]/);
    expect(stopped).toMatch(/sortie: stopped; nothing was saved for the step in progress/);
    expect(sortie(["wv", "career", "roster", "--json"], "", env).out).toMatch(/"kind": "fight"/);

    terminal.start("two", ["wv", "career", "report"]);
    await answer("two", "y", /What became of it .*: $/m);
    await answer("two", "downed", /Where did it come down .*: $/m);
    await answer(
      "two",
      "enemy",
      /Everyone aboard is killed in the crash\.\n.*\n.*What became of it .*: $/m,
    );
    for (const next of [
      /Damage on its dashboard\? \[y\/N\] $/m,
      /\(unhurt\/wounded\) \[unhurt\]: $/m,
    ])
      await answer("two", "", next);
    await answer(
      "two",
      "",
      /Enemy plane 1: DFW C\.V \(expert\)\n.*What became of it \(none\/downed\/landed\/fled\) \[none\]: $/m,
    );
    await answer("two", "landed", /Where did it come down .*\[enemy\]: $/m);
    await answer("two", "own", /Claimed by \(a1\/a2\) \[a1\]: $/m);
    await answer("two", "a2", /Enemy plane 2: Albatros D\.V \(expert\)\n.*: $/m);
    await answer("two", "", /Confirm the report\? .*\[Y\/n\] $/m);
    // The days until the next mission, and a replacement for the pilot killed.
    await answer("two", "", /Roll a d6 — Days until the next mission \(d6\): $/m);
    await answer("two", "2", /Roll a d6 — Replacement pilot 3: skill \(d6\): $/m);
    await answer("two", "6", /\[exit 0\]/);
    const done = screen("two");
    expect(done).toMatch(/Mission 1: accomplished; 1 victory confirmed; VP 2 scored, 4 lost/);
    expect(done).toMatch(/killed in action/);
    expect(done).toMatch(/victory 1 \(DFW C\.V\) confirmed/);
    expect(done).toMatch(/joins \(expert\)/);
  });
});
