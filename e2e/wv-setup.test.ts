/**
 * Winged Victory from the home page: listed as playable with its scenarios,
 * and a random mission rolled (or chosen), briefed and flown.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCENARIOS } from "../src/games/winged-victory/missions/scenarios.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, overflow, playOut } from "./helpers.js";

describe.skipIf(browserMissing)("Winged Victory's set-up in the browser", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-setup-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The mission names the briefing shows, side by side. */
  const briefed = async (page: Page) => ({
    allies: await page.locator('.wv-mission[data-side="allies"] h3').innerText(),
    germans: await page.locator('.wv-mission[data-side="germans"] h3').innerText(),
  });

  it("lists Winged Victory as playable with its scenarios; a scenario opens its set-up page", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(server.url);
    const card = page.locator(".system", {
      has: page.getByRole("heading", { name: "Winged Victory", exact: true }),
    });
    await card.waitFor();
    expect(await card.getAttribute("class")).toContain("ready");
    expect(await card.getByText("Not built yet.").count()).toBe(0);
    const listed = await card
      .getByRole("list", { name: "Winged Victory scenarios" })
      .locator("li")
      .allInnerTexts();
    expect(listed).toEqual([...SCENARIOS.map((s) => s.name), "A random mission (1916 or 1917)"]);
    await shot(page, "wv-home");
    await card.getByRole("link", { name: "Turning fight" }).click();
    await page.locator("select#wv-scenario").waitFor();
    expect(await page.getByLabel("Scenario", { exact: true }).inputValue()).toBe("turning-fight");
    // The length: the scenario's own, or longer so that the fight is more likely fought to a finish.
    const length = page.getByLabel("Length", { exact: true });
    expect(await length.locator("option").first().innerText()).toBe("The scenario's own: 10 turns");
    await length.selectOption("30");
    await page.getByRole("button", { name: "Start" }).click();
    await page.getByRole("heading", { name: /Pass the screen to the Allies player/ }).waitFor();
    await page.getByRole("button", { name: /show my side/ }).click();
    await page.getByText(/Turn 1 of 30/).waitFor();
    expect(errors).toEqual([]);
  }, 60000);

  it("rolls a 1916 mission for each side, briefs it with the rolls, and flies it hot-seat", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(server.url);
    // On a phone the home page's scenario links are tall enough to tap.
    const link = page.getByRole("link", { name: /A random mission/ });
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(30);
    await link.click();
    await page.locator("select#wv-scenario").waitFor();
    expect(await page.getByLabel("Scenario", { exact: true }).inputValue()).toBe("mission");
    await page.getByLabel("Year", { exact: true }).selectOption("1916");
    // Choosing the missions opens their lists, long names and all, within the phone's width.
    await page.getByLabel("Choose the missions").check();
    expect(await overflow(page)).toBe(0);
    await page.getByLabel(/Roll each side's mission/).check();
    await page.getByLabel(/hot-seat/).check();
    await page.getByRole("button", { name: "Roll the missions" }).click();
    await page.locator(".wv-briefing").waitFor();
    // The d20 for the Allies is shown with the mission it gave, and that mission is briefed.
    const roll = page.locator(".wv-roll", { hasText: "Allied mission (1916, d20)" });
    const rolled = (await roll.locator(".result").innerText()).replace(/^.*→ /, "");
    const names = await briefed(page);
    // ... unless the Germans' mission involves both sides: then its counter is flown, and the briefing says so.
    const overruled = page.locator(".wv-overruled");
    if (names.allies === `Allies: ${rolled}`) expect(await overruled.count()).toBe(0);
    else
      expect(await overruled.innerText()).toContain(
        `The Allies rolled ${rolled}, but fly ${names.allies.replace(/^Allies: /, "")}`,
      );
    expect(names.germans).toMatch(/^Germans: /);
    expect(await page.locator(".wv-mission", { hasText: "Accomplished by:" }).count()).toBe(2);
    // The set-up: the board with the front, no plane named (each side sees its own on its screen).
    await page.locator(".wv-briefing .wv-board").waitFor();
    expect(await page.locator(".wv-briefing .wv-plane").count()).toBe(0);
    expect(await page.locator(".wv-briefing").innerText()).not.toMatch(/which . plane flies/);
    expect(await overflow(page)).toBe(0);
    await shot(page, "wv-briefing");
    await page.getByRole("button", { name: "Fly this mission" }).click();
    await page.getByRole("heading", { name: /Pass the screen to the Allies player/ }).waitFor();
    await page.getByRole("button", { name: /show my side/ }).click();
    await page.locator(".wv-table").waitFor();
    const head = await page.locator(".wv-head").innerText();
    expect(head).toContain(names.allies.replace(/^Allies: /, ""));
    expect(head).toContain(names.germans.replace(/^Germans: /, ""));
    // The Allies' own planes are on their board.
    expect(await page.locator('.wv-plane[data-plane^="A"]').count()).toBeGreaterThan(0);
    // Your games on the home page: how it is played and where it stands.
    await page.goto(server.url);
    const saved = page.locator(".saved li", { hasText: "A generated mission, 1916" });
    await saved.locator(".saved-detail", { hasText: "turn" }).waitFor();
    expect(await saved.locator(".saved-detail").innerText()).toMatch(
      /^hot-seat · turn 1 of \d+ · the Allies and the Germans to choose · /,
    );
    expect(errors).toEqual([]);
  }, 60000);

  it("imports a finished Winged Victory fight from the home page and reopens it on both sides' table", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "head-on" },
      dice: { mode: "seeded", seed: 2 },
    });
    // A fight with hidden information is exported once it is over.
    await playOut(server.url, links.seats);
    const saved = await (await fetch(`${server.url}/api/t/${links.owner}/export`)).text();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page.getByLabel("Import a saved game (.json)").setInputFiles({
      name: "head-on.json",
      mimeType: "application/json",
      buffer: Buffer.from(saved),
    });
    await page.locator(".wv-table .game-over").waitFor();
    expect(page.url()).toMatch(/\/wv\/hotseat\/[\w-]+\/[\w-]+$/);
    // Your games reopens it there too, and says how it ended.
    await page.goto(server.url);
    const row = page.locator(".saved li", { hasText: "Head-on" });
    // The row first says "finished" with its date, then how it ended once the game is read.
    await row.locator(".saved-detail", { hasText: "finished: " }).waitFor();
    expect(await row.locator(".saved-detail").innerText()).toMatch(/^hot-seat · finished: /);
    await row.getByRole("link").click();
    await page.locator(".wv-table .game-over").waitFor();
    expect(page.url()).toMatch(/\/wv\/hotseat\//);
    expect(errors).toEqual([]);
  }, 60000);

  it("chooses the missions (a red one sets the other side's), briefs them, and online plays the creator's own side's link", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/new?scenario=mission`);
    await page.getByLabel("Choose the missions").check();
    await page.getByLabel("Allies' mission").selectOption("balloon-busting");
    expect(await page.getByLabel("Germans' mission").inputValue()).toBe("cap");
    await page.getByLabel("Online: I fly the Germans; the Allies' player gets a link").check();
    await page.getByRole("button", { name: "Brief the pilots" }).click();
    await page.locator(".wv-briefing").waitFor();
    expect(await briefed(page)).toEqual({
      allies: "Allies: Balloon Busting",
      germans: "Germans: CAP / Defensive Patrol",
    });
    expect(await page.locator(".wv-mission").first().innerText()).toMatch(
      /Accomplished by: Destroy one enemy balloon\./,
    );
    // The balloon stands on the board of the set-up; no mission was rolled, only the weather.
    expect(await page.locator(".wv-briefing .wv-target ellipse").count()).toBe(1);
    const rolls = await page.locator(".wv-briefing .wv-roll").allInnerTexts();
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    expect(rolls.join("\n")).not.toMatch(/mission/i);
    expect(rolls.join("\n")).toMatch(/the sky/);
    expect(rolls.join("\n")).toMatch(/the sun/);
    await page.getByRole("button", { name: "Fly this mission" }).click();
    // The Allies' link to send, the Germans' own and the owner's; this browser keeps and plays the Germans' own.
    const links = page.getByRole("region", { name: "Links" });
    await links.waitFor();
    expect(await links.getByRole("textbox").count()).toBe(3);
    const mine = new URL(await links.getByLabel(/^Germans: your link/).inputValue()).pathname;
    const owner = new URL(await links.getByLabel(/^Owner:/).inputValue()).pathname;
    expect(await links.getByLabel("Allies", { exact: true }).inputValue()).not.toContain(mine);
    expect(await links.getByRole("link", { name: /Play|Watch/ }).count()).toBe(0);
    const held = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("sortie.links") ?? "[]"),
    );
    expect([held[0].mode, held[0].plays, held[0].open]).toEqual(["online", ["germans"], mine]);
    await links.getByRole("link", { name: "Fly the Germans here" }).click();
    await page.locator(".wv-table").waitFor();
    expect(new URL(page.url()).pathname).toBe(mine);
    expect(await page.locator(".wv-table").getAttribute("data-seat")).toBe("germans");
    expect(await page.locator(".wv-head").innerText()).toContain("Balloon Busting");
    // Your games reopens it on the Germans' link, also after the owner's link was opened to watch.
    await page.goto(`${server.url}${owner}`);
    await page.locator(".wv-table").waitFor();
    await page.goto(server.url);
    const row = page.locator(".saved li", { hasText: "online, you play the Germans" });
    await row.waitFor();
    expect(await row.getByRole("link").getAttribute("href")).toBe(mine);
    expect(errors).toEqual([]);
  }, 60000);
});
