/**
 * Rules and help in the app: a rules reference for each system reachable
 * from every game page, terms that open their rule, rolls in a log that
 * open the rule and table row behind them, the Hawks first-game walkthrough,
 * and a home page that loads none of it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { create, open, SIZES } from "./helpers.js";

describe.skipIf(browserMissing)("rules and help in the app", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-rules-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function note(page: Page, opener: () => Promise<void>, expected: RegExp) {
    await opener();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByText(expected).first().waitFor();
    return dialog;
  }

  for (const size of SIZES) {
    it(`opens the rules from every game page and from the terms where they appear (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      // Hawks over Malta: the phase names its rule; the page links the whole reference.
      const g = await create(server.url, {
        system: "hawks-over-malta",
        options: { scenario: 1 },
        dice: { mode: "seeded", seed: 2 },
      });
      await page.goto(`${server.url}/g/${g.links.seats.axis}`);
      let d = await note(
        page,
        () => page.getByRole("button", { name: "Set-up" }).click(),
        /secretly draws a chit for every plane/,
      );
      await shot(page, `rule-note-hawks-${size.name}`);
      await d.getByRole("button", { name: "Close" }).click();
      // The first-game help says what to do in this phase.
      await page
        .getByRole("region", { name: "First-game help" })
        .getByText(/four squares from D1/)
        .waitFor();
      await page.getByRole("link", { name: "Rules", exact: true }).last().click();
      await page.getByRole("heading", { name: "Hawks over Malta: what the game is" }).waitFor();
      await page
        .getByRole("navigation", { name: "Contents" })
        .getByRole("link", { name: "A turn, step by step" })
        .waitFor();
      await page.getByRole("link", { name: "Your first game, step by step" }).click();
      await page.getByRole("heading", { name: "Movement: one plane at a time" }).waitFor();
      // The walkthrough's "The rule in full" opens the players' page at its section.
      await page.getByRole("link", { name: "The rule in full" }).first().click();
      await page.waitForURL(/\/rules\/hawks-over-malta\/turn#set-up$/);
      await page.locator("#set-up").waitFor();

      // Wings over Malta: the report's terms and the mission roll in the log.
      await page.goto(`${server.url}/wom/new`);
      await page.getByLabel("Campaign name").fill("Rules club");
      await page.getByRole("button", { name: "Start the campaign" }).click();
      await page.getByRole("button", { name: "Roll the mission" }).click();
      await page.getByRole("button", { name: "Confirm the crews" }).click();
      await page.getByLabel("Shot down").first().check();
      d = await note(
        page,
        () => page.getByRole("button", { name: "Floor + altitude" }).first().click(),
        /floor plus altitude/i,
      );
      await d.getByRole("button", { name: "Close" }).click();
      d = await note(
        page,
        () =>
          page.getByRole("button", { name: "bale out or nurse the wreck down?" }).first().click(),
        /nursing the wreck down/,
      );
      await d.getByRole("button", { name: "Close" }).click();
      await note(
        page,
        () =>
          page
            .getByRole("region", { name: "Campaign log" })
            .getByRole("button", { name: /Mission: attacker/ })
            .first()
            .click(),
        /a D6 for the attacker/,
      );
      // The note's link opens the players' page it quoted.
      await page.getByRole("dialog").getByRole("link", { name: "Open the full rules" }).click();
      await page
        .getByRole("heading", { name: "Wings over Malta: a mission, step by step" })
        .waitFor();
      await page.goBack();
      await page.locator(".wom-head").getByRole("link", { name: "Rules" }).click();
      await page.getByRole("heading", { name: "Wings over Malta: what the campaign is" }).waitFor();
      expect(errors).toEqual([]);
      await close();
    }, 90000);

    it(`opens the rule and the table row behind a roll: Dumb Luck on the contact table (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      await page.goto(server.url);
      await page.getByRole("button", { name: "New game, my own dice" }).click();
      // Set-up rolls, two turns in friendly waters, then the first contact roll: a 1, Dumb Luck.
      for (const v of [3, 4, 5, 2, 3, 2, 2, 4, 2]) {
        const input = page.locator("#die-value");
        await input.fill(String(v));
        await input.press("Enter");
        await page.waitForTimeout(60);
      }
      await page.locator(".sheet").waitFor();
      for (let i = 0; i < 2; i++) {
        const moved = page.waitForResponse((r) => r.url().includes("/actions"));
        await page.getByRole("button", { name: /^Next turn/ }).click();
        await moved;
      }
      await page.getByRole("button", { name: /^Next turn/ }).click();
      await page.getByLabel(/Roll a d6 — contact/).fill("1");
      await page.getByLabel(/Roll a d6 — contact/).press("Enter");
      const roll = page.locator(".log").getByRole("button", { name: /contact — 1 → Dumb Luck/ });
      await roll.waitFor();
      await roll.click();
      const dialog = page.getByRole("dialog");
      await dialog
        .getByText(/R4 — Contact/)
        .first()
        .waitFor();
      // The note quotes the players' page, never a source file or a test.
      expect(await dialog.innerText()).not.toMatch(/\.tsx?\b|src\/|\.test\b/);
      const row = dialog.locator("tr.hit-row");
      expect(await row.innerText()).toMatch(/1\s+Dumb Luck/);
      expect(await dialog.locator("caption").innerText()).toMatch(/Contact/);
      await shot(page, `rule-note-roll-${size.name}`);
      await dialog.getByRole("button", { name: "Close" }).click();
      // The term in the turn's story opens the same table, its row picked out.
      await page
        .locator(".last-turn")
        .getByRole("button", { name: "Dumb Luck", exact: true })
        .click();
      expect(await page.getByRole("dialog").locator("tr.hit-row").innerText()).toMatch(
        /1\s+Dumb Luck/,
      );
      expect(errors).toEqual([]);
      await close();
    }, 60000);
  }

  it("keeps the home page small: no game page, rules text or markdown renderer is loaded", async () => {
    const { page, close } = await open(browser, SIZES[0]);
    const scripts: { url: string; size: number }[] = [];
    page.on("response", async (r) => {
      if (r.url().endsWith(".js")) scripts.push({ url: r.url(), size: (await r.body()).length });
    });
    await page.goto(server.url);
    await page.getByRole("heading", { name: "Hawks over Malta" }).waitFor();
    await page.waitForTimeout(300);
    const names = scripts.map((s) => new URL(s.url).pathname);
    expect(
      names.filter((n) => /render|RulesPage|docs|Table|WomPage|GamePage|Analyse/.test(n)),
    ).toEqual([]);
    const total = scripts.reduce((n, s) => n + s.size, 0);
    expect(total).toBeLessThan(300 * 1024);
    await close();
  }, 30000);
});
