/**
 * Winged Victory's manoeuvre choices beyond the plain move: a Time Freezing
 * called part-way through a manoeuvre where the rules open one, and a loaded
 * bomber jettisoning its bombs before it flies.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveLabel } from "../src/games/winged-victory/flight/move-label.js";
import type { WvAction } from "../src/games/winged-victory/game/state.js";
import type { WvView } from "../src/games/winged-victory/view/view.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, type Links, overflow, post, view } from "./helpers.js";

const wv = async (base: string, token: string) => {
  const g = await view(base, token);
  return { seq: g.seq, view: g.view as unknown as WvView };
};

/** Through the API: takes steps (the first legal one) until a seat is to fly a manoeuvre; answers that seat. */
async function untilMove(base: string, links: Links) {
  for (let i = 0; i < 60; i++) {
    for (const seat of ["allies", "germans"]) {
      const g = await wv(base, links.seats[seat]);
      if (g.view.moves.length > 0) return seat;
      const a = g.view.actions[0];
      if (!a) continue;
      const r = await post(base, `/api/t/${links.seats[seat]}/actions`, { seq: g.seq, action: a });
      expect(r.status).toBe(200);
    }
  }
  throw new Error("no manoeuvre came up");
}

/** Opens every folded family of manoeuvres (the few that make sense now come first, the rest folded). */
async function openFamilies(page: Page) {
  await page.locator(".wv-moves").waitFor();
  const folded = page.locator('.wv-family-toggle[aria-expanded="false"]');
  for (let n = await folded.count(); n > 0; n = await folded.count()) await folded.first().click();
}

describe.skipIf(browserMissing)("Winged Victory's manoeuvre choices", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-wv-moves-e2e-")));
  }, 60000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("calls a Time Freezing part-way through a manoeuvre", async () => {
    // The head-on planes start engaged, as in the text's Time Freezing example.
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "head-on" },
      dice: { mode: "seeded", seed: 7 },
    });
    const seat = await untilMove(server.url, links);
    const before = await wv(server.url, links.seats[seat]);
    const m = before.view.moves.find((x) => x.freezeAfter.length > 0);
    expect(m, "a manoeuvre that may call a Time Freezing").toBeDefined();
    const at = m?.freezeAfter[0] as number;
    // On a phone: the freeze column fits without sideways scrolling.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats[seat]}`);
    await openFamilies(page);
    const row = page.locator(`.wv-move[data-move="${m?.name}"]`);
    await row.waitFor();
    expect(await overflow(page)).toBe(0);
    // ... nor inside the manoeuvre table: its Fly buttons are on the screen.
    const box = await row.getByRole("button", { name: "Fly" }).boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    // ... and big enough to tap.
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(36);
    // One Time Freezing choice above the list, said in a sentence with its rule, for whichever manoeuvre is flown.
    await page.getByLabel("Time Freezing", { exact: true }).selectOption(String(at));
    expect(await page.locator(".wv-freeze-choice").innerText()).toMatch(/stop the clock part-way/);
    await row.locator("th button").first().click();
    expect(await row.locator(".wv-freeze-note").innerText()).toBe(
      `time freezes after ${at} Hex${at === 1 ? "" : "es"} of it`,
    );
    await shot(page, "wv-freeze");
    await row.getByRole("button", { name: "Fly" }).click();
    await page
      .locator(".log li", {
        hasText: `flies ${moveLabel(m?.name ?? "")}, calling a Time Freezing after ${at} Hex${at === 1 ? "" : "es"}`,
      })
      .waitFor();
    expect(errors).toEqual([]);
  }, 60000);

  it("says a one-Hex manoeuvre's path as 1 Hex, not 1 Hexes", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "head-on" },
      dice: { mode: "seeded", seed: 1 },
    });
    // Through the API: throttles shut and hard climbs, until the speed is so low a manoeuvre flies 1 Hex.
    let seat = "";
    for (let i = 0; i < 100 && !seat; i++) {
      for (const s of ["allies", "germans"]) {
        const g = await wv(server.url, links.seats[s]);
        if (g.view.moves.some((m) => m.hexes === 1)) {
          seat = s;
          break;
        }
        const acts = g.view.actions as WvAction[];
        const a =
          acts.find((x) => x.type === "move" && x.move.startsWith("climb-hard")) ??
          acts.find((x) => x.type === "throttle" && x.value === 0 && !x.freezeWithin) ??
          acts[0];
        if (!a) continue;
        await post(server.url, `/api/t/${links.seats[s]}/actions`, { seq: g.seq, action: a });
        break;
      }
    }
    expect(seat, "a seat with a 1-Hex manoeuvre").not.toBe("");
    const g = await wv(server.url, links.seats[seat]);
    const m = g.view.moves.find((x) => x.hexes === 1);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats[seat]}`);
    await openFamilies(page);
    const row = page.locator(`.wv-move[data-move="${m?.name}"]`);
    await row.locator("th button").first().click();
    expect(await page.locator(".wv-preview-note").innerText()).toContain(
      `1 Hex to level ${m?.level}, speed ${m?.speed} then ${m?.endSpeed}`,
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 60000);

  it("jettisons a loaded bomber's bombs before its manoeuvre", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "mission", missions: { allies: "bombing", germans: "cap" } },
      dice: { mode: "seeded", seed: 4 },
    });
    // The Allies' bomber's move: every other step is taken through the API.
    const bomberMoving = (v: WvView) => v.planes.find((p) => p.id === v.moving)?.loaded === true;
    let seat = "";
    for (let i = 0; i < 10 && seat !== "allies"; i++) {
      seat = await untilMove(server.url, links);
      const g = await wv(server.url, links.seats[seat]);
      if (seat === "allies" && bomberMoving(g.view)) break;
      const a = g.view.moves[0].action;
      await post(server.url, `/api/t/${links.seats[seat]}/actions`, { seq: g.seq, action: a });
      seat = "";
    }
    expect(seat).toBe("allies");
    const g = await wv(server.url, links.seats.allies);
    const bomber = g.view.moving as string;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/g/${links.seats.allies}`);
    await page.getByLabel("Jettison the bombs before this move").check();
    await page.locator('.wv-move[data-move="level"]').getByRole("button", { name: "Fly" }).click();
    await page
      .locator(".log li", { hasText: `${bomber} jettisons its bombs and flies level` })
      .waitFor();
    const after = await wv(server.url, links.seats.allies);
    expect(after.view.planes.find((p) => p.id === bomber)?.loaded).toBe(false);
    expect(errors).toEqual([]);
  }, 60000);
});
