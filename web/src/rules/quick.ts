/** The quick-reference tables a rules page names with `{{table:name}}`, each drawn from its game's data. */
import { CAREER_TABLES } from "./quick/career";
import { CONVOY_TABLES } from "./quick/convoy";
import { HAWKS_TABLES } from "./quick/hawks";
import { KOTA_TABLES } from "./quick/kota";
import { WOM_TABLES } from "./quick/wom";
import { WV_TABLES } from "./quick/wv";

export const QUICK_TABLES: Record<string, () => string> = {
  ...CONVOY_TABLES,
  ...HAWKS_TABLES,
  ...WOM_TABLES,
  ...KOTA_TABLES,
  ...WV_TABLES,
  ...CAREER_TABLES,
};

export function quickTable(name: string): string {
  const draw = QUICK_TABLES[name];
  return draw ? draw() : `<p class="muted">(No table called ${name}.)</p>`;
}
