/**
 * Counts and articles in players' words, the same in every system, the
 * terminal and the web app: "1 kill", "2 kills", "an Allied plane".
 */

/** Irregular plurals the systems use; anything else takes "s" (or "es" after s, x, ch, sh). */
const IRREGULAR: Record<string, string> = {
  aircraft: "aircraft",
  man: "men",
  crewman: "crewmen",
  airman: "airmen",
  die: "dice",
  VP: "VP",
  victory: "victories",
  sortie: "sorties",
  casualty: "casualties",
  enemy: "enemies",
  battery: "batteries",
  copy: "copies",
  ally: "allies",
};

/** The plural of a noun (or of the last word of a phrase: "cargo ship" → "cargo ships"). */
export function plural(noun: string): string {
  const m = /^(.*?)(\S+)$/.exec(noun);
  if (!m) return noun;
  const [, head, last] = m;
  const irregular = IRREGULAR[last] ?? IRREGULAR[last.toLowerCase()];
  if (irregular !== undefined)
    return head + (last[0] === last[0].toUpperCase() && last !== "VP" ? cap(irregular) : irregular);
  if (/(s|x|z|ch|sh)$/i.test(last)) return `${head}${last}es`;
  if (/[^aeiou]y$/i.test(last)) return `${head}${last.slice(0, -1)}ies`;
  return `${head}${last}s`;
}

/** A number and its noun, singular for exactly one: count(1, "kill") → "1 kill", count(3, "mission") → "3 missions". */
export function count(n: number, noun: string, pluralForm?: string): string {
  return `${n} ${n === 1 || n === -1 ? noun : (pluralForm ?? plural(noun))}`;
}

/** The noun alone in the form a count needs: nounFor(2, "claim") → "claims". */
export function nounFor(n: number, noun: string, pluralForm?: string): string {
  return n === 1 || n === -1 ? noun : (pluralForm ?? plural(noun));
}

/** "a" or "an" before a word, by its sound: an Allied plane, an RAF pilot, a Hurricane, a one-seater. */
export function article(word: string): "a" | "an" {
  const w = word.trim();
  if (w === "") return "a";
  // Initialisms read letter by letter: an RAF, an SM.79, a BF 109 (b is a consonant sound).
  const initial = /^([A-Z]{2,}|[A-Z](?=[.\d\s-]|$))/.exec(w);
  if (initial) return "AEFHILMNORSX".includes(w[0]) ? "an" : "a";
  if (/^(one|once|uni|use|usu|eu|ewe|ur[aeiou])/i.test(w)) return "a";
  if (/^(hour|honou?r|heir)/i.test(w)) return "an";
  if (/^\d/.test(w)) return /^(8|11|18|80)/.test(w) ? "an" : "a";
  return /^[aeiou]/i.test(w) ? "an" : "a";
}

/** A word with its article: withArticle("Allied plane") → "an Allied plane". */
export function withArticle(word: string): string {
  return `${article(word)} ${word}`;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
