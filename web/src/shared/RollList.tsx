/**
 * A list of rolls, each with its purpose and what it produced. Given an
 * explainer, each roll is a button that opens the rule and table row behind it.
 */
import { useState } from "react";
import type { Roll } from "../../../src/engine/dice.js";
import { RuleDialog, type RuleRef } from "../rules/RuleNote";

const FACES = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

export type Explain = (r: Roll) => RuleRef | null;

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

function Line({ r }: { r: Roll }) {
  return (
    <>
      <Die roll={r} /> <span className="purpose">{r.purpose}</span>
      {r.result && <span className="result"> — {r.result}</span>}
    </>
  );
}

export function RollList({ rolls, explain }: { rolls: Roll[]; explain?: Explain }) {
  const [open, setOpen] = useState<{ roll: Roll; rule: RuleRef } | null>(null);
  if (rolls.length === 0) return null;
  return (
    <>
      <ul className="rolls">
        {rolls.map((r, i) => {
          const rule = explain?.(r);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rolls are a fixed list in order.
            <li key={i}>
              {rule ? (
                <button
                  type="button"
                  className="roll-why"
                  aria-haspopup="dialog"
                  title="The rule behind this roll"
                  onClick={() => setOpen({ roll: r, rule })}
                >
                  <Line r={r} />
                </button>
              ) : (
                <Line r={r} />
              )}
            </li>
          );
        })}
      </ul>
      {open && (
        <RuleDialog rule={open.rule} title="Why this roll" onClose={() => setOpen(null)}>
          <p className="roll-said">
            <Line r={open.roll} />
          </p>
        </RuleDialog>
      )}
    </>
  );
}
