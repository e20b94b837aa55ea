/**
 * Table 2: medals and awards. Our copy lost the table; the awards are the real
 * ones of each air service of 1916–18, in the order they were usually
 * earned, and the point and kill requirements are reconstructed. A campaign
 * may replace any service's list in its options.
 */
import type { Service, Year } from "./facts.js";

export interface Medal {
  id: string;
  name: string;
  /** Pilot Points needed (all his points so far). */
  points: number;
  /** Confirmed kills needed, if any. */
  kills?: number;
  /** The first year it may be awarded (an award created during the war). */
  from?: Year;
}

export type MedalTable = Record<Service, Medal[]>;

/** reconstructed: Table 2, per service. */
export const MEDALS: MedalTable = {
  british: [
    { id: "mc", name: "Military Cross", points: 10 },
    { id: "dfc", name: "Distinguished Flying Cross", points: 25, from: 1918 },
    { id: "dso", name: "Distinguished Service Order", points: 40, kills: 10 },
    { id: "vc", name: "Victoria Cross", points: 80, kills: 20 },
  ],
  french: [
    { id: "cdg", name: "Croix de Guerre", points: 8 },
    { id: "mm", name: "Médaille militaire", points: 20 },
    { id: "lh", name: "Légion d'honneur (chevalier)", points: 40, kills: 10 },
    { id: "lh-o", name: "Légion d'honneur (officier)", points: 80, kills: 20 },
  ],
  american: [
    { id: "cdg", name: "Croix de Guerre (French award)", points: 10 },
    { id: "dsc", name: "Distinguished Service Cross", points: 30, kills: 5 },
    { id: "moh", name: "Medal of Honor", points: 80, kills: 20 },
  ],
  italian: [
    { id: "bronze", name: "Medaglia di bronzo al valor militare", points: 10 },
    { id: "silver", name: "Medaglia d'argento al valor militare", points: 30, kills: 5 },
    { id: "gold", name: "Medaglia d'oro al valor militare", points: 80, kills: 20 },
  ],
  german: [
    { id: "ehrenbecher", name: "Ehrenbecher (honour goblet)", points: 5, kills: 1 },
    { id: "ek2", name: "Iron Cross, 2nd class", points: 10 },
    { id: "ek1", name: "Iron Cross, 1st class", points: 25 },
    { id: "hoh", name: "Knight's Cross of the House Order of Hohenzollern", points: 45, kills: 8 },
    { id: "plm", name: "Pour le Mérite", points: 70, kills: 16 },
  ],
  "austro-hungarian": [
    { id: "mvk", name: "Military Merit Cross, 3rd class", points: 10 },
    { id: "eko", name: "Order of the Iron Crown, 3rd class", points: 30 },
    { id: "leopold", name: "Knight's Cross of the Order of Leopold", points: 50, kills: 8 },
    { id: "mmto", name: "Military Order of Maria Theresa", points: 90, kills: 20 },
  ],
};
