/** Wings over Malta in a real browser: a mission from the roll to the after-action report, and the printable pages. */
import { mkdirSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, SHOTS, shot, watchErrors } from "./browser.js";

describe.skipIf(browserMissing)("Wings over Malta in the browser", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wom-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("flies a mission from the roll to the after-action report, and prints the sheet, roster and pilot log", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page
      .locator(".system", { hasText: "Wings over Malta" })
      .getByRole("link", { name: "New campaign" })
      .click();
    await page.getByLabel("Campaign name").fill("Club campaign");
    await page.getByRole("button", { name: "Start the campaign" }).click();
    await page.getByRole("heading", { name: "Club campaign" }).waitFor();
    // A replacement joins the British roster.
    await page.getByText("Enlist a replacement for the British").click();
    const enlist = page.getByRole("form", { name: "Enlist for the British" });
    await enlist.getByLabel("Name").fill("Tubby Mermagen");
    await enlist.getByRole("button", { name: "Enlist" }).click();
    await page
      .getByRole("region", { name: "British roster" })
      .getByText("Pilot Officer Tubby Mermagen")
      .waitFor();

    await page.getByRole("button", { name: "Roll the mission" }).click();
    await page.getByRole("heading", { name: "Who flies" }).waitFor();
    expect(await page.locator(".rolls li").first().innerText()).toMatch(/Mission: attacker/);
    await page.getByRole("button", { name: "Confirm the crews" }).click();
    await page.getByRole("article", { name: "Set-up sheet" }).waitFor();
    const undo = page.getByRole("button", { name: "Undo the last step" });
    if (await undo.isEnabled()) {
      // The British confirmation rolled nothing: undo takes it back, the Axis one stands.
      await undo.click();
      await page.getByText("The Axis crews are confirmed.").waitFor();
      await page.getByRole("button", { name: "Confirm the British crews" }).click();
      await page.getByRole("article", { name: "Set-up sheet" }).waitFor();
    } else {
      // A dogfight's spotting rolled: the step stands, and the page says why.
      await page.getByText("The last step rolled dice: it stands").waitFor();
    }
    await shot(page, "wom-sheet");

    // The sheet prints without the forms and buttons.
    mkdirSync(SHOTS, { recursive: true });
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: /Confirm the report/ }).isVisible()).toBe(false);
    expect(await page.getByRole("article", { name: "Set-up sheet" }).isVisible()).toBe(true);
    const sheetPdf = join(SHOTS, "wom-sheet.pdf");
    await page.pdf({ path: sheetPdf, format: "A4" });
    expect(statSync(sheetPdf).size).toBeGreaterThan(10000);
    await page.emulateMedia({ media: "screen" });

    // Everyone came home; the score shows before the report is confirmed.
    const preview = page.locator(".wom-preview");
    await preview.getByText(/(Axis|British) win \(|no winner \(/).waitFor();
    await page.getByRole("button", { name: /Confirm the report/ }).click();
    // Re-roll offers, if the dice bring any: keep the roll.
    let chose = false;
    for (let i = 0; i < 20; i++) {
      await page.waitForTimeout(150);
      const keep = page.getByRole("button", { name: "Keep the roll" });
      const skill = page.locator(".wom-choice button.act").first();
      if (await keep.count()) await keep.click();
      else if (await skill.count()) await skill.click();
      else if (await page.getByRole("heading", { name: "Mission 2" }).count()) break;
      else continue;
      chose = true;
    }
    await page.getByRole("heading", { name: "Mission 2" }).waitFor();
    expect(await page.locator(".wom-cell").first().innerText()).toMatch(/won|no winner/);
    expect(await page.locator(".wom-last li").count()).toBeGreaterThan(3);
    // The report rolled: it cannot be taken back, but it can be corrected, its dice kept.
    if (!chose) {
      expect(await undo.isDisabled()).toBe(true);
      await page.getByText(/rolled dice: it stands, as a roll at the table does/).waitFor();
    }
    await page.locator("summary", { hasText: "Correct the report of mission 1" }).click();
    const fix = page.getByRole("form", { name: "Correct the report" });
    expect(await fix.getByRole("button", { name: "Correct the report" }).isDisabled()).toBe(true);
    await fix.getByLabel("Spectacular (medal roll)").first().check();
    await fix.getByRole("button", { name: "Correct the report" }).click();
    await page
      .getByRole("region", { name: "Campaign log" })
      .getByText(/Corrects their part of the after-action report/)
      .waitFor();
    for (
      let i = 0;
      i < 20 && !(await page.getByRole("heading", { name: "Mission 2" }).count());
      i++
    ) {
      await page.waitForTimeout(150);
      const keep = page.getByRole("button", { name: "Keep the roll" });
      const skill = page.locator(".wom-choice button.act").first();
      if (await keep.count()) await keep.click();
      else if (await skill.count()) await skill.click();
    }
    await page.getByRole("heading", { name: "Mission 2" }).waitFor();
    await shot(page, "wom-campaign");

    // The roster prints.
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Roll the mission" }).isVisible()).toBe(false);
    const rosterPdf = join(SHOTS, "wom-roster.pdf");
    await page.pdf({ path: rosterPdf, format: "A4" });
    expect(statSync(rosterPdf).size).toBeGreaterThan(10000);
    await page.emulateMedia({ media: "screen" });

    // A pilot's career log.
    await page.getByRole("region", { name: "British roster" }).getByRole("link").first().click();
    await page.getByRole("heading", { name: "Career" }).waitFor();
    expect(await page.locator(".wom-career").innerText()).toMatch(/Mission 1/);
    await shot(page, "wom-pilot");
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    const pilotPdf = join(SHOTS, "wom-pilot.pdf");
    await page.pdf({ path: pilotPdf, format: "A4" });
    expect(statSync(pilotPdf).size).toBeGreaterThan(5000);
    await page.emulateMedia({ media: "screen" });

    // Renaming him, from his page.
    await page.locator("summary", { hasText: "Rename" }).click();
    await page.getByLabel("New name").fill("Adrian Warburton");
    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByRole("heading", { name: /Adrian Warburton$/ }).waitFor();
    expect(errors).toEqual([]);
  }, 120000);
});
