/**
 * Winged Victory online: two pages, one per side's link. A step taken on one
 * page shows on the other live, and nothing the other side may not know
 * reaches the other page: neither the throttles chosen before both sides are
 * in, nor how many (a side's throttles go in as one sealed entry, and nothing
 * is sent while they are still on its page), nor an unspotted plane's type
 * (not in its HTML, nor in anything the server sent it).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMatch, play } from "../src/engine/match.js";
import { planeOf } from "../src/games/winged-victory/game/state.js";
import { wingedVictory } from "../src/games/winged-victory/rules.js";
import { visiblePlanes } from "../src/games/winged-victory/view/view.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, post, view } from "./helpers.js";

const SEED = 21;
// Two patrols from opposite edges of the board: neither side sees the other at first.
const OPTIONS = {
  scenario: "mission",
  year: 1917,
  missions: { allies: "patrol", germans: "patrol" },
};

/** Everything the server sends a page: its API answers and its live messages. */
function received(page: Page): string[] {
  const got: string[] = [];
  page.on("response", async (r) => {
    if (r.url().includes("/api/")) got.push(await r.text().catch(() => ""));
  });
  page.on("websocket", (ws) =>
    ws.on("framereceived", (f) => got.push(typeof f.payload === "string" ? f.payload : "")),
  );
  return got;
}

/** Every object in a JSON text, depth first. */
function objects(text: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      out.push(v as Record<string, unknown>);
      Object.values(v).forEach(walk);
    }
  };
  try {
    walk(JSON.parse(text));
  } catch {
    // not JSON (an empty answer)
  }
  return out;
}

describe.skipIf(browserMissing)("Winged Victory online", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-online-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows a step on the other side's page live, and keeps the first side's secrets off it", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: OPTIONS,
      dice: { mode: "seeded", seed: SEED },
    });
    // The same game beside the browsers', to know what the Germans may not see.
    let match = createMatch(wingedVictory, wingedVictory.parseOptions(OPTIONS), {
      mode: "seeded",
      seed: SEED,
    });
    const seen = visiblePlanes(match.state, "germans");
    const hidden = match.state.planes.filter((p) => p.side === "allies" && !seen.has(p.id));
    expect(hidden.length, "the Allies start unspotted").toBeGreaterThan(0);
    const secrets = hidden.flatMap((p) => [p.type, planeOf(p.type).name]);

    const allies = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const germans = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [...watchErrors(allies), ...watchErrors(germans)];
    const got = received(germans);
    await allies.goto(`${server.url}/g/${links.seats.allies}`);
    await germans.goto(`${server.url}/g/${links.seats.germans}`);
    await allies.locator('.wv-throttle[data-plane="A1"]').waitFor();
    await germans.locator(".wv-throttle").first().waitFor();
    // The unspotted Allies show on the Germans' board as their position markers only.
    expect(await germans.locator('.wv-plane[data-plane^="A"]').count()).toBe(0);
    expect(await germans.locator(".wv-marker").count()).toBe(hidden.length);

    // The Allies set A1's throttle to a new value: it stays on their page, among their orders so far.
    const a1 = match.state.planes.find((p) => p.id === "A1");
    const button = allies
      .locator('.wv-throttle[data-plane="A1"]')
      .getByRole("button")
      .filter({ hasNotText: new RegExp(`^${a1?.throttle}$`) })
      .last();
    const value = Number(await button.innerText());
    expect(value).not.toBe(a1?.throttle);
    const heard = got.length;
    await button.click();
    await allies.locator(".wv-orders li", { hasText: `A1: throttle ${value}` }).waitFor();
    await shot(allies, "wv-online-orders-so-far");
    // A2's throttle settles the Allies' step: both go in as one sealed entry.
    await new Promise((r) => setTimeout(r, 500));
    expect(got.length, "the Germans' page heard of a choice still on the Allies' page").toBe(heard);
    const a2 = allies.locator('.wv-throttle[data-plane="A2"]').getByRole("button").last();
    const value2 = Number(await a2.innerText());
    await a2.click();
    match = play(wingedVictory, match, "allies", {
      type: "orders",
      choices: [
        { type: "throttle", plane: "A1", value },
        { type: "throttle", plane: "A2", value: value2 },
      ],
    });
    expect(match.state.pending.allies.throttles.A1).toBe(value);
    await germans
      .locator(".log li", { hasText: "Allies: hands in its orders for the step (hidden)" })
      .waitFor({ timeout: 10000 });
    expect(
      await germans.locator(".log li", { hasText: "Allies:" }).count(),
      "one entry for two throttles",
    ).toBe(1);
    await shot(germans, "wv-online-other-page");

    // Nothing the Germans' page holds or was sent names the throttle or the unspotted planes
    // (while their own planes' types are there: the check looks where the secrets would be).
    const html = await germans.content();
    const own = match.state.planes.filter((p) => p.side === "germans").map((p) => p.type);
    for (const t of own) expect(got.some((text) => text.includes(`"type":"${t}"`))).toBe(true);
    for (const s of secrets) expect(html, `the page names ${s}`).not.toContain(s);
    expect(got.length).toBeGreaterThan(1);
    for (const text of got) {
      for (const s of secrets) expect(text, `the server sent ${s}`).not.toContain(s);
      for (const o of objects(text)) {
        expect(o.type === "throttle" && o.plane === "A1", "the Allies' throttle action").toBe(
          false,
        );
        expect(o.id === "A1" && o.throttle === value, "A1's new throttle").toBe(false);
      }
    }
    // The Allies' own page knows its plane and its choice.
    expect(await allies.locator('.wv-plane[data-plane="A1"]').count()).toBe(1);
    expect(
      await allies.locator(".log li", { hasText: `A1 sets its throttle to ${value}` }).count(),
    ).toBe(1);
    // The Germans' throttles in: the turn moves on, live on both pages.
    for (const id of own.map((_, k) => `G${k + 1}`)) {
      const row = germans.locator(`.wv-throttle[data-plane="${id}"]`);
      await row.getByRole("button").last().click();
      await row.waitFor({ state: "detached" });
    }
    for (const page of [allies, germans])
      await page.locator('.wv-table:not([data-phase="throttle"])').waitFor({ timeout: 10000 });
    expect(errors).toEqual([]);
  }, 60000);

  it("keeps a side's choices on its page while the other side's orders come in", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "two-on-two" },
      dice: { mode: "seeded", seed: SEED },
    });
    const allies = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(allies);
    await allies.goto(`${server.url}/g/${links.seats.allies}`);
    await allies.locator('.wv-throttle[data-plane="A1"]').getByRole("button").first().click();
    await allies.locator(".wv-orders li", { hasText: /^A1: throttle \d+$/ }).waitFor();
    // The Germans hand in their orders meanwhile: the Allies' page hears of it, and keeps A1's throttle.
    const g = await view(server.url, links.seats.germans);
    const rows = (g.view as unknown as { throttles: { plane: string; choices: number[] }[] })
      .throttles;
    const choices = rows.map((t) => ({
      type: "throttle",
      plane: t.plane,
      value: t.choices[t.choices.length - 1],
    }));
    const r = await post(server.url, `/api/t/${links.seats.germans}/actions`, {
      seq: g.seq,
      action: { type: "orders", choices },
    });
    expect(r.status).toBe(200);
    await allies
      .locator(".log li", { hasText: "Germans: hands in its orders for the step (hidden)" })
      .waitFor({ timeout: 10000 });
    expect(await allies.locator(".wv-orders li").allInnerTexts()).toEqual([
      expect.stringMatching(/^A1: throttle \d+$/),
    ]);
    expect(await allies.locator('.wv-throttle[data-plane="A1"]').count()).toBe(0);
    // A2's throttle settles the Allies' step: the turn moves on.
    await allies.locator('.wv-throttle[data-plane="A2"]').getByRole("button").last().click();
    await allies.locator('.wv-table:not([data-phase="throttle"])').waitFor({ timeout: 10000 });
    expect(errors).toEqual([]);
  }, 60000);
});
