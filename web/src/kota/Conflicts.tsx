/**
 * Ruling K27: the lines of a sortie that disagree, named to every player of
 * it and to the Wing Commanders. A conflict stands until a Wing Commander
 * corrects or refuses one of its lines, with a reason everyone sees.
 */
import type { Conflict } from "../../../src/games/knights-of-the-air/reconcile.js";

export function Conflicts({ list }: { list: Conflict[] }) {
  if (list.length === 0) return null;
  return (
    <section className="panel kota-conflicts" aria-label="Lines in conflict" role="alert">
      <h2>Lines in conflict</h2>
      <p className="small">
        A sortie's lines must agree before they count. The Wing Commander corrects or refuses one of
        each pair, with a reason; until then the sortie does not close.
      </p>
      <ul>
        {list.map((c) => (
          <li key={`${c.sortie}/${c.lines.join("-")}/${c.kind}`}>
            Sortie {c.sortie}, lines {c.lines.join(" and ")}: {c.text}.
          </li>
        ))}
      </ul>
    </section>
  );
}
