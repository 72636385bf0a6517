/**
 * The first part of the session permissions query's key (app/permissions.ts), here so the
 * realtime layer can invalidate every session's copy when a role changes.
 */
export const PERMISSIONS_QUERY_KEY = ["auth", "permissions"] as const;
