import { defineTexts } from "./define-texts";

export const dateTexts = defineTexts({
  es: {
    presets: {
      today: "Hoy",
      yesterday: "Ayer",
      last7Days: "Últimos 7 días",
      last30Days: "Últimos 30 días",
      q1: "Primer trimestre",
      q2: "Segundo trimestre",
      q3: "Tercer trimestre",
      q4: "Cuarto trimestre",
      currentMonth: "Mes actual",
      lastMonth: "Mes pasado",
      year: "Este año",
      last3Months: "Últimos 3 meses",
    },
  },
  en: {
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
  },
  ch: {
    presets: {
      today: "今天",
      yesterday: "昨天",
      last7Days: "最近 7 天",
      last30Days: "最近 30 天",
      q1: "第一季度",
      q2: "第二季度",
      q3: "第三季度",
      q4: "第四季度",
      currentMonth: "本月",
      lastMonth: "上月",
      year: "今年",
      last3Months: "最近 3 个月",
    },
  },
});
