/**
 * End screens and logs: the Hawks end screen (victory points line by line,
 * every chit, export, new game, rematch), Malta Convoy's end against the
 * advisor, the convoy log's turn numbers after a take-back, rolls asked for
 * without an HTTP error, the texts, a club campaign's links per side, and
 * printing the set-up sheet alone.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blankAircraft } from "../src/games/wings-over-malta/state.js";
import { SHIPS } from "../src/games/wings-over-malta/victory.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { create, hold, open, playOut, post, SIZES, view } from "./helpers.js";

describe.skipIf(browserMissing)("end screens and logs", () => {
  let browser: Browser;
  let server: RunningServer;
  // One finished game of each kind, shared by both screen sizes.
  let hawks: Awaited<ReturnType<typeof create>>;
  let convoy: Awaited<ReturnType<typeof create>>;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-end-e2e-")));
    hawks = await create(server.url, {
      system: "hawks-over-malta",
      options: { scenario: 1 },
      dice: { mode: "seeded", seed: 21 },
    });
    await playOut(server.url, hawks.links.seats);
    convoy = await create(server.url, {
      system: "malta-convoy",
      dice: { mode: "seeded", seed: 4 },
    });
    await playOut(server.url, convoy.links.seats);
  }, 120000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A step of a campaign on typed-in dice, each roll it asks for answered by `answer`. */
  async function step(token: string, action: unknown, answer: (purpose: string) => number) {
    const given: number[] = [];
    for (let i = 0; i < 200; i++) {
      const g = await view(server.url, token);
      const r = await post<{ need?: { purpose: string }; error?: string }>(
        server.url,
        `/api/t/${token}/actions?ask=1`,
        { seq: g.seq, action, rolls: given },
      );
      if (r.json.need) given.push(answer(r.json.need.purpose));
      else if (r.status !== 200) throw new Error(`${r.status}: ${r.json.error}`);
      else return;
    }
  }

  const sum = (xs: string[]) => xs.reduce((n, x) => n + Number(x.replace("−", "-")), 0);

  async function breakdown(page: Page) {
    return page
      .locator(".vp-breakdown tr")
      .evaluateAll((rows) =>
        rows.map((r) => [...r.children].map((c) => c.textContent?.trim() ?? "")),
      );
  }

  for (const size of SIZES) {
    it(`ends a Hawks game with the points line by line, every chit shown, export, new game and rematch (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      const { axis, british } = hawks.links.seats;
      await hold(page, server.url, {
        gameId: hawks.game.id,
        system: "hawks-over-malta",
        links: hawks.links,
        mode: "hotseat",
        plays: ["axis", "british"],
        open: `/hotseat/${axis}/${british}`,
      });
      await page.goto(`${server.url}/hotseat/${axis}/${british}`);
      const end = page.locator(".game-over");
      await end.waitFor();
      expect(await end.locator("h2").innerText()).toMatch(
        /(Axis|RAF) victory, \d+–\d+ in victory points/,
      );
      const rows = await breakdown(page);
      const final = (await view(server.url, axis)) as unknown as {
        view: { vp: Record<string, number> };
      };
      for (const [side, name] of [
        ["axis", "Axis"],
        ["british", "RAF"],
      ] as const) {
        const lines = rows.filter((r) => r.length === 3 && r[0] === name).map((r) => r[2]);
        expect(lines.length).toBeGreaterThan(0);
        expect(sum(lines)).toBe(final.view.vp[side]);
        expect(rows.find((r) => r[0] === `${name} total`)?.[1]).toBe(String(final.view.vp[side]));
      }
      const chits = await page.locator(".chits-revealed li strong").allInnerTexts();
      expect(chits.length).toBeGreaterThan(0);
      expect(chits.every((c) => /^(ACE|GREEN|LUCKY|NONE)$/.test(c))).toBe(true);
      expect(await page.getByRole("link", { name: "Export the game" }).getAttribute("href")).toBe(
        `/api/t/${axis}/export`,
      );
      await shot(page, `hawks-end-screen-${size.name}`);

      // The owner's link, which sees no side's chits in play, sees them all at the end.
      await page.goto(`${server.url}/g/${hawks.links.owner}`);
      await end.waitFor();
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll(".chits-revealed li strong")].every((e) =>
            /^(ACE|GREEN|LUCKY|NONE)$/.test(e.textContent ?? ""),
          ),
        null,
        { timeout: 10000 },
      );

      // A rematch: the same scenario, hot-seat again, a new game.
      await page.goto(`${server.url}/hotseat/${axis}/${british}`);
      await end.waitFor();
      await page.getByRole("button", { name: "Rematch" }).click();
      await page
        .getByRole("heading", { name: /Pass the screen to the Regia Aeronautica player/ })
        .waitFor();
      expect(page.url()).not.toContain(axis);
      await page.getByRole("button", { name: /show my side/ }).click();
      await page.getByText(/Faith, Hope and Charity — turn 1 of 12/).waitFor();
      await page.goBack();
      await page.goBack();
      await end.waitFor();
      await page.getByRole("link", { name: "New game" }).click();
      await page.getByLabel("Scenario").waitFor();
      expect(errors).toEqual([]);
      await close();
    }, 90000);

    it(`ends a convoy against the advisor's expected score and the simulated spread, bullets in their box (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      await page.goto(`${server.url}/g/${convoy.links.seats.player}`);
      await page.locator(".final-score").waitFor();
      const outlook = page.getByRole("region", { name: "Against the advisor" });
      await outlook.locator(".expected-score").waitFor({ timeout: 30000 });
      expect(Number(await outlook.locator(".expected-score").innerText())).toBeGreaterThan(0);
      const told = await outlook.innerText();
      // What the choices were expected to score, apart from what the dice gave or took.
      expect(told).toMatch(/Your choices/);
      expect(told).toMatch(/The dice (gave|took) [\d.]+ points? against that expectation/);
      expect(told).toMatch(
        /sailed again 20,000 times the advisor's way: your score beats \d+% of those voyages/,
      );
      expect(await outlook.getByRole("img").getAttribute("aria-label")).toMatch(/advisor's mean/);
      const inside = await page.evaluate(() => {
        const ul = document.querySelector(".game-over ul.last-turn");
        const li = ul?.querySelector("li");
        if (!ul || !li) return null;
        return li.getBoundingClientRect().left - ul.getBoundingClientRect().left;
      });
      if (inside !== null) expect(inside).toBeGreaterThanOrEqual(14);
      await shot(page, `convoy-end-outlook-${size.name}`);
      // The rules stay a click away on a finished game, and for the owner watching.
      expect(await page.locator(".convoy .rules-link").getAttribute("href")).toBe(
        "/rules/malta-convoy",
      );
      await page.goto(`${server.url}/g/${convoy.links.owner}`);
      await page.locator(".convoy .rules-link").waitFor();
      expect(errors).toEqual([]);
      await close();
    }, 60000);

    it(`numbers the convoy log by the game's turn after a take-back, and asks for rolls without an HTTP error (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      await page.goto(server.url);
      await page.getByRole("button", { name: "New game, my own dice" }).click();
      for (const v of [3, 4, 5, 2, 3, 2, 2, 4, 2]) {
        const input = page.locator("#die-value");
        await input.fill(String(v));
        await input.press("Enter");
        await page.waitForTimeout(60);
      }
      await page.locator(".sheet").waitFor();
      const next = async () => {
        const moved = page.waitForResponse((r) => r.url().includes("/actions"));
        await page.getByRole("button", { name: /^Next turn/ }).click();
        await moved;
      };
      await next();
      await next();
      await page.locator(".log li", { hasText: "Turn 2:" }).waitFor();
      await page.getByRole("button", { name: "Take back last turn" }).click();
      await page.locator(".log li", { hasText: "Turn 2:" }).waitFor({ state: "detached" });
      await next();
      await page.locator(".log li", { hasText: "Turn 2:" }).waitFor();
      // Turn 3 asks for the contact roll.
      await page.getByRole("button", { name: /^Next turn/ }).click();
      await page.getByLabel(/Roll a d6 — contact/).fill("2");
      await page.getByLabel(/Roll a d6 — contact/).press("Enter");
      await page.locator(".log li", { hasText: "Turn 3:" }).waitFor();
      const turns = await page.locator(".log > li > strong").allInnerTexts();
      expect(turns.slice(0, 3).map((t) => t.split(":")[0])).toEqual(["Turn 3", "Turn 2", "Turn 1"]);
      expect(errors).toEqual([]);
      await close();
    }, 60000);

    it(`writes its texts plainly: "an aircraft carrier", signed points, whole period headings (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      // A convoy on typed-in dice whose carriers are damaged twice.
      const answer = (purpose: string) =>
        purpose === "contact"
          ? 6
          : /which type/.test(purpose)
            ? 4
            : /size/.test(purpose)
              ? 6
              : /^interception/.test(purpose)
                ? 6
                : /target/.test(purpose)
                  ? 3
                  : /^attack/.test(purpose)
                    ? 3
                    : /second damage/.test(purpose)
                      ? 5
                      : /covering force/.test(purpose)
                        ? 1
                        : 2;
      type Created = { links: { seats: Record<string, string> }; need?: { purpose: string } };
      const rolls: number[] = [];
      let created: Created | null = null;
      for (let i = 0; i < 40 && !created; i++) {
        const r = await post<Created>(server.url, "/api/games?ask=1", {
          system: "malta-convoy",
          dice: { mode: "manual" },
          rolls,
        });
        if (r.json.need) rolls.push(answer(r.json.need.purpose));
        else created = r.json;
      }
      if (!created) throw new Error("no convoy");
      const token = created.links.seats.player;
      for (let turn = 0; turn < 3; turn++) {
        const given: number[] = [];
        for (let i = 0; i < 60; i++) {
          const g = await view(server.url, token);
          const r = await post<{ need?: { purpose: string }; seq?: number }>(
            server.url,
            `/api/t/${token}/actions?ask=1`,
            { seq: g.seq, action: { type: "turn", option: null }, rolls: given },
          );
          if (r.json.need) given.push(answer(r.json.need.purpose));
          else break;
        }
      }
      await page.goto(`${server.url}/g/${token}`);
      await page
        .locator(".log")
        .getByText(/second damage on an aircraft carrier/)
        .first()
        .waitFor();
      expect(await page.locator("body").innerText()).not.toMatch(/\ba aircraft\b|\ba oil\b/);

      // Wings over Malta: the period headings say where they run; points carry a true minus.
      await page.goto(`${server.url}/wom/new`);
      await page.getByLabel("Campaign name").fill("Texts");
      await page.getByRole("button", { name: "Start the campaign" }).click();
      await page.locator(".wom-period h3").first().waitFor();
      const headings = await page.locator(".wom-period h3").allInnerTexts();
      expect(headings).toEqual([
        "Early period · missions 1–12, from June 1940",
        "Later period · missions 13–24, to November 1942",
      ]);
      await page.getByRole("button", { name: "Roll the mission" }).click();
      await page.getByRole("button", { name: "Confirm the crews" }).click();
      await page.getByLabel("Shot down").first().check();
      const lines = await page.locator(".wom-preview li").allInnerTexts();
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(l).toMatch(/^(British|Axis) [+−]\d+ for \S/);
      expect(lines.join("\n")).not.toMatch(/-\d/);
      expect(errors).toEqual([]);
      await close();
    }, 60000);

    it(`draws medals and ribbons in SVG, not emoji (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      const c = await create(server.url, {
        system: "wings-over-malta",
        options: { title: "Medals" },
        dice: { mode: "manual" },
      });
      const { axis, british } = c.links.seats;
      // Every airman flies a spectacular mission, gets home, and wins his medal.
      const answer = (p: string) =>
        /^Medal/.test(p) ? 6 : /^Get Home/.test(p) ? 90 : /^Old war wound/.test(p) ? 6 : 1;
      await step(axis, { type: "roll-mission" }, answer);
      // Each side confirms its own crews, and enters its own planes' results.
      await step(axis, { type: "ready" }, answer);
      await step(british, { type: "ready" }, answer);
      type V = {
        view: {
          mission: {
            scenario: string;
            attacker: string;
            crews: Record<string, { pilot: string }[]>;
          };
        };
      };
      const m = ((await view(server.url, axis)) as unknown as V).view.mission;
      const ships = SHIPS[m.scenario as keyof typeof SHIPS];
      const targets = {
        ...(m.scenario === "strafe" ? { boatDamage: 0 } : {}),
        ...(m.scenario === "airfield" ? { hangarDamage: 0, otherDamage: 0 } : {}),
        ...(ships ? { ships: ships.map(() => ({ damage: 0, sunk: false })) } : {}),
      };
      for (const [side, token] of [
        ["axis", axis],
        ["british", british],
      ]) {
        const report = {
          aircraft: m.crews[side].map((x) => ({ ...blankAircraft(x.pilot), spectacular: true })),
          ...(side === m.attacker ? targets : {}),
        };
        await step(token, { type: "report", report }, answer);
      }
      await page.goto(`${server.url}/wom/${axis}/${british}`);
      const roster = page.getByRole("region", { name: "Axis roster" });
      const medals = roster.locator(".medals").first();
      await medals.waitFor();
      expect(await medals.locator("svg").count()).toBeGreaterThan(0);
      expect(await medals.getAttribute("aria-label")).toMatch(/Medaglia|Iron Cross/);
      expect(await page.locator("body").innerText()).not.toMatch(/\u{1F396}|\u{1F3C5}/u);
      await roster.screenshot({
        path: join("artifacts", "screenshots", `wom-medals-${size.name}.png`),
      });
      expect(errors).toEqual([]);
      await close();
    }, 60000);

    it(`gives a club campaign one link per side, each side confirming its own crews and reporting its own planes, and prints the set-up sheet alone (${size.name})`, async () => {
      const { page, errors, close } = await open(browser, size);
      await page.goto(`${server.url}/wom/new`);
      await page.getByLabel("Campaign name").fill("Club links");
      await page.getByLabel(/One link per side/).check();
      await page.getByRole("button", { name: "Start the campaign" }).click();
      const links = page.getByRole("region", { name: "Links" });
      await links.waitFor();
      const british = await links.getByLabel("British", { exact: true }).inputValue();
      const axis = await links.getByLabel("Axis", { exact: true }).inputValue();
      expect(british).not.toBe(axis);
      const watch = await links.getByLabel(/Watch/).inputValue();
      await shot(page, `wom-club-links-${size.name}`);
      // The owner's link watches: it offers no side's steps.
      await page.goto(watch);
      await page.getByText("You are watching with the owner's link").waitFor();
      expect(await page.getByRole("button", { name: "Roll the mission" }).isDisabled()).toBe(true);
      // The British link takes the British side's steps only.
      await page.goto(british);
      await page.getByRole("heading", { name: "Club links" }).waitFor();
      await page.getByText("Enlist a replacement for the British").waitFor();
      expect(await page.getByText("Enlist a replacement for the Axis").count()).toBe(0);

      await page.getByRole("button", { name: "Roll the mission" }).click();
      // Each side confirms its own crews: the British page waits for the Axis.
      await page.getByRole("button", { name: "Confirm the British crews" }).click();
      await page.getByText("Waiting for the Axis to confirm their crews.").waitFor();
      expect(await page.getByRole("button", { name: /Confirm the Axis crews/ }).count()).toBe(0);
      await page.goto(axis);
      await page.getByRole("heading", { name: "Who flies" }).waitFor();
      await page.getByRole("button", { name: "Confirm the Axis crews" }).click();
      await page.getByRole("article", { name: "Set-up sheet" }).waitFor();
      // The Axis page reports the Axis planes only, and waits for the British part.
      const form = page.getByRole("form", { name: "After-action report" });
      expect(await form.locator("fieldset.wom-aircraft.british").count()).toBe(0);
      expect(await form.locator("fieldset.wom-aircraft.axis").count()).toBeGreaterThan(0);
      await page.getByText("Waiting for the British to enter their after-action report.").waitFor();
      await page.emulateMedia({ media: "print" });
      await page.evaluate(() => {
        const w = window as unknown as { printed?: Record<string, string>; print: () => void };
        w.print = () => {
          const shown = (sel: string) => {
            const el = document.querySelector(sel);
            return el ? (el.getClientRects().length > 0 ? "shown" : "none") : "absent";
          };
          w.printed = {
            sheet: shown(".wom-sheet"),
            roster: shown(".wom-roster"),
            track: shown(".wom-track"),
            head: shown(".wom-head"),
            top: shown(".top"),
          };
        };
      });
      await page
        .locator(".wom-sheet button", { hasText: "Print the sheet" })
        .dispatchEvent("click");
      const printed = await page.evaluate(
        () => (window as unknown as { printed?: Record<string, string> }).printed,
      );
      expect(printed?.sheet).toBe("shown");
      expect(printed?.roster).toBe("none");
      expect(printed?.track).toBe("none");
      expect(printed?.head).toBe("none");
      expect(printed?.top).toBe("none");
      // Afterwards the page prints whole again (the roster button).
      expect(await page.evaluate(() => document.body.className)).toBe("");
      await page.emulateMedia({ media: "screen" });
      expect(errors).toEqual([]);
      await close();
    }, 60000);
  }
});
