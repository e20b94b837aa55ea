/** The flying school's lessons as the app flies them give the school's numbers (flight/school.test.ts). */
import { describe, expect, it } from "vitest";
import { FLIGHT_LESSONS, flyLesson, lessonById } from "./lessons.js";

const numbers = (id: string) => {
  const lesson = lessonById(id);
  if (!lesson) throw new Error(id);
  return flyLesson(lesson).map(({ result: r, throttle }) => [
    throttle,
    r.startSpeed,
    r.speed,
    r.endSpeed,
    r.level,
  ]);
};

describe("the flight lessons", () => {
  it("ground school: throttle 5 takes the cue 0 → 2, engine off 2 → 1, then 1 → 0, rolling on the ground", () => {
    expect(numbers("ground")).toEqual([
      [5, 0, 0, 2, 0],
      [0, 2, 2, 1, 0],
      [0, 1, 1, 0, 0],
    ]);
  });
  it("climbing: 5, then 5 → 1 → 3 up to 7, 3 → 4, 4 → −1 → 2 up to 8, 2 → 3", () => {
    expect(numbers("climbing")).toEqual([
      [5, 5, 5, 5, 6],
      [5, 5, 1, 3, 7],
      [5, 3, 3, 4, 7],
      [5, 4, -1, 2, 8],
      [5, 2, 2, 3, 8],
    ]);
  });
  it("diving: throttle 2, 5 → 7 → 5 down to 8; the extra diving Hex, 5 → 4; 4 → 6 → 4 down to 6; throttle 5, 4 → 5", () => {
    expect(numbers("diving")).toEqual([
      [2, 5, 7, 5, 8],
      [2, 5, 5, 4, 8],
      [2, 4, 6, 4, 6],
      [5, 4, 4, 5, 6],
    ]);
  });
  it("turning: easy 5 → 1 → 3 at 11, normal 3 → 0 → 2 to 10, hard 2 → 0 → 2 to 8", () => {
    expect(numbers("turning")).toEqual([
      [5, 5, 1, 3, 11],
      [5, 3, 0, 2, 10],
      [5, 2, 0, 2, 8],
    ]);
  });
  it("climbing and diving turns: 5 → −3 → 1 up to 5, 1 → 3, 3 → 1 → 3 down to 4 (ruling V2)", () => {
    expect(numbers("climbing-turns")).toEqual([
      [5, 5, -3, 1, 5],
      [5, 1, 1, 3, 5],
      [5, 3, 1, 3, 4],
    ]);
  });
  it("the acrobatics each fly as the rules say: jink half the drag, barrel roll and half loop the drag, wingover +4, Immelmann and side slip no change", () => {
    const lesson = lessonById("acrobatics");
    if (!lesson) throw new Error("acrobatics");
    const flown = flyLesson(lesson);
    const by = (name: string) => flown.find((t) => t.name === name)?.result;
    expect(by("jink")).toMatchObject({ startSpeed: 5, speed: 3, evasion: -1, pilotMayFire: false });
    expect(by("half-loop")).toMatchObject({ startSpeed: 5, speed: 1, reversed: true });
    expect(by("barrel-roll")).toMatchObject({ startSpeed: 4, speed: 1, evasion: -2 });
    expect(by("side-slip")).toMatchObject({ startSpeed: 4, speed: 4, level: 5 });
    expect(by("wingover")).toMatchObject({ startSpeed: 5, speed: 9, level: 3, reversed: true });
    expect(by("immelmann")).toMatchObject({ startSpeed: 6, speed: 6, pilotMayFire: true });
  });
  it("no lesson turn stalls, crashes or cracks up, and every lesson offers the manoeuvre each turn asks for", () => {
    for (const lesson of FLIGHT_LESSONS) {
      for (const t of flyLesson(lesson)) expect(t.result.events, lesson.id).toEqual([]);
      for (const t of lesson.turns) expect(lesson.offered, lesson.id).toContain(t.move);
    }
  });
});
