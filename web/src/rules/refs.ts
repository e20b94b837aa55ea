/**
 * Where the games' rule references land on the players' pages. A game names a
 * rule by a heading's slug (`a-turn`) or by a ruling's key (`H6`); both stay as
 * they are, and this map sends each to a page and a section of the players'
 * rules. A reference may also name a page directly (`turn#moving`).
 */
import { ruleSet } from "./catalogue";

export interface Place {
  system: string;
  page: string;
  /** A heading's slug or a ruling's key in lower case, or "" for the page's top. */
  anchor: string;
}

/** Old names of whole systems (the developers' documents had one page per part). */
const SYSTEM_ALIAS: Record<string, string> = {
  "winged-victory-combat": "winged-victory/combat",
};

/** The headings the games link to, per system, and the page and section that now explain them. */
export const ANCHORS: Record<string, Record<string, string>> = {
  "malta-convoy": {
    "the-game-in-brief": "turn#options",
    "rulings-we-follow": "rulings",
  },
  "hawks-over-malta": {
    "set-up": "turn#set-up",
    "a-turn": "turn#a-turn",
    "the-engagement-rule-rulings": "turn#fights",
    "anti-aircraft-fire-bombing-and-clouds-rulings": "turn#anti-aircraft-fire",
    "winning-reconstructed": "turn#the-end-and-the-score",
  },
  "winged-victory": {},
  "winged-victory-table": {},
  "winged-victory-career": {},
  "wings-over-malta": {
    "what-sortie-does-step-by-step": "play",
    rulings: "rulings",
    "the-dogfight-position-table-reconstructed": "reconstructed#the-dogfight-position-table",
  },
  "knights-of-the-air": {
    "the-campaign-step-by-step": "steps",
    "kills-and-credit-credit-ts": "after#kills-and-credit",
    "health-health-ts": "after#health",
    "behind-enemy-lines-health-ts-lines-ts": "after#behind-enemy-lines",
    "table-1-pilot-points-points-ts": "tables#pilot-points",
    "the-mission-tree-and-the-time-line-tree-ts": "tree",
  },
};

/** The page that lists each system's rulings by key. */
export const RULINGS_PAGE: Record<string, string> = {
  "malta-convoy": "rulings",
  "hawks-over-malta": "rulings",
  "winged-victory": "rulings",
  "wings-over-malta": "rulings",
  "knights-of-the-air": "rulings",
};

function split(system: string, target: string): Place {
  const [page, anchor = ""] = target.split("#");
  return { system, page, anchor };
}

/** The players' page and section a reference (system, heading or key) lands on; null for an unknown system. */
export function resolveRef(system: string, anchor = "", key?: string): Place | null {
  const alias = SYSTEM_ALIAS[system];
  if (alias) {
    const [s, page] = alias.split("/");
    return { system: s, page, anchor };
  }
  const set = ruleSet(system);
  if (!set) return null;
  const first = set.topics[0].id;
  if (key && RULINGS_PAGE[system])
    return { system, page: RULINGS_PAGE[system], anchor: key.toLowerCase() };
  if (!anchor) return { system, page: first, anchor: "" };
  const mapped = ANCHORS[system]?.[anchor];
  if (mapped) return split(system, mapped);
  const [page, rest] = anchor.split("#");
  if (set.topics.some((t) => t.id === page)) return { system, page, anchor: rest ?? "" };
  return null;
}

/** The address of a place on the players' pages. */
export function hrefOf(p: Place): string {
  return `/rules/${p.system}/${p.page}${p.anchor ? `#${p.anchor}` : ""}`;
}
