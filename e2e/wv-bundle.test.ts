/**
 * The web bundle: the home page's JavaScript stays under 150 KB gzipped, and
 * Winged Victory's code loads only on its own pages (none of it is fetched
 * for the home page; it is once a Winged Victory page opens).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, watchErrors } from "./browser.js";

const DIST = join(process.cwd(), "web", "dist");
/** Strings only Winged Victory's modules hold (its board's classes, its briefings, its planes). */
const WV_CODE = ["wv-board", "wv-throttle", "Balloon Busting", "Fokker Dr.I"];

/** The JavaScript a page fetches, by URL, with its text. */
function scripts(page: Page): Map<string, string> {
  const got = new Map<string, string>();
  page.on("response", async (r) => {
    if (r.url().endsWith(".js")) got.set(r.url(), await r.text().catch(() => ""));
  });
  return got;
}

describe.skipIf(browserMissing)("the web bundle and Winged Victory", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-bundle-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("keeps the home page under 150 KB gzipped and Winged Victory's code off it", async () => {
    // What index.html loads first (as bench/server.ts's homeBundle counts it).
    const html = readFileSync(join(DIST, "index.html"), "utf8");
    const first = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const gz = first.reduce((n, f) => n + gzipSync(readFileSync(join(DIST, f))).length, 0);
    expect(first.length).toBeGreaterThan(0);
    expect(gz).toBeLessThan(150 * 1024);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    const js = scripts(page);
    await page.goto(server.url);
    await page
      .locator(".system", {
        has: page.getByRole("heading", { name: "Winged Victory", exact: true }),
      })
      .getByRole("link", { name: "Head-on" })
      .waitFor();
    await page.waitForLoadState("networkidle");
    let home = 0;
    for (const [url, text] of js) {
      home += gzipSync(text).length;
      for (const s of WV_CODE) expect(text.includes(s), `${url} holds "${s}"`).toBe(false);
    }
    expect(home).toBeLessThan(150 * 1024);

    // Its own page fetches it.
    await page
      .locator(".system", {
        has: page.getByRole("heading", { name: "Winged Victory", exact: true }),
      })
      .getByRole("link", { name: "Head-on" })
      .click();
    await page.locator("select#wv-scenario").waitFor();
    await page.waitForLoadState("networkidle");
    expect([...js.values()].some((t) => t.includes("Balloon Busting"))).toBe(true);
    expect(errors).toEqual([]);
  }, 60000);
});
