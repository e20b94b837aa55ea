/**
 * Winged Victory in a real browser: the side-view board and the dashboards
 * drawn, a hot-seat game played a few steps by clicks with a manoeuvre's
 * previewed numbers checked against the rules engine, and a seat's page on a
 * phone without sideways scrolling.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMatch, play } from "../src/engine/match.js";
import type { WvAction } from "../src/games/winged-victory/game/state.js";
import { wingedVictory } from "../src/games/winged-victory/rules.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, overflow, playOut, post, view } from "./helpers.js";

const SEED = 7;

describe.skipIf(browserMissing)("Winged Victory in the browser", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Takes the screen over at a hand-over; returns the seat now shown. */
  async function seatShown(page: Page): Promise<string> {
    const handover = page.getByRole("button", { name: /show my side/ });
    await page.locator(".wv-table, .handover").first().waitFor();
    if (await handover.count()) {
      expect(await page.locator(".wv-board").count()).toBe(0);
      await handover.click();
    }
    const table = page.locator(".wv-table");
    await table.waitFor();
    return (await table.getAttribute("data-seat")) ?? "";
  }

  it("plays a hot-seat fight by clicks; a manoeuvre's preview equals the rules engine's numbers", async () => {
    const options = { scenario: "storm-front" };
    const { links } = await create(server.url, {
      system: "winged-victory",
      options,
      dice: { mode: "seeded", seed: SEED },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/hotseat/${links.seats.allies}/${links.seats.germans}`);
    await page.getByRole("heading", { name: /Pass the screen to the/ }).waitFor();
    await shot(page, "wv-handover");

    // The same game beside the browser's: every click is played here too.
    let match = createMatch(wingedVictory, wingedVictory.parseOptions(options), {
      mode: "seeded",
      seed: SEED,
    });
    const done: [string, WvAction][] = [];
    const step = async (seat: string, action: WvAction, click: () => Promise<void>) => {
      const lines = await page.locator(".log li").count();
      await click();
      done.push([seat, action]);
      match = play(wingedVictory, match, seat, action);
      // The step's log line arrives, or the hand-over screen covers the table.
      await page.waitForFunction(
        (n) =>
          document.querySelector(".handover") !== null ||
          document.querySelectorAll(".log li").length > n,
        lines,
      );
    };

    let checked = 0;
    for (let i = 0; i < 40 && checked < 2; i++) {
      const seat = await seatShown(page);
      await page.locator(".wv-board").waitFor();
      const throttle = page.locator(".wv-throttle").first();
      const move = page.locator(".wv-move").first();
      await page.locator(".wv-throttle, .wv-move, .wv-shots, .wv-actions button").first().waitFor();
      if (await throttle.count()) {
        const plane = (await throttle.getAttribute("data-plane")) as string;
        // What the throttle does, told beside it with the plane's speed now.
        expect(await throttle.innerText()).toMatch(/speed now -?\d+\): at the end of the turn/);
        const button = throttle.getByRole("button").last();
        const value = Number(await button.innerText());
        await step(seat, { type: "throttle", plane, value }, () => button.click());
      } else if (await move.count()) {
        // Preview the manoeuvre, read its numbers, and check them against the rules engine's.
        const rows = page.locator(".wv-move");
        const row = rows.nth(Math.min(checked, (await rows.count()) - 1));
        const name = (await row.getAttribute("data-move")) as string;
        // The manoeuvre named in words ("shallow dive, 2 levels"), not the notation ("dive-shallow:2").
        expect(await row.locator("th button").innerText()).not.toMatch(/:|-(shallow|hard)/);
        await row.locator("th button").click();
        await page.locator(".wv-path").waitFor();
        const shown = {
          hexes: Number(await row.locator(".wv-hexes").innerText()),
          level: Number(await row.locator(".wv-level").innerText()),
          speed: Number(await row.locator(".wv-speed").innerText()),
          endSpeed: Number(await row.locator(".wv-end-speed").innerText()),
        };
        const engine = wingedVictory.view(match.state, seat).moves.find((m) => m.name === name);
        expect(engine, `the engine offers ${name}`).toBeDefined();
        expect(shown).toEqual({
          hexes: engine?.hexes,
          level: engine?.level,
          speed: engine?.speed,
          endSpeed: engine?.endSpeed,
        });
        // Beside the board, the manoeuvre whose path it draws; the chosen row leads up to it.
        expect(await page.locator(".wv-preview-note").innerText()).toContain(
          `${shown.hexes} Hex${shown.hexes === 1 ? "" : "es"} to level ${shown.level}, speed ${shown.speed} then ${shown.endSpeed}`,
        );
        expect(await row.getByRole("button", { name: /see the path/ }).count()).toBe(1);
        // The moving plane's dashboard shows the same speeds on its dial.
        expect(await page.locator(".wv-dial-plan").textContent()).toBe(
          `→ ${shown.speed} → ${shown.endSpeed}`,
        );
        if (checked === 0) {
          await shot(page, "wv-preview");
          // The manoeuvres it may not fly now are greyed with the engine's reason (hover), told on a tap.
          const unavailable = wingedVictory.view(match.state, seat).unavailable;
          // Folded under "Not now" (the few that make sense come first): a tap opens them.
          await page
            .locator('.wv-move-family[data-family="unavailable"] .wv-family-toggle')
            .click();
          const greyed = page.locator(".wv-move.unavailable");
          expect(await greyed.count()).toBe(unavailable.length);
          expect(unavailable.length).toBeGreaterThan(0);
          for (const [k, u] of unavailable.entries()) {
            expect(await greyed.nth(k).getAttribute("data-unavailable")).toBe(u.name);
            expect(await greyed.nth(k).getAttribute("title")).toBe(u.reason);
            expect(await greyed.nth(k).getByRole("button", { name: "Fly" }).isDisabled()).toBe(
              true,
            );
          }
          await greyed.first().locator("th button").click();
          expect(await greyed.first().locator(".wv-why").innerText()).toContain(
            unavailable[0].reason,
          );
        }
        const plane = engine?.action.type === "move" ? engine.action.plane : "";
        await step(seat, { type: "move", plane, move: name }, () =>
          row.getByRole("button", { name: "Fly" }).click(),
        );
        checked++;
      } else if (await page.getByRole("button", { name: /Hold fire/ }).count()) {
        await step(seat, { type: "hold" }, () =>
          page.getByRole("button", { name: /Hold fire/ }).click(),
        );
      } else {
        break;
      }
    }
    expect(checked).toBe(2);
    expect(done.length).toBeGreaterThanOrEqual(4);
    await seatShown(page);
    await page.locator(".wv-dash").first().waitFor();
    // The board: the scale's band lines, the grid, the storm, the cumulus, the sun, a plane.
    expect(await page.locator(".wv-band-line").count()).toBe(2);
    expect(await page.locator(".wv-storm").count()).toBe(1);
    expect(await page.locator(".wv-cumulus").count()).toBe(1);
    expect(await page.locator(".wv-sun").count()).toBe(1);
    expect(await page.locator(".wv-plane").count()).toBeGreaterThan(0);
    // Each plane stands on its counter, as at the table.
    expect(await page.locator(".wv-plane .wv-counter").count()).toBe(
      await page.locator(".wv-plane").count(),
    );
    // Each dashboard marks the drag at its plane's speed in its band.
    expect(await page.locator(".wv-dash .wv-drag-row .now").count()).toBeGreaterThan(0);
    await page.getByLabel("MegaHexes").check();
    await page.locator(".wv-mega").waitFor();
    // The log names each roll's purpose.
    expect(await page.locator(".log li").count()).toBeGreaterThan(0);
    await shot(page, "wv-hotseat");
    expect(errors).toEqual([]);
  }, 180000);

  it("offers a shot with its die colour and modifiers, and logs the roll with its purpose", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "turning-fight" },
      dice: { mode: "seeded", seed: SEED },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/hotseat/${links.seats.allies}/${links.seats.germans}`);
    let fired = false;
    for (let i = 0; i < 30; i++) {
      await seatShown(page);
      await page.locator(".wv-throttle, .wv-move, .wv-shots, .wv-actions button").first().waitFor();
      const lines = await page.locator(".log li").count();
      const shotRow = page.locator(".wv-shot").first();
      if (await page.locator(".wv-throttle").count()) {
        await page.locator(".wv-throttle").first().getByRole("button").last().click();
      } else if (await page.locator(".wv-move").count()) {
        await page
          .locator('.wv-move[data-move="level"]')
          .getByRole("button", { name: "Fly" })
          .click();
      } else if (!fired && (await shotRow.count())) {
        // The tailing S.E.5a's shot: its die colour from the base die, a step for the rear aspect.
        expect(await shotRow.innerText()).toMatch(
          /A1 \(pilot\) at G1, range 2: +red \(from orange\)/,
        );
        expect(await shotRow.innerText()).toMatch(/rear aspect \+1/);
        expect(await shotRow.locator(".die-red").count()).toBe(1);
        // On the board: the target ringed in the die's colour, the modifiers that made it told.
        const ring = page.locator('.wv-shot-target[data-target="G1"]');
        expect(await ring.getAttribute("data-die")).toBe("red");
        // The target's name keeps a halo that reads over its ring.
        const label = page.locator('.wv-plane[data-plane="G1"] .wv-plane-label');
        expect(await label.evaluate((e) => getComputedStyle(e).paintOrder)).toMatch(/^stroke/);
        expect(await ring.locator("circle").getAttribute("stroke")).toBe("#dd2222");
        const told = await ring.locator("title").textContent();
        expect(told).toMatch(/A1 \(pilot\), range 2: red die \(from orange\)/);
        expect(told).toMatch(/rear aspect \+1/);
        expect(await page.locator(".wv-shot-line").count()).toBe(
          await page.locator(".wv-shot").count(),
        );
        await shot(page, "wv-shot");
        await shotRow.getByRole("button", { name: "Short burst" }).click();
        fired = true;
      } else if (await page.getByRole("button", { name: /Hold fire/ }).count()) {
        await page.getByRole("button", { name: /Hold fire/ }).click();
        if (fired) break;
      } else break;
      await page.waitForFunction(
        (n) =>
          document.querySelector(".handover") !== null ||
          document.querySelectorAll(".log li").length > n,
        lines,
      );
    }
    expect(fired).toBe(true);
    await seatShown(page);
    // Once both sides are in, the shot is rolled: the log names the roll's purpose.
    await page.locator(".log .purpose").first().waitFor();
    expect(await page.locator(".log .purpose").first().innerText()).not.toBe("");
    // The shot's roll shows its face in the die's colour.
    expect(await page.locator(".log .wv-roll-face.die-red").count()).toBeGreaterThan(0);
    // The face it came up on: the result (– a miss, ✸ destroyed) as the log line reads it.
    const roll = page
      .locator(".log .wv-roll")
      .filter({ has: page.locator(".wv-roll-face.die-red") })
      .first();
    const label = (await roll.locator(".result").innerText()).replace(/^\W+/, "");
    const face = roll.locator(".wv-roll-face");
    expect(await face.getAttribute("data-face")).toBe(label);
    const top = label.startsWith("miss") ? "–" : label.startsWith("destroyed") ? "✸" : label[0];
    expect((await face.innerText()).split("\n")[0]).toBe(top);
    // The hit Fokker's leak on its dashboard, counted in words that read right.
    const dashes = await page.locator(".wv-dashes").innerText();
    expect(dashes).toMatch(/leaking \(\d+ turns?\)/);
    expect(dashes).not.toMatch(/\b1 turns\b/);
    await shot(page, "wv-fire-log");
    expect(errors).toEqual([]);
  }, 120000);

  it("starts a hot-seat game from its set-up page", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/wv/new`);
    await page.getByLabel("Scenario").selectOption("head-on");
    await page.getByLabel(/hot-seat/).check();
    await page.getByRole("button", { name: "Start" }).click();
    await page.getByRole("heading", { name: /Pass the screen to the Allies player/ }).waitFor();
    expect(await page.locator(".wv-board").count()).toBe(0);
    await page.getByRole("button", { name: /show my side/ }).click();
    await page.locator(".wv-board").waitFor();
    expect(await page.locator(".wv-throttle").count()).toBe(1);
    // The rules as Sortie plays them, one link away.
    await page.locator(".wv-head").getByRole("link", { name: "Rules" }).click();
    await page.locator(".rules-text h1", { hasText: "Winged Victory" }).waitFor();
    expect(await page.locator(".rules-toc li").count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  }, 60000);

  it("draws a board file's mats at their own width", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "head-on", board: { matWidth: 30 } },
      dice: { mode: "seeded", seed: SEED },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.allies}`);
    await page.locator(".wv-board").waitFor();
    // Three mats of 30 Hexes, 16 units a Hex (and half a Hex either side).
    const box = (await page.locator(".wv-board").getAttribute("viewBox"))?.split(" ");
    expect(Number(box?.[2])).toBe((3 * 30 + 1) * 16);
    // The edges between mats A and B, and B and C (the scale takes 34 units on the left).
    expect(await page.locator(".wv-mat-edge").first().getAttribute("x1")).toBe(
      String(34 + 30 * 16),
    );
    expect(await page.locator(".wv-mat-edge").nth(1).getAttribute("x1")).toBe(String(34 + 60 * 16));
    // Each mat named at both ends and in the middle (in sight wherever the board is scrolled).
    for (const m of ["A", "B", "C"])
      expect(await page.locator(".wv-mat-name", { hasText: `mat ${m}` }).count()).toBe(3);
    expect(errors).toEqual([]);
  }, 60000);

  it("shows a plane standing on its airfield", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "balloon-scramble" },
      dice: { mode: "seeded", seed: SEED },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.germans}`);
    const dash = page.locator('.wv-dash[data-dashboard="G1"]');
    await dash.waitFor();
    expect(await dash.innerText()).toContain("level 0");
    expect(await dash.innerText()).toContain("on its airfield");
    expect(await page.locator('.wv-plane[data-plane="G1"] title').textContent()).toContain(
      "on its airfield",
    );
    expect(errors).toEqual([]);
  }, 60000);

  it("shows the outcome of a fight played to its end, each mission's result, and exports it", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "mission", missions: { allies: "patrol", germans: "cap" } },
      dice: { mode: "seeded", seed: SEED },
    });
    await playOut(server.url, links.seats);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.germans}`);
    await page.locator(".game-over").waitFor();
    expect(await page.locator(".game-over").innerText()).toMatch(
      /^(A draw|Allied victory|German victory), \d+–\d+ in VP/,
    );
    expect(await page.getByText("The fight is over.").count()).toBe(1);
    // Each mission's result, as the outcome counts it.
    const summary = await page.locator(".game-over").innerText();
    for (const [side, name] of [
      ["allies", "Allies"],
      ["germans", "Germans"],
    ]) {
      const done = new RegExp(`${name} (accomplished|failed)`).exec(summary)?.[1];
      expect(await page.locator(`.wv-end li[data-side="${side}"]`).innerText()).toContain(
        done === "accomplished" ? "✓ accomplished" : "✗ failed",
      );
    }
    // The fight exports as a Sortie log from its end.
    const href = (await page
      .getByRole("link", { name: "Export the fight" })
      .getAttribute("href")) as string;
    expect(href).toBe(`/api/t/${links.seats.germans}/export`);
    const file = await (await fetch(server.url + href)).json();
    expect(file.system).toBe("winged-victory");
    expect(file.entries.length).toBeGreaterThan(0);
    await shot(page, "wv-end");
    expect(errors).toEqual([]);
  }, 120000);

  it("shows a seat's board and one dashboard at a time on a phone, without sideways scrolling", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      // This seed's mission: balloon busting, a balloon the Allies' own, west of the front line.
      options: { scenario: "mission", year: 1917 },
      dice: { mode: "seeded", seed: 6 },
    });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.allies}`);
    await page.locator(".wv-board").waitFor();
    await page.locator(".wv-dash").first().waitFor();
    expect(await page.locator(".wv-target ellipse").count()).toBe(1);
    expect(await page.locator(".wv-dash:visible").count()).toBe(1);
    const tabs = page.getByRole("tab");
    if ((await tabs.count()) > 1) {
      await tabs.nth(1).click();
      expect(await page.locator(".wv-dash:visible").count()).toBe(1);
    }
    expect(await overflow(page)).toBe(0);
    // The step of the turn in words.
    expect(await page.locator(".wv-head").innerText()).toMatch(/Turn 1 of \d+ · throttles ·/);
    await shot(page, "wv-phone");
    // A throttle picked stays on the page among the side's orders, and can be picked again.
    await page.locator('.wv-throttle[data-plane="A1"]').getByRole("button").last().click();
    await page.locator(".wv-orders li", { hasText: /A1: throttle/ }).waitFor();
    expect(await overflow(page)).toBe(0);
    await page.getByRole("button", { name: "Start again" }).click();
    await page.locator('.wv-throttle[data-plane="A1"]').waitFor();
    // Both set: the orders go in, and can be taken back whole while the other side still chooses.
    const both = async () => {
      for (const plane of ["A1", "A2"])
        await page
          .locator(`.wv-throttle[data-plane="${plane}"]`)
          .getByRole("button")
          .last()
          .click();
    };
    await both();
    await page.getByRole("button", { name: "Take back that step" }).click();
    await page.locator('.wv-throttle[data-plane="A2"]').waitFor();
    expect(await page.locator('.wv-throttle[data-plane="A1"]').count()).toBe(1);
    // Both sides' throttles in (the Germans' through the API): the manoeuvres fit the phone too.
    await both();
    const germans = links.seats.germans;
    for (let i = 0; i < 10; i++) {
      const g = await view(server.url, germans);
      const a = (g.view.actions as { type: string }[]).find((x) => x.type === "throttle");
      if (!a) break;
      await post(server.url, `/api/t/${germans}/actions`, { seq: g.seq, action: a });
    }
    await page.locator(".wv-move").first().waitFor();
    expect(await overflow(page)).toBe(0);
    await shot(page, "wv-phone-moves");
    expect(errors).toEqual([]);
  }, 60000);
});
