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

/** A posted form's text fields, as the server's schemas read them. */
export function postedFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}
