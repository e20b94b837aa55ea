/**
 * Told to every seat of a game whose creator chose the dice's seed: whoever
 * knows it can work out every roll (Sortie's own dice come from a secret key
 * nobody holds).
 */
export function ChosenDice({ game }: { game: { diceChosen?: true } | null | undefined }) {
  if (!game?.diceChosen) return null;
  return (
    <p className="panel notice" role="note">
      The dice of this game follow a seed its creator chose: whoever knows the seed can work out
      every roll before it is made. For dice nobody can foresee, start a game without choosing one.
    </p>
  );
}
