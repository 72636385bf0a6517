import { Box, Button, Group, Paper, Portal, useMatches } from "@mantine/core";
import { IconArrowBigUp, IconBackspace, IconKeyboardHide } from "@tabler/icons-react";
import { type MouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  applyNumericKey,
  atEnd,
  backspace,
  type EditState,
  insertText,
  type NumericKey,
  withAccent,
} from "./input-rules";

export type KeyboardLayout = "text" | "numeric";

export interface TouchKeyboardProps {
  layout: KeyboardLayout;
  /** The focused field; it keeps the focus while keys are tapped. */
  target: HTMLInputElement | HTMLTextAreaElement;
  value: string;
  onChange: (value: string) => void;
}

const KEY_SIZE = 48;
const TEXT_ROWS = ["1234567890", "qwertyuiop", "asdfghjklñ", "zxcvbnm"];
const SYMBOLS = ["@", ".", "-", "_"];
const NUMERIC_ROWS: NumericKey[] = ["7", "8", "9", "backspace", "4", "5", "6", "sign", "1", "2", "3", "."];

/** e-mail and number inputs report no selection; the caret is then taken to be at the end. */
function hasSelection(target: TouchKeyboardProps["target"]): boolean {
  return typeof target.selectionStart === "number";
}

function readState(target: TouchKeyboardProps["target"], value: string): EditState {
  if (!hasSelection(target)) return atEnd(value);
  const start = target.selectionStart ?? value.length;
  return { value, start, end: target.selectionEnd ?? start };
}

// Tapping a key must not take the focus away from the field, or the keyboard would close.
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

interface KeyProps {
  label: ReactNode;
  name?: string;
  pressed?: boolean;
  grow?: boolean;
  span?: number;
  onPress: () => void;
}

function Key({ label, name, pressed, grow, span, onPress }: KeyProps) {
  return (
    <Button
      variant={pressed ? "filled" : "default"}
      h={KEY_SIZE}
      miw={KEY_SIZE}
      px={4}
      fz="lg"
      aria-label={name}
      aria-pressed={pressed}
      onMouseDown={keepFocus}
      onClick={onPress}
      style={{ flexGrow: grow ? 1 : undefined, gridColumn: span ? `span ${span}` : undefined }}
    >
      {label}
    </Button>
  );
}

/**
 * The optional on-screen keyboard (spec §5, issue 3): a panel fixed to the bottom of the
 * screen that edits the focused field at its caret. Loaded only when a field asks for it.
 */
export default function TouchKeyboard({ layout, target, value, onChange }: TouchKeyboardProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(false);
  const [accent, setAccent] = useState(false);
  // Seven keys across is the most that keeps each 48 px wide on a 390 px phone.
  const columns = useMatches({ base: 7, xs: 10 });

  // Room below the page for the panel, and the field scrolled above it.
  useLayoutEffect(() => {
    const height = panel.current?.offsetHeight ?? 0;
    const previous = document.body.style.paddingBottom;
    document.body.style.paddingBottom = `${height}px`;
    const hiddenBy = target.getBoundingClientRect().bottom - (window.innerHeight - height);
    if (hiddenBy > 0) window.scrollBy({ top: hiddenBy + 16 });
    return () => {
      document.body.style.paddingBottom = previous;
    };
  }, [target]);

  function apply(next: EditState) {
    onChange(next.value);
    if (!hasSelection(target)) return;
    // After React has written the new value, which would otherwise put the caret at the end.
    requestAnimationFrame(() => target.setSelectionRange(next.start, next.end));
  }

  function type(char: string) {
    const shown = accent ? withAccent(shift ? char.toUpperCase() : char) : shift ? char.toUpperCase() : char;
    apply(insertText(readState(target, value), shown));
    setShift(false);
    setAccent(false);
  }

  const close = (
    <Key label={<IconKeyboardHide aria-hidden />} name={t("keyboard.close")} onPress={() => target.blur()} />
  );

  return (
    <Portal>
      <Paper
        ref={panel}
        role="group"
        aria-label={t("keyboard.label")}
        onMouseDown={keepFocus}
        shadow="xl"
        withBorder
        p={8}
        pos="fixed"
        left={0}
        right={0}
        bottom={0}
        bg="gray.1"
        style={{ zIndex: 1000 }}
      >
        {layout === "text" ? (
          <Box maw={760} mx="auto">
            <Box
              style={{ display: "grid", gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 4 }}
            >
              {TEXT_ROWS.slice(0, 3).flatMap((row) =>
                Array.from(row).map((char) => {
                  const shown = shift ? char.toUpperCase() : char;
                  const label = accent ? withAccent(shown) : shown;
                  return <Key key={char} label={label} onPress={() => type(char)} />;
                }),
              )}
              <Key
                label={<IconArrowBigUp aria-hidden />}
                name={t("keyboard.shift")}
                pressed={shift}
                onPress={() => setShift((current) => !current)}
              />
              {Array.from(TEXT_ROWS[3] ?? "").map((char) => (
                <Key key={char} label={shift ? char.toUpperCase() : char} onPress={() => type(char)} />
              ))}
              <Key
                label="´"
                name={t("keyboard.accent")}
                pressed={accent}
                onPress={() => setAccent((current) => !current)}
              />
              <Key
                label={<IconBackspace aria-hidden />}
                name={t("keyboard.backspace")}
                onPress={() => apply(backspace(readState(target, value)))}
              />
            </Box>
            <Group gap={4} mt={4} wrap="nowrap">
              {SYMBOLS.map((symbol) => (
                <Key key={symbol} label={symbol} onPress={() => type(symbol)} />
              ))}
              <Key label=" " name={t("keyboard.space")} grow onPress={() => type(" ")} />
              {close}
            </Group>
          </Box>
        ) : (
          <Box
            maw={360}
            mx="auto"
            style={{ display: "grid", gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: 4 }}
          >
            {NUMERIC_ROWS.map((key) => (
              <Key
                key={key}
                label={key === "backspace" ? <IconBackspace aria-hidden /> : key === "sign" ? "±" : key}
                name={
                  key === "backspace"
                    ? t("keyboard.backspace")
                    : key === "sign"
                      ? t("keyboard.sign")
                      : key === "."
                        ? t("keyboard.decimal")
                        : undefined
                }
                onPress={() => apply(applyNumericKey(readState(target, value), key))}
              />
            ))}
            <Key label="0" span={3} onPress={() => apply(applyNumericKey(readState(target, value), "0"))} />
            {close}
          </Box>
        )}
      </Paper>
    </Portal>
  );
}
