/**
 * Whether this link may take back the campaign's last step, and if not, why
 * (said beside the greyed button). The server decides (each log line carries
 * `undoable` for the link that reads it): the page offers the button only
 * where the server would take the step back, never one it answers with a 403.
 */
import type { LogLine } from "../api";

export interface UndoControl {
  can: boolean;
  /** Why the button is greyed; null when it is not, or when there is nothing to say. */
  why: string | null;
}

export function undoControl(o: {
  /** The last step standing, if any. */
  last: LogLine | undefined;
  /** This link's seat; null for the owner's link. */
  seat: string | null;
  /** The campaign draws from the club's own decks. */
  manual: boolean;
  /** A step is being sent. */
  busy: boolean;
  /** How a seat is called ("Anna (Allies)"). */
  seatName: (seat: string) => string;
}): UndoControl {
  const { last, seat } = o;
  if (!last) return { can: false, why: "Nothing to take back yet." };
  // The owner's link acts for no side: the server takes back no step through it.
  if (seat === null)
    return {
      can: false,
      why: "The owner's link watches: a step is taken back with the link of the seat that took it.",
    };
  if (last.undoable) return { can: !o.busy, why: null };
  if (last.seat !== seat)
    return {
      can: false,
      why: `The last step was taken by ${o.seatName(last.seat)}: only that link takes it back.`,
    };
  if (!o.manual && last.rolls.length > 0)
    return {
      can: false,
      why: "The last step drew cards: it stands, as a draw at the table does.",
    };
  if (last.text.startsWith("Enrols "))
    return {
      can: false,
      why: "The last step enrolled a player: it is final, his link may be in his hands already.",
    };
  return { can: false, why: "The last step cannot be taken back." };
}
