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
import { PLANES } from "../src/games/winged-victory/planes/planes.js";
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
    expect(await page.locator("[data-printed]").innerText()).toBe(
      "Flown with your box's printed values: planes.",
    );
    // The computer (on the server, in a worker) sets its throttle with the printed values known.
    const throttle = page.locator(".wv-throttle").first();
    await throttle.waitFor();
    await throttle.getByRole("button").last().click();
    await page
      .locator('.wv-table[data-phase="move"]')
      .waitFor({ timeout: 30000 })
      .catch(async (e) => {
        // What the page showed instead, for the failure's message.
        const head = await page.locator(".wv-head").innerText();
        const log = await page.locator(".log").innerText();
        throw new Error(
          `${(e as Error).message}\n--- the page's head:\n${head}\n--- its log:\n${log}`,
        );
      });
    await shot(page, "wv-printed");
    expect(errors).toEqual([]);
  }, 90000);

  it("at the table: a box file's plane on offer and on the table", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page.getByRole("link", { name: "New fight at the table" }).click();
    await page.getByRole("heading", { name: "Winged Victory at the table" }).waitFor();
    const camel = structuredClone(PLANES.find((p) => p.id === "camel"));
    const blue = ["destroyed", "3", "3", "2", "1", "miss"].map((result, k) => ({
      result,
      number: k + 1,
    }));
    const printed = {
      planes: [{ ...camel, id: "spad13", name: "SPAD S.XIII" }],
      dice: { faces: { blue } },
    };
    await page.getByText("Your box's printed values (optional)").click();
    await page.getByLabel("Box file", { exact: true }).fill(JSON.stringify(printed));
    // Once the file reads well, its plane is on offer.
    await page.getByLabel("Plane 1 type").selectOption("spad13");
    await page.getByRole("button", { name: "Start the fight" }).click();
    await page.locator(".wvt").waitFor();
    expect(await page.locator('[data-dashboard="A1"]').innerText()).toContain("SPAD S.XIII");
    expect(await page.locator("[data-printed]").innerText()).toBe(
      "Flown with your box's printed values: planes, dice.",
    );
    await shot(page, "wv-printed-table");
    expect(errors).toEqual([]);
  }, 90000);
});
