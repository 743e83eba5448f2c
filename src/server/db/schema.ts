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
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AccountType } from "../../domain/accounts.ts";
import type { RegistrationCountry } from "../../domain/registration-countries.ts";
import type { DriverOrigin } from "../../domain/drivers.ts";
import type { PermitKind } from "../../domain/permits.ts";
import type { CertificateType } from "../../domain/document-files.ts";
import type { ViolationKind } from "../../domain/violations.ts";
import type { Locale, LocalizedText } from "../../domain/locales.ts";
import type { PartialLocalizedText } from "../../domain/content-pages.ts";
import type { FeedbackStatus } from "../../domain/feedback.ts";
import type { BorderCountry, LaneCategory, LaneDirection, VehicleType } from "../../domain/codes.ts";
import type { EntryKind } from "../../domain/queue/lanes.ts";
import type { OwnedSubject, ReviewStatus, VerificationNote, VerificationState, VerifiedBy } from "../../domain/ownership.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Who holds a vehicle or a driver (docs/ownership.md): the verification columns both share. Once
 * verified, a key (plate, passport) is held by one account: a unique index on the key where verified.
 */
const verificationColumns = () => ({
  verification: text("verification").$type<VerificationState>().notNull().default("unverified"),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  verifiedBy: text("verified_by").$type<VerifiedBy>(),
  /** Why it is not verified (docs/ownership.md lists the notes); null when verified or pending. */
  verificationNote: text("verification_note").$type<VerificationNote>(),
  /** When the state registers were last asked (Ukrainian records); the periodic pass asks again. */
  verificationAttemptedAt: timestamp("verification_attempted_at", { withTimezone: true }),
});
const VERIFICATION_KNOWN = sql.raw("verification in ('unverified', 'pending', 'verified', 'rejected')");

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
    /** SPEC §3 'number of checkpoints': the control points (booths) that check vehicles there. */
    checkpointsCount: integer("checkpoints_count").notNull().default(1),
    /** Takes bookings in the trial: set by an administrator; null follows BOOKING_CHECKPOINTS. */
    takesBookings: boolean("takes_bookings"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("checkpoints_slug_key").on(t.slug),
    check("checkpoints_count_positive", sql`${t.checkpointsCount} > 0`),
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
    /** Shown from this time on (a later time schedules it), while `published`. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** Unpublished items are kept for the administrators only. */
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_published_at_idx").on(t.publishedAt.desc(), t.id.desc())],
);

/** A topic of the FAQ (a section of /faq), in the order of `position`. */
export const faqTopics = pgTable(
  "faq_topics",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The section's anchor on /faq (#slug). */
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("faq_topics_slug_key").on(t.slug), check("faq_topics_slug_form", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/**
 * A question and its answer, written in every interface language (plain text, paragraphs split by
 * blank lines). Only published entries are shown; an administrator keeps drafts unpublished.
 */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** A topic with entries cannot be deleted (the API answers 409 topic-in-use; the database refuses too). */
    topicId: integer("topic_id")
      .notNull()
      .references(() => faqTopics.id, { onDelete: "restrict" }),
    /** The question's anchor on /faq (#slug): unique across topics, so a link survives a move. */
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    question: jsonb("question").$type<LocalizedText>().notNull(),
    answer: jsonb("answer").$type<LocalizedText>().notNull(),
    published: boolean("published").notNull().default(false),
    /** Published from this time on (null: at once). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("faq_entries_slug_key").on(t.slug),
    index("faq_entries_topic_position_idx").on(t.topicId, t.position),
    check("faq_entries_slug_form", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * A page of public information (/about, /privacy, /terms): its title and body (Markdown) per
 * language, Ukrainian always; a language without a translation is shown in Ukrainian. Only a
 * published page is shown; `updated_at` is the page's "last updated" date.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The page's path: about, privacy, terms. */
    slug: text("slug").notNull(),
    title: jsonb("title").$type<PartialLocalizedText>().notNull(),
    body: jsonb("body").$type<PartialLocalizedText>().notNull(),
    published: boolean("published").notNull().default(false),
    /** Published from this time on (null: at once). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_pages_slug_key").on(t.slug), check("content_pages_slug_form", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
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
    /** What the account may do besides booking: a checkpoint operator or an administrator. */
    role: text("role").$type<"user" | "operator" | "admin">().notNull().default("user"),
    /** What the user carries (a vehicle type: 1 truck, 2 bus, 3 car), chosen once on /profile/carrierType. */
    carrierType: smallint("carrier_type").$type<VehicleType>(),
    locale: text("locale").$type<Locale>().notNull(),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // The administrators' search by an e-mail's beginning (`like 'abc@%'`), in any collation.
    index("users_email_pattern_idx").on(t.email.op("text_pattern_ops")),
    uniqueIndex("users_phone_key").on(t.phone),
    check("users_email_or_phone", sql`${t.email} is not null or ${t.phone} is not null`),
    check("users_carrier_type", sql`${t.carrierType} in (1, 2, 3)`),
    check("users_role_known", sql`${t.role} in ('user', 'operator', 'admin')`),
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
    /** "register", "recover", "phone" ('My info'), or "driver-phone:<driver id>". */
    purpose: text("purpose").$type<"register" | "recover" | "phone" | `driver-phone:${number}`>().notNull(),
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
    /** What access tokens name (`sid`): random, so that no session id can be guessed from another. */
    publicId: uuid("public_id").notNull().defaultRandom(),
    /**
     * The generation of the session's current access token (`gen`): a refresh moves it on, which
     * retires every earlier token; an earlier one presented to refresh again ends the session.
     */
    tokenGeneration: integer("token_generation").notNull().default(0),
    deviceName: text("device_name"),
    fcmToken: text("fcm_token"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    uniqueIndex("sessions_public_id_key").on(t.publicId),
    index("sessions_user_idx").on(t.userId),
  ],
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
    /** The sender's idempotency key (a notice's delivery key): a message sent again with it is kept once. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_recipient_idx").on(t.recipient, t.createdAt.desc()),
    uniqueIndex("outbox_idempotency_key").on(t.idempotencyKey).where(sql`idempotency_key is not null`),
  ],
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
    /** Trusted operator (AEO): the certificate an administrator checked, and its expiry (the mark lapses after it). */
    aeoCertificate: text("aeo_certificate"),
    aeoExpiresOn: date("aeo_expires_on", { mode: "string" }),
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
    /** E.164. */
    phone: text("phone"),
    /** When the driver's phone was confirmed with a code sent to it by SMS; a new phone is unverified. */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    email: text("email"),
    /** When the cargo-permit registry last confirmed the passport (Ukrainian drivers). */
    registryCheckedAt: timestamp("registry_checked_at", { withTimezone: true }),
    /** The passport as it is held (domain/ownership.ts passportKey): series and number, upper case, no spaces. */
    passportKey: text("passport_key")
      .notNull()
      .generatedAlwaysAs(sql`upper(replace(coalesce(passport_series, '') || passport_number, ' ', ''))`),
    ...verificationColumns(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("drivers_user_passport_key").on(t.userId, t.passportSeries, t.passportNumber).nullsNotDistinct(),
    // One account holds a passport once verified.
    uniqueIndex("drivers_verified_passport_key").on(t.passportKey).where(sql`verification = 'verified'`),
    index("drivers_passport_key_idx").on(t.passportKey),
    index("drivers_registry_retry_idx").on(t.verificationAttemptedAt).where(sql`verification_note = 'registry-retry'`),
    check("drivers_verification_known", VERIFICATION_KNOWN),
  ],
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
    ...verificationColumns(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vehicles_user_plate_key").on(t.userId, t.plate),
    // One account holds a plate once verified.
    uniqueIndex("vehicles_verified_plate_key").on(t.plate).where(sql`verification = 'verified'`),
    index("vehicles_plate_idx").on(t.plate),
    index("vehicles_registry_retry_idx").on(t.verificationAttemptedAt).where(sql`verification_note = 'registry-retry'`),
    check("vehicles_vehicle_type", sql`${t.vehicleType} in (1, 2, 3)`),
    check("vehicles_verification_known", VERIFICATION_KNOWN),
  ],
);

/**
 * An uploaded file (a vehicle's registration certificate, a driver's passport scan, a customs
 * document), kept in the file store; served only to its owner (and shown to administrators reviewing it).
 */
export const files = pgTable(
  "files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "cascade" }),
    /** A driver's passport scan (a foreign driver's review, a claim). */
    driverId: integer("driver_id").references(() => drivers.id, { onDelete: "cascade" }),
    /** The type recognised from the content, never the name. */
    mime: text("mime").$type<CertificateType>().notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("files_vehicle_idx").on(t.vehicleId), index("files_driver_idx").on(t.driverId)],
);

/**
 * An administrator's review of who holds a vehicle or driver (docs/ownership.md): a foreign
 * record's documents ('verification'), or another account's claim to a key held elsewhere
 * ('claim'). Approving verifies the record and moves the holding to it; the documents are the
 * record's files. Queued for the administration console (`npm run admin -- reviews` until then).
 */
export const ownershipReviews = pgTable(
  "ownership_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<"verification" | "claim">().notNull(),
    subject: text("subject").$type<OwnedSubject>().notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "cascade" }),
    driverId: integer("driver_id").references(() => drivers.id, { onDelete: "cascade" }),
    /** The plate or passport key reviewed. */
    key: text("key").notNull(),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    /** What the claimant wrote for the administrator. */
    note: text("note"),
    /** The administrator's reason (required to reject). */
    reason: text("reason"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ownership_reviews_pending_vehicle_key").on(t.vehicleId).where(sql`status = 'pending'`),
    uniqueIndex("ownership_reviews_pending_driver_key").on(t.driverId).where(sql`status = 'pending'`),
    index("ownership_reviews_status_idx").on(t.status, t.createdAt),
    index("ownership_reviews_user_idx").on(t.userId, t.createdAt.desc()),
    check("ownership_reviews_kind_known", sql`${t.kind} in ('verification', 'claim')`),
    check("ownership_reviews_status_known", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("ownership_reviews_one_record", sql`(${t.subject} = 'vehicle' and ${t.vehicleId} is not null and ${t.driverId} is null) or (${t.subject} = 'driver' and ${t.driverId} is not null and ${t.vehicleId} is null)`),
  ],
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
    /** Lifted (a blocking) or archived (a violation) by an administrator, with the reason the user is told. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedReason: text("closed_reason"),
    closedBy: integer("closed_by").references(() => users.id, { onDelete: "set null" }),
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

// ---------------------------------------------------------------------------------------------
// The queue engine (DESIGN.md "Queue model", docs/queue-engine.md)
// ---------------------------------------------------------------------------------------------

const at = (name: string) => timestamp(name, { withTimezone: true });
const OPEN_STATUSES = sql.raw("status in (30, 40, 50)");

/** Statuses of an entry that still holds its vehicle and driver (Awaiting, BeReady, OnControl). */
export const OPEN_QUEUE_STATUSES = [30, 40, 50] as const;

/**
 * How a lane runs its queue, one row per lane: the settings an operator or administrator changes,
 * and the call-up's round-robin state carried between clock passes.
 */
export const laneSettings = pgTable(
  "lane_settings",
  {
    laneId: integer("lane_id")
      .primaryKey()
      .references(() => lanes.id, { onDelete: "cascade" }),
    /** Sub-queue weights of the weighted round robin, e.g. {"perishable-trusted":1,…,"general":5}. */
    weights: jsonb("weights").$type<Record<string, number>>().notNull().default({}),
    /** Hours ahead a dynamic lane calls: capacity × horizon entries may be called at once. */
    callHorizonHours: doublePrecision("call_horizon_hours").notNull().default(1),
    /** Timeslot entries are called this many minutes before their slot starts. */
    leadMinutes: integer("lead_minutes").notNull().default(60),
    slotMinutes: integer("slot_minutes").notNull().default(60),
    /** Hybrid lanes: the share (0..1) of capacity given to timeslots. */
    timeslotShare: doublePrecision("timeslot_share").notNull().default(0.5),
    /** Opening hours per ISO weekday (1..7), local times; every day 00:00–24:00 by default. */
    schedule: jsonb("schedule").$type<Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Array<{ from: string; to: string }>>>>(),
    requiresCheckIn: boolean("requires_check_in").notNull().default(false),
    roundRobin: jsonb("round_robin").$type<Record<string, number>>().notNull().default({}),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("lane_settings_horizon_positive", sql`${t.callHorizonHours} > 0`),
    check("lane_settings_slot_minutes", sql`${t.slotMinutes} between 5 and 240`),
    check("lane_settings_share", sql`${t.timeslotShare} between 0 and 1`),
  ],
);

/**
 * Places of one timeslot: `taken` counts held draft places and booked entries. The check
 * constraint, not the code, keeps a slot from ever holding more than its capacity.
 */
export const slotPlaces = pgTable(
  "slot_places",
  {
    laneId: integer("lane_id")
      .notNull()
      .references(() => lanes.id, { onDelete: "cascade" }),
    slotStart: at("slot_start").notNull(),
    capacity: integer("capacity").notNull(),
    taken: integer("taken").notNull().default(0),
  },
  (t) => [
    uniqueIndex("slot_places_lane_start_key").on(t.laneId, t.slotStart),
    check("slot_places_within_capacity", sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

/** What was booked, copied at booking time so later profile edits do not rewrite history. */
export interface EntrySnapshot {
  carrier: { id: number; name: string; country: string; registrationCode: string | null };
  drivers: Array<{ id: number; firstName: string; lastName: string; citizenship: string; passport: string; phone: string | null }>;
  vehicle: { id: number; plate: string; make: string; country: string; semiTrailerPlate: string | null; seats: number | null };
  cargo: {
    code: string | null;
    description: string | null;
    perishable: boolean;
    empty: boolean;
    declarationNumber: string | null;
    waybillNumber: string | null;
    /** Other customs documents (free text); absent in bookings made before it was asked. */
    otherDocuments?: string | null;
    /** Uploaded customs documents (files rows without a vehicle). */
    documentIds?: number[];
  } | null;
  trip: {
    route: string;
    tripNumber: string | null;
    regular: boolean;
    tripsCount?: number | null;
    /** The trip's day, YYYY-MM-DD. */
    day?: string | null;
    weekNumber?: number | null;
  } | null;
  permit: { id: number; number: string; kind: string } | null;
}

/** A place in a lane's queue (SPEC §3 "Queue"). */
export const queueEntries = pgTable(
  "queue_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    laneId: integer("lane_id")
      .notNull()
      .references(() => lanes.id),
    checkpointId: integer("checkpoint_id")
      .notNull()
      .references(() => checkpoints.id),
    vehicleType: smallint("vehicle_type").$type<VehicleType>().notNull(),
    kind: text("kind").$type<EntryKind>().notNull(),
    status: smallint("status").notNull().default(30),
    subQueue: text("sub_queue").notNull().default("general"),
    priority: smallint("priority").notNull().default(0),
    /**
     * The vehicle's normalised plate: one open entry each. `driver_key` is the main driver's
     * citizenship and passport; every driver (the main one too) is held to one open entry by
     * queue_entry_drivers.
     */
    plate: text("plate").notNull(),
    driverKey: text("driver_key").notNull(),
    /** Timeslot entries: the slot booked (its start is the arrival time at the checkpoint). */
    slotStart: at("slot_start"),
    registeredAt: at("registered_at").notNull(),
    notBefore: at("not_before"),
    calledAt: at("called_at"),
    readyDeadline: at("ready_deadline"),
    confirmedAt: at("confirmed_at"),
    entryDeadline: at("entry_deadline"),
    admittedAt: at("admitted_at"),
    endedAt: at("ended_at"),
    extensions: smallint("extensions").notNull().default(0),
    annulReason: text("annul_reason"),
    /** Notices already sent for this call-up (reminder, 'you should already be entering'). */
    remindedAt: at("reminded_at"),
    entryWarnedAt: at("entry_warned_at"),
    snapshot: jsonb("snapshot").$type<EntrySnapshot>().notNull(),
    /** Bumped by every change: clients send it back to detect a change under them. */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("queue_entries_open_plate_key").on(t.plate).where(OPEN_STATUSES),
    // Ownership: the open entries that carry a passport, in any driver's place (snapshot drivers @> [{passport}]).
    index("queue_entries_open_passports_idx").using("gin", sql`(${t.snapshot} -> 'drivers') jsonb_path_ops`).where(OPEN_STATUSES),
    index("queue_entries_user_idx").on(t.userId, t.registeredAt.desc()),
    // Call-up: the waiting entries of a lane's sub-queue in order.
    index("queue_entries_waiting_idx")
      .on(t.laneId, t.kind, t.subQueue, t.priority.desc(), t.registeredAt, t.id)
      .where(sql`status = 30`),
    // Deadlines and the count of called-but-not-admitted entries.
    index("queue_entries_called_idx").on(t.laneId, t.readyDeadline).where(sql`status = 40`),
    index("queue_entries_slot_idx").on(t.slotStart).where(sql`status = 30 and slot_start is not null`),
    index("queue_entries_admitted_idx").on(t.laneId, t.admittedAt).where(sql`admitted_at is not null`),
    check("queue_entries_status_known", sql`${t.status} in (30, 40, 50, 60, 70, 80, 90)`),
    check("queue_entries_timeslot_has_slot", sql`(${t.kind} = 'timeslot') = (${t.slotStart} is not null)`),
  ],
);

/**
 * Every driver of every entry, by key (citizenship and passport, as `driverKeyOf` in
 * modules/queue/open-entry-keys.ts): `open` while the entry is open (30, 40, 50). The partial unique
 * index holds each driver — a bus's or truck's second driver too — to one open entry. Kept by the
 * triggers on queue_entries (`queue_entry_drivers_sync` on update, per row; `queue_entry_drivers_insert_rows` on insert, per statement: migrations 0016 and 0018), from the entry's snapshot
 * and status, so no code path that books, changes drivers or ends an entry can forget it.
 */
export const queueEntryDrivers = pgTable(
  "queue_entry_drivers",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => queueEntries.id, { onDelete: "cascade" }),
    driverKey: text("driver_key").notNull(),
    open: boolean("open").notNull(),
  },
  (t) => [primaryKey({ name: "queue_entry_drivers_pkey", columns: [t.entryId, t.driverKey] }), uniqueIndex("queue_entry_drivers_open_key").on(t.driverKey).where(sql`open`)],
);

/**
 * How many dynamic entries wait (status 30) in each lane, by priority, kept by the triggers
 * `queue_waiting_count_*` on queue_entries (migrations 0017 and 0018), so that a new entry's place in the
 * queue is a sum of a few rows rather than a count of every waiting entry. Each database backend
 * adds to rows of its own (`backend`: its process id), so concurrent bookings never wait on each
 * other here; the clock pass folds the rows of backends that are gone into `backend` 0
 * (foldWaitingCounts). The sum over a lane's rows is its count; one row alone means nothing.
 */
export const laneWaitingCounts = pgTable(
  "lane_waiting_counts",
  {
    laneId: integer("lane_id").notNull(),
    priority: smallint("priority").notNull(),
    backend: integer("backend").notNull(),
    waiting: integer("waiting").notNull(),
  },
  (t) => [primaryKey({ name: "lane_waiting_counts_pkey", columns: [t.laneId, t.priority, t.backend] })],
);

/** Append-only history of an entry: every transition, with who made it and when. */
export const queueHistory = pgTable(
  "queue_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => queueEntries.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    actor: text("actor").$type<"user" | "clock" | "operator" | "admin">().notNull(),
    actorId: integer("actor_id"),
    at: at("at").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [index("queue_history_entry_idx").on(t.entryId, t.id)],
);

/** A booking in progress (SPEC §3 "Queue draft"); a chosen timeslot is held for 15 minutes. */
export const queueDrafts = pgTable(
  "queue_drafts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleType: smallint("vehicle_type").$type<VehicleType>().notNull(),
    checkpointId: integer("checkpoint_id").references(() => checkpoints.id),
    laneId: integer("lane_id").references(() => lanes.id),
    kind: text("kind").$type<EntryKind>(),
    slotStart: at("slot_start"),
    holdExpiresAt: at("hold_expires_at"),
    driverIds: jsonb("driver_ids").$type<number[]>().notNull().default([]),
    vehicleId: integer("vehicle_id"),
    permitId: integer("permit_id"),
    cargo: jsonb("cargo").$type<EntrySnapshot["cargo"]>(),
    trip: jsonb("trip").$type<EntrySnapshot["trip"]>(),
    /** A change draft: the entry it changes, and what it may change. */
    changeId: integer("change_id").references(() => queueEntries.id, { onDelete: "cascade" }),
    allowChangeDrivers: boolean("allow_change_drivers").notNull().default(false),
    allowChangeVehicle: boolean("allow_change_vehicle").notNull().default(false),
    submittedEntryId: integer("submitted_entry_id"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("queue_drafts_user_idx").on(t.userId),
    index("queue_drafts_hold_idx").on(t.holdExpiresAt).where(sql`hold_expires_at is not null`),
  ],
);

/** Booking writes already answered, by Idempotency-Key: a repeat gets the first answer. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    status: smallint("status").notNull(),
    body: jsonb("body").$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_user_key").on(t.userId, t.key), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** The engine's clock offset (the test clock); one row. Zero outside test and demo. */
export const engineClock = pgTable("engine_clock", {
  id: smallint("id").primaryKey().default(1),
  offsetMs: doublePrecision("offset_ms").notNull().default(0),
});

/** Operators work at checkpoints: which checkpoints each one may act on. */
export const operatorCheckpoints = pgTable(
  "operator_checkpoints",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    checkpointId: integer("checkpoint_id")
      .notNull()
      .references(() => checkpoints.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("operator_checkpoints_key").on(t.userId, t.checkpointId)],
);

/** A waiting area (parking before a checkpoint) whose operator checks vehicles in by plate. */
export const waitingAreas = pgTable(
  "waiting_areas",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    checkpointId: integer("checkpoint_id")
      .notNull()
      .references(() => checkpoints.id, { onDelete: "cascade" }),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    address: jsonb("address").$type<LocalizedText>().notNull(),
    highway: text("highway").notNull(),
    phone: text("phone"),
    parkingSpaces: integer("parking_spaces").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    services: jsonb("services").$type<string[]>().notNull().default([]),
    /** Opening hours per ISO weekday (1..7), local times, as a lane's; null: open around the clock. */
    schedule: jsonb("schedule").$type<Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Array<{ from: string; to: string }>>>>(),
    /** Free parking spaces as the operator last reported them (waiting-area API); null: never reported. */
    freeSpaces: integer("free_spaces"),
    freeSpacesReportedAt: timestamp("free_spaces_reported_at", { withTimezone: true }),
    /** Shown to the public; a draft is not. */
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("waiting_areas_checkpoint_idx").on(t.checkpointId),
    check("waiting_areas_parking_spaces", sql`${t.parkingSpaces} >= 0`),
    check("waiting_areas_free_spaces", sql`${t.freeSpaces} is null or ${t.freeSpaces} >= 0`),
    check("waiting_areas_lat_range", sql`${t.lat} between -90 and 90`),
    check("waiting_areas_lng_range", sql`${t.lng} between -180 and 180`),
  ],
);

/** An operator's application to connect a waiting area (/service-by-countries/create), for an administrator. */
export const waitingAreaApplications = pgTable(
  "waiting_area_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    company: text("company").notNull(),
    contactPerson: text("contact_person").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    areaName: text("area_name").notNull(),
    address: text("address").notNull(),
    highway: text("highway").notNull(),
    checkpointId: integer("checkpoint_id").references(() => checkpoints.id, { onDelete: "set null" }),
    parkingSpaces: integer("parking_spaces").notNull(),
    services: jsonb("services").$type<string[]>().notNull().default([]),
    comment: text("comment").notNull().default(""),
    /** The applicant's language: the acknowledgement and the administrator's answer use it. */
    locale: text("locale").$type<Locale>().notNull(),
    /** new, then accepted or declined by an administrator. */
    status: text("status").$type<"new" | "accepted" | "declined">().notNull().default("new"),
    /** The administrator's decision: the reason mailed on declining, who and when, the area made on accepting. */
    decisionReason: text("decision_reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    waitingAreaId: integer("waiting_area_id").references(() => waitingAreas.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("waiting_area_applications_status_idx").on(t.status, t.createdAt)],
);

/** API keys of waiting-area operators; only a hash is stored. */
export const waitingAreaKeys = pgTable(
  "waiting_area_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    waitingAreaId: integer("waiting_area_id")
      .notNull()
      .references(() => waitingAreas.id, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull(),
    label: text("label").notNull(),
    revokedAt: at("revoked_at"),
    /** When a request last came with this key. */
    lastUsedAt: at("last_used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("waiting_area_keys_hash_key").on(t.keyHash)],
);

/** A vehicle checked in at a waiting area, until it is checked out. */
export const checkIns = pgTable(
  "check_ins",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    waitingAreaId: integer("waiting_area_id")
      .notNull()
      .references(() => waitingAreas.id, { onDelete: "cascade" }),
    plate: text("plate").notNull(),
    checkedInAt: at("checked_in_at").notNull(),
    checkedOutAt: at("checked_out_at"),
  },
  (t) => [uniqueIndex("check_ins_present_plate_key").on(t.plate).where(sql`checked_out_at is null`)],
);

export type NotificationKind =
  | "joined"
  | "called-up"
  | "confirm-reminder"
  | "confirmed"
  | "entry-warning"
  | "expired"
  | "extended"
  | "cancelled"
  | "delayed"
  | "new-cargo"
  | "admitted"
  | "passed"
  | "annulled"
  // Ownership (docs/ownership.md): not about an entry; `details` names the vehicle or driver.
  | "ownership-used"
  | "ownership-annulled"
  | "ownership-verified"
  | "ownership-rejected"
  | "ownership-lost"
  // An administrator closed a violation (docs/administration.md): `details` name it and say why.
  | "violation-lifted"
  | "violation-archived";

/** What an ownership notice is about: the holder's vehicle (its plate) or driver (a masked passport), and what happened. */
export interface OwnershipNoticeDetails {
  subject: OwnedSubject;
  label: string;
  /** ownership-used: added (or claimed) or booked in another account. */
  event?: "added" | "claimed" | "booked" | "in-entry";
  /** ownership-rejected: the administrator's reason, or the register's note (a locale key's last part). */
  reason?: string;
  note?: VerificationNote;
  /** The key, for telling a holder once per interval. */
  key?: string;
}

/** What a closed violation's notice is about: the violation (its id and subject) and the administrator's reason. */
export interface ViolationNoticeDetails {
  violation: number;
  about: string;
  reason: string;
}

/** What a notice that is not about an entry is about (ownership and violation notices). */
export type NoticeDetails = OwnershipNoticeDetails | ViolationNoticeDetails;

/**
 * A notice to a user about one of their entries (the in-app notice). Written in the same
 * transaction as the change it reports; `dispatched_at` is set when the delivery pass has put its
 * deliveries by e-mail, SMS and push in the outbox (notice_deliveries), in the same transaction.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entryId: integer("entry_id").references(() => queueEntries.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    /** Ownership notices: what they are about (they have no entry). */
    details: jsonb("details").$type<NoticeDetails>(),
    urgent: boolean("urgent").notNull().default(false),
    createdAt: at("created_at").notNull(),
    readAt: at("read_at"),
    dispatchedAt: at("dispatched_at"),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_pending_idx").on(t.id).where(sql`dispatched_at is null`),
  ],
);

export type NoticeDeliveryState = "pending" | "sent" | "failed";

/**
 * The notice outbox: one delivery per notice and channel (e-mail, SMS, push), with the message as
 * rendered when it was queued. A pass claims due pending deliveries (FOR UPDATE SKIP LOCKED) for a
 * lease (`leased_until`, `attempts` + 1), sends them, and then marks each sent, or puts it back
 * with `last_error` and a later `next_attempt_at`, or gives it up ('failed') after the last
 * attempt. A claim whose lease ran out unmarked (a crashed sender) is due again. See
 * src/domain/notice-delivery.ts and docs/notifications.md.
 */
export const noticeDeliveries = pgTable(
  "notice_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    channel: text("channel").$type<"email" | "sms" | "push">().notNull(),
    /** The address or phone number (null for push: the user's browsers at the time of sending). */
    recipient: text("recipient"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** E-mail {subject, text, html}; SMS {text}; push the PushMessage. */
    message: jsonb("message").$type<Record<string, unknown>>().notNull(),
    state: text("state").$type<NoticeDeliveryState>().notNull().default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    leasedUntil: at("leased_until"),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("notice_deliveries_notice_channel_key").on(t.notificationId, t.channel),
    index("notice_deliveries_due_idx").on(t.nextAttemptAt).where(sql`state = 'pending'`),
    check("notice_deliveries_state_known", sql`${t.state} in ('pending', 'sent', 'failed')`),
    check("notice_deliveries_channel_known", sql`${t.channel} in ('email', 'sms', 'push')`),
  ],
);

/** Which channels a user wants notices on (in-app always); the call-up goes to every one they have. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: boolean("email").notNull().default(true),
  sms: boolean("sms").notNull().default(true),
  push: boolean("push").notNull().default(true),
});

/** A browser's Web Push subscription. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------------------------------------
// Short links (docs/share-links.md)
// ---------------------------------------------------------------------------------------------

/** What a short link opens: one queue entry's read-only view, or (later, from the console) a page. */
export type ShortLinkKind = "entry" | "page";

/**
 * Short links `/s/{id}`: an unguessable id (a capability: whoever has it sees what it opens), a
 * queue entry shared by its owner or a page path, revocable at once, with a count of visits.
 */
export const shortLinks = pgTable(
  "short_links",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<ShortLinkKind>().notNull(),
    entryId: integer("entry_id").references(() => queueEntries.id, { onDelete: "cascade" }),
    targetPath: text("target_path"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    visits: integer("visits").notNull().default(0),
    lastVisitAt: timestamp("last_visit_at", { withTimezone: true }),
  },
  (t) => [
    // At most one active link per entry: creating twice answers the same link.
    uniqueIndex("short_links_active_entry_key").on(t.entryId).where(sql`revoked_at is null and entry_id is not null`),
    check("short_links_kind_target", sql`(${t.kind} = 'entry' and ${t.entryId} is not null) or (${t.kind} = 'page' and ${t.targetPath} is not null)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Feedback (the form of /contacts)
// ---------------------------------------------------------------------------------------------

/**
 * A message sent with the feedback form: kept as typed (shown as text, never HTML), in the sender's
 * language, with the user if signed in. An administrator's inbox (later) answers and closes them.
 */
export const feedbackMessages = pgTable(
  "feedback_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subject: text("subject").notNull(),
    question: text("question").notNull(),
    /** How else to reach the sender (a phone, a messenger), if given. */
    contactMethod: text("contact_method"),
    email: text("email").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    status: text("status").$type<FeedbackStatus>().notNull().default("new"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The administrator's answer, mailed to `email` in `locale`. */
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: integer("answered_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("feedback_messages_status_created_idx").on(t.status, t.createdAt),
    check("feedback_messages_status", sql`${t.status} in ('new', 'answered', 'closed')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Webhooks (docs/webhooks.md)
// ---------------------------------------------------------------------------------------------

/**
 * A user's webhook endpoint: where the status changes of their entries are posted (the events
 * chosen, named after the engine's history: src/domain/webhooks.ts). The secret signs every
 * delivery (HMAC-SHA256); it is kept to sign and shown to the user once, when the endpoint is made.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId, t.id)],
);

export type WebhookDeliveryState = "pending" | "delivered" | "failed";

/**
 * The webhook outbox and its log: one delivery per event and endpoint, the body as built when the
 * event was queued. Claimed for a lease like the notice outbox (FOR UPDATE SKIP LOCKED, `attempts`
 * + 1, `leased_until`), posted, then marked delivered, or put back with the answer's status and a
 * bounded excerpt of it for a later attempt, or given up ('failed') after the last one.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The event's id (X-Webhook-Id), the same at every attempt: receivers recognise a repeat by it. */
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    state: text("state").$type<WebhookDeliveryState>().notNull().default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    leasedUntil: at("leased_until"),
    /** The last attempt: the HTTP status (null when there was no answer), its first bytes, or why there was none. */
    lastStatus: smallint("last_status"),
    lastAnswer: text("last_answer"),
    lastError: text("last_error"),
    lastAttemptAt: at("last_attempt_at"),
    deliveredAt: at("delivered_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_endpoint_event_key").on(t.endpointId, t.eventId),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`state = 'pending'`),
    index("webhook_deliveries_log_idx").on(t.endpointId, t.id.desc()),
    check("webhook_deliveries_state_known", sql`${t.state} in ('pending', 'delivered', 'failed')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Administration (docs/administration.md)
// ---------------------------------------------------------------------------------------------

/**
 * Every administrator's action: who, what, on what, when, and the item before and after (null when
 * created or deleted). Written in the action's transaction; never updated or deleted by the portal.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** What was done, e.g. `news.update`, `lane.update`, `user.role`. */
    action: text("action").notNull(),
    /** What it was done to: a kind (`news`, `lane`, `user`…) and its id. */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_at_idx").on(t.at.desc(), t.id.desc()), index("admin_audit_subject_idx").on(t.subjectType, t.subjectId, t.at.desc())],
);
