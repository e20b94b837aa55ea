/**
 * Wings over Malta: an airman's scars read as a modifier on medal rolls, at
 * both sizes. The campaign is played at random on seeded dice until an airman
 * has horrible scars, then imported through the API and opened in Chromium.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toLogFile } from "../src/engine/logfile.js";
import { createMatch, type Match, play } from "../src/engine/match.js";
import { seedRng } from "../src/engine/rng.js";
import { randomStep } from "../src/games/wings-over-malta/random-play.js";
import { wingsOverMalta } from "../src/games/wings-over-malta/rules.js";
import type { CampaignState } from "../src/games/wings-over-malta/state.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";

type M = Match<CampaignState, unknown, unknown>;

/** The first seeded random campaign in which an airman gets horrible scars, stopped there. */
function scarredCampaign(): { match: M; pilot: string } {
  for (let seed = 1; seed < 400; seed++) {
    const rng = seedRng(seed ^ 0x5eed);
    let m = createMatch(wingsOverMalta, {}, { mode: "seeded", seed }) as M;
    while (!wingsOverMalta.outcome(m.state)) {
      const { seat, action } = randomStep(m.state, rng);
      m = play(wingsOverMalta, m as never, seat, action) as M;
      const scarred = m.state.pilots.find((p) => p.scars < 0);
      if (scarred) return { match: m, pilot: scarred.id };
    }
  }
  throw new Error("no random campaign gave an airman horrible scars");
}

describe.skipIf(browserMissing)("Wings over Malta: scars on the pilot's page", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-scars-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("reads horrible scars as −1 on medal rolls, at 1280×800 and 390×844", async () => {
    const { match, pilot } = scarredCampaign();
    const r = await fetch(`${server.url}/api/import`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ log: toLogFile(match as never), system: "wings-over-malta" }),
    });
    expect(r.status).toBe(201);
    const { links } = (await r.json()) as { links: { seats: Record<string, string> } };
    const token = Object.values(links.seats)[0];
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser.newPage({ viewport: size });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/g/${token}/pilot/${pilot}`);
      await page.getByText("horrible scars (−1 on medal rolls)").waitFor();
      expect(await page.getByText(/−1 medals/).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
      await shot(page, `wom-scars-${size.width}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 120000);
});
