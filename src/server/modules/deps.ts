/** What every module's routes are built with: the application's dependencies (api/create-api.ts passes them). */
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { BotCheck } from "../platform/bot-check.ts";
import type { CustomsDeclarations, SimulatedCustoms } from "../platform/customs.ts";
import type { FileStore } from "../platform/file-store.ts";
import type { Mailer } from "../platform/mailer.ts";
import type { RateLimits } from "../platform/rate-limit.ts";
import type { CargoPermitRegistry } from "../platform/registry.ts";
import type { StateRegisters } from "../platform/state-registers.ts";
import type { SmsSender } from "../platform/sms.ts";
import type { PublicChanges } from "../platform/public-changes.ts";
import type { PushSender } from "../platform/web-push.ts";
import type { WebhookSender } from "../platform/webhook-sender.ts";
import type { SessionStreams } from "./accounts/session-streams.ts";
import type { QueueEngine } from "./queue/engine.ts";
import type { WorkloadEvents } from "./workload/workload-events.ts";
import type { Workload } from "./workload/workload.ts";

export interface ApiDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
  /** Posts signed webhooks to public addresses only (docs/webhooks.md). */
  webhooks: WebhookSender;
  engine: QueueEngine;
  /** The event streams held open, which end with their session (modules/accounts/session-streams.ts). */
  sessionStreams: SessionStreams;
  botCheck: BotCheck;
  rateLimits: RateLimits;
  registry: CargoPermitRegistry;
  /** Who holds a Ukrainian vehicle, whose a Ukrainian passport is (docs/ownership.md). */
  stateRegisters: StateRegisters;
  /** Customs declarations (the real system, or the simulator that the development endpoint feeds). */
  customs: CustomsDeclarations | SimulatedCustoms;
  fileStore: FileStore;
  /** When what the public sees changed: the public reads' caches go stale (docs/caching.md). */
  publicChanges: PublicChanges;
  /** The public workload's snapshots, shared by /api/v3 and the compatible /api/v4, /api/v5 (modules/workload). */
  workload: Workload;
  /** The live boards' event streams (modules/workload/workload-events.ts). */
  workloadEvents: WorkloadEvents;
}
