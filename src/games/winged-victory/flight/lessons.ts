/**
 * Winged Victory's flying school as data: each flight lesson's plane, where
 * it starts on mat A, and its turns (the throttle set, the manoeuvre in the
 * flight computer's notation, the options it is flown under), as the rule
 * book's school flies them. `flyLesson` flies a lesson's turns one after
 * another, so a page can show each turn's numbers and a test can check them
 * against the school's.
 */
import type { Heading } from "../board/grid.js";
import { getPlane } from "../planes/planes.js";
import { onGround } from "./field.js";
import { moveName, parseTurn } from "./flight.js";
import {
  DEFAULT_FLIGHT_OPTIONS,
  FIT,
  type Flight,
  type FlightOptions,
  flightAt,
  flyTurn,
  type TurnResult,
} from "./manoeuvres.js";

/** One turn of a lesson: the throttle it sets (absent: kept), the manoeuvre, its options. */
export interface LessonTurn {
  throttle?: number;
  /** The manoeuvre in the flight computer's notation (`climb-shallow`, `dive-hard:2`, `turn-normal`). */
  move: string;
  /** Options this turn alone flies under (the diving lesson's extra diving Hex). */
  options?: Partial<FlightOptions>;
}

export interface FlightLesson {
  id: string;
  title: string;
  /** The plane flown (a plane type's id). */
  plane: string;
  /** Where it starts: a Hex column of mat A, a level, heading and attitude level; the cue and the pip. */
  start: { col: number; level: number; heading: Heading; speed: number; throttle: number };
  /** On its airfield at the start (the ground school rolls the plane, it does not fly it). */
  grounded?: boolean;
  /** Options the whole lesson flies under (the diving lesson's free throttle). */
  options?: Partial<FlightOptions>;
  /** The manoeuvres offered at each turn (the one the turn asks for among them). */
  offered: string[];
  turns: LessonTurn[];
}

export const FLIGHT_LESSONS: readonly FlightLesson[] = [
  {
    id: "ground",
    title: "Ground school: the throttle and the speed cue",
    plane: "strutter",
    start: { col: 30, level: 0, heading: "W", speed: 0, throttle: 0 },
    grounded: true,
    offered: ["level"],
    turns: [{ throttle: 5, move: "level" }, { throttle: 0, move: "level" }, { move: "level" }],
  },
  {
    id: "climbing",
    title: "Climbing",
    plane: "strutter",
    start: { col: 34, level: 6, heading: "W", speed: 5, throttle: 5 },
    offered: ["level", "climb-shallow", "climb-hard"],
    turns: [
      { move: "level" },
      { move: "climb-shallow" },
      { move: "level" },
      { move: "climb-hard" },
      { move: "level" },
    ],
  },
  {
    id: "diving",
    title: "Diving",
    plane: "strutter",
    start: { col: 34, level: 10, heading: "W", speed: 5, throttle: 5 },
    options: { anyThrottle: true },
    offered: ["level", "dive-shallow:2", "dive-hard:2"],
    turns: [
      { throttle: 2, move: "dive-shallow:2" },
      { move: "level", options: { extraDivingHex: true } },
      { move: "dive-hard:2" },
      { throttle: 5, move: "level" },
    ],
  },
  {
    id: "turning",
    title: "Turning: easy, normal and hard",
    plane: "strutter",
    start: { col: 34, level: 11, heading: "W", speed: 5, throttle: 5 },
    offered: ["level", "turn-easy", "turn-normal", "turn-hard"],
    turns: [{ move: "turn-easy" }, { move: "turn-normal" }, { move: "turn-hard" }],
  },
  {
    id: "climbing-turns",
    title: "Turning while climbing or diving",
    plane: "strutter",
    start: { col: 34, level: 4, heading: "W", speed: 5, throttle: 5 },
    offered: ["level", "climb-shallow+turn", "dive-hard:1+turn"],
    turns: [{ move: "climb-shallow+turn" }, { move: "level" }, { move: "dive-hard:1+turn" }],
  },
  {
    id: "acrobatics",
    title: "The acrobatics",
    plane: "strutter",
    start: { col: 34, level: 5, heading: "W", speed: 5, throttle: 5 },
    offered: [
      "level",
      "jink",
      "barrel-roll",
      "half-loop",
      "wingover",
      "immelmann",
      "side-slip",
      "falling-leaf",
    ],
    turns: [
      { move: "jink" },
      { move: "level" },
      { move: "half-loop" },
      { move: "level" },
      { move: "barrel-roll" },
      { move: "level" },
      { move: "side-slip" },
      { move: "level" },
      { move: "wingover" },
      { move: "level" },
      { move: "immelmann" },
    ],
  },
];

/** A lesson turn as flown: the throttle in force, the manoeuvre's name, the result. */
export interface LessonFlown {
  throttle: number;
  name: string;
  /** The throttle as it was before this turn (a turn that sets none keeps it). */
  before: number;
  /** The options the turn was flown under. */
  options: FlightOptions;
  result: TurnResult;
}

export const lessonById = (id: string) => FLIGHT_LESSONS.find((l) => l.id === id);

/** The lesson's plane at its start. */
export function lessonStart(lesson: FlightLesson): Flight {
  return lesson.grounded
    ? onGround(lesson.start.speed)
    : flightAt(lesson.start.level, lesson.start.speed);
}

/** Flies a lesson's first `count` turns (all of them by default), without dice. */
export function flyLesson(lesson: FlightLesson, count = lesson.turns.length): LessonFlown[] {
  const plane = getPlane(lesson.plane);
  const out: LessonFlown[] = [];
  let f = lessonStart(lesson);
  let throttle = lesson.start.throttle;
  for (const turn of lesson.turns.slice(0, count)) {
    const before = throttle;
    throttle = turn.throttle ?? throttle;
    const options = { ...DEFAULT_FLIGHT_OPTIONS, ...lesson.options, ...turn.options };
    const move = parseTurn(turn.move).move;
    const result = flyTurn(plane, f, FIT, options, throttle, move);
    out.push({ throttle, name: moveName(move), before, options, result });
    f = result.flight;
  }
  return out;
}
