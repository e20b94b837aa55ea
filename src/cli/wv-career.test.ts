/** `sortie wv career` end to end, through the built CLI (run `npm run build` first), on a store of its own. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LiveHub } from "../server/live.js";
import { GameService } from "../server/service.js";
import { GameStore } from "../store/game-store.js";
import { sortie } from "./test-cli.js";

const dir = mkdtempSync(join(tmpdir(), "sortie-wv-career-cli-"));
const env = { SORTIE_DATA_DIR: dir, HOST: "", PORT: "", SORTIE_URL: "" };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ok = (r: { code: number | null; err: string }) => expect(r.code, r.err).toBe(0);

describe("sortie wv career", () => {
  it("raises a squadron and flies a mission on typed-in dice: briefing, crews, a report file, the roster", {
    timeout: 90000,
  }, () => {
    // Two pilots and two planes; founding skills 1 (recruit) and 6 (ace).
    const tables = join(dir, "small.json");
    writeFileSync(tables, JSON.stringify({ establishment: { pilots: 2, planes: 2 } }));
    const made = sortie(
      [
        "wv",
        "career",
        "new",
        "--start",
        "1917-07-02",
        "--end",
        "1917-07-20",
        "--tables",
        tables,
        "--manual-dice",
      ],
      "1\n6\n",
      env,
    );
    ok(made);
    expect(made.out).toMatch(/No\. 60 Squadron, Royal Flying Corps/);
    expect(made.out).toMatch(/a2 +Lieutenant \S+ \S+ +pilot +ace +0 +5/);
    expect(made.out).toMatch(/\/wv\/career\/[\w-]{22}/);

    // Scramble against Bombing: a DFW and an Albatros, their pilots' skill by d6 (a 7 is refused).
    const brief = sortie(["wv", "career", "brief"], "1\n7\n2\n6\n", env);
    ok(brief);
    expect(brief.out).toMatch(/A whole number from 1 to 6/);
    expect(brief.out).toMatch(/Mission 1, 2 July 1917: Scramble/);
    expect(brief.out).toMatch(/1\. DFW C\.V \(R, 2 VP\), recruit/);
    expect(brief.out).toMatch(/2\. Albatros D\.V \(F, 3 VP\), ace/);

    const bad = sortie(["wv", "career", "crews", "B1001=a9"], "", env);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/no airman "a9"/);
    const crews = sortie(["wv", "career", "crews", "B1001=a1", "B1002=a2"], "", env);
    ok(crews);
    expect(crews.out).toMatch(/B1002 +S\.E\.5a +Lieutenant .* a2/);

    const report = join(dir, "report.json");
    writeFileSync(
      report,
      JSON.stringify({
        accomplished: true,
        planes: [
          { plane: "B1001", fate: "home", crew: ["unhurt"] },
          { plane: "B1002", fate: "landed", where: "own", crew: ["wounded"] },
        ],
        claims: [{ by: "a1", enemy: 1, fate: "downed", where: "own" }],
        fled: [0],
      }),
    );
    // The repair days, the wound and its days, the recruit's roll (d6 + 2: a victory, accomplished),
    // the ace's Military Cross (3: not yet), the days to the next mission.
    const after = sortie(
      ["wv", "career", "report", "--file", report, "--yes"],
      "2\n1\n3\n4\n3\n5\n",
      env,
    );
    ok(after);
    expect(after.out).toMatch(/Mission 1: accomplished; 1 victory confirmed; VP 5 scored, 4 lost/);
    expect(after.out).toMatch(/is now an expert/);
    expect(after.out).toMatch(/light wound, out until 7 July 1917/);
    expect(after.out).toMatch(/Next mission: 7 July 1917/);

    const roster = sortie(["wv", "career", "roster"], "", env);
    ok(roster);
    expect(roster.out).toMatch(/a1 +Second Lieutenant \S+ \S+ +pilot +expert +1 +1 +0 +on duty/);
    expect(roster.out).toMatch(/B1002 +S\.E\.5a +ready/);
    const json = JSON.parse(sortie(["wv", "career", "roster", "--json"], "", env).out);
    expect(json.totals).toMatchObject({ missions: 1, accomplished: 1, victories: 1 });

    const a1 = sortie(["wv", "career", "airman", "a1", "--rename", "Albert Ball"], "", env);
    ok(a1);
    expect(a1.out).toMatch(/Albert Ball \(a1\)/);
    expect(a1.out).toMatch(/Victory 1: an Albatros D\.V downed on our side of the lines/);

    // Saved and loaded again: the same squadron.
    const saved = join(dir, "career.json");
    ok(sortie(["wv", "career", "export", "--out", saved], "", env));
    const loaded = sortie(["wv", "career", "import", saved], "", env);
    ok(loaded);
    expect(loaded.out).toMatch(/Imported: No\. 60 Squadron/);
    expect(loaded.out).toMatch(/a1 +Second Lieutenant Albert Ball +pilot +expert +1 +1/);
    const notALog = sortie(["wv", "career", "import", tables], "", env);
    expect(notALog.code).toBe(1);
  });

  it("flies a mission as a Sortie game and reads its result back", {
    timeout: 120000,
  }, async () => {
    const own = mkdtempSync(join(tmpdir(), "sortie-wv-career-fly-"));
    const e = { ...env, SORTIE_DATA_DIR: own };
    ok(sortie(["wv", "career", "new", "--start", "1918-06-01", "--seed", "3"], "", e));
    ok(sortie(["wv", "career", "brief"], "", e));
    const early = sortie(["wv", "career", "fly"], "", e);
    expect(early.code, early.err).toBe(2);
    expect(early.err).toMatch(/name the crews first/);
    ok(sortie(["wv", "career", "crews", "--yes"], "", e));
    const fly = sortie(["wv", "career", "fly"], "", e);
    ok(fly);
    const m = /\/wv\/hotseat\/([\w-]{22})\/([\w-]{22})/.exec(fly.out);
    expect(m, fly.out).not.toBeNull();
    const notYet = sortie(["wv", "career", "report", "--from-game", "--yes"], "", e);
    expect(notYet.code, notYet.err).toBe(2);
    expect(notYet.err).toMatch(/not over yet/);
    // The fight is flown to its end through the same store (each seat takes its first legal action).
    const store = await GameStore.open({ dir: own });
    try {
      const service = new GameService(store, new LiveHub());
      const seats = [m?.[1] as string, m?.[2] as string];
      for (let k = 0; k < 5000; k++) {
        let over = false;
        for (const token of seats) {
          const g = (await service.view(token, false)) as unknown as {
            status: string;
            seq: number;
            view: { actions: unknown[] };
          };
          if (g.status === "over") over = true;
          else if (g.view.actions[0])
            await service.act(token, { seq: g.seq, action: g.view.actions[0] });
        }
        if (over) break;
      }
    } finally {
      await store.close();
    }
    const read = sortie(["wv", "career", "report", "--from-game", "--yes"], "", e);
    ok(read);
    expect(read.out).toMatch(/Read from the fight/);
    expect(read.out).toMatch(/Mission 1: (not )?accomplished/);
    rmSync(own, { recursive: true, force: true });
  });

  it("refuses bad options and files with a clear message", { timeout: 60000 }, () => {
    const early = sortie(["wv", "career", "new", "--start", "1915-01-01"], "", env);
    expect(early.code).toBe(2);
    expect(early.err).toMatch(
      /^sortie: Squadron Career options: start: the career runs from 1916-01-01/,
    );
    const bomber = sortie(
      ["wv", "career", "new", "--corps", "luftstreitkrafte", "--role", "bomber"],
      "",
      env,
    );
    expect(bomber.code).toBe(2);
    expect(bomber.err).toMatch(/no bomber squadron/);
    const t = join(dir, "bad-tables.json");
    writeFileSync(
      t,
      JSON.stringify({
        availability: [{ plane: "spad", corps: ["rfc"], from: "1917-01-01", to: "1918-01-01" }],
      }),
    );
    const tables = sortie(["wv", "career", "new", "--tables", t], "", env);
    expect(tables.code).toBe(2);
    expect(tables.err).toMatch(/availability\.0\.plane: no plane "spad"/);
    const printed = sortie(["wv", "career", "tables", "--out", join(dir, "t.json")], "", env);
    ok(printed);
    expect(JSON.parse(readFileSync(join(dir, "t.json"), "utf8")).reconstructed).toBe(true);
    expect(sortie(["wv", "career", "--help"], "", env).out).toMatch(
      /sortie wv career crews B1001=a3/,
    );
  });
});
