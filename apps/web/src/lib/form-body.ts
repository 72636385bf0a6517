/**
 * Bodies of saves that carry an image. The server reads form data by one rule
 * (platform/crud/form-body): a text part is taken as typed, any other part as JSON text.
 */

/** One value as a form-data part, by the server's rule. */
export function formValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** What the form did to the entity's image. */
export interface ImageChange {
  /** A new image to upload. */
  file: File | null;
  /** The stored image was removed. */
  isCleared: boolean;
}

/**
 * The body of a save for an entity with an image (spec §5 "Images": the image goes only when it
 * is a new file). With a new file: form data. Without one: JSON that never names `image`,
 * unless it was removed, which is `image: ""`.
 */
export function bodyWithImage(
  payload: Record<string, unknown>,
  change: ImageChange,
): FormData | Record<string, unknown> {
  if (!change.file) return change.isCleared ? { ...payload, image: "" } : { ...payload };
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value !== undefined) form.append(name, formValue(value));
  }
  form.append("image", change.file);
  return form;
}
