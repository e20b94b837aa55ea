/** Hawks over Malta in a real browser: a hot-seat game by clicks, and an online game between two pages. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, post, view } from "./helpers.js";

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

  it("shows the whole log once the game is over, the lines kept from this side during play too", async () => {
    const { links } = await create(server.url, {
      system: "hawks-over-malta",
      options: { scenario: 1 },
      dice: { mode: "seeded", seed: 5 },
    });
    const seats = links.seats as Record<"axis" | "british", string>;
    type Offer = { type: string; what?: string; alt?: number; cloud?: boolean };
    // Clouds at altitudes 2 and 3 and steps into them: planes hide often.
    let n = 0;
    async function move(): Promise<boolean> {
      const probe = await view(server.url, seats.axis);
      if (probe.status === "over") return false;
      const side = (probe.view.toAct?.[0] ?? "axis") as "axis" | "british";
      const g = await view(server.url, seats[side]);
      const offers = g.view.actions as Offer[];
      const clouds = offers.filter((a) => a.what === "cloud" && a.alt === (n % 2 ? 3 : 2));
      const into = offers.filter((a) => a.type === "step" && a.cloud);
      const steps = offers.filter((a) => a.type === "step");
      const a =
        clouds[n % Math.max(1, clouds.length)] ??
        (into.length > 0 && n % 3 !== 0 ? into[n % into.length] : undefined) ??
        (steps.length > 0 && n % 2 === 0 ? steps[n % steps.length] : offers[n % offers.length]);
      n++;
      const r = await post(server.url, `/api/t/${seats[side]}/actions`, { seq: g.seq, action: a });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      return true;
    }
    // A line kept from the RAF: a step it saw at neither end, or only at one (the plane flying out of its sight or into it).
    const VEILED = /Moves a plane|[AB]\d+ flies out of sight|[AB]\d+ comes into sight/;
    const hiddenFromRaf = async () => {
      const r = await fetch(`${server.url}/api/t/${seats.british}?log=1`);
      const g = (await r.json()) as { log: { text: string }[] };
      return g.log.some((l) => VEILED.test(l.text));
    };
    while (!(await hiddenFromRaf())) expect(await move()).toBe(true);
    const page = await browser.newPage({ viewport: { width: 1300, height: 1000 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${seats.british}`);
    const secret = page.locator(".log li", { hasText: VEILED });
    await secret.first().waitFor();
    // The game is played to its end while the RAF's page is open.
    for (let i = 0; i < 3000 && (await move()); i++);
    await page.locator(".game-over").waitFor();
    await page.waitForFunction(
      (veiled) =>
        ![...document.querySelectorAll(".log li")].some((li) =>
          new RegExp(veiled).test(li.textContent ?? ""),
        ),
      VEILED.source,
      { timeout: 10000 },
    );
    expect(await page.locator(".log li", { hasText: /^Axis: A\d+ → / }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
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
