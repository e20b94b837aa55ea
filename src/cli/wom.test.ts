/** `sortie wom` end to end, through the built CLI, on a store of its own. */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sortie } from "./test-cli.js";

const dir = mkdtempSync(join(tmpdir(), "sortie-wom-cli-"));
const env = { SORTIE_DATA_DIR: dir };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Answers for one aircraft that came home unharmed: not shot down, no damage, did not leave, no kills, no wounds, no medal roll. */
const quiet = ["n", "n", "n", "n", "", "", "", "", "n"];

describe("sortie wom", () => {
  it("runs a mission from the roll to the after-action report on typed-in dice", {
    timeout: 60000,
  }, () => {
    const made = sortie(["wom", "new", "--title", "Club night", "--manual-dice"], "", env);
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/New campaign: Club night/);
    expect(made.out).toMatch(/http:\/\/localhost:3000\/wom\/[\w-]{22}\/[\w-]{22}/);

    // A 7 on a d6 is refused and asked again.
    const next = sortie(["wom", "next", "--yes"], ["7", "1", "1", "4", "2"].join("\n"), env);
    expect(next.code).toBe(0);
    expect(next.out).toMatch(/A whole number from 1 to 6/);
    expect(next.out).toMatch(/Mission: which mission: 1 → Strafe the MTBs/);
    expect(next.out).toMatch(/Fighter type: Axis, early period: 4 → Macchi C.200/);
    expect(next.out).toMatch(/Mission 1: Strafe the MTBs/);
    expect(next.out).toMatch(/Macchi C.200 +Tenente Luigi Ferraro/);

    // P10 shot down over the sea, nursed down: Shot Down 60 (crashes where it fell), In the Drink 70 (rescued).
    const p10 = ["y", "n", "n", "n", "4", "sea", "nurse", "", "", "", "n"];
    const input = [...p10, ...quiet, ...quiet, ...quiet, "25", "60", "70", "50", "50", "50"].join(
      "\n",
    );
    const after = sortie(["wom", "after"], input, env);
    expect(after.code).toBe(0);
    expect(after.out).toMatch(/Shot Down: Tenente Luigi Ferraro: 60 → crashes where it came down/);
    expect(after.out).toMatch(
      /In the Drink: Tenente Luigi Ferraro: 70 → picked up by a friendly launch/,
    );
    expect(after.out).toMatch(/Mission 1: Axis win \(25–16\)/);

    const roster = sortie(["wom", "roster"], "", env);
    expect(roster.out).toMatch(/1 +Axis +Strafe the MTBs .* Axis won/);
    expect(roster.out).toMatch(/Missions won: Axis 1, British 0/);
    const pilot = sortie(["wom", "pilot", "P10"], "", env);
    expect(pilot.out).toMatch(
      /Mission 1: Shot Down: crashes into the sea; In the Drink: picked up by a friendly launch/,
    );

    const renamed = sortie(["wom", "pilot", "P10", "--rename", "Franco Lucchini"], "", env);
    expect(renamed.out).toMatch(/^Tenente Franco Lucchini/);

    const out = join(dir, "campaign.json");
    expect(sortie(["wom", "export", "--out", out], "", env).code).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).system).toBe("wings-over-malta");
  });

  it("says what is wrong in one line", { timeout: 30000 }, () => {
    const r = sortie(["wom", "pilot", "P999"], "", env);
    expect(r.code).toBe(2);
    expect(r.err).toBe('sortie: no airman "P999" in this campaign (see `sortie wom roster`)\n');
    const none = sortie(["wom", "roster"], "", { SORTIE_DATA_DIR: join(dir, "empty") });
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/no campaign yet/);
  });
});
