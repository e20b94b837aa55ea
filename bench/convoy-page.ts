/**
 * `npm run bench -- convoy`, the page's part: how soon the advisor's
 * estimates show after a turn, in Chromium with the CPU slowed four times
 * (a slow phone), against the real server. The browser test drives the same
 * turns and checks the estimates come; the target is read here.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { startServerProcess } from "../src/server/child-server.js";
import { launch } from "./chromium.js";
import type { Figure } from "./server.js";

/** Target: the median turn's estimates shown within this many milliseconds. */
export const PAGE_TARGET_MS = 200;

async function nextTurn(page: Page) {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST"),
    page
      .getByRole("button", { name: /^Next turn/ })
      .first()
      .click(),
  ]);
}

/**
 * On a convoy page with its first estimates shown: turns played with the CPU
 * slowed four times, and for each (up to `want`), the milliseconds from the
 * next turn's heading to its estimates (a turn with one choice, or the end,
 * gives none).
 */
export async function estimateTimes(page: Page, want: number): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const times: number[] = [];
  try {
    for (let i = 0; i < 2 * want && times.length < want; i++) {
      const heading = await page.locator("#choices-h").innerText();
      // In the page: the moment the next turn's heading is shown, and the moment its estimates are.
      const timing = page.evaluate(
        (before) =>
          new Promise<number>((resolve) => {
            let shown = 0;
            const look = () => {
              const h = document.querySelector("#choices-h")?.textContent;
              if (!shown && h && h !== before) shown = performance.now();
              const e = document.querySelector(".estimate")?.textContent ?? "";
              const one = document.querySelectorAll(".actions li").length === 1;
              if (shown && (one || document.querySelector(".game-over"))) {
                observer.disconnect();
                resolve(-1);
              } else if (shown && e.includes("±")) {
                observer.disconnect();
                resolve(performance.now() - shown);
              }
            };
            const observer = new MutationObserver(look);
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              characterData: true,
            });
          }),
        heading,
      );
      await nextTurn(page);
      const ms = await timing;
      if (ms >= 0) times.push(ms);
      if ((await page.locator(".game-over").count()) > 0) break;
    }
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  }
  return times.sort((a, b) => a - b);
}

/** Opens a new convoy on the home page and waits for its first estimates. */
export async function newConvoy(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole("button", { name: "New game", exact: true }).click();
  await page.locator(".estimate", { hasText: "±" }).first().waitFor({ timeout: 30000 });
}

export const median = (sorted: number[]) => sorted[Math.floor((sorted.length - 1) / 2)];

/** The page's figure: a fresh server and browser, three new convoys of up to 8 timed turns each. */
export async function convoyPageFigures(): Promise<Figure[]> {
  const server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-bench-page-")));
  const browser = await launch();
  try {
    const times: number[] = [];
    for (let game = 0; game < 3; game++) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await newConvoy(page, server.url);
      times.push(...(await estimateTimes(page, 8)));
      await page.close();
    }
    times.sort((a, b) => a - b);
    const m = median(times);
    return [
      {
        what: `advisor's estimates on the page after a turn, Chromium with the CPU slowed 4×, ${times.length} turns`,
        figure: `median ${m.toFixed(0)} ms (${times[0].toFixed(0)}–${times[times.length - 1].toFixed(0)})`,
        target: `median under ${PAGE_TARGET_MS} ms`,
        ok: m < PAGE_TARGET_MS,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
