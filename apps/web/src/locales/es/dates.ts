export const dateTexts = {
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
};
