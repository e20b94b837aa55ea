/** The school's sentences carry the flight computer's numbers, the school's own. */
import { describe, expect, it } from "vitest";
import {
  FLIGHT_LESSONS,
  flyLesson,
  lessonById,
  lessonStart,
} from "../../../../src/games/winged-victory/flight/lessons.js";
import { getPlane } from "../../../../src/games/winged-victory/planes/planes.js";
import { askFor, explainTurn, updateWords } from "./explain";

function sentences(id: string): string[] {
  const lesson = lessonById(id);
  if (!lesson) throw new Error(id);
  const plane = getPlane(lesson.plane);
  let before = lessonStart(lesson);
  return flyLesson(lesson).map((t) => {
    const s = explainTurn(plane, before, t);
    before = t.result.flight;
    return s;
  });
}

describe("the school's sentences", () => {
  it("the update: halfway rounded down, onto the pip when next to it", () => {
    expect(updateWords(-1, 5, 2)).toBe(
      "the cue moves half of the 6 boxes toward the pip at 5, rounded down: -1 → 2",
    );
    expect(updateWords(2, 0, 1)).toMatch(
      /half of the 2 boxes toward the pip at 0, rounded down: 2 → 1/,
    );
    expect(updateWords(1, 0, 0)).toMatch(/next to the pip \(0\), so it moves onto it: 0/);
  });
  it("ground school: 0 → 2 with the pip at 5, then 2 → 1 and 1 → 0 with it at 0", () => {
    const [a, b, c] = sentences("ground");
    expect(a).toMatch(/rolls 0 Hexes.*pip at 5.*0 → 2/);
    expect(b).toMatch(/rolls 2 Hexes.*pip at 0.*2 → 1/);
    expect(c).toMatch(/moves onto it: 0/);
  });
  it("climbing: 2 straight Hexes, drag 4, 5 → 1, updated to 3; the hard climb's 3 + 2 = 5, −1 → 2", () => {
    const s = sentences("climbing");
    expect(s[1]).toMatch(
      /^2 Hexes straight first.*up one level to 7.*, which is 4: the cue goes 5 → 1.*: 1 → 3/,
    );
    expect(s[3]).toMatch(/level to 8.*3 \+ 2 = 5.*4 → -1.*-1 → 2/);
  });
  it("diving: down 2 levels to 8, 5 → 7, updated to 5; the extra diving Hex; the hard dive to 6", () => {
    const s = sentences("diving");
    expect(s[0]).toMatch(/down 2 levels to 8.*5 → 7.*7 → 5/);
    expect(s[1]).toMatch(
      /^Speed 5: the optional extra diving Hex .* then 4 Hexes of level flight at level 8.*5 → 4/,
    );
    expect(s[2]).toMatch(/down 2 levels to 6.*4 → 6/);
  });
  it("turning: easy 5 → 1, normal to 10 with drag 3, hard to 8 with drag 2", () => {
    const [easy, normal, hard] = sentences("turning");
    expect(easy).toMatch(/5 Hexes, then the flip.*which is 4: the cue goes 5 → 1/);
    expect(normal).toMatch(/level to 10.*speed 3 in the Medium band is 3: the cue goes 3 → 0/);
    expect(hard).toMatch(/levels to 8.*the Low band, under speed 2: 2, so the cue goes 2 → 0/);
  });
  it("every lesson turn has a sentence and an instruction", () => {
    for (const lesson of FLIGHT_LESSONS) {
      for (const s of sentences(lesson.id)) expect(s).toMatch(/^[A-Z0-9].*\.$/);
      for (const t of lesson.turns)
        expect(askFor(t.move, t.throttle, lesson.grounded)).toMatch(/^[A-Z].*\.$/);
    }
  });
});
