type FieldValue = string | number | boolean | Blob | null | undefined;

/**
 * Body serializer for the multipart operations (uploads): pass it as `bodySerializer` so the
 * typed body object is sent as multipart/form-data. Arrays become repeated fields (gallery
 * `files`); null and undefined fields are left out; numbers and booleans are sent as text.
 *
 *   api.POST('/SingUpAdmin/addbooks', { body: book, bodySerializer: formDataSerializer })
 */
export function formDataSerializer(body: unknown): FormData {
  const form = new FormData();
  const append = (name: string, value: FieldValue) => {
    if (value === null || value === undefined) return;
    if (value instanceof Blob) {
      form.append(name, value, value instanceof File ? value.name : 'upload');
    } else {
      form.append(name, String(value));
    }
  };
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(value)) {
      for (const item of value) append(name, item as FieldValue);
    } else {
      append(name, value as FieldValue);
    }
  }
  return form;
}
