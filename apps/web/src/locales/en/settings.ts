import type { Catalogue } from "../es";

export const settingsTexts: Catalogue["settings"] = {
  actions: "Actions",
  tabs: { label: "Settings groups", tpvs: "Terminals (TPV)" },
  tpvs: {
    new: "New terminal",
    newTitle: "New terminal (TPV)",
    editTitle: "Edit {{name}}",
    empty: "There are no terminals yet.",
    name: "Name",
    key: "Key",
    keyHint: "Lower case, digits, “-” and “_”, e.g. bar-2",
    keyRule: "Only lower case, digits, “-” and “_”, no spaces.",
  },
};
