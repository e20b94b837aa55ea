/**
 * A form's own limits (a field's min, max, whole steps, length, required)
 * checked in the page before anything is sent: the first field out of bounds
 * is named by its label, with the browser's words for what is wrong, and
 * takes the focus. Nothing reaches the server until every field is in bounds.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The words a player sees beside a field: its label's text, else its aria-label or name. */
function labelOf(el: Field): string {
  const own = el.labels?.[0];
  const text = (own?.querySelector("span")?.textContent ?? own?.textContent ?? "").trim();
  return text || el.getAttribute("aria-label") || el.name || "a field";
}

/** The first field out of bounds within `root`, as "label: what is wrong", or null when all are in bounds. */
export function formFault(root: HTMLElement | null): string | null {
  if (!root) return null;
  const fields = root.querySelectorAll<Field>("input, select, textarea");
  for (const el of fields) {
    if (el.disabled || el.validity.valid) continue;
    el.focus();
    return `${labelOf(el)}: ${el.validationMessage}`;
  }
  return null;
}
