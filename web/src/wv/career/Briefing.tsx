/** The mission briefing: what each side flies and must do, the planes, and the crews named. */
import type { CareerView } from "../../../../src/games/winged-victory/career/rules.js";

type B = NonNullable<CareerView["briefing"]>;

function Planes({ planes }: { planes: B["enemy"] }) {
  return (
    <ol>
      {planes.map((p, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the briefing's planes are numbered.
        <li key={k}>
          {p.name}{" "}
          <span className="muted">
            ({p.code}, {p.vp} VP)
          </span>
          {p.skill && <> — {p.skill}</>}
          {p.standIn && <span className="muted"> (stand-in: none of its kind in service yet)</span>}
        </li>
      ))}
    </ol>
  );
}

export function Briefing({ b }: { b: B }) {
  return (
    <section className="career-briefing" aria-label="Mission briefing">
      <h2>
        Mission {b.n} — {b.dateText}
      </h2>
      <p className="muted small">Rolled on the mission editor's {b.table} table.</p>
      <div className="career-sides">
        <div>
          <h3>Your orders: {b.ours.name}</h3>
          {b.ordersWhy && <p className="career-orders-why">{b.ordersWhy}</p>}
          <p>{b.ours.summary}</p>
          <p className="small">
            Flight {b.ours.flight}: the squadron flies {b.slots} plane{b.slots > 1 ? "s" : ""}. Up
            to {b.ours.turns} turns; enemy flak markers {b.ours.enemyFlak}.
          </p>
          {b.attached.length > 0 && (
            <>
              <p className="small">Lent by other units:</p>
              <Planes planes={b.attached} />
            </>
          )}
        </div>
        <div>
          <h3>The enemy: {b.theirs.name}</h3>
          <p>{b.theirs.summary}</p>
          <Planes planes={b.enemy} />
        </div>
      </div>
    </section>
  );
}
