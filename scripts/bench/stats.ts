/** Small statistics and formatting for the benchmarks' reports. Pure. */

export const KIB = 1024;

/** The median (the upper one of an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The value at quantile `q` (0..1) by the nearest-rank rule; NaN for no values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** `a ÷ b`, or null when either is missing or b is not positive. */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a === null || a === undefined || b === null || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b <= 0) return null;
  return a / b;
}

export const fixed = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined || !Number.isFinite(value) ? "n/a" : value.toFixed(digits);

export const kib = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? "n/a" : `${(bytes / KIB).toFixed(1)} KiB`);

export const mib = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? "n/a" : `${(bytes / KIB / KIB).toFixed(0)} MiB`);

/** A plain text table: the columns padded to their widest cell, right-aligned but for `left` ones (the first by default). */
export function table(head: readonly string[], rows: readonly (readonly string[])[], left: readonly number[] = [0]): string {
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (left.includes(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ").trimEnd();
  return [line(head), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}
