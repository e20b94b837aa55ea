/**
 * The Wings of War damage decks as lists of cards. Our copy of the rules does
 * not list their contents, so every deck here is reconstructed (see
 * docs/knights-of-the-air.md): A light guns, B the common twin guns, C heavy
 * guns, D the heaviest and anti-aircraft fire. A club that owns the decks
 * types its own lists into the campaign options.
 */

export const SPECIALS = ["fire", "smoke", "jam", "engine", "rudder", "observer"] as const;
export type Special = (typeof SPECIALS)[number];

/** One line of a deck list: `count` cards alike. */
export interface CardSpec {
  value: number;
  /** The special-damage icon printed on the card, if any. */
  icon?: Special;
  /** The explosion card (its value is not read: it counts as 0 where a number is needed). */
  explosion?: boolean;
  count: number;
}

/** One physical card. */
export interface Card {
  value: number;
  icon: Special | null;
  explosion: boolean;
}

export type DeckLists = Record<string, CardSpec[]>;

const c = (value: number, count: number, icon?: Special): CardSpec =>
  icon ? { value, icon, count } : { value, count };
const EXPLOSION: CardSpec = { value: 0, explosion: true, count: 1 };

/** reconstructed: the four decks' contents (32 cards each, one explosion each). */
export const DECKS: DeckLists = {
  A: [
    c(0, 6),
    c(0, 2, "jam"),
    c(1, 5),
    c(1, 1, "smoke"),
    c(1, 1, "rudder"),
    c(2, 5),
    c(2, 1, "engine"),
    c(2, 1, "observer"),
    c(3, 3),
    c(3, 1, "fire"),
    c(3, 1, "smoke"),
    c(4, 2),
    c(4, 1, "fire"),
    c(5, 1),
    EXPLOSION,
  ],
  B: [
    c(0, 4),
    c(0, 2, "jam"),
    c(1, 5),
    c(1, 1, "rudder"),
    c(2, 5),
    c(2, 1, "smoke"),
    c(2, 1, "observer"),
    c(3, 4),
    c(3, 1, "engine"),
    c(3, 1, "fire"),
    c(4, 3),
    c(4, 1, "fire"),
    c(5, 2),
    EXPLOSION,
  ],
  C: [
    c(0, 3),
    c(0, 1, "jam"),
    c(1, 4),
    c(1, 1, "rudder"),
    c(2, 5),
    c(2, 1, "smoke"),
    c(3, 5),
    c(3, 1, "observer"),
    c(3, 1, "engine"),
    c(4, 4),
    c(4, 1, "fire"),
    c(5, 2),
    c(5, 1, "fire"),
    c(6, 1),
    EXPLOSION,
  ],
  D: [
    c(0, 2),
    c(0, 1, "jam"),
    c(1, 3),
    c(1, 1, "rudder"),
    c(2, 4),
    c(2, 1, "smoke"),
    c(3, 5),
    c(3, 1, "observer"),
    c(4, 4),
    c(4, 1, "engine"),
    c(4, 1, "fire"),
    c(5, 3),
    c(5, 1, "fire"),
    c(6, 3),
    EXPLOSION,
  ],
};

/** The cards of a deck list, in the list's order (the order a draw counts in). */
export function expand(list: readonly CardSpec[]): Card[] {
  const out: Card[] = [];
  for (const s of list)
    for (let i = 0; i < s.count; i++)
      out.push({
        value: s.explosion ? 0 : s.value,
        icon: s.icon ?? null,
        explosion: !!s.explosion,
      });
  return out;
}

/** How a card is written: "3", "2 fire", "explosion". */
export function cardLabel(card: Card): string {
  if (card.explosion) return "explosion";
  return card.icon ? `${card.value} ${card.icon}` : String(card.value);
}

/** Reads a typed card ("3", "2 fire", "x", "explosion"); null if it is not a card at all. */
export function parseCard(text: string): Card | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (t === "x" || t === "explosion" || t === "boom")
    return { value: 0, icon: null, explosion: true };
  const m = /^(\d{1,2})(?: ([a-z]+))?$/.exec(t);
  if (!m) return null;
  const icon = m[2] ?? null;
  if (icon !== null && !(SPECIALS as readonly string[]).includes(icon)) return null;
  return { value: Number(m[1]), icon: icon as Special | null, explosion: false };
}

export const sameCard = (a: Card, b: Card) =>
  a.explosion === b.explosion && (a.explosion || (a.value === b.value && a.icon === b.icon));

/** Has a special-damage symbol (the explosion counts as one for balloons and targets only where the rule says so). */
export const hasIcon = (card: Card) => card.icon !== null;
