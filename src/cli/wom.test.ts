/** `sortie wom` end to end, through the built CLI, on a store of its own. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sortie } from "./test-cli.js";

const dir = mkdtempSync(join(tmpdir(), "sortie-wom-cli-"));
const env = { SORTIE_DATA_DIR: dir, HOST: "", PORT: "", SORTIE_URL: "" };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Answers for one aircraft that came home unharmed: no wounds, not shot
 * down, no fire, no engine damage, not over half damage, did not leave the
 * table, no medal roll.
 */
const quiet = ["", "", "", "", "", "", ""];

const count = (text: string, part: string) => text.split(part).length - 1;

/** The command succeeded; if not, the failure shows what it said. */
const ok = (r: { code: number | null; err: string }) => expect(r.code, r.err).toBe(0);

describe("sortie wom", () => {
  it("runs a mission from the roll to the after-action report on typed-in dice", {
    timeout: 60000,
  }, () => {
    const made = sortie(["wom", "new", "--title", "Club night", "--manual-dice"], "", env);
    ok(made);
    expect(made.out).toMatch(/New campaign: Club night/);
    expect(made.out).toMatch(/http:\/\/127\.0\.0\.1:3000\/wom\/[\w-]{22}\/[\w-]{22}/);

    // A 7 on a d6 is refused and asked again.
    const next = sortie(["wom", "next", "--yes"], ["7", "1", "1", "4", "2"].join("\n"), env);
    ok(next);
    expect(next.out).toMatch(/A whole number from 1 to 6/);
    expect(next.out).toMatch(/Mission: which mission: 1 → Strafe the MTBs/);
    expect(next.out).toMatch(/Fighter type: Axis, early period: 4 → Macchi C.200/);
    expect(next.out).toMatch(/Mission 1: Strafe the MTBs/);
    expect(next.out).toMatch(/Macchi C.200 +Tenente Luigi Ferraro/);

    // P10 shot down over the sea, nursed down: Shot Down 60 (crashes where it fell), In the Drink 70 (rescued).
    // Slips are asked again on the spot: "maybe", a kill too many.
    const p10 = ["", "maybe", "y", "n", "n", "n", "", "nurse", "sea", "n"];
    const claims = ["2", "1"];
    const input = [...p10, ...quiet, ...quiet, ...quiet, ...claims, "25", "60", "70", "50"];
    const after = sortie(["wom", "after"], [...input, "50", "50"].join("\n"), env);
    ok(after);
    expect(after.out).toMatch(/Shot down\? \[y\/N\] maybe\n {2}y or n, please\./);
    expect(after.out).toMatch(/kills \[0\]: 2\n {2}A whole number from 0 to 1, please\./);
    expect(after.out).toMatch(/Shot Down: Tenente Luigi Ferraro: 60 → crashes where it came down/);
    expect(after.out).toMatch(
      /In the Drink: Tenente Luigi Ferraro: 70 → picked up by a friendly launch/,
    );
    expect(after.out).toMatch(/Mission 1: Axis win \(25 to 16\)/);
    // Each roll is printed once.
    expect(count(after.out, "d100 Shot Down: Tenente Luigi Ferraro: 60")).toBe(1);

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
    ok(sortie(["wom", "export", "--out", out], "", env));
    expect(JSON.parse(readFileSync(out, "utf8")).system).toBe("wings-over-malta");
  });

  it("keeps a report in progress and resumes it; never asks a height below the floor; prints a negative score with a minus", {
    timeout: 90000,
  }, () => {
    const e = { ...env, SORTIE_DATA_DIR: join(dir, "resume") };
    ok(sortie(["wom", "new", "--manual-dice"], "", e));
    // Mission 1: Axis attack, Torpedo the supply ships: two Axis fighters and two bombers against two Hurricanes.
    ok(sortie(["wom", "next", "--yes"], ["1", "2", "1", "2"].join("\n"), e));
    // The first Axis fighter shot down and nursed down; the input ends after his answers.
    const p10 = ["", "y", "n", "n", "n", "5", "nurse", "friendly", ""];
    const first = sortie(["wom", "after"], `${p10.join("\n")}\n`, e);
    expect(first.code).toBe(2);
    expect(first.err).toMatch(/the answers given so far are kept: `sortie wom after` resumes/);
    const drafts = readdirSync(join(dir, "resume", "wom-drafts"));
    expect(drafts).toHaveLength(1);

    // Resumed: his answers are shown, not asked; the rest follows. No ship hit (+1 British), one Axis plane down (−2).
    const bomber = [...quiet.slice(0, 6), "", ""]; // and "made its attack run?" (yes)
    const claims = ["", "", "", ""];
    const rest = ["y", ...quiet, ...bomber, ...bomber, ...quiet, ...quiet, ...claims];
    const ships = ["", "", "", "", "", "", "", ""];
    const dice = ["85", "50", "50", "50", "50", "50"];
    const second = sortie(["wom", "after"], [...rest, ...ships, ...dice].join("\n"), e);
    ok(second);
    expect(second.out).toMatch(/under way \(9 answers kept\)\. Resume it\?/);
    expect(second.out).toMatch(/Floor plus altitude when shot down \(the floor is 0\) \[3\]: 5/);
    expect(second.out).toMatch(/Mission 1: British win \(1 to −2\)/);
    expect(second.out).not.toMatch(/1–-2/);
    expect(existsSync(join(dir, "resume", "wom-drafts", drafts[0]))).toBe(false);

    // Mission 2, a dogfight (floor 4): spotting Axis 6 against British 2 + 2, position 1, distance 1.
    const next = sortie(
      ["wom", "next", "--yes"],
      ["1", "6", "1", "1", "6", "2", "1", "1"].join("\n"),
      e,
    );
    expect(next.out).toMatch(/Mission 2: Dogfight/);
    // A height of 3 is below the floor: asked again.
    const down = ["", "y", "n", "n", "n", "3", "7", "nurse", "friendly", ""];
    const report = [...down, ...quiet, ...quiet, ...quiet, ...claims, "85", "50", "50", "50"];
    const dogfight = sortie(["wom", "after"], report.join("\n"), e);
    ok(dogfight);
    expect(dogfight.out).toMatch(
      /\(the floor is 4\) \[7\]: 3\n {2}A whole number from 4 to 24, please\./,
    );
    expect(dogfight.out).toMatch(/Mission 2: British win \(2 to 1\)/);
  });

  it("prints each roll once, also when a choice comes between rolls", { timeout: 90000 }, () => {
    const e = { ...env, SORTIE_DATA_DIR: join(dir, "once") };
    ok(sortie(["wom", "new", "--manual-dice"], "", e));
    // Mission 1, Strafe the MTBs: P10 brings home an engine-damaged plane (Get Home 60): lucky.
    ok(sortie(["wom", "next", "--yes"], "1\n1\n4\n2\n", e));
    const engine = ["", "n", "", "y", "", "", ""];
    const one = [...engine, ...quiet, ...quiet, ...quiet, "0", "60", "50", "50", "50"];
    ok(sortie(["wom", "after"], one.join("\n"), e));
    // Mission 2, Attack the airfield: P10 crashes on landing (5 − 5 novice); his luck is offered, he keeps the roll.
    // The crews are asked for: an RAF airman for an Axis plane is refused and the question asked again.
    const crews = sortie(["wom", "next"], "1\n4\n1\n1\nn\nP1\n\ny\ny\n", e);
    ok(crews);
    expect(crews.out).toMatch(
      /Pilot Officer Arthur Hale does not fly for the Axis\n.*Axis crews:/s,
    );
    expect(crews.out).toMatch(/Mission 2: Attack the airfield/);
    // A lucky airman is also asked whether he spent his luck in the fight.
    const two = [...quiet, "", ...quiet, ...quiet, ...quiet, "0", "0", "5", "keep", "80", "50"];
    const after = sortie(["wom", "after"], [...two, "50", "50"].join("\n"), e);
    ok(after);
    expect(after.out).toMatch(/Keep the roll or re-roll with \(keep\/lucky\)/);
    expect(count(after.out, "d100 Get Home: Tenente Luigi Ferraro: 5 −5 novice")).toBe(1);
    expect(count(after.out, "d100 Special injury: Tenente Luigi Ferraro: 80")).toBe(1);
  });

  it("corrects a report: one side's lines asked again, the dice already rolled kept", {
    timeout: 90000,
  }, () => {
    const e = { ...env, SORTIE_DATA_DIR: join(dir, "correct") };
    ok(sortie(["wom", "new", "--manual-dice"], "", e));
    // Strafe the MTBs, everyone home on Get Home 50; the boats took 25.
    ok(sortie(["wom", "next", "--yes"], "1\n1\n4\n2\n", e));
    const quietFour = [...quiet, ...quiet, ...quiet, ...quiet];
    const first = sortie(
      ["wom", "after"],
      [...quietFour, "25", "50", "50", "50", "50"].join("\n"),
      e,
    );
    ok(first);
    expect(first.out).toMatch(/Mission 1: Axis win \(25 to 0\)/);
    expect(first.out).toMatch(/A wrong result\? `sortie wom after` corrects it/);
    // P10 was shot down over the sea after all: only his Shot Down and In the Drink rolls are new.
    const p10 = ["", "y", "", "", "", "", "", "sea", ""];
    const fix = ["y", "axis", ...p10, ...quiet, "", "60", "70"];
    const fixed = sortie(["wom", "after"], fix.join("\n"), e);
    ok(fixed);
    expect(fixed.out).toMatch(/Mission 1's report is in \(Axis win \(25 to 0\)\)/);
    expect(fixed.out).toMatch(/Damage points on the boats \[25\]/);
    expect(fixed.out).toMatch(/Shot Down: Tenente Luigi Ferraro: 60 → crashes where it came down/);
    expect(count(fixed.out, "Roll a d100")).toBe(2);
    expect(fixed.out).toMatch(/Mission 1: Axis win \(25 to 16\)/);
    // Back as it was: his Get Home 50 is kept; no die is asked for.
    const back = ["y", "axis", "", "n", "", "", "", "", "", ...quiet, ""];
    const again = sortie(["wom", "after"], `${back.join("\n")}\n`, e);
    ok(again);
    expect(again.out).toMatch(/Shot down\? \[Y\/n\] n/);
    expect(count(again.out, "Roll a d100")).toBe(0);
    expect(again.out).toMatch(/Mission 1: Axis win \(25 to 0\)/);
    // Once the next mission is rolled, the report stands.
    ok(sortie(["wom", "next", "--yes"], "1\n2\n1\n2\n", e));
    const late = sortie(["wom", "after"], "", e);
    expect(late.code).toBe(2);
  });

  it("prints links at the address the server serves: HOST and PORT, or --url / SORTIE_URL", {
    timeout: 30000,
  }, () => {
    const e = { ...env, SORTIE_DATA_DIR: join(dir, "links") };
    const served = sortie(["wom", "new"], "", { ...e, HOST: "0.0.0.0", PORT: "8080" });
    expect(served.out).toMatch(/Axis player's link: +http:\/\/localhost:8080\/g\/[\w-]{22}\n/);
    const club = sortie(["wom", "new"], "", { ...e, SORTIE_URL: "https://malta.example.org/" });

    expect(club.out).toMatch(
      /British player's link: https:\/\/malta\.example\.org\/g\/[\w-]{22}\n/,
    );
    const flag = sortie(["wom", "new", "--url", "http://club.lan:9000"], "", e);
    expect(flag.out).toMatch(/In the browser .*: http:\/\/club\.lan:9000\/wom\//);
    const bad = sortie(["wom", "new", "--url", "club"], "", e);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/"club" is not a web address/);
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
