/** Winged Victory hot-seat steps the browser tests share: opening a game on one screen, handing it over. */
import type { Browser, Page } from "playwright-core";
import { watchErrors } from "./browser.js";
import { create, type Links } from "./helpers.js";

/** The hand-over screen's heading, naming the side the screen passes to. */
export const handOverTo = (page: Page, side: string) =>
  page.getByRole("heading", { name: `Pass the screen to the ${side} player` });

/** Waits for the hand-over to `side` ("Allies", "Germans"), shows that side's screen and waits for its table. */
export async function showSide(page: Page, side: string): Promise<void> {
  await handOverTo(page, side).waitFor();
  await page.getByRole("button", { name: /show my side/ }).click();
  await page.locator(`.wv-table[data-seat="${side.toLowerCase()}"]`).waitFor();
}

/** A seeded game of `scenario` opened hot-seat on a new 1280×900 page, with its links and the page's errors. */
export async function openHotSeat(
  browser: Browser,
  url: string,
  scenario: string,
  seed: number,
): Promise<{ page: Page; errors: string[]; links: Links }> {
  const { links } = await create(url, {
    system: "winged-victory",
    options: { scenario },
    dice: { mode: "seeded", seed },
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${url}/wv/hotseat/${links.seats.allies}/${links.seats.germans}`);
  return { page, errors, links };
}
