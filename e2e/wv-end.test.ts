/**
 * The end of a Winged Victory fight in a real browser, at 1280 × 800 and
 * 390 × 844: the fight told (who brought down whom, damage, missions, the VP
 * line by line adding up to the game's) and its replay stepped back,
 * forward, to a turn and to the end on the board, as the seat saw it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, overflow, post, SIZES, view } from "./helpers.js";

/** Plays a fight out through the API: a shot whenever one is offered (a long burst first), else a choice from a fixed sequence. */
async function fightOut(base: string, seats: Record<string, string>) {
  let n = 7;
  for (let i = 0; i < 3000; i++) {
    let moved = false;
    for (const token of Object.values(seats)) {
      const g = await view(base, token);
      if (g.status === "over") return;
      const acts = g.view.actions as { type: string; longBurst?: boolean }[];
      if (acts.length === 0) continue;
      n = (n * 1103515245 + 12345) % 2147483648;
      const a =
        acts.find((x) => x.type === "shoot" && x.longBurst) ??
        acts.find((x) => x.type === "shoot") ??
        acts[n % acts.length];
      const r = await post(base, `/api/t/${token}/actions`, { seq: g.seq, action: a });
      if (r.status !== 200) throw new Error(`act: ${r.status} ${JSON.stringify(r.json)}`);
      moved = true;
      break;
    }
    if (!moved) await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the fight did not end");
}

/**
 * Plays a fight through the API, never firing, until the Allies may name a
 * shot (false if it ended first): every plane flies level at a throttle as
 * near 3 as it has, so a chaser keeps its distance behind the plane ahead.
 */
async function toAShot(base: string, seats: Record<string, string>) {
  type A = { type: string; move?: string; value?: number };
  const pick = (acts: A[]) =>
    acts.find((x) => x.type === "move" && x.move === "level") ??
    [...acts]
      .filter((x) => x.type === "throttle")
      .sort((x, y) => Math.abs((x.value ?? 0) - 3) - Math.abs((y.value ?? 0) - 3))[0] ??
    acts.find((x) => x.type !== "shoot");
  for (let i = 0; i < 3000; i++) {
    const mine = await view(base, seats.allies);
    if (mine.status === "over") return false;
    if ((mine.view.actions as A[]).some((x) => x.type === "shoot")) return true;
    let moved = false;
    for (const token of Object.values(seats)) {
      const g = await view(base, token);
      const action = pick(g.view.actions as A[]);
      if (!action) continue;
      const r = await post(base, `/api/t/${token}/actions`, { seq: g.seq, action });
      if (r.status !== 200) throw new Error(`act: ${r.status} ${JSON.stringify(r.json)}`);
      moved = true;
      break;
    }
    if (!moved) await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe.skipIf(browserMissing)("the end of a Winged Victory fight in the browser", () => {
  let browser: Browser;
  let server: RunningServer;
  let links: { owner: string; seats: Record<string, string> };
  let vp: { allies: number; germans: number };

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-end-e2e-")));
    const made = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "turning-fight" },
      dice: { mode: "seeded", seed: 5 },
    });
    links = made.links;
    await fightOut(server.url, links.seats);
    vp = ((await view(server.url, links.seats.allies)).view as unknown as { vp: typeof vp }).vp;
  }, 120000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("names each burst by its die, for screen readers too (1280 and 390 px)", async () => {
    let seats: Record<string, string> | null = null;
    for (const scenario of ["turning-fight", "two-on-two", "head-on"]) {
      const made = await create(server.url, {
        system: "winged-victory",
        options: { scenario },
        dice: { mode: "seeded", seed: 3 },
      });
      if (await toAShot(server.url, made.links.seats)) {
        seats = made.links.seats;
        break;
      }
    }
    expect(seats, "a shot came up in one of the fights").not.toBeNull();
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/g/${seats?.allies}`);
      const long = page.getByRole("button", { name: /^Long burst, \w+ die$/ }).first();
      await long.waitFor();
      await page
        .getByRole("button", { name: /^Short burst, \w+ die$/ })
        .first()
        .waitFor();
      // No button is named with a stray space where a colour chip stands.
      for (const b of await page.getByRole("button").all()) {
        const name = (await b.getAttribute("aria-label")) ?? (await b.innerText());
        expect(name).not.toMatch(/\(\s/);
      }
      await long.scrollIntoViewIfNeeded();
      await shot(page, `wv-burst-names-${size.name}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 120000);

  for (const size of SIZES) {
    it(`tells the fight and replays it step by step (${size.name})`, async () => {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/g/${links.seats.allies}`);
      const account = page.getByRole("region", { name: "How the fight went" });
      await account.waitFor({ timeout: 30000 }).catch(async (e) => {
        await shot(page, `wv-end-failed-${size.name}`);
        throw new Error(`${e}\n${errors.join("\n")}`);
      });
      const text = await account.innerText();
      expect(text).toMatch(/Planes out of the fight/);
      expect(text).toMatch(/Damage taken/);
      // The VP table's totals are the game's own.
      const totals = account.locator(".wv-vp-table tfoot td");
      expect(await totals.allInnerTexts()).toEqual([String(vp.allies), String(vp.germans)]);
      // Each plane out of the fight is dated to its turn; one shot down names the guns that did it.
      for (const li of await account.locator(".wv-downings li").allInnerTexts())
        expect(li).toMatch(/^Turn \d+: [AG]\d /);
      expect(text).not.toMatch(/\(\s/);

      const replay = page.getByRole("region", { name: "Replay of the fight" });
      const where = replay.locator(".replay-where");
      // It opens on the end; back one step, forward again, to the start, to turn 2, to the end.
      const end = Number(await where.getAttribute("data-step"));
      expect(end).toBeGreaterThan(10);
      await replay.getByRole("button", { name: "◀ Back" }).click();
      expect(await where.getAttribute("data-step")).toBe(String(end - 1));
      await replay.getByRole("button", { name: "Forward ▶" }).click();
      expect(await where.getAttribute("data-step")).toBe(String(end));
      await replay.getByRole("button", { name: "« Start" }).click();
      expect(await where.innerText()).toBe("The set-up");
      await replay.getByRole("button", { name: "Forward ▶" }).click();
      expect(await where.innerText()).toMatch(/^Step 1 of \d+ · turn 1$/);
      expect(await replay.locator(".replay-said").innerText()).toMatch(/^Allies: |^Germans: /);
      await replay.getByLabel("Go to turn").selectOption("2");
      expect(await where.innerText()).toMatch(/· turn 2$/);
      // The board of that step: every plane still in the fight then is drawn.
      await replay.locator("svg").first().waitFor();
      await shot(page, `wv-end-replay-turn2-${size.name}`);
      await replay.getByRole("button", { name: "End »" }).click();
      expect(await where.getAttribute("data-step")).toBe(String(end));
      // One board on the page: the replay's, at the end (the live board gives way to it).
      expect(await page.locator(".wv-board-box").count()).toBe(1);
      expect(await replay.locator(".wv-board-box").count()).toBe(1);
      expect(await overflow(page)).toBe(0);
      await account.scrollIntoViewIfNeeded();
      await shot(page, `wv-end-account-${size.name}`);
      expect(errors).toEqual([]);
      await page.close();
    }, 90000);
  }
});
