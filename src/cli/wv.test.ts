/** `sortie wv fly` and `sortie wv planes` end to end, through the built CLI. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SCENARIOS } from "../games/winged-victory/missions/scenarios.js";
import { getPlane } from "../games/winged-victory/planes/planes.js";
import { sortie } from "./test-cli.js";

const fly = (...args: string[]) => sortie(["wv", "fly", ...args]);
const json = (...args: string[]) => {
  const r = fly(...args, "--json");
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.out).turns as {
    startSpeed: number;
    speed: number;
    endSpeed: number;
    level: number;
    events: string[];
  }[];
};
const row = (t: { startSpeed: number; speed: number; endSpeed: number; level: number }) => [
  t.startSpeed,
  t.speed,
  t.endSpeed,
  t.level,
];

/** The Strutter's normal turn keeping a level at Medium that stalls it, then the stall: a Handling Test follows. */
const STALLING_TURN = [
  ...["--plane", "strutter", "--level", "15", "--speed", "5"],
  ...["turn-normal+keep1", "stall"],
];

describe("sortie wv fly", { timeout: 60000 }, () => {
  it("flies the climbing lesson and prints the JSON shape of the issue", () => {
    const turns = json(
      "--plane",
      "strutter",
      "--level",
      "6",
      "--speed",
      "5",
      "level",
      "climb-shallow",
      "level",
      "climb-hard",
      "level",
    );
    expect(turns.map(row)).toEqual([
      [5, 5, 5, 6],
      [5, 1, 3, 7],
      [3, 3, 4, 7],
      [4, -1, 2, 8],
      [2, 2, 3, 8],
    ]);
    expect(Object.keys(turns[0]).sort()).toEqual([
      "endSpeed",
      "events",
      "level",
      "speed",
      "startSpeed",
    ]);
  });
  it("flies the diving lesson with its throttle 2 (free throttle) and keeps a throttle once set", () => {
    const turns = json(
      "--plane",
      "strutter",
      "--level",
      "10",
      "--speed",
      "5",
      "--any-throttle",
      "throttle=2 dive-shallow:2",
      "--extra-diving-hex",
      "level",
    );
    expect(turns.map(row)).toEqual([
      [5, 7, 5, 8],
      [5, 5, 4, 8],
    ]);
  });
  it("flies the turning lessons and the combined ones (V2 misprint read as drag 3)", () => {
    expect(
      json(
        "--plane",
        "strutter",
        "--level",
        "11",
        "--speed",
        "5",
        "turn-easy",
        "turn-normal",
        "turn-hard",
      ).map(row),
    ).toEqual([
      [5, 1, 3, 11],
      [3, 0, 2, 10],
      [2, 0, 2, 8],
    ]);
    expect(
      json(
        "--plane",
        "strutter",
        "--level",
        "4",
        "--speed",
        "5",
        "--throttle",
        "5",
        "climb-shallow+turn-easy",
        "level",
        "dive-hard:1+turn",
      ).map(row),
    ).toEqual([
      [5, -3, 1, 5],
      [1, 1, 3, 5],
      [3, 1, 3, 4],
    ]);
  });
  it("reports the stall of turning question 3 and a crash into the ground", () => {
    const [t] = json("--plane", "strutter", "--level", "15", "--speed", "5", "turn-normal+keep1");
    expect(t.events).toEqual(["stall"]);
    const [c] = json("--plane", "camel", "--level", "2", "--speed", "5", "turn-hard");
    expect(c.events).toEqual(["crash"]);
  });
  it("rolls the tests only with --seed, the same way for the same seed", () => {
    const args = STALLING_TURN;
    expect(json(...args)[1].events).toEqual(["handling-test:not-rolled"]);
    const a = json(...args, "--seed", "7");
    expect(a[1].events[0]).toMatch(/^handling-test:/);
    expect(a[1].events[0]).not.toBe("handling-test:not-rolled");
    expect(json(...args, "--seed", "7")).toEqual(a);
  });
  it("reads dice thrown at the table: the face each test die shows, and refuses faces the die lacks", () => {
    const args = STALLING_TURN;
    expect(json(...args, "--dice", "i")[1].events).toEqual(["handling-test:control-regained"]);
    expect(json(...args, "--dice", "fail")[1].events).toEqual(["handling-test:control-lost"]);
    const bad = fly(...args, "--dice", "3");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/Grey die has no face "3"/);
    expect(fly(...args, "--dice", "i,i").err).toMatch(/1 face was not needed/);
    expect(fly(...args).err).toBe("");
    expect(fly(...args, "--dice", "i", "--seed", "2").err).toMatch(/cannot both be given/);
  });
  it("starts on the ground at --level 0: rolls, takes off, and lands again (ruling W15)", () => {
    const turns = json(
      ...["--plane", "strutter", "--level", "0", "--speed", "0", "level", "level"],
      ...["climb-shallow", "level", "throttle=0 dive-shallow:1", "level"],
    );
    expect(turns.map(row)).toEqual([
      [0, 0, 2, 0],
      [2, 2, 3, 0],
      [3, 0, 2, 1],
      [2, 2, 3, 1],
      [3, 4, 2, 0],
      [2, 2, 1, 0],
    ]);
    expect(turns.map((t) => t.events)).toEqual([[], [], ["take-off"], [], ["landed"], []]);
    const r = fly("--plane", "strutter", "--level", "0", "--speed", "2", "climb-shallow");
    expect([r.code, r.err]).toEqual([1, expect.stringMatching(/takes off at speed 3 or more/)]);
    const dive = fly("--plane", "strutter", "--level", "0", "--speed", "2", "dive-shallow:1");
    expect([dive.code, dive.err]).toEqual([1, expect.stringMatching(/only rolls in level flight/)]);
  });

  it("prints a table by default", () => {
    const r = fly("--plane", "se5a", "--level", "5", "--speed", "7", "level", "turn-hard+keep2");
    expect(r.code).toBe(0);
    expect(r.out).toContain("S.E.5a: level 5, speed 7");
    expect(r.out).toMatch(/2\s+turn-hard\+keep2/);
  });
  it("stops with the reason at an illegal turn, after printing the turns flown", () => {
    const r = fly(
      "--plane",
      "strutter",
      "--level",
      "10",
      "--speed",
      "5",
      "level",
      "throttle=2 level",
    );
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/1\s+level/);
    expect(r.err).toMatch(/turn 2: .*rotary engine: its throttle is 0 or 5 here, not 2/);
  });
  it.each([
    [["--plane", "re8", "--level", "10", "--speed", "5", "climb-hard"], /shallow climbs only/],
    [
      ["--plane", "strutter", "--level", "10", "--speed", "1", "climb-shallow"],
      /a climb needs 3 Hexes/,
    ],
    [
      ["--plane", "hp-o400", "--level", "10", "--speed", "4", "barrel-roll"],
      /cannot fly a barrel-roll/,
    ],
    [
      ["--plane", "camel", "--level", "10", "--speed", "5", "--engaged", "turn-easy"],
      /no easy turn while engaged/,
    ],
  ])("refuses %j", (args, message) => {
    const r = fly(...args, "--json");
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toMatch(message);
  });
  it("refuses bad notation and bad flags with exit code 2", () => {
    const bad = fly("--plane", "camel", "--level", "10", "--speed", "5", "loop-the-loop");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/"loop-the-loop" is not a manoeuvre/);
    expect(fly("--plane", "camel", "--level", "40", "--speed", "5", "level").err).toMatch(
      /--level must be a whole number from 0 to 30/,
    );
    expect(fly("--plane", "zeppelin", "--level", "4", "--speed", "5", "level").err).toMatch(
      /no plane "zeppelin"/,
    );
  });
  it("documents the notation and the flying school's lessons in --help", () => {
    const r = fly("--help");
    expect(r.code).toBe(0);
    for (const word of [
      "dive-shallow:L",
      "turn-hard+keep1",
      "climb-shallow+turn",
      "immelmann",
      "--plane strutter",
    ])
      expect(r.out).toContain(word);
  });
  it("flies a player's own plane file, and names the bad field of a broken one", () => {
    const dir = mkdtempSync(join(tmpdir(), "wv-"));
    const mine = {
      ...getPlane("camel"),
      id: "my-camel",
      name: "My Camel",
      maxLevelSpeed: { low: 7, medium: 6, high: 5 },
    };
    const good = join(dir, "good.json");
    writeFileSync(good, JSON.stringify(mine));
    const [t] = json("--plane-file", good, "--level", "5", "--speed", "7", "level");
    expect(row(t)).toEqual([7, 7, 7, 5]);
    const broken = join(dir, "broken.json");
    writeFileSync(broken, JSON.stringify({ ...mine, drag: { low: [1], medium: [1] } }));
    const r = fly("--plane-file", broken, "--level", "5", "--speed", "7", "level");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/broken\.json: drag › high: /);
    const planes = sortie(["wv", "planes", "--plane-file", good, "--json"]);
    expect(JSON.parse(planes.out)[0].id).toBe("my-camel");
  });
});

describe("sortie wv fly with a box file (--printed)", { timeout: 60000 }, () => {
  it("offers the box file's planes and reads typed faces on its dice", () => {
    const dir = mkdtempSync(join(tmpdir(), "wv-box-"));
    const box = join(dir, "box.json");
    const spad = {
      ...getPlane("camel"),
      id: "spad13",
      name: "SPAD S.XIII",
      maxLevelSpeed: { low: 7, medium: 6, high: 5 },
    };
    // The owner's Grey die, as printed here: two faces, no "i".
    const grey = [
      { result: "miss", icon: "fail" },
      { result: "2", icon: "ii" },
    ];
    writeFileSync(box, JSON.stringify({ planes: [spad], dice: { faces: { grey } } }));
    // Its one plane is flown without --plane; its own maximum level speed holds.
    const [t] = json("--printed", box, "--level", "5", "--speed", "7", "level");
    expect(row(t)).toEqual([7, 7, 7, 5]);
    const moves = sortie(["wv", "moves", "--printed", box, "--level", "5", "--speed", "7"]);
    expect(moves.out).toContain("SPAD S.XIII: level 5");
    const stall = STALLING_TURN;
    // The Grey die's faces are the box file's: "i" is refused, "fail" read.
    const bad = fly(...stall, "--printed", box, "--dice", "i");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/the Grey die has no face "i"; its faces are miss fail, 2 ii/);
    expect(json(...stall, "--printed", box, "--dice", "fail")[1].events).toEqual([
      "handling-test:control-lost",
    ]);
    const planes = JSON.parse(sortie(["wv", "planes", "--printed", box, "--json"]).out);
    expect(planes[0]).toMatchObject({ id: "spad13", name: "SPAD S.XIII" });
    // A box file with a fault names the file, the part and the field, and nothing is flown.
    writeFileSync(box, JSON.stringify({ planes: [{ ...spad, side: "french" }] }));
    const broken = fly("--printed", box, "--level", "5", "--speed", "7", "level");
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/box\.json: printed values: planes: plane 1: side/);
    expect(broken.out).toBe("");
  });
});

describe("sortie wv planes", { timeout: 60000 }, () => {
  it("lists the ten planes with their key figures", () => {
    const r = sortie(["wv", "planes"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /strutter\s+Sopwith 1½ Strutter\s+allies\s+R\s+rotary\s+5\/5\/4\s+2\/2\/3/,
    );
    expect(r.out).toMatch(/re8\s+R\.E\.8.*2_\/2_\/3_/);
  });
  it("--json: an array of planes, each with its id and name", () => {
    const planes = JSON.parse(sortie(["wv", "planes", "--json"]).out);
    expect(planes).toHaveLength(10);
    for (const p of planes) {
      expect(typeof p.id).toBe("string");
      expect(typeof p.name).toBe("string");
    }
  });
});

describe("sortie wv moves", { timeout: 60000 }, () => {
  it("lists every manoeuvre open now with its cost", () => {
    const r = sortie([
      "wv",
      "moves",
      "--plane",
      "strutter",
      "--level",
      "15",
      "--speed",
      "5",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const { throttle, moves } = JSON.parse(r.out);
    expect(throttle).toBe(5);
    const keep = moves.find((m: { name: string }) => m.name === "turn-normal+keep1");
    expect(keep).toMatchObject({ speed: -3, endSpeed: 1, level: 15, events: ["stall"] });
    expect(moves.map((m: { name: string }) => m.name)).not.toContain("stall");
  });
  it("takes the attitude: a diving plane needs no preparatory Hexes to dive on", () => {
    const names = (attitude: string) =>
      JSON.parse(
        sortie([
          "wv",
          "moves",
          "--plane",
          "strutter",
          "--level",
          "10",
          "--speed",
          "2",
          "--attitude",
          attitude,
          "--json",
        ]).out,
      ).moves.map((m: { name: string }) => m.name);
    expect(names("level")).not.toContain("dive-hard:2");
    expect(names("dive-hard")).toContain("dive-hard:2");
  });
  it("prints a table", () => {
    const r = sortie(["wv", "moves", "--plane", "camel", "--level", "12", "--speed", "5"]);
    expect(r.out).toMatch(/jink\s+4\s+4\s+5\s+12\s+gunners\s+attackers -1/);
  });
});

describe("sortie wv sim --help", { timeout: 60000 }, () => {
  it("names every ready scenario, from the scenario data", () => {
    const r = sortie(["wv", "sim", "--help"]);
    expect(r.code).toBe(0);
    const text = r.out.replace(/\s+/g, " ");
    expect(SCENARIOS.map((x) => x.id)).toContain("balloon-scramble");
    for (const x of SCENARIOS) expect(text).toContain(x.id);
  });
});
