/**
 * `sortie wom after` at a real terminal: a pseudo-terminal made by tmux,
 * keys sent one by one and the screen read back. Typed answers must show on
 * the screen; Ctrl-C keeps the report's answers and the next run resumes it.
 * Skipped, saying so, where tmux is not installed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sortie } from "./test-cli.js";
import { hasTmux, tmuxTerminal } from "./test-tty.js";

if (!hasTmux) console.warn("tmux is not installed: the terminal test of `sortie wom` is skipped");

const dir = mkdtempSync(join(tmpdir(), "sortie-wom-tty-"));
const terminal = tmuxTerminal("wom", dir);
const { screen, waitFor, type, key, answer } = terminal;
/** Starts `sortie wom after` in a fresh terminal; the pane stays after it exits. */
const start = (session: string) => terminal.start(session, ["wom", "after"]);

afterAll(() => {
  terminal.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasTmux)("sortie wom after at a terminal", () => {
  it("shows what is typed, keeps the report through Ctrl-C, and resumes it", {
    timeout: 180000,
  }, async () => {
    const env = { SORTIE_DATA_DIR: dir, HOST: "", PORT: "", SORTIE_URL: "" };
    {
      const r = sortie(["wom", "new", "--manual-dice"], "", env);
      expect(r.code, r.err).toBe(0);
    }
    // Strafe the MTBs: Macchi C.200s (P10, P11) against Hurricane IAs (P1, P2).
    {
      const r = sortie(["wom", "next", "--yes"], "1\n1\n4\n2\n", env);
      expect(r.code, r.err).toBe(0);
    }

    start("one");
    await waitFor("one", /Wounds in the fight \[0\]: $/m);
    // The typed answer is on the screen before Enter is pressed.
    type("one", "0");
    await waitFor("one", /Wounds in the fight \[0\]: 0$/m);
    key("one", "Enter");
    await waitFor("one", /Shot down\? \[y\/N\] $/m);
    type("one", "maybe");
    await waitFor("one", /Shot down\? \[y\/N\] maybe$/m);
    await answer("one", "", /y or n, please\.\n.*Shot down\? \[y\/N\] $/m);
    await answer("one", "n", /On fire\? \[y\/N\] $/m);
    for (const next of [/Engine damage/, /More than half/, /Left the table/, /spectacular/])
      await answer("one", "", new RegExp(`${next.source}.*[:\\]] $`, "m"));
    await answer("one", "", /Tenente Mario Bellini\n {2}Wounds in the fight \[0\]: $/m);
    // Ctrl-C in the middle of the report.
    key("one", "C-c");
    const stopped = await waitFor("one", /\[exit 130\]/);
    expect(stopped).toMatch(/sortie: stopped; the answers given so far are kept/);

    start("two");
    await waitFor("two", /under way \(7 answers kept\)\. Resume it\? \[Y\/n\] $/m);
    await answer("two", "y", /Tenente Mario Bellini\n {2}Wounds in the fight \[0\]: $/m);
    const resumed = screen("two");
    // Luigi Ferraro's answers are shown again, not asked.
    expect(resumed).toMatch(
      /Tenente Luigi Ferraro\n {2}Wounds in the fight \[0\]: 0\n {2}Shot down\? \[y\/N\] n\n/,
    );
    // Three quiet aircraft: seven answers each, all defaults.
    for (let i = 0; i < 20; i++) {
      key("two", "Enter");
      await new Promise((r) => setTimeout(r, 100));
    }
    await answer("two", "", /Damage points on the boats: $/m);
    await answer("two", "25", /Roll a d100 — Get Home: Tenente Luigi Ferraro: $/m);
    for (const who of [
      "Tenente Mario Bellini",
      "Pilot Officer Arthur Hale",
      "Pilot Officer George Burnett",
    ])
      await answer("two", "50", new RegExp(`Get Home: ${who}: $`, "m"));
    await answer("two", "50", /\[exit 0\]/);
    const done = screen("two");
    expect(done).toMatch(/Roll a d100 — Get Home: Pilot Officer George Burnett: 50\n/);
    expect(done).toMatch(/Mission 1: Axis win \(25 to 0\)/);
  });
});
