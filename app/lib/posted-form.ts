/**
 * Reads a posted form, or null when its body can't be read as one: cut short, aborted by the client, malformed, or not
 * a form at all. Each page refuses null in its own way, with UNREADABLE_FORM_MESSAGE (domain/shared/field-errors.ts) and 400;
 * an empty form in its place would be answered with the messages of fields nobody left empty.
 */
export async function readPostedForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
