/**
 * Winged Victory at the table on a printed board in a real browser: the
 * new-fight page takes the board's mat width and MegaHex size (the game's
 * board file); a size that does not fit the width is refused with the reason
 * and no fight is set up; a good one shows on the table's page and changes
 * its answers: the same two planes 6 Hexes apart, engaged on Sortie's
 * MegaHexes of 19 Hexes, are not engaged on MegaHexes of 7. The number of
 * mats on the table sets the columns offered and checked.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { overflow } from "./helpers.js";
import { typeDie } from "./wv-table-page.js";

describe.skipIf(browserMissing)("Winged Victory at the table on a printed board", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-table-board-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The default fight (a Camel at column 40 heading east, an Albatros at 46 heading west), up to the order of movement. */
  async function ordered(page: Page): Promise<string> {
    await page.getByRole("heading", { name: "Turn 1: throttles" }).waitFor();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST"),
      page.getByRole("button", { name: "Order of movement", exact: true }).click(),
    ]);
    await typeDie(page, "d6", "5");
    await typeDie(page, "d6", "2");
    await page.getByRole("heading", { name: /G1 moves/ }).waitFor();
    return page.locator(".wvt-order").innerText();
  }

  async function newFight(page: Page) {
    await page.goto(server.url);
    await page.getByRole("link", { name: "New fight at the table" }).click();
    await page.getByRole("heading", { name: "Winged Victory at the table" }).waitFor();
  }

  it("takes the printed board's mat width and MegaHex size, and reckons with them", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);

    // Sortie's own board first: the two planes are engaged.
    await newFight(page);
    await page.getByRole("button", { name: "Start the fight" }).click();
    await page.locator(".wvt").waitFor();
    expect(await page.locator("[data-board]").innerText()).toMatch(
      /3 mats of 38 Hexes \(columns 0–113\), MegaHexes of 19 Hexes \(radius 2\), Sortie's reconstruction/,
    );
    const big = await ordered(page);
    expect(big).toMatch(/G1 \(engaged\)/);
    expect(big).toMatch(/A1 \(engaged\)/);

    // A printed board: a MegaHex size that does not fit the width is refused, nothing set up.
    await newFight(page);
    await page.getByLabel(/Our printed board differs/).check();
    await page.getByLabel("Mat width (Hexes along one mat)").fill("42");
    await page.getByLabel("MegaHex size").selectOption("2");
    expect(await page.locator(".wvt-new").innerText()).toMatch(/repeats every 19 Hexes.*38, 57/);
    await page.getByRole("button", { name: "Start the fight" }).click();
    await page.getByText(/MegaHexes of radius 2 repeat every 19 Hexes/).waitFor();
    expect(await page.locator(".wvt-new").innerText()).toMatch(/38 or 57 would be/);
    expect(await page.locator(".wvt").count()).toBe(0);

    // MegaHexes of 7 Hexes on mats 42 wide: taken, shown, and the same planes are not engaged.
    await page.getByLabel("MegaHex size").selectOption("1");
    expect(await page.locator(".wvt-new").innerText()).not.toMatch(/repeats every/);
    // The columns offered reach the wider mats' edge.
    expect(await page.getByLabel("Plane 2 column").getAttribute("max")).toBe("125");
    // Nothing focused for the full-page picture (Chromium would scroll it back under the next click).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await shot(page, "wv-table-board-new");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Start the fight" }).click();
    await page.locator(".wvt").waitFor();
    expect(await page.locator("[data-board]").innerText()).toMatch(
      /3 mats of 42 Hexes \(columns 0–125\), MegaHexes of 7 Hexes \(radius 1\), from your board file/,
    );
    const small = await ordered(page);
    expect(small).toMatch(/G1 \(not engaged, target in sight\)/);
    expect(small).toMatch(/A1 \(not engaged, target in sight\)/);
    await shot(page, "wv-table-board-order");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120000);

  it("plays on fewer mats: the columns offered and checked follow them", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await newFight(page);
    // One mat: the default planes (columns 40 and 46) stand beyond it, stopped with the reason.
    await page.getByLabel("Mats on the table").selectOption("1");
    expect(await page.getByLabel("Plane 1 column").getAttribute("max")).toBe("37");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.getByRole("button", { name: "Start the fight" }).click();
    // The page stops it before sending: the field named, with its limit.
    await page
      .getByRole("alert")
      .getByText(/^Plane 1 column: .*37/)
      .waitFor();
    expect(await page.locator(".wvt").count()).toBe(0);
    // Two mats hold them.
    await page.getByLabel("Mats on the table").selectOption("2");
    expect(await page.getByLabel("Plane 1 column").getAttribute("max")).toBe("75");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.getByRole("button", { name: "Start the fight" }).click();
    await page.locator(".wvt").waitFor();
    expect(await page.locator("[data-board]").innerText()).toMatch(
      /2 mats of 38 Hexes \(columns 0–75\)/,
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 60000);
});
