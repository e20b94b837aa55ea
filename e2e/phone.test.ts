/**
 * Phones and keyboards: every page fits a 360 px screen with no sideways
 * scroll; the Hawks board is legible on a phone with the step at hand in
 * reach; keyboard focus is always visible and stays where the next choice is.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { create, open, overflow, SIZES } from "./helpers.js";

describe.skipIf(browserMissing)("phones and keyboards", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-phone-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Visits every page of the app, checking on each that nothing is wider than the screen. */
  async function everyPage(page: Page, tag: string) {
    const wide: string[] = [];
    const check = async (name: string) => {
      await page.waitForTimeout(100);
      const o = await overflow(page);
      if (o > 0) {
        wide.push(`${name}: ${o}px too wide`);
        await shot(page, `too-wide-${tag}-${name}`);
      }
    };
    const u = server.url;
    // Malta Convoy, on Sortie's dice and on the player's.
    await page.goto(u);
    await page.getByRole("button", { name: "New game", exact: true }).click();
    await page.locator(".sheet").waitFor();
    await check("convoy");
    await page.goto(u);
    await page.getByRole("button", { name: "New game, my own dice" }).click();
    await page.locator("#die-value").waitFor();
    await check("convoy-manual");
    // Hawks over Malta: set-up with the online links shown, hot-seat, against the computer.
    await page.goto(`${u}/hawks/new`);
    await page.getByLabel("Online, for two other players: a link for each side (I watch)").check();
    await page.getByRole("button", { name: "Start" }).click();
    await page.getByRole("region", { name: "Links" }).waitFor();
    await check("hawks-new");
    await page.goto(`${u}/hawks/new`);
    await page.getByLabel(/hot-seat/).check();
    await page.getByRole("button", { name: "Start" }).click();
    await page.getByRole("button", { name: /show my side/ }).waitFor();
    await check("hawks-handover");
    await page.getByRole("button", { name: /show my side/ }).click();
    await page.locator(".hawks-board").waitFor();
    await check("hawks-board");
    const vs = await create(u, {
      system: "hawks-over-malta",
      options: { scenario: 4, computer: "axis" },
      dice: { mode: "seeded", seed: 3 },
    });
    await page.goto(`${u}/g/${vs.links.seats.british}`);
    await page.locator(".hawks-board").waitFor();
    await check("hawks-computer");
    await page.goto(`${u}/rules/hawks-over-malta/first-game`);
    await page.getByRole("heading", { name: /Your first game/ }).waitFor();
    await check("hawks-first-game");
    // Wings over Malta: set-up, the campaign, crews, the set-up sheet and report form, a pilot.
    await page.goto(`${u}/wom/new`);
    await check("wom-new");
    await page.getByLabel("Campaign name").fill("Phone campaign");
    await page.getByRole("button", { name: "Start the campaign" }).click();
    await page.getByRole("heading", { name: "Phone campaign" }).waitFor();
    await check("wom-campaign");
    await page.getByRole("button", { name: "Roll the mission" }).click();
    await page.getByRole("heading", { name: "Who flies" }).waitFor();
    await check("wom-crews");
    await page.getByRole("button", { name: "Confirm the crews" }).click();
    await page.getByRole("article", { name: "Set-up sheet" }).waitFor();
    await page.getByRole("form", { name: "After-action report" }).waitFor();
    await check("wom-sheet-and-report");
    // The report with a plane shot down shows its extra fields.
    await page.getByLabel("Shot down").first().check();
    await check("wom-report-shot-down");
    await page.getByRole("region", { name: "British roster" }).getByRole("link").first().click();
    await page.getByRole("heading", { name: "Career" }).waitFor();
    await check("wom-pilot");
    // The rules, the analyse view, the home page with its games and import field.
    for (const path of [
      "/rules",
      "/rules/malta-convoy",
      "/rules/hawks-over-malta",
      "/rules/wings-over-malta",
    ]) {
      await page.goto(u + path);
      await page.locator("h1").first().waitFor();
      await check(path);
    }
    await page.goto(`${u}/analyse`);
    await page.getByRole("button", { name: "Simulate A" }).waitFor();
    await check("analyse");
    await page.goto(`${u}/nowhere`);
    await check("not-found");
    await page.goto(u);
    await page.getByRole("region", { name: "Your games" }).locator("li").first().waitFor();
    await page.getByText("Import a saved game").waitFor();
    await check("home");
    return wide;
  }

  for (const size of [{ name: "narrow", width: 360, height: 740 }, ...SIZES]) {
    it(`fits every page on a ${size.width} px screen without sideways scrolling (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      expect(await everyPage(page, size.name)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    }, 120000);
  }

  for (const size of SIZES) {
    it(`shows a legible Hawks board with the step at hand in reach without scrolling (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      const g = await create(server.url, {
        system: "hawks-over-malta",
        options: { scenario: 4 },
        dice: { mode: "seeded", seed: 5 },
      });
      await page.goto(`${server.url}/hotseat/${g.links.seats.axis}/${g.links.seats.british}`);
      await page.getByRole("button", { name: /show my side/ }).click();
      await page.locator(".hawks-board").waitFor();
      // The step at hand is on screen as the page opens.
      const bar = await page.locator(".action-bar").boundingBox();
      expect(bar).not.toBeNull();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(size.height + 1);
      expect(bar?.y ?? -1).toBeGreaterThanOrEqual(0);
      // Text on the board is at least 12 px; every space that can be tapped is at least 24 px high.
      const sizes = await page.evaluate(() => ({
        tokens: [...document.querySelectorAll(".hawks-board .token")].map((t) =>
          Number.parseFloat(getComputedStyle(t).fontSize),
        ),
        levels: [...document.querySelectorAll(".hawks-board .level")].map(
          (l) => l.getBoundingClientRect().height,
        ),
        labels: [...document.querySelectorAll(".hawks-board .alt-no")]
          .filter((l) => getComputedStyle(l).display !== "none")
          .map((l) => Number.parseFloat(getComputedStyle(l).fontSize)),
      }));
      expect(Math.min(...sizes.tokens)).toBeGreaterThanOrEqual(12);
      expect(Math.min(...sizes.labels)).toBeGreaterThanOrEqual(11);
      expect(Math.min(...sizes.levels)).toBeGreaterThanOrEqual(24);
      // No token lies over another or over an altitude number.
      const overlaps = await page.evaluate(() => {
        const boxes = [...document.querySelectorAll(".hawks-board .token, .hawks-board .alt-no")]
          .filter((e) => getComputedStyle(e).display !== "none")
          .map((e) => ({ name: e.textContent, r: e.getBoundingClientRect() }));
        const out: string[] = [];
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i].r;
            const b = boxes[j].r;
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (w > 1 && h > 1) out.push(`${boxes[i].name} / ${boxes[j].name}`);
          }
        return out;
      });
      expect(overlaps).toEqual([]);
      await page.screenshot({
        path: join("artifacts", "screenshots", `hawks-phone-view-${size.name}.png`),
      });
      // Playing on: the highlighted spaces and the buttons stay in reach after each step.
      for (let i = 0; i < 12; i++) {
        // The next thing to press: a highlighted space, an action, or the hand-over.
        const next = page
          .locator(".hawks-board .target, .action-bar .act:not([disabled]), .handover button")
          .first();
        await next.waitFor({ timeout: 10000 }).catch(async (e) => {
          await shot(page, `hawks-phone-stuck-${size.name}`);
          throw e;
        });
        await next.click();
        await page.waitForTimeout(100);
      }
      const again = page.getByRole("button", { name: /show my side/ });
      if (await again.count()) await again.click();
      await page.locator(".action-bar").waitFor();
      await page.waitForTimeout(200);
      // Whatever the step, a highlighted space (if there is one) is on screen, above the bar.
      const inView = await page.evaluate(() => {
        const spaces = [...document.querySelectorAll(".hawks-board .target")];
        if (spaces.length === 0) return true;
        const barEl = document.querySelector(".action-bar");
        const bar =
          barEl && getComputedStyle(barEl).position === "sticky"
            ? barEl.getBoundingClientRect()
            : null;
        const bottom = bar ? Math.min(bar.top, window.innerHeight) : window.innerHeight;
        return spaces.some((t) => {
          const r = t.getBoundingClientRect();
          return r.bottom > 0 && r.top < bottom;
        });
      });
      expect(inView).toBe(true);
      const after = await page.locator(".action-bar").boundingBox();
      expect((after?.y ?? 0) + (after?.height ?? 0)).toBeLessThanOrEqual(size.height + 1);
      expect(errors).toEqual([]);
      await close();
    }, 60000);

    it(`keeps keyboard focus visible on the Hawks board and where the next choice is (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      const g = await create(server.url, {
        system: "hawks-over-malta",
        options: { scenario: 1 },
        dice: { mode: "seeded", seed: 7 },
      });
      await page.goto(`${server.url}/hotseat/${g.links.seats.axis}/${g.links.seats.british}`);
      await page.getByRole("button", { name: /show my side/ }).focus();
      await page.keyboard.press("Enter");
      await page.locator(".hawks-board .target").first().waitFor();
      for (let i = 0; i < 80; i++) {
        const onTarget = await page.evaluate(() =>
          document.activeElement?.classList.contains("target"),
        );
        if (onTarget) break;
        await page.keyboard.press("Tab");
      }
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const focused = getComputedStyle(el);
        const other = [...document.querySelectorAll(".hawks-board .target")].find((t) => t !== el);
        const plain = other ? getComputedStyle(other) : null;
        return {
          target: el.classList.contains("target"),
          width: Number.parseFloat(focused.outlineWidth),
          style: focused.outlineStyle,
          color: focused.outlineColor,
          plainColor: plain?.outlineColor,
          background: focused.backgroundColor,
          plainBackground: plain?.backgroundColor,
        };
      });
      expect(ring.target, JSON.stringify(ring)).toBe(true);
      expect(ring.style).not.toBe("none");
      expect(ring.width).toBeGreaterThanOrEqual(3);
      expect(ring.color).not.toBe(ring.plainColor);
      expect(ring.background).not.toBe(ring.plainBackground);
      await page.screenshot({
        path: join("artifacts", "screenshots", `hawks-focus-${size.name}.png`),
      });
      // Placing an objective by the keyboard: focus goes on to the next highlighted space.
      const placed = page.waitForResponse((r) => r.url().includes("/actions"));
      await page.keyboard.press("Enter");
      await placed;
      await page.waitForTimeout(300);
      const next = await page.evaluate(() => {
        const el = document.activeElement;
        return Boolean(
          el?.closest(".hawks-board") || el?.closest(".action-bar") || el?.closest(".handover"),
        );
      });
      expect(
        next,
        await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? ""),
      ).toBe(true);
      expect(errors).toEqual([]);
      await close();
    }, 60000);

    it(`keeps keyboard focus on the next choice in Malta Convoy (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      await page.goto(server.url);
      await page.getByRole("button", { name: "New game", exact: true }).click();
      await page.locator(".sheet").waitFor();
      for (const name of [/^Screen/, /^Next turn/, /^Next turn/]) {
        await page.getByRole("button", { name }).focus();
        const moved = page.waitForResponse((r) => r.url().includes("/actions"));
        await page.keyboard.press("Enter");
        await moved;
        await page.waitForTimeout(300);
        const focus = await page.evaluate(() => ({
          choice: document.activeElement?.classList.contains("choice"),
          text: document.activeElement?.textContent,
        }));
        expect(focus.choice, `after ${name}: focus on ${focus.text}`).toBe(true);
      }
      expect(errors).toEqual([]);
      await close();
    }, 60000);
  }
});
