import type { Config } from '../config.js';
import type { Db, DbOrTrx } from '../db/database.js';
import type { ScheduledTask, Scheduler } from './scheduler/scheduler.js';
import type { DataScope } from './data-scope.js';
import type { FileHolder } from './file-holder.js';
import type { PaymentSource } from './payments/payment-source.js';
import type { RecordUsage } from './record-usage.js';
import type { SharedState } from './shared-state.js';
import type { ObjectStore } from './storage/object-store.js';
import type { FileUrlSigner } from './storage/signed-url.js';

/** What every service needs from the running server, passed explicitly rather than imported. */
export interface AppDeps {
  db: Db;
  config: Config;
  state: SharedState;
  /** Uploaded files (local directory by default). */
  storage: ObjectStore;
  /** Signs and checks download URLs of stored files. */
  fileUrls: FileUrlSigner;
  /** Runs the modules' scheduled tasks (started by main.ts, not in tests). */
  scheduler: Scheduler<AppDeps>;
  /**
   * Questions a shared area asks of a domain that itself builds on that area
   * (common/file asks whether a company exists; company uses common/file):
   * wired in app.ts, so neither imports the other.
   */
  lookups: {
    companyExists(cmpyCode: string): Promise<boolean>;
    /** The station a job's board is on (recruit's 加入驿站 asks; stations build on jobs). */
    jobStation(db: DbOrTrx, jobCode: string): Promise<string | null>;
    /** Every domain's records that keep files (their manifests' `fileHolders`). */
    fileHolders: readonly FileHolder[];
    /** Every domain's records that refer to another area's (their manifests' `usages`): what delete refuses on. */
    usages: readonly RecordUsage[];
    /** Every domain's sources of 支付申请 (their manifests' `paymentSources`): what a paid application completes. */
    paymentSources: readonly PaymentSource[];
  };
}

/** A scheduled task of a module: given the server's deps when it runs. */
export type AppTask = ScheduledTask<AppDeps>;

/** The signed-in caller of a request. */
export interface Actor {
  userId: number;
  userCode: string;
  userName: string;
  realName: string;
  sessionId: string;
  isAdmin: boolean;
  /** The region whose records the caller may see (数据权限), read with the session. */
  scope: DataScope;
}

/** Where a request came from, for logs and sessions. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  userSource: string;
}
