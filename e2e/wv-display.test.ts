/**
 * Winged Victory's page, small things a player reads at a glance, in a real
 * browser: the names of counters standing close together are stacked so
 * each reads (none under another name or another counter), a dashboard's
 * drag rows stay one line each on a phone without widening the page, a
 * rotary engine's throttle tells why it offers only 0 or its top, and a
 * standing Time Freezing call is offered with a word why (or why not), and
 * zoomed out on a wide screen the board still fills its box.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WvAction } from "../src/games/winged-victory/game/state.js";
import type { WvView } from "../src/games/winged-victory/view/view.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, overflow, post, view } from "./helpers.js";

describe.skipIf(browserMissing)("Winged Victory, read at a glance", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-display-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const headOn = (seed: number) =>
    create(server.url, {
      system: "winged-victory",
      options: { scenario: "head-on" },
      dice: { mode: "seeded", seed },
    });

  it("stacks the names of counters standing close together, each readable", async () => {
    const { links } = await headOn(1);
    const seats = links.seats as Record<string, string>;
    // Through the API: full throttle, no call, hold fire, a fixed pick of manoeuvre, until A1 and G1 stand within a Hex or so.
    let close = false;
    for (let i = 0; i < 60 && !close; i++) {
      const v = (await view(server.url, seats.allies)).view as unknown as WvView;
      const counters = [...v.planes.filter((p) => p.fate === null), ...v.markers];
      if (
        v.phase === "throttle" &&
        counters.length >= 2 &&
        Math.abs(counters[0].x4 - counters[1].x4) < 5 &&
        Math.abs(counters[0].half - counters[1].half) < 3
      ) {
        close = true;
        break;
      }
      for (const seat of ["allies", "germans"]) {
        const g = await view(server.url, seats[seat]);
        const acts = g.view.actions as WvAction[];
        if (acts.length === 0) continue;
        const th = acts.filter((a) => a.type === "throttle" && a.freezeWithin === undefined);
        const a =
          th[th.length - 1] ??
          acts.find((x) => x.type === "hold") ??
          acts[(i * 7 + 1) % acts.length];
        const r = await post(server.url, `/api/t/${seats[seat]}/actions`, {
          seq: g.seq,
          action: a,
        });
        expect(r.status).toBe(200);
        break;
      }
    }
    expect(close).toBe(true);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${seats.allies}`);
    await page.locator(".wv-board").waitFor();
    expect(await page.locator(".wv-label-layer text").count()).toBe(2);
    await page.locator('.wv-label-layer text[data-label="A1"]').scrollIntoViewIfNeeded();
    await shot(page, "wv-display-labels");
    // Each stacked name: its box clear of the other's, and on top where it stands (nothing drawn over it).
    const boxes = await page.locator(".wv-label-layer text").evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return {
          text: e.textContent,
          x: r.x,
          y: r.y,
          w: r.width,
          h: r.height,
          onTop: top?.textContent === e.textContent,
        };
      }),
    );
    expect(boxes.map((b) => b.text).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^A1$/), expect.stringMatching(/^G1\??$/)]),
    );
    const [a, b] = boxes;
    const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
    expect(apart).toBe(true);
    expect(boxes.every((x) => x.onTop)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120000);

  it("keeps each drag row on one line on a phone, without widening the page", async () => {
    const { links } = await headOn(3);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.allies}`);
    await page.locator(".wv-dash .wv-drag-row").first().waitFor();
    await page.locator(".wv-dash .wv-drag").scrollIntoViewIfNeeded();
    await shot(page, "wv-display-drag-phone");
    const rows = await page.locator(".wv-dash .wv-drag-row").evaluateAll((els) =>
      els.map((row) => {
        const spans = [...row.querySelectorAll("span")];
        return {
          values: spans.length,
          lines: new Set(spans.map((s) => Math.round(s.getBoundingClientRect().top))).size,
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.values).toBeGreaterThan(3);
      expect(r.lines).toBe(1);
    }
    // The table fits its panel: nothing to scroll sideways.
    const box = await page
      .locator(".wv-dash .wv-drag-box")
      .first()
      .evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(box).toBeLessThanOrEqual(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 60000);

  it("tells why a rotary engine's throttle offers only 0 or its top, and why a call is offered", async () => {
    const { links } = await headOn(5);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    // The Germans' Fokker Dr.I has a rotary engine.
    await page.goto(`${server.url}/g/${links.seats.germans}`);
    const g1 = page.locator('.wv-throttle[data-plane="G1"]');
    await g1.waitFor();
    // Its settings (the rule links beside the Time Freezing call are not settings).
    const buttons = await g1.locator("button.act").allInnerTexts();
    expect(buttons.length).toBe(2);
    expect(buttons[0]).toBe("0");
    expect(await g1.locator(".wv-throttle-why").innerText()).toMatch(
      new RegExp(`^Only 0 or ${buttons[1]}: a rotary engine runs full out or is switched off`),
    );
    // 7 Hexes from A1 in the next MegaHex: it can be engaged, so it may call, and the control says so.
    expect(await g1.locator(".wv-call-choice").innerText()).toMatch(
      /^engaged: Call a Time Freezing/,
    );
    await shot(page, "wv-display-rotary");
    // The S.E.5a's in-line engine: any setting, no note.
    await page.goto(`${server.url}/g/${links.seats.allies}`);
    const a1 = page.locator('.wv-throttle[data-plane="A1"]');
    await a1.waitFor();
    expect(await a1.locator(".wv-throttle-why").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 60000);

  it("offers no Time Freezing call to a plane with no enemy near, and says why", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "two-on-two" },
      dice: { mode: "seeded", seed: 2 },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.allies}`);
    const a1 = page.locator('.wv-throttle[data-plane="A1"]');
    await a1.waitFor();
    expect(await a1.locator(".wv-call-choice").count()).toBe(0);
    expect(await a1.locator(".wv-call-none").innerText()).toBe(
      "No Time Freezing call: not engaged: no enemy plane in its MegaHex or the next.",
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 60000);

  it("zoomed out on a wide screen, the board still fills its box", async () => {
    const { links } = await headOn(2);
    const page = await browser.newPage({ viewport: { width: 2336, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.allies}`);
    const board = page.locator("svg.wv-board");
    await board.waitFor();
    for (let i = 0; i < 8; i++) await page.getByRole("button", { name: "Zoom out" }).click();
    const [svg, boxWidth] = await page.evaluate(() => [
      (document.querySelector("svg.wv-board") as SVGSVGElement).getBoundingClientRect().width,
      (document.querySelector(".wv-board-box") as HTMLElement).clientWidth,
    ]);
    expect(svg).toBeGreaterThanOrEqual(boxWidth - 1);
    await shot(page, "wv-zoomed-out");
    // Zooming in still works from there.
    await page.getByRole("button", { name: "Zoom in" }).click();
    const wider = await board.evaluate((e) => e.getBoundingClientRect().width);
    expect(wider).toBeGreaterThan(svg);
    expect(errors).toEqual([]);
    await page.close();
  }, 60000);
});
