/**
 * Winged Victory's standing Time Freezing call (ruling G17) in a real
 * browser, hot-seat: the Germans set a call of 5 Hexes beside G1's throttle;
 * the Allies' screen shows nothing of it; A1 flies level toward G1 and time
 * freezes on the call, read on both screens; G1 then moves into the freeze.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WvView } from "../src/games/winged-victory/view/view.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { view } from "./helpers.js";
import { handOverTo, openHotSeat, showSide } from "./wv-hotseat.js";

describe.skipIf(browserMissing)("Winged Victory Time Freezing calls in the browser", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-freeze-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const wvView = async (token: string) => (await view(server.url, token)).view as unknown as WvView;

  it("sets a call beside the throttle, hidden from the other side, and time freezes on it", async () => {
    const { page, errors, links } = await openHotSeat(browser, server.url, "head-on", 7);

    // The Allies: the call is offered beside the throttle; A1 sets full throttle without one.
    await showSide(page, "Allies");
    const a1 = page.locator('.wv-throttle[data-plane="A1"]');
    expect(await a1.locator(".wv-call-choice").innerText()).toMatch(
      /Call a Time Freezing if the pool's first mover comes within/,
    );
    expect(await a1.locator("select option").allInnerTexts()).toEqual([
      "—",
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    await a1.getByRole("button").last().click();

    // The Germans: a call of 5 Hexes with G1's full throttle.
    await showSide(page, "Germans");
    const g1 = page.locator('.wv-throttle[data-plane="G1"]');
    await g1.locator("select").selectOption("5");
    await shot(page, "wv-freeze-call");
    await g1.getByRole("button").last().click();
    await handOverTo(page, "Allies").waitFor();

    // Recorded for the Germans, hidden from the Allies.
    const g = await wvView(links.seats.germans);
    expect(g.planes.find((p) => p.id === "G1")?.freezeCall).toBe(5);
    const a = await wvView(links.seats.allies);
    expect(a.planes.find((p) => p.id === "G1")?.freezeCall ?? null).toBeNull();
    expect(a.moving).toBe("A1");

    // The Allies fly A1 level toward G1: their screen shows nothing of the call before.
    await showSide(page, "Allies");
    expect(await page.locator(".wv-table").innerText()).not.toMatch(/Time Freezing called/);
    expect(await page.locator(".log").innerText()).not.toMatch(/calling a Time Freezing/);
    const level = page.locator('.wv-move[data-move="level"]').first();
    await level.getByRole("button", { name: "Fly" }).first().click();

    // Time froze on the call: both sides read it; G1 moves into the freeze.
    await showSide(page, "Germans");
    await page.getByText("G1 calls the Time Freezing").first().waitFor();
    expect(await page.locator(".wv-table").innerText()).toMatch(
      /time freezes: a German pilot of the pool calls a Time Freezing/,
    );
    await page.locator(".wv-move").first().waitFor();
    // The Germans' own log line names the call.
    expect(await page.locator(".log").innerText()).toMatch(
      /G1 sets its throttle to \d+, calling a Time Freezing if its pool's first mover comes within 5 Hexes/,
    );
    await shot(page, "wv-freeze-fired");
    const after = await wvView(links.seats.allies);
    expect(after.events).toContain("G1 calls the Time Freezing");
    expect(after.planes.find((p) => p.id === "A1")?.freezeAt).not.toBeNull();
    expect(errors).toEqual([]);
  }, 120000);
});
