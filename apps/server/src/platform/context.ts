import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { DialectName } from '../db/dialect.js';
import type { SharedState } from './shared-state.js';
import type { ObjectStore } from './storage/object-store.js';
import type { FileUrlSigner } from './storage/signed-url.js';

/** What every service needs from the running server, passed explicitly rather than imported. */
export interface AppDeps {
  db: Db;
  dialect: DialectName;
  config: Config;
  state: SharedState;
  /** Uploaded files (local directory by default). */
  storage: ObjectStore;
  /** Signs and checks download URLs of stored files. */
  fileUrls: FileUrlSigner;
  /**
   * Questions a shared area asks of a domain that itself builds on that area
   * (common/file asks whether a company exists; company uses common/file):
   * wired in app.ts, so neither imports the other.
   */
  lookups: {
    companyExists(cmpyCode: string): Promise<boolean>;
  };
}

/** The signed-in caller of a request. */
export interface Actor {
  userId: number;
  userCode: string;
  userName: string;
  realName: string;
  sessionId: string;
  isAdmin: boolean;
}

/** Where a request came from, for logs and sessions. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  userSource: string;
}
