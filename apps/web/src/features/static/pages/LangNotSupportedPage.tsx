import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { changeLanguage } from "../../../lib/i18n";
import { StaticPage } from "../StaticPage";

/** The 406 page: the way out falls back to Spanish, the default language (spec §8). */
export default function LangNotSupportedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  async function continueInSpanish() {
    await changeLanguage("es");
    navigate("/", { replace: true });
  }

  return (
    <StaticPage
      title={t("static.langNotSupported.title")}
      action={t("static.langNotSupported.action")}
      onAction={() => void continueInSpanish()}
    >
      {t("static.langNotSupported.text")}
    </StaticPage>
  );
}
