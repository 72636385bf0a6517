import { Navigate, Route, Routes } from "react-router";
import { lazyChunk } from "../lib/lazy-chunk";
import { RouteGuard } from "./RouteGuard";
import { HOME_PATH, type LayoutName, SECTION_ROUTES } from "./routes";
import { SECTION_PAGES } from "./section-pages";

// Layouts load with the first guarded page: the login screen does not need their code.
const DefaultLayout = lazyChunk(() =>
  import("./DefaultLayout").then((module) => ({ default: module.DefaultLayout })),
);
const PosLayout = lazyChunk(() => import("./PosLayout").then((module) => ({ default: module.PosLayout })));
const NotFoundPage = lazyChunk(() => import("../features/static/pages/NotFoundPage"));

/** The routes of one layout, straight from the route table. */
function sectionRoutes(layout: LayoutName) {
  return SECTION_ROUTES.filter((route) => route.layout === layout).map((route) => {
    const Page = SECTION_PAGES[route.id];
    return <Route key={route.id} path={route.path} element={<Page />} />;
  });
}

/**
 * Every section of the route table behind the guard, the way home, and the 404 for any other
 * address. Its own chunk: the route table, the guard and the layouts are not needed to log in.
 */
export default function SectionRoutes() {
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        <Route element={<DefaultLayout />}>{sectionRoutes("default")}</Route>
        <Route element={<PosLayout variant="request-tables" />}>{sectionRoutes("request-tables")}</Route>
        <Route element={<PosLayout variant="requests" />}>{sectionRoutes("requests")}</Route>
      </Route>
      <Route path="/" element={<Navigate to="/requests" replace />} />
      <Route path="/requests" element={<Navigate to={HOME_PATH} replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
