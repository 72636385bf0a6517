import { defineTexts } from "./define-texts";

export const keyboardTexts = defineTexts({
  es: {
    toggle: "Teclado táctil",
    label: "Teclado en pantalla",
    backspace: "Borrar",
    shift: "Mayúsculas",
    accent: "Acento",
    space: "Espacio",
    close: "Cerrar el teclado",
    sign: "Cambiar el signo",
    decimal: "Punto decimal",
  },
  en: {
    toggle: "Touch keyboard",
    label: "On-screen keyboard",
    backspace: "Backspace",
    shift: "Shift",
    accent: "Accent",
    space: "Space",
    close: "Close the keyboard",
    sign: "Change the sign",
    decimal: "Decimal point",
  },
  ch: {
    toggle: "触摸键盘",
    label: "屏幕键盘",
    backspace: "删除",
    shift: "大写",
    accent: "重音",
    space: "空格",
    close: "关闭键盘",
    sign: "切换正负号",
    decimal: "小数点",
  },
});
