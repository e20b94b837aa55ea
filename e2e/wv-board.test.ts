/**
 * Winged Victory's board as a newcomer meets it, in a real browser at
 * 1280 × 800 and 390 × 844: it opens framed on the action with counters
 * readable (at least 24 CSS px on a desktop, 20 on a phone, inside the
 * visible part of the board); the moving plane's reach drawn as ghost
 * counters, one tap choosing a manoeuvre (its row marked in the list, its
 * path on the board, what it leaves to fire at told); its guns' reach drawn;
 * the cues with their why; the manoeuvre list short and grouped with one
 * Time Freezing choice; and in hot-seat each side's zoom kept through the
 * hand-over.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WvAction } from "../src/games/winged-victory/game/state.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, SHOTS, shot } from "./browser.js";
import { create, open, overflow, post, SIZES, view } from "./helpers.js";
import { openHotSeat, showSide } from "./wv-hotseat.js";

/** Sets every throttle through the API (the top setting, no call) until some seat has a manoeuvre to fly; that seat. */
async function toFirstMove(base: string, seats: Record<string, string>): Promise<string> {
  for (let i = 0; i < 20; i++) {
    for (const [seat, token] of Object.entries(seats)) {
      const g = await view(base, token);
      const acts = g.view.actions as WvAction[];
      if (acts.some((a) => a.type === "move")) return seat;
      const th = acts.filter((a) => a.type === "throttle" && a.freezeWithin === undefined);
      if (th.length === 0) continue;
      const r = await post(base, `/api/t/${token}/actions`, {
        seq: g.seq,
        action: th[th.length - 1],
      });
      expect(r.status).toBe(200);
    }
  }
  throw new Error("no manoeuvre came up");
}

/** The visible part of the board's box (right of the sticky altitude scale), in CSS px. */
const visibleBoard = (page: Page) =>
  page.evaluate(() => {
    const b = (document.querySelector(".wv-board-box") as HTMLElement).getBoundingClientRect();
    const s = (document.querySelector(".wv-scale") as HTMLElement).getBoundingClientRect();
    const box = document.querySelector(".wv-board-box") as HTMLElement;
    return {
      left: s.right,
      top: b.top,
      right: b.left + box.clientWidth,
      bottom: b.top + box.clientHeight,
    };
  });

const rectOf = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width };
      }),
    selector,
  );

describe.skipIf(browserMissing)("Winged Victory's board, read and played by a newcomer", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-board-e2e-")));
  }, 60000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of SIZES) {
    it(`opens framed on the fight with readable counters, and a ghost counter chooses a manoeuvre (${size.name})`, async () => {
      const { links } = await create(server.url, {
        system: "winged-victory",
        options: { scenario: "head-on" },
        dice: { mode: "seeded", seed: 3 },
      });
      const seats = links.seats as Record<string, string>;
      const seat = await toFirstMove(server.url, seats);
      const { page, errors, close } = await open(browser, size);
      await page.goto(`${server.url}/g/${seats[seat]}`);
      await page.locator(".wv-ghost").first().waitFor();
      await page.waitForTimeout(300);

      // Counters readable at load, every plane's inside the part of the board in sight.
      const min = size.name === "phone" ? 20 : 24;
      const box = await visibleBoard(page);
      const counters = await rectOf(page, ".wv-plane .wv-counter");
      expect(counters.length).toBe(2);
      for (const c of counters) {
        expect(c.width).toBeGreaterThanOrEqual(min);
        expect(c.left).toBeGreaterThanOrEqual(box.left - 1);
        expect(c.right).toBeLessThanOrEqual(box.right + 1);
        expect(c.top).toBeGreaterThanOrEqual(box.top - 1);
        expect(c.bottom).toBeLessThanOrEqual(box.bottom + 1);
      }
      // Where the plane can reach: ghost counters, most of them in sight with it.
      const ghosts = await rectOf(page, ".wv-ghost .wv-ghost-counter");
      expect(ghosts.length).toBeGreaterThan(4);
      const inSight = ghosts.filter(
        (g) =>
          g.left >= box.left && g.right <= box.right && g.top >= box.top && g.bottom <= box.bottom,
      );
      expect(inSight.length / ghosts.length).toBeGreaterThan(0.6);
      // Its forward guns' reach drawn: 5 Hexes ahead.
      expect(await page.locator(".wv-zone-forward polygon").count()).toBe(5);
      // Engaged, said with why.
      await expect
        .poll(() => page.locator('.wv-cue-line[data-cue-kind="engaged"]').innerText())
        .toMatch(/engaged: an enemy was in its MegaHex or the next .* no easy turn/);
      expect(await overflow(page)).toBe(0);
      await shot(page, `wv-board-load-${size.name}`);
      await page
        .locator(".wv-board-panel")
        .screenshot({ path: join(SHOTS, `wv-board-panel-${size.name}.png`) });

      // The list short and grouped: a few first, the families folded, one Time Freezing choice at most.
      const now = page.locator('.wv-move-family[data-family="now"] .wv-move');
      expect(await now.count()).toBeGreaterThanOrEqual(2);
      expect(await now.count()).toBeLessThanOrEqual(4);
      expect(await page.locator('.wv-move-family[data-family="dive"] .wv-move').count()).toBe(0);
      expect(await page.getByLabel("Time Freezing").count()).toBeLessThanOrEqual(1);
      expect(await page.locator(".wv-move select").count()).toBe(0);
      await page.locator('.wv-move-family[data-family="dive"] .wv-family-toggle').click();
      expect(
        await page.locator('.wv-move-family[data-family="dive"] .wv-move').count(),
      ).toBeGreaterThan(0);

      // A tap on a ghost chooses its manoeuvre: its row marked, its path drawn, what it leaves told.
      const ghost = page.locator(".wv-ghost").nth(Math.floor(ghosts.length / 2));
      const names = ((await ghost.getAttribute("data-ghost")) as string).split(" ");
      await ghost.dispatchEvent("click");
      const chosen = page.locator(".wv-move.chosen");
      await chosen.waitFor();
      expect(names).toContain(await chosen.getAttribute("data-move"));
      expect(await page.locator(".wv-path polygon").count()).toBeGreaterThan(0);
      expect(await page.locator(".wv-after-note").innerText()).toMatch(
        /after this: (no shot|G1 in your arc at range \d, \w+ die)/,
      );
      await shot(page, `wv-board-ghost-${size.name}`);
      await page
        .locator(".wv-board-panel")
        .screenshot({ path: join(SHOTS, `wv-board-chosen-${size.name}.png`) });
      await close();
      expect(errors).toEqual([]);
    }, 90000);
  }

  it("keeps each side's zoom and place through a hot-seat hand-over", async () => {
    const { page, errors, links } = await openHotSeat(browser, server.url, "head-on", 5);
    await showSide(page, "Allies");
    await page.locator(".wv-board-box").waitFor();
    const zoomOf = () => page.locator(".wv-board-box").getAttribute("data-zoom");
    const z0 = Number(await zoomOf());
    expect(z0).toBeGreaterThanOrEqual(24 / 16 - 0.01);
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Zoom in" }).click();
    const zoomed = await zoomOf();
    expect(Number(zoomed)).toBeGreaterThan(z0);
    const scrolled = await page.locator(".wv-board-box").evaluate((b) => b.scrollLeft);
    // The Allies set their throttle; the screen passes to the Germans, who set theirs.
    await page.locator(".wv-throttle button.act").last().click();
    await showSide(page, "Germans");
    expect(Number(await zoomOf())).toBeCloseTo(z0, 1);
    await page.locator(".wv-throttle button.act").last().click();
    // Back to the Allies (or whichever side moves first): the Allies find their own zoom again.
    const first = (await view(server.url, links.seats.allies)).view.actions.length > 0;
    if (first) {
      await showSide(page, "Allies");
      expect(await zoomOf()).toBe(zoomed);
      const left = await page.locator(".wv-board-box").evaluate((b) => b.scrollLeft);
      expect(Math.abs(left - scrolled)).toBeLessThan(80);
    }
    await shot(page, "wv-board-hotseat");
    expect(errors).toEqual([]);
    await page.close();
  }, 90000);
});
