/**
 * A whole Wings over Malta campaign of 24 missions through the API, on dice
 * typed in by the players (scripted here by each roll's purpose), and the
 * after-action report's bad inputs refused with nothing stored.
 */
import { describe, expect, it } from "vitest";
import { blankAircraft, type CampaignState, type Report } from "../games/wings-over-malta/state.js";
import { SHIPS } from "../games/wings-over-malta/victory.js";
import { apiOnFreshStore } from "./test-app.js";

const { post, get, unchanged } = apiOnFreshStore();

interface Links {
  owner: string;
  seats: { axis: string; british: string };
}

async function newCampaign(): Promise<Links> {
  const r = await post("/api/games", {
    system: "wings-over-malta",
    dice: { mode: "manual" },
    options: { title: "Club campaign" },
  });
  expect(r.statusCode).toBe(201);
  return r.json().links;
}

/** The dice the players "roll", by what the roll is for. */
function scripted(mission: number) {
  let ace = 0;
  const plan = missionPlan(mission);
  return (need: { sides: number; purpose: string }): number => {
    const p = need.purpose;
    if (p === "Mission: attacker") return plan.attacker === "axis" ? 1 : 4;
    if (p === "Mission: which mission") return plan.die;
    if (p.startsWith("Fighter type")) return 1;
    if (p.startsWith("Spotting: Axis")) return 9;
    if (p.startsWith("Spotting")) return 1;
    if (p.startsWith("Dogfight")) return 5;
    if (p.startsWith("Get Home")) return 50;
    if (p.startsWith("Ace skill")) return (ace++ % 6) + 1;
    if (p.startsWith("Promotion")) return 6;
    if (p.startsWith("Medal")) return 6;
    throw new Error(`no script for ${p}`);
  };
}

/** Mission n: the twelve combinations in order each period; the attacker wins all but mission 19 (a British strafe the Axis beat off). */
function missionPlan(n: number) {
  const k = (n - 1) % 12;
  return {
    attacker: k < 6 ? ("axis" as const) : ("british" as const),
    die: (k % 6) + 1,
    attackerWins: n !== 19,
  };
}

async function view(token: string) {
  return (await get(`/api/t/${token}?log=1`)).json() as {
    seq: number;
    view: { state: CampaignState; waiting: string[]; actions: { type: string; skill?: string }[] };
    outcome: { winners: string[]; scores: Record<string, number> } | null;
  };
}

/** Posts a step, typing in each roll the server asks for. */
async function act(
  token: string,
  action: unknown,
  roll: (need: { sides: number; purpose: string }) => number,
) {
  const rolls: number[] = [];
  for (let i = 0; i < 200; i++) {
    const seq = (await view(token)).seq;
    const r = await post(`/api/t/${token}/actions`, { seq, action, rolls });
    if (r.statusCode === 200) return r.json();
    if (r.statusCode !== 422) throw new Error(`${r.statusCode}: ${r.json().error}`);
    rolls.push(roll(r.json().need));
  }
  throw new Error("too many rolls");
}

function reportFor(s: CampaignState, attackerWins: boolean): Report {
  const m = s.missions[s.missions.length - 1];
  const attackers = m.crews[m.attacker].map((x) => x.pilot as string);
  const defenders = m.crews[m.attacker === "axis" ? "british" : "axis"].map(
    (x) => x.pilot as string,
  );
  const r: Report = {
    aircraft: [...attackers, ...defenders].map((pilot) => ({
      ...blankAircraft(pilot),
      attacked: true,
      bomb:
        m.scenario === "harbour" &&
        m.crews[m.attacker].some((x) => x.pilot === pilot && x.aircraft === m.bomber)
          ? "hit"
          : undefined,
    })),
  };
  if (m.scenario === "strafe") r.boatDamage = attackerWins ? 30 : 0;
  if (m.scenario === "airfield") {
    r.hangarDamage = 10;
    r.otherDamage = 0;
  }
  const ships = SHIPS[m.scenario];
  if (ships) r.ships = ships.map((_, i) => ({ damage: i === 0 ? 1 : 0, sunk: false }));
  if (m.scenario === "dogfight") {
    // The defenders dive away off the table: the attackers hold the sky.
    for (const a of r.aircraft) if (defenders.includes(a.pilot)) a.left = "other-edge";
  }
  return r;
}

/** One side's part of a whole report: its own aircraft, and for the attacker the targets. */
function partOf(s: CampaignState, side: "axis" | "british", r: Report): Report {
  const m = s.missions[s.missions.length - 1];
  const crew = new Set(m.crews[side].map((x) => x.pilot));
  const { aircraft, ...targets } = r;
  const mine = aircraft.filter((a) => crew.has(a.pilot));
  return side === m.attacker ? { aircraft: mine, ...targets } : { aircraft: mine };
}

describe("a Wings over Malta campaign through the API", () => {
  it("plays 24 missions on typed-in dice to the expected winner and rosters, and replays from its export", {
    timeout: 120000,
  }, async () => {
    const links = await newCampaign();
    const { axis, british } = links.seats;
    const seatFor = (side: string) => (side === "axis" ? axis : british);
    for (let n = 1; n <= 24; n++) {
      const roll = scripted(n);
      await act(axis, { type: "roll-mission" }, roll);
      let v = await view(british);
      expect(v.view.state.missions[n - 1]).toMatchObject({
        n,
        attacker: missionPlan(n).attacker,
        roll: missionPlan(n).die,
      });
      // Each side confirms its own crews and enters its own part of the report.
      await act(british, { type: "ready" }, roll);
      await act(axis, { type: "ready" }, roll);
      v = await view(axis);
      const report = reportFor(v.view.state, missionPlan(n).attackerWins);
      for (const side of ["axis", "british"] as const)
        await act(
          seatFor(side),
          { type: "report", report: partOf(v.view.state, side, report) },
          roll,
        );
      // Choices along the way: each ace picks the first skill offered.
      for (let guard = 0; guard < 20; guard++) {
        v = await view(axis);
        if (v.view.state.phase.kind !== "after") break;
        const side = v.view.waiting[0];
        const seatView = await view(seatFor(side));
        await act(seatFor(side), seatView.view.actions[0], roll);
      }
      expect(v.view.state.mission).toBe(n + 1);
    }
    const end = await view(links.owner);
    expect(end.outcome).toMatchObject({ winners: ["axis"], scores: { axis: 13, british: 11 } });
    const s = end.view.state;
    expect(s.phase.kind).toBe("over");
    expect(s.missions.map((m) => m.winner)).toEqual(
      Array.from({ length: 24 }, (_, i) => (i + 1 === 19 ? "axis" : missionPlan(i + 1).attacker)),
    );
    // Nobody was hurt: every airman is alive and free, or away at a medal ceremony.
    expect(s.pilots.every((p) => p.status === "active" || p.status === "ceremony")).toBe(true);
    // Each airman's XP is 2 a mission survived and 2 a mission won once he is experienced (no kills were claimed).
    for (const p of s.pilots) {
      let xp = 0;
      let flown = 0;
      for (const m of s.missions) {
        const side = m.crews.axis.some((x) => x.pilot === p.id)
          ? "axis"
          : m.crews.british.some((x) => x.pilot === p.id)
            ? "british"
            : null;
        if (!side) continue;
        if (flown >= 2) xp += 2 + (m.winner === side ? 2 : 0);
        flown++;
      }
      expect(p.xp, p.id).toBe(xp);
      expect(p.flown, p.id).toBe(flown);
      expect(p.steps).toBe(Math.floor(xp / 30));
      // Promotion on 6 and medals on 12 every time: one rank and one award for each 30 XP.
      expect(p.rank).toBe(Math.min(p.steps, 5));
      expect(p.medals).toBe(Math.min(p.steps, p.service === "luftwaffe" ? 4 : 3));
      expect(p.skills).toHaveLength(p.steps);
    }
    const aces = s.pilots.filter((p) => p.steps > 0);
    expect(aces.length).toBeGreaterThan(0);
    // The log exports and imports back to the same campaign.
    const file = (await get(`/api/t/${links.owner}/export`)).json();
    const imported = await post("/api/import", { log: file });
    expect(imported.statusCode).toBe(201);
    const again = (await get(`/api/t/${imported.json().links.owner}`)).json();
    expect(again.view.state).toEqual(s);
  });

  it("refuses a bad after-action report with a clear reason and stores nothing", async () => {
    const links = await newCampaign();
    const { axis, british } = links.seats;
    const roll = scripted(1);
    await act(axis, { type: "roll-mission" }, roll);
    await act(british, { type: "ready" }, roll);
    await act(axis, { type: "ready" }, roll);
    const v = await view(axis);
    const whole = reportFor(v.view.state, true);
    const good = partOf(v.view.state, "axis", whole);
    const bad = async (report: unknown, message: RegExp, seat = axis) => {
      const r = await unchanged(() =>
        post(`/api/t/${seat}/actions`, { seq: v.seq, action: { type: "report", report } }),
      );
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(message);
    };
    await bad(
      { ...good, aircraft: good.aircraft.map((a, i) => (i === 0 ? { ...a, pilot: "P9" } : a)) },
      /did not fly this mission/,
    );
    await bad(
      { ...good, aircraft: good.aircraft.map((a, i) => (i === 0 ? { ...a, kills: -1 } : a)) },
      /whole numbers, 0 or more/,
    );
    await bad(
      { ...good, aircraft: good.aircraft.map((a, i) => (i === 0 ? { ...a, shares: 3 } : a)) },
      /more shared kills than enemy aircraft/,
    );
    await bad({ ...good, aircraft: good.aircraft.slice(1) }, /missing/);
    await bad({ aircraft: "lots" }, /not a Wings over Malta step/);
    // Each side reports its own planes: not the other side's, nor for the other side.
    await bad(whole, /flies for the British: the Axis report their own planes only/);
    await bad(good, /flies for the Axis: the British report their own planes only/, british);
    const forAxis = await unchanged(() =>
      post(`/api/t/${british}/actions`, {
        seq: v.seq,
        action: { type: "report", side: "axis", report: good },
      }),
    );
    expect(forAxis.json().error).toMatch(/the British player cannot enter the Axis report/);
    // The Axis part in; a die the British part needs that does not have the value typed in.
    await act(axis, { type: "report", report: good }, roll);
    const british1 = partOf(v.view.state, "british", whole);
    const r = await post(`/api/t/${british}/actions`, {
      seq: (await view(axis)).seq,
      action: { type: "report", report: british1 },
      rolls: [101],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/a d100 shows 1 to 100; 101 is not a possible roll/);
    // The report once, then the same part again.
    await act(british, { type: "report", report: british1 }, roll);
    const seq = (await view(axis)).seq;
    const twice = await post(`/api/t/${axis}/actions`, {
      seq,
      action: { type: "report", report: good },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatch(/is in already: correct it instead/);
  });

  it("takes back the last step, rolls and all", async () => {
    const links = await newCampaign();
    const roll = scripted(1);
    await act(links.seats.axis, { type: "roll-mission" }, roll);
    expect((await view(links.owner)).view.state.phase.kind).toBe("crews");
    const seq = (await view(links.owner)).seq;
    const r = await post(`/api/t/${links.seats.axis}/undo`, { seq });
    expect(r.statusCode).toBe(200);
    expect(r.json().view.state.phase.kind).toBe("brief");
    expect(r.json().view.state.missions).toEqual([]);
  });
});
