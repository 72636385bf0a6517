import { Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { DefaultLayout } from "./DefaultLayout";
import { RequireSession } from "./RequireSession";

const LoginPage = lazy(() => import("../features/auth/pages/LoginPage"));
const TablesRequestsPage = lazy(() => import("../features/requests/pages/TablesRequestsPage"));

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
        <Route path="/requests" element={<Navigate to="/requests/tables_requests/" replace />} />
        <Route path="*" element={<Navigate to="/requests" replace />} />
      </Routes>
    </Suspense>
  );
}
