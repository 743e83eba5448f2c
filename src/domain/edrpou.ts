/**
 * The Ukrainian company registration code (ЄДРПОУ/EDRPOU): exactly eight digits, the last one a
 * check digit computed from the first seven with weights that depend on the code's range.
 */

const LOW_WEIGHTS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Codes from 30000000 to 60000000 inclusive start from weight 7. */
const MID_WEIGHTS = [7, 1, 2, 3, 4, 5, 6] as const;

/** The check digit for eight digits (the eighth is ignored). */
function checkDigit(digits: readonly number[]): number {
  const number = Number(digits.join(""));
  const weights = number < 30_000_000 || number > 60_000_000 ? LOW_WEIGHTS : MID_WEIGHTS;
  const remainder = (extra: number) =>
    weights.reduce((sum, weight, i) => sum + (digits[i] ?? 0) * (weight + extra), 0) % 11;
  const first = remainder(0);
  if (first < 10) return first;
  const second = remainder(2);
  return second < 10 ? second : 0;
}

/** Whether the code (surrounding whitespace ignored) is eight digits with a correct check digit. */
export function isValidEdrpou(code: string): boolean {
  const trimmed = code.trim();
  if (!/^[0-9]{8}$/.test(trimmed)) return false;
  const digits = [...trimmed].map(Number);
  return checkDigit(digits) === digits[7];
}
