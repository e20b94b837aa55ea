/**
 * Accessibility: every page of the app, at a desktop's and a phone's size,
 * checked with axe-core (injected into the page) against the WCAG 2 A and
 * AA rules: no serious or critical violation.
 */
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch } from "./browser.js";
import { create, SIZES } from "./helpers.js";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations on the page as it stands. */
async function violations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
    const r = (await axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    })) as { violations: Violation[] };
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })),
    }));
  });
  return found.filter((v) => v.impact === "serious" || v.impact === "critical");
}

describe.skipIf(browserMissing)("accessibility of every page (axe-core)", () => {
  let browser: Browser;
  let server: RunningServer;
  let pages: { name: string; path: string; ready: string }[];

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-a11y-e2e-")));
    const u = server.url;
    const convoy = await create(u, { system: "malta-convoy", dice: { mode: "seeded", seed: 5 } });
    const hawks = await create(u, {
      system: "hawks-over-malta",
      options: { scenario: 4, computer: "axis" },
      dice: { mode: "seeded", seed: 3 },
    });
    const wv = await create(u, {
      system: "winged-victory",
      options: { scenario: "head-on" },
      dice: { mode: "seeded", seed: 3 },
    });
    const wom = await create(u, {
      system: "wings-over-malta",
      options: { title: "Checked" },
      dice: { mode: "seeded", seed: 2 },
    });
    const kota = await create(u, { system: "knights-of-the-air" });
    const kotaSeat = Object.values(kota.links.seats)[0];
    pages = [
      { name: "home", path: "/", ready: "main" },
      { name: "rules", path: "/rules", ready: "h1" },
      { name: "rules-convoy", path: "/rules/malta-convoy", ready: "h1" },
      { name: "rules-hawks", path: "/rules/hawks-over-malta", ready: "h1" },
      { name: "rules-wv", path: "/rules/winged-victory", ready: "h1" },
      { name: "rules-wom", path: "/rules/wings-over-malta", ready: "h1" },
      { name: "rules-kota", path: "/rules/knights-of-the-air", ready: "h1" },
      { name: "hawks-first-game", path: "/rules/hawks-over-malta/first-game", ready: "h1" },
      { name: "convoy-manual", path: "/new/malta-convoy/manual", ready: "main" },
      { name: "convoy-game", path: `/g/${convoy.links.seats.player}`, ready: ".sheet" },
      { name: "hawks-new", path: "/hawks/new", ready: "form, main" },
      { name: "hawks-game", path: `/g/${hawks.links.seats.british}`, ready: ".hawks-board" },
      { name: "wv-new", path: "/wv/new", ready: "main" },
      { name: "wv-game", path: `/g/${wv.links.seats.allies}`, ready: ".wv-table" },
      { name: "wv-table-new", path: "/wv/table/new", ready: "main" },
      { name: "wv-career-new", path: "/wv/career/new", ready: "main" },
      { name: "wv-school", path: "/wv/school", ready: "h1" },
      { name: "wom-new", path: "/wom/new", ready: "main" },
      {
        name: "wom-campaign",
        path: `/wom/${wom.links.seats.axis}/${wom.links.seats.british}`,
        ready: "h1",
      },
      { name: "kota-new", path: "/kota/new", ready: "main" },
      { name: "kota-campaign", path: `/g/${kotaSeat}`, ready: "h1" },
      { name: "owner", path: `/g/${wv.links.owner}`, ready: "main" },
    ];
  }, 120000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of SIZES)
    it(`has no serious or critical violation on any page (${size.name})`, async () => {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        // The page's own policy refuses inline scripts; axe is the test's, injected past it.
        bypassCSP: true,
      });
      const page = await context.newPage();
      const found: string[] = [];
      for (const p of pages) {
        await page.goto(server.url + p.path);
        try {
          await page.locator(p.ready).first().waitFor({ timeout: 20000 });
        } catch {
          throw new Error(`${p.name} (${p.path}) never showed ${p.ready}`);
        }
        await page.waitForLoadState("networkidle");
        for (const v of await violations(page))
          found.push(
            `${p.name}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`,
          );
      }
      await context.close();
      expect(found).toEqual([]);
    }, 300000);
});
