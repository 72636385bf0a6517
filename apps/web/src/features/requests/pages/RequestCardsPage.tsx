import { hasPermission, type ProcessStatus } from "@comanda/domain";
import { ScrollArea, SegmentedControl, SimpleGrid, Stack } from "@mantine/core";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { handleApiError } from "../../../lib/api-errors";
import { readSession } from "../../../lib/session";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { useSettingsGroup } from "../../settings/settings-api";
import { arrivals } from "../cards";
import { playNewOrderChime } from "../components/new-order-chime";
import { OrderCard } from "../components/OrderCard";
import {
  type MarkedOption,
  useMarkLines,
  useMarkOptions,
  useOrderCards,
  useTillScreens,
} from "../kitchen-cards-api";

const ALL = "all";

/**
 * The order cards for the kitchen, the bar and the pass: one card per open order with what is
 * still to make, on a chosen screen (its categories and till) or every order. Realtime reads
 * the cards again on every change, so a new order shows within a second.
 */
export default function RequestCardsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canPickScreen = hasPermission(granted, actions, "screens.view");
  const screens = useTillScreens(readSession()?.tpv, canPickScreen);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("screen"));
  const screenList = screens.data?.results ?? [];
  const screen = screenList.find((candidate) => candidate.id === asked);
  const cards = useOrderCards(screen?.id);
  const mark = useMarkLines();
  const markOptions = useMarkOptions();
  const global = useSettingsGroup("global");
  const soundOn = global.data?.new_request_sound ?? false;
  const seen = useRef<{ screenId: number | undefined; ids: Set<number> }>(undefined);
  const screenId = screen?.id;

  // A new card rings (global new_request_sound); the first load and a change of screen do not.
  useEffect(() => {
    const ids = cards.data?.map((order) => order.id);
    if (!ids) return;
    const last = seen.current;
    const before = last && last.screenId === screenId ? last.ids : undefined;
    if (soundOn && arrivals(before, ids).length > 0) playNewOrderChime();
    seen.current = { screenId, ids: new Set(ids) };
  }, [cards.data, soundOn, screenId]);

  // Stable, so that a memoised card whose order did not change is not drawn again.
  const { mutate: mutateLines } = mark;
  const markLines = useCallback(
    function markLines(lines: readonly number[], status: ProcessStatus) {
      mutateLines(
        { lines, status },
        { onError: (error) => handleApiError(error, navigate, { retry: () => markLines(lines, status) }) },
      );
    },
    [mutateLines, navigate],
  );

  const { mutate: mutateOptions } = markOptions;
  const markOption = useCallback(
    function markOption(option: MarkedOption, status: ProcessStatus) {
      mutateOptions(
        { options: [option], status },
        { onError: (error) => handleApiError(error, navigate, { retry: () => markOption(option, status) }) },
      );
    },
    [mutateOptions, navigate],
  );

  if (cards.isPending) return <LoadingState />;
  if (cards.isError)
    return (
      <PageFrame section="request_cards">
        <ErrorState onRetry={() => void cards.refetch()} />
      </PageFrame>
    );

  return (
    <PageFrame section="request_cards">
      <Stack gap="md">
        {screenList.length > 0 && (
          <ScrollArea type="auto" offsetScrollbars style={{ maxWidth: "100%" }}>
            <SegmentedControl
              size="lg"
              aria-label={t("requests.cards.screen")}
              value={screen ? String(screen.id) : ALL}
              onChange={(value) => setParams(value === ALL ? {} : { screen: value }, { replace: true })}
              data={[
                { value: ALL, label: t("requests.cards.allOrders") },
                ...screenList.map((row) => ({ value: String(row.id), label: row.name })),
              ]}
            />
          </ScrollArea>
        )}
        {cards.data.length === 0 ? (
          <EmptyState title={t("requests.cards.empty")} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
            {cards.data.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                isBusy={mark.isPending || markOptions.isPending}
                onMark={markLines}
                onMarkOption={markOption}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageFrame>
  );
}
