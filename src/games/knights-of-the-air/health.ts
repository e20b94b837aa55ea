/**
 * Health draws: being shot down (with the explosion rules), year's end and
 * medal gains, Toughness, and the capture check. Each procedure shuffles a
 * whole deck of its type afresh and draws from it without replacement
 * (ruling K1 in the docs).
 */
import type { Dice } from "../../engine/dice.js";
import { Draws, type Typed } from "./cards.js";
import { type Card, cardLabel, type DeckLists } from "./decks.js";
import { CAPTURE_CARDS, START_HEALTH, TOUGHNESS_CARDS, YEAR_END_CARDS } from "./facts.js";

export interface Loss {
  loss: number;
  killed: boolean;
  cards: string[];
  text: string;
}

const labels = (cs: Card[]) => cs.map(cardLabel);

/**
 * Health lost by one airman whose plane was brought down (or who was put out
 * of the fight) by a card of `deck`; `byExplosion` when the explosion card
 * did it; `factor` 3 for passengers.
 */
export function downLoss(
  decks: DeckLists,
  deck: string,
  byExplosion: boolean,
  factor: number,
  dice: Dice,
  typed: Typed,
  who: string,
): Loss {
  const d = new Draws(deck, decks, dice, typed);
  const times = factor > 1 ? ` ×${factor}` : "";
  if (!byExplosion) {
    const first = d.draw(`health lost by ${who}`);
    if (!first.explosion) {
      const loss = first.value * factor;
      return {
        loss,
        killed: false,
        cards: labels(d.drawn),
        text: `loses ${first.value}${times} health`,
      };
    }
    const next = d.draw(`health lost by ${who}, after the explosion card (doubled)`);
    // Ruling K2: an explosion where the rule gives it no meaning counts as 0.
    const base = next.explosion ? 0 : next.value * 2;
    return {
      loss: base * factor,
      killed: false,
      cards: labels(d.drawn),
      text: `draws the explosion, then ${cardLabel(next)}: loses ${base}${times} health`,
    };
  }
  // The explosion brought the plane down: a 0 kills him outright.
  let first = d.draw(`${who} in an exploding plane: first card (0 kills)`);
  // Ruling K3: the explosion again as the first card is set aside and another drawn.
  while (first.explosion) first = d.draw(`${who} in an exploding plane: first card again`);
  if (first.value === 0)
    return {
      loss: 0,
      killed: true,
      cards: labels(d.drawn),
      text: "draws a 0 after the explosion: killed",
    };
  const second = d.draw(`${who} in an exploding plane: second card`);
  const base = second.explosion ? first.value * 2 : first.value + second.value;
  return {
    loss: base * factor,
    killed: false,
    cards: labels(d.drawn),
    text: second.explosion
      ? `draws ${first.value} then the explosion: loses ${base}${times} health`
      : `draws ${first.value} and ${second.value}: loses ${base}${times} health`,
  };
}

/** Health regained: a card's number, +1 for a special-damage icon; the explosion gives nothing. */
const gainOf = (c: Card) => (c.explosion ? 0 : c.value + (c.icon ? 1 : 0));

/** Year's end (2 cards) or a medal (1 card): deck A; an explosion first stops the draw. */
export function regain(
  decks: DeckLists,
  cards: number,
  dice: Dice,
  typed: Typed,
  purpose: string,
): { gain: number; cards: string[] } {
  const d = new Draws("A", decks, dice, typed);
  let gain = 0;
  for (let i = 0; i < cards; i++) {
    const c = d.draw(`${purpose}: card ${i + 1}`);
    if (c.explosion) break;
    gain += gainOf(c);
  }
  return { gain, cards: labels(d.drawn) };
}

/**
 * Health after a year's-end or medal gain (ruling K26): never above 25, even
 * for an airman whose Toughness once took him higher; one above 25 keeps
 * what he has.
 */
export const afterGain = (health: number, gain: number) =>
  Math.max(health, Math.min(START_HEALTH, health + gain));

export const yearEnd = (decks: DeckLists, dice: Dice, typed: Typed, who: string) =>
  regain(decks, YEAR_END_CARDS, dice, typed, `year's end health for ${who}`);

/** Toughness: three deck A cards, icons ignored; the explosion stops the draw, but a first explosion gives one last card. */
export function toughness(decks: DeckLists, dice: Dice, typed: Typed, who: string) {
  const d = new Draws("A", decks, dice, typed);
  let gain = 0;
  for (let i = 0; i < TOUGHNESS_CARDS; i++) {
    const c = d.draw(`Toughness for ${who}: card ${i + 1}`);
    if (c.explosion) {
      if (i === 0) {
        const last = d.draw(`Toughness for ${who}: the one card after a first explosion`);
        gain += last.explosion ? 0 : last.value;
      }
      break;
    }
    gain += c.value;
  }
  return { gain, cards: labels(d.drawn) };
}

/** Three deck A cards against the mission number: at least it, he gets home; less, or the explosion, he is captured. */
export function captureCheck(
  decks: DeckLists,
  level: number,
  dice: Dice,
  typed: Typed,
  who: string,
) {
  const d = new Draws("A", decks, dice, typed);
  let sum = 0;
  for (let i = 0; i < CAPTURE_CARDS; i++) {
    const c = d.draw(`${who} evading capture (needs ${level}): card ${i + 1}`);
    if (c.explosion)
      return { captured: true, sum, cards: labels(d.drawn), text: "draws the explosion: captured" };
    sum += c.value;
  }
  const captured = sum < level;
  return {
    captured,
    sum,
    cards: labels(d.drawn),
    text: captured
      ? `draws ${sum} against mission ${level}: captured`
      : `draws ${sum} against mission ${level}: gets back to his squadron`,
  };
}
