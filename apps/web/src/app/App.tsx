import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { NotificationsHost } from "../lib/NotificationsHost";
import { NavigationBridge, navigateOutside } from "../lib/navigation-bridge";
import { ManagerOverrideHost } from "../lib/override/ManagerOverrideHost";
import { createQueryClient } from "../lib/query-client";
import { RealtimeGate } from "../lib/realtime/RealtimeGate";
import { ChunkErrorBoundary } from "../ui/ChunkErrorBoundary";
import { AppRoutes } from "./AppRoutes";
import { cssVariablesResolver, theme } from "./theme";

const queryClient = createQueryClient(navigateOutside);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ChunkErrorBoundary>
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <NavigationBridge />
            {/* Above the routes' tree: the maintenance banner and the reload screen cover every page. */}
            <RealtimeGate />
            <ManagerOverrideHost />
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </ChunkErrorBoundary>
    </MantineProvider>
  );
}
