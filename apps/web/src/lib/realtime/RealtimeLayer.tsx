import type { Maintenance } from "@comanda/domain";
import { Alert, Box, Button, Loader, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { handleApiError, translateMessage } from "../api-errors";
import { FISCAL_QUERY_KEY, setFiscalOff } from "../fiscal-status";
import { i18n } from "../i18n";
import { notify } from "../notify";
import { PERMISSIONS_QUERY_KEY } from "../permissions-key";
import { connectRealtime } from "./connection";
import { bannerOf, effectOf, isBlocked, isLifted, REALTIME_INFO_MS } from "./dispatch";
import { routingGapText } from "./routing-gap-text";
import { MAINTENANCE_PATH, realtimeWanted } from "./wanted";

/**
 * The app's side of the realtime channels (spec §7): connected for a signed-in user, and on
 * the maintenance page even without a session, so that page can go home when the block is
 * lifted. Renders the maintenance banner at the very top and the reload screen over everything.
 */
export function RealtimeLayer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [maintenance, setMaintenance] = useState<Maintenance>();
  const [bannerClosed, setBannerClosed] = useState(false);
  const [reloadRequired, setReloadRequired] = useState(false);

  // The handlers live as long as the connection; they read the current page through refs.
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  // The router hands out a new navigate on every route change: as a dependency it would close and
  // reopen the connection on each screen, losing what was published meanwhile.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const maintenanceRef = useRef<Maintenance>(undefined);

  const wanted = realtimeWanted(pathname);
  const enabled = wanted !== false;
  const tpvKey = wanted ? wanted.tpvKey : undefined;

  useEffect(() => {
    if (!enabled) return;
    function applyMaintenance(next: Maintenance) {
      const previous = maintenanceRef.current;
      maintenanceRef.current = next;
      setMaintenance(next);
      // A closed banner stays closed across reconnections, until the notice itself changes.
      if (JSON.stringify(previous) !== JSON.stringify(next)) setBannerClosed(false);
      if (isBlocked(next)) {
        navigateRef.current(MAINTENANCE_PATH, { replace: true, state: { text: next.text } });
      } else if (isLifted(previous, next) && pathRef.current === MAINTENANCE_PATH) {
        navigateRef.current("/", { replace: true });
      }
    }
    return connectRealtime({
      tpvKey,
      handlers: {
        onMaintenance: applyMaintenance,
        onFatal: (error) => handleApiError(error, navigateRef.current),
        onMessage: (message) => {
          const effect = effectOf(message);
          if (!effect) return;
          switch (effect.kind) {
            case "reload":
              setReloadRequired(true);
              return;
            case "fiscalOff":
              setFiscalOff(true);
              notify(
                effect.message
                  ? i18n.t("realtime.fiscalOff", { message: translateMessage(effect.message) })
                  : i18n.t("realtime.fiscalOffNoReason"),
              );
              void queryClient.invalidateQueries({ queryKey: FISCAL_QUERY_KEY });
              return;
            case "fiscalChanged":
              setFiscalOff(!effect.active);
              // Turning off comes with its fiskalyError, which already says why.
              if (effect.active)
                notify(i18n.t("realtime.fiscalOn"), "success", { autoClose: REALTIME_INFO_MS });
              void queryClient.invalidateQueries({ queryKey: FISCAL_QUERY_KEY });
              return;
            case "maintenance":
              applyMaintenance(effect.maintenance);
              return;
            case "info":
              notify(translateMessage(effect.message), "info", { autoClose: REALTIME_INFO_MS });
              return;
            case "stale":
              void queryClient.invalidateQueries({ queryKey: [effect.area] });
              return;
            case "permissionsChanged":
              void queryClient.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY });
              return;
            case "callWaiter":
              // A guest waits: it stays until someone closes it.
              notify(i18n.t(`realtime.callWaiter.${effect.reason}`, { table: effect.table }), "info", {
                autoClose: false,
              });
              return;
            case "unrouted":
              // As long as the other realtime notices; the queue keeps the flag and the ticket says it.
              notify(
                i18n.t("realtime.unrouted.notice", {
                  gaps: effect.gaps.map((gap) => routingGapText(i18n.t, gap)).join(" · "),
                  printer: effect.printer,
                }),
                "error",
                { autoClose: REALTIME_INFO_MS },
              );
              void queryClient.invalidateQueries({ queryKey: ["print_queue"] });
              return;
          }
        },
      },
    });
  }, [enabled, tpvKey, queryClient]);

  const banner = bannerClosed ? undefined : bannerOf(maintenance, t("realtime.maintenanceAlert"));

  return (
    <>
      {banner && (
        <Alert
          color="yellow"
          variant="filled"
          // Black on yellow: white text on Mantine's yellow fails the contrast check.
          autoContrast
          radius={0}
          withCloseButton
          closeButtonLabel={t("realtime.closeAlert")}
          onClose={() => setBannerClosed(true)}
          // Fixed above the app's own top bar: the alert must be seen on every screen until closed.
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 300 }}
        >
          <Text size="md" style={{ whiteSpace: "pre-line" }}>
            {banner}
          </Text>
        </Alert>
      )}
      {reloadRequired && (
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="realtime-reload-title"
          pos="fixed"
          inset={0}
          bg="white"
          style={{ zIndex: 1000, display: "flex", alignItems: "center", justifyContent: "center" }}
        >
          <Stack align="center" gap="lg" p="md" maw={520}>
            <Loader size="xl" aria-hidden />
            <Title id="realtime-reload-title" order={1} size="h2" ta="center">
              {t("realtime.reloadTitle")}
            </Title>
            <Text size="lg" ta="center">
              {t("realtime.reloadText")}
            </Text>
            <Button size="xl" data-autofocus autoFocus onClick={() => window.location.reload()}>
              {t("realtime.reload")}
            </Button>
          </Stack>
        </Box>
      )}
    </>
  );
}
