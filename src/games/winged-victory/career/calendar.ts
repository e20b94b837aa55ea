/** Dates of the Squadron Career: plain "YYYY-MM-DD" strings, counted in whole days (UTC). */

export const FIRST_DAY = "1916-01-01";
/** The Armistice: the war in the air ends. */
export const LAST_DAY = "1918-11-11";

const DAY = 86400000;

/** Whether a string is a real date written YYYY-MM-DD. */
export function isDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY;
  return new Date(t).toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

export const yearOf = (date: string) => Number(date.slice(0, 4));

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "14 April 1917". */
export function longDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
