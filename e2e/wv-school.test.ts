/**
 * Winged Victory's flying school in the browser, at 1280 × 800 and 390 × 844:
 * from the home page to the school, the climbing lesson flown turn by turn
 * (a wrong choice answered with why not, each turn's sentence with the
 * school's numbers), the first shot passed, progress kept across a reload;
 * then the first fight started against the computer, its help saying what
 * to do in the throttle step and then in the manoeuvre step.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLIGHT_LESSONS } from "../src/games/winged-victory/flight/lessons.js";
import { moveLabel } from "../src/games/winged-victory/flight/move-label.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { SIZES } from "./helpers.js";

/** Sets the pip (when given) and flies the manoeuvre; waits for the turn's sentence. */
async function flyTurn(page: Page, turn: number, move: string, pip?: number) {
  const ask = page.locator(".wv-school-ask");
  if (pip !== undefined) await ask.getByRole("button", { name: String(pip), exact: true }).click();
  await ask.getByRole("button", { name: move, exact: true }).click();
  await page.locator(`[data-said="${turn}"]`).waitFor();
}

/** Waits for the lesson's pass, kept in the page's storage (before the test navigates away). */
async function passed(page: Page, id: string) {
  await page.locator(".wv-school-passed").waitFor();
  await page.waitForFunction(
    (lesson) => (localStorage.getItem("sortie.wv.school") ?? "").includes(`"${lesson}"`),
    id,
  );
}

const said = (page: Page, turn: number) => page.locator(`[data-said="${turn}"]`).innerText();

/** Whether each of `selectors` is drawn inside the board's visible box. */
async function inBox(page: Page, selectors: string[]): Promise<boolean> {
  const box = await page.locator(".wv-board-box").boundingBox();
  if (!box) return false;
  for (const s of selectors) {
    const r = await page
      .locator(`.wv-board ${s.split(", ").join(", .wv-board ")}`)
      .first()
      .boundingBox();
    if (!r) return false;
    const inside =
      r.x >= box.x - 1 &&
      r.y >= box.y - 1 &&
      r.x + r.width <= box.x + box.width + 1 &&
      r.y + r.height <= box.y + box.height + 1;
    if (!inside) return false;
  }
  return true;
}

describe.skipIf(browserMissing)("Winged Victory's flying school", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-school-e2e-")));
  }, 60000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("loads the school's code only when a school page opens", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const js = new Map<string, string>();
    page.on("response", async (r) => {
      if (r.url().endsWith(".js")) js.set(r.url(), await r.text().catch(() => ""));
    });
    const SCHOOL_CODE = ["wv-school-lesson", "Turning while climbing or diving"];
    const holds = () => [...js.values()].some((t) => SCHOOL_CODE.some((s) => t.includes(s)));
    await page.goto(server.url);
    await page.getByRole("link", { name: "Flying school" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(holds()).toBe(false);
    await page.getByRole("link", { name: "Flying school" }).click();
    await page.getByRole("heading", { name: "Flying school" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(holds()).toBe(true);
    await page.close();
  }, 60000);

  it("flies every flight lesson to its pass by the turns it asks for", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    for (const lesson of FLIGHT_LESSONS) {
      await page.goto(`${server.url}/wv/school/${lesson.id}`);
      await page
        .locator(".wv-school-ask")
        .waitFor()
        .catch(async (e) => {
          await shot(page, `wv-school-stuck-${lesson.id}`);
          throw new Error(`${lesson.id}: ${e}; page errors: ${errors.join("; ")}`);
        });
      for (const [k, t] of lesson.turns.entries()) {
        const name =
          lesson.grounded && t.move === "level" ? "roll along the field" : moveLabel(t.move);
        await flyTurn(page, k + 1, name, t.throttle);
        expect(await said(page, k + 1)).toMatch(/^Turn \d+\. [A-Z0-9].*\.$/s);
      }
      await passed(page, lesson.id);
      await shot(page, `wv-school-${lesson.id}-desktop`);
    }
    await page.goto(`${server.url}/wv/school`);
    await page.locator(".wv-school-list li").first().waitFor();
    expect(await page.locator(".wv-school-list li.passed").count()).toBe(FLIGHT_LESSONS.length);
    expect(errors).toEqual([]);
    await page.close();
  }, 240000);

  for (const size of SIZES) {
    it(`passes the climbing lesson, the first shot and spotting, then starts the first fight (${size.name})`, async () => {
      const page = await browser.newPage({
        viewport: { width: size.width, height: size.height },
      });
      const errors = watchErrors(page);
      await page.goto(server.url);
      await page.getByRole("link", { name: "Flying school" }).click();
      await page.getByRole("heading", { name: "Flying school" }).waitFor();
      expect(await page.locator(".wv-school-list li").count()).toBe(8);
      await shot(page, `wv-school-list-${size.name}`);

      // The climbing lesson: level, shallow climb, level, hard climb, level.
      await page.getByRole("link", { name: "Climbing", exact: true }).click();
      await page.getByRole("heading", { name: "Climbing" }).waitFor();
      expect(await page.locator(".wv-board .wv-plane").count()).toBeGreaterThan(0);
      // A rotary engine refuses a throttle of 3, saying why.
      await page.locator(".wv-school-ask").getByRole("button", { name: "3", exact: true }).click();
      expect(await page.getByRole("alert").innerText()).toMatch(
        /Not 3: .*rotary engine: its throttle is 0 or 5/,
      );
      // A manoeuvre the turn does not ask for is answered, not flown.
      await page.locator(".wv-school-ask").getByRole("button", { name: "hard climb" }).click();
      expect(await page.getByRole("alert").innerText()).toMatch(/Not this turn: it asks for level/);
      expect(await page.locator("[data-said]").count()).toBe(0);
      await flyTurn(page, 1, "level");
      expect(await said(page, 1)).toMatch(/5 Hexes straight ahead at level 6/);
      await flyTurn(page, 2, "shallow climb");
      expect(await said(page, 2)).toMatch(/2 Hexes straight first.*level to 7.*5 → 1.*1 → 3/);
      await shot(page, `wv-school-climb-${size.name}`);
      await flyTurn(page, 3, "level");
      await flyTurn(page, 4, "hard climb");
      expect(await said(page, 4)).toMatch(/level to 8.*3 \+ 2 = 5.*4 → -1.*-1 → 2/);
      await flyTurn(page, 5, "level");
      await passed(page, "climbing");
      await page.getByRole("link", { name: /Next lesson: Diving/ }).waitFor();
      await shot(page, `wv-school-climbed-${size.name}`);

      // The first shot: out of range, close in, fire.
      await page.goto(`${server.url}/wv/school/first-shot`);
      await page.getByRole("button", { name: "Fire a short burst" }).click();
      expect(await said(page, 1)).toMatch(/8 Hexes ahead, beyond the 5 Hexes/);
      await page.getByRole("button", { name: "Fly level" }).click();
      expect(await said(page, 2)).toMatch(/from 8 to 5: inside the gun's 5 Hexes/);
      expect(await page.locator(".wv-shot-line").count()).toBe(1);
      await page.getByRole("button", { name: "Fire a long burst" }).click();
      expect(await said(page, 3)).toMatch(
        /Range 5.*rear aspect.*red die.*long burst \+1 \(0 in all\).*a hit/,
      );
      await passed(page, "first-shot");
      await shot(page, `wv-school-shot-${size.name}`);

      // Spotting: five looks, the enemy a marker until seen.
      await page.goto(`${server.url}/wv/school/spotting`);
      for (let k = 1; k <= 5; k++) {
        await page.getByRole("button", { name: /^(Look|Roll the spotting die)$/ }).click();
        await page.locator(`[data-said="${k}"]`).waitFor();
        // Both planes in sight in the board's box, however far apart, with no zooming.
        await expect
          .poll(() => inBox(page, ['[data-plane="A1"]', '[data-plane="G1"], [data-marker="G1"]']))
          .toBe(true);
        if (k === 3) {
          expect(await said(page, 3)).toMatch(
            /5 MegaHexes away: the grey die shows i, but .* 4 MegaHexes: still unseen/,
          );
          expect(await page.locator('.wv-board [data-marker="G1"]').count()).toBe(1);
          await shot(page, `wv-school-spotting-${size.name}`);
        }
        if (k < 5) await page.getByRole("button", { name: "Next look" }).click();
      }
      await passed(page, "spotting");

      // Progress is kept in the browser.
      await page.goto(`${server.url}/wv/school`);
      await page.locator(".wv-school-list li").first().waitFor();
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem("sortie.wv.school"))) ?? "[]"),
      ).toEqual(["climbing", "first-shot", "spotting"]);
      await page.locator('.wv-school-list li[data-lesson="climbing"].passed').waitFor();
      await page.locator('.wv-school-list li[data-lesson="first-shot"].passed').waitFor();
      expect(await page.locator(".wv-school-list li.passed").count()).toBe(3);

      // The first fight: the help tells the throttle step, then the manoeuvre step.
      await page.getByRole("link", { name: "Your first fight, step by step" }).click();
      await page
        .getByRole("heading", { name: "Your first fight in Winged Victory" })
        .waitFor({ timeout: 60000 })
        .catch(async (e) => {
          await shot(page, `wv-first-fight-stuck-${size.name}`);
          throw e;
        });
      await page.getByRole("button", { name: "Start the fight" }).click();
      const help = page.getByRole("region", { name: "First-fight help" });
      await help.waitFor();
      await page.locator('.wv-guide[data-step="throttle"]').waitFor();
      // The gentle computer pilot flies the Germans.
      expect(await page.locator(".wv-head").innerText()).toMatch(
        /the computer \(novice\) flies for the Germans/,
      );
      expect(await help.innerText()).toMatch(/Set the throttle/);
      expect(await help.innerText()).toMatch(
        /Now: .*G1.* is \d+ Hexes away, ahead of your S\.E\.5a/,
      );
      await shot(page, `wv-first-fight-throttle-${size.name}`);
      await page.locator(".wv-throttle button.act, .wv-throttle button").last().click();
      await page.locator('.wv-guide[data-step="move"]').waitFor({ timeout: 30000 });
      expect(await help.innerText()).toMatch(/Fly a manoeuvre/);
      expect(await help.innerText()).toMatch(/Now: /);
      await shot(page, `wv-first-fight-move-${size.name}`);
      // A manoeuvre flown: the help follows the fight to its next step (fire, or the next turn's throttle).
      await page.getByRole("button", { name: "Fly" }).first().click();
      // The server's dice are its own: a Time Freezing or a second move may come first; each is flown.
      const next = page.locator(
        '.wv-guide[data-step="fire"], .wv-guide[data-step="throttle"], .wv-guide[data-step="over"]',
      );
      for (let i = 0; i < 60 && !(await next.count()); i++) {
        const fly = page.locator('.wv-guide[data-step="move"]');
        const button = page.getByRole("button", { name: "Fly" }).first();
        // (disabled while the page waits on the server or the computer pilot)
        // (and drawn anew as the fight moves on: a button gone meanwhile is looked for again)
        const ready =
          (await fly.count()) > 0 && (await button.isEnabled({ timeout: 2000 }).catch(() => false));
        if (ready) await button.click({ timeout: 5000 }).catch(() => {});
        await page.waitForTimeout(1000);
      }
      await next.waitFor({ timeout: 30000 });
      expect(await help.innerText()).toMatch(
        /(3\. Fire|1\. Set the throttle)[\s\S]*Now: |The end of the fight/,
      );
      // The page is no wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
      expect(errors).toEqual([]);
      await page.close();
    }, 240000);
  }
});
