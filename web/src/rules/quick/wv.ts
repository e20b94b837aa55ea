/** Winged Victory's quick-reference tables, drawn from the game's own data. */
import { DEFAULT_COMBAT_TABLES } from "../../../../src/games/winged-victory/combat/data.js";
import { DEFAULT_ALEA, faceLabel } from "../../../../src/games/winged-victory/dice/alea.js";
import { BRIEFINGS, MISSION_TABLES } from "../../../../src/games/winged-victory/missions/data.js";
import { PLANES } from "../../../../src/games/winged-victory/planes/planes.js";
import { htmlTable, signed } from "./html";

const SIDE = { allies: "Allies", germans: "Germans" } as const;
const BANDS = ["low", "medium", "high"] as const;

export const WV_TABLES: Record<string, () => string> = {
  "wv-planes": () =>
    htmlTable(
      "The planes",
      [
        "plane",
        "side",
        "type",
        "engine",
        "top level speed low / medium / high",
        "stalls at or below",
        "ceiling",
        "VP",
      ],
      PLANES.map((p) => [
        p.name,
        SIDE[p.side],
        p.code === "F" ? "fighter" : p.code === "R" ? "two-seater" : "bomber",
        p.engine === "rotary" ? "rotary" : "in-line",
        BANDS.map((b) => p.maxLevelSpeed[b]).join(" / "),
        BANDS.map((b) => p.stallAtOrBelow[b]).join(" / "),
        p.ceiling,
        p.vp,
      ]),
    ),
  "wv-planes-more": () =>
    htmlTable(
      "Dice and damage",
      ["plane", "handling", "structure test", "spotting", "structure boxes", "acrobatics"],
      PLANES.map((p) => [
        p.name,
        p.handlingDie,
        p.structuralDie,
        p.spottingDie,
        p.structure.boxes,
        p.acrobatics.map((a) => a.replace(/-/g, " ")).join(", "),
      ]),
    ),
  "wv-fire": () => {
    const t = DEFAULT_COMBAT_TABLES;
    return htmlTable(
      "Steps along the dice ladder for a shot",
      ["when", "steps"],
      [
        [
          "recruit / expert / ace",
          `${signed(t.skill.recruit)} / ${signed(t.skill.expert)} / ${signed(t.skill.ace)}`,
        ],
        ...t.range.map((r, i) => [`range ${i + 1} Hex${i ? "es" : ""}`, signed(r)]),
        [
          "from behind / the beam / the front",
          `${signed(t.aspect.rear)} / ${signed(t.aspect.beam)} / ${signed(t.aspect.front)}`,
        ],
        ["long burst", signed(t.longBurst)],
        ["target jinking", signed(t.jink)],
        ["target in a barrel roll or falling leaf", signed(t.barrelRollOrFallingLeaf)],
      ],
    );
  },
  "wv-dice": () =>
    htmlTable(
      "The Alea dice, weakest first: each die's six faces",
      ["die", "faces"],
      DEFAULT_ALEA.dice.map((d) => [d.colour, d.faces.map(faceLabel).join(" · ")]),
    ),
  "wv-missions": () =>
    htmlTable(
      "Missions",
      ["mission", "who flies", "turns", "flak against it", "to accomplish it"],
      Object.values(BRIEFINGS).map((b) => [
        `${b.name}${b.red ? " (red)" : ""}`,
        b.flight,
        b.turns,
        b.enemyFlak || "—",
        b.summary,
      ]),
    ),
  "wv-mission-rolls": () =>
    htmlTable(
      "Mission rolls (d20, each side)",
      ["d20", "1916", "1917"],
      MISSION_TABLES[1916].map((m, i) => [
        i + 1,
        BRIEFINGS[m].name,
        BRIEFINGS[MISSION_TABLES[1917][i]].name,
      ]),
    ),
};
