/**
 * Winged Victory with the owner's printed values: a box file pasted on the
 * set-up page is checked by the server (a fault named, no game created), and
 * a good one is flown: the dashboard shows the printed plane, and the
 * computer flying the other side (in its worker) knows it too.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANES } from "../src/games/winged-victory/planes.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";

describe.skipIf(browserMissing)("Winged Victory with a box file's printed values", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-printed-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("refuses a bad box file with its fault named, then flies a good one's plane against the computer", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/new?scenario=turning-fight`);
    await page.getByText("Your box's printed values (optional)").click();
    const box = page.getByLabel("Box file", { exact: true });

    await box.fill("{ not json");
    await page.getByRole("button", { name: "Start" }).click();
    await page
      .getByRole("alert")
      .getByText(/The box file is not JSON/)
      .waitFor();

    await box.fill(JSON.stringify({ freeze: [[11], [5]] }));
    await page.getByRole("button", { name: "Start" }).click();
    await page
      .getByRole("alert")
      .getByText(/printed values: freeze/)
      .waitFor();
    expect(page.url()).toContain("/wv/new");
    await shot(page, "wv-printed-refused");

    const dr1 = structuredClone(PLANES.find((p) => p.id === "fokker-dr1"));
    const printed = { planes: [{ ...dr1, name: "Fokker Dr.I as printed", vp: 8 }] };
    await box.fill(JSON.stringify(printed));
    await page.getByLabel(/the computer flies the Allies/).check();
    await page.getByRole("button", { name: "Start" }).click();
    await page.locator(".wv-table").waitFor();
    expect(await page.locator(".wv-table").getAttribute("data-seat")).toBe("germans");
    const dash = page.locator('[data-dashboard="G1"]');
    await dash.waitFor();
    expect(await dash.innerText()).toContain("Fokker Dr.I as printed");
    // The computer (on the server, in a worker) sets its throttle with the printed values known.
    const throttle = page.locator(".wv-throttle").first();
    await throttle.waitFor();
    await throttle.getByRole("button").last().click();
    await page
      .getByText(/movement/i)
      .first()
      .waitFor({ timeout: 30000 });
    await shot(page, "wv-printed");
    expect(errors).toEqual([]);
  }, 90000);
});
