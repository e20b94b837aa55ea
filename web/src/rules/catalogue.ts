/**
 * The players' rules: each system's pages, in reading order. The text of each
 * page lives in pages/<system>/<page>.md and loads only when it is opened.
 */

export interface RulesTopic {
  /** The page's address under its system: /rules/<system>/<id>. */
  id: string;
  title: string;
}

export interface RulesSet {
  id: string;
  title: string;
  /** One line for the list of all rules. */
  blurb: string;
  topics: RulesTopic[];
}

const topics = (...t: [string, string][]): RulesTopic[] => t.map(([id, title]) => ({ id, title }));

export const RULE_SETS: RulesSet[] = [
  {
    id: "malta-convoy",
    title: "Malta Convoy",
    blurb: "A solo dice game: take a convoy through to Malta in August 1942.",
    topics: topics(
      ["about", "What the game is"],
      ["play", "Playing it in Sortie"],
      ["turn", "A turn, step by step"],
      ["tables", "Quick reference: the tables"],
      ["rulings", "Rulings"],
    ),
  },
  {
    id: "hawks-over-malta",
    title: "Hawks over Malta",
    blurb: "Two players: Italian raids on Malta against the RAF's fighters, on a small grid.",
    topics: topics(
      ["about", "What the game is"],
      ["play", "Playing it in Sortie"],
      ["turn", "A turn, step by step"],
      ["tables", "Quick reference: aircraft, fire and scoring"],
      ["rulings", "Rulings"],
      ["reconstructed", "Reconstructed values"],
    ),
  },
  {
    id: "winged-victory",
    title: "Winged Victory",
    blurb: "Two players: First World War dogfights on a side-view board, flown by energy.",
    topics: topics(
      ["about", "What the game is"],
      ["play", "Playing it in Sortie"],
      ["turn", "A turn, step by step"],
      ["flying", "Flying: energy, attitude and manoeuvres"],
      ["combat", "Spotting, fire, damage and missions"],
      ["tables", "Quick reference: the planes"],
      ["rulings", "Rulings"],
      ["printed", "Reconstructed values and your printed box"],
    ),
  },
  {
    id: "winged-victory-table",
    title: "Winged Victory at the table",
    blurb: "The companion for a fight flown on the physical board: Sortie keeps the books.",
    topics: topics(
      ["about", "What the companion does"],
      ["setup", "Setting up"],
      ["turn", "A turn at the table"],
      ["dice", "Typing the dice"],
    ),
  },
  {
    id: "winged-victory-career",
    title: "Winged Victory: Squadron Career",
    blurb: "A squadron through 1916–18: missions, crews, reports, victories and promotions.",
    topics: topics(
      ["about", "What the career is"],
      ["steps", "A career, step by step"],
      ["report", "The after-action report"],
      ["tables", "The career's tables"],
    ),
  },
  {
    id: "wings-over-malta",
    title: "Wings over Malta",
    blurb: "A 24-mission campaign for Wings of Glory miniatures, fought over Malta.",
    topics: topics(
      ["about", "What the campaign is"],
      ["play", "A mission, step by step"],
      ["tables", "Quick reference: return, wounds and recovery"],
      ["rulings", "Rulings"],
      ["reconstructed", "Reconstructed values"],
    ),
  },
  {
    id: "knights-of-the-air",
    title: "Knights of the Air",
    blurb: "A club's league and campaign for Wings of War: pilots, logs, medals and the year.",
    topics: topics(
      ["about", "What the campaign is"],
      ["roles", "Players and Wing Commanders"],
      ["steps", "A sortie, step by step"],
      ["after", "After the sortie: kills, health, capture"],
      ["tree", "The mission tree and the year"],
      ["tables", "Quick reference: points, medals, planes"],
      ["rulings", "Rulings"],
      ["reconstructed", "Reconstructed tables and your own cards"],
    ),
  },
];

export function ruleSet(id: string | undefined): RulesSet | undefined {
  return RULE_SETS.find((s) => s.id === id);
}

export function topicOf(system: string, page: string | undefined): RulesTopic | undefined {
  return ruleSet(system)?.topics.find((t) => t.id === page);
}
