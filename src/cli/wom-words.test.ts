/** Wings over Malta in the terminal says a pilot's standing and counts in players' words. */
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { newCampaign, pilot } from "../games/wings-over-malta/test-helpers.js";
import { pilotLines, rosterLines } from "./wom-print.js";

const plain = (lines: string[]) => stripVTControlCharacters(lines.join("\n"));

describe("Wings over Malta roster and pilot card", () => {
  it("name each airman novice or experienced, as the pilot card does", () => {
    const s = newCampaign();
    const p = s.pilots.find((x) => x.side === "axis");
    if (!p) throw new Error("no Axis airman");
    const row = () =>
      plain(rosterLines(s, "axis"))
        .split("\n")
        .find((l) => l.includes(` ${p.id} `));
    expect(row()).toMatch(/novice/);
    expect(plain(pilotLines(p))).toMatch(/novice/);
    pilot(s, p.id).novice = false;
    expect(row()).toMatch(/experienced/);
    expect(plain(pilotLines(p))).toMatch(/experienced/);
  });

  it("count missions and kills in the singular for one", () => {
    const s = newCampaign();
    const p = pilot(s, s.pilots[0].id);
    p.flown = 1;
    p.kills = 1;
    expect(plain(pilotLines(p))).toMatch(/1 mission flown, 1 kill,/);
    p.flown = 3;
    p.kills = 0;
    expect(plain(pilotLines(p))).toMatch(/3 missions flown, 0 kills,/);
  });
});
