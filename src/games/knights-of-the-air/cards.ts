/**
 * Drawing damage cards without replacement. A draw is a roll of a die with as
 * many faces as there are cards left, named for its purpose, so seeded,
 * scripted and asked dice all work and a log replays exactly. A club that
 * draws its real cards types them in instead: each typed card is taken from
 * the deck (refused if none like it is left), and no die is rolled.
 */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { type Card, cardLabel, type DeckLists, expand, parseCard, sameCard } from "./decks.js";

/** Cards typed by the club, taken in the order the rules draw. */
export class Typed {
  private used = 0;
  constructor(readonly cards: readonly string[] = []) {}
  next(): string | null {
    return this.used < this.cards.length ? this.cards[this.used++] : null;
  }
  /** Refuses cards typed beyond those the step drew. */
  finish(): void {
    if (this.used < this.cards.length)
      throw new RuleError(
        `${this.cards.length} cards were typed but this step draws only ${this.used}`,
      );
  }
}

/** One deck shuffled afresh for one procedure; cards drawn do not come back. */
export class Draws {
  private left: Card[];
  readonly drawn: Card[] = [];
  constructor(
    readonly deck: string,
    decks: DeckLists,
    private readonly dice: Dice,
    private readonly typed: Typed,
  ) {
    const list = decks[deck];
    if (!list) throw new RuleError(`this campaign has no damage deck ${deck}`);
    this.left = expand(list);
  }

  get remaining(): readonly Card[] {
    return this.left;
  }

  draw(purpose: string): Card {
    if (this.left.length === 0)
      throw new RuleError(`deck ${this.deck} has no cards left to draw for ${purpose}`);
    const text = this.typed.next();
    let i: number;
    if (text !== null) {
      const want = parseCard(text);
      if (!want)
        throw new RuleError(
          `"${text}" is not a damage card (write a number, a number and an icon such as "2 fire", or "explosion")`,
        );
      i = this.left.findIndex((c) => sameCard(c, want));
      if (i < 0)
        throw new RuleError(
          `deck ${this.deck} has no "${cardLabel(want)}" left for ${purpose}; it holds ${summary(this.left)}`,
        );
    } else {
      i = this.dice.draw(this.left.length, `${purpose} (deck ${this.deck})`);
      this.dice.note(cardLabel(this.left[i]));
    }
    const [card] = this.left.splice(i, 1);
    this.drawn.push(card);
    return card;
  }
}

/** "0 ×6, 1 ×5, 2 fire, explosion": what a deck holds, for messages. */
export function summary(cards: readonly Card[]): string {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(cardLabel(c), (counts.get(cardLabel(c)) ?? 0) + 1);
  return [...counts].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(", ");
}
