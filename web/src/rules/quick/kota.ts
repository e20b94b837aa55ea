/** Knights of the Air's quick-reference tables, drawn from the campaign's own data. */
import { DECKS } from "../../../../src/games/knights-of-the-air/decks.js";
import {
  ABILITIES,
  ABILITY_INFO,
  PILOT_ONLY,
  SERVICE_NAME,
  type Service,
} from "../../../../src/games/knights-of-the-air/facts.js";
import { MEDALS } from "../../../../src/games/knights-of-the-air/medals.js";
import { MISSIONS } from "../../../../src/games/knights-of-the-air/missions.js";
import { GROUND_TARGETS, PLANES } from "../../../../src/games/knights-of-the-air/planes.js";
import { ACHIEVEMENTS, POINTS } from "../../../../src/games/knights-of-the-air/points.js";
import { htmlTable } from "./html";

const SIDE = { allies: "Allies", central: "Central Powers" } as const;

export const KOTA_TABLES: Record<string, () => string> = {
  "kota-points": () =>
    htmlTable(
      "Pilot Points",
      ["for", "points"],
      ACHIEVEMENTS.map((a) => [POINTS[a].what, POINTS[a].points]),
    ),
  "kota-medals": () =>
    htmlTable(
      "Medals (points are all his Pilot Points so far; kills are confirmed kills)",
      ["service", "award", "points", "kills", "from"],
      (Object.keys(MEDALS) as Service[]).flatMap((s) =>
        MEDALS[s].map((m, i) => [
          i === 0 ? SERVICE_NAME[s] : "",
          m.name,
          m.points,
          m.kills ?? "",
          m.from ?? "",
        ]),
      ),
    ),
  "kota-planes": () =>
    htmlTable(
      "Planes (the deck their guns deal; a two-seater's observer deck)",
      ["plane", "side", "from", "deck", "observer"],
      PLANES.map((p) => [
        p.name,
        SIDE[p.side],
        p.year,
        p.deck,
        p.twoSeater ? (p.rearDeck ?? "") : "",
      ]),
    ),
  "kota-targets": () =>
    htmlTable(
      "Ground targets (dealt face down)",
      ["target", "cards in the pile", "fires with deck"],
      GROUND_TARGETS.map((t) => [t.name, t.count, t.deck || "—"]),
    ),
  "kota-missions": () =>
    htmlTable(
      "The mission tree",
      ["mission", "name", "sorties", "decided by", "a defeat sends the campaign to"],
      MISSIONS.map((m) => [
        m.id,
        m.name,
        m.sorties,
        m.victory === "points" ? "Pilot Points" : "objectives",
        m.fallback === "replay" ? "flown again" : `Mission ${m.fallback}`,
      ]),
    ),
  "kota-decks": () => {
    const values = [0, 1, 2, 3, 4, 5, 6];
    return htmlTable(
      "Damage decks: how many cards of each value (each deck also holds one explosion)",
      ["deck", ...values.map(String), "with an icon"],
      Object.entries(DECKS).map(([d, list]) => [
        d,
        ...values.map((v) => {
          const n = list
            .filter((c) => !c.explosion && c.value === v)
            .reduce((t, c) => t + c.count, 0);
          return n || "–";
        }),
        list.filter((c) => c.icon).reduce((t, c) => t + c.count, 0),
      ]),
    );
  },
  "kota-abilities": () =>
    htmlTable(
      "Ace abilities",
      ["ability", "what it does", "who"],
      ABILITIES.map((a) => [
        ABILITY_INFO[a].name,
        `${ABILITY_INFO[a].summary}${ABILITY_INFO[a].everyTwoTurns ? " (every two turns)" : ""}`,
        PILOT_ONLY.includes(a) ? "pilots" : "pilots and observers",
      ]),
    ),
};
