/**
 * Winged Victory against the computer: a side given to it from the set-up
 * page, and a whole fight played to its end by clicks while the computer
 * flies the other side on the server.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create } from "./helpers.js";

describe.skipIf(browserMissing)("Winged Victory against the computer", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-computer-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("gives the Germans to the computer from the set-up page: no hand-over, no German link", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/new?scenario=head-on`);
    await page.getByLabel(/the computer flies the Germans/).check();
    // The computer pilot's level is offered only against the computer; a first fight takes the novice.
    await page.getByLabel(/Novice: a gentle pilot/).check();
    await page.getByRole("button", { name: "Start" }).click();
    await page.locator(".wv-table").waitFor();
    expect(await page.locator(".wv-table").getAttribute("data-seat")).toBe("allies");
    expect(await page.locator(".wv-head").innerText()).toContain(
      "the computer (novice) flies for the Germans",
    );
    expect(await page.locator(".handover").count()).toBe(0);
    const held = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("sortie.links") ?? "[]"),
    );
    expect(held[0].mode).toBe("computer");
    expect(Object.keys(held[0].links.seats)).toEqual(["allies"]);
    expect(errors).toEqual([]);
  }, 60000);

  /** Takes the seat's next step by a click: a throttle, a manoeuvre, holding fire; false when none is offered. */
  async function step(page: Page): Promise<boolean> {
    const throttle = page.locator(".wv-throttle").first();
    if (await throttle.count()) {
      await throttle.getByRole("button").last().click();
      return true;
    }
    const level = page.locator('.wv-move[data-move="level"]');
    const move = (await level.count()) ? level : page.locator(".wv-move:not(.unavailable)").first();
    if (await move.count()) {
      await move.getByRole("button", { name: "Fly" }).click();
      return true;
    }
    const shot = page.locator(".wv-shot").first();
    if (await shot.count()) {
      await shot.getByRole("button", { name: "Short burst" }).click();
      return true;
    }
    const hold = page.getByRole("button", { name: /Hold fire|Done/ });
    if (await hold.count()) {
      await hold.first().click();
      return true;
    }
    return false;
  }

  it("plays the head-on scenario against the computer to its end by clicks", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "head-on", computer: "germans" },
      dice: { mode: "seeded", seed: 3 },
    });
    expect(links.seats.germans).toBeUndefined();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.allies}`);
    let clicks = 0;
    for (let i = 0; i < 200 && (await page.locator(".game-over").count()) === 0; i++) {
      // The seat's next choice, the computer's turn, or the end.
      await page
        .locator(
          ".wv-throttle, .wv-move, .wv-shot, .wv-actions button, .game-over, .wv-actions .muted",
        )
        .first()
        .waitFor({ timeout: 30000 });
      const lines = await page.locator(".log li").count();
      if (await step(page)) clicks++;
      await page
        .waitForFunction(
          (n) =>
            document.querySelectorAll(".log li").length !== n ||
            document.querySelector(".game-over") !== null,
          lines,
          { timeout: 30000 },
        )
        .catch(() => {});
      if (i === 3) await shot(page, "wv-computer");
    }
    await page.locator(".game-over").waitFor({ timeout: 30000 });
    const computerMoves = await page.locator(".log li", { hasText: /^Germans:/ }).count();
    expect(clicks).toBeGreaterThan(2);
    expect(computerMoves).toBeGreaterThan(0);
    expect(await page.locator(".game-over").innerText()).toMatch(
      /^(A draw|Allied victory|German victory), \d+–\d+ in VP/,
    );
    expect(await page.getByText("The fight is over.").count()).toBe(1);
    await shot(page, "wv-computer-end");
    expect(errors).toEqual([]);
  }, 240000);
});
