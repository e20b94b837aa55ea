/**
 * Winged Victory at the table: the companion's rules module. The fight is
 * flown on the printed board; the companion keeps the dashboards through the
 * engine's own flight, fire and damage rules, asks for every die thrown at
 * the table (colour and face), and says the order of movement, the shots and
 * their dice, and the VP. One seat: the table.
 */
import type { Outcome, Rules } from "../../../engine/contract.js";
import type { Dice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import { boxOf } from "../game/printed.js";
import { apply, describe, parseAction } from "./actions.js";
import { parseOptions, setup as setupState } from "./setup.js";
import { SEAT, type TableAction, type TableOptions, type TableState } from "./state.js";
import { type TableView, tableView } from "./view.js";

function act(state: TableState, seat: string, action: TableAction, _dice: Dice): TableState {
  if (seat !== SEAT) throw new RuleError(`the companion's one seat is "${SEAT}"`);
  boxOf(state.options);
  return apply(structuredClone(state), action);
}

function outcome(s: TableState): Outcome | null {
  if (s.phase.kind !== "over") return null;
  const { allies, germans } = s.vp;
  const who =
    allies === germans ? "A draw" : allies > germans ? "Allied victory" : "German victory";
  // The one seat is the table: the winning side is in the summary and the scores.
  return {
    winners: [],
    scores: { allies, germans },
    summary: `${who}, ${allies}–${germans} in VP (${s.phase.why})`,
  };
}

export const wingedVictoryTable: Rules<TableState, TableAction, TableOptions, TableView> = {
  id: "winged-victory-table",
  title: "Winged Victory table companion",
  // Version 2: a plane the end-of-turn update leaves in stall fires in no shot typed in (ruling W14).
  version: 2,
  // A version 1 log replays as it stands unless it typed in such a shot (refused at that entry).
  upgrade: (record) => (record.version === 1 ? { ...record, version: 2 } : record),
  seats: () => [SEAT],
  parseOptions,
  parseAction,
  setup: (o: TableOptions) => setupState(o),
  // A state read back in a fresh process has its box file's planes registered again first.
  view: (s, seat) => {
    boxOf(s.options);
    return tableView(s, seat);
  },
  act,
  outcome,
  // The dice are thrown at the table: a typed face may be taken back (a slip of the finger).
  undoable: () => true,
  subtitle: (o) => `${o.title}, ${o.planes.length} planes`,
  describe,
};
