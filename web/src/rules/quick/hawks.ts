/** Hawks over Malta's quick-reference tables, drawn from the game's own data. */
import {
  AA_HITS,
  AA_KILL,
  AIRCRAFT,
  BOMB_DRM,
  CHIT_CUP,
  DRM,
  SCENARIOS,
} from "../../../../src/games/hawks-over-malta/data.js";
import { htmlTable, signed } from "./html";

const SIDE = { axis: "Axis", british: "RAF" } as const;

function forces(ids: string[]): string {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts]
    .map(([id, n]) => `${n} ${AIRCRAFT[id as keyof typeof AIRCRAFT].name.split(" ")[0]}`)
    .join(", ");
}

export const HAWKS_TABLES: Record<string, () => string> = {
  "hawks-aircraft": () =>
    htmlTable(
      "Aircraft",
      [
        "aircraft",
        "side",
        "spaces a turn",
        "hits on 2D6",
        "bombing at altitude 1 / 2 / 3 / 4",
        "bomb badges",
      ],
      Object.values(AIRCRAFT).map((a) => [
        a.name,
        SIDE[a.side],
        a.move,
        `${a.hits}+`,
        a.bombing ? a.bombing.map((n) => (n >= 12 ? "12" : `${n}+`)).join(" / ") : "",
        a.badges ?? "",
      ]),
    ),
  "hawks-fire": () =>
    htmlTable(
      "Modifiers to a shot",
      ["when", "modifier"],
      [
        ["the firing plane has a HIT", signed(DRM.firerHit)],
        ["firing at a bomber", signed(DRM.againstBomber)],
        ["firing at a plane lower than you", signed(DRM.againstLower)],
        ["firing at a plane higher than you", signed(DRM.againstHigher)],
        ["the target is in a cloud", signed(DRM.inClouds)],
        ["ACE chit", "+1"],
        ["GREEN chit", "−1"],
        ["LUCKY chit (yours / the target's)", "+1 / −1"],
      ],
    ),
  "hawks-aa": () =>
    htmlTable(
      "Anti-aircraft fire (2D6)",
      ["altitude", "hits on"],
      [1, 2, 3, 4].map((alt) => [
        alt,
        AA_HITS[alt] ? `${AA_HITS[alt]}+ (a natural ${AA_KILL} downs the plane)` : "out of reach",
      ]),
    ),
  "hawks-bomb": () =>
    htmlTable(
      "Modifiers to a bombing roll",
      ["when", "modifier"],
      [
        ["the bomber has a HIT", signed(BOMB_DRM.bomberHit)],
        ["the bomber is in a cloud", signed(BOMB_DRM.inClouds)],
        ["ACE / GREEN / LUCKY chit", "+1 / −1 / +1"],
      ],
    ),
  "hawks-chits": () => {
    const n = (k: string) => CHIT_CUP.filter((c) => c === k).length;
    return htmlTable(
      "Each side's cup of special chits",
      ["chit", "how many", "effect"],
      [
        ["ACE", n("ace"), "+1 to its plane's rolls"],
        ["GREEN", n("green"), "−1 to its plane's rolls"],
        ["LUCKY", n("lucky"), "+1 to its plane's rolls, −1 to rolls against it"],
        ["none", n("none"), "no effect, never shown"],
      ],
    );
  },
  "hawks-scenarios": () =>
    htmlTable(
      "Scenarios and victory points",
      [
        "scenario",
        "RAF",
        "Axis",
        "bomb hit (Axis)",
        "RAF plane down (Axis)",
        "Axis fighter down (RAF)",
        "Axis bomber down (RAF)",
        "damaged bomber turned back (RAF)",
      ],
      SCENARIOS.map((s) => [
        `${s.id} ${s.name}`,
        forces(s.british),
        forces(s.axis),
        s.vp.bombHit,
        s.vp.britishPlaneDown,
        s.vp.axisFighterDown,
        s.vp.axisBomberDown,
        s.vp.bomberTurnedBack ?? "—",
      ]),
    ),
};
