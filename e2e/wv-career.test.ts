/**
 * The Squadron Career in a real browser: a squadron raised from the home
 * page, a mission rolled, briefed, crewed, reported and confirmed; the
 * squadron record on a desktop and a phone; the career on typed-in dice.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { playOut } from "./helpers.js";

describe.skipIf(browserMissing)("Winged Victory Squadron Career in the browser", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-career-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("raises a squadron and flies a mission from the roll to the confirmed report", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page
      .locator(".system", { hasText: "Squadron Career" })
      .getByRole("link", { name: "New career" })
      .click();
    await page.getByLabel("Squadron name").fill("No. 56 Squadron");
    await page.getByLabel("First day").fill("1917-07-02");
    await page.getByLabel("Last day").fill("1917-09-30");
    await page.getByRole("button", { name: "Raise the squadron" }).click();
    await page.getByRole("heading", { name: "No. 56 Squadron" }).first().waitFor();
    const record = page.getByRole("region", { name: "Squadron record" });
    expect(await record.locator("tbody tr").count()).toBeGreaterThanOrEqual(8 + 6);
    expect(await record.innerText()).toMatch(/Royal Flying Corps · fighter squadron/);

    await page.getByRole("button", { name: "Roll the mission" }).click();
    await page.getByRole("region", { name: "Mission briefing" }).waitFor();
    expect(await page.getByRole("region", { name: "Mission briefing" }).innerText()).toMatch(
      /Your orders: .*\n[\s\S]*The enemy: /,
    );
    await page.getByRole("button", { name: "These crews fly" }).click();
    await page.getByRole("heading", { name: "After the fight" }).waitFor();
    await shot(page, "wv-career-briefing");

    // The first plane forced to land in no-man's-land; the first enemy downed on our side.
    const fill = async () => {
      const report = page.getByRole("form", { name: "After-action report" });
      await report.getByLabel(/Mission accomplished/).check();
      const first = report.locator("fieldset").first();
      await first.getByLabel(/what became of it/).selectOption("landed");
      await first.getByLabel(/where it came down/).selectOption("no-mans-land");
      await report.getByLabel("Enemy 1: what became of it").selectOption("downed");
      await report.getByLabel("Enemy 1: where it came down").selectOption("own");
      await report.getByRole("button", { name: "Enter the report" }).click();
    };
    await fill();
    await page.getByRole("button", { name: "Confirm the report" }).waitFor();
    // The report rolled nothing yet: it may be taken back, and entered again.
    await page.getByRole("button", { name: "Undo the last step" }).click();
    await page.getByRole("button", { name: "Enter the report" }).waitFor();
    await fill();
    await page.getByRole("button", { name: "Confirm the report" }).click();
    const results = page.getByRole("region", { name: "Mission 1 results" });
    await results.waitFor();
    expect(await results.innerText()).toMatch(/accomplished; 1 victory confirmed/);
    expect(await results.innerText()).toMatch(/no-man's-land/);
    // Confirmed dice stand: no undo.
    expect(await page.getByRole("button", { name: "Undo the last step" }).isDisabled()).toBe(true);
    expect(await record.innerText()).toMatch(/Victories/);
    // A service record opens with the airman's lines.
    await record.locator("summary", { hasText: "(a1)" }).click();
    expect(await record.locator(".career-service[open]").innerText()).toMatch(
      /Joins No\. 56 Squadron/,
    );
    await page.getByRole("button", { name: "Roll the mission" }).waitFor();
    await shot(page, "wv-career-record");

    await page.setViewportSize({ width: 390, height: 844 });
    await record.waitFor();
    await shot(page, "wv-career-record-phone");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth + 1,
    );
    expect(overflow).toBe(false);
    expect(errors).toEqual([]);
  }, 120000);

  it("flies a mission in Sortie and reads the fight's result back as the report", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/career/new`);
    await page.getByLabel("Squadron name").fill("No. 74 Squadron");
    await page.getByLabel("First day").fill("1918-06-01");
    await page.getByRole("button", { name: "Raise the squadron" }).click();
    await page.getByRole("button", { name: "Roll the mission" }).click();
    await page.getByRole("button", { name: "These crews fly" }).click();
    await page.getByRole("button", { name: "Fly it in Sortie (hot seat)" }).click();
    await page.getByRole("link", { name: "Open the fight" }).waitFor();
    // The fight is kept with the career on the server; its links are the button's.
    const href =
      (await page.getByRole("link", { name: "Open the fight" }).getAttribute("href")) ?? "";
    const [, allies, germans] = /\/wv\/hotseat\/([^/]+)\/([^/]+)$/.exec(href) ?? [];
    const seats = { allies, germans };
    // The fight's planes are the briefing's.
    const fight = await (await fetch(`${server.url}/api/t/${seats.allies}`)).json();
    expect(fight.system).toBe("winged-victory");
    expect(fight.view.missions.map((x: { name: string }) => x.name).join()).not.toBe("");
    // The fight opens on the hot-seat page.
    const table = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const tableErrors = watchErrors(table);
    await table.goto(`${server.url}/wv/hotseat/${seats.allies}/${seats.germans}`);
    await table
      .getByText(/Allies|Germans/)
      .first()
      .waitFor();
    expect(tableErrors).toEqual([]);
    await table.close();
    await page.getByRole("button", { name: "Read the result from the fight" }).click();
    await page.getByText(/not over yet/).waitFor();
    await playOut(server.url, seats, 5000);
    await page.getByRole("button", { name: "Read the result from the fight" }).click();
    await page.getByRole("button", { name: "Confirm the report" }).click();
    await page.getByRole("region", { name: "Mission 1 results" }).waitFor();
    expect(errors).toEqual([]);
  }, 180000);

  it("raises a squadron on the players' own dice, asking each founding pilot's roll", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/career/new`);
    await page.getByLabel("Luftstreitkräfte").check();
    await page.getByLabel("Role").selectOption("two-seater");
    await page.getByLabel(/roll our own dice/).check();
    await page.getByLabel("Squadron name").fill("Flieger-Abteilung 33");
    await page.getByRole("button", { name: "Raise the squadron" }).click();
    for (let k = 1; k <= 8; k++) {
      await page.getByText(`Founding pilot ${k}: skill (d6)`).waitFor();
      await page.getByLabel(/Roll a d6/).fill(k === 1 ? "9" : "6");
      await page.getByRole("button", { name: "Enter roll" }).click();
      if (k === 1) {
        await page.getByText(/is not a roll/).waitFor();
        await page.getByLabel(/Roll a d6/).fill("6");
        await page.getByRole("button", { name: "Enter roll" }).click();
      }
    }
    await page.getByRole("heading", { name: "Flieger-Abteilung 33" }).first().waitFor();
    const text = await page.getByRole("region", { name: "Squadron record" }).innerText();
    expect(text).toMatch(/Luftstreitkräfte · two-seater squadron/);
    expect(text).toMatch(/Oberleutnant/);
    expect(text).toMatch(/Observer \/ gunner/);
    // The owner's link watches the same squadron.
    const owner = await page.evaluate(() => {
      const all = JSON.parse(localStorage.getItem("sortie.links") ?? "[]");
      return all.find((h: { system: string }) => h.system === "winged-victory-career").links.owner;
    });
    await page.goto(`${server.url}/g/${owner}`);
    await page.getByText(/You are watching/).waitFor();
    expect(await page.getByRole("button", { name: "Roll the mission" }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  }, 120000);
});
