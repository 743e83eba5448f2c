/**
 * Account rules (SPEC §3, §5, §9): account types, the password rule, confirmation codes, sessions,
 * and the request schemas shared by the API and the web forms. Messages are locale keys.
 */
import { ACCOUNT_TYPES } from "./account-types.ts";
import { z } from "./zod.ts";
import { VehicleType } from "./codes.ts";
import { checkPhoneShape, compactPhone, internationalForm, phoneFieldsShape, phoneIsEmpty } from "./phone.ts";
import { formMessage } from "./validation-messages.ts";

const PASSWORD_MAX_LENGTH = 256;
const tooLongPassword = formMessage("validation.tooLong", { max: PASSWORD_MAX_LENGTH });

export { ACCOUNT_TYPES, type AccountType } from "./account-types.ts";

export const PASSWORD_MIN_LENGTH = 8;
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
/** A new code for the same purpose may be sent this long after the previous one. */
export const CODE_RESEND_SECONDS = 60;
export const SESSION_DAYS = 14;
/** The web's httpOnly session cookie. */
export const SESSION_COOKIE = "session";
export const ACCESS_TOKEN_MINUTES = 15;

const email = z
  .string({ error: "validation.emailRequired" })
  .trim()
  .toLowerCase()
  .max(254, { error: "validation.emailInvalid" })
  .pipe(z.email({ error: "validation.emailInvalid" }));

/** An empty password reads "required", a short one "at least 8 characters". */
const password = z
  .string({ error: "validation.passwordRequired" })
  .min(1, { error: "validation.passwordRequired" })
  .refine((value) => value === "" || value.length >= PASSWORD_MIN_LENGTH, { error: "validation.passwordTooShort" })
  .max(PASSWORD_MAX_LENGTH, { error: tooLongPassword });

const passwordConfirmation = z
  .string({ error: "validation.passwordConfirmationRequired" })
  .min(1, { error: "validation.passwordConfirmationRequired" })
  .max(PASSWORD_MAX_LENGTH, { error: tooLongPassword });

const consent = z.literal(true, { error: "validation.consentRequired" });

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const registerFields = z.object({
  account_type: z.enum(ACCOUNT_TYPES, { error: "validation.accountTypeRequired" }),
  email: optional(email),
  // The phone code and the number (src/domain/phone.ts): optional when an e-mail is given.
  ...phoneFieldsShape,
  password,
  password_confirmation: passwordConfirmation,
  accept_privacy: consent,
  accept_rules: consent,
  accept_personal_data: consent,
});

/**
 * The two passwords must match. Like every cross-field check here, it runs as soon as the fields it
 * reads are valid, so a form shows every problem at once.
 */
const passwordPair = z.object({ password, password_confirmation: passwordConfirmation });
function withMatchingPasswords<T extends z.ZodObject<typeof passwordPair.shape>>(fields: T) {
  return fields.refine((value) => value.password === value.password_confirmation, {
    path: ["password_confirmation"],
    message: "validation.passwordsDoNotMatch",
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });
}

const contactFields = registerFields.pick({ email: true, phone_code: true, phone_number: true, phone: true });

export const registerSchema = withMatchingPasswords(registerFields)
  .superRefine(checkPhoneShape(false))
  .refine((value) => Boolean(value.email) || !phoneIsEmpty(value), {
    path: ["email"],
    message: "validation.emailOrPhoneRequired",
    when: (payload) => contactFields.safeParse(payload.value).success,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** Either the e-mail or the phone the account was registered with. */
export const loginIdentifier = z
  .string({ error: "validation.loginRequired" })
  .trim()
  .min(1, { error: "validation.loginRequired" })
  .max(254, { error: formMessage("validation.tooLong", { max: 254 }) });

export const confirmSchema = z.object({
  login: loginIdentifier,
  code: z
    .string({ error: "validation.codeRequired" })
    .trim()
    .min(1, { error: "validation.codeRequired" })
    .regex(/^(?:\d{6})?$/, { error: "validation.codeInvalid" }),
});

/** A new sign-up code, for the address the first one went to. */
export const resendCodeSchema = z.object({ login: loginIdentifier });

export const loginSchema = z.object({
  login: loginIdentifier,
  password: z.string({ error: "validation.passwordRequired" }).min(1, { error: "validation.passwordRequired" }).max(PASSWORD_MAX_LENGTH, { error: tooLongPassword }),
});

export const deviceSchema = z.object({
  device: z
    .object({
      name: z.string().trim().max(120).optional(),
      fcm_token: z.string().max(4096).nullable().optional(),
    })
    .optional(),
});

/** How a login identifier is stored: e-mails lower-cased, phones in E.164 ("0048…" as "+48…", no spacing). */
export function normaliseLogin(login: string): { email: string } | { phone: string } {
  const trimmed = login.trim();
  if (trimmed.includes("@")) return { email: trimmed.toLowerCase() };
  return { phone: internationalForm(trimmed) ?? compactPhone(trimmed) };
}

/** Abuse limits: requests per window, per client address and per account or address. */
export const RATE_LIMITS = {
  /** Attempts from one address (an IPv6 /64), whatever the account: against password spraying. */
  loginPerIp: { points: 50, seconds: 15 * 60 },
  codeSendPerIp: { points: 30, seconds: 60 * 60 },
  codeSendPerAddress: { points: 5, seconds: 60 * 60 },
  confirmPerIp: { points: 30, seconds: 15 * 60 },
  /** Questions a user's forms put to the cargo-permit registry (drivers, permits). */
  registryPerUser: { points: 60, seconds: 60 * 60 },
} as const;

export const recoverSchema = z.object({ login: loginIdentifier });

export const newPasswordSchema = withMatchingPasswords(
  passwordPair.extend({ login: loginIdentifier, code: confirmSchema.shape.code }),
);

export const changePasswordSchema = withMatchingPasswords(
  passwordPair.extend({
    current_password: z
      .string({ error: "validation.passwordRequired" })
      .min(1, { error: "validation.passwordRequired" })
      .max(PASSWORD_MAX_LENGTH, { error: tooLongPassword }),
  }),
);

/** What the user carries (a vehicle type), chosen once after sign-up on /profile/carrierType. */
export const carrierTypeSchema = z.object({
  carrier_type: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.union([z.literal(VehicleType.Truck), z.literal(VehicleType.Bus), z.literal(VehicleType.Car)], {
      error: "validation.carrierTypeRequired",
    }),
  ),
});
