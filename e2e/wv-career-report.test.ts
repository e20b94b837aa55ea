/**
 * The Squadron Career's report read back before it is confirmed: a mission
 * flown through the API with a plane forced to land, one downed, a claim and
 * an enemy that fled; the page shows every plane's fate, the claim by the
 * airman's name and the enemy's type, and the mission's result, on a desktop
 * and a phone, and the report can still be corrected there.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CareerView } from "../src/games/winged-victory/career/rules.js";
import type { Report } from "../src/games/winged-victory/career/state.js";
import { type RunningServer, startServerProcess } from "../src/server/child-server.js";
import { browserMissing, launch, shot, watchErrors } from "./browser.js";
import { create, overflow, post, SIZES } from "./helpers.js";

interface Payload {
  seq: number;
  view: CareerView;
}

async function career(base: string, token: string): Promise<Payload> {
  return (await (await fetch(`${base}/api/t/${token}`)).json()) as Payload;
}

/** One step of the Wing Commander's, on the career's current sequence number. */
async function step(base: string, token: string, action: unknown) {
  const { seq } = await career(base, token);
  const r = await post(base, `/api/t/${token}/actions`, { seq, action });
  if (r.status !== 200) throw new Error(`act: ${r.status} ${JSON.stringify(r.json)}`);
}

describe.skipIf(browserMissing)(
  "Winged Victory Squadron Career: the report before it is confirmed",
  () => {
    let browser: Browser;
    let server: RunningServer;

    beforeAll(async () => {
      browser = await launch();
      server = await startServerProcess(
        mkdtempSync(join(tmpdir(), "sortie-wv-career-report-e2e-")),
      );
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    it("shows each plane's fate, the claims, the enemy that fled and the result, and takes a correction", async () => {
      const { links } = await create(server.url, {
        system: "winged-victory-career",
        options: { squadron: "No. 56 Squadron", start: "1917-07-02", end: "1917-09-30" },
        dice: { mode: "seeded", seed: 27 },
      });
      const token = links.seats.commander;
      await step(server.url, token, { type: "roll-mission" });
      const assign = (await career(server.url, token)).view.actions[0];
      expect(assign?.type).toBe("assign");
      await step(server.url, token, assign);

      const before = (await career(server.url, token)).view;
      const m = before.state.missions[before.state.missions.length - 1];
      expect(m.crews.length, "two planes fly").toBeGreaterThanOrEqual(2);
      expect(m.enemy.length, "two enemy planes").toBeGreaterThanOrEqual(2);
      const [first, second] = m.crews;
      // Seed 27: two of the squadron's planes fly against three enemy planes.
      // The first plane forced to land in no-man's-land, damaged, its pilot wounded; the
      // second downed behind the enemy's lines; the first pilot claims enemy 1 downed on
      // our side; enemy 2 fled.
      const report: Report = {
        accomplished: true,
        planes: m.crews.map((c) => ({
          plane: c.plane,
          fate: "home",
          damaged: false,
          crew: c.crew.map(() => "unhurt" as const),
        })),
        claims: [{ by: first.crew[0], enemy: 0, fate: "downed", where: "own" }],
        fled: [1],
      };
      report.planes[0] = {
        plane: first.plane,
        fate: "landed",
        where: "no-mans-land",
        damaged: true,
        crew: first.crew.map((_, i) => (i === 0 ? "wounded" : "unhurt")),
      };
      report.planes[1] = {
        plane: second.plane,
        fate: "downed",
        where: "enemy",
        damaged: false,
        crew: second.crew.map(() => "killed"),
      };
      await step(server.url, token, { type: "report", report });

      const v = (await career(server.url, token)).view;
      expect(v.state.phase.kind).toBe("report");
      const who = (id: string) => {
        const a = v.roster.find((x) => x.id === id);
        return `${a?.rankName} ${a?.name}`;
      };
      const enemy = v.briefing?.enemy ?? [];
      const claimant = who(first.crew[0]);

      const page = await browser.newPage({ viewport: SIZES[0] });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/wv/career/${token}`);
      const summary = page.getByRole("region", { name: "The report as entered" });

      const check = async (accomplished: boolean) => {
        await summary.waitFor();
        const rows = summary.locator("tbody tr");
        expect(await rows.count()).toBe(m.crews.length);
        const landed = await rows.filter({ hasText: first.plane }).innerText();
        expect(landed).toMatch(/Forced to land/);
        expect(landed).toMatch(/No-man's-land/);
        expect(landed).toMatch(/Yes/);
        expect(landed).toContain(`${claimant}: wounded`);
        const downed = await rows.filter({ hasText: second.plane }).innerText();
        expect(downed).toMatch(/Downed/);
        expect(downed).toMatch(/Behind the enemy's lines/);
        expect(downed).toContain(`${who(second.crew[0])}: killed`);
        for (const p of m.crews.slice(2))
          expect(await rows.filter({ hasText: p.plane }).innerText()).toMatch(/Came home/);
        const text = await summary.innerText();
        expect(text).toContain(
          `${claimant} claims Enemy 1, ${enemy[0].name} (${enemy[0].skill}): downed on our side of the lines`,
        );
        expect(text).toContain(`Enemy 2, ${enemy[1].name} (${enemy[1].skill}): fled off the map`);
        for (const k of enemy.keys())
          if (k > 1)
            expect(text).toMatch(new RegExp(`Flew on: .*Enemy ${k + 1}, ${enemy[k].name}`));
        expect(text).toMatch(accomplished ? /Mission accomplished/ : /Mission failed/);
        expect(text).not.toMatch(accomplished ? /Mission failed/ : /Mission accomplished/);
        // No raw airman ids where a name exists.
        expect(text).not.toMatch(/\ba\d+\b/);
      };

      await check(true);
      await page.getByRole("button", { name: "Confirm the report" }).waitFor();
      await shot(page, "wv-career-report");

      // The report may still be corrected before it is confirmed: the summary follows.
      const confirm = page.getByRole("region", { name: "Confirm the report" });
      await confirm.locator("summary", { hasText: "Correct the report" }).click();
      const form = confirm.getByRole("form", { name: "After-action report" });
      await form.getByLabel(/Mission accomplished/).uncheck();
      await form.getByRole("button", { name: "Correct the report" }).click();
      await summary.getByText("Mission failed").waitFor();
      await check(false);
      expect((await career(server.url, token)).view.state.phase.kind).toBe("report");

      await page.setViewportSize(SIZES[1]);
      await check(false);
      await shot(page, "wv-career-report-phone");
      expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
    }, 120000);
  },
);
