import type { Catalogue } from "../es";

export const dateTexts: Catalogue["dates"] = {
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
};
