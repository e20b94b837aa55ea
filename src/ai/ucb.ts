/** UCB1 over a fixed set of root choices: the bandit at the heart of the search players. */
export interface Arm {
  visits: number;
  total: number;
}

export function newArms(n: number): Arm[] {
  return Array.from({ length: n }, () => ({ visits: 0, total: 0 }));
}

/** The arm to try next: each once, then the best upper confidence bound. */
export function selectArm(arms: Arm[], exploration = 0.7): number {
  let n = 0;
  for (const a of arms) n += a.visits;
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < arms.length; i++) {
    const a = arms[i];
    if (a.visits === 0) return i;
    const score = a.total / a.visits + exploration * Math.sqrt(Math.log(n) / a.visits);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** The arm with the best mean (ties: the most tried). */
export function bestArm(arms: Arm[]): number {
  let best = 0;
  for (let i = 1; i < arms.length; i++) {
    const a = arms[i];
    const b = arms[best];
    const ma = a.visits ? a.total / a.visits : Number.NEGATIVE_INFINITY;
    const mb = b.visits ? b.total / b.visits : Number.NEGATIVE_INFINITY;
    if (ma > mb || (ma === mb && a.visits > b.visits)) best = i;
  }
  return best;
}
