import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { useLocalInfo } from "../features/auth/api";
import { LocalSettingsGate } from "../features/settings/components/LocalSettingsGate";
import { lazyChunk } from "../lib/lazy-chunk";
import { encodeRouteError } from "../lib/route-error";
import { readSession } from "../lib/session";
import { ErrorState, LoadingState } from "../ui/states";
import { usePermissions } from "./permissions";
import { guardHome, guardRoute, HOME_PATH, parseModules, sectionForPath } from "./routes";

const NotFoundPage = lazyChunk(() => import("../features/static/pages/NotFoundPage"));

/**
 * The route guard of spec §2 for every section of the route table: the local's modules first
 * (they need no session), then the token, then the session's permissions.
 */
export function RouteGuard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = sectionForPath(pathname);
  const session = readSession();
  const local = useLocalInfo();
  const permissions = usePermissions();

  if (!route) return <NotFoundPage />;
  if (local.isPending) return <LoadingState label={t("navigation.loadingAccess")} />;
  if (local.isError) return <ErrorState onRetry={() => void local.refetch()} />;
  const context = {
    contracted: parseModules(local.data.modules),
    hasToken: session !== undefined,
    permissions: permissions.data?.permissions,
  };
  const outcome = route.path === HOME_PATH ? guardHome(context) : guardRoute(route, context);
  if (typeof outcome === "object") return <Navigate to={outcome.path} replace />;
  switch (outcome) {
    case "allow":
      return session === undefined ? (
        <Outlet />
      ) : (
        <LocalSettingsGate>
          <Outlet />
        </LocalSettingsGate>
      );
    case "not-found":
      return <NotFoundPage />;
    case "not-bought":
      return <Navigate to="/not-bought" replace />;
    case "insufficient-permissions":
      return <Navigate to="/insufficient-permissions" replace />;
    case "login":
      return <Navigate to={`/login?e=${encodeRouteError({ message: "login.mustLogin" })}`} replace />;
    case "load-permissions":
      if (permissions.isError) return <ErrorState onRetry={() => void permissions.refetch()} />;
      return <LoadingState label={t("navigation.loadingAccess")} />;
  }
}
