/** Browser-test support: Debian's Chromium driven by playwright-core (no browser download). */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { CHROMIUM } from "../bench/chromium.js";

export { CHROMIUM, launch } from "../bench/chromium.js";

/** Browser tests run where Chromium is installed; CI sets SORTIE_E2E=1 so that a missing browser fails instead. */
export const browserMissing = !existsSync(CHROMIUM) && process.env.SORTIE_E2E !== "1";

export const SHOTS = join(process.cwd(), "artifacts", "screenshots");

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Fails the test on any error the page throws. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}
