import { Badge, Box, Button, Group, Image, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DigitalCardFormValues, previewTexts } from "../digital-card-form";
import { useLocalMoney } from "../use-local-money";

const TEXTS = "settings.digitalCard.preview";
type PreviewLanguage = "es" | "en";

/**
 * What a guest's phone shows with the form's values as they are typed: the header, the texts
 * in the chosen language, the colours on a sample dish, the buttons the switches turn on and
 * the message after ordering. A sketch of the /carta page, not the page itself.
 */
export function DigitalCardPreview({ values }: { values: DigitalCardFormValues }) {
  const { t } = useTranslation();
  const money = useLocalMoney();
  const [language, setLanguage] = useState<PreviewLanguage>("es");
  const texts = previewTexts(values, language);
  const sample = (key: string) => t(`${TEXTS}.sample.${key}`, { lng: language });
  const minimum = Number(values.minimal_order_domicile);

  return (
    <Stack gap="sm" aria-label={t(`${TEXTS}.title`)} role="region">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t(`${TEXTS}.title`)}
        </Title>
        <SegmentedControl
          size="md"
          value={language}
          onChange={(value) => setLanguage(value === "en" ? "en" : "es")}
          data={[
            { value: "es", label: t("languages.es") },
            { value: "en", label: t("languages.en") },
          ]}
          aria-label={t(`${TEXTS}.language`)}
        />
      </Group>
      <Box
        data-testid="digital-card-preview"
        maw={360}
        w="100%"
        mx="auto"
        style={{
          border: "8px solid #222",
          borderRadius: 28,
          overflow: "hidden",
          background: values.background_color,
          minHeight: 520,
        }}
      >
        {values.header_image ? (
          <Image src={values.header_image} alt="" h={140} fit="cover" />
        ) : (
          <Box h={80} style={{ background: values.primary_color }} />
        )}
        <Stack gap="xs" p="md">
          <Title order={4} style={{ color: values.primary_color }}>
            {texts.title || t(`${TEXTS}.noTitle`)}
          </Title>
          {texts.subtitle && <Text fw={600}>{texts.subtitle}</Text>}
          {texts.description && (
            <Text size="sm" style={{ whiteSpace: "pre-line" }}>
              {texts.description}
            </Text>
          )}
          <Box p="sm" style={{ border: `2px solid ${values.secondary_color}`, borderRadius: 12 }}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{sample("dish")}</Text>
              <Badge style={{ background: values.secondary_color, color: "#000" }}>{money.amount(9.5)}</Badge>
            </Group>
            <Text size="sm">{sample("allergens")}</Text>
          </Box>
          {values.local_orders && (
            <Button fullWidth style={{ background: values.primary_color }}>
              {sample("order")}
            </Button>
          )}
          {values.call_waiter && (
            <Button
              fullWidth
              variant="outline"
              style={{ color: values.primary_color, borderColor: values.primary_color }}
            >
              {sample("callWaiter")}
            </Button>
          )}
          {values.bookings && (
            <Button fullWidth variant="light">
              {sample("book")}
            </Button>
          )}
          {values.allow_tips && <Text size="sm">{sample("tips")}</Text>}
          {values.use_awards && <Text size="sm">{sample("awards")}</Text>}
          {Number.isFinite(minimum) && minimum > 0 && (
            <Text size="sm">
              {t(`${TEXTS}.sample.minimum`, { lng: language, amount: money.amount(minimum) })}
            </Text>
          )}
          {texts.accepted && (
            <Box p="sm" style={{ background: values.secondary_color, borderRadius: 12 }}>
              <Text size="sm" c="#000" style={{ whiteSpace: "pre-line" }}>
                {texts.accepted}
              </Text>
            </Box>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
