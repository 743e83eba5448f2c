/**
 * The database schema: one for PGlite and PostgreSQL. Migrations in ./migrations are generated from
 * it (`npm run db:generate`) and committed.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AccountType } from "../../domain/accounts.ts";
import type { RegistrationCountry } from "../../domain/carriers.ts";
import type { DriverOrigin } from "../../domain/drivers.ts";
import type { PermitKind } from "../../domain/permits.ts";
import type { CertificateType } from "../../domain/vehicles.ts";
import type { ViolationKind } from "../../domain/violations.ts";
import type { Locale, LocalizedText } from "../../domain/locales.ts";
import type { BorderCountry, LaneCategory, LaneDirection, VehicleType } from "../../domain/codes.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A Ukrainian road checkpoint and the foreign checkpoint it is paired with. */
export const checkpoints = pgTable(
  "checkpoints",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    foreignName: jsonb("foreign_name").$type<LocalizedText>().notNull(),
    foreignCountry: text("foreign_country").$type<BorderCountry>().notNull(),
    address: jsonb("address").$type<LocalizedText>().notNull(),
    highway: text("highway").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    timeZone: text("time_zone").notNull(),
    isOpen: boolean("is_open").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("checkpoints_slug_key").on(t.slug),
    check("checkpoints_lat_range", sql`${t.lat} between -90 and 90`),
    check("checkpoints_lng_range", sql`${t.lng} between -180 and 180`),
  ],
);

/** Lane = checkpoint × direction × vehicle type (× sub-queue category), with its queue flow. */
export const lanes = pgTable(
  "lanes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    checkpointId: integer("checkpoint_id")
      .notNull()
      .references(() => checkpoints.id, { onDelete: "cascade" }),
    direction: text("direction").$type<LaneDirection>().notNull(),
    vehicleType: smallint("vehicle_type").notNull(),
    flowType: smallint("flow_type").notNull(),
    category: text("category").$type<LaneCategory>().notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    capacityPerHour: integer("capacity_per_hour").notNull(),
    isOpen: boolean("is_open").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("lanes_checkpoint_direction_category_key").on(t.checkpointId, t.direction, t.category),
    index("lanes_vehicle_type_idx").on(t.vehicleType, t.flowType),
    check("lanes_vehicle_type_known", sql`${t.vehicleType} in (1, 2, 3)`),
    check("lanes_flow_type_known", sql`${t.flowType} in (1, 2, 3)`),
    check("lanes_capacity_positive", sql`${t.capacityPerHour} > 0`),
  ],
);

/** A news item, written in every interface language. */
export const news = pgTable(
  "news",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    body: jsonb("body").$type<LocalizedText>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("news_published_at_idx").on(t.publishedAt.desc(), t.id.desc())],
);

/** A user account. Registered with an e-mail or a phone (or both); active once a code confirmed it. */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email"),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    accountType: text("account_type").$type<AccountType>().notNull(),
    /** What the user carries (a vehicle type: 1 truck, 2 bus, 3 car), chosen once on /profile/carrierType. */
    carrierType: smallint("carrier_type").$type<VehicleType>(),
    locale: text("locale").$type<Locale>().notNull(),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
    check("users_email_or_phone", sql`${t.email} is not null or ${t.phone} is not null`),
    check("users_carrier_type", sql`${t.carrierType} in (1, 2, 3)`),
  ],
);

/** A one-time code (registration, recovery), stored hashed; expires, and dies after too many tries. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"register" | "recover" | "phone">().notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("verification_codes_user_purpose_idx").on(t.userId, t.purpose, t.createdAt.desc())],
);

/** A login: the web's cookie and the API's bearer tokens are both bound to one of these. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    deviceName: text("device_name"),
    fcmToken: text("fcm_token"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** Mail and SMS that were not handed to a gateway (no SMTP_URL / SMS_URL): readable in development. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").$type<"mail" | "sms">().notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.createdAt.desc())],
);

/** Who did what to an account, for security review: never passwords or codes. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    event: text("event").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_events_user_idx").on(t.userId, t.createdAt.desc())],
);

/** Bot-check payloads already used: each one is good once, across all instances. */
export const botCheckUses = pgTable(
  "bot_check_uses",
  {
    challengeId: text("challenge_id").primaryKey(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bot_check_uses_used_at_idx").on(t.usedAt)],
);

/** A user's carrier for one vehicle type (SPEC §3): at most one per user and type. */
export const carriers = pgTable(
  "carriers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleType: smallint("vehicle_type").$type<VehicleType>().notNull(),
    name: text("name").notNull(),
    country: text("country").$type<RegistrationCountry>().notNull(),
    registrationCode: text("registration_code"),
    contactPerson: text("contact_person"),
    regularPassenger: boolean("regular_passenger").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carriers_user_vehicle_type_key").on(t.userId, t.vehicleType),
    check("carriers_vehicle_type", sql`${t.vehicleType} in (1, 2, 3)`),
  ],
);

/** A driver of a user (SPEC §3). A driver account has one, itself; a carrier many. */
export const drivers = pgTable(
  "drivers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    origin: text("origin").$type<DriverOrigin>().notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    citizenship: text("citizenship").notNull(),
    passportSeries: text("passport_series"),
    passportNumber: text("passport_number").notNull(),
    phone: text("phone"),
    /** When the cargo-permit registry last confirmed the passport (Ukrainian drivers). */
    registryCheckedAt: timestamp("registry_checked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("drivers_user_passport_key").on(t.userId, t.passportSeries, t.passportNumber).nullsNotDistinct()],
);

/** A vehicle of a user (SPEC §3); its plates are stored normalised. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleType: smallint("vehicle_type").$type<VehicleType>().notNull(),
    plate: text("plate").notNull(),
    make: text("make").notNull(),
    country: text("country").$type<RegistrationCountry>().notNull(),
    semiTrailerPlate: text("semi_trailer_plate"),
    seats: smallint("seats"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vehicles_user_plate_key").on(t.userId, t.plate),
    check("vehicles_vehicle_type", sql`${t.vehicleType} in (1, 2, 3)`),
  ],
);

/** An uploaded file (a vehicle's registration certificate), kept in the file store; served only to its owner. */
export const files = pgTable(
  "files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "cascade" }),
    /** The type recognised from the content, never the name. */
    mime: text("mime").$type<CertificateType>().notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("files_vehicle_idx").on(t.vehicleId)],
);

/** A permit of a user (SPEC §3); every number on it was found in the cargo-permit registry. */
export const permits = pgTable("permits", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  number: text("number").notNull(),
  series: text("series"),
  year: smallint("year").notNull(),
  count: smallint("count").notNull(),
  kind: text("kind").$type<PermitKind>().notNull(),
  interbusNumber: text("interbus_number"),
  ataCarnetNumber: text("ata_carnet_number"),
  uaPassengerPermitNumber: text("ua_passenger_permit_number"),
  registryCheckedAt: timestamp("registry_checked_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("permits_user_number_key").on(t.userId, t.number)]);

/** A violation or blocking of a user (SPEC §3); active until `ends_at`, archived after. */
export const violations = pgTable(
  "violations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ViolationKind>().notNull(),
    /** What it concerns, e.g. the queue entry and the plate. */
    subject: text("subject").notNull(),
    /** A note from the checkpoint or the administrator, in the language they wrote it in. */
    note: text("note"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("violations_user_occurred_idx").on(t.userId, t.occurredAt.desc())],
);

/** 'My info': the user's own details; the phone is verified by an SMS code. */
export const personalDetails = pgTable("personal_details", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  birthDate: date("birth_date", { mode: "string" }).notNull(),
  citizenship: text("citizenship").notNull(),
  phone: text("phone").notNull(),
  phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
  contactEmail: text("contact_email"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
