/**
 * A newcomer follows the board's cues alone through the head-on scenario
 * (the Dr.I flying straight at the S.E.5a, level at full throttle; dice
 * seeded so both pilots spot each other at once), at 1280 × 800 and
 * 390 × 844, and gets a shot within three turns: with the enemy still to
 * fly, the cue to stop the clock with a Time Freezing is followed (its first
 * point, the first manoeuvre offered); else a ghost carrying a die-coloured
 * dot (a shot after it) is tapped and flown; in the fire step a shot is
 * offered.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WvAction } from "../src/games/winged-victory/game/state.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { create, open, post, SIZES, view } from "./helpers.js";

/** The Germans' steps while they have any: full throttle, level flight, no shot. */
async function straightOn(base: string, token: string) {
  for (let i = 0; i < 6; i++) {
    const g = await view(base, token);
    const acts = g.view.actions as WvAction[];
    const th = acts.filter((a) => a.type === "throttle" && a.freezeWithin === undefined);
    const a =
      th[th.length - 1] ??
      acts.find((x) => x.type === "move" && x.move === "level" && x.freeze === undefined) ??
      acts.find((x) => x.type === "hold");
    if (!a) return;
    const r = await post(base, `/api/t/${token}/actions`, { seq: g.seq, action: a });
    expect(r.status).toBe(200);
  }
}

/** What the page asks of the seat now: "throttle", "move", "fire", or "wait". */
async function asked(page: Page): Promise<string> {
  await page
    .locator(".wv-throttle, .wv-moves, .wv-shots, .wv-actions button, .game-over")
    .first()
    .waitFor();
  if (await page.locator(".wv-throttle").count()) return "throttle";
  if (await page.locator(".wv-moves").count()) return "move";
  if (await page.locator(".wv-shots").count()) return "fire";
  if (await page.getByRole("button", { name: /Hold fire|Done/ }).count()) return "hold";
  return "wait";
}

describe.skipIf(browserMissing)("Winged Victory's cues, followed alone", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-cues-e2e-")));
  }, 60000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of SIZES) {
    it(`plays the head-on scenario following the cues alone and gets a shot within three turns (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      // The Dr.I flies straight at the S.E.5a, level at full throttle, and never fires (its steps through the API).
      const { links } = await create(server.url, {
        system: "winged-victory",
        options: { scenario: "head-on" },
        dice: { mode: "seeded", seed: 3 },
      });
      await page.goto(`${server.url}/g/${links.seats.allies}`);
      await page.locator(".wv-table").waitFor();
      let fired = false;
      const followed: string[] = [];
      for (let k = 0; k < 40 && !fired; k++) {
        const turn = Number(
          (await page.locator(".wv-head").innerText()).match(/Turn (\d+) of/)?.[1] ?? 0,
        );
        if (turn > 3) break;
        await straightOn(server.url, links.seats.germans);
        const before = await page.locator(".wv-actions").innerText();
        const now = await asked(page);
        if (now === "throttle") {
          await page.locator(".wv-throttle").first().getByRole("button").last().click();
        } else if (now === "move") {
          // The board has followed the fight: the plane moving is in sight in the board's box.
          await page.waitForTimeout(400);
          const inSight = await page.evaluate(() => {
            const box = document.querySelector(".wv-board-box") as HTMLElement;
            const b = box.getBoundingClientRect();
            const c = (
              document.querySelector(".wv-plane.moving .wv-counter") as Element
            ).getBoundingClientRect();
            return (
              c.left >= b.left &&
              c.right <= b.left + box.clientWidth &&
              c.top >= b.top &&
              c.bottom <= b.top + box.clientHeight
            );
          });
          expect(inSight, `turn ${turn}: the moving plane in sight`).toBe(true);
          const dotted = page.locator(".wv-ghost:has(.wv-ghost-shot)");
          const freeze = page.locator('.wv-cue-line[data-cue-kind="freeze"]');
          if (await freeze.count()) {
            // The cue: the enemy still to fly, stop the clock part-way with a Time Freezing.
            const choice = page.getByLabel("Time Freezing", { exact: true });
            const first = await choice.locator("option").nth(1).getAttribute("value");
            await choice.selectOption(first as string);
            followed.push(`turn ${turn}: Time Freezing after ${first}`);
            await page
              .locator('.wv-move-family[data-family="now"] .wv-move')
              .first()
              .getByRole("button", { name: "Fly" })
              .click();
          } else if (await dotted.count()) {
            // The cue: a die-coloured dot on a ghost is a shot after that manoeuvre.
            await dotted.first().dispatchEvent("click");
            expect(await page.locator(".wv-after-note").innerText()).toMatch(
              /after this: G1 in your arc at range \d, \w+ die/,
            );
            followed.push(`turn ${turn}: the ghost with a shot`);
            await page.locator(".wv-move.chosen").getByRole("button", { name: "Fly" }).click();
          } else {
            followed.push(`turn ${turn}: the first offered`);
            await page
              .locator('.wv-move-family[data-family="now"] .wv-move')
              .first()
              .getByRole("button", { name: "Fly" })
              .click();
          }
        } else if (now === "fire") {
          fired = true;
          followed.push(`turn ${turn}: a shot offered`);
          // The board follows (a smooth scroll): the shooter in sight once it settles.
          await page.waitForTimeout(800);
          await shot(page, `wv-cues-shot-${size.name}`);
          break;
        } else if (now === "hold") {
          await page
            .getByRole("button", { name: /Hold fire|Done/ })
            .first()
            .click();
        } else if ((await page.locator(".game-over").count()) > 0) break;
        await straightOn(server.url, links.seats.germans);
        // The step taken (and the other side's): the steps offered change.
        await expect
          .poll(() => page.locator(".wv-actions").innerText(), { timeout: 20000 })
          .not.toBe(before);
      }
      expect(fired, followed.join("; ")).toBe(true);
      expect(errors).toEqual([]);
      await close();
    }, 180000);
  }
});
