/** A list of rolls, each with its purpose and what it produced. */
import type { Roll } from "../../../src/engine/dice.js";

const FACES = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

export function Die({ roll }: { roll: Roll }) {
  const face = roll.sides === 6 ? FACES[roll.value - 1] : null;
  return (
    <span
      className="die"
      role="img"
      title={`d${roll.sides}: ${roll.value}`}
      aria-label={`d${roll.sides} rolled ${roll.value}`}
    >
      {face ?? `${roll.value}`}
      {!face && <small>/d{roll.sides}</small>}
    </span>
  );
}

export function RollList({ rolls }: { rolls: Roll[] }) {
  if (rolls.length === 0) return null;
  return (
    <ul className="rolls">
      {rolls.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rolls are a fixed list in order.
        <li key={i}>
          <Die roll={r} /> <span className="purpose">{r.purpose}</span>
          {r.result && <span className="result"> — {r.result}</span>}
        </li>
      ))}
    </ul>
  );
}
