/** The create dialog as a member uses it: opened from "New Roundtable", its fields typed in the form's order. */
import type { Locator, Page } from "playwright-core";

export async function openCreateDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "New Roundtable" }).first().click();
  return page.getByRole("dialog", { name: "Create New Roundtable" });
}

/** Types the given fields; a field left out keeps what the form shows. */
export async function fillRoundtableForm(
  dialog: Locator,
  fields: { title?: string; description?: string; maxParticipants?: number; tags?: string },
): Promise<void> {
  if (fields.title !== undefined) await dialog.getByLabel("Title").fill(fields.title);
  if (fields.description !== undefined) await dialog.getByLabel("Description").fill(fields.description);
  if (fields.maxParticipants !== undefined) await dialog.getByLabel("Max Participants").fill(String(fields.maxParticipants));
  if (fields.tags !== undefined) await dialog.getByLabel("Tags").fill(fields.tags);
}
