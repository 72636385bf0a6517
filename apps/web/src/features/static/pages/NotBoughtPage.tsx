import { Anchor } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PROVIDER_INFO_EMAIL } from "../provider";
import { StaticPage } from "../StaticPage";

export default function NotBoughtPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StaticPage title={t("static.notBought.title")} action={t("static.home")} onAction={() => navigate("/")}>
      <Trans
        i18nKey="static.notBought.text"
        values={{ email: PROVIDER_INFO_EMAIL }}
        components={{ mail: <Anchor href={`mailto:${PROVIDER_INFO_EMAIL}`} inherit underline="always" /> }}
      />
    </StaticPage>
  );
}
