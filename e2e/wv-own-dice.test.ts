/**
 * Winged Victory with the players' own dice: chosen on the set-up page, a
 * hot-seat game asks for each roll as the die's colour and the face shown
 * (a face the die does not have refused, its faces listed), and a plain
 * die by its number; the game goes on with the faces typed.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { showSide } from "./wv-hotseat.js";

describe.skipIf(browserMissing)("Winged Victory on the players' own dice", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-own-dice-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("asks for each die by colour and face, refuses a face it does not have, and plays on", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/new?scenario=head-on`);
    await page.getByLabel(/We throw our own dice/).check();
    await page.getByRole("button", { name: "Start" }).click();

    for (const side of ["Allies", "Germans"]) {
      await showSide(page, side);
      await page.locator(".wv-throttle").first().getByRole("button").last().click();
      if (side === "Allies") await page.getByRole("button", { name: /Hand over|Done/ }).count();
    }
    // The throttles are in: the turn's Spotting Tests, on the Germans' screen.
    const prompt = page.getByRole("form", { name: "Your roll" });
    await prompt.waitFor();
    expect(await prompt.innerText()).toMatch(/Throw the \w+ die — icon: \w\d looks for \w\d/);
    await prompt.getByRole("textbox").fill("banana");
    await prompt.getByRole("button", { name: "Enter the face" }).click();
    await prompt.getByRole("alert").waitFor();
    expect(await prompt.getByRole("alert").innerText()).toMatch(/banana/);
    await shot(page, "wv-own-dice");
    // Every roll asked, answered: a test die's best icon, a plain die's 3.
    for (let k = 0; k < 12 && (await prompt.count()); k++) {
      const face = prompt.locator("#wv-die-face");
      if (await face.count()) {
        await face.fill("ii");
        await prompt.getByRole("button", { name: "Enter the face" }).click();
      } else {
        await prompt.getByRole("textbox").fill("3");
        await prompt.getByRole("button", { name: "Enter roll" }).click();
      }
      await page.waitForTimeout(300);
    }
    expect(await prompt.count()).toBe(0);
    await shot(page, "wv-own-dice-after");
    // Movement has begun, on the faces typed: the screen passes to the first to move, or shows its moves.
    await page
      .getByRole("heading", { name: /Pass the screen to the/ })
      .or(page.locator('.wv-table[data-phase="move"]'))
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  }, 90000);

  it("asks for a generated mission's set-up rolls on the set-up page, then briefs it", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/new?scenario=mission`);
    await page.getByLabel(/We throw our own dice/).check();
    await page.getByRole("button", { name: "Roll the missions" }).click();
    const prompt = page.getByRole("form", { name: "Your roll" });
    await prompt.waitFor();
    expect(await prompt.innerText()).toMatch(/Roll a d20 — Allied mission \(1917, d20\)/);
    // A plain die past its faces is refused; then every roll asked gets a 4 (or the die's top face).
    await prompt.getByRole("textbox").fill("21");
    await prompt.getByRole("button", { name: "Enter roll" }).click();
    await prompt.getByRole("alert").waitFor();
    for (
      let k = 0;
      k < 12 && !(await page.getByRole("region", { name: "Briefing" }).count());
      k++
    ) {
      const sides = Number(/a d(\d+)/.exec(await prompt.innerText())?.[1] ?? 6);
      await prompt.getByRole("textbox").fill(String(Math.min(4, sides)));
      await prompt.getByRole("button", { name: /Enter/ }).click();
      await page.waitForTimeout(300);
    }
    // 1917, a d20 of 4: Patrol, for each side.
    expect(await page.locator('.wv-mission[data-side="allies"] h3').innerText()).toBe(
      "Allies: Patrol",
    );
    expect(errors).toEqual([]);
  }, 90000);
});
