/**
 * The database schema: one for PGlite and PostgreSQL. Migrations in ./migrations are generated from
 * it (`npm run db:generate`) and committed.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../domain/locales.ts";
import type { BorderCountry, LaneCategory, LaneDirection } from "../../domain/codes.ts";

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
