/**
 * The players' rules in a real browser, at 1280 × 800 and 390 × 844: every
 * page reached from the list of all rules, every link on every page followed
 * (pages and their sections), none answering "nothing here", raw JSON or a
 * source path, none wider than the screen nor with a serious or critical
 * accessibility violation (axe-core); an old address sent on to its
 * page; the search finding a rule and opening it.
 */
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { create, open, overflow, SIZES } from "./helpers.js";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** The serious and critical accessibility violations (WCAG 2 A and AA) on the page as it stands. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
    const r = (await axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    })) as { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} at ${v.nodes[0]?.target.join(" ")}`);
  });
}

/** What no players' page may show: a source file, a source folder, a test, raw JSON, a missing page. */
const FORBIDDEN = [
  /\b[\w/-]+\.tsx?\b/,
  /\bsrc\//,
  /\.test\b/,
  /\bvitest\b/i,
  /\{\s*"error"/,
  /Nothing here/,
  /There is no rules page/,
];

async function settle(page: Page) {
  await page.locator("main h1").first().waitFor();
  await page
    .getByText(/Loading the rules…|Loading…/)
    .first()
    .waitFor({ state: "detached", timeout: 10000 })
    .catch(() => {});
}

async function problemsOn(page: Page): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return FORBIDDEN.filter((re) => re.test(text)).map((re) => `shows ${re}: ${re.exec(text)?.[0]}`);
}

describe.skipIf(browserMissing)("the players' rules: every page and every link", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-rules-links-e2e-")));
  }, 60000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of SIZES) {
    it(`follows every link from every rules page and finds each page and section (${size.name})`, async () => {
      // The accessibility check is a script put into the page: the app's content policy lets it in here only.
      const context = await browser.newContext({ viewport: size, bypassCSP: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const close = () => context.close();
      const seen = new Set<string>();
      const queue = ["/rules"];
      const wanted: { from: string; path: string; hash: string }[] = [];
      const problems: string[] = [];
      const outside = new Set<string>();
      while (queue.length > 0) {
        const path = queue.shift() as string;
        if (seen.has(path)) continue;
        seen.add(path);
        // Tried again after a pause: the app's files may be rebuilt while the test runs.
        let drawn = false;
        for (let attempt = 0; attempt < 3 && !drawn; attempt++) {
          if (attempt > 0) await page.waitForTimeout(3000);
          await page.goto(`${server.url}${path}`);
          drawn = await settle(page)
            .then(() => true)
            .catch(() => false);
        }
        if (!drawn) {
          problems.push(`${path}: no page drawn`);
          continue;
        }
        for (const p of await problemsOn(page)) problems.push(`${path}: ${p}`);
        // Accessibility on a sample: every system's first page, every table and ruling page, the search.
        if (/^\/rules(\/[a-z-]+)?(\/(tables|rulings))?$/.test(path) || path === "/rules/search")
          for (const v of await violations(page)) problems.push(`${path}: ${v}`);
        const wide = await overflow(page);
        if (wide > 1) problems.push(`${path}: ${wide}px wider than the screen`);
        const hrefs = await page
          .locator("main a[href]")
          .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
        for (const href of hrefs) {
          const url = new URL(href, `${server.url}${path}`);
          if (url.origin !== server.url) continue;
          if (url.pathname.startsWith("/rules")) {
            const target = `${url.pathname}${url.search}`;
            if (!seen.has(target)) queue.push(target);
            if (url.hash) wanted.push({ from: path, path: target, hash: url.hash.slice(1) });
          } else outside.add(url.pathname);
        }
      }

      // Every section a link names is on its page.
      const byPage = new Map<string, Set<string>>();
      for (const w of wanted) {
        if (!byPage.has(w.path)) byPage.set(w.path, new Set());
        byPage.get(w.path)?.add(w.hash);
      }
      for (const [path, hashes] of byPage) {
        await page.goto(`${server.url}${path}`);
        await settle(page);
        for (const h of hashes) {
          const there = await page
            .locator(`[id="${h}"]`)
            .waitFor({ state: "attached", timeout: 5000 })
            .then(() => true)
            .catch(() => false);
          if (!there) {
            const from = wanted.find((w) => w.path === path && w.hash === h)?.from;
            problems.push(`${from}: links to ${path}#${h}, which is not there`);
          }
        }
      }
      // Links out of the rules open the app's own pages, not an error or raw JSON.
      for (const p of outside) {
        const r = await page.request.get(`${server.url}${p}`);
        const body = await r.text();
        if (r.status() !== 200 || !/<div id="root">/.test(body))
          problems.push(`${p}: ${r.status()}`);
      }
      expect(problems).toEqual([]);
      // Every system's first page, every topic, the search and the first game were reached.
      expect(seen.size).toBeGreaterThan(45);
      expect(errors).toEqual([]);
      await close();
    }, 420000);

    it(`sends an old address on, searches the rules and shows them as a player sees them (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      // An address the games used to give (a system and a heading) opens the page that explains it.
      await page.goto(`${server.url}/rules/hawks-over-malta#set-up`);
      await page.waitForURL(/\/rules\/hawks-over-malta\/turn#set-up$/);
      await page.locator("#set-up").waitFor();
      expect(await page.locator("#set-up").innerText()).toBe("Set-up");

      await page.goto(`${server.url}/rules`);
      await shot(page, `rules-index-${size.name}`);
      await page.getByLabel("Search the rules").fill("stall");
      await page.getByRole("button", { name: "Search" }).click();
      await page
        .getByRole("status")
        .getByText(/places? in the rules match "stall"/)
        .waitFor();
      await shot(page, `rules-search-${size.name}`);
      const first = page.locator(".search-results a").first();
      const href = (await first.getAttribute("href")) ?? "";
      await first.click();
      await page.waitForURL(`**${href}`);
      await settle(page);
      expect(await problemsOn(page)).toEqual([]);

      // A page per topic, its contents beside it, a picture and a table drawn from the game's data.
      await page.goto(`${server.url}/rules/malta-convoy/play`);
      await settle(page);
      // The picture is the real sheet, loaded.
      await page.waitForFunction(() => {
        const i = document.querySelector(".rules-text img") as HTMLImageElement | null;
        return i?.complete === true && i.naturalWidth > 100;
      });
      await shot(page, `rules-convoy-play-${size.name}`);
      await page.goto(`${server.url}/rules/malta-convoy/tables`);
      await settle(page);
      const contact = page.locator("table.quick", { hasText: "Contact (d6" });
      expect(await contact.locator("tbody tr").count()).toBe(7);
      expect(await contact.innerText()).toMatch(/Dumb Luck/);
      await shot(page, `rules-convoy-tables-${size.name}`);
      await page.goto(`${server.url}/rules/winged-victory/rulings#g17`);
      await settle(page);
      await page.locator("#g17").waitFor();
      await shot(page, `rules-wv-rulings-${size.name}`);
      await page.goto(`${server.url}/rules/knights-of-the-air`);
      await settle(page);
      await shot(page, `rules-kota-contents-${size.name}`);
      expect(errors).toEqual([]);
      await close();
    }, 90000);

    it(`opens a campaign's rule notes on the players' pages (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      const { links } = await create(server.url, { system: "knights-of-the-air" });
      await page.goto(`${server.url}/g/${links.seats["wc-club"]}`);
      await page.getByRole("button", { name: "Pilot Points", exact: true }).click();
      let note = page.getByRole("dialog");
      await note
        .locator("table.quick")
        .getByText(/shooting down an enemy plane/)
        .waitFor();
      expect(await note.innerText()).not.toMatch(/\.tsx?\b|src\/|\.test\b/);
      await note.getByRole("button", { name: "Close" }).click();
      await page.getByRole("button", { name: "the year", exact: true }).click();
      note = page.getByRole("dialog");
      await note.getByText(/Completing any Mission 3 brings 1917/).waitFor();
      await shot(page, `rules-note-kota-${size.name}`);
      await note.getByRole("link", { name: "Open the full rules" }).click();
      await page.waitForURL(/\/rules\/knights-of-the-air\/tree$/);
      await page.getByRole("heading", { name: /the mission tree and the year/ }).waitFor();
      expect(errors).toEqual([]);
      await close();
    }, 60000);
  }
});
