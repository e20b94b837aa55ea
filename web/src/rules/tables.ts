/** A printed table as a rule note shows it, with the row a roll read picked out. */
import type { Roll } from "../../../src/engine/dice.js";
import type { Table } from "../../../src/engine/tables.js";
import type { TableRef } from "./RuleNote";

const range = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);

export function tableRef<R>(t: Table<R>, roll?: Roll): TableRef {
  const rows = t.rows.map((r) => [range(r.min, r.max), t.label(r.result)]);
  let hit: number | undefined;
  const read = roll?.result ? /→\s*(.*)$/.exec(roll.result)?.[1]?.trim() : undefined;
  if (read) {
    // The total read is the last number before the arrow ("read as N" when clamped).
    const before = roll?.result?.split("→")[0] ?? "";
    const nums = before.match(/-?\d+/g);
    const total = nums ? Number(nums[nums.length - 1]) : Number.NaN;
    hit = t.rows.findIndex((r) => total >= r.min && total <= r.max && t.label(r.result) === read);
    if (hit < 0) hit = rows.findIndex((r) => r[1] === read);
    if (hit < 0) hit = undefined;
  }
  return { name: `${t.name} (d${t.sides})`, head: ["roll", "result"], rows, hit };
}
