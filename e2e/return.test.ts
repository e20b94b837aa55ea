/**
 * Coming back to a game: the browser reopens each game the way it was played
 * (the seat against the computer, both seats hot-seat), never holds the
 * computer's link, says where each game stands; online set-up keeps every
 * game it starts, and a game the browser flies a side of reopens on that
 * side's link, never the owner's; a click that races the computer is no error.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { create, open, SIZES } from "./helpers.js";

describe.skipIf(browserMissing)("coming back to a game", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-return-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of SIZES) {
    it(`reopens a game against the computer in the player's seat and a hot-seat game at the hand-over (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      await page.goto(`${server.url}/hawks/new`);
      await page.getByLabel("I fly the RAF; the computer flies the Axis").check();
      await page.getByRole("button", { name: "Start" }).click();
      await page.getByRole("heading", { name: "You fly for the Royal Air Force" }).waitFor();
      // The computer's link never reaches the browser.
      const held = await page.evaluate(() =>
        JSON.parse(localStorage.getItem("sortie.links") ?? "[]"),
      );
      expect(Object.keys(held[0].links.seats)).toEqual(["british"]);

      await page.goto(`${server.url}/hawks/new`);
      await page.getByLabel(/hot-seat/).check();
      await page.getByRole("button", { name: "Start" }).click();
      await page.getByRole("heading", { name: /Pass the screen to the/ }).waitFor();

      await page.goto(server.url);
      const games = page.getByRole("region", { name: "Your games" });
      const vsComputer = games.locator("li", { hasText: "against the computer" });
      await vsComputer.waitFor();
      await vsComputer.getByText(/you fly the RAF against the computer · turn 1 of 12/).waitFor();
      const hotseat = games.locator("li", { hasText: "hot-seat" });
      await hotseat.getByText(/hot-seat · turn 1 of 12 · the Axis to move/).waitFor();
      expect(await games.innerText()).not.toMatch(/\d+ moves?\b/);
      await shot(page, `return-home-${size.name}`);

      await vsComputer.getByRole("link").click();
      await page.getByRole("heading", { name: "You fly for the Royal Air Force" }).waitFor();
      // The computer's chits stay face down.
      const axisChits = await page
        .locator(".planes tr", { has: page.locator(".token.axis") })
        .evaluateAll((rows) => rows.map((r) => r.children[5]?.textContent));
      expect(axisChits.length).toBeGreaterThan(0);
      expect(axisChits.every((c) => c === "?")).toBe(true);

      await page.goto(server.url);
      await games.locator("li", { hasText: "hot-seat" }).getByRole("link").click();
      await page
        .getByRole("heading", { name: /Pass the screen to the Regia Aeronautica player/ })
        .waitFor();
      expect(await page.locator(".hawks-board").count()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    }, 60000);

    it(`counts missions and turns in Your games, not entries (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      await page.goto(`${server.url}/wom/new`);
      await page.getByLabel("Campaign name").fill("Return club");
      await page.getByRole("button", { name: "Start the campaign" }).click();
      await page.getByRole("heading", { name: "Return club" }).waitFor();
      await page.goto(server.url);
      await page.getByRole("button", { name: "New game", exact: true }).click();
      await page.locator(".sheet").waitFor();
      await page.getByRole("button", { name: /^Next turn/ }).click();
      await page.locator(".log li", { hasText: "Turn 1:" }).waitFor();
      await page.goto(server.url);
      const games = page.getByRole("region", { name: "Your games" });
      const campaign = games.locator("li", { hasText: "Return club" });
      await campaign.waitFor();
      await campaign.getByText(/mission 1 of 24 · 0 flown/).waitFor();
      await games
        .locator("li", { hasText: "Malta Convoy" })
        .getByText(/turn 2 of \d+ · your turn/)
        .waitFor();
      expect(await games.innerText()).not.toMatch(/\d+ moves?\b/);
      // The campaign opens as the whole table, both sides' steps on this screen.
      await campaign.getByRole("link").click();
      await page.getByRole("heading", { name: "Return club" }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/wom\/[^/]+\/[^/]+$/);
      expect(errors).toEqual([]);
      await close();
    }, 60000);

    it(`keeps every online game it starts, with copy buttons; flying a side, plays its own link, not the owner's (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(`${server.url}/hawks/new`);
      await page
        .getByLabel("Online, for two other players: a link for each side (I watch)")
        .check();
      await page.getByRole("button", { name: "Start" }).click();
      const links = page.getByRole("region", { name: "Links" });
      await links.waitFor();
      // Starting again needs a deliberate step: the first game is not replaced unseen.
      expect(await page.getByRole("button", { name: "Start" }).count()).toBe(0);
      const axis = await links.getByLabel("Axis", { exact: true }).inputValue();
      await links.getByRole("button", { name: "Copy Axis link" }).click();
      await links.getByText("Copied.").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(axis);
      const watch = await links.getByLabel(/Watch/).inputValue();
      expect(watch).toMatch(/\/g\/[\w-]+$/);
      expect(watch).not.toBe(axis);
      await shot(page, `online-links-${size.name}`);
      // A second game, this browser flying the Axis: the RAF's link to send, its own, the owner's.
      await page.getByRole("button", { name: "Set up another game" }).click();
      await page.getByLabel("Online: I fly the Axis; the RAF's player gets a link").check();
      await page.getByRole("button", { name: "Start" }).click();
      await links.waitFor();
      const raf = await links.getByLabel("RAF", { exact: true }).inputValue();
      const mine = await links.getByLabel(/^Axis: your link/).inputValue();
      const owner = await links.getByLabel(/^Owner:/).inputValue();
      expect(new Set([raf, mine, owner, axis]).size).toBe(4);
      await shot(page, `online-links-flying-${size.name}`);
      const held = await page.evaluate(() =>
        JSON.parse(localStorage.getItem("sortie.links") ?? "[]"),
      );
      expect(held[0].plays).toEqual(["axis"]);
      expect(held[0].open).toBe(new URL(mine).pathname);
      // Opening the owner's link (to watch) does not make it the link this browser plays.
      await page.goto(owner);
      await page.getByRole("heading", { name: "Watching" }).waitFor();
      await page.goto(server.url);
      const games = page.getByRole("region", { name: "Your games" });
      await games.locator("li", { hasText: "watching with the owner's link" }).waitFor();
      const flying = games.locator("li", { hasText: "online, you play the Axis" });
      await flying.waitFor();
      expect(await games.locator("li", { hasText: "watching with the owner's link" }).count()).toBe(
        1,
      );
      await flying.getByRole("link").click();
      await page.getByRole("heading", { name: "You fly for the Regia Aeronautica" }).waitFor();
      expect(new URL(page.url()).pathname).toBe(new URL(mine).pathname);
      // The watch link opens the first game for the owner, who plays no side.
      await page.goto(watch);
      await page.getByRole("heading", { name: "Watching" }).waitFor();
      expect(errors).toEqual([]);
      await close();
    }, 60000);

    it(`holds the board while the computer moves, and a click that races it is no error (${size.name})`, async () => {
      const { page, close } = await open(browser, size);
      const { links, game } = await create(server.url, {
        system: "hawks-over-malta",
        options: { scenario: 1, computer: "british" },
        dice: { mode: "seeded", seed: 11 },
      });
      await page.goto(server.url);
      await page.evaluate(
        ([id, l]) =>
          localStorage.setItem(
            "sortie.links",
            JSON.stringify([
              {
                gameId: id,
                system: "hawks-over-malta",
                links: l,
                mode: "computer",
                plays: ["axis"],
                open: `/g/${l.seats.axis}`,
                savedAt: new Date().toISOString(),
              },
            ]),
          ),
        [game.id, links] as const,
      );
      // The first click races a computer move: the server refuses it as stale.
      let raced = false;
      await page.route("**/actions*", async (route) => {
        if (raced) return route.continue();
        raced = true;
        await route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ error: "the game has moved on", seq: 0 }),
        });
      });
      await page.goto(`${server.url}/g/${links.seats.axis}`);
      await page.locator(".hawks-board .target").first().click();
      await page.waitForTimeout(300);
      expect(raced).toBe(true);
      expect(await page.getByText(/moved on elsewhere/).count()).toBe(0);
      expect(await page.getByRole("alert").count()).toBe(0);
      // Its objectives placed, the Axis waits while the computer places the RAF's defences.
      let sawComputer = false;
      for (let i = 0; i < 30; i++) {
        const target = page.locator(".hawks-board .target").first();
        if (!(await target.count())) break;
        await target.click();
        await page.waitForTimeout(60);
      }
      for (let i = 0; i < 100 && !sawComputer; i++) {
        const text = await page.locator(".action-bar").innerText();
        if (/The computer is moving/.test(text)) {
          sawComputer = true;
          expect(await page.locator(".hawks-board .target").count()).toBe(0);
          expect(await page.locator(".action-bar button:not([disabled])").count()).toBe(0);
        } else if (/Order your planes/.test(text)) break;
        await page.waitForTimeout(10);
      }
      await page.locator(".what-now", { hasText: "Order your planes" }).waitFor({ timeout: 20000 });
      await close();
    }, 60000);
  }
});
