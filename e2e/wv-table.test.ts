/**
 * Winged Victory at the table in a real browser, on a phone: a fight set up
 * on the new-fight page and flown to the end by clicks, every die typed as
 * its colour and face (a wrong die and a face the die lacks refused on the
 * way), Time Freezing called in the second turn; the dashboards, the shots' dice and the VP checked; no sideways
 * scrolling; the log exported and imported again.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, overflow } from "./helpers.js";
import { typeDie } from "./wv-table-page.js";

describe.skipIf(browserMissing)("Winged Victory at the table in the browser", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-table-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Clicks and waits for the step to be stored. */
  async function click(page: Page, name: string | RegExp, exact = true) {
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST"),
      page.getByRole("button", { name, exact }).first().click(),
    ]);
  }

  const asked = (page: Page) => page.locator(".wvt-need p").first().innerText();

  it("flies a whole small fight by clicks with typed die faces, on a phone", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page.getByRole("link", { name: "New fight at the table" }).click();
    await page.getByRole("heading", { name: "Winged Victory at the table" }).waitFor();
    // A Camel four Hexes behind an Albatros D.V, both heading east at level 12, for 3 turns.
    await page.getByLabel("Turns").fill("3");
    await page.getByLabel("Plane 1 pilot").fill("Barker");
    await page.getByLabel("Plane 1 column").fill("36");
    await page.getByLabel("Plane 2 column").fill("40");
    await page.getByLabel("Plane 2 heading").selectOption("E");
    // Nothing focused for the full-page picture: Chromium scrolls a focused field back into view
    // after it, under the next click, now that the page is longer than two screens.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await shot(page, "wv-table-new");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Start the fight" }).click();
    await page.locator(".wvt").waitFor();
    await page.getByRole("heading", { name: "Turn 1: throttles" }).waitFor();
    expect(await page.getByLabel("A1 throttle").inputValue()).toBe("6");

    // Turn 1: the order of movement needs each side's d6.
    await click(page, "Order of movement");
    expect(await asked(page)).toMatch(/order of movement: Allies/);
    await typeDie(page, "d6", "5");
    await typeDie(page, "d6", "2");
    await page.getByRole("heading", { name: /G1 moves/ }).waitFor();
    // The manoeuvres named in words, as in the rule book, not in the notation.
    expect(await page.locator(".wvt-moves").innerText()).toMatch(/shallow dive, 1 level/);
    expect(await page.locator(".wvt-moves").innerText()).not.toMatch(/dive-shallow:1/);
    await shot(page, "wv-table-move");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await click(page, "level");
    await page.getByRole("heading", { name: /A1 moves/ }).waitFor();
    await click(page, "level");

    // Fire: the Camel's twin guns from 4 Hexes behind: red, blue for a long burst.
    await page.getByRole("heading", { name: "Turn 1: fire" }).waitFor();
    await page.getByRole("button", { name: "Long burst (blue)" }).waitFor();
    expect(await page.locator(".wvt-step").innerText()).toMatch(/A1 pilot → G1\s+4 Hexes, rear/);
    await click(page, "Long burst (blue)");
    await click(page, "Roll the shots");
    expect(await asked(page)).toBe("Blue die, result: A1 pilot fires at G1 (long burst)");
    await shot(page, "wv-table-die");
    // The wrong die, and a face the Blue die does not have: refused, the same die still asked.
    await typeDie(page, "red", "2");
    await page
      .getByRole("alert")
      .filter({ hasText: /thrown with the Blue die/ })
      .waitFor();
    await typeDie(page, "blue", "ii");
    await page
      .getByRole("alert")
      .filter({ hasText: /Blue die has no face "ii"/ })
      .waitFor();
    expect(await asked(page)).toMatch(/^Blue die, result/);
    await typeDie(page, "blue", "2");
    expect(await asked(page)).toBe("hit location on G1 (d20)");
    await typeDie(page, "d20", "4");
    expect(await asked(page)).toMatch(/turns until G1's leaking engine quits/);
    await typeDie(page, "blue", "#3");
    expect(await asked(page)).toMatch(/does G1's leak catch fire/);
    await typeDie(page, "blue", "miss");

    // Turn 2: the Albatros leaks with two turns left; the Camel has 5 rounds in its magazine.
    await page.getByRole("heading", { name: "Turn 2: throttles" }).waitFor();
    await page.getByRole("tab", { name: "G1" }).click();
    expect(await page.locator("[data-dashboard=G1]").innerText()).toMatch(/leaking \(2 turns\)/);
    await page.getByRole("tab", { name: "A1" }).click();
    expect(await page.locator("[data-dashboard=A1]").innerText()).toMatch(/magazine 1, 5 left/);
    // The drag rows wrap inside the dashboard on a phone: no value cut off at its edge.
    const cut = await page.evaluate(() => {
      const edge = document.querySelector(".wv-dash")?.getBoundingClientRect().right ?? 0;
      return [...document.querySelectorAll(".wv-drag-row span")].filter(
        (v) => v.getBoundingClientRect().right > edge,
      ).length;
    });
    expect(cut).toBe(0);
    await shot(page, "wv-table-dashboard");
    await click(page, "Order of movement");
    await page.getByRole("heading", { name: /A1 moves/ }).waitFor();
    // Time Freezing: the Camel stops after 2 of its 6 Hexes; the Albatros moves into the freeze.
    await page.getByText("Time Freezing", { exact: true }).click();
    await page.getByLabel("Manoeuvre flown").selectOption("level");
    await page.getByLabel("Freeze after Hexes").selectOption("2");
    await click(page, "Freeze time");
    await page.getByRole("heading", { name: /G1 moves/ }).waitFor();
    expect(await page.locator(".wvt-step").innerText()).toMatch(/Time is frozen/);
    await click(page, "level");
    await page.getByRole("heading", { name: "Turn 2: fire while time is frozen" }).waitFor();
    expect(await page.locator(".wvt-step").innerText()).toMatch(/A1 pilot → G1\s+4 Hexes, rear/);
    await click(page, "Short burst (red)");
    await click(page, "Roll the shots");
    await typeDie(page, "red", "destroyed");
    await typeDie(page, "d20", "5");
    // Time runs again: the moves are finished, the Camel has fired this turn: the turn ends.
    await page.getByRole("heading", { name: "Turn 2: fire" }).waitFor();
    await click(page, "No shots: end the turn");

    // The German pilot is killed: the fight is over, the Albatros counts as downed.
    await page.getByText(/Allied victory, 3–0 in VP/).waitFor();
    expect(await page.locator(".wvt-head").innerText()).toMatch(/VP Allies 3, Germans 0/);
    expect(await page.locator(".wvt-log").innerText()).toMatch(
      /hit location on G1 \(d20\) → 5 → pilot/,
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shot(page, "wv-table-over");

    // The log exports like any game's.
    const href =
      (await page.getByRole("link", { name: "Export the log" }).getAttribute("href")) ?? "";
    const file = await (await fetch(server.url + href)).json();
    expect(file.system).toBe("winged-victory-table");
    // Every step stored, the refused dice not among them.
    expect(file.entries).toHaveLength(19);

    // ... and imports like any game's: the fight opens as it ended.
    await page.goto(server.url);
    await page.getByLabel("Import a saved game (.json)").setInputFiles({
      name: "fight.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.locator(".wvt").waitFor();
    await page.getByText(/Allied victory, 3–0 in VP/).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 120000);

  it("keeps a fight without positions: the players say who tails whom and the range and aspect of a shot", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory-table",
      options: {
        positions: false,
        turns: 1,
        planes: [
          { type: "strutter", side: "allies", level: 8, speed: 4, skill: "ace" },
          { type: "fokker-dr1", side: "germans", level: 9, speed: 4, skill: "recruit" },
        ],
      },
      dice: { mode: "manual" },
    });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.table}`);
    await page.getByRole("heading", { name: "Turn 1: throttles" }).waitFor();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/actions")),
      page.getByLabel("A1 situation").selectOption("tail"),
    ]);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/actions")),
      page.getByLabel("A1 tails").selectOption("G1"),
    ]);
    await click(page, "Order of movement");
    await page.getByRole("heading", { name: /G1 moves/ }).waitFor();
    expect(await page.locator(".wvt-order").innerText()).toMatch(/G1 \(tailed or tailing\)\s+A1/);
    await click(page, "jink");
    await page.getByRole("heading", { name: /A1 moves/ }).waitFor();
    await click(page, "level");
    // The pilot's orange gun, an ace, 1 Hex from the rear, the Dr.I jinking: blue.
    const pilot = page.locator("[data-shot=A1-0-G1]");
    await pilot.getByLabel(/range/).selectOption("1");
    await pilot.getByLabel(/aspect/).selectOption("rear");
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/actions")),
      pilot.getByRole("button", { name: "Short burst (blue)" }).click(),
    ]);
    await click(page, "Roll the shots");
    expect(await asked(page)).toBe("Blue die, result: A1 pilot fires at G1");
    await typeDie(page, "blue", "miss");
    await page.getByText(/A draw, 0–0 in VP/).waitFor();
    expect(await page.locator(".wvt-fates").innerText()).toMatch(/G1 Fokker Dr\.I: still flying/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // No positions typed: the dashboard tells the level, never a Hex or a heading it does not know.
    const dash = await page.locator("[data-dashboard]").first().innerText();
    expect(dash).toMatch(/level \d+/);
    expect(dash).not.toMatch(/Hex|heading/);
    await shot(page, "wv-table-no-positions");
    // On a wide screen too, the tabs reach every plane's dashboard.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("tab", { name: "G1" }).click();
    await page.locator("[data-dashboard=G1]").waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 60000);
});
