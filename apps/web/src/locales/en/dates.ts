import type { Catalogue } from "../es";

export const dateTexts: Catalogue["dates"] = {
  presets: {
    today: "Today",
    yesterday: "Yesterday",
    last7Days: "Last 7 days",
    last30Days: "Last 30 days",
    q1: "First quarter",
    q2: "Second quarter",
    q3: "Third quarter",
    q4: "Fourth quarter",
    currentMonth: "Current month",
    lastMonth: "Last month",
    year: "This year",
    last3Months: "Last 3 months",
  },
};
