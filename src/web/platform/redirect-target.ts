/**
 * Where to go after logging in (`?redirectTo=`): only a path of this portal, never another site
 * ("//evil.example", "/\\evil.example", "https://…" and control characters are refused).
 */
export function safeRedirectTarget(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  if (value.startsWith("//") || value.includes("\\") || [...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
