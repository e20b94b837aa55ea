/** Malta Convoy's quick-reference tables, drawn from the game's own data. */
import {
  ALL_CARGO_LOST,
  ALL_TANKERS_LOST,
  ATTACK,
  COMPOSITION,
  CONTACT,
  ENEMY,
  OPTION_EFFECTS,
  OPTIONS,
  POINTS_PER_INTERCEPTION,
  SCORE_START,
  SHIP_NAMES,
  SHIP_TYPES,
  SUNK_COST,
  TARGET,
} from "../../../../src/games/malta-convoy/data.js";
import { diceTable, htmlTable, signed } from "./html";

export const CONVOY_TABLES: Record<string, () => string> = {
  "convoy-composition": () =>
    htmlTable(
      "The convoy (rolled in this order)",
      ["ships", "roll"],
      COMPOSITION.map((c) => [
        SHIP_NAMES[c.type].many,
        `${c.dice}D${c.sides}${c.times > 1 ? ` × ${c.times}` : ""}`,
      ]),
    ),
  "convoy-contact": () =>
    htmlTable(
      "Contact (d6, read between 1 and 8)",
      ["roll", "result", "attack?", "force size", "next turn's contact roll"],
      CONTACT.rows.map((r) => [
        r.min === r.max ? r.min : `${r.min}–${r.max}`,
        r.result.name,
        r.result.attack ? "yes" : "no",
        r.result.attack ? signed(r.result.force) : "",
        signed(r.result.nextRoll),
      ]),
    ),
  "convoy-enemy": () =>
    htmlTable(
      "Enemy force (d6, never modified)",
      ["roll", "force", "force size", "attack rolls"],
      ENEMY.rows.map((r) => [
        r.min === r.max ? r.min : `${r.min}–${r.max}`,
        r.result.name,
        signed(r.result.force),
        signed(r.result.attack),
      ]),
    ),
  "convoy-attack": () => diceTable(ATTACK, "Enemy attack (d6, read between 1 and 6)"),
  "convoy-target": () => diceTable(TARGET, "Target (d6, read up to 6)"),
  "convoy-options": () =>
    htmlTable(
      "The four options (each once a trip, lasting 1D6 turns)",
      ["option", "while it lasts"],
      OPTIONS.map((o) => [OPTION_EFFECTS[o].title, OPTION_EFFECTS[o].summary]),
    ),
  "convoy-score": () =>
    htmlTable(
      `Score (start at ${SCORE_START})`,
      ["event", "points"],
      [
        ...SHIP_TYPES.map((t) => [
          `each ${SHIP_NAMES[t].one} sunk`,
          SUNK_COST[t] ? `−${SUNK_COST[t]}` : "0",
        ]),
        ["every oil tanker lost", `−${ALL_TANKERS_LOST} more`],
        ["every cargo ship lost", `−${ALL_CARGO_LOST} more`],
        ["each interception", `+${POINTS_PER_INTERCEPTION}`],
      ],
    ),
};
