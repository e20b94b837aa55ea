/**
 * Table 3: the planes each year allows. Our copy lost the table; this list is
 * reconstructed from the planes of the Wings of War sets of the time and
 * the year each type reached the front. Decks are the damage decks their
 * guns deal (rear guns of two-seaters apart). A campaign may replace the list.
 */
import type { Side, Year } from "./facts.js";

export interface Plane {
  id: string;
  name: string;
  side: Side;
  /** First campaign year it may fly. */
  year: Year;
  twoSeater: boolean;
  /** Deck dealt by the forward guns; "" for a plane without them. */
  deck: string;
  /** Deck dealt by the observer's gun (two-seaters). */
  rearDeck?: string;
}

const p = (
  id: string,
  name: string,
  side: Side,
  year: Year,
  deck: string,
  rearDeck?: string,
): Plane =>
  rearDeck === undefined
    ? { id, name, side, year, twoSeater: false, deck }
    : { id, name, side, year, twoSeater: true, deck, rearDeck };

/** reconstructed: Table 3. */
export const PLANES: Plane[] = [
  p("nieuport-11", "Nieuport 11 Bébé", "allies", 1916, "A"),
  p("nieuport-16", "Nieuport 16", "allies", 1916, "A"),
  p("nieuport-17", "Nieuport 17", "allies", 1916, "A"),
  p("dh2", "Airco DH.2", "allies", 1916, "A"),
  p("spad-vii", "SPAD VII", "allies", 1916, "A"),
  p("pup", "Sopwith Pup", "allies", 1916, "A"),
  p("strutter", "Sopwith 1½ Strutter", "allies", 1916, "A", "A"),
  p("fe2b", "RAF F.E.2b", "allies", 1916, "A", "A"),
  p("triplane", "Sopwith Triplane", "allies", 1917, "A"),
  p("hd1", "Hanriot HD.1", "allies", 1917, "A"),
  p("camel", "Sopwith Camel", "allies", 1917, "B"),
  p("se5a", "RAF S.E.5a", "allies", 1917, "B"),
  p("spad-xiii", "SPAD XIII", "allies", 1917, "B"),
  p("bristol", "Bristol F.2B", "allies", 1917, "A", "B"),
  p("breguet", "Breguet 14", "allies", 1917, "A", "B"),
  p("dh4", "Airco DH.4", "allies", 1917, "A", "B"),
  p("re8", "RAF R.E.8", "allies", 1917, "A", "A"),
  p("nieuport-28", "Nieuport 28", "allies", 1918, "B"),
  p("dolphin", "Sopwith Dolphin", "allies", 1918, "C"),
  p("snipe", "Sopwith Snipe", "allies", 1918, "B"),
  p("fokker-e3", "Fokker E.III", "central", 1916, "A"),
  p("halberstadt-d3", "Halberstadt D.III", "central", 1916, "A"),
  p("albatros-d2", "Albatros D.II", "central", 1916, "B"),
  p("roland-c2", "Roland C.II", "central", 1916, "A", "A"),
  p("brandenburg-c1", "Hansa-Brandenburg C.I", "central", 1916, "A", "A"),
  p("albatros-d3", "Albatros D.III", "central", 1917, "B"),
  p("albatros-d5", "Albatros D.Va", "central", 1917, "B"),
  p("fokker-dr1", "Fokker Dr.I", "central", 1917, "B"),
  p("pfalz-d3", "Pfalz D.III", "central", 1917, "B"),
  p("aviatik-d1", "Aviatik D.I", "central", 1917, "A"),
  p("halberstadt-cl2", "Halberstadt CL.II", "central", 1917, "A", "A"),
  p("dfw-c5", "DFW C.V", "central", 1917, "A", "A"),
  p("fokker-d7", "Fokker D.VII", "central", 1918, "B"),
  p("fokker-d8", "Fokker E.V / D.VIII", "central", 1918, "B"),
  p("pfalz-d12", "Pfalz D.XII", "central", 1918, "B"),
  p("ssw-d3", "Siemens-Schuckert D.III", "central", 1918, "B"),
  p("phonix-d1", "Phönix D.I", "central", 1918, "B"),
  p("hannover-cl3", "Hannover CL.IIIa", "central", 1918, "A", "B"),
  p("ufag-c1", "UFAG C.I", "central", 1918, "A", "B"),
];

/** Ground targets dealt face down before a sortie (the damage deck they fire with, if they fire). */
export interface GroundTarget {
  id: string;
  name: string;
  /** Deck it fires with; "" if it does not fire. */
  deck: string;
}

/** reconstructed: the ground target cards and how often each is in the pile. */
export const GROUND_TARGETS: (GroundTarget & { count: number })[] = [
  { id: "mg", name: "Machine-gun nest", deck: "A", count: 3 },
  { id: "aa", name: "Anti-aircraft gun", deck: "D", count: 2 },
  { id: "artillery", name: "Artillery battery", deck: "", count: 2 },
  { id: "depot", name: "Supply depot", deck: "", count: 2 },
  { id: "hq", name: "Headquarters", deck: "", count: 1 },
  { id: "train", name: "Train", deck: "", count: 1 },
  { id: "aerodrome", name: "Aerodrome", deck: "", count: 1 },
];
