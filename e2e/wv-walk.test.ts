/**
 * Winged Victory as a player meets it, in a real browser: the log read back
 * turn by turn, a Time Freezing told at the head of each side's page (its
 * own planes' moves waiting for the freeze's fire, never the other side's),
 * the manoeuvre list folded into families on a phone with each family's
 * costs told and every manoeuvre's numbers one tap away, and flak placed on
 * the board and drawn as a barrage for both sides.
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
import { create, overflow, playOut, post, view } from "./helpers.js";
import { openHotSeat, showSide } from "./wv-hotseat.js";

describe.skipIf(browserMissing)("Winged Victory, a player's walk through", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-walk-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const wvView = async (token: string) => {
    const g = await view(server.url, token);
    return { seq: g.seq, view: g.view as unknown as WvView };
  };
  /** A plain pilot through the API: full throttle, hold fire, fly level where it can. */
  const pick = (actions: WvAction[]): WvAction | undefined => {
    const throttles = actions.filter((a) => a.type === "throttle");
    return (
      throttles[throttles.length - 1] ??
      actions.find((a) => a.type === "hold") ??
      actions.find((a) => a.type === "move" && a.move === "level") ??
      actions[0]
    );
  };
  async function step(links: Record<string, string>, until: (v: WvView) => boolean) {
    for (let i = 0; i < 400; i++) {
      for (const seat of ["allies", "germans"]) {
        const g = await wvView(links[seat]);
        if (until(g.view)) return seat;
        const a = pick(g.view.actions);
        if (!a) continue;
        const r = await post(server.url, `/api/t/${links[seat]}/actions`, {
          seq: g.seq,
          action: a,
        });
        expect(r.status).toBe(200);
        break;
      }
    }
    throw new Error("never reached");
  }

  it("tells a Time Freezing at each side's head, and reads the log back turn by turn", async () => {
    const { page, errors, links } = await openHotSeat(browser, server.url, "head-on", 7);
    await showSide(page, "Allies");
    expect(await page.locator(".wv-freezing").count()).toBe(0);
    await page.locator('.wv-throttle[data-plane="A1"]').getByRole("button").last().click();
    await showSide(page, "Germans");
    const g1 = page.locator('.wv-throttle[data-plane="G1"]');
    await g1.locator("select").selectOption("5");
    await g1.getByRole("button").last().click();
    await showSide(page, "Allies");
    await page
      .locator('.wv-move[data-move="level"]')
      .getByRole("button", { name: "Fly" })
      .first()
      .click();

    // Time froze on G1's call as A1 flew: the Germans move G1 into it; A1's choice is theirs not to see.
    await showSide(page, "Germans");
    const head = page.locator(".wv-head .wv-freezing");
    await head.waitFor();
    expect(await head.innerText()).toMatch(/Time Freezing — the pool's planes move up/);
    expect(await head.innerText()).not.toMatch(/A1/);
    await page
      .locator('.wv-move[data-move="level"]')
      .getByRole("button", { name: "Fly" })
      .first()
      .click();

    // The fire inside the freeze: each side reads its own plane waiting to fly its chosen manoeuvre.
    const seen: Record<string, string> = {};
    for (let i = 0; i < 4 && Object.keys(seen).length < 2; i++) {
      await page.waitForTimeout(300);
      await page.locator(".handover, .wv-table").first().waitFor();
      if (await page.locator(".handover").count())
        await page.getByRole("button", { name: /show my side/ }).click();
      await page.locator(".wv-table").waitFor();
      const side =
        (await page.locator(".wv-table").getAttribute("data-seat")) === "allies"
          ? "Allies"
          : "Germans";
      if ((await page.locator(".wv-table").getAttribute("data-phase")) !== "fire") break;
      const text = await page.locator(".wv-head .wv-freezing").innerText();
      seen[side] = text;
      if (i === 0) await shot(page, "wv-walk-freeze-fire");
      await page.getByRole("button", { name: /Hold fire/ }).click();
    }
    expect(seen.Germans).toMatch(/the fire inside the freeze, then the planes caught in it/);
    expect(seen.Germans).toMatch(/Waiting to fly: G1 \(level\)/);
    expect(seen.Germans).not.toMatch(/A1/);
    expect(seen.Allies).toMatch(/Waiting to fly: A1 \(level\)/);
    expect(seen.Allies).not.toMatch(/G1/);

    // The caught planes flew once the fire was over; turn 2 begins with no freeze told.
    // (The turn's own fire after it, which the pilots hold too.)
    for (let i = 0; i < 6; i++) {
      await page.waitForTimeout(300);
      await page.locator(".handover, .wv-table").first().waitFor();
      if (await page.locator(".handover").count())
        await page.getByRole("button", { name: /show my side/ }).click();
      await page.locator(".wv-table").waitFor();
      if ((await page.locator(".wv-table").getAttribute("data-phase")) !== "fire") break;
      await page.getByRole("button", { name: /Hold fire/ }).click();
    }
    expect(await page.locator(".wv-head").innerText()).toMatch(/Turn 2 of/);
    expect(await page.locator(".wv-freezing").count()).toBe(0);
    expect(await page.locator(".wv-table").innerText()).toMatch(/A1 flies level: speed/);

    // A second turn through the API, then the log read back: each turn under its heading, newest first.
    await step(links.seats, (v) => v.turn === 3);
    await page.reload();
    await showSide(page, "Allies");
    const headings = await page.locator(".log .wv-log-turn").allInnerTexts();
    expect(headings.slice(-2)).toEqual(["Turn 2", "Turn 1"]);
    const line = (text: RegExp) => page.locator(".log > li").filter({ hasText: text }).first();
    // The Germans' hidden throttle of turn 1 and A1's level flight of turn 1 and 2.
    expect(await line(/Allies: A1 sets its throttle to/).getAttribute("data-turn")).toMatch(
      /^[23]$/,
    );
    const turns = await page
      .locator(".log > li")
      .evaluateAll((lis) => lis.map((li) => Number(li.getAttribute("data-turn"))));
    // Newest first, never going up; the oldest line is turn 1's.
    expect(turns).toEqual([...turns].sort((a, b) => b - a));
    expect(turns[turns.length - 1]).toBe(1);
    expect(turns.filter((t) => t === 1).length).toBeGreaterThanOrEqual(4);
    await shot(page, "wv-walk-log-turns");
    expect(errors).toEqual([]);
  }, 180000);

  it("folds the manoeuvre list into families on a phone, each family's costs told", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "head-on" },
      dice: { mode: "seeded", seed: 7 },
    });
    const seat = await step(links.seats, (v) => v.moves.length > 0);
    const engine = (await wvView(links.seats[seat])).view;
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats[seat]}`);
    await page.locator(".wv-move").first().waitFor();
    // Folded: only the few that make sense now show their rows, each with why; every family its heading.
    const families = await page
      .locator(".wv-move-family")
      .evaluateAll((ts) => ts.map((t) => t.getAttribute("data-family")));
    expect(families).toEqual(["now", "course", "dive", "turn", "stunt", "unavailable"]);
    const open = await page
      .locator(".wv-move")
      .evaluateAll((rows) => rows.map((r) => r.closest("tbody")?.getAttribute("data-family")));
    expect(new Set(open)).toEqual(new Set(["now"]));
    expect(await page.locator(".wv-move .wv-move-why").count()).toBe(open.length);
    const list = await page.locator(".wv-moves").boundingBox();
    await page
      .locator(".wv-moves")
      .screenshot({ path: "artifacts/screenshots/wv-walk-phone-list.png" });
    expect(list?.height ?? 9999).toBeLessThan(844);
    // A folded family's heading tells its count and the speeds it ends at (those offered first not counted again).
    const first4 = await page
      .locator('.wv-move-family[data-family="now"] .wv-move')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-move")));
    const dives = engine.moves.filter(
      (m) => m.name.startsWith("dive-") && !first4.includes(m.name),
    );
    const ends = dives.map((m) => m.endSpeed);
    const dive = page.locator('.wv-move-family[data-family="dive"]');
    const span =
      Math.min(...ends) === Math.max(...ends)
        ? `${ends[0]}`
        : `${Math.min(...ends)} to ${Math.max(...ends)}`;
    expect(await dive.locator(".wv-family-head").innerText()).toContain(
      `${dives.length} · then speed ${span}`,
    );
    await shot(page, "wv-walk-phone-folded");
    // Opened: its rows with their numbers, a tap previews one on the board.
    await dive.getByRole("button", { name: /Dives/ }).click();
    expect(await dive.locator(".wv-move").count()).toBe(dives.length);
    const first = dive.locator(".wv-move").first();
    await first.locator("th button").first().click();
    await page.locator(".wv-preview-note").waitFor();
    expect(await first.locator(".wv-speed").innerText()).toBe(String(dives[0].speed));
    // Every family open: the whole list the engine offers, the greyed ones with their reasons.
    for (const f of ["course", "turn", "stunt", "unavailable"])
      await page.locator(`.wv-move-family[data-family="${f}"] .wv-family-toggle`).click();
    expect(await page.locator(".wv-move:not(.unavailable)").count()).toBe(engine.moves.length);
    const greyed = page.locator(".wv-move.unavailable");
    expect(await greyed.count()).toBe(engine.unavailable.length);
    await greyed.first().locator("th button").click();
    expect(await greyed.first().locator(".wv-why").innerText()).toContain(
      engine.unavailable[0].reason,
    );
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  }, 120000);

  it("places flak on the board, hidden from the other side until both are in, then draws the barrage", async () => {
    // Recon against patrol: the Germans place a flak marker once they have seen an Allied plane.
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "mission", missions: { allies: "recon", germans: "patrol" } },
      dice: { mode: "seeded", seed: 1 },
    });
    await step(links.seats, (v) => v.actions.some((a) => a.type === "flak"));
    const options = (await wvView(links.seats.germans)).view.flakMarkers.options.slice(0, 30);
    const germans = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(germans);
    await germans.goto(`${server.url}/g/${links.seats.germans}`);
    // Each MegaHex it may choose, numbered on the board as its button is.
    const choices = germans.locator(".wv-flak-option");
    await choices.first().waitFor();
    expect(await choices.count()).toBe(options.length);
    expect(await choices.first().getAttribute("data-hex")).toBe(
      `${options[0].col}.${options[0].level}`,
    );
    expect(await germans.locator(".wv-flak-choices button").first().innerText()).toBe(
      `1 · Hex ${options[0].col}, level ${options[0].level}`,
    );
    await shot(germans, "wv-walk-flak-choices");
    // On a phone the choices flow side by side rather than one to a line.
    const small = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await small.goto(`${server.url}/g/${links.seats.germans}`);
    const buttons = small.locator(".wv-flak-list button");
    await buttons.first().waitFor();
    const [b0, b1] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
    expect(b1?.y).toBe(b0?.y);
    expect(await overflow(small)).toBe(0);
    await shot(small, "wv-walk-flak-choices-phone");
    await small.close();
    // A tap on the board places it: the Germans see their marker, the Allies nothing yet.
    await choices.nth(0).click();
    const placed = germans.locator(".wv-flak-placed");
    await placed.waitFor();
    expect(await germans.locator(".wv-flak-option").count()).toBe(0);
    const allies = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const alliesErrors = watchErrors(allies);
    await allies.goto(`${server.url}/g/${links.seats.allies}`);
    await allies.locator(".wv-board").waitFor();
    expect(await allies.locator(".wv-flak, .wv-flak-placed, .wv-flak-option").count()).toBe(0);
    expect(await allies.locator(".wv-table").innerText()).not.toMatch(/flak barrage on/);
    // Every throttle in: the barrage stands on the MegaHex chosen, for both sides.
    const where = await placed.getAttribute("data-hex");
    await step(links.seats, (v) => v.phase !== "throttle");
    for (const page of [germans, allies]) {
      await page.reload();
      const barrage = page.locator(".wv-flak");
      await barrage.waitFor();
      expect(await barrage.count()).toBe(1);
      expect(await barrage.getAttribute("data-hex")).toBe(where);
      expect(await barrage.getAttribute("data-side")).toBe("germans");
      expect(await barrage.locator("title").first().textContent()).toMatch(
        /^Flak barrage of the Germans/,
      );
      // Drawn over its whole MegaHex.
      expect(await barrage.locator("polygon").count()).toBeGreaterThan(4);
    }
    await shot(allies, "wv-walk-flak-barrage-phone");
    expect(await overflow(allies)).toBe(0);
    expect(errors).toEqual([]);
    expect(alliesErrors).toEqual([]);
  }, 180000);

  it("opens the whole log to both sides once the fight is over", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "turning-fight" },
      dice: { mode: "seeded", seed: 5 },
    });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    // While the fight goes on, the Germans' choices are hidden from the Allies (a throttle
    // until both sides' are in: then the log names those of the planes the Allies see).
    await step(links.seats, (v) => v.turn === 2);
    const g = await wvView(links.seats.germans);
    const throttle = g.view.actions.find((a) => a.type === "throttle");
    expect(throttle).toBeDefined();
    const r = await post(server.url, `/api/t/${links.seats.germans}/actions`, {
      seq: g.seq,
      action: throttle,
    });
    expect(r.status).toBe(200);
    await page.goto(`${server.url}/g/${links.seats.allies}`);
    await page.locator(".log li").first().waitFor();
    expect(await page.locator(".log").innerText()).toMatch(
      /Germans: sets a throttle or places flak \(hidden\)/,
    );
    // The fight played to its end elsewhere while this page watches: its log opens without a reload.
    await playOut(server.url, links.seats);
    await page.locator(".game-over").waitFor();
    await page.waitForFunction(
      () => !/\(hidden\)/.test(document.querySelector(".log")?.textContent ?? ""),
    );
    const log = await page.locator(".log").innerText();
    expect(log).not.toMatch(/\(hidden\)|moves a plane/);
    expect(log).toMatch(/Germans: G1 sets its throttle to \d+/);
    expect(log).toMatch(/Germans: G1 flies /);
    expect(await page.locator(".log .wv-log-turn").first().innerText()).toMatch(/^Turn \d+$/);
    expect(errors).toEqual([]);
  }, 120000);

  it("tells a seat everything that happened since its last step, as its own view told it", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "two-on-two" },
      dice: { mode: "seeded", seed: 7 },
    });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.allies}`);
    await page.locator(".wv-table").waitFor();
    let checked = false;
    for (let round = 0; round < 30 && !checked; round++) {
      // The Allies' step, on the page (full throttle, level flight, hold fire).
      let a = await wvView(links.seats.allies);
      if (a.view.phase === "over") break;
      if (a.view.actions.length > 0) {
        const before = a.seq;
        const own = pick(a.view.actions) as WvAction;
        if (own.type === "throttle") {
          // Every throttle still to set: they go in together, as the side's sealed orders.
          // The page may still be showing the last step until its push comes: wait for the rows.
          const rows = page.locator(".wv-throttle");
          await rows.first().waitFor();
          for (let k = 0; k < 8; k++) {
            const n = await rows.count();
            if (n === 0) break;
            await rows.first().getByRole("button").last().click();
            await expect.poll(() => rows.count()).toBeLessThan(n);
          }
        } else if (own.type === "move")
          await page
            .locator(`.wv-move[data-move="${own.move}"]`)
            .getByRole("button", { name: "Fly" })
            .click();
        else if (own.type === "hold")
          await page.getByRole("button", { name: /Hold fire|Done/ }).click();
        else break;
        await expect
          .poll(async () => (await wvView(links.seats.allies)).seq)
          .toBeGreaterThan(before);
      }
      // The Germans' steps through the API while the Allies wait, each step's events as the Allies' view tells them.
      const told: string[] = [];
      let steps = 0;
      for (let i = 0; i < 12; i++) {
        a = await wvView(links.seats.allies);
        if (a.view.actions.length > 0 || a.view.phase === "over") break;
        const g = await wvView(links.seats.germans);
        const mine = pick(g.view.actions);
        if (!mine) break;
        const r = await post(server.url, `/api/t/${links.seats.germans}/actions`, {
          seq: g.seq,
          action: mine,
        });
        expect(r.status).toBe(200);
        told.push(...(await wvView(links.seats.allies)).view.events);
        steps++;
      }
      if (steps >= 2 && told.length > 0) {
        const panel = page.getByRole("heading", { name: "Since your last step" });
        await panel.waitFor();
        await expect
          .poll(() => page.locator("ul.events li").allInnerTexts())
          .toEqual(told.slice(-60));
        checked = true;
        await shot(page, "wv-walk-since");
      }
    }
    expect(checked).toBe(true);
    expect(errors).toEqual([]);
  }, 180000);
});
