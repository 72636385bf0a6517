import { Navigate, Outlet } from "react-router";
import { encodeRouteError } from "../lib/route-error";
import { readSession } from "../lib/session";

/** Guarded routes need a token; without one the login screen says so (spec §2 "Route guard"). */
export function RequireSession() {
  if (readSession()) return <Outlet />;
  return <Navigate to={`/login?e=${encodeRouteError({ message: "login.mustLogin" })}`} replace />;
}
