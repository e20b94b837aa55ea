/**
 * Knights of the Air: the facts the rule text keeps (sides, services, years,
 * health, ace abilities). Everything here is from the text except where a
 * line says `reconstructed`.
 */

export const SIDES = ["allies", "central"] as const;
export type Side = (typeof SIDES)[number];
export const SIDE_NAME: Record<Side, string> = { allies: "Allies", central: "Central Powers" };
export const other = (s: Side): Side => (s === "allies" ? "central" : "allies");

/** The air services whose pilots fly in the campaign (their medals differ). */
export const SERVICES = [
  "british",
  "french",
  "american",
  "italian",
  "german",
  "austro-hungarian",
] as const;
export type Service = (typeof SERVICES)[number];
export const SERVICE_SIDE: Record<Service, Side> = {
  british: "allies",
  french: "allies",
  american: "allies",
  italian: "allies",
  german: "central",
  "austro-hungarian": "central",
};
export const SERVICE_NAME: Record<Service, string> = {
  british: "Royal Flying Corps / RAF",
  french: "Aéronautique Militaire",
  american: "US Air Service",
  italian: "Corpo Aeronautico Militare",
  german: "Luftstreitkräfte",
  "austro-hungarian": "k.u.k. Luftfahrtruppen",
};

export const YEARS = [1916, 1917, 1918] as const;
export type Year = (typeof YEARS)[number];

/** A pilot flies the plane; an observer (or rear gunner) rides in a two-seater. */
export type Role = "pilot" | "observer";

/** Health every airman starts with; year's-end and medal health never raise him above it (Toughness aside). */
export const START_HEALTH = 25;

/** Cards drawn at the year's end for health, and for a capture check (both from deck A). */
export const YEAR_END_CARDS = 2;
export const CAPTURE_CARDS = 3;
export const TOUGHNESS_CARDS = 3;
/** Ammunition cards each plane takes from its own damage deck before a sortie. */
export const AMMO_CARDS = 10;
/** Bombs a two-seater and a fighter can carry, in groups of three or singly; each does 2 damage. */
export const BOMBS = { twoSeater: 9, fighter: 3 } as const;
export const BOMB_DAMAGE = 2;
/** A passenger shot down with his rescuer loses three times the cards drawn. */
export const PASSENGER_FACTOR = 3;
/** A plane carries at most two people besides its crew. */
export const MAX_PASSENGERS = 2;

/**
 * Kills that make an ace: the text gives ace and double ace without a number.
 * reconstructed: five confirmed kills, the figure every service of the period
 * used, and another ability every five kills after that ("and so on").
 */
export const ACE_KILLS = 5;

export const ABILITIES = [
  "daredevil",
  "acrobatic",
  "lucky-git",
  "evasive",
  "exceptional",
  "technical-eye",
  "perfect-aim",
  "bulls-eye",
  "quick-shot",
  "bullet-checker",
  "toughness",
] as const;
export type Ability = (typeof ABILITIES)[number];

/** The first list: pilots only. The rest may be taken by pilots and observers. */
export const PILOT_ONLY: readonly Ability[] = [
  "daredevil",
  "acrobatic",
  "lucky-git",
  "evasive",
  "exceptional",
];

export const ABILITY_INFO: Record<
  Ability,
  { name: string; summary: string; everyTwoTurns: boolean }
> = {
  daredevil: {
    name: "Daredevil",
    summary: "two steep manoeuvres in a row",
    everyTwoTurns: true,
  },
  acrobatic: {
    name: "Acrobatic pilot",
    summary: "an Immelmann without the straight after it (the one before still needed)",
    everyTwoTurns: true,
  },
  "lucky-git": {
    name: "Lucky Git",
    summary: "once a game, show and put back one damage card drawn (never the explosion)",
    everyTwoTurns: false,
  },
  evasive: {
    name: "Evasive manoeuvres",
    summary: "cannot be tailed except by an ace",
    everyTwoTurns: false,
  },
  exceptional: {
    name: "Exceptional pilot",
    summary: "the blank cards “1” and “2” repeat a manoeuvre of the same turn",
    everyTwoTurns: false,
  },
  "technical-eye": {
    name: "Technical eye",
    summary: "look at the damage cards of a plane within firing distance",
    everyTwoTurns: true,
  },
  "perfect-aim": {
    name: "Perfect aim",
    summary: "once a turn, the +1 aim bonus without having fired at the target before",
    everyTwoTurns: false,
  },
  "bulls-eye": {
    name: "Bull’s eye",
    summary: "draw one card more than the target takes and choose which it keeps",
    everyTwoTurns: true,
  },
  "quick-shot": {
    name: "Quick shot",
    summary: "fires before everyone without the ability",
    everyTwoTurns: false,
  },
  "bullet-checker": {
    name: "Bullet checker",
    summary: "ignores the jammed-guns special damage",
    everyTwoTurns: false,
  },
  toughness: {
    name: "Toughness",
    summary: "three deck A cards added to health, above 25 if need be",
    everyTwoTurns: false,
  },
};

/** Where a plane came down or fled from. */
export const PLACES = ["own", "no-mans-land", "enemy"] as const;
export type Place = (typeof PLACES)[number];
export const PLACE_NAME: Record<Place, string> = {
  own: "over his own lines",
  "no-mans-land": "in no-man's land",
  enemy: "behind enemy lines",
};
