/**
 * Imports built to hold the server: bodies posted to /api/import back to
 * back while another game's view is read at 200 req/s. Every body must be
 * refused with a 4xx, and the other game's reads must stay prompt.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess } from "../src/server/child-server.js";
import { otherGameReads } from "./other-game.js";
import type { Figure } from "./server.js";

const MB = 1024 * 1024;

const bytes = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(text));

/** The header of a Knights of the Air log (the system that allows the largest logs, 8 MB). */
const header = {
  format: "sortie-log",
  formatVersion: 2,
  system: "knights-of-the-air",
  version: 1,
  options: {},
  dice: { mode: "seeded", seed: 1 },
  setupRolls: [],
};

/** A log file's text whose entries are `count` copies of `entry` (its own JSON). */
function logText(entry: string, count: number): string {
  const head = JSON.stringify({ ...header, entries: [] }).slice(0, -3);
  return `${head}[${Array(count).fill(entry).join(",")}]}`;
}

/** The hostile bodies, each just under the import limit unless it is meant to be over. */
export function hostileBodies(): { name: string; body: Uint8Array<ArrayBuffer> }[] {
  const deep = 3_900_000;
  // About 190 bytes: a log of 7.5 MB holds about 41,000 of them (Knights of the Air allows 50,000).
  const entry = JSON.stringify({
    seat: "p1",
    action: { type: "report", pilot: "K1", sortie: 1, line: { kills: [], damage: 3 } },
    rolls: [
      { sides: 6, purpose: "contact", value: 4 },
      { sides: 6, purpose: "to hit", value: 2 },
    ],
  });
  return [
    // 2.6 million empty entries in one list.
    { name: "flat list", body: bytes(`{"log":${logText("{}", 2_600_000)}}`) },
    // 3.9 million levels of nesting.
    { name: "deep nesting", body: bytes(`{"log":${"[".repeat(deep)}${"]".repeat(deep)}}`) },
    // The same flat list as the web page sends a file: the log as text.
    {
      name: "flat list as text",
      body: bytes(JSON.stringify({ log: logText("{}", 2_600_000) })),
    },
    // A log-shaped file as large as allowed (read whole, then refused on replay), as text.
    {
      name: "7.5 MB log as text",
      body: bytes(
        JSON.stringify({ log: logText(entry, Math.floor((7.5 * MB) / (entry.length + 1))) }),
      ),
    },
    // Over any limit.
    { name: "20 MB body", body: new Uint8Array(20 * MB).fill(32) },
  ];
}

/**
 * Another game's view read at 200 req/s while `posters` clients post the
 * hostile bodies in turn, as fast as they are answered.
 */
export async function benchImportStall(
  label: string,
  env: Record<string, string>,
  judged: boolean,
): Promise<Figure[]> {
  const server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-bench-")), {
    SORTIE_RATE_LIMIT: "off",
    ...env,
  });
  const bodies = hostileBodies();
  const answers = new Map<string, string>();
  let stop = false;
  let posted = 0;
  let accepted = 0;
  const poster = async (k: number) => {
    for (let i = k; !stop; i++) {
      const { name, body } = bodies[i % bodies.length];
      let answer: string;
      try {
        const r = await fetch(`${server.url}/api/import`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        const text = await r.text();
        if (r.status < 400 || r.status >= 500) accepted++;
        answer = `${r.status} ${JSON.parse(text).error ?? text}`;
      } catch (e) {
        // A body refused while it was still being sent may lose its answer with the connection.
        answer = `connection closed (${(e as Error).cause ?? (e as Error).message})`;
      }
      posted++;
      if (!answers.has(name)) answers.set(name, answer.slice(0, 100));
    }
  };
  try {
    const reading = await otherGameReads(server.url);
    const quiet = await reading(4);
    const posters = [poster(0), poster(2)];
    await new Promise((r) => setTimeout(r, 500));
    const read = await reading(15);
    stop = true;
    await Promise.all(posters);
    const failed = read.non2xx + read.errors + read.timeouts;
    const l = read.latency;
    const out: Figure[] = [
      {
        what: `${label}: GET another game's view at 200 req/s while hostile imports are answered`,
        figure: `p50 ${l.p50} ms, p99 ${l.p99} ms, worst ${l.max} ms, ${failed} failed; ${posted} imports (quiet: p99 ${quiet.latency.p99} ms, worst ${quiet.latency.max} ms)`,
        target: judged ? "p99 < 50 ms, worst < 250 ms" : "report",
        ok: judged ? l.p99 < 50 && l.max < 250 && failed === 0 && accepted === 0 : null,
      },
    ];
    for (const [name, answer] of answers)
      out.push({ what: `${label}: import, ${name}`, figure: answer, target: "4xx", ok: null });
    return out;
  } finally {
    stop = true;
    await server.stop();
  }
}
