import { Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { RouteGuard } from "./RouteGuard";
import { HOME_PATH, type LayoutName, SECTION_ROUTES } from "./routes";
import { SECTION_PAGES } from "./section-pages";

// Layouts load with the first guarded page: the login screen does not need their code.
const DefaultLayout = lazy(() =>
  import("./DefaultLayout").then((module) => ({ default: module.DefaultLayout })),
);
const PosLayout = lazy(() => import("./PosLayout").then((module) => ({ default: module.PosLayout })));
const LoginPage = lazy(() => import("../features/auth/pages/LoginPage"));
const ResetPasswordPage = lazy(() => import("../features/auth/pages/ResetPasswordPage"));
const NotBoughtPage = lazy(() => import("../features/static/pages/NotBoughtPage"));
const InsufficientPermissionsPage = lazy(
  () => import("../features/static/pages/InsufficientPermissionsPage"),
);
const LangNotSupportedPage = lazy(() => import("../features/static/pages/LangNotSupportedPage"));
const SubdomainNotFoundPage = lazy(() => import("../features/static/pages/SubdomainNotFoundPage"));
const LocalDisabledPage = lazy(() => import("../features/static/pages/LocalDisabledPage"));
const MaintenancePage = lazy(() => import("../features/static/pages/MaintenancePage"));
const NotFoundPage = lazy(() => import("../features/static/pages/NotFoundPage"));

/** The routes of one layout, straight from the route table. */
function sectionRoutes(layout: LayoutName) {
  return SECTION_ROUTES.filter((route) => route.layout === layout).map((route) => {
    const Page = SECTION_PAGES[route.id];
    return <Route key={route.id} path={route.path} element={<Page />} />;
  });
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Loader m="xl" aria-label="loading" />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route element={<RouteGuard />}>
          <Route element={<DefaultLayout />}>{sectionRoutes("default")}</Route>
          <Route element={<PosLayout variant="request-tables" />}>{sectionRoutes("request-tables")}</Route>
          <Route element={<PosLayout variant="requests" />}>{sectionRoutes("requests")}</Route>
        </Route>
        <Route path="/" element={<Navigate to="/requests" replace />} />
        <Route path="/requests" element={<Navigate to={HOME_PATH} replace />} />
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
