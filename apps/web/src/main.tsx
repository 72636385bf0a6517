import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { applyLanguageFromUrl, startLanguage } from "./lib/i18n";

// Before the router reads the address: `?lang=xx` may send it to the 406 page.
applyLanguageFromUrl();
const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");
// Should the terminal's language fail to download, the app still starts, in Spanish.
void startLanguage()
  .catch(() => undefined)
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
