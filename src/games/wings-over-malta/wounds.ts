/** Wings over Malta, the effect of wounds: the Special Injury roll and the recovery events. */
import type { Dice } from "../../engine/dice.js";
import { rollOn } from "../../engine/tables.js";
import { count } from "../../engine/words.js";
import { awardMedal } from "./career.js";
import { RECOVERY_TABLE, type RecoveryEvent, SPECIAL_INJURY } from "./data.js";
import { kept } from "./kept.js";
import { fullName, careerLine as line, pilotOf, refresh } from "./roster.js";
import type { CampaignState, Pilot } from "./state.js";

function recovery(p: Pilot, e: RecoveryEvent, wounds: number, mission: number) {
  let miss = (e.miss ?? wounds) + (e.extraMiss ?? 0);
  switch (e.id) {
    case "arm":
    case "old-wound":
    case "national-hero":
      // Lasting for the rest of his career; a second of the same adds nothing (ruling W17).
      if (!p.lasting.includes(e.id)) p.lasting.push(e.id);
      break;
    case "blinded":
      if (!p.lasting.includes("blinded")) p.lasting.push("blinded");
      // An ace with Perfect Aim loses the skill but not the bonus; anyone else loses the bonus.
      p.keepsAimedFire = p.skills.includes("perfect-aim");
      if (p.keepsAimedFire) {
        p.skills = p.skills.filter((k) => k !== "perfect-aim");
        line(p, mission, "Loses Perfect Aim, keeps the bonus for aimed fire");
      }
      break;
    case "nubile-nurse":
      p.lucky = true;
      break;
    case "beautiful-nurse":
      // As the nubile nurse if already lucky: he stays lucky.
      break;
    case "horrible-scars":
      p.scars -= 1;
      break;
    case "impressive-scars":
      p.scars += 1;
      break;
    case "hip-flask":
    case "cigarette-case":
      p.keepsakes.push(e.id);
      break;
    case "checks-out":
      p.next.wound = true;
      break;
    case "countess-mechanic":
      p.next.extraDamage = 3;
      break;
    case "generals-visit":
      awardMedal(p, mission, false);
      break;
    default:
      break;
  }
  miss = Math.max(0, miss);
  return miss;
}

/** Treats `w` new wounds; `total` counts a wound he flew with as well (ruling W13). */
export function wounds(s: CampaignState, pilot: string, w: number, total: number, dice: Dice) {
  const p = pilotOf(s, pilot);
  const n = s.mission;
  if (total >= 3) {
    p.status = "killed";
    line(p, n, "Dies of his wounds");
    return;
  }
  const injury = rollOn(
    kept(s, dice, `injury:${p.id}`),
    SPECIAL_INJURY,
    `Special injury: ${fullName(p)}`,
    [{ label: "two wounds", value: w >= 2 ? -10 : 0 }],
  );
  let miss = w;
  let why = count(w, "wound");
  if (injury.result === "crippled") {
    p.status = "crippled";
    p.miss = 0;
    line(p, n, "Crippled: discharged from the service");
    return;
  }
  if (injury.result === "event") {
    const ev = rollOn(
      kept(s, dice, `recovery:${p.id}`),
      RECOVERY_TABLE,
      `Recovery event: ${fullName(p)}`,
    ).result;
    miss = recovery(p, ev, w, n);
    why = ev.name.toLowerCase();
    line(p, n, `In hospital: ${ev.name} — ${ev.effect}`);
  }
  if (miss > 0) {
    p.miss += miss;
    p.missWhy = why;
  }
  refresh(p);
  line(p, n, miss > 0 ? `Misses ${count(miss, "mission")}` : "Fit for the next mission");
}
