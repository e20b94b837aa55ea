/** Wings over Malta: experience, the ace skills, and each service's ranks and medals. */
import type { Service } from "./facts.js";

export const XP = { kill: 8, share: 4, survive: 2, win: 2, perAce: 30 } as const;

export type Skill =
  | "luck-of-the-devil"
  | "itchy-trigger-finger"
  | "perfect-aim"
  | "sniper"
  | "acrobatic-pilot"
  | "good-at-escaping";
export const SKILLS: Skill[] = [
  "luck-of-the-devil",
  "itchy-trigger-finger",
  "perfect-aim",
  "sniper",
  "acrobatic-pilot",
  "good-at-escaping",
];
export const SKILL_NAME: Record<Skill, string> = {
  "luck-of-the-devil": "Luck of the Devil",
  "itchy-trigger-finger": "Itchy Trigger Finger",
  "perfect-aim": "Perfect Aim",
  sniper: "Sniper",
  "acrobatic-pilot": "Acrobatic Pilot",
  "good-at-escaping": "Good at Escaping",
};

/** Promotion on a D6 of 4 or more. */
export const PROMOTION_ON = 4;

export const RANKS: Record<Service, string[]> = {
  raf: [
    "Pilot Officer",
    "Flying Officer",
    "Flight Lieutenant",
    "Squadron Leader",
    "Wing Commander",
  ],
  luftwaffe: ["Leutnant", "Oberleutnant", "Hauptmann", "Major", "Oberstleutnant", "Oberst"],
  regia: ["Tenente", "Primo Tenente", "Capitano", "Maggiore", "Tenente Colonnello", "Colonnello"],
};

/** 2D6 needed for a medal. */
export const MEDAL_ON: Record<Service, number> = { regia: 6, luftwaffe: 7, raf: 8 };

export const MEDALS: Record<Service, string[]> = {
  raf: ["Distinguished Flying Cross", "Bar to the DFC", "Second Bar to the DFC"],
  luftwaffe: [
    "Iron Cross, Second Class",
    "Iron Cross, First Class",
    "Knight's Cross of the Iron Cross",
    "Knight's Cross with Oak Leaves",
  ],
  regia: [
    "Medaglia di bronzo al valore aeronautico",
    "Medaglia d'argento al valore aeronautico",
    "Medaglia d'oro al valore aeronautico",
  ],
};

export const CEREMONY: Record<Service, string> = {
  raf: "at the Palace",
  luftwaffe: "at Karinhall",
  regia: "in Rome",
};
