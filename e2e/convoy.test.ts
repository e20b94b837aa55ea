/** Malta Convoy in a real browser, against the real server process. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateTimes, median, newConvoy } from "../bench/convoy-page.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";

describe.skipIf(browserMissing)("Malta Convoy in the browser", () => {
  let browser: Browser;
  let server: RunningServer;
  const dir = mkdtempSync(join(tmpdir(), "sortie-e2e-"));

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(dir);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function nextTurn(page: Page, name: RegExp) {
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST"),
      page.getByRole("button", { name }).first().click(),
    ]);
  }

  it("starts a convoy, takes an option, plays to the end, and finds the same sheet after a reload and a restart", async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page.getByRole("heading", { name: "Hawks over Malta" }).waitFor();
    const systems = (await (await fetch(`${server.url}/api/systems`)).json()) as {
      ready: boolean;
    }[];
    expect(await page.getByText("Not built yet.").count()).toBe(
      systems.filter((x) => !x.ready).length,
    );
    await shot(page, "home");
    await page.getByRole("button", { name: "New game", exact: true }).click();
    await page.locator(".sheet").waitFor();
    // The estimates come with their ±; the pick is starred, or the choices said to be too close to call.
    await page.locator(".estimate", { hasText: "±" }).first().waitFor({ timeout: 20000 });
    // The rollouts ran on the WebAssembly kernel in the page's worker, not the slower fallback.
    expect(await page.locator(".estimates-note").getAttribute("data-engine")).toBe("wasm");
    await page
      .getByText(/★ advised|Too close to call/)
      .first()
      .waitFor();
    await shot(page, "convoy-start");
    await nextTurn(page, /^Screen/);
    await page
      .locator(".opt.active", { hasText: "Screen" })
      .or(page.locator(".opt.used", { hasText: "Screen" }))
      .waitFor();
    for (let i = 0; i < 40 && (await page.locator(".game-over").count()) === 0; i++) {
      await nextTurn(page, /^Next turn/);
      await page.waitForTimeout(30);
    }
    await page.locator(".final-score").waitFor();
    const score = await page.locator(".final-score").innerText();
    const sheet = await page.locator(".sheet").innerText();
    expect(sheet).toMatch(/Journey over after turn \d+/);
    // With Sortie's dice a turn that rolled is final: no take-back is offered for it, and the log says why.
    expect(await page.getByRole("button", { name: "Take back last turn" }).count()).toBe(0);
    await page.getByText("No take-back: the last turn rolled dice, and a roll stands").waitFor();
    // The end screen keeps the choices and the dice apart.
    await page.locator(".review-choices").waitFor({ timeout: 60000 });
    expect(await page.locator(".review-choices").innerText()).toMatch(
      /^Your choices (were the advisor's|expected \d+\.\d; the advisor's would have expected \d+\.\d)/,
    );
    expect(await page.locator(".review-dice").innerText()).toMatch(
      /^The dice (gave|took) \d+\.\d points? against that expectation: final score \d+ \([+−]\d+\.\d\)\. That part is luck, not play\.$/,
    );
    expect(await page.locator(".last-turn li", { hasText: /^Dumb Luck$/ }).count()).toBe(0);
    await shot(page, "convoy-end");

    await page.reload();
    await page.locator(".final-score").waitFor();
    expect(await page.locator(".final-score").innerText()).toBe(score);
    expect(await page.locator(".sheet").innerText()).toBe(sheet);

    const path = new URL(page.url()).pathname;
    expect(await server.stop("SIGTERM")).toBe(0);
    server = await startServerProcess(dir);
    await page.goto(server.url + path);
    await page.locator(".final-score").waitFor();
    expect(await page.locator(".final-score").innerText()).toBe(score);
    expect(await page.locator(".sheet").innerText()).toBe(sheet);

    await page.goto(server.url);
    await page
      .getByRole("region", { name: "Your games" })
      .locator("li", { hasText: /Malta Convoy/ })
      .getByText(/finished after turn \d+, score \d+/)
      .waitFor();
    expect(errors).toEqual([]);
  }, 120000);

  it("shows the advisor's estimates after each turn, with the CPU slowed four times", async () => {
    // How soon is `npm run bench -- convoy`'s figure (bench/convoy-page.ts): here, that they come.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await newConvoy(page, server.url);
    const times = await estimateTimes(page, 4);
    expect(times.length).toBeGreaterThan(0);
    process.stdout.write(
      `convoy estimates, CPU slowed 4×: ${times.map((t) => t.toFixed(0)).join(", ")} ms after the turn (median ${median(times).toFixed(0)})\n`,
    );
    expect(errors).toEqual([]);
  }, 120000);

  it("asks for real dice in manual mode and refuses a 7", async () => {
    const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page.getByRole("button", { name: "New game, my own dice" }).click();
    const field = page.getByLabel(/Roll a d6 — convoy: cargo ships \(die 1 of 3\)/);
    await field.fill("7");
    await field.press("Enter");
    await page
      .getByRole("alert")
      .filter({ hasText: 'A d6 shows 1 to 6; "7" is not a roll' })
      .waitFor();
    await shot(page, "manual-dice-refused");
    for (const v of [3, 4, 5, 2, 3, 2, 2, 4, 2]) {
      const input = page.locator("#die-value");
      await input.fill(String(v));
      await input.press("Enter");
      await page.waitForTimeout(50);
    }
    await page.locator(".sheet").waitFor();
    expect(await page.locator(".sheet").innerText()).toMatch(/Turn 1 of 24/);
    expect(await page.getByText("You roll the dice.").count()).toBe(1);
    // Turn 1 is in friendly waters (F = 2); turn 3 asks for the contact roll.
    await nextTurn(page, /^Next turn/);
    await nextTurn(page, /^Next turn/);
    await page.getByRole("button", { name: /^Next turn/ }).click();
    await page.getByLabel(/Roll a d6 — contact/).fill("2");
    await page.getByLabel(/Roll a d6 — contact/).press("Enter");
    await page.getByText(/contact — 2 → No Contact/).waitFor();

    // Taking the turn back: its line leaves the log and the turn is to play again.
    await page.getByRole("button", { name: "Take back last turn" }).click();
    await page.getByText(/contact — 2 → No Contact/).waitFor({ state: "detached" });
    expect(await page.locator("#choices-h").innerText()).toBe("Turn 3");
    expect(errors).toEqual([]);
  }, 60000);

  it("draws the score distribution of two policies in the analyse view", async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/analyse`);
    await page.getByRole("button", { name: "Simulate A" }).click();
    await page.getByTestId("result-a").waitFor({ timeout: 30000 });
    await page.getByRole("button", { name: "Simulate B" }).click();
    await page.getByTestId("result-b").waitFor({ timeout: 30000 });
    const canvas = page.locator(".chart canvas");
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(await canvas.getAttribute("aria-label")).toMatch(
      /A: none: mean \d+\.\d\d; B: plan:evade@9,decoy@17: mean/,
    );
    await shot(page, "analyse");
    expect(errors).toEqual([]);
  }, 60000);

  it("fits a 360 px phone screen and plays with the keyboard alone", async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(server.url);
    await page.keyboard.press("Tab");
    for (let i = 0; i < 10; i++) {
      if ((await page.evaluate(() => document.activeElement?.textContent)) === "New game") break;
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await page.locator(".sheet").waitFor();
    const before = await page.locator(".sheet-title").innerText();
    for (let i = 0; i < 20; i++) {
      const text = await page.evaluate(() => document.activeElement?.textContent ?? "");
      if (text.startsWith("Next turn")) break;
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (b) => document.querySelector(".sheet-title")?.textContent !== b,
      before,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "convoy-phone");
  }, 60000);
});
