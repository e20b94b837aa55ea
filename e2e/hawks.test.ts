/** Hawks over Malta in a real browser: a hot-seat game by clicks, and an online game between two pages. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";

describe.skipIf(browserMissing)("Hawks over Malta in the browser", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-hawks-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("plays a hot-seat game of scenario 1 to the end by clicks, covering the board between hand-overs", async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 1000 } });
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page.getByRole("link", { name: "New game" }).first().click();
    await page.getByLabel("Scenario").selectOption("1");
    await page.getByLabel(/hot-seat/).check();
    await page.getByRole("button", { name: "Start" }).click();
    await page
      .getByRole("heading", { name: /Pass the screen to the Regia Aeronautica player/ })
      .waitFor();
    expect(await page.locator(".hawks-board").count()).toBe(0);
    await shot(page, "hawks-handover");
    let handovers = 0;
    let tookBack = false;
    for (let i = 0; i < 1500 && (await page.locator(".game-over").count()) === 0; i++) {
      if (await page.locator(".handover").count()) handovers++;
      const takeBack = page.getByRole("button", { name: "Take back that step" });
      if (!tookBack && (await takeBack.count())) {
        // The first plain step is taken back once: its log line goes.
        const lines = await page.locator(".log li").count();
        await takeBack.click();
        await page.waitForFunction(
          (n) => document.querySelectorAll(".log li").length === n - 1,
          lines,
        );
        tookBack = true;
      }
      const next = page.locator(".act:not([disabled])").first();
      try {
        await next.waitFor({ timeout: 10000 });
      } catch (e) {
        await shot(page, "hawks-stuck");
        throw e;
      }
      await next.click();
      // Until a step has been taken back, give each move's log line time to arrive.
      if (!tookBack) {
        await page
          .getByRole("button", { name: "Take back that step" })
          .waitFor({ timeout: 1000 })
          .catch(() => {});
      }
      await page.waitForTimeout(20);
      if (i === 12) await shot(page, "hawks-board");
    }
    await page.locator(".game-over").waitFor();
    expect(handovers).toBeGreaterThan(2);
    expect(tookBack).toBe(true);
    expect(await page.locator(".game-over h2").innerText()).toMatch(
      /(Axis|RAF) victory, \d+–\d+ in victory points/,
    );
    await shot(page, "hawks-end");
    expect(errors).toEqual([]);
  }, 300000);

  it("shows a move made on one page live on the other page of an online game", async () => {
    const r = await fetch(`${server.url}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ system: "hawks-over-malta", options: { scenario: 2 } }),
    });
    const { links } = await r.json();
    const axis = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const raf = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await axis.goto(`${server.url}/g/${links.seats.axis}`);
    await raf.goto(`${server.url}/g/${links.seats.british}`);
    await raf.getByText(/Waiting for the Axis/).waitFor();
    expect(await raf.locator(".objective").count()).toBe(0);
    await axis.locator(".target").first().click();
    await raf.locator(".objective").first().waitFor({ timeout: 10000 });
    expect(await raf.locator(".objective").count()).toBe(1);
    await shot(raf, "hawks-online-other-page");
  }, 60000);
});
