/**
 * `sortie kota report --as PLAYER` and `sortie kota verify`, through the built
 * CLI: players enter their own lines, the Wing Commander accepts, refuses
 * with a reason and corrects field by field, then closes the sortie.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sortie } from "./test-cli.js";

const dir = mkdtempSync(join(tmpdir(), "sortie-kota-verify-"));
const env = { SORTIE_DATA_DIR: dir, HOST: "", PORT: "", SORTIE_URL: "" };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ok = (r: { code: number | null; err: string }) => expect(r.code, r.err).toBe(0);
const kota = (args: string[], input: string[] = []) =>
  sortie(["kota", ...args], input.join("\n"), env);

describe("sortie kota: players enter their lines, the Wing Commander verifies them", () => {
  it("enters, lists, accepts, refuses with a reason, corrects and closes", {
    timeout: 120000,
  }, () => {
    const made = kota([
      "new",
      "--manual-dice",
      "--player",
      "ann:Ann:allies",
      "--player",
      "carl:Carl:central",
      "--json",
    ]);
    ok(made);
    const carlLink = `http://localhost:3000/g/${JSON.parse(made.out).seats.carl}`;
    ok(kota(["pilot", "add", "--player", "ann", "--name", "Albert Ball", "--service", "british"]));
    ok(
      kota(["pilot", "add", "--player", "carl", "--name", "Oswald Boelcke", "--service", "german"]),
    );
    // No balloons, no ground targets: four blank deck A cards.
    ok(
      kota(
        ["sortie", "--crew", "K1:nieuport-17", "--crew", "K2:albatros-d2"],
        ["0", "0", "0", "0"],
      ),
    );

    expect(kota(["report", "--as", "dora"]).err).toMatch(/--as "dora": no such seat or link/);
    const ann = kota(["report", "--as", "ann"], ["K2", "shot", "y", "0", "n", "no"]);
    ok(ann);
    expect(ann.out).toMatch(/Line 1 entered for Albert Ball; it counts once the Wing Commander/);
    expect(ann.out).not.toMatch(/Wing Commander: Albert Ball's line/);
    expect(kota(["report", "--as", "ann"]).err).toMatch(
      /Ann has no airman whose line is still to be entered/,
    );
    ok(kota(["report", "--as", "carl"], ["", "2", "n", "no"]));
    // Nothing counts before it is verified.
    expect(JSON.parse(kota(["log", "--json"]).out).pilots[0].points).toBe(0);

    const list = kota(["verify", "--list"]);
    ok(list);
    expect(list.out).toMatch(
      /Line 1, sortie 1: Albert Ball K1 — downed \(shot\) Oswald Boelcke K2/,
    );
    expect(list.out).toMatch(/Line 2, sortie 1: Oswald Boelcke K2 — 2 illegal manoeuvres/);
    expect(JSON.parse(kota(["verify", "--list", "--json"]).out)).toHaveLength(2);

    // The lines disagree (ruling K27): Ball's claim is not accepted while Boelcke's line says he
    // was not shot down. Ball's is left waiting; Boelcke's refused, the blank reason asked again.
    const first = kota(["verify"], ["skip", "refuse", "", "He was shot down."]);
    ok(first);
    expect(first.out).toMatch(/Lines 1 and 2 disagree: .*Albert Ball claims it shot down/);
    expect(first.out).toMatch(/Albert Ball's line \(correct\/refuse\/skip\) \[skip\]/);
    expect(first.out).toMatch(/Say why, in a few words\./);
    expect(first.out).toMatch(/Refused: He was shot down/);
    expect(first.out).not.toMatch(/Close it\?/);

    // Carl, by his link, sees why and enters it again from his own answers: shot down over his own lines.
    const again = kota(["report", "--as", carlLink], ["", "0", "y", "a", "n", "own"]);
    ok(again);
    expect(again.out).toMatch(
      /Line 2 was refused: He was shot down\. Enter it again; Enter keeps each answer you gave\./,
    );
    expect(again.out).toMatch(/Illegal manoeuvres \[2\]/);
    // Shot down himself, he is not asked whom he carried home.
    expect(again.out).not.toMatch(/carried home/);
    expect(again.out).toMatch(/Line 3 entered for Oswald Boelcke/);

    // Corrected field by field: Enter keeps Carl's answers, a slip is asked again;
    // his health card is typed, then the sortie closes.
    const fix = kota(
      ["verify"],
      [
        "accept",
        "correct",
        "",
        "x",
        "1",
        "",
        "",
        "",
        "",
        "",
        "One illegal manoeuvre seen",
        "3",
        "y",
      ],
    );
    ok(fix);
    expect(fix.out).toMatch(/Albert Ball: 6 Pilot Points/);
    expect(fix.out).toMatch(
      /Illegal manoeuvres \[0\]: x\n {2}A whole number from 0 to 20, please\./,
    );
    expect(fix.out).toMatch(/Shot down\? \[Y\/n\]/);
    expect(fix.out).toMatch(/which deck's card brought it down \(.*\) \[A\]/);
    expect(fix.out).toMatch(/Every line of sortie 1 is verified\. Close it\?/);
    expect(fix.out).toMatch(/Sortie 1 closed/);
    expect(kota(["verify"]).out).toMatch(/No line is waiting for verification/);

    const log = JSON.parse(kota(["log", "--json"]).out);
    const boelcke = log.pilots.find((p: { id: string }) => p.id === "K2");
    expect(boelcke.health).toBe(22);
    expect(log.pilots[0]).toMatchObject({ kills: 1, points: 6 });
    const out = join(dir, "log.json");
    ok(kota(["export", "--out", out]));
    const verdicts = JSON.parse(readFileSync(out, "utf8"))
      .entries.map((e: { action: { type: string; verdict?: string; reason?: string } }) => e.action)
      .filter((a: { type: string }) => a.type === "verify")
      .map((a: { verdict: string; reason?: string }) => [a.verdict, a.reason]);
    expect(verdicts).toEqual([
      ["refuse", "He was shot down."],
      ["accept", undefined],
      ["correct", "One illegal manoeuvre seen"],
    ]);
  });
});
