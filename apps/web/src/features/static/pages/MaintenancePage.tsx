import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { StaticPage } from "../StaticPage";

/** What may come with the navigation: the local's stored maintenance text (spec §2 "/maintenance"). */
export interface MaintenanceState {
  text?: string;
}

function storedText(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const text = (state as MaintenanceState).text;
  return typeof text === "string" && text.trim() ? text : undefined;
}

export default function MaintenancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Route state survives only in-app navigation; the query keeps the text on a reload or a shared link.
  const text = storedText(location.state) ?? (params.get("text")?.trim() || t("static.maintenance.text"));

  return (
    <StaticPage
      title={t("static.maintenance.title")}
      action={t("static.retry")}
      onAction={() => navigate("/")}
    >
      {text}
    </StaticPage>
  );
}
