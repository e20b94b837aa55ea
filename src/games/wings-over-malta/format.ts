/** How Wings over Malta's numbers read, the same in the rules' texts, the terminal and the web app. */
import { SIDE_NAME, type Side } from "./facts.js";

/** A number with a true minus sign when negative ("−2"); with `plus`, "+3" when positive. */
export const signed = (n: number, plus = false): string =>
  n < 0 ? `−${-n}` : plus && n > 0 ? `+${n}` : String(n);

/** A mission's result: "Axis win (1 to −2)", the winner's points first; "no winner (0 to 0)". */
export function missionScore(vp: Record<Side, number>, winner: Side | null | undefined): string {
  if (!winner) return `no winner (${signed(vp.axis)} to ${signed(vp.british)})`;
  const loser: Side = winner === "axis" ? "british" : "axis";
  return `${SIDE_NAME[winner]} win (${signed(vp[winner])} to ${signed(vp[loser])})`;
}

/** Both sides' points, the Axis first: "VP 1 · −2". */
export const vpPair = (vp: Record<Side, number>): string =>
  `VP ${signed(vp.axis)} · ${signed(vp.british)}`;
