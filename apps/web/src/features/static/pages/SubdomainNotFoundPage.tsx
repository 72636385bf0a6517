import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { StaticPage } from "../StaticPage";

export default function SubdomainNotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StaticPage
      title={t("static.subdomainNotFound.title")}
      action={t("static.home")}
      onAction={() => navigate("/")}
    >
      {t("static.subdomainNotFound.text")}
    </StaticPage>
  );
}
