/**
 * The nine Alea dice of Winged Victory: a ladder of colours from white to
 * black, each a six-faced die whose face shows a combat result, and on the
 * test dice (white up to yellow) a test icon, on the red and blue dice a
 * number 1–6.
 *
 * reconstructed: our copy of the rules lost the pictures of the faces and of
 * the ladder. What the text fixes holds (white lowest, black highest, the test
 * dice are the lowest ones up to yellow, red + 1 = blue, red − 2 = green,
 * yellow − 2 = grey, red and blue carry the numbers 1–6); the two colours it
 * never names (pink, orange) and every face are ours, chosen so that one step
 * up the ladder never makes a result worse. An owner of the dice can type the
 * printed faces in through a dice file (`dice/alea-file.ts`, docs/winged-victory-combat.md).
 *
 * A roll goes through the engine's dice as a roll of a die with as many sides
 * as the Alea die has faces; the value is the face's position (1-based).
 */
import type { Dice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";

/** Combat results, worst to best for the attacker. */
export const MISS = 0;
export const HIT1 = 1;
export const HIT2 = 2;
export const HIT3 = 3;
export const DESTROYED = 4;
export type CombatResult = 0 | 1 | 2 | 3 | 4;
export const RESULT_NAMES = ["miss", "1", "2", "3", "destroyed"] as const;
export type ResultName = (typeof RESULT_NAMES)[number];
const RESULT_LABELS = ["missed", "1 damage", "2 damage", "3 damage", "component destroyed"];

/** Test icons, weakest to strongest: a cross, one stroke ("i"), two strokes ("ii"). */
export const FAIL = 0;
export const PASS = 1;
export const DOUBLE = 2;
export type TestIcon = 0 | 1 | 2;
export const ICON_NAMES = ["fail", "i", "ii"] as const;
export type IconName = (typeof ICON_NAMES)[number];

export interface AleaFace {
  result: ResultName;
  /** Test dice only. */
  icon?: IconName;
  /** Numbered dice (red, blue) only: 1..6. */
  number?: number;
}

export interface AleaDie {
  colour: string;
  faces: AleaFace[];
}

export interface AleaSet {
  /** True while any value is ours rather than printed. */
  reconstructed: boolean;
  /** The ladder, lowest (white) first. */
  dice: AleaDie[];
}

const f = (result: ResultName, icon?: IconName, number?: number): AleaFace => {
  const face: AleaFace = { result };
  if (icon !== undefined) face.icon = icon;
  if (number !== undefined) face.number = number;
  return face;
};

/**
 * reconstructed: the whole set (see the file comment). Each column of faces,
 * read down the ladder, never gets worse: the i-th worst face of a die is at
 * least as good as the i-th worst face of the die below it. Every test die
 * has one "ii" face: "ii" is the best icon for a Spotting Test but the worst
 * for putting out a fire and worse than "i" for a Handling Test, so one
 * step up may only turn a fail into an "i" (`TEST_READINGS`).
 */
export const DEFAULT_ALEA: AleaSet = {
  reconstructed: true,
  dice: [
    {
      colour: "white",
      faces: [
        f("miss", "fail"),
        f("miss", "fail"),
        f("miss", "fail"),
        f("miss", "i"),
        f("1", "i"),
        f("2", "ii"),
      ],
    },
    {
      colour: "grey",
      faces: [
        f("miss", "fail"),
        f("miss", "fail"),
        f("miss", "i"),
        f("1", "i"),
        f("1", "i"),
        f("2", "ii"),
      ],
    },
    {
      colour: "pink",
      faces: [
        f("miss", "fail"),
        f("miss", "i"),
        f("miss", "i"),
        f("1", "i"),
        f("2", "i"),
        f("3", "ii"),
      ],
    },
    {
      colour: "yellow",
      faces: [
        f("miss", "fail"),
        f("miss", "i"),
        f("1", "i"),
        f("1", "i"),
        f("2", "i"),
        f("3", "ii"),
      ],
    },
    { colour: "green", faces: [f("miss"), f("miss"), f("1"), f("2"), f("2"), f("3")] },
    { colour: "orange", faces: [f("miss"), f("miss"), f("1"), f("2"), f("3"), f("destroyed")] },
    {
      colour: "red",
      faces: [
        f("miss", undefined, 1),
        f("1", undefined, 2),
        f("1", undefined, 3),
        f("2", undefined, 4),
        f("3", undefined, 5),
        f("destroyed", undefined, 6),
      ],
    },
    {
      colour: "blue",
      faces: [
        f("miss", undefined, 1),
        f("1", undefined, 2),
        f("2", undefined, 3),
        f("2", undefined, 4),
        f("3", undefined, 5),
        f("destroyed", undefined, 6),
      ],
    },
    { colour: "black", faces: [f("miss"), f("1"), f("2"), f("3"), f("destroyed"), f("destroyed")] },
  ],
};

/** A set read into flat arrays for fast rolls: face k of die d is at d * stride + k. */
export interface CompiledAlea {
  readonly set: AleaSet;
  readonly count: number;
  readonly names: readonly string[];
  /** Faces per die. */
  readonly sides: Int8Array;
  readonly stride: number;
  readonly result: Int8Array;
  /** −1 where a face has no icon. */
  readonly icon: Int8Array;
  /** 0 where a face has no number. */
  readonly number: Int8Array;
  /** The highest test die (yellow). */
  readonly testTop: number;
  readonly white: number;
  readonly grey: number;
  readonly yellow: number;
  readonly green: number;
  readonly red: number;
  readonly blue: number;
  readonly black: number;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Capitalised die names, kept once made: a purpose is written for every roll, and a set's colours are few. */
const CAPS = new Map<string, string>();
function capColour(s: string): string {
  let c = CAPS.get(s);
  if (c === undefined) {
    c = cap(s);
    CAPS.set(s, c);
  }
  return c;
}

/** The label of one face as a player types it, e.g. "2 i" or "destroyed #6". */
export function faceLabel(face: AleaFace): string {
  let s: string = face.result;
  if (face.icon) s += ` ${face.icon}`;
  if (face.number) s += ` #${face.number}`;
  return s;
}

/** Checks a set against what the rules fix and reads it into flat arrays. */
export function compileAlea(set: AleaSet): CompiledAlea {
  const names = set.dice.map((d) => d.colour);
  const at = (name: string) => names.indexOf(name);
  const problems: string[] = [];
  if (names.length !== 9) problems.push(`the set has ${names.length} dice, not 9`);
  if (new Set(names).size !== names.length) problems.push("a colour appears twice in the ladder");
  for (const need of ["white", "grey", "yellow", "green", "red", "blue", "black"]) {
    if (at(need) < 0) problems.push(`the ladder has no ${need} die`);
  }
  if (problems.length === 0) {
    if (at("white") !== 0) problems.push("white must be the lowest die");
    if (at("black") !== names.length - 1) problems.push("black must be the highest die");
    if (at("blue") !== at("red") + 1) problems.push("blue must be one step above red");
    if (at("green") !== at("red") - 2) problems.push("green must be two steps below red");
    if (at("grey") !== at("yellow") - 2) problems.push("grey must be two steps below yellow");
    if (at("red") <= at("yellow")) problems.push("red must be above yellow (not a test die)");
  }
  const testTop = at("yellow");
  set.dice.forEach((die, d) => {
    const name = cap(die.colour);
    if (die.faces.length < 2) problems.push(`the ${name} die has ${die.faces.length} faces`);
    const numbered = die.colour === "red" || die.colour === "blue";
    const seen = new Set<number>();
    die.faces.forEach((face, k) => {
      const where = `the ${name} die's face ${k + 1}`;
      if (!RESULT_NAMES.includes(face.result)) problems.push(`${where} has no combat result`);
      if (d <= testTop && !face.icon) problems.push(`${where} needs a test icon (fail, i or ii)`);
      if (d > testTop && face.icon)
        problems.push(`${where} has a test icon, but it is no test die`);
      if (numbered) {
        if (!face.number) problems.push(`${where} needs its number 1–6`);
        else if (seen.has(face.number)) problems.push(`${where} repeats the number ${face.number}`);
        else seen.add(face.number);
      } else if (face.number) problems.push(`${where} has a number, but only red and blue do`);
    });
    if (numbered && die.faces.length !== 6) problems.push(`the ${name} die must have 6 faces`);
  });
  if (problems.length) throw new RuleError(`dice: ${problems.join("; ")}`);

  const stride = Math.max(...set.dice.map((d) => d.faces.length));
  const n = set.dice.length;
  const result = new Int8Array(n * stride);
  const icon = new Int8Array(n * stride).fill(-1);
  const number = new Int8Array(n * stride);
  const sides = new Int8Array(n);
  set.dice.forEach((die, d) => {
    sides[d] = die.faces.length;
    die.faces.forEach((face, k) => {
      result[d * stride + k] = RESULT_NAMES.indexOf(face.result);
      if (face.icon) icon[d * stride + k] = ICON_NAMES.indexOf(face.icon);
      number[d * stride + k] = face.number ?? 0;
    });
  });
  return {
    set,
    count: n,
    names,
    sides,
    stride,
    result,
    icon,
    number,
    testTop,
    white: at("white"),
    grey: at("grey"),
    yellow: testTop,
    green: at("green"),
    red: at("red"),
    blue: at("blue"),
    black: at("black"),
  };
}

export const ALEA: CompiledAlea = compileAlea(DEFAULT_ALEA);

/** The die of colour index `base` stepped by `modifier`, kept within the ladder. */
export function combatDie(a: CompiledAlea, base: number, modifier: number): number {
  const d = base + modifier;
  return d < 0 ? 0 : d >= a.count ? a.count - 1 : d;
}

/** The test die of colour index `base` stepped by `modifier`, kept between white and yellow. */
export function testDie(a: CompiledAlea, base: number, modifier: number): number {
  const d = base + modifier;
  return d < 0 ? 0 : d > a.testTop ? a.testTop : d;
}

/** A colour index by name ("red", "Grey"); RuleError if the ladder has no such die. */
export function colourIndex(a: CompiledAlea, name: string): number {
  const i = a.names.indexOf(name.toLowerCase());
  if (i < 0) throw new RuleError(`there is no ${name} die (the dice: ${a.names.join(", ")})`);
  return i;
}

/** What a roll is read for: the result, the icon, the number, or the whole face. */
export type FaceUse = "combat" | "test" | "number" | "face";
const USE_WORD: Record<FaceUse, string> = {
  combat: "result",
  test: "icon",
  number: "number",
  face: "face",
};

/**
 * The purpose text of an Alea roll: it begins with the die's colour and the
 * part of the face that counts ("Grey die, icon: clear a jammed gun"), so a
 * player knows which die to throw and what to read.
 */
export function aleaPurpose(
  a: CompiledAlea,
  die: number,
  why: string,
  use: FaceUse = "face",
): string {
  return `${capColour(a.names[die])} die, ${USE_WORD[use]}: ${why}`;
}

const PURPOSE = /^(\w+) die, (result|icon|number|face): /;

/** The colour index named at the start of a purpose made by `aleaPurpose`, or −1. */
export function dieOfPurpose(a: CompiledAlea, purpose: string): number {
  const m = PURPOSE.exec(purpose);
  return m ? a.names.indexOf(m[1].toLowerCase()) : -1;
}

/** Rolls die `die`; returns the face index (0-based). The log notes the face shown. */
export function rollAlea(
  a: CompiledAlea,
  dice: Dice,
  die: number,
  why: string,
  use: FaceUse = "face",
): number {
  const face = dice.roll(a.sides[die], aleaPurpose(a, die, why, use)) - 1;
  dice.note(faceLabel(a.set.dice[die].faces[face]));
  return face;
}

export const resultOf = (a: CompiledAlea, die: number, face: number): CombatResult =>
  a.result[die * a.stride + face] as CombatResult;
export const iconOf = (a: CompiledAlea, die: number, face: number): number =>
  a.icon[die * a.stride + face];
export const numberOf = (a: CompiledAlea, die: number, face: number): number =>
  a.number[die * a.stride + face];
export const resultLabel = (r: CombatResult) => RESULT_LABELS[r];

/** Rolls a combat die and reads its result. */
export function rollCombat(a: CompiledAlea, dice: Dice, die: number, why: string): CombatResult {
  return resultOf(a, die, rollAlea(a, dice, die, why, "combat"));
}

/** Rolls a test die (already kept within white..yellow) and reads its icon. */
export function rollTest(a: CompiledAlea, dice: Dice, die: number, why: string): TestIcon {
  const d = die > a.testTop ? a.testTop : die;
  return iconOf(a, d, rollAlea(a, dice, d, why, "test")) as TestIcon;
}

/** Rolls the red or blue die as a d6 and reads its number. */
export function rollNumber(a: CompiledAlea, dice: Dice, die: number, why: string): number {
  return numberOf(a, die, rollAlea(a, dice, die, why, "number"));
}

const RESULT_WORDS: Record<string, number> = {
  miss: 0,
  missed: 0,
  "0": 0,
  "1": 1,
  "2": 2,
  "3": 3,
  destroyed: 4,
  x: 4,
  kill: 4,
  killed: 4,
};
const ICON_WORDS: Record<string, number> = { fail: 0, cross: 0, i: 1, ii: 2 };

/**
 * A physical die typed in: the colour of the die thrown and the face shown
 * (`"2 i"`, `"miss fail"`, `"destroyed"`, `"#4"` on red or blue). Returns
 * the die roll (face position, 1-based) for the engine's dice. Refuses faces
 * that are not on the named die, and faces that leave the part in use open.
 */
export function parseFace(a: CompiledAlea, colour: string, text: string, use: FaceUse): number {
  const d = colourIndex(a, colour);
  const die = a.set.dice[d];
  const name = cap(die.colour);
  const list = die.faces.map(faceLabel);
  const unique = [...new Set(list)].join(", ");
  const tokens = text
    .trim()
    .toLowerCase()
    .split(/[\s/,+]+/)
    .filter(Boolean);
  if (tokens.length === 0) throw new RuleError(`name the face the ${name} die shows (${unique})`);
  let result = -1;
  let icon = -1;
  let num = 0;
  for (const t of tokens) {
    const hash = /^#([1-9])$/.exec(t);
    if (hash) num = Number(hash[1]);
    else if (use === "number" && /^[1-9]$/.test(t)) num = Number(t);
    else if (t in RESULT_WORDS) result = RESULT_WORDS[t];
    else if (t in ICON_WORDS) icon = ICON_WORDS[t];
    else if (t === die.colour || t === "die") continue;
    else if (a.names.includes(t))
      throw new RuleError(`this roll is on the ${name} die, not the ${cap(t)} one`);
    else
      throw new RuleError(
        `"${t}" is not a face of an Alea die: say the result (miss, 1, 2, 3, destroyed), the icon (fail, i, ii) or the number (#1–#6); the ${name} die shows ${unique}`,
      );
  }
  const matches: number[] = [];
  for (let k = 0; k < die.faces.length; k++) {
    const i = d * a.stride + k;
    if (result >= 0 && a.result[i] !== result) continue;
    if (icon >= 0 && a.icon[i] !== icon) continue;
    if (num > 0 && a.number[i] !== num) continue;
    matches.push(k);
  }
  if (matches.length === 0) {
    throw new RuleError(`the ${name} die has no face "${text.trim()}"; its faces are ${unique}`);
  }
  const key = (k: number) => {
    const i = d * a.stride + k;
    if (use === "combat") return String(a.result[i]);
    if (use === "test") return String(a.icon[i]);
    if (use === "number") return String(a.number[i]);
    return list[k];
  };
  const first = key(matches[0]);
  if (matches.some((k) => key(k) !== first)) {
    const options = [...new Set(matches.map((k) => list[k]))].join(", ");
    throw new RuleError(
      `the ${name} die has more than one face like "${text.trim()}": say which (${options})`,
    );
  }
  return matches[0] + 1;
}

/**
 * A roll typed in at the table for a roll the rules asked for (NeedRoll's
 * sides and purpose): for an Alea die, the face shown (see `parseFace`);
 * for any other die, its number. Returns the value for the engine's dice.
 */
export function readTypedRoll(
  a: CompiledAlea,
  sides: number,
  purpose: string,
  text: string,
): number {
  const m = PURPOSE.exec(purpose);
  if (m && a.names.includes(m[1].toLowerCase())) {
    const use = (Object.keys(USE_WORD) as FaceUse[]).find((u) => USE_WORD[u] === m[2]) ?? "face";
    return parseFace(a, m[1], text, use);
  }
  const t = text.trim();
  const v = Number(t);
  if (!/^\d+$/.test(t) || v < 1 || v > sides) {
    throw new RuleError(`a d${sides} shows 1 to ${sides}; "${t}" is not a possible roll`);
  }
  return v;
}
