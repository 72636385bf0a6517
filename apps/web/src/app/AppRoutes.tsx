import { Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { DefaultLayout } from "./DefaultLayout";
import { RequireSession } from "./RequireSession";

const LoginPage = lazy(() => import("../features/auth/pages/LoginPage"));
const TablesRequestsPage = lazy(() => import("../features/requests/pages/TablesRequestsPage"));
const NotBoughtPage = lazy(() => import("../features/static/pages/NotBoughtPage"));
const InsufficientPermissionsPage = lazy(
  () => import("../features/static/pages/InsufficientPermissionsPage"),
);
const LangNotSupportedPage = lazy(() => import("../features/static/pages/LangNotSupportedPage"));
const SubdomainNotFoundPage = lazy(() => import("../features/static/pages/SubdomainNotFoundPage"));
const LocalDisabledPage = lazy(() => import("../features/static/pages/LocalDisabledPage"));
const MaintenancePage = lazy(() => import("../features/static/pages/MaintenancePage"));
const NotFoundPage = lazy(() => import("../features/static/pages/NotFoundPage"));

export function AppRoutes() {
  return (
    <Suspense fallback={<Loader m="xl" aria-label="loading" />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<RequireSession />}>
          <Route element={<DefaultLayout />}>
            <Route path="/requests/tables_requests/" element={<TablesRequestsPage />} />
          </Route>
        </Route>
        <Route path="/" element={<Navigate to="/requests" replace />} />
        <Route path="/requests" element={<Navigate to="/requests/tables_requests/" replace />} />
        {/* Static pages need no session: they explain why the app cannot be used right now. */}
        <Route path="/not-bought" element={<NotBoughtPage />} />
        <Route path="/insufficient-permissions" element={<InsufficientPermissionsPage />} />
        <Route path="/lang-not-supported" element={<LangNotSupportedPage />} />
        <Route path="/subdomain-not-found" element={<SubdomainNotFoundPage />} />
        <Route path="/local-disabled" element={<LocalDisabledPage />} />
        <Route path="/maintenance" element={<MaintenancePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
