import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { AllergensTab } from "../components/recipes/AllergensTab";
import { IngredientsTab } from "../components/recipes/IngredientsTab";
import { ScandalsTab } from "../components/recipes/ScandalsTab";
import { UnitsTab } from "../components/recipes/UnitsTab";

const TABS = ["scandals", "ingredients", "units", "allergens"] as const;
type RecipesTab = (typeof TABS)[number];

function isRecipesTab(value: string | null): value is RecipesTab {
  return (TABS as readonly string[]).includes(value ?? "");
}

/** Tabs a finger can hit (≥ 44 px) on a till. */
const TOUCH_TAB = { tab: { minHeight: 48, fontSize: "var(--mantine-font-size-md)" } } as const;

/**
 * Recipes: escandallos, ingredients, units and allergens. The open tab is kept in the URL,
 * so going back or reloading returns to it.
 */
export default function RecipesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: RecipesTab = isRecipesTab(asked) ? asked : "scandals";
  return (
    <PageFrame section="recipes">
      <Tabs
        value={tab}
        onChange={(value) => isRecipesTab(value) && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
        styles={TOUCH_TAB}
      >
        <Tabs.List aria-label={t("menu.recipes.tabs.label")} mb="md">
          {TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`menu.recipes.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="scandals">
          <ScandalsTab />
        </Tabs.Panel>
        <Tabs.Panel value="ingredients">
          <IngredientsTab />
        </Tabs.Panel>
        <Tabs.Panel value="units">
          <UnitsTab />
        </Tabs.Panel>
        <Tabs.Panel value="allergens">
          <AllergensTab />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
