/**
 * The Hawks over Malta board on a desk and on a phone: a highlighted square
 * answers anywhere on it, the rows stay aligned whatever the stack, the
 * prompt sheet leaves the RAF's rows in sight, and the new-game form reads.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { create, open, post, SIZES, view } from "./helpers.js";

describe.skipIf(browserMissing)("the Hawks over Malta board", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-hawks-board-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A hot-seat game on chosen dice, opened at its first step. */
  async function hotSeat(page: Page, scenario: number, seed: number) {
    const g = await create(server.url, {
      system: "hawks-over-malta",
      options: { scenario },
      dice: { mode: "seeded", seed },
    });
    await page.goto(`${server.url}/hotseat/${g.links.seats.axis}/${g.links.seats.british}`);
    await page.getByRole("button", { name: /show my side/ }).click();
    await page.locator(".hawks-board").waitFor();
    return g;
  }

  for (const size of SIZES) {
    it(`answers a tap anywhere on a highlighted square, and the keyboard (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      await hotSeat(page, 1, 7);
      const squares = page.locator(".hawks-board .square.has-target");
      await squares.first().waitFor();
      // Every highlighted square is its own target, edge to edge; whatever lies in it lets the tap through.
      const misses = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".hawks-board .square.has-target")].flatMap(
          (sq) => {
            sq.scrollIntoView({ block: "center" });
            const r = sq.getBoundingClientRect();
            const out: string[] = [];
            for (const [fx, fy] of [
              [0.1, 0.08],
              [0.5, 0.3],
              [0.9, 0.6],
              [0.5, 0.95],
            ]) {
              const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
              if (!hit?.classList.contains("square-button") || !sq.contains(hit))
                out.push(`${sq.textContent} at ${fx},${fy}: ${hit?.className}`);
            }
            const b = sq.querySelector(".square-button")?.getBoundingClientRect();
            if (!b || b.width < r.width - 2 || b.height < r.height - 2)
              out.push(
                `${sq.textContent}: the button is ${b?.width}×${b?.height} of ${r.width}×${r.height}`,
              );
            return out;
          },
        ),
      );
      expect(misses).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `hawks-square-targets-${size.name}`);
      // A tap near the top of a square, far from its name, places the objective there.
      const first = squares.first();
      const name = (await first.locator(".foot").innerText()).trim();
      const box = await first.boundingBox();
      if (!box) throw new Error("no square");
      await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.15);
      await page.locator(".hawks-board .objective").first().waitFor();
      const placed = await page
        .locator(".hawks-board .square", { has: page.locator(".objective") })
        .locator(".foot")
        .first()
        .innerText();
      expect(placed.replace(/◎.*/s, "").trim()).toBe(name);
      // The keyboard: Tab reaches a highlighted square, Enter places the next objective.
      await page.locator(".hawks-board .square.has-target").first().waitFor();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      for (let i = 0; i < 80; i++) {
        const on = await page.evaluate(() =>
          document.activeElement?.classList.contains("square-button"),
        );
        if (on) break;
        await page.keyboard.press("Tab");
      }
      expect(
        await page.evaluate(() => document.activeElement?.classList.contains("square-button")),
      ).toBe(true);
      const ring = await page.evaluate(() => {
        const s = getComputedStyle(document.activeElement as HTMLElement);
        return { width: Number.parseFloat(s.outlineWidth), style: s.outlineStyle };
      });
      expect(ring.width).toBeGreaterThanOrEqual(3);
      expect(ring.style).not.toBe("none");
      await shot(page, `hawks-square-focus-${size.name}`);
      const acted = page.waitForResponse((r) => r.url().includes("/actions"));
      await page.keyboard.press("Enter");
      await acted;
      await page.waitForFunction(
        () => document.querySelectorAll(".hawks-board .objective").length === 2,
      );
      expect(errors).toEqual([]);
      await close();
    }, 60000);
  }
  for (const size of SIZES) {
    it(`keeps the board's rows aligned whatever the stack (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      // Scenario 4 opens with ten Axis planes stacked at D1: six at altitude 4, four at 3.
      await hotSeat(page, 4, 5);
      const out = await page.evaluate(() => {
        const squares = [...document.querySelectorAll<HTMLElement>(".hawks-board .square")];
        const band = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
        };
        const wrong: string[] = [];
        const stacked: number[] = [];
        for (let i = 0; i < squares.length; i++) {
          const first = squares[i - (i % 7)];
          const firstLevels = [...first.querySelectorAll(".level")].map(band);
          const levels = [...squares[i].querySelectorAll(".level")];
          levels.forEach((level, a) => {
            const b = band(level);
            const f = firstLevels[a];
            if (Math.abs(b.top - f.top) > 1 || Math.abs(b.bottom - f.bottom) > 1)
              wrong.push(`${squares[i].querySelector(".foot")?.textContent} level ${4 - a}`);
            // Each counter lies within its altitude's band down the first column.
            for (const t of level.querySelectorAll(".token")) {
              const r = t.getBoundingClientRect();
              const mid = (r.top + r.bottom) / 2;
              if (mid < f.top || mid > f.bottom) wrong.push(`${t.textContent} outside ${4 - a}`);
              if (i === 3) stacked.push(4 - a);
            }
          });
          // The altitude numbers shown read 4, 3, 2, 1 from the top.
          const labels = [...squares[i].querySelectorAll<HTMLElement>(".alt-no")]
            .filter((l) => getComputedStyle(l).display !== "none")
            .map((l) => l.textContent);
          if (labels.length > 0 && labels.join("") !== "4321")
            wrong.push(`labels ${labels.join("")}`);
        }
        return { wrong, stacked };
      });
      expect(out.stacked.filter((a) => a === 4).length).toBe(6);
      expect(out.stacked.filter((a) => a === 3).length).toBe(4);
      expect(out.wrong).toEqual([]);
      await page.screenshot({
        path: join("artifacts", "screenshots", `hawks-rows-aligned-${size.name}.png`),
      });
      expect(errors).toEqual([]);
      await close();
    }, 60000);
  }
  for (const size of SIZES) {
    it(`brings the RAF's rows clear of the prompt sheet when a plane moves there (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      const g = await create(server.url, {
        system: "hawks-over-malta",
        options: { scenario: 1 },
        dice: { mode: "seeded", seed: 7 },
      });
      const seats = g.links.seats as Record<"axis" | "british", string>;
      // Through the set-up and the priority chits until an RAF fighter, still at D6, is to move.
      for (let i = 0; i < 200; i++) {
        const probe = await view(server.url, seats.axis);
        const side = (probe.view.toAct?.[0] ?? "axis") as "axis" | "british";
        const v = (await view(server.url, seats[side])) as Awaited<ReturnType<typeof view>> & {
          view: { phase: { kind: string } };
        };
        if (side === "british" && v.view.phase.kind === "move") break;
        const r = await post(server.url, `/api/t/${seats[side]}/actions`, {
          seq: v.seq,
          action: v.view.actions[0],
        });
        expect(r.status).toBe(200);
      }
      await page.goto(`${server.url}/hotseat/${seats.axis}/${seats.british}`);
      await page.getByRole("button", { name: /show my side/ }).click();
      await page.locator(".hawks-board .target").first().waitFor();
      await page.waitForTimeout(300);
      const seen = await page.evaluate(() => {
        const bar = document.querySelector(".action-bar")?.getBoundingClientRect();
        const sticky = getComputedStyle(document.querySelector(".action-bar") as Element).position;
        const bottom = sticky === "sticky" && bar ? bar.top : window.innerHeight;
        const spaces = [
          ...document.querySelectorAll(".hawks-board .target, .hawks-board .token.moving"),
        ];
        return {
          spaces: spaces.length,
          moving: document.querySelector(".hawks-board .token.moving")?.textContent,
          hidden: spaces
            .map((s) => ({ s, r: s.getBoundingClientRect() }))
            .filter(({ r }) => r.top < 0 || r.bottom > bottom)
            .map(
              ({ s, r }) =>
                `${s.getAttribute("aria-label") ?? s.textContent}: ${r.top}–${r.bottom} (free to ${bottom})`,
            ),
        };
      });
      expect(seen.moving).toMatch(/^.?B\d$/);
      expect(seen.spaces).toBeGreaterThan(2);
      expect(seen.hidden).toEqual([]);
      await page.screenshot({
        path: join("artifacts", "screenshots", `hawks-raf-clear-${size.name}.png`),
      });
      // A step into one of those spaces is taken by a tap.
      const before = await page.locator(".log li").count();
      await page.locator(".hawks-board .target").first().click();
      await page.waitForFunction((n) => document.querySelectorAll(".log li").length > n, before);
      expect(errors).toEqual([]);
      await close();
    }, 60000);
  }
  for (const size of SIZES) {
    it(`describes each scenario on the new-game form, its label clear of the select (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      await page.goto(`${server.url}/hawks/new`);
      const select = page.getByLabel("Scenario");
      await select.waitFor();
      // The label sits above its select, apart from it.
      const label = await page.locator("label[for=scenario]").boundingBox();
      const box = await select.boundingBox();
      if (!label || !box) throw new Error("no label or select");
      expect(label.y + label.height).toBeLessThanOrEqual(box.y);
      const about = page.locator("#scenario-about");
      const seen = new Set<string>();
      for (const n of ["1", "2", "3", "4"]) {
        await select.selectOption(n);
        const text = await about.innerText();
        // Each scenario told apart: its story, both sides' planes, how it is scored.
        expect(text).toMatch(/RAF[\s\S]*Axis[\s\S]*Scoring/);
        expect(text).toMatch(/A tie goes to the RAF/);
        seen.add(text);
        if (n === "3") expect(text).toMatch(/damaged bomber/);
        await page.screenshot({
          path: join("artifacts", "screenshots", `hawks-new-scenario-${n}-${size.name}.png`),
          fullPage: true,
        });
      }
      expect(seen.size).toBe(4);
      expect(await about.innerText()).toMatch(/3 Curtiss Tomahawk/);
      expect(await select.getAttribute("aria-describedby")).toBe("scenario-about");
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await close();
    }, 60000);
  }
  for (const size of SIZES) {
    it(`draws the AA chits as guns, named in the legend (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      const g = await create(server.url, {
        system: "hawks-over-malta",
        options: { scenario: 1 },
        dice: { mode: "seeded", seed: 7 },
      });
      const seats = g.links.seats as Record<"axis" | "british", string>;
      // Through the set-up until the RAF has placed its AA chits.
      for (let i = 0; i < 100; i++) {
        const probe = await view(server.url, seats.axis);
        const v = probe.view as typeof probe.view & {
          aa: unknown[];
          phase: { kind: string; what?: string };
        };
        if (v.aa.length > 0 && v.phase.what !== "aa") break;
        const side = (v.toAct?.[0] ?? "axis") as "axis" | "british";
        const mine = await view(server.url, seats[side]);
        const r = await post(server.url, `/api/t/${seats[side]}/actions`, {
          seq: mine.seq,
          action: mine.view.actions[0],
        });
        expect(r.status).toBe(200);
      }
      await page.goto(`${server.url}/hotseat/${seats.axis}/${seats.british}`);
      await page.getByRole("button", { name: /show my side/ }).click();
      await page.locator(".hawks-board").waitFor();
      const markers = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".hawks-board .aa")].map((m) => {
          const r = m.getBoundingClientRect();
          const sq = m.closest(".square")?.getBoundingClientRect();
          const gun = m.querySelector("svg")?.getBoundingClientRect();
          return {
            text: m.textContent,
            name: m.getAttribute("aria-label"),
            width: r.width,
            height: r.height,
            gun: gun ? gun.width * gun.height : 0,
            inside: Boolean(
              sq && r.left >= sq.left && r.right <= sq.right && r.bottom <= sq.bottom,
            ),
          };
        }),
      );
      expect(markers.length).toBeGreaterThan(0);
      for (const m of markers) {
        expect(m.text).toBe("AA");
        expect(m.name).toMatch(/^AA guns/);
        expect(m.gun).toBeGreaterThanOrEqual(100);
        expect(m.height).toBeGreaterThanOrEqual(12);
        expect(m.inside).toBe(true);
      }
      // The legend names the same marker.
      const legend = page.locator(".legend");
      expect(await legend.locator(".aa svg").count()).toBe(1);
      expect(await legend.innerText()).toMatch(/AA\s*AA guns \(fire up to altitude 3/);
      await page.locator(".hawks-board .aa").first().scrollIntoViewIfNeeded();
      await shot(page, `hawks-aa-${size.name}`);
      await page
        .locator(".hawks-board .square", { has: page.locator(".aa") })
        .first()
        .screenshot({ path: join("artifacts", "screenshots", `hawks-aa-square-${size.name}.png`) });
      expect(errors).toEqual([]);
      await close();
    }, 60000);
  }
});
