/**
 * Knights of the Air in a real browser, the owner's powers: no player may be
 * called Owner (the new-campaign page and the enrol form say so and send
 * nothing), and "Undo the last step" is offered only to a link the server
 * lets take the step back, with the reason beside it when it is greyed.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot } from "./browser.js";
import { open } from "./helpers.js";

const WC = "Wing Commander, The club";
const OWNER = "Watching the whole war";

/** Acts as another seat this browser holds (the owner's link too). */
async function as(page: Page, seat: string) {
  await page.getByLabel("You are").selectOption({ label: seat });
  const go = page.getByRole("button", { name: "Switch" });
  if (await go.isEnabled()) {
    const before = page.url();
    await go.click();
    await page.waitForURL((u) => u.href !== before);
  }
  if (seat === OWNER)
    await page.getByRole("region", { name: "Wing Commander" }).waitFor({ state: "detached" });
  else if (seat.startsWith("Wing"))
    await page.getByRole("region", { name: "Wing Commander" }).waitFor();
  else await page.getByRole("heading", { name: `${seat.split(" (")[0]}'s airmen` }).waitFor();
}

/** Waits until "Undo the last step" is offered (the page has loaded its log). */
const offered = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll("button")].find((b) => b.textContent === "Undo the last step")
        ?.disabled === false,
    undefined,
    { timeout: 5000 },
  );

async function register(page: Page, seat: string, airman: string, side: string) {
  await as(page, seat);
  await page.getByLabel("Airman's name").fill(airman);
  await page.getByRole("button", { name: "Register" }).click();
  await page
    .getByRole("region", { name: `${side} roster` })
    .getByText(airman)
    .waitFor();
}

describe.skipIf(browserMissing)("Knights of the Air: the owner's powers in the browser", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-kota-owner-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("refuses a player called Owner, and offers Undo only where the server takes the step back", async () => {
    const { page, errors, close } = await open(browser, { width: 1280, height: 800 });
    await page.goto(`${server.url}/kota/new`);
    const start = page.getByRole("button", { name: "Start the campaign" });
    // "Owner" is the owner's link: the page says so and sends nothing; Jim Owner is a name like any.
    await page.getByLabel("Player 1", { exact: true }).fill("Owner");
    await page.getByText(/"Owner" is kept for the campaign's owner/).waitFor();
    expect(await start.isDisabled()).toBe(true);
    await shot(page, "kota-new-owner-refused");
    await page.getByLabel("Player 1", { exact: true }).fill("Jim Owner");
    expect(await page.getByText(/is kept for the campaign's owner/).count()).toBe(0);
    await page.getByLabel("Player 2", { exact: true }).fill("Carl");
    await start.click();
    await page.getByRole("link", { name: "Open the campaign as the Wing Commander" }).click();
    const desk = page.getByRole("region", { name: "Wing Commander" });
    await desk.waitFor();
    const undo = page.getByRole("button", { name: "Undo the last step" });
    expect(await undo.isDisabled()).toBe(true);
    await page.getByText("Nothing to take back yet.").waitFor();

    // A player's own step: his link takes it back; another player's cannot, nor the owner's.
    await register(page, "Jim Owner (Allies)", "Albert Ball", "Allies");
    await offered(page);
    await as(page, "Carl (Central Powers)");
    await page
      .getByText("The last step was taken by Jim Owner (Allies): only that link takes it back.")
      .waitFor();
    expect(await undo.isDisabled()).toBe(true);
    await shot(page, "kota-undo-not-yours");
    await as(page, OWNER);
    await page.getByText(/The owner's link watches: a step is taken back with the link/).waitFor();
    expect(await undo.isDisabled()).toBe(true);
    await as(page, "Jim Owner (Allies)");
    await offered(page);
    await undo.click();
    await page
      .getByRole("region", { name: "Allies roster" })
      .getByText("Albert Ball")
      .waitFor({ state: "detached" });

    // A sortie set up on Sortie's cards stands, as a draw at the table does.
    await register(page, "Jim Owner (Allies)", "Albert Ball", "Allies");
    await register(page, "Carl (Central Powers)", "Oswald Boelcke", "Central Powers");
    await as(page, WC);
    await page.getByRole("button", { name: "Set up the sortie" }).click();
    await page.getByRole("article", { name: "Set-up sheet, sortie 1" }).waitFor();
    await page
      .getByText("The last step drew cards: it stands, as a draw at the table does.")
      .waitFor();
    expect(await undo.isDisabled()).toBe(true);

    // The enrol form refuses Owner too; an enrolment made is final.
    await desk.getByText("Enrol a player").click();
    const form = desk.getByRole("form", { name: "Enrol a player" });
    await form.getByLabel("Name").fill("owner");
    await form.getByText(/"owner" is kept for the campaign's owner/).waitFor();
    expect(await form.getByRole("button", { name: "Enrol owner" }).isDisabled()).toBe(true);
    await form.getByLabel("Name").fill("Edith");
    await form.getByRole("button", { name: "Enrol Edith" }).click();
    await page.getByText("Edith joins The club (Allies)").waitFor();
    await page.getByText(/The last step enrolled a player: it is final/).waitFor();
    expect(await undo.isDisabled()).toBe(true);
    await shot(page, "kota-undo-enrolled");
    expect(errors).toEqual([]);
    await close();
  }, 120000);
});
