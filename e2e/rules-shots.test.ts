/**
 * The pictures on the players' rules pages: screenshots of the real pages
 * (the convoy sheet, the Hawks board, Winged Victory's board and dashboard,
 * the table companion, a career, a Wings over Malta and a Knights of the Air
 * campaign), cut to the part that shows and saved into the rules'
 * pictures. Run on demand: SORTIE_RULES_SHOTS=1 after a build.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, watchErrors } from "./browser.js";
import { create } from "./helpers.js";

const IMG = join(process.cwd(), "web", "src", "rules", "pages", "img");
const wanted = process.env.SORTIE_RULES_SHOTS === "1";

/** Saves the part of the page a locator covers, at most `height` pixels of it. */
async function picture(page: Page, where: Locator, name: string, height = 640) {
  await where.scrollIntoViewIfNeeded();
  const box = await where.boundingBox();
  if (!box) throw new Error(`${name}: nothing to photograph`);
  const file = join(IMG, `${name}.png`);
  await page.screenshot({
    path: file,
    fullPage: true,
    clip: {
      x: box.x,
      y: box.y + (await page.evaluate(() => window.scrollY)),
      width: box.width,
      height: Math.min(box.height, height),
    },
  });
}

/** Saves a `width` × `height` piece of the page centred on the pieces a locator finds. */
async function pictureAround(
  page: Page,
  pieces: Locator,
  name: string,
  width: number,
  height: number,
) {
  await pieces.first().scrollIntoViewIfNeeded();
  const boxes = (await pieces.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, w: r.width, h: r.height };
    }),
  )) as { x: number; y: number; w: number; h: number }[];
  const left = Math.min(...boxes.map((b) => b.x));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const top = Math.min(...boxes.map((b) => b.y));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  const x = Math.max(0, (left + right) / 2 - width / 2);
  const y = Math.max(0, (top + bottom) / 2 - height / 2);
  await page.screenshot({
    path: join(IMG, `${name}.png`),
    fullPage: true,
    clip: { x, y, width, height },
  });
}

describe.skipIf(browserMissing || !wanted)("the pictures on the rules pages", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-rules-shots-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function at(path: string) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 760 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}${path}`);
    return { page, errors };
  }

  it("takes each picture from the real page", async () => {
    const convoy = await create(server.url, {
      system: "malta-convoy",
      dice: { mode: "seeded", seed: 5 },
    });
    let { page, errors } = await at(`/g/${convoy.links.seats.player}`);
    await page.locator(".sheet").waitFor();
    await picture(page, page.locator(".sheet"), "convoy-sheet");
    expect(errors).toEqual([]);
    await page.close();

    const hawks = await create(server.url, {
      system: "hawks-over-malta",
      options: { scenario: 1 },
      dice: { mode: "seeded", seed: 2 },
    });
    ({ page, errors } = await at(`/g/${hawks.links.seats.axis}`));
    await page.locator(".hawks-board").waitFor();
    await picture(page, page.locator(".hawks-board"), "hawks-board");
    await page.close();

    const wv = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "head-on" },
      dice: { mode: "seeded", seed: 1 },
    });
    ({ page, errors } = await at(`/g/${wv.links.seats.allies}`));
    await page.locator(".wv-board").waitFor();
    for (let i = 0; i < 2; i++) await page.getByRole("button", { name: "Zoom in" }).click();
    await page.waitForTimeout(300);
    await pictureAround(page, page.locator(".wv-plane"), "wv-board", 760, 340);
    await picture(page, page.locator(".wv-dashes"), "wv-dashboard", 520);
    expect(errors).toEqual([]);
    await page.close();

    const table = await create(server.url, {
      system: "winged-victory-table",
      options: {
        turns: 3,
        planes: [
          { type: "se5a", side: "allies", level: 8, speed: 4, skill: "expert" },
          { type: "albatros-d5", side: "germans", level: 9, speed: 4, skill: "expert" },
        ],
      },
      dice: { mode: "manual" },
    });
    ({ page, errors } = await at(`/g/${table.links.seats.table}`));
    await page.locator(".wvt").waitFor();
    await picture(page, page.locator(".wvt"), "wv-table", 560);
    await page.close();

    const career = await create(server.url, {
      system: "winged-victory-career",
      options: { squadron: "No. 56 Squadron", start: "1917-07-02", end: "1917-09-30" },
    });
    ({ page, errors } = await at(`/wv/career/${career.links.seats.commander}`));
    await page.locator("main").waitFor();
    await page.getByRole("button").first().waitFor();
    await picture(page, page.locator("main"), "career", 560);
    await page.close();

    ({ page, errors } = await at("/wom/new"));
    await page.getByLabel("Campaign name").fill("Takali Wing");
    await page.getByRole("button", { name: "Start the campaign" }).click();
    await page.getByRole("button", { name: "Roll the mission" }).click();
    await page.getByRole("button", { name: "Confirm the crews" }).waitFor();
    await picture(page, page.locator("main"), "wom-campaign", 560);
    await page.close();

    ({ page, errors } = await at("/kota/new"));
    await page.getByRole("button", { name: "Start the campaign" }).click();
    await page.getByRole("link", { name: "Open the campaign as the Wing Commander" }).click();
    await page.locator(".kota").waitFor();
    await picture(page, page.locator(".kota"), "kota-campaign", 560);
    await page.close();
  }, 180000);
});
