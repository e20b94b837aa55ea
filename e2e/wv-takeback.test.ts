/**
 * Winged Victory hot-seat take-back: a side's throttles stay on its screen
 * until all are set ("Start again" clears them), then go in as one step; a
 * side takes back a step that rolled nothing, on its own screen or on the
 * hand-over screen that follows it, its orders whole; a step that rolled dice
 * (the turn's spotting and order of movement) is never offered back.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { post, view } from "./helpers.js";
import { handOverTo, openHotSeat } from "./wv-hotseat.js";

describe.skipIf(browserMissing)("Winged Victory hot-seat take-back", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-undo-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const takeBack = (page: Page) => page.getByRole("button", { name: "Take back that step" });
  /** Sets a plane's throttle to its highest pip; waits for it to leave the choices. */
  async function throttle(page: Page, plane: string) {
    const row = page.locator(`.wv-throttle[data-plane="${plane}"]`);
    await row.getByRole("button").last().click();
    await row.waitFor({ state: "detached" });
  }

  it("takes back throttles on the side's screen and from the hand-over, never a step that rolled", async () => {
    const { page, errors, links } = await openHotSeat(browser, server.url, "two-on-two", 5);
    await handOverTo(page, "Allies").waitFor();
    await page.getByRole("button", { name: /show my side/ }).click();

    // On the Allies' screen: A1's throttle picked stays on the page, among the orders so far,
    // and is picked again after "Start again"; nothing has gone to the table.
    const startAgain = page.getByRole("button", { name: "Start again" });
    await throttle(page, "A1");
    await page.locator(".wv-orders li", { hasText: /^A1: throttle \d+$/ }).waitFor();
    expect(await page.locator(".log li").count()).toBe(0);
    await startAgain.click();
    await page.locator('.wv-throttle[data-plane="A1"]').waitFor();
    expect(await page.locator(".wv-orders").count()).toBe(0);

    // Both set: the orders go in as one step, the screen passes to the Germans,
    // and the Allies may still take them back, whole.
    await throttle(page, "A1");
    await throttle(page, "A2");
    await handOverTo(page, "Germans").waitFor();
    expect(await page.locator(".wv-board").count()).toBe(0);
    const back = page.getByRole("button", { name: /Allies: take back your last step/ });
    // The hand-over does not say what the step was: the Germans may already be looking.
    expect(await back.innerText()).toBe("Allies: take back your last step");
    expect(await page.locator(".handover").innerText()).not.toMatch(/throttle|A2/);
    await shot(page, "wv-handover-takeback");
    await back.click();
    await handOverTo(page, "Allies").waitFor();
    await page.getByRole("button", { name: /show my side/ }).click();
    await page.locator('.wv-throttle[data-plane="A2"]').waitFor();
    expect(await page.locator('.wv-throttle[data-plane="A1"]').count()).toBe(1);
    await throttle(page, "A1");
    await throttle(page, "A2");
    // One step on the table for both throttles, each time.
    const log = (await (await fetch(`${server.url}/api/t/${links.seats.allies}?log=1`)).json())
      .log as { seat: string; text: string }[];
    expect(log.map((l) => l.text)).toEqual([
      expect.stringMatching(
        /^hands in its orders: A1 sets its throttle to \d+; A2 sets its throttle to \d+$/,
      ),
    ]);

    // The Germans: G1's throttle picked, then picked again on their own screen.
    await handOverTo(page, "Germans").waitFor();
    await page.getByRole("button", { name: /show my side/ }).click();
    await throttle(page, "G1");
    await startAgain.click();
    await page.locator('.wv-throttle[data-plane="G1"]').waitFor();

    // The last throttle rolls the order of movement: that step is not offered back, anywhere.
    await throttle(page, "G1");
    await throttle(page, "G2");
    await page.locator(".handover, .wv-move").first().waitFor();
    expect(await page.getByRole("button", { name: /take back your last step/ }).count()).toBe(0);
    if (await page.locator(".handover").count())
      await page.getByRole("button", { name: /show my side/ }).click();
    await page.locator(".wv-move").first().waitFor();
    const g = await view(server.url, links.seats.germans);
    // The newest line (first in the log) carries the rolls it made.
    expect(await page.locator(".log li").first().locator(".wv-roll").count()).toBeGreaterThan(0);
    expect(await takeBack(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: /take back your last step/ }).count()).toBe(0);
    const refused = await post(server.url, `/api/t/${links.seats.germans}/undo`, { seq: g.seq });
    expect(refused.status).toBe(400);
    expect(errors).toEqual([]);
  }, 90000);
});
