/** Winged Victory table companion steps the browser tests share. */
import type { Page } from "playwright-core";

/** Types the die thrown at the table: its colour (or d20, d6) and the face shown; waits for the step to be stored. */
export async function typeDie(page: Page, colour: string, face: string): Promise<void> {
  const form = page.locator(".wvt-need");
  await form.waitFor();
  await form.getByLabel("Die").selectOption(colour);
  await form.getByLabel("Face shown").fill(face);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST"),
    form.getByRole("button", { name: "Enter the die" }).click(),
  ]);
}
