/**
 * A form as a browser sends it, from a form's starting values (`…FormDefaults`): nested names
 * joined with dots ("name.uk"), a list's values each under its name, an empty field or an unticked
 * box not sent (Conform reads both as not given).
 */
export function formDataOf(values: Record<string, unknown>, prefix = "", data = new FormData()): FormData {
  for (const [name, value] of Object.entries(values)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (Array.isArray(value)) for (const item of value) data.append(key, String(item));
    else if (typeof value === "object" && value !== null) formDataOf(value as Record<string, unknown>, key, data);
    else if (value !== "") data.append(key, String(value));
  }
  return data;
}
