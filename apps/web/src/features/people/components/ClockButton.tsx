import { ActionIcon, Button, Modal, Stack, Text } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ClockForm } from "./ClockForm";
import { MyRecord } from "./MyRecord";

/**
 * Clocking from any till's top bar (issue 27): the time-tracking page is the staff manager's,
 * a waiter clocks here with their own e-mail and password whoever the till is signed in as.
 * Worded only on wide screens: on a tablet the top bar has no room left for the text.
 */
export function ClockButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const open = () => setOpened(true);
  return (
    <>
      <Button
        size="lg"
        variant="light"
        leftSection={<IconClock aria-hidden size={20} />}
        onClick={open}
        visibleFrom="lg"
      >
        {t("people.timeTracking.clockTitle")}
      </Button>
      <ActionIcon
        variant="light"
        size={44}
        onClick={open}
        hiddenFrom="lg"
        aria-label={t("people.timeTracking.clockTitle")}
      >
        <IconClock aria-hidden />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("people.timeTracking.clockTitle")}
        centered
        size="lg"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t("people.timeTracking.clockHint")}
          </Text>
          <ClockForm onClocked={() => setOpened(false)} />
          <MyRecord />
        </Stack>
      </Modal>
    </>
  );
}
