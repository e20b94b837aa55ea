/**
 * A finished Hawks over Malta game replayed in a real browser, at 1280 × 800
 * and 390 × 844: under the end screen, the board stepped back, forward, to
 * the start, to a turn and to the end, as the RAF's seat saw each step.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, overflow, playOut, SIZES } from "./helpers.js";

describe.skipIf(browserMissing)("the replay of a finished Hawks over Malta game", () => {
  let browser: Browser;
  let server: RunningServer;
  let hawks: Awaited<ReturnType<typeof create>>;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-hawks-replay-e2e-")));
    hawks = await create(server.url, {
      system: "hawks-over-malta",
      options: { scenario: 1 },
      dice: { mode: "seeded", seed: 3 },
    });
    await playOut(server.url, hawks.links.seats);
  }, 120000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of SIZES) {
    it(`steps through the game on the board (${size.name})`, async () => {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/g/${hawks.links.seats.british}`);
      const replay = page.getByRole("region", { name: "Replay of the game" });
      await replay.waitFor({ timeout: 30000 });
      const where = replay.locator(".replay-where");
      const end = Number(await where.getAttribute("data-step"));
      expect(end).toBeGreaterThan(5);
      await replay.getByRole("button", { name: "◀ Back" }).click();
      expect(await where.getAttribute("data-step")).toBe(String(end - 1));
      await replay.getByRole("button", { name: "« Start" }).click();
      expect(await where.innerText()).toBe("The set-up");
      await replay.getByRole("button", { name: "Forward ▶" }).click();
      expect(await where.innerText()).toMatch(/^Step 1 of \d+ · turn \d+$/);
      expect(await replay.locator(".replay-said").innerText()).toMatch(/^(Axis|RAF): /);
      const turns = await replay.getByLabel("Go to turn").locator("option").allInnerTexts();
      expect(turns.length).toBeGreaterThan(1);
      await replay.getByLabel("Go to turn").selectOption(turns[1]);
      expect(await where.innerText()).toMatch(new RegExp(`· turn ${turns[1]}$`));
      // The board of that step, drawn read-only.
      expect(await replay.locator(".hawks-replay-board .token").count()).toBeGreaterThan(0);
      await replay.scrollIntoViewIfNeeded();
      await shot(page, `hawks-replay-${size.name}`);
      await replay.getByRole("button", { name: "End »" }).click();
      expect(await where.getAttribute("data-step")).toBe(String(end));
      expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }, 90000);
  }
});
