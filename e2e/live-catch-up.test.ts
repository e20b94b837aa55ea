/**
 * A page that missed a move catches up: its live socket is cut before the
 * other side moves, and reconnects only after. The socket's greeting names
 * the game's last entry, and the page, behind it, loads the game afresh.
 * (Before, such a page waited for ever: seen under load, where a socket
 * opened after the computer's answer.) And a click that raced the other
 * side's throttle, sent with the entry number the page last knew, still
 * stands: the other side's throttle left this side's choices as they were.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, post, view } from "./helpers.js";

describe.skipIf(browserMissing)("a page that missed a move", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-live-catch-up-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows it once its socket is back, with no reload by hand", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "turning-fight" },
      dice: { mode: "seeded", seed: 5 },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    // The first socket is held by the test: it reaches the server only if let through.
    let held: WebSocketRoute | null = null;
    let sockets = 0;
    await page.routeWebSocket(/\/live$/, (ws) => {
      sockets++;
      if (sockets === 1) held = ws;
      else ws.connectToServer();
    });
    await page.goto(`${server.url}/g/${links.seats.germans}`);
    await page.locator(".wv-throttle").first().waitFor();
    await expect.poll(() => sockets).toBe(1);
    const hidden = page.locator(".log li", {
      hasText: "Allies: sets a throttle or places flak (hidden)",
    });
    expect(await hidden.count()).toBe(0);

    // The Allies set a throttle while the page hears nothing.
    const allies = await view(server.url, links.seats.allies);
    const r = await post(server.url, `/api/t/${links.seats.allies}/actions`, {
      seq: allies.seq,
      action: allies.view.actions[0],
    });
    expect(r.status).toBe(200);
    await new Promise((done) => setTimeout(done, 500));
    expect(await hidden.count(), "the page has not heard").toBe(0);

    // The socket drops; the page opens another, and its greeting brings the page up to date.
    (held as WebSocketRoute | null)?.close();
    await hidden.waitFor({ timeout: 15000 });
    expect(sockets).toBe(2);
    await shot(page, "live-catch-up");
    expect(errors).toEqual([]);
  }, 60000);
  it("keeps a throttle set while the other side's came in unheard", async () => {
    const { links } = await create(server.url, {
      system: "winged-victory",
      options: { scenario: "turning-fight" },
      dice: { mode: "seeded", seed: 6 },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    // The page hears nothing live: its sockets never reach the server.
    await page.routeWebSocket(/\/live$/, () => {});
    await page.goto(`${server.url}/g/${links.seats.germans}`);
    const throttle = page.locator(".wv-throttle").first();
    await throttle.waitFor();

    const allies = await view(server.url, links.seats.allies);
    const r = await post(server.url, `/api/t/${links.seats.allies}/actions`, {
      seq: allies.seq,
      action: allies.view.actions[0],
    });
    expect(r.status).toBe(200);

    // Sent with the page's old entry number, the click is refused as stale, then stands.
    let stale = 0;
    page.on("response", (res) => {
      if (res.url().includes("/actions") && res.status() === 409) stale++;
    });
    await throttle.getByRole("button").last().click();
    await page.locator('.wv-table[data-phase="move"]').waitFor({ timeout: 15000 });
    expect(stale).toBe(1);
    expect(await page.getByText("The game moved on elsewhere").count()).toBe(0);
    // The Allies' throttle, named once the step is over to a side that sees the plane (hidden otherwise).
    await page
      .locator(".log li", {
        hasText: /Allies: (\w+ sets its throttle to \d+|sets a throttle or places flak \(hidden\))/,
      })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  }, 60000);
});
