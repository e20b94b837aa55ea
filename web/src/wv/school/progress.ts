/** The flying school's progress, kept in this browser: the lessons passed. */
const KEY = "sortie.wv.school";

export function passedLessons(): Set<string> {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return new Set(Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  } catch {
    return new Set();
  }
}

export function markPassed(id: string): void {
  const s = passedLessons();
  s.add(id);
  localStorage.setItem(KEY, JSON.stringify([...s]));
}

export function forgetProgress(): void {
  localStorage.removeItem(KEY);
}
