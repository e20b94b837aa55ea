/**
 * The dice in a real browser: a game whose creator chose the seed tells every
 * seat so above the board; a game on Sortie's own dice says nothing of the
 * kind, and its page's source holds no key.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { create, open } from "./helpers.js";

const NOTICE = /follow a seed its creator chose/;

describe.skipIf(browserMissing)("the dice, as every seat reads them", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-dice-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("tells each seat of a game on a chosen seed, and says nothing on Sortie's own dice", async () => {
    const chosen = await create(server.url, {
      system: "hawks-over-malta",
      options: { scenario: 1 },
      dice: { mode: "seeded", seed: 77 },
    });
    const own = await create(server.url, {
      system: "hawks-over-malta",
      options: { scenario: 1 },
    });
    const { page, errors, close } = await open(browser, { width: 1280, height: 800 });
    for (const seat of ["axis", "british"]) {
      await page.goto(`${server.url}/g/${chosen.links.seats[seat]}`);
      await page.getByRole("note").filter({ hasText: NOTICE }).waitFor();
    }
    await shot(page, "dice-chosen-notice");
    await page.goto(`${server.url}/g/${own.links.seats.axis}`);
    await page.getByRole("heading").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByText(NOTICE).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  }, 60000);
});
