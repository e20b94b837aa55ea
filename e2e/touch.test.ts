/**
 * Touch targets on a phone (390 × 844): the header's links, every radio
 * and checkbox (with the label that answers a tap for it) and the Hawks
 * over Malta board's squares are at least 44 × 44 CSS px.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { create } from "./helpers.js";

/** Each target smaller than 44 × 44 on the page: what it is and its size. */
async function small(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (el.offsetParent === null) continue;
      // A radio or checkbox answers a tap on its label too: the larger of the two counts.
      const input = el instanceof HTMLInputElement ? el : null;
      const label = input
        ? (input.closest("label") ??
          (input.id ? document.querySelector<HTMLElement>(`label[for="${input.id}"]`) : null))
        : null;
      const boxes = [el, label]
        .filter((x): x is HTMLElement => x !== null)
        .map((x) => x.getBoundingClientRect());
      const w = Math.max(...boxes.map((b) => b.width));
      const h = Math.max(...boxes.map((b) => b.height));
      if (w < 44 || h < 44)
        out.push(
          `${sel} "${(label ?? el).textContent?.trim().slice(0, 40)}" ${Math.round(w)}×${Math.round(h)}`,
        );
    }
    return out;
  }, selector);
}

describe.skipIf(browserMissing)("touch targets on a phone", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-touch-e2e-")));
  }, 60000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("makes header links, radios, checkboxes and board squares at least 44 × 44 px", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const u = server.url;
    const found: string[] = [];
    const check = async (name: string, selectors: string[]) => {
      for (const s of selectors) found.push(...(await small(page, s)).map((x) => `${name}: ${x}`));
    };
    const controls = ["header.top a", 'input[type="radio"]', 'input[type="checkbox"]'];
    for (const [name, path] of [
      ["home", "/"],
      ["hawks-new", "/hawks/new"],
      ["wv-new", "/wv/new"],
      ["wom-new", "/wom/new"],
      ["kota-new", "/kota/new"],
    ]) {
      await page.goto(u + path);
      await page.locator("main h1").first().waitFor();
      await check(name, controls);
    }
    const hawks = await create(u, {
      system: "hawks-over-malta",
      options: { scenario: 4, computer: "axis" },
      dice: { mode: "seeded", seed: 3 },
    });
    await page.goto(`${u}/g/${hawks.links.seats.british}`);
    await page.locator(".hawks-board").waitFor();
    await check("hawks-game", [...controls, ".hawks-board .square.has-target"]);
    await shot(page, "touch-targets-phone");
    expect(found).toEqual([]);
  }, 180000);
});
