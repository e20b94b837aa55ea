/** "Undo the last step" on a campaign page: offered only where the server takes the step back. */
import { describe, expect, it } from "vitest";
import type { LogLine } from "../api";
import { undoControl } from "./undo";

const line = (over: Partial<LogLine> = {}): LogLine => ({
  seq: 3,
  seat: "p1",
  text: "Registers pilot Albert Ball",
  rolls: [],
  ...over,
});
const seatName = (s: string) => (s === "p1" ? "Ann (Allies)" : s);
const at = (last: LogLine | undefined, seat: string | null, more = {}) =>
  undoControl({ last, seat, manual: false, busy: false, seatName, ...more });

describe("the undo control of a Knights of the Air page", () => {
  it("is offered when the server marks the last step as this link's to take back", () => {
    expect(at(line({ undoable: true }), "p1")).toEqual({ can: true, why: null });
    // Greyed while a step is being sent, with nothing to explain.
    expect(at(line({ undoable: true }), "p1", { busy: true })).toEqual({ can: false, why: null });
  });

  it("is greyed for another player's step, naming whose it is (the server answers 403)", () => {
    const c = at(line(), "p2");
    expect(c.can).toBe(false);
    expect(c.why).toBe("The last step was taken by Ann (Allies): only that link takes it back.");
  });

  it("is greyed for the owner's link, which acts for no side (the server answers 403)", () => {
    for (const last of [line(), line({ undoable: true })])
      expect(at(last, null)).toEqual({
        can: false,
        why: "The owner's link watches: a step is taken back with the link of the seat that took it.",
      });
  });

  it("says why a step of this link's own stands: cards drawn, an enrolment, nothing yet", () => {
    const roll = { sides: 20, purpose: "a damage card (deck A)", value: 3 };
    expect(at(line({ rolls: [roll] }), "p1").why).toMatch(/drew cards: it stands/);
    expect(
      at(line({ seat: "wc-club", text: "Enrols Eddie (Allies) in group club" }), "wc-club"),
    ).toEqual({
      can: false,
      why: "The last step enrolled a player: it is final, his link may be in his hands already.",
    });
    // On the club's own decks a draw may be taken back: a greyed step there is an enrolment.
    expect(
      at(line({ rolls: [roll], text: "Enrols Eddie (Allies) in group club" }), "p1", {
        manual: true,
      }).why,
    ).toMatch(/enrolled a player/);
    expect(at(undefined, "p1")).toEqual({ can: false, why: "Nothing to take back yet." });
  });
});
