/**
 * Bad input on Winged Victory's forms, as a player types it: each is stopped
 * in the page or refused by the server with a message in plain words (the
 * field named as the form names it), and nothing is created or changed.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";

/** Words of the schema library that must never reach a player. */
const RAW = /Invalid input|Too big|Too small|Unrecognized key|expected int|received/;

/** The POSTs a page sends, counted. */
function posts(page: Page): () => number {
  let n = 0;
  page.on("request", (r) => {
    if (r.method() === "POST") n++;
  });
  return () => n;
}

describe.skipIf(browserMissing)("bad input on Winged Victory's forms", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-forms-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("the companion's new fight names the field out of bounds and sends nothing; a correction starts at the plane's place and stays on the board", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    const sent = posts(page);
    await page.goto(`${server.url}/wv/table/new`);
    const start = page.getByRole("button", { name: "Start the fight" });
    const alert = page.getByRole("alert");

    await page.getByLabel("Plane 1 column").fill("1.5");
    await start.click();
    await alert.getByText(/^Plane 1 column: /).waitFor();
    // An empty field stays empty (not 0) and is named.
    await page.getByLabel("Plane 1 column").fill("");
    await start.click();
    await alert.getByText(/^Plane 1 column: /).waitFor();
    expect(await page.getByLabel("Plane 1 column").inputValue()).toBe("");
    await page.getByLabel("Plane 1 column").fill("40");
    await page.getByLabel("Plane 2 level").fill("999");
    await start.click();
    await alert.getByText(/^Plane 2 level: /).waitFor();
    expect(await alert.innerText()).not.toMatch(RAW);
    await shot(page, "wv-forms-table-new");
    expect(sent()).toBe(0);
    expect(page.url()).toContain("/wv/table/new");
    await page.getByLabel("Name of the fight").fill("x".repeat(200));
    expect((await page.getByLabel("Name of the fight").inputValue()).length).toBe(80);

    await page.getByLabel("Plane 2 level").fill("12");
    await start.click();
    await page.locator(".wvt").waitFor();
    // Its long name wraps within the page.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
    await page.getByText("Correct a position").click();
    const col = page.getByLabel("Column", { exact: true });
    expect(await col.inputValue()).toBe("40");
    expect(await page.getByLabel("Level", { exact: true }).inputValue()).toBe("12");
    await page.getByLabel("Plane", { exact: true }).selectOption("G1");
    expect(await col.inputValue()).toBe("46");

    const before = sent();
    const put = page.getByRole("button", { name: "Put it there" });
    const said = page.locator(".wvt-place [role=alert]");
    await col.fill("500");
    await put.click();
    await said.getByText(/^Column: .*113/).waitFor();
    await col.fill("");
    await put.click();
    await said.getByText(/^Column: /).waitFor();
    expect(await col.inputValue()).toBe("");
    await col.fill("44");
    await page.getByLabel("Level", { exact: true }).fill("-4");
    await put.click();
    await said.getByText(/^Level: /).waitFor();
    await shot(page, "wv-forms-correct");
    expect(sent()).toBe(before);
    expect(await page.locator(".wvt-log").innerText()).not.toMatch(/G1 stands in Hex/);
    await col.fill("44");
    await page.getByLabel("Level", { exact: true }).fill("14");
    await page.getByRole("button", { name: "Put it there" }).click();
    await page.getByText("G1 stands in Hex 44, level 14, heading W").first().waitFor();
    expect(errors).toEqual([]);
  }, 90000);

  it("a career's tables file that is not JSON, and dates out of order, raise no squadron", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    const sent = posts(page);
    await page.goto(`${server.url}/wv/career/new`);
    const raise = page.getByRole("button", { name: "Raise the squadron" });
    const alert = page.getByRole("alert");

    await page.getByLabel("Career tables file (optional)").setInputFiles({
      name: "tables.json",
      mimeType: "application/json",
      buffer: Buffer.from("{ nearly json"),
    });
    await alert.getByText(/tables file tables\.json is not JSON/).waitFor();
    await raise.click();
    await alert.getByText(/tables file tables\.json is not JSON/).waitFor();
    expect(sent()).toBe(0);
    await page.getByRole("button", { name: "Remove the tables file" }).click();
    expect(await alert.count()).toBe(0);

    await page.getByLabel("Last day").fill("1917-01-01");
    await raise.click();
    await alert.getByText("The last day must come after the first day.").waitFor();
    expect(sent()).toBe(0);
    await shot(page, "wv-forms-career-new");

    await page.getByLabel("Last day").fill("1918-11-11");
    await page.getByLabel("Squadron name").fill("No. 56 Squadron");
    await page.getByLabel("Career tables file (optional)").setInputFiles({
      name: "tables.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ promotions: "many" })),
    });
    await raise.click();
    await alert.waitFor();
    expect(await alert.innerText()).not.toMatch(RAW);
    expect(page.url()).toContain("/wv/career/new");
    expect(errors).toEqual([]);
  }, 90000);

  it("a box file with a wrong field is refused in plain words", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/new?scenario=turning-fight`);
    await page.getByText("Your box's printed values (optional)").click();
    await page
      .getByLabel("Box file", { exact: true })
      .fill(JSON.stringify({ planes: [{ id: "x", name: 5 }], freeze: [[1.5]], colour: "red" }));
    await page.getByRole("button", { name: "Start" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    const text = await alert.innerText();
    expect(text).toMatch(/printed values: /);
    expect(text).not.toMatch(RAW);
    expect(page.url()).toContain("/wv/new");
    expect(errors).toEqual([]);
  }, 60000);
});
