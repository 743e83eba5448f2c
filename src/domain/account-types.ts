/**
 * The account types of SPEC §3, apart from the account rules (accounts.ts) so that the sign-up
 * page can list them without loading zod with its first load.
 */
export const ACCOUNT_TYPES = ["driver-ukrainian", "driver-foreign", "carrier"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
