import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { NavigationBridge, navigateOutside } from "../lib/navigation-bridge";
import { createQueryClient } from "../lib/query-client";
import { RealtimeLayer } from "../lib/realtime/RealtimeLayer";
import { AppRoutes } from "./AppRoutes";
import { cssVariablesResolver, theme } from "./theme";

const queryClient = createQueryClient(navigateOutside);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications autoClose={2000} position="top-center" />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <NavigationBridge />
          {/* Above the routes' tree: the maintenance banner and the reload screen cover every page. */}
          <RealtimeLayer />
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
