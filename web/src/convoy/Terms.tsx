/** A line of the convoy's story with its game terms (Dumb Luck, Surprise Contact, …) opening their rule. */

import type { Table } from "../../../src/engine/tables.js";
import { ATTACK, CONTACT, ENEMY } from "../../../src/games/malta-convoy/data.js";
import { RuleLink, type RuleRef } from "../rules/RuleNote";
import { tableRef } from "../rules/tables";

const TERMS: [string, RuleRef][] = (
  [
    [CONTACT, "R4"],
    [ENEMY, "R5"],
    [ATTACK, "R8"],
  ] as [Table<unknown>, string][]
).flatMap(([table, key]) =>
  [...new Set(table.rows.map((r) => table.label(r.result)))].map((name): [string, RuleRef] => [
    name,
    {
      system: "malta-convoy",
      anchor: "rulings-we-follow",
      key,
      table: {
        ...tableRef(table),
        hit: table.rows.findIndex((r) => table.label(r.result) === name),
      },
    },
  ]),
);

// Longest first, so "Contact" does not take the place of "Surprise Contact".
const PATTERN = new RegExp(
  `\\b(${TERMS.map(([t]) => t)
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})\\b`,
);

export function Terms({ text }: { text: string }) {
  const parts = text.split(PATTERN);
  return (
    <>
      {parts.map((part, i) => {
        const rule = i % 2 === 1 ? TERMS.find(([t]) => t === part)?.[1] : undefined;
        return rule ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line.
          <RuleLink key={i} rule={rule} title={part}>
            {part}
          </RuleLink>
        ) : (
          part
        );
      })}
    </>
  );
}
