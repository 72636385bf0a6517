import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { StaticPage } from "../StaticPage";

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StaticPage title={t("static.notFound.title")} action={t("static.home")} onAction={() => navigate("/")}>
      {t("static.notFound.text")}
    </StaticPage>
  );
}
