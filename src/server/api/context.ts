/** What every API handler can reach: dependencies and the per-request values set by middleware. */
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { Locale } from "../../domain/locales.ts";
import type { Translate } from "../i18n.ts";
import type { ActiveSession } from "../modules/accounts/sessions.ts";
import type { SessionStreams } from "../modules/accounts/session-streams.ts";
import type { BotCheck } from "../platform/bot-check.ts";
import type { FileStore } from "../platform/file-store.ts";
import type { Mailer } from "../platform/mailer.ts";
import type { RateLimits } from "../platform/rate-limit.ts";
import type { CargoPermitRegistry } from "../platform/registry.ts";
import type { StateRegisters } from "../platform/state-registers.ts";
import type { CustomsDeclarations, SimulatedCustoms } from "../platform/customs.ts";
import type { SmsSender } from "../platform/sms.ts";
import type { PushSender } from "../platform/web-push.ts";
import type { QueueEngine } from "../modules/queue/engine.ts";

export interface ApiDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
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
}

/** Set by the application's middleware for every request, page or API. */
export interface RequestVariables {
  requestId: string;
  logger: Logger;
  locale: Locale;
  t: Translate;
  /** The client's address (see http/client-address.ts). */
  clientAddress: string;
}

export type ApiEnv = { Variables: RequestVariables & { viewer: ActiveSession | null } };
