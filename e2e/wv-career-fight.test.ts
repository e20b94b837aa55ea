/**
 * The Squadron Career and the table companion in a real browser, at
 * 1280 × 800 and 390 × 844: the fight a career creates is kept with the
 * career on the server, so a second browser context (another device) opening
 * the career's link sees "Open the fight", reads its result back and lists
 * the fight in Your games under the squadron's name; a blank squadron name
 * is refused, saying so; the companion's plane-type selects span their
 * plane's row; a dashboard's weapon chip is read by its die.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, overflow, playOut, post, SIZES, view } from "./helpers.js";

describe.skipIf(browserMissing)("a career's fight kept with the career", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-career-fight-e2e-")));
  }, 60000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A career through the API, its first mission rolled and crewed. */
  async function crewed(squadron: string) {
    const { links } = await create(server.url, {
      system: "winged-victory-career",
      options: { squadron, start: "1917-07-02" },
      dice: { mode: "seeded", seed: 9 },
    });
    const commander = links.seats.commander;
    const step = async (pick: (a: { type: string }) => boolean) => {
      const g = await view(server.url, commander);
      const action = (g.view.actions as { type: string }[]).find(pick);
      const r = await post(server.url, `/api/t/${commander}/actions`, { seq: g.seq, action });
      if (r.status !== 200) throw new Error(`career: ${r.status} ${JSON.stringify(r.json)}`);
    };
    await step((a) => a.type === "roll-mission");
    await step((a) => a.type === "assign");
    return commander;
  }

  it("is opened and read back from a second browser context, and listed under the squadron", async () => {
    const commander = await crewed("No. 56 Squadron");
    // The first device creates the fight.
    const first = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const a = await first.newPage();
    const errorsA = watchErrors(a);
    await a.goto(`${server.url}/wv/career/${commander}`);
    await a.getByRole("button", { name: "Fly it in Sortie (hot seat)" }).click();
    const openA = a.getByRole("link", { name: "Open the fight" });
    await openA.waitFor().catch(async (e) => {
      throw new Error(`${e}\n${await a.locator(".career-sortie").innerText()}`);
    });
    const hrefA = (await openA.getAttribute("href")) ?? "";
    const [, allies, germans] = /\/wv\/hotseat\/([^/]+)\/([^/]+)$/.exec(hrefA) ?? [];
    expect(allies && germans).toBeTruthy();
    // The fight's table: its dashboards' weapon chips are read by their die.
    await playOut(server.url, { allies, germans }, 5000);
    const table = await first.newPage();
    await table.goto(`${server.url}${hrefA}`);
    await table
      .getByRole("img", { name: /^\w+ die$/ })
      .first()
      .waitFor({ timeout: 20000 });
    await table.close();
    expect(errorsA).toEqual([]);

    // Another device: the career's link alone.
    for (const size of SIZES) {
      const second = await browser.newContext({
        viewport: { width: size.width, height: size.height },
      });
      const b = await second.newPage();
      const errorsB = watchErrors(b);
      await b.goto(`${server.url}/wv/career/${commander}`);
      const openB = b.getByRole("link", { name: "Open the fight" });
      await openB.waitFor();
      expect(await openB.getAttribute("href")).not.toBe(hrefA);
      const sortie = b.getByRole("region", { name: "Fly it in Sortie" });
      await sortie.getByText(/^The fight is over: /).waitFor();
      await shot(b, `wv-career-fight-second-${size.name}`);
      expect(await overflow(b)).toBe(0);
      // Your games on this device lists the fight under the squadron's name.
      await b.goto(server.url);
      const row = b.locator(".saved li", { hasText: "No. 56 Squadron, mission 1" });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/Winged Victory/);
      await shot(b, `wv-career-fight-your-games-${size.name}`);
      // Its result read back as the report.
      await b.goto(`${server.url}/wv/career/${commander}`);
      if (size.name === "phone") {
        await b.getByRole("button", { name: "Read the result from the fight" }).click();
        await b.getByRole("button", { name: "Confirm the report" }).waitFor();
      }
      expect(errorsB).toEqual([]);
      await second.close();
    }
    await first.close();
  }, 240000);

  it("says why the orders differ from the squadron's roll (1280 and 390 px)", async () => {
    // Seed 2: the Allies' roll gives one mission, the Germans roll a red Scramble, which sets the Allies' to Bombing.
    const { links } = await create(server.url, {
      system: "winged-victory-career",
      options: { squadron: "No. 56 Squadron", start: "1917-07-02" },
      dice: { mode: "seeded", seed: 2 },
    });
    const commander = links.seats.commander;
    const g = await view(server.url, commander);
    await post(server.url, `/api/t/${commander}/actions`, {
      seq: g.seq,
      action: { type: "roll-mission" },
    });
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/wv/career/${commander}`);
      const briefing = page.getByRole("region", { name: "Mission briefing" });
      await briefing.waitFor();
      expect(await briefing.locator("h3").first().innerText()).toBe("Your orders: Bombing");
      expect(await briefing.locator(".career-orders-why").innerText()).toBe(
        "The Germans' mission, Scramble, is a red one: it sets the squadron's orders to its counterpart, Bombing, whatever the squadron's own roll gave (the log shows both rolls).",
      );
      await briefing.scrollIntoViewIfNeeded();
      await shot(page, `wv-career-orders-why-${size.name}`);
      expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 90000);

  for (const size of SIZES) {
    it(`refuses a blank squadron name and shows whole plane names at the table (${size.name})`, async () => {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/wv/career/new`);
      await page.getByLabel("Squadron name").fill("   ");
      await page.getByRole("button", { name: "Raise the squadron" }).click();
      await page
        .getByRole("alert")
        .getByText(/^Name the squadron: the name is blank/)
        .waitFor();
      expect(page.url()).toContain("/wv/career/new");
      await shot(page, `wv-career-blank-name-${size.name}`);

      await page.goto(`${server.url}/wv/table/new`);
      const type = page.getByLabel("Plane 1 type");
      await type.waitFor();
      const fieldset = page.locator("fieldset.wvt-plane").first();
      const [w, f] = [await type.boundingBox(), await fieldset.boundingBox()];
      // The select spans its plane's row, and its longest name fits.
      expect((w?.width ?? 0) / (f?.width ?? 1)).toBeGreaterThan(0.8);
      const fits = await type.evaluate((el) => {
        const sel = el as HTMLSelectElement;
        const c = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
        c.font = getComputedStyle(sel).font;
        const longest = Math.max(...[...sel.options].map((o) => c.measureText(o.text).width));
        return longest < sel.clientWidth;
      });
      expect(fits).toBe(true);
      await shot(page, `wv-table-new-${size.name}`);
      expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }, 60000);
  }
});
