import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { loadScreenTexts } from "../lib/i18n";
import { lazyChunk } from "../lib/lazy-chunk";
import { readSession } from "../lib/session";
import { LoadingState } from "../ui/states";

const LoginPage = lazyChunk(() => import("../features/auth/pages/LoginPage"));
const ResetPasswordPage = lazyChunk(() => import("../features/auth/pages/ResetPasswordPage"));
const NotBoughtPage = lazyChunk(() => import("../features/static/pages/NotBoughtPage"));
const InsufficientPermissionsPage = lazyChunk(
  () => import("../features/static/pages/InsufficientPermissionsPage"),
);
const LangNotSupportedPage = lazyChunk(() => import("../features/static/pages/LangNotSupportedPage"));
const SubdomainNotFoundPage = lazyChunk(() => import("../features/static/pages/SubdomainNotFoundPage"));
const LocalDisabledPage = lazyChunk(() => import("../features/static/pages/LocalDisabledPage"));
const MaintenancePage = lazyChunk(() => import("../features/static/pages/MaintenancePage"));
// The booking mail's cancel link (issue 31): no session, the bookings' texts with its code.
const BookingCancelPage = lazyChunk(() =>
  Promise.all([import("../features/bookings/pages/BookingCancelPage"), loadScreenTexts()]).then(
    ([module]) => ({
      default: module.default,
    }),
  ),
);
// The signed-in screens' texts arrive with their code.
const SectionRoutes = lazyChunk(() =>
  Promise.all([import("./SectionRoutes"), loadScreenTexts()]).then(([module]) => ({
    default: module.default,
  })),
);

/**
 * The address a user types. Without a session it can only end on the login, so it goes there
 * without loading the guarded sections' code first, and without the guard's "log in first"
 * toast (whose renderer would cost as much again): typing the app's address is the usual way
 * in, not a mistake. The login's budget holds for it too. With a session, the sections' own
 * redirect takes it to the tables.
 */
function RootRedirect() {
  return <Navigate to={readSession() ? "/requests" : "/login"} replace />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/booking/cancel" element={<BookingCancelPage />} />
        {/* Static pages need no session: they explain why the app cannot be used right now. */}
        <Route path="/not-bought" element={<NotBoughtPage />} />
        <Route path="/insufficient-permissions" element={<InsufficientPermissionsPage />} />
        <Route path="/lang-not-supported" element={<LangNotSupportedPage />} />
        <Route path="/subdomain-not-found" element={<SubdomainNotFoundPage />} />
        <Route path="/local-disabled" element={<LocalDisabledPage />} />
        <Route path="/maintenance" element={<MaintenancePage />} />
        <Route path="/" element={<RootRedirect />} />
        <Route path="*" element={<SectionRoutes />} />
      </Routes>
    </Suspense>
  );
}
