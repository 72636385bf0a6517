import { type AppLanguage, centsFromAmount, formatMoney, formatQuantity } from "@comanda/domain";
import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/form/NumberField";
import { parseNumber } from "../../../ui/keyboard/input-rules";
import { QtyStepper } from "../../../ui/QtyStepper";
import type { Order } from "../orders-api";
import {
  changeCents,
  evenShareCents,
  type PaymentMode,
  priceShareCents,
  productsCents,
  unpaidQty,
} from "../payment-draft";

/** Tips a waiter taps most (euros); anything else is typed. */
const TIP_PRESETS = [0, 1, 2, 5] as const;
const OTHER = "other";
const MODES: PaymentMode[] = ["all", "price", "even", "products"];

export type PaymentRequest =
  | { mode: "all"; tipCents: number; tipOption: string | undefined; card: boolean }
  | { mode: "price"; cents: number; card: boolean }
  | { mode: "products"; products: Array<{ request_item: number; qty: number }>; card: boolean };

export interface PaymentDialogProps {
  /** The command being paid; the dialog is closed without one. */
  order: Order | undefined;
  title: string;
  isPaying: boolean;
  onClose: () => void;
  onPay: (request: PaymentRequest) => void;
}

/** Taking the money of a table: all of it with a tip, an amount, equal shares or chosen products. */
export function PaymentDialog({ order, title, isPaying, onClose, onPay }: PaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={order !== undefined}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {/* Made again once a payment lands (what is paid changed): the next payer starts empty,
          while a refused payment keeps what was typed. */}
      {order && (
        <PaymentForm key={`${order.id}:${order.paid}`} order={order} isPaying={isPaying} onPay={onPay} />
      )}
    </Modal>
  );
}

function PaymentForm({
  order,
  isPaying,
  onPay,
}: {
  order: Order;
  isPaying: boolean;
  onPay: PaymentDialogProps["onPay"];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as AppLanguage;
  const money = (cents: number) => formatMoney(cents, { language });
  const [card, setCard] = useState(false);
  const [chosenMode, setMode] = useState<PaymentMode>("all");
  const [tip, setTip] = useState<string>("0");
  const [otherTip, setOtherTip] = useState("");
  const [amount, setAmount] = useState("");
  const [parts, setParts] = useState(2);
  const [chosen, setChosen] = useState<Map<number, number>>(new Map());
  const [tendered, setTendered] = useState("");
  const [shownError, setShownError] = useState<string>();

  const totalCents = centsFromAmount(order.price);
  const pendingCents = centsFromAmount(order.pending);
  // Once everything is paid there is nothing to split: only the closing (and its tip) is left.
  const mode = pendingCents === 0 ? "all" : chosenMode;
  const tipCents = tip === OTHER ? centsFromAmount(parseNumber(otherTip) ?? 0) : centsFromAmount(Number(tip));
  const payable = order.products.filter((line) => unpaidQty(line) > 0);

  let due: { ok: true; cents: number } | { ok: false; code: string };
  if (mode === "all") due = { ok: true, cents: pendingCents + tipCents };
  else if (mode === "even") due = evenShareCents(pendingCents, parts);
  else if (mode === "price") {
    const check = priceShareCents(pendingCents, parseNumber(amount));
    due = check.ok ? { ok: true, cents: check.amountCents } : check;
  } else {
    const cents = productsCents(order.products, chosen);
    due = cents > 0 ? { ok: true, cents } : { ok: false, code: "payments.no_products" };
  }
  const change =
    due.ok && !card ? changeCents(centsFromAmount(parseNumber(tendered) ?? 0), due.cents) : undefined;

  const pay = () => {
    if (!due.ok) {
      setShownError(due.code);
      return;
    }
    if (mode === "all")
      onPay({
        mode: "all",
        tipCents,
        tipOption: tipCents > 0 ? (tip === OTHER ? "other" : tip) : undefined,
        card,
      });
    else if (mode === "products")
      onPay({
        mode: "products",
        products: [...chosen]
          .filter(([, qty]) => qty > 0)
          .map(([request_item, qty]) => ({ request_item, qty })),
        card,
      });
    else onPay({ mode: "price", cents: due.cents, card });
    setShownError(undefined);
  };

  const setQty = (lineId: number, qty: number) =>
    setChosen((current) => new Map(current).set(lineId, Math.max(0, qty)));

  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="xs">
        <Summary label={t("requests.payment.total")} value={money(totalCents)} />
        <Summary label={t("requests.payment.paid")} value={money(centsFromAmount(order.paid))} />
        <Summary
          label={t("requests.payment.pending")}
          value={money(pendingCents)}
          testId="payment-pending"
          strong
        />
      </SimpleGrid>
      <SegmentedControl
        fullWidth
        size="lg"
        aria-label={t("requests.payment.method")}
        value={card ? "card" : "cash"}
        onChange={(value) => setCard(value === "card")}
        data={[
          { value: "cash", label: t("requests.payment.cash") },
          { value: "card", label: t("requests.payment.card") },
        ]}
      />
      {pendingCents > 0 && (
        <SegmentedControl
          fullWidth
          size="md"
          aria-label={t("requests.payment.how")}
          value={mode}
          onChange={(value) => {
            setMode(value as PaymentMode);
            setShownError(undefined);
          }}
          data={MODES.map((value) => ({ value, label: t(`requests.payment.modes.${value}`) }))}
        />
      )}
      {mode === "all" && (
        <Stack gap="xs">
          <Text fw={600}>{t("requests.payment.tip")}</Text>
          <Group gap="xs">
            {TIP_PRESETS.map((preset) => (
              <Button
                key={preset}
                size="lg"
                variant={tip === String(preset) ? "filled" : "default"}
                aria-pressed={tip === String(preset)}
                onClick={() => setTip(String(preset))}
              >
                {preset === 0 ? t("requests.payment.noTip") : money(preset * 100)}
              </Button>
            ))}
            <Button
              size="lg"
              variant={tip === OTHER ? "filled" : "default"}
              aria-pressed={tip === OTHER}
              onClick={() => setTip(OTHER)}
            >
              {t("requests.payment.otherTip")}
            </Button>
          </Group>
          {tip === OTHER && (
            <NumberField
              label={t("requests.payment.tipAmount")}
              value={otherTip}
              onChange={setOtherTip}
              rule="positive"
            />
          )}
        </Stack>
      )}
      {mode === "price" && (
        <NumberField
          label={t("requests.payment.amount")}
          value={amount}
          onChange={setAmount}
          rule="greaterThanZero"
        />
      )}
      {mode === "even" && (
        <Group justify="space-between">
          <Text fw={600}>{t("requests.payment.parts")}</Text>
          <QtyStepper
            value={parts}
            lessLabel={t("requests.payment.fewerParts")}
            moreLabel={t("requests.payment.moreParts")}
            valueLabel={t("requests.payment.parts")}
            canLess={parts > 2}
            onLess={() => setParts(parts - 1)}
            onMore={() => setParts(parts + 1)}
          />
        </Group>
      )}
      {mode === "products" && (
        <Stack gap="xs" role="list" aria-label={t("requests.payment.products")}>
          {payable.map((line) => {
            const qty = chosen.get(line.id) ?? 0;
            const left = unpaidQty(line);
            return (
              <Group key={line.id} justify="space-between" wrap="nowrap" role="listitem">
                <Text>
                  {line.name} · {t("requests.payment.left", { qty: formatQuantity(left, language) })}
                </Text>
                <QtyStepper
                  value={formatQuantity(qty, language)}
                  lessLabel={t("requests.order.less", { name: line.name })}
                  moreLabel={t("requests.order.more", { name: line.name })}
                  valueLabel={t("requests.order.qtyOf", { name: line.name })}
                  canLess={qty > 0}
                  canMore={qty + 1 <= left}
                  onLess={() => setQty(line.id, qty - 1)}
                  onMore={() => setQty(line.id, qty + 1)}
                />
              </Group>
            );
          })}
        </Stack>
      )}
      {!card && (
        <Group align="flex-end" grow>
          <NumberField
            label={t("requests.payment.tendered")}
            value={tendered}
            onChange={setTendered}
            rule="positive"
          />
          <Summary
            label={t("requests.payment.change")}
            value={change === undefined ? "—" : money(change)}
            testId="payment-change"
            strong
          />
        </Group>
      )}
      {shownError && (
        <Alert color="red" role="alert">
          {t(`requests.payment.errors.${shownError.replace("payments.", "")}`)}
        </Alert>
      )}
      <Button size="xl" loading={isPaying} onClick={pay}>
        {mode === "all"
          ? pendingCents + tipCents === 0
            ? t("requests.payment.closeTable")
            : t("requests.payment.payAndClose", { amount: money(pendingCents + tipCents) })
          : t("requests.payment.pay", { amount: due.ok ? money(due.cents) : "" })}
      </Button>
    </Stack>
  );
}

function Summary({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? "xl" : "lg"} fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
