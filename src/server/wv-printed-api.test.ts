/**
 * Winged Victory with the owner's printed values, through the API: a box
 * file with a fault is refused with the part and field named, and nothing is
 * stored; a good one's plane is in the game, and every seat's view carries
 * the file.
 */
import { describe, expect, it } from "vitest";
import { PLANES } from "../games/winged-victory/planes/planes.js";
import { apiOnFreshStore } from "./test-app.js";

const { post, get, unchanged } = apiOnFreshStore();

const camel = { ...structuredClone(PLANES.find((p) => p.id === "camel")), name: "Camel (printed)" };

describe("Winged Victory's box file through the API", () => {
  it("refuses a box file with a fault, naming it, and stores nothing", async () => {
    const r = await unchanged(() =>
      post("/api/games", {
        system: "winged-victory",
        options: { scenario: "two-on-two", printed: { planes: [{ ...camel, vp: -1 }] } },
        dice: { mode: "seeded", seed: 1 },
      }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/printed values: planes: plane 1: vp/);
  });

  it("flies the printed plane, and both seats' views carry the box file", async () => {
    const printed = { planes: [camel], briefings: { patrol: { turns: 9 } } };
    const created = await post("/api/games", {
      system: "winged-victory",
      options: { scenario: "two-on-two", printed },
      dice: { mode: "seeded", seed: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { seats } = created.json().links;
    const allies = (await get(`/api/t/${seats.allies}`)).json();
    const germans = (await get(`/api/t/${seats.germans}`)).json();
    expect(allies.view.printed).toEqual(printed);
    expect(germans.view.printed).toEqual(printed);
    expect(allies.view.planes.map((p: { name: string }) => p.name)).toContain("Camel (printed)");
  });
});
