/**
 * Knights of the Air in a real browser: a club creates a campaign, its
 * players register their airmen, Mission 1's five sorties are set up,
 * reported and verified, the attackers are decided, and Mission 2's set-up
 * sheet prints on one page; every page fits a phone without sideways scroll.
 */
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, SHOTS, shot } from "./browser.js";
import { open, overflow } from "./helpers.js";

const WC = "Wing Commander, The Aerodrome (Major Hawker)";
const PLAYERS = [
  { name: "Anna", side: "Allies", airman: "Albert Ball", service: "Royal Flying Corps / RAF" },
  { name: "Bert", side: "Allies", airman: "Charles Nungesser", service: "Aéronautique Militaire" },
  { name: "Carl", side: "Central Powers", airman: "Oswald Boelcke", service: "Luftstreitkräfte" },
  { name: "Dora", side: "Central Powers", airman: "Max Immelmann", service: "Luftstreitkräfte" },
];

/** Acts as another seat this browser holds. */
async function as(page: Page, seat: string) {
  await page.getByLabel("You are").selectOption({ label: seat });
  const go = page.getByRole("button", { name: "Switch" });
  if (await go.isEnabled()) await go.click();
  if (seat.startsWith("Wing")) await page.getByRole("region", { name: "Wing Commander" }).waitFor();
  else await page.getByRole("heading", { name: `${seat.split(" (")[0]}'s airmen` }).waitFor();
}

/** A player enters his airman's line; Albert Ball claims Boelcke's plane, checked as it is typed. */
async function enterLine(
  page: Page,
  p: (typeof PLAYERS)[number],
  claim: boolean,
  shotName?: string,
  down = false,
) {
  await as(page, `${p.name} (${p.side})`);
  const form = page.getByRole("form", { name: `Pilot Log line for ${p.airman}` });
  // Shot down over his own lines by a deck A card, as Albert Ball's claim has it (ruling K27).
  if (down) await form.getByRole("checkbox", { name: /^Shot down/ }).check();
  if (claim) {
    await form.getByRole("button", { name: "Claim a plane" }).click();
    await form.getByLabel("Enemy pilot").selectOption({ label: "Oswald Boelcke" });
    await form.getByLabel("Damage dealt").fill("0");
    await form.getByText(/does not bring the plane down/).waitFor();
    await form.getByLabel("Damage dealt").fill("3");
    await form.getByText("This line is consistent with the sortie.").waitFor();
    if (shotName) await shot(page, shotName);
  }
  await form.getByRole("button", { name: `Enter ${p.airman}'s line` }).click();
  await form.waitFor({ state: "detached" });
}

/** What sticks out past the screen's right edge, to say why a page scrolls sideways. */
const wide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 6)
      .map((e) => `${e.tagName}.${e.className}: ${(e.textContent ?? "").slice(0, 40)}`)
      .join(" | "),
  );

/** Pages of a PDF file. */
const pdfPages = (file: string) =>
  (readFileSync(file, "latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;

describe.skipIf(browserMissing)("Knights of the Air in the browser", () => {
  let browser: Browser;
  let server: RunningServer;
  let campaign = "";
  let anna = "";

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-kota-e2e-")));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("creates a campaign, flies Mission 1's five sorties, decides the attackers and shows Mission 2's sheet", async () => {
    const { page, errors, close } = await open(browser, { width: 1280, height: 800 });
    await page.goto(server.url);
    await page
      .getByRole("listitem")
      .filter({ hasText: "Knights of the Air" })
      .getByRole("link", { name: "New campaign" })
      .click();
    await page.getByLabel("Campaign name").fill("Bloody April");
    await page.getByLabel("Group 1").fill("The Aerodrome");
    await page.getByLabel("Wing Commander").fill("Major Hawker");
    await page.getByRole("button", { name: "Add a player" }).click();
    await page.getByRole("button", { name: "Add a player" }).click();
    for (const [i, p] of PLAYERS.entries()) {
      await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(p.name);
      await page
        .locator(".kota-new-row")
        .nth(i + 1)
        .getByLabel("Side")
        .selectOption({ label: p.side });
    }
    await shot(page, "kota-new");
    await page.getByRole("button", { name: "Start the campaign" }).click();
    // The links: one for the Wing Commander, one per player, the owner's, each with a copy button.
    await page.getByRole("heading", { name: "Bloody April: the links" }).waitFor();
    expect(await page.getByRole("button", { name: /^Copy / }).count()).toBe(6);
    expect(await page.getByLabel(/The Aerodrome Wing Commander/).inputValue()).toMatch(/\/g\//);
    anna = await page.getByLabel("Anna: Allies").inputValue();
    await shot(page, "kota-links");
    await page.getByRole("link", { name: "Open the campaign as the Wing Commander" }).click();
    await page.getByRole("heading", { name: "Bloody April" }).waitFor();
    campaign = page.url();

    // Each player registers his airman from his own link.
    for (const p of PLAYERS) {
      await as(page, `${p.name} (${p.side})`);
      await page.getByLabel("Airman's name").fill(p.airman);
      await page.getByLabel("Service").selectOption({ label: p.service });
      await page.getByRole("button", { name: "Register" }).click();
      await page
        .getByRole("region", { name: `${p.side} roster` })
        .getByText(p.airman)
        .waitFor();
    }

    // The Plane List: Anna notes the miniatures she owns, and the Wing Commander's set-up form
    // names her beside those planes.
    await as(page, "Anna (Allies)");
    await page.getByText(/^Your miniatures \(0 of \d+ planes\)/).click();
    const kit = page.getByRole("form", { name: "Your miniatures" });
    await kit.getByRole("checkbox", { name: /^Nieuport 17/ }).check();
    await kit.getByRole("checkbox", { name: /^Airco DH\.2/ }).check();
    await kit.getByRole("button", { name: "Save my miniatures" }).click();
    await page.getByText(/^Your miniatures \(2 of \d+ planes\)/).waitFor();
    await shot(page, "kota-miniatures");
    await as(page, WC);
    const ball = page.locator(".kota-setup").getByLabel("Plane").first();
    expect(await ball.locator("option", { hasText: "Nieuport 17" }).innerText()).toMatch(
      /miniature: Anna$/,
    );
    expect(await ball.locator("option", { hasText: "Nieuport 11" }).innerText()).not.toMatch(
      /miniature/,
    );

    for (let n = 1; n <= 5; n++) {
      await as(page, WC);
      await page.getByRole("button", { name: "Set up the sortie" }).click();
      const sheet = page.getByRole("article", { name: `Set-up sheet, sortie ${n}` });
      await sheet.waitFor();
      expect(await sheet.getByRole("heading").first().innerText()).toBe(
        `Mission 1: Battle over the Trenches, sortie ${n} of 5`,
      );
      if (n === 1) await shot(page, "kota-sheet-mission-1");
      // Boelcke's line agrees with Ball's claim from the second sortie on; in the first it says he
      // was not shot down, and the lines are in conflict.
      for (const [i, p] of PLAYERS.entries())
        await enterLine(
          page,
          p,
          i === 0,
          n === 1 && i === 0 ? "kota-line-form" : undefined,
          n > 1 && i === 2,
        );
      if (n === 1) {
        // Carl sees the conflict on his own page, as Anna and the Wing Commander do.
        await as(page, "Carl (Central Powers)");
        const clash = page.getByRole("alert").filter({ hasText: "Lines in conflict" });
        await clash.getByText(/Albert Ball claims it shot down/).waitFor();
        await clash.getByText(/Oswald Boelcke's line says he was not shot down/).waitFor();
        await shot(page, "kota-conflict-player");
      }
      await as(page, WC);
      // The Wing Commander refuses one line in the first sortie, with a reason the log shows.
      if (n === 1) {
        await page.getByRole("button", { name: "Refuse it" }).first().click();
        await page
          .getByLabel("Reason (the player sees it in his log)")
          .fill("Two kills claimed on one plane");
        await page.getByRole("button", { name: /^Refuse line/ }).click();
        await page.getByText("reason: “Two kills claimed on one plane”").first().waitFor();
        // Anna sees why, above her line as she entered it: her claim is there already.
        await as(page, "Anna (Allies)");
        await page
          .getByText(/Line 1 was refused by the Wing Commander: “Two kills claimed on one plane”/)
          .waitFor();
        const form = page.getByRole("form", { name: "Pilot Log line for Albert Ball" });
        expect(await form.getByLabel("Enemy pilot").locator("option:checked").innerText()).toBe(
          "Oswald Boelcke",
        );
        expect(await form.getByLabel("Damage dealt").inputValue()).toBe("3");
        // A negative number is refused beside its field, with the reason, and the line waits.
        await form.getByLabel("Balloons destroyed").fill("-1");
        await form.getByText("cannot be negative (you typed -1)").first().waitFor();
        await form.getByText("Balloons destroyed cannot be negative (you typed -1).").waitFor();
        expect(
          await form.getByRole("button", { name: "Enter Albert Ball's line" }).isDisabled(),
        ).toBe(true);
        await form.getByLabel("Balloons destroyed").fill("0");
        await form.getByText("This line is consistent with the sortie.").waitFor();
        await shot(page, "kota-line-refused");
        await form.getByRole("button", { name: "Enter Albert Ball's line" }).click();
        await form.waitFor({ state: "detached" });
        await as(page, WC);
        // Boelcke's line is in conflict with Ball's claim: it cannot be accepted, nor the sortie
        // closed; the Wing Commander corrects it, with a reason everyone sees.
        const carl = page
          .locator(".kota-verify")
          .filter({ has: page.locator("strong", { hasText: "Oswald Boelcke" }) });
        await carl.getByText(/In conflict with line/).waitFor();
        expect(await carl.getByRole("button", { name: /^Accept line/ }).isDisabled()).toBe(true);
        await page.getByText(/1 conflict between its lines to resolve first/).waitFor();
        expect(await page.getByRole("button", { name: "Close sortie 1" }).isDisabled()).toBe(true);
        await shot(page, "kota-conflict-commander");
        await carl.getByRole("button", { name: "Correct it" }).click();
        const fix = page.getByRole("form", { name: "Pilot Log line for Oswald Boelcke" });
        await fix.getByRole("checkbox", { name: /^Shot down/ }).check();
        await fix.getByLabel("Reason for the correction").fill("Ball's last card brought him down");
        await fix.getByRole("button", { name: /as corrected$/ }).click();
        await page.waitForFunction(() => document.querySelectorAll(".kota-verify").length === 3);
        expect(await page.locator(".kota-conflicts").count()).toBe(0);
        await page.getByText("reason: “Ball's last card brought him down”").first().waitFor();
      }
      // In the second sortie he corrects Albert Ball's line: an illegal manoeuvre the table saw.
      if (n === 2) {
        await page.getByRole("button", { name: "Correct it" }).first().click();
        const form = page.getByRole("form", { name: "Pilot Log line for Albert Ball" });
        await form.getByLabel("Illegal manoeuvres").fill("1");
        await form.getByLabel("Reason for the correction").fill("Two steep manoeuvres in a row");
        await form.getByRole("button", { name: /as corrected$/ }).click();
        await page.waitForFunction(() => document.querySelectorAll(".kota-verify").length === 3);
      }
      for (let j = n <= 2 ? 1 : 0; j < 4; j++) {
        await page
          .getByRole("button", { name: /^Accept line/ })
          .first()
          .click();
        await page.waitForFunction(
          (left) => document.querySelectorAll(".kota-verify").length === left,
          3 - j,
        );
      }
      await page.getByRole("button", { name: `Close sortie ${n}` }).click();
      await page
        .getByRole("article", { name: `Set-up sheet, sortie ${n}` })
        .waitFor({ state: "detached" });
    }

    // Mission 1 is decided on Pilot Points: Albert Ball's five kills give the Allies the offensive.
    await page.getByText("the Allies attack").waitFor();
    await page.getByText(/Mission 1 Battle over the Trenches: the Allies win/).waitFor();
    await page.getByRole("region", { name: "Choose the mission" }).waitFor();
    await shot(page, "kota-mission-1-decided");
    await page.getByRole("button", { name: /Fly Mission 2a/ }).click();
    await page.getByRole("button", { name: "Set up the sortie" }).click();
    const sheet = page.getByRole("article", { name: "Set-up sheet, sortie 6" });
    await sheet.waitFor();
    expect(await sheet.getByRole("heading").first().innerText()).toBe(
      "Mission 2a: Eyes over the Lines, sortie 1 of 3",
    );
    expect(await sheet.innerText()).toMatch(/Allies attack/);
    // Albert Ball is an ace: his ability is on the sheet with its every-two-turns reminder once chosen.
    await as(page, "Anna (Allies)");
    await page.getByRole("button", { name: "Daredevil" }).click();
    await page.getByText("Daredevil (every two turns)").first().waitFor();
    await as(page, WC);
    await sheet.getByText(/Albert Ball: Daredevil/).waitFor();
    await shot(page, "kota-sheet-mission-2");

    // "Print the sheet" prints that sheet alone, on one page.
    mkdirSync(SHOTS, { recursive: true });
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.evaluate(() => {
      document.getElementById("kota-sheet-6")?.classList.add("printing");
      document.body.classList.add("kota-print");
    });
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("region", { name: "Roster" }).isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    await shot(page, "kota-sheet-print");
    const pdf = join(SHOTS, "kota-sheet.pdf");
    await page.pdf({ path: pdf, format: "A4" });
    expect(pdfPages(pdf)).toBe(1);
    await page.emulateMedia({ media: "screen" });
    await page.evaluate(() => document.body.classList.remove("kota-print"));

    // The Master Log and a Pilot Log, as printable sheets.
    await page.getByRole("link", { name: "The Master Log", exact: true }).click();
    const master = page.getByRole("article", { name: "Master Log" });
    await master.waitFor();
    expect(await master.innerText()).toMatch(/Albert Ball/);
    // Every sortie and every line with its verification, the refused one too.
    expect(await master.locator(".kota-sorties tbody tr").count()).toBe(6);
    expect(await master.innerText()).toMatch(/refused.*Two kills claimed on one plane/s);
    await shot(page, "kota-master-log");
    await master.getByRole("link", { name: "Albert Ball" }).click();
    const log = page.getByRole("article", { name: "Pilot Log" });
    await log.waitFor();
    expect(await log.locator("tbody tr").count()).toBeGreaterThanOrEqual(5);
    expect(await log.innerText()).toMatch(/refused.*Two kills claimed on one plane/s);
    expect(await log.innerText()).toMatch(
      /corrected.*corrected to: shot down Oswald Boelcke; 1 illegal manoeuvre — reason: “Two steep manoeuvres in a row”/s,
    );
    // Each victory names the pilot and plane downed; the totals the text asks a club to keep.
    expect(await log.innerText()).toMatch(/Oswald Boelcke's [A-Z]/);
    expect(await log.innerText()).toMatch(/5 kills, 0 balloons, 0 ground targets, 0 observations/);
    await shot(page, "kota-pilot-log");
    expect(errors).toEqual([]);
    await close();
  }, 240000);

  it("enrols a player mid-campaign, who opens his link on his own browser and registers an airman", async () => {
    const wc = await open(browser, { width: 1280, height: 800 });
    await wc.page.goto(campaign);
    const desk = wc.page.getByRole("region", { name: "Wing Commander" });
    await desk.waitFor();
    await desk.getByText("Enrol a player").click();
    const form = desk.getByRole("form", { name: "Enrol a player" });
    // A name already in the campaign cannot be sent.
    await form.getByLabel("Name").fill("anna");
    await form.getByText("A player of that name is in the campaign.").waitFor();
    expect(await form.getByRole("button", { name: "Enrol anna" }).isDisabled()).toBe(true);
    await form.getByLabel("Name").fill("Edith");
    await form.getByLabel("Side").selectOption({ label: "Central Powers" });
    await form.getByRole("button", { name: "Enrol Edith" }).click();
    const link = await desk.getByLabel("Edith: Central Powers").inputValue();
    expect(link).toMatch(/\/g\/[A-Za-z0-9_-]{22}$/);
    await desk.getByRole("button", { name: "Copy Edith link" }).waitFor();
    await wc.page.getByText("Edith joins The Aerodrome (Central Powers)").waitFor();
    await shot(wc.page, "kota-enrolled");

    // Edith opens her link on her own browser: her desk, like any player's.
    const her = await open(browser, { width: 390, height: 844 });
    await her.page.goto(link);
    await her.page.getByRole("heading", { name: "Edith's airmen" }).waitFor();
    await her.page.getByLabel("Airman's name").fill("Ernst Udet");
    await her.page.getByLabel("Service").selectOption({ label: "Luftstreitkräfte" });
    await her.page.getByRole("button", { name: "Register" }).click();
    await her.page
      .getByRole("region", { name: "Central Powers roster" })
      .getByText("Ernst Udet")
      .waitFor();
    // The Wing Commander's page hears of it live.
    await wc.page
      .getByRole("region", { name: "Central Powers roster" })
      .getByText("Ernst Udet")
      .waitFor();
    expect([...wc.errors, ...her.errors]).toEqual([]);
    await her.close();
    await wc.close();
  }, 60000);

  it("asks for every card in a campaign on the club's own decks, refusing a card the deck does not hold", async () => {
    const { page, errors, close } = await open(browser, { width: 1280, height: 800 });
    await page.goto(`${server.url}/kota/new`);
    await page.getByLabel("Player 1", { exact: true }).fill("Anna");
    await page.getByLabel("Player 2", { exact: true }).fill("Carl");
    await page.getByLabel("We draw from our own decks and type every card in").check();
    await page.getByRole("button", { name: "Start the campaign" }).click();
    await page.getByRole("link", { name: "Open the campaign as the Wing Commander" }).click();
    for (const [who, airman] of [
      ["Anna (Allies)", "Georges Guynemer"],
      ["Carl (Central Powers)", "Werner Voss"],
    ]) {
      await as(page, who);
      await page.getByLabel("Airman's name").fill(airman);
      await page.getByRole("button", { name: "Register" }).click();
      await page.getByRole("link", { name: airman }).waitFor();
    }
    await as(page, "Wing Commander, The club");
    await page.getByRole("button", { name: "Set up the sortie" }).click();
    const prompt = page.getByRole("form", { name: "Card to type in" });
    await prompt.getByText("balloons on the Allies side").waitFor();
    await prompt.getByLabel(/Draw a card from deck A/).fill("9");
    await prompt.getByRole("button", { name: "Use this card" }).click();
    await page
      .getByRole("alert")
      .getByText(/deck A has no "9" left/)
      .waitFor();
    await prompt.getByLabel(/Draw a card from deck A/).fill("1 smoke");
    await prompt.getByRole("button", { name: "Use this card" }).click();
    // Each next card is asked with the field focused: typed and sent from the keyboard.
    for (const [card, purpose] of [
      ["0", "balloons on the Central Powers side"],
      ["explosion", "ground targets on the Allies side"],
      ["0", "ground targets on the Central Powers side"],
    ]) {
      await prompt.getByText(purpose).waitFor();
      await page.keyboard.type(card);
      await page.keyboard.press("Enter");
    }
    const sheet = page.getByRole("article", { name: "Set-up sheet, sortie 1" });
    await sheet.waitFor();
    expect(await sheet.locator(".kota-sheet-sides").innerText()).toMatch(
      /Balloons\s+1\s+0\s+Ground targets\s+face down, face down\s+none/,
    );
    // The sheet may draw a moment before the last prompt goes.
    await expect.poll(() => prompt.count()).toBe(0);
    // A rules term opens its rule from the rules reference.
    await sheet.getByRole("button", { name: "Balloons" }).click();
    const note = page.getByRole("dialog", { name: "Balloons and ground targets" });
    await note.getByText(/Setting up a sortie/).waitFor();
    await note.getByRole("button", { name: "Close" }).click();
    // An Allied target is turned over: the club names the card it turned.
    await sheet.getByRole("button", { name: /Turn over Allies ground target 1/ }).click();
    await prompt
      .getByLabel(/Which card did you turn over/)
      .selectOption({ label: "Machine-gun nest" });
    await prompt.getByRole("button", { name: "Use this card" }).click();
    await sheet.locator(".kota-sheet-sides").getByText("Machine-gun nest, face down").waitFor();
    // The refused card is the one request answered 400.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await close();
  }, 60000);

  it("fits a phone 360 and 390 px wide with no sideways scroll", async () => {
    const { page, errors, close } = await open(browser, { width: 390, height: 844 });
    // The home page loads none of Knights of the Air's code.
    const loaded: string[] = [];
    page.on("response", async (r) => {
      if (r.url().endsWith(".js") && (await r.text()).includes("Wing Commander's desk"))
        loaded.push(r.url());
    });
    await page.goto(server.url);
    await page.getByRole("heading", { name: "Knights of the Air" }).waitFor();
    await page.waitForTimeout(300);
    expect(loaded).toEqual([]);
    const pages = [
      `${server.url}/kota/new`,
      campaign,
      `${campaign.replace("/g/", "/kota/")}/master-log`,
      `${server.url}/rules/knights-of-the-air`,
    ];
    // At 360 px (the narrowest phones) and at 390 px.
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const url of [...pages, anna]) {
        await page.goto(url);
        await page.locator("h1").first().waitFor();
        await page.waitForTimeout(300);
        expect(await overflow(page), `${width} ${url}: ${await wide(page)}`).toBeLessThanOrEqual(0);
      }
    }
    await page.goto(campaign);
    await page.getByRole("region", { name: "Wing Commander" }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shot(page, "kota-phone-commander");
    await page.screenshot({ path: join(SHOTS, "kota-phone-top.png") });
    await page.goto(anna);
    await page.getByRole("heading", { name: "Anna's airmen" }).waitFor();
    expect(await overflow(page), await wide(page)).toBeLessThanOrEqual(0);
    await shot(page, "kota-phone-player");
    await page
      .getByRole("article", { name: /Set-up sheet/ })
      .screenshot({ path: join(SHOTS, "kota-phone-sheet.png") });
    await page.goto(`${campaign.replace("/g/", "/kota/")}/pilot/K1`);
    await page.getByRole("article", { name: "Pilot Log" }).waitFor();
    expect(await overflow(page), await wide(page)).toBeLessThanOrEqual(0);
    await page
      .getByRole("article", { name: "Pilot Log" })
      .screenshot({ path: join(SHOTS, "kota-phone-pilot-log.png") });
    expect(errors).toEqual([]);
    await close();
  }, 60000);
});
