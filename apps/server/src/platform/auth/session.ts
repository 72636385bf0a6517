import type { PermissionKey, PermissionMap } from "@comanda/domain";

export interface SessionUser {
  id: number;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  role_id: number;
}

export interface SessionRole {
  id: number;
  name: string;
  group_type: string | null;
  permissions: PermissionMap;
  actions: string[];
}

/** The authenticated caller of a request. */
export interface Session {
  tokenId: number;
  tpvId: number | null;
  expiresAt: Date;
  user: SessionUser;
  role: SessionRole;
}

/** What the platform needs from the auth area to authenticate and authorise requests. */
export interface AuthPort {
  authenticate(localId: number, token: string): Promise<Session | undefined>;
  /** The live session of a token id (a websocket opened for it), undefined once it ended. */
  sessionById(localId: number, tokenId: number): Promise<Session | undefined>;
  /** The approving user of an active manager override for this session and permission. */
  findOverride(localId: number, tokenId: number, permission: PermissionKey): Promise<number | undefined>;
  recordAudit(entry: {
    local_id: number;
    user_id: number;
    authorized_by: number | null;
    permission: string;
    method: string;
    path: string;
  }): Promise<void>;
}
