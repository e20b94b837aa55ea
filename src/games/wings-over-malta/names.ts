/** Names for new airmen, by service: invented, in the style of each air force. */
import type { Service } from "./data.js";

export const NAMES: Record<Service, string[]> = {
  raf: [
    "Arthur Hale",
    "George Burnett",
    "Peter Lacey",
    "John Waring",
    "Tom Fenwick",
    "Harry Kendal",
    "Bill Ashby",
    "Roy Mercer",
    "Dennis Orme",
    "Frank Tallis",
    "Alan Bryce",
    "Colin Rudd",
    "Jack Penrose",
    "Eric Stanway",
    "Ken Lowther",
    "Ron Ainsley",
    "Stan Moffat",
    "Len Carver",
    "Geoff Hartley",
    "Ian Beaumont",
  ],
  luftwaffe: [
    "Kurt Brandt",
    "Hans Vogler",
    "Otto Reimer",
    "Fritz Kessel",
    "Willi Sommer",
    "Ernst Lange",
    "Paul Hiller",
    "Karl Weidner",
    "Heinz Ostrow",
    "Rudi Falk",
    "Max Thalberg",
    "Gustav Ebner",
    "Walter Kranz",
    "Egon Fuchs",
    "Horst Lindner",
  ],
  regia: [
    "Luigi Ferraro",
    "Mario Bellini",
    "Carlo Rinaldi",
    "Franco Sartori",
    "Aldo Marchetti",
    "Bruno Galli",
    "Enzo Fabbri",
    "Giulio Conti",
    "Sergio Lupo",
    "Piero Amato",
    "Renato Serra",
    "Dino Valli",
    "Vittorio Neri",
    "Guido Orsini",
    "Ugo Palma",
  ],
};

/** The n-th name of a service's pool, numbered once the pool is used up. */
export function nameFor(service: Service, n: number): string {
  const pool = NAMES[service];
  const base = pool[n % pool.length];
  const round = Math.floor(n / pool.length);
  return round === 0 ? base : `${base} ${["", "II", "III", "IV", "V"][round] ?? round + 1}`;
}
