import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { EmptyState } from "../../../ui/states";

/** The table orders board; the orders issue fills it, until then it says there is nothing. */
export default function TablesRequestsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame section="tables_requests">
      <EmptyState title={t("requests.empty")} />
    </PageFrame>
  );
}
