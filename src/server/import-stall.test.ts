/**
 * Imports built to hold the server are refused at their first excess, with
 * a message that says which bound they broke, and store nothing; while one
 * is read, other games are still answered promptly. (The speed targets are
 * measured by `npm run bench -- server`; the bounds here are generous.)
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { apiOnFreshStore } from "./test-app.js";

const { inject, post, get, unchanged, app } = apiOnFreshStore();

const header = (system: string) =>
  JSON.stringify({
    format: "sortie-log",
    formatVersion: 2,
    system,
    version: 1,
    options: {},
    dice: { mode: "seeded", seed: 1 },
    setupRolls: [],
    entries: [],
  }).slice(0, -3);

/** A log's text whose entries are `count` copies of `entry`. */
const logText = (entry: string, count: number, system = "knights-of-the-air") =>
  `${header(system)}[${Array(count).fill(entry).join(",")}]}`;

const importing = (payload: string, url = "/api/import") =>
  inject({ method: "POST", url, payload, headers: { "content-type": "application/json" } });

/** 2.6 million empty entries, 7.8 MB. */
const flat = () => `{"log":${logText("{}", 2_600_000)}}`;
/** 3.9 million levels of nesting, 7.8 MB. */
const deep = () => `{"log":${"[".repeat(3_900_000)}${"]".repeat(3_900_000)}}`;

describe("hostile imports", () => {
  it("refuses a huge flat list, deep nesting and an oversized body, each with its reason, storing nothing", async () => {
    const cases: [string, number, RegExp][] = [
      [flat(), 400, /^the request body has a list of more than 50,000 items$/],
      [deep(), 400, /^the request body nests deeper than 64 levels$/],
      [
        JSON.stringify({ log: logText("{}", 2_600_000) }),
        400,
        /^this log has a list of more than 50,000 items$/,
      ],
      [
        JSON.stringify({ log: "[".repeat(3_000_000) }),
        400,
        /^this log nests deeper than 64 levels$/,
      ],
      [
        `{"log":${logText(`[${"0,".repeat(99)}0]`, 45_000)}}`,
        413,
        /^this log is larger than 8,192 KB, the most any system allows$/,
      ],
      [
        `{"log":${" ".repeat(17 * 1024 * 1024)}}`,
        413,
        /^the request body is larger than 16,384 KB$/,
      ],
    ];
    for (const [payload, status, error] of cases) {
      const r = await unchanged(() => importing(payload));
      expect(r.statusCode, payload.slice(0, 60)).toBe(status);
      expect(r.json(), payload.slice(0, 60)).toEqual({ error: expect.stringMatching(error) });
    }
  }, 60_000);

  it("holds a log to its own system's size limit as soon as the system is named", async () => {
    const convoy =
      /^this log is (larger than 256|3\d\d) KB; a log of Malta Convoy may be at most 256 KB$/;
    // 300 KB of entries, then nesting too deep: the size is refused first, at 256 KB.
    const entries = `${'{"a":1},'.repeat(40_000)}${"[".repeat(100)}`;
    for (const [url, payload] of [
      ["/api/import", `{"system":"malta-convoy","log":{"entries":[${entries}`],
      ["/api/import", `{"log":{"system":"malta-convoy","entries":[${entries}`],
      ["/api/import?system=malta-convoy", `{"log":{"entries":[${entries}`],
      // The log sent as text: its system is read from the text.
      ["/api/import", JSON.stringify({ log: `${header("malta-convoy")}[${entries}` })],
    ]) {
      const r = await unchanged(() => importing(payload, url));
      expect(r.statusCode, url + payload.slice(0, 40)).toBe(400);
      expect(r.json().error, url + payload.slice(0, 40)).toMatch(convoy);
    }
    // The query names the system the log must be for, as the body's `system` does.
    const wom = await unchanged(() =>
      importing(JSON.stringify({ log: logText("{}", 1) }), "/api/import?system=malta-convoy"),
    );
    expect(wom.json().error).toMatch(/this log is a game of Knights of the Air, not Malta Convoy/);
  });

  it("reads a log sent as text as the text it stands for: its escapes do not count against its size", async () => {
    // About 200 KB of text whose escapes make it about 300 KB as sent: within Malta Convoy's 256 KB.
    const entry = JSON.stringify({ seat: "player", action: { note: '"'.repeat(40) } });
    const text = logText(entry, 2000, "malta-convoy");
    const payload = JSON.stringify({ log: text });
    expect(Buffer.byteLength(text)).toBeLessThan(256 * 1024);
    expect(Buffer.byteLength(payload)).toBeGreaterThan(256 * 1024);
    const r = await unchanged(() => importing(payload));
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/^this Sortie log does not replay/);
  });

  it("lets a client still sending a refused body hear why", async () => {
    await app().listen({ port: 0, host: "127.0.0.1" });
    const address = app().server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const r = await fetch(`http://127.0.0.1:${port}/api/import`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: deep(),
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: "the request body nests deeper than 64 levels" });
  });

  it("answers another game promptly while hostile imports are read", async () => {
    const game = await post("/api/games", { system: "malta-convoy" });
    const token = game.json().links.seats.player;
    // A log as large as allowed, read whole before its replay refuses it.
    const entry = JSON.stringify({
      seat: "p1",
      action: { type: "report", pilot: "K1", sortie: 1, line: { kills: [], damage: 3 } },
      rolls: [
        { sides: 6, purpose: "contact", value: 4 },
        { sides: 6, purpose: "to hit", value: 2 },
      ],
    });
    const bodies = [flat(), deep(), JSON.stringify({ log: logText(entry, 40_000) })];
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let done = false;
    let worst = 0;
    let answered = 0;
    const reader = async () => {
      while (!done) {
        const t0 = performance.now();
        const r = await get(`/api/t/${token}`);
        expect(r.statusCode).toBe(200);
        worst = Math.max(worst, performance.now() - t0);
        answered++;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    delay.enable();
    const reading = reader();
    for (const body of bodies) {
      const r = await importing(body);
      expect(r.statusCode >= 400 && r.statusCode < 500, r.body).toBe(true);
    }
    done = true;
    await reading;
    delay.disable();
    // Generous bounds for a loaded machine: before, the flat list alone held the loop for seconds.
    expect(answered).toBeGreaterThan(5);
    expect(worst).toBeLessThan(600);
    expect(delay.max / 1e6).toBeLessThan(600);
  }, 60_000);
});
