/**
 * A Ukrainian person's tax number (РНОКПП, the registration number of the taxpayer's account
 * card): ten digits, the last a check digit over the first nine. A car's holder in the vehicle
 * register is a person, known by this number (a company, by its EDRPOU).
 */
const WEIGHTS = [-1, 5, 7, 9, 4, 6, 10, 5, 7] as const;

/** Whether the number (surrounding whitespace ignored) is ten digits with a correct check digit. */
export function isValidTaxNumber(number: string): boolean {
  const trimmed = number.trim();
  if (!/^[0-9]{10}$/.test(trimmed)) return false;
  const digits = [...trimmed].map(Number);
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * digits[i]!, 0);
  return (((sum % 11) + 11) % 11) % 10 === digits[9];
}
