/**
 * Winged Victory: the ten planes the text names, as dashboards. Our copy lost
 * the dashboards; every value the text states holds (see `notes` and the
 * tests), every other one was rebuilt from the planes' historical performance
 * on one scale for all, and its field is listed in `reconstructed`
 * (docs/winged-victory.md explains the scale).
 */
import {
  type Acrobatic,
  BANDS,
  type CrewMember,
  type EngineBox,
  type GunTemplate,
  type HitRow,
  type Plane,
  parsePlane,
} from "./plane.js";

/** Every field a dashboard fixes; a plane's `reconstructed` is these minus what the text states. */
const FIELDS = [
  "code",
  "vp",
  "engine",
  "strip",
  ...BANDS.map((b) => `maxLevelSpeed.${b}`),
  ...BANDS.map((b) => `stallAtOrBelow.${b}`),
  "red",
  "redAndWhite",
  ...BANDS.map((b) => `drag.${b}`),
  ...BANDS.map((b) => `preparatory.${b}`),
  "ceiling",
  "handlingDie",
  "structuralDie",
  "size",
  "spottingDie",
  "structure",
  "controls",
  "engineTrack",
  "crew",
  "hitTable",
  "acrobatics",
  "loadedMaxThrottle",
];

const ALL: Acrobatic[] = [
  "falling-leaf",
  "jink",
  "barrel-roll",
  "half-loop",
  "wingover",
  "immelmann",
  "side-slip",
];
/** Planes with underscored preparatory numbers in every band. */
const TWO_SEATER: Acrobatic[] = ["falling-leaf", "jink", "wingover", "side-slip"];

const ROTARY_ENGINE: EngineBox[] = ["none", "speed-1", "speed-2", "leak", "fire"];
/** In-line engines: the radiator leaks sooner. */
const INLINE_ENGINE: EngineBox[] = ["none", "speed-1", "leak", "speed-2", "fire"];

/** Low d20 = front of the plane, high = tail (the optional ±1 for front and rear attacks). */
const SINGLE_SEAT_HITS: HitRow[] = [
  { to: 3, part: "engine" },
  { to: 4, part: "tank" },
  { to: 6, part: "pilot" },
  { to: 14, part: "structure" },
  { to: 16, part: "ailerons" },
  { to: 18, part: "elevator" },
  { to: 20, part: "rudder" },
];
const TWO_SEAT_HITS: HitRow[] = [
  { to: 3, part: "engine" },
  { to: 4, part: "tank" },
  { to: 6, part: "pilot" },
  { to: 12, part: "structure" },
  { to: 14, part: "crew" },
  { to: 16, part: "ailerons" },
  { to: 18, part: "elevator" },
  { to: 20, part: "rudder" },
];
const BOMBER_HITS: HitRow[] = [
  { to: 3, part: "engine" },
  { to: 4, part: "tank" },
  { to: 5, part: "crew" },
  { to: 6, part: "pilot" },
  { to: 13, part: "structure" },
  { to: 14, part: "crew" },
  { to: 16, part: "ailerons" },
  { to: 18, part: "elevator" },
  { to: 20, part: "rudder" },
];

/** Observer's ring mount: from above the nose, over the top, to just below the tail. */
const REAR: GunTemplate = { name: "rear", from: 60, to: 200, range: 4 };
/** Nose gunner: from below the nose, round the front, to above it (wraps through 0°). */
const NOSE: GunTemplate = { name: "nose", from: 300, to: 90, range: 4 };

const belt = (die: "orange" | "red"): CrewMember => ({
  role: "pilot",
  weapon: { die, magazines: [6, 6], reloadBefore: [false, false] },
});
const drums = (role: "observer" | "gunner", die: "orange" | "red", t: GunTemplate) =>
  ({
    role,
    weapon: { die, magazines: [4, 4, 4], reloadBefore: [false, true, true], template: t },
  }) satisfies CrewMember;

const STRUCTURE_12 = { boxes: 12, thickLines: [4, 8, 12], whiteArrows: [3, 7] };
const STRUCTURE_14 = { boxes: 14, thickLines: [5, 10, 14], whiteArrows: [4, 9] };
const CONTROLS_3 = { ailerons: 3, elevator: 3, rudder: 3 };
const prep = (low: number, medium: number, high: number, shallowOnly = false) => ({
  low: { hexes: low, shallowOnly },
  medium: { hexes: medium, shallowOnly },
  high: { hexes: high, shallowOnly },
});

type Draft = Omit<Plane, "reconstructed"> & { stated: string[] };

function build(d: Draft): Plane {
  const { stated, ...rest } = d;
  const reconstructed = FIELDS.filter(
    (f) => !stated.includes(f) && (f !== "loadedMaxThrottle" || d.code === "B"),
  );
  return parsePlane({ ...rest, reconstructed }, `plane ${d.id}`);
}

const DRAFTS: Draft[] = [
  {
    id: "strutter",
    name: "Sopwith 1½ Strutter",
    side: "allies",
    code: "R",
    vp: 2,
    engine: "rotary",
    strip: { from: -2, to: 10 },
    maxLevelSpeed: { low: 5, medium: 5, high: 4 },
    stallAtOrBelow: { low: 0, medium: 1, high: 1 },
    red: [9],
    redAndWhite: [10],
    drag: {
      low: [1, 2, 3, 3, 4, 4, 5, 5],
      medium: [1, 2, 3, 3, 4, 4, 5, 5],
      high: [2, 2, 3, 4, 4, 5, 5, 6],
    },
    preparatory: prep(2, 2, 3),
    ceiling: 27,
    handlingDie: "grey",
    structuralDie: "grey",
    size: 1,
    spottingDie: "yellow",
    structure: STRUCTURE_14,
    controls: CONTROLS_3,
    engineTrack: ROTARY_ENGINE,
    crew: [belt("orange"), drums("observer", "orange", REAR)],
    hitTable: TWO_SEAT_HITS,
    acrobatics: ALL,
    stated: [
      "engine",
      "maxLevelSpeed.low",
      "maxLevelSpeed.medium",
      "maxLevelSpeed.high",
      "stallAtOrBelow.low",
      "stallAtOrBelow.medium",
      "drag.low",
      "preparatory.low",
    ],
    notes:
      "Stated: throttle 0, 4 or 5 (5 Low and Medium, 4 High); 2 preparatory Hexes at Low; Low drag 2 at speed 2, 3 at 4, 4 at 5, 5 at 9 (row by ruling V2); Medium drag 3 at speed 3 and 4 at 5; speed 1 at Low is just above the stall, speed 1 at Medium stalls (turning question 3); pilot and observer each with a gun.",
  },
  {
    id: "se5a",
    name: "S.E.5a",
    side: "allies",
    code: "F",
    vp: 4,
    engine: "inline",
    strip: { from: -2, to: 12 },
    maxLevelSpeed: { low: 7, medium: 7, high: 6 },
    stallAtOrBelow: { low: 0, medium: 0, high: 1 },
    red: [11],
    redAndWhite: [12],
    drag: {
      low: [1, 1, 2, 2, 3, 3, 4, 4, 5, 5],
      medium: [1, 2, 2, 3, 3, 4, 4, 5, 5, 6],
      high: [1, 2, 2, 3, 4, 4, 5, 5, 6, 6],
    },
    preparatory: prep(0, 1, 1),
    ceiling: 30,
    handlingDie: "yellow",
    structuralDie: "yellow",
    size: 0,
    spottingDie: "yellow",
    structure: STRUCTURE_14,
    controls: CONTROLS_3,
    engineTrack: INLINE_ENGINE,
    crew: [
      { role: "pilot", weapon: { die: "red", magazines: [6, 4], reloadBefore: [false, true] } },
    ],
    hitTable: SINGLE_SEAT_HITS,
    acrobatics: ALL,
    stated: [
      "engine",
      "maxLevelSpeed.low",
      "maxLevelSpeed.medium",
      "maxLevelSpeed.high",
      "preparatory.low",
      "spottingDie",
    ],
    notes:
      "Stated: in-line, throttle 0–7 at Low and Medium, 0–6 at High; no preparatory movement at Low; less preparatory movement than the Fokker Dr.I at High; spots with the Yellow die.",
  },
  {
    id: "camel",
    name: "Sopwith Camel",
    side: "allies",
    code: "F",
    vp: 4,
    engine: "rotary",
    strip: { from: -2, to: 11 },
    maxLevelSpeed: { low: 6, medium: 6, high: 5 },
    stallAtOrBelow: { low: 0, medium: 0, high: 1 },
    red: [10],
    redAndWhite: [11],
    drag: {
      low: [1, 1, 2, 2, 3, 3, 4, 4, 5],
      medium: [1, 1, 2, 3, 3, 4, 4, 5, 5],
      high: [1, 2, 2, 3, 4, 4, 5, 5, 6],
    },
    preparatory: prep(0, 1, 2),
    ceiling: 30,
    handlingDie: "grey",
    structuralDie: "pink",
    size: 0,
    spottingDie: "grey",
    structure: STRUCTURE_12,
    controls: CONTROLS_3,
    engineTrack: ROTARY_ENGINE,
    crew: [belt("red")],
    hitTable: SINGLE_SEAT_HITS,
    acrobatics: ALL,
    stated: ["engine", "maxLevelSpeed.medium", "spottingDie"],
    notes:
      "Stated: rotary (underscored throttle), 6 at Medium; Medium drag 3 at speed 5; spots with the Grey die.",
  },
  {
    id: "nieuport28",
    name: "Nieuport 28",
    side: "allies",
    code: "F",
    vp: 3,
    engine: "rotary",
    strip: { from: -2, to: 10 },
    maxLevelSpeed: { low: 6, medium: 6, high: 5 },
    stallAtOrBelow: { low: 0, medium: 0, high: 1 },
    red: [9],
    redAndWhite: [10],
    drag: {
      low: [1, 1, 2, 2, 3, 3, 4, 4],
      medium: [1, 1, 2, 3, 3, 4, 4, 5],
      high: [1, 2, 2, 3, 4, 4, 5, 5],
    },
    preparatory: prep(0, 1, 2),
    ceiling: 30,
    handlingDie: "pink",
    structuralDie: "grey",
    size: 0,
    spottingDie: "yellow",
    structure: STRUCTURE_12,
    controls: CONTROLS_3,
    engineTrack: ROTARY_ENGINE,
    crew: [{ role: "pilot", weapon: { die: "red", magazines: [6], reloadBefore: [false] } }],
    hitTable: SINGLE_SEAT_HITS,
    acrobatics: ALL,
    stated: [],
    notes: "Stated: one number on the metal plate, a single magazine (the count is ours).",
  },
  {
    id: "re8",
    name: "R.E.8",
    side: "allies",
    code: "R",
    vp: 2,
    engine: "inline",
    strip: { from: -2, to: 9 },
    maxLevelSpeed: { low: 5, medium: 5, high: 4 },
    stallAtOrBelow: { low: 0, medium: 1, high: 1 },
    red: [8],
    redAndWhite: [9],
    drag: {
      low: [1, 2, 3, 3, 4, 4, 5],
      medium: [2, 2, 3, 4, 4, 5, 5],
      high: [2, 3, 3, 4, 5, 5, 6],
    },
    preparatory: prep(2, 2, 3, true),
    ceiling: 26,
    handlingDie: "white",
    structuralDie: "grey",
    size: 1,
    spottingDie: "yellow",
    structure: STRUCTURE_14,
    controls: CONTROLS_3,
    engineTrack: INLINE_ENGINE,
    crew: [belt("orange"), drums("observer", "orange", REAR)],
    hitTable: TWO_SEAT_HITS,
    acrobatics: TWO_SEATER,
    stated: ["engine", "preparatory.high"],
    notes:
      "Stated: no underscored throttle (3 at Low is allowed); underscored preparatory numbers; 3 Hexes at High.",
  },
  {
    id: "hp-o400",
    name: "Handley Page O/400",
    side: "allies",
    code: "B",
    vp: 5,
    engine: "inline",
    strip: { from: -2, to: 8 },
    maxLevelSpeed: { low: 4, medium: 4, high: 3 },
    stallAtOrBelow: { low: 1, medium: 1, high: 1 },
    red: [7],
    redAndWhite: [8],
    drag: {
      low: [2, 2, 3, 4, 5, 5],
      medium: [2, 3, 3, 4, 5, 6],
      high: [2, 3, 4, 5, 5, 6],
    },
    preparatory: prep(3, 3, 4, true),
    ceiling: 24,
    handlingDie: "white",
    structuralDie: "pink",
    size: 2,
    spottingDie: "pink",
    structure: { boxes: 20, thickLines: [5, 10, 15, 20], whiteArrows: [4, 9, 14] },
    controls: { ailerons: 4, elevator: 4, rudder: 4 },
    engineTrack: INLINE_ENGINE,
    crew: [{ role: "pilot" }, drums("gunner", "red", NOSE), drums("gunner", "red", REAR)],
    hitTable: BOMBER_HITS,
    acrobatics: ["jink", "side-slip"],
    loadedMaxThrottle: 2,
    stated: ["code", "engine", "maxLevelSpeed.low", "loadedMaxThrottle"],
    notes:
      "Stated: a bomber (code B); throttle up to 2 while loaded (the circled value), up to 4 once the bombs are gone.",
  },
  {
    id: "fokker-dr1",
    name: "Fokker Dr.I",
    side: "germans",
    code: "F",
    vp: 4,
    engine: "rotary",
    strip: { from: -2, to: 9 },
    maxLevelSpeed: { low: 5, medium: 5, high: 4 },
    stallAtOrBelow: { low: 0, medium: 0, high: 1 },
    red: [8],
    redAndWhite: [9],
    drag: {
      low: [1, 1, 2, 2, 3, 3, 4],
      medium: [1, 1, 2, 3, 3, 4, 4],
      high: [1, 2, 2, 3, 4, 4, 5],
    },
    preparatory: prep(0, 0, 2),
    ceiling: 30,
    handlingDie: "pink",
    structuralDie: "grey",
    size: 0,
    spottingDie: "pink",
    structure: STRUCTURE_12,
    controls: CONTROLS_3,
    engineTrack: ROTARY_ENGINE,
    crew: [belt("red")],
    hitTable: SINGLE_SEAT_HITS,
    acrobatics: ALL,
    stated: ["maxLevelSpeed.medium", "preparatory.medium"],
    notes:
      "Stated: 5 at Medium; no preparatory movement at Medium, more than the S.E.5a at High; Medium drag 3 at speed 5.",
  },
  {
    id: "fokker-d7",
    name: "Fokker D.VII",
    side: "germans",
    code: "F",
    vp: 5,
    engine: "inline",
    strip: { from: -2, to: 11 },
    maxLevelSpeed: { low: 6, medium: 6, high: 5 },
    stallAtOrBelow: { low: 0, medium: 0, high: 0 },
    red: [10],
    redAndWhite: [11],
    drag: {
      low: [1, 1, 2, 2, 3, 3, 4, 4, 5],
      medium: [1, 1, 2, 2, 3, 3, 4, 4, 5],
      high: [1, 1, 2, 3, 3, 4, 4, 5, 5],
    },
    preparatory: prep(1, 1, 1),
    ceiling: 30,
    handlingDie: "yellow",
    structuralDie: "yellow",
    size: 0,
    spottingDie: "yellow",
    structure: STRUCTURE_14,
    controls: CONTROLS_3,
    engineTrack: INLINE_ENGINE,
    crew: [belt("red")],
    hitTable: SINGLE_SEAT_HITS,
    acrobatics: ALL,
    stated: ["maxLevelSpeed.high"],
    notes: "Stated: top speed 5 at High (the S.E.5a's 6 is faster).",
  },
  {
    id: "albatros-d5",
    name: "Albatros D.V",
    side: "germans",
    code: "F",
    vp: 3,
    engine: "inline",
    strip: { from: -2, to: 10 },
    maxLevelSpeed: { low: 6, medium: 6, high: 5 },
    stallAtOrBelow: { low: 0, medium: 0, high: 1 },
    red: [9],
    redAndWhite: [10],
    drag: {
      low: [1, 1, 2, 3, 3, 4, 4, 5],
      medium: [1, 2, 2, 3, 3, 4, 4, 5],
      high: [1, 2, 3, 3, 4, 4, 5, 5],
    },
    preparatory: prep(1, 1, 2),
    ceiling: 30,
    handlingDie: "pink",
    structuralDie: "grey",
    size: 0,
    spottingDie: "pink",
    structure: STRUCTURE_12,
    controls: CONTROLS_3,
    engineTrack: INLINE_ENGINE,
    crew: [belt("red")],
    hitTable: SINGLE_SEAT_HITS,
    acrobatics: ALL,
    stated: ["engine"],
    notes: "Stated: in-line engine, throttle anywhere from 0 to the white box.",
  },
  {
    id: "dfw-c5",
    name: "DFW C.V",
    side: "germans",
    code: "R",
    vp: 2,
    engine: "inline",
    strip: { from: -2, to: 10 },
    maxLevelSpeed: { low: 5, medium: 5, high: 4 },
    stallAtOrBelow: { low: 0, medium: 1, high: 1 },
    red: [9],
    redAndWhite: [10],
    drag: {
      low: [1, 2, 2, 3, 4, 4, 5, 5],
      medium: [1, 2, 3, 3, 4, 5, 5, 6],
      high: [2, 2, 3, 4, 4, 5, 6, 6],
    },
    preparatory: prep(2, 2, 3, true),
    ceiling: 28,
    handlingDie: "grey",
    structuralDie: "pink",
    size: 1,
    spottingDie: "yellow",
    structure: { boxes: 15, thickLines: [5, 10, 15], whiteArrows: [4, 9] },
    controls: CONTROLS_3,
    engineTrack: INLINE_ENGINE,
    crew: [belt("orange"), drums("observer", "orange", REAR)],
    hitTable: TWO_SEAT_HITS,
    acrobatics: TWO_SEATER,
    stated: [],
    notes: "Stated: underscored preparatory numbers (shallow climbs only; dives of both kinds).",
  },
];

/** The built-in planes, checked by the same schema as players' plane files. */
export const PLANES: readonly Plane[] = DRAFTS.map(build);

export function findPlane(id: string, extra: readonly Plane[] = []): Plane | undefined {
  return extra.find((p) => p.id === id) ?? PLANES.find((p) => p.id === id);
}

/** A built-in plane by id; throws when there is none. */
export function getPlane(id: string): Plane {
  const p = findPlane(id);
  if (!p) throw new Error(`no plane ${id} (planes: ${PLANES.map((x) => x.id).join(", ")})`);
  return p;
}
