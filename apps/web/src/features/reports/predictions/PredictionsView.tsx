import type { ForecastGranularity } from "@comanda/domain";
import { SimpleGrid, Stack } from "@mantine/core";
import { useState } from "react";
import type { Range } from "../reports-api";
import { ForecastCard } from "./ForecastCard";
import { HolidaysCard } from "./HolidaysCard";
import { ProductsForecastCard } from "./ProductsForecastCard";
import { RulesCard } from "./RulesCard";

/**
 * Predictions (spec §2 Reports views, issue 33): the coming days' sales, orders and units with
 * how they did against naive on the last weeks, and what sells together in the chosen period.
 */
export function PredictionsView({ range }: { range: Range }) {
  const [horizon, setHorizon] = useState(7);
  const [target, setTarget] = useState<"sales" | "orders">("sales");
  const [granularity, setGranularity] = useState<ForecastGranularity>("day");
  return (
    <Stack gap="lg">
      <ForecastCard
        range={range}
        horizon={horizon}
        onHorizon={setHorizon}
        target={target}
        onTarget={setTarget}
        granularity={granularity}
        onGranularity={setGranularity}
      />
      <RulesCard range={range} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ProductsForecastCard range={range} horizon={horizon} />
        <HolidaysCard />
      </SimpleGrid>
    </Stack>
  );
}
