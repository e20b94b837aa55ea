/**
 * A Knights of the Air campaign through the API, on the club's own decks:
 * every card typed in as the server asks for it (scripted by what it is
 * for). Players register their airmen and enter their lines from their own
 * links, the Wing Commander sets up, verifies and closes Mission 1's five
 * sorties, the Allies take the offensive and Mission 2a is set up. Bad steps
 * are refused with a clear reason, and nothing is stored.
 */
import { describe, expect, it } from "vitest";
import { kill, kotaApiOnFreshStore, quiet } from "./kota-test-api.js";

const { post, get, view, create, act, refused } = kotaApiOnFreshStore();

const OPTIONS = {
  title: "Bloody April",
  groups: [{ id: "club", name: "The Aerodrome", commander: "Major Hawker" }],
  players: [
    { id: "anna", name: "Anna", side: "allies" },
    { id: "bert", name: "Bert", side: "allies" },
    { id: "carl", name: "Carl", side: "central" },
    { id: "dora", name: "Dora", side: "central" },
  ],
};

const NAMES: Record<string, [string, string]> = {
  anna: ["Albert Ball", "british"],
  bert: ["Charles Nungesser", "french"],
  carl: ["Oswald Boelcke", "german"],
  dora: ["Max Immelmann", "german"],
};
const CREWS = [
  { pilot: "K1", plane: "nieuport-17" },
  { pilot: "K2", plane: "nieuport-11" },
  { pilot: "K3", plane: "albatros-d2" },
  { pilot: "K4", plane: "fokker-e3" },
];

describe("a Knights of the Air campaign from Mission 1 to Mission 2, through the API", () => {
  it("flies Mission 1 on typed cards, decides the attackers and sets up Mission 2a", {
    timeout: 60000,
  }, async () => {
    const created = await create(OPTIONS);
    const seats = created.links.seats;
    expect(Object.keys(seats).sort()).toEqual(["anna", "bert", "carl", "dora", "wc-club"]);
    expect(created.game.view.state.groups[0].commander).toBe("Major Hawker");
    const wc = seats["wc-club"];
    for (const [p, [name, service]] of Object.entries(NAMES))
      await act(seats[p], { type: "register", name, service, role: "pilot" });
    // A player registers only for his own side; a Wing Commander registers nobody.
    await refused(
      seats.carl,
      { type: "register", name: "Spy", service: "french", role: "pilot" },
      /on the other side/,
    );
    await refused(
      wc,
      { type: "register", name: "Desk", service: "british", role: "pilot" },
      /players register/,
    );
    // A card that is not in deck A is refused, naming what the deck holds; nothing is set up.
    await refused(
      wc,
      { type: "open-sortie", kind: "campaign", crews: CREWS, cards: ["7"] },
      /deck A has no "7" left .* it holds 0 ×6/,
    );

    for (let n = 1; n <= 5; n++) {
      // Sortie 1: the club's cards give the Allies a balloon (an icon) and the Central Powers two targets (the explosion).
      const setup = n === 1 ? ["2 engine", "0", "0", "explosion"] : ["0", "0", "0", "0"];
      const opened = await act(wc, { type: "open-sortie", kind: "campaign", crews: CREWS }, setup);
      const x = opened.view.state.sorties[n - 1];
      expect(x.id).toBe(n);
      if (n === 1) {
        expect(x.balloons).toEqual({ allies: 1, central: 0 });
        expect(x.targets.central).toHaveLength(2);
        expect(opened.view.sheets[0].title).toBe(
          "Mission 1: Battle over the Trenches, sortie 1 of 5",
        );
      }
      // Albert Ball shoots Boelcke down over the German lines in every sortie.
      await act(seats.anna, { type: "log", sortie: n, pilot: "K1", report: kill("K3", "K1") });
      await act(seats.bert, { type: "log", sortie: n, pilot: "K2", report: quiet });
      await act(seats.carl, {
        type: "log",
        sortie: n,
        pilot: "K3",
        report: { ...quiet, shotDown: { deck: "A", explosion: false, place: "own" } },
      });
      await act(seats.dora, { type: "log", sortie: n, pilot: "K4", report: quiet });
      if (n === 1) {
        await refused(
          seats.bert,
          { type: "log", sortie: 1, pilot: "K1", report: quiet },
          /Albert Ball is not your airman/,
        );
        await refused(
          seats.dora,
          { type: "log", sortie: 1, pilot: "K4", report: quiet },
          /already has a line/,
        );
        await refused(wc, { type: "close-sortie", sortie: 1 }, /waiting for verification/);
      }
      const lines = (await view(wc)).view.toVerify;
      expect(lines).toHaveLength(4);
      for (const line of lines) {
        if (n === 1 && line === lines[3]) {
          // The Wing Commander refuses Dora's line, with a reason; Dora enters it again.
          await refused(wc, { type: "verify", line, verdict: "refuse" }, /needs a reason/);
          await act(wc, {
            type: "verify",
            line,
            verdict: "refuse",
            reason: "Immelmann flew in sortie 2",
          });
          // A kill claimed on an airman of his own side is refused, and stores nothing.
          await refused(
            seats.dora,
            { type: "log", sortie: 1, pilot: "K4", report: kill("K3", "K4") },
            /Oswald Boelcke \(the plane claimed\) is on Max Immelmann's own side/,
          );
          await act(seats.dora, { type: "log", sortie: 1, pilot: "K4", report: quiet });
          const again = (await view(wc)).view.toVerify;
          await act(wc, { type: "verify", line: again[0], verdict: "accept" });
          continue;
        }
        await act(wc, { type: "verify", line, verdict: "accept" });
      }
      await act(wc, { type: "close-sortie", sortie: n });
    }

    const v = (await view(seats.anna)).view;
    const s = v.state;
    const ball = s.pilots.find((p) => p.id === "K1");
    const boelcke = s.pilots.find((p) => p.id === "K3");
    // Five kills in five sorties: 30 Pilot Points, an ace, the Military Cross at 10 points.
    expect(ball).toMatchObject({ kills: 5, points: 30, owed: 1, health: 25 });
    expect(ball?.medals.map((m) => m.name)).toEqual(["Military Cross"]);
    expect(ball?.log.filter((l) => l.sortie !== null)).toHaveLength(5);
    // Boelcke, shot down five times over his own lines, drew a 3 each time.
    expect(boelcke).toMatchObject({ health: 10, status: "active", kills: 0 });
    expect(s.lines.find((l) => l.status === "refused")).toMatchObject({
      pilot: "K4",
      reason: "Immelmann flew in sortie 2",
    });
    // Mission 1 is decided on Pilot Points: the Allies attack, and choose between 2a and 2b.
    expect(s.attacker).toBe("allies");
    expect(s.level).toBe(2);
    expect(s.mission).toBeNull();
    expect(s.runs[0].result?.winner).toBe("allies");
    expect(s.events.map((e) => e.text)).toContain("The Allies take the offensive");
    expect(v.standings[v.standings.length - 1].points).toEqual({ allies: 35, central: 10 });
    await refused(seats.carl, { type: "choose-mission", mission: "2a" }, /the attackers/);
    await act(seats.anna, { type: "choose-mission", mission: "2a" });
    const next = await act(wc, { type: "open-sortie", kind: "campaign", crews: CREWS }, [
      "0",
      "0",
      "0",
      "0",
    ]);
    expect(next.view.sheets.map((x) => x.title)).toEqual([
      "Mission 2a: Eyes over the Lines, sortie 1 of 3",
    ]);
    // The campaign exports and imports back whole.
    const file = (await get(`/api/t/${wc}/export`)).json();
    const imported = await post("/api/import", { log: file });
    expect(imported.statusCode).toBe(201);
    const copy = (await get(`/api/t/${imported.json().links.owner}`)).json();
    expect(copy.view.state).toEqual(next.view.state);
  });
  it("records a league game between two groups' players, counting toward their logs, not toward the mission", async () => {
    const created = await create(
      {
        groups: [
          { id: "north", name: "North club" },
          { id: "south", name: "South club" },
        ],
        players: [
          { id: "anna", name: "Anna", side: "allies", group: "north" },
          { id: "carl", name: "Carl", side: "central", group: "south" },
        ],
      },
      { mode: "seeded" },
    );
    const seats = created.links.seats;
    await act(seats.anna, {
      type: "register",
      name: "Albert Ball",
      service: "british",
      role: "pilot",
    });
    await act(seats.carl, {
      type: "register",
      name: "Werner Voss",
      service: "german",
      role: "pilot",
    });
    const crews = [
      { pilot: "K1", plane: "nieuport-17" },
      { pilot: "K2", plane: "albatros-d2" },
    ];
    // A campaign sortie flies its own group's players only; a league game any.
    await refused(
      seats["wc-north"],
      { type: "open-sortie", kind: "campaign", crews, cards: ["0", "0", "0", "0"] },
      /Werner Voss belongs to another group's players/,
    );
    await act(seats["wc-north"], {
      type: "open-sortie",
      kind: "league",
      crews,
      cards: ["0", "0", "0", "0"],
    });
    await act(seats.anna, { type: "log", sortie: 1, pilot: "K1", report: kill("K2", "K1") });
    // Shot down behind the lines in a league game: no capture check, and the health card typed in.
    await act(seats.carl, {
      type: "log",
      sortie: 1,
      pilot: "K2",
      report: { ...quiet, shotDown: { deck: "A", explosion: false, place: "enemy" } },
    });
    // Each line is verified by the Wing Commander of its player's own table (ruling K27's version).
    const [a] = (await view(seats["wc-north"])).view.toVerify;
    const [c] = (await view(seats["wc-south"])).view.toVerify;
    await refused(
      seats["wc-south"],
      { type: "verify", line: a, verdict: "accept" },
      /Albert Ball's line is verified by the Wing Commander of North club/,
    );
    await act(seats["wc-north"], { type: "verify", line: a, verdict: "accept" });
    await act(seats["wc-south"], { type: "verify", line: c, verdict: "accept", cards: ["4"] });
    await act(seats["wc-north"], { type: "close-sortie", sortie: 1 });
    const v = (await view(seats.carl)).view;
    const voss = v.state.pilots.find((p) => p.id === "K2");
    expect(voss).toMatchObject({ health: 21, status: "active", sorties: 1 });
    expect(voss?.log[0]).toMatchObject({ mission: "league", healthLost: 4 });
    expect(v.state.pilots.find((p) => p.id === "K1")).toMatchObject({ kills: 1, points: 6 });
    // Mission 1 has flown nothing; the standings show each group and the whole war.
    expect(v.state.runs[0].sorties).toEqual([]);
    expect(v.standings.map((x) => [x.name, x.sorties, x.points])).toEqual([
      ["North club", 1, { allies: 6, central: 1 }],
      ["South club", 0, { allies: 0, central: 0 }],
      ["All groups", 1, { allies: 6, central: 1 }],
    ]);
  });
});
