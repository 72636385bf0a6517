import { notifications } from "@mantine/notifications";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "./notify";

vi.mock("./i18n", () => ({ i18n: { t: (key: string) => key } }));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const shown = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast);

describe("notify", () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the same text again as a new toast in place of the one still up", () => {
    notify("Comanda de la mesa S5 enviada a cocina.", "success");
    notify("Comanda de la mesa S5 enviada a cocina.", "success");
    const [first, second] = shown();
    expect(second?.id).not.toBe(first?.id);
    expect(notifications.hide).toHaveBeenCalledWith(first?.id);
  });

  it("hides nothing for a text whose toast has closed, nor for another text or kind", () => {
    notify("Guardado", "success");
    shown()[0]?.onClose?.(shown()[0] as never);
    notify("Guardado", "success");
    notify("Guardado", "error");
    notify("Otra cosa", "success");
    expect(notifications.hide).not.toHaveBeenCalled();
  });

  it("keeps a toast's own id: shown once until it closes", () => {
    notify("Sin conexión", "info", { id: "offline" });
    notify("Sin conexión", "info", { id: "offline" });
    expect(shown().map((toast) => toast.id)).toEqual(["offline", "offline"]);
    expect(notifications.hide).not.toHaveBeenCalled();
  });
});
