/** `sortie kota` end to end, through the built CLI, on a store of its own. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sortie } from "./test-cli.js";

const dir = mkdtempSync(join(tmpdir(), "sortie-kota-cli-"));
const env = { SORTIE_DATA_DIR: dir, HOST: "", PORT: "", SORTIE_URL: "" };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ok = (r: { code: number | null; err: string }) => expect(r.code, r.err).toBe(0);

describe("sortie kota", () => {
  it("a campaign from the first pilots to a closed sortie, the Master Log, a Pilot Log, export and import", {
    timeout: 90000,
  }, () => {
    const made = sortie(
      [
        "kota",
        "new",
        "--title",
        "Wednesday nights",
        "--seed",
        "1",
        "--player",
        "ann:Ann:allies",
        "--player",
        "carl:Carl:central",
        "--json",
      ],
      "",
      env,
    );
    ok(made);
    const links = JSON.parse(made.out);
    expect(Object.keys(links.seats)).toEqual(["wc-club", "ann", "carl"]);

    ok(
      sortie(
        [
          "kota",
          "pilot",
          "add",
          "--player",
          "ann",
          "--name",
          "Albert Ball",
          "--service",
          "british",
        ],
        "",
        env,
      ),
    );
    ok(
      sortie(
        [
          "kota",
          "pilot",
          "add",
          "--player",
          "carl",
          "--name",
          "Oswald Boelcke",
          "--service",
          "german",
        ],
        "",
        env,
      ),
    );
    const wrong = sortie(
      ["kota", "pilot", "add", "--player", "ann", "--name", "Max", "--service", "german"],
      "",
      env,
    );
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(
      /Ann flies for the Allies; the Luftstreitkräfte is on the other side/,
    );

    const late = sortie(
      ["kota", "sortie", "--crew", "K1:camel", "--crew", "K2:albatros-d2"],
      "",
      env,
    );
    expect(late.code).toBe(1);
    expect(late.err).toMatch(/Sopwith Camel is a 1917 plane/);
    const set = sortie(
      ["kota", "sortie", "--crew", "K1:nieuport-17", "--crew", "K2:albatros-d2"],
      "",
      env,
    );
    ok(set);
    expect(set.out).toMatch(/Mission 1: Battle over the Trenches, sortie 1 of 5/);
    expect(set.out).toMatch(/Pilot Albert Ball K1: health 25\/25/);
    expect(set.out).toMatch(/10 cards face down from deck B/);

    // Ball shoots Boelcke down alone; a slip ("K9", "x") is asked again at once.
    const ball = ["K9", "K2", "shot", "y", "x", "0", "n", "no", "accept"];
    const boelcke = ["", "0", "y", "a", "n", "own", "accept"];
    const rep = sortie(["kota", "report"], [...ball, ...boelcke].join("\n"), env);
    ok(rep);
    expect(rep.out).toMatch(/K9 is not an enemy pilot of this sortie/);
    expect(rep.out).toMatch(/A whole number from 0 to 20, please/);
    expect(rep.out).toMatch(/Albert Ball: 6 Pilot Points/);
    expect(rep.out).toMatch(/shot down over his own lines: loses \d+ health/);
    expect(rep.out).toMatch(/Sortie 1 closed/);

    const log = sortie(["kota", "log"], "", env);
    ok(log);
    expect(log.out).toMatch(/1916; Mission 1: Battle over the Trenches; attackers: to be decided/);
    expect(log.out).toMatch(
      /All groups +Allies 6 pts, 1 kill; Central Powers 1 pt, 0 kills; 1 sortie/,
    );
    expect(log.out).toMatch(
      /K1 +Albert Ball +pilot .* 25\/25 +6 pts +1 kill +0 balloons +0 targets +0 obs\. +0 rescues +1 sortie +0 medals/,
    );
    const logJson = JSON.parse(sortie(["kota", "log", "--json"], "", env).out);
    expect(logJson.pilots[0]).toMatchObject({
      id: "K1",
      kills: 1,
      points: 6,
      totals: { kills: 1, balloons: 0, rescues: 0, sorties: 1 },
    });

    const pilot = sortie(["kota", "pilot", "show", "Albert Ball"], "", env);
    ok(pilot);
    expect(pilot.out).toMatch(
      /Sortie 1, Mission 1, Nieuport 17: 1 kill \(Oswald Boelcke's Albatros D\.II\), no health lost, \+6 pts; health 25/,
    );
    expect(pilot.out).toMatch(
      /Totals: 1 sortie, 1 kill, 0 balloons, 0 ground targets, 0 observations, 0 rescues, 0 medals, health 25\/25/,
    );
    expect(pilot.out).toMatch(
      /victory: Oswald Boelcke's Albatros D\.II shot down \(Albert Ball was the only one firing at it\)/,
    );
    expect(sortie(["kota", "pilot", "show", "K7"], "", env).err).toMatch(/no airman "K7"/);

    const out = join(dir, "kota.json");
    ok(sortie(["kota", "export", "--out", out], "", env));
    expect(JSON.parse(readFileSync(out, "utf8")).system).toBe("knights-of-the-air");
    const imported = sortie(["kota", "import", out, "--json"], "", env);
    ok(imported);
    expect(JSON.parse(imported.out).title).toBe("Wednesday nights");
    const again = JSON.parse(sortie(["kota", "log", "--json"], "", env).out);
    expect(again.pilots).toEqual(logJson.pilots);

    const corrupt = join(dir, "corrupt.json");
    const bad = JSON.parse(readFileSync(out, "utf8"));
    bad.entries[0].action.service = "german";
    writeFileSync(corrupt, JSON.stringify(bad));
    const refused = sortie(["kota", "import", corrupt], "", env);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/other side/);
    const renamed = sortie(["kota", "pilot", "show", "K1", "--rename", "Mick Mannock"], "", env);
    expect(renamed.out).toMatch(/^Mick Mannock K1/);
  });

  it("on the club's own cards: each card typed is checked against what the deck still holds", {
    timeout: 90000,
  }, () => {
    const e = { ...env, SORTIE_DATA_DIR: join(dir, "cards") };
    ok(sortie(["kota", "new", "--manual-dice"], "", e));
    ok(
      sortie(
        ["kota", "pilot", "add", "--player", "p1", "--name", "Ball", "--service", "british"],
        "",
        e,
      ),
    );
    ok(
      sortie(
        ["kota", "pilot", "add", "--player", "p3", "--name", "Boelcke", "--service", "german"],
        "",
        e,
      ),
    );
    // The four set-up cards: a 9 is not in deck A; two explosions are one too many.
    const set = sortie(
      ["kota", "sortie", "--crew", "K1:nieuport-17", "--crew", "K2:albatros-d2"],
      ["9", "banana", "explosion", "explosion", "0", "0", "0"].join("\n"),
      e,
    );
    ok(set);
    expect(set.out).toMatch(/deck A has no "9" left/);
    expect(set.out).toMatch(/Write the card/);
    expect(set.out).toMatch(/deck A has no "explosion" left/);
    expect(set.out).toMatch(/Allies: 2 balloons/);
    // Boelcke (who may have shot at the Allies' two balloons) is shot down by the explosion
    // card; his two health cards from deck B: 3 then 2.
    const rep = sortie(
      ["kota", "report"],
      ["", "0", "n", "no", "accept", "", "0", "0", "y", "B", "y", "own", "accept", "3", "2"].join(
        "\n",
      ),
      e,
    );
    ok(rep);
    expect(rep.out).toMatch(/draws 3 and 2: loses 5 health/);
    const p = JSON.parse(sortie(["kota", "pilot", "show", "K2", "--json"], "", e).out);
    expect(p.health).toBe(20);

    // A league game between the same two: Ball shoots Boelcke down; no capture, no mission.
    const league = sortie(
      ["kota", "league", "--crew", "K1:pup", "--crew", "K2:albatros-d2"],
      [
        "0",
        "0",
        "0",
        "0",
        "K2",
        "shot",
        "y",
        "0",
        "n",
        "no",
        "accept",
        // Boelcke's line agrees (ruling K27): shot down by a deck A card, Ball's Pup's.
        "",
        "0",
        "y",
        "a",
        "n",
        "own",
        "accept",
        "1",
      ].join("\n"),
      e,
    );
    ok(league);
    expect(league.out).toMatch(/League game 2/);
    expect(league.out).toMatch(/Ball: 6 Pilot Points/);
    const log = JSON.parse(sortie(["kota", "log", "--json"], "", e).out);
    expect(log.pilots[0]).toMatchObject({ kills: 1, points: 7 });
    expect(log.level).toBe(1);
    expect(sortie(["kota", "pilot", "ability", "K1"], "", e).out).toMatch(
      /Ball has no ace ability to choose/,
    );
    expect(sortie(["kota", "pilot", "ability", "K1", "luck"], "", e).err).toMatch(
      /"luck" is not an ace ability/,
    );
  });

  it("draws for the table and turns ground targets over", { timeout: 90000 }, () => {
    const e = { ...env, SORTIE_DATA_DIR: join(dir, "table") };
    ok(sortie(["kota", "new", "--manual-dice"], "", e));
    ok(
      sortie(
        ["kota", "pilot", "add", "--player", "p1", "--name", "Ball", "--service", "british"],
        "",
        e,
      ),
    );
    ok(
      sortie(
        ["kota", "pilot", "add", "--player", "p3", "--name", "Boelcke", "--service", "german"],
        "",
        e,
      ),
    );
    // One ground target on the Allied side.
    ok(
      sortie(
        ["kota", "sortie", "--crew", "K1:nieuport-17", "--crew", "K2:albatros-d2"],
        "0\n0\n2 engine\n0\n",
        e,
      ),
    );
    const crash = sortie(
      ["kota", "draw", "landing-crash", "--plane", "K1"],
      "1\n2\n3 fire\n0\n",
      e,
    );
    ok(crash);
    expect(crash.out).toMatch(
      /crash on landing \(K1\), deck A: 1, 2, 3 fire, 0 → 6 damage, 1 fire/,
    );
    const b = sortie(
      ["kota", "draw", "takeoff-stall-crash", "--plane", "K2", "--b-deck"],
      "1\n1\n0\nexplosion\n",
      e,
    );
    expect(b.out).toMatch(/deck B: 1, 1, 0, explosion → 2 damage, explosion/);
    // Fire on the ground takes B cards where no A is at hand; an illegal manoeuvre's card is A only.
    const fire = sortie(
      ["kota", "draw", "ground-fire", "--plane", "K1", "--counters", "2", "--b-deck"],
      "0\n5\n",
      e,
    );
    ok(fire);
    expect(fire.out).toMatch(
      /fire on the ground \(K1\), deck B: 0, 5 → 1 flame counter left, 5 damage/,
    );
    expect(sortie(["kota", "draw", "illegal", "--plane", "K1", "--b-deck"], "", e).err).toMatch(
      /the illegal manoeuvre draws from deck A only/,
    );
    expect(sortie(["kota", "draw", "picnic"], "", e).err).toMatch(/one of landing-crash/);
    const wrong = sortie(["kota", "reveal", "central", "1"], "", e);
    expect(wrong.err).toMatch(/have no ground target 1/);
    const up = sortie(["kota", "reveal", "allies", "1", "--target", "mg"], "", e);
    ok(up);
    expect(up.out).toMatch(/Ground target 1 of the Allies: Machine-gun nest/);
    expect(sortie(["kota", "sortie"], "", e).out).toMatch(
      /Allies: 0 balloons; ground targets: Machine-gun nest/,
    );
  });

  it("refuses a player called owner, his seat or his name, in one line", { timeout: 60000 }, () => {
    for (const spec of ["owner:Ann:allies", "Owner:Ann:allies", "p1:Owner:allies"]) {
      const r = sortie(
        ["kota", "new", "--player", spec, "--player", "p2:Bert:central", "--json"],
        "",
        env,
      );
      expect(r.code, r.err).toBe(2);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).toMatch(/cannot be the name of a player.*kept for the game's owner/);
      expect(r.out).toBe("");
    }
  });

  it("answers --help for every command", { timeout: 60000 }, () => {
    for (const cmd of [
      ["new"],
      ["pilot", "add"],
      ["pilot", "show"],
      ["sortie"],
      ["report"],
      ["verify"],
      ["league"],
      ["log"],
      ["export"],
      ["import"],
    ]) {
      const r = sortie(["kota", ...cmd, "--help"], "", env);
      ok(r);
      expect(r.out).toMatch(/Usage: sortie kota/);
    }
  });
});
