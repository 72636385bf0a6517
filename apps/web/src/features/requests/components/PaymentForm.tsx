import { type AppLanguage, centsFromAmount, formatMoney, formatQuantity } from "@comanda/domain";
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogFooter } from "../../../ui/DialogFooter";
import { NumberField } from "../../../ui/form/NumberField";
import { parseNumber } from "../../../ui/keyboard/input-rules";
import { QtyStepper } from "../../../ui/QtyStepper";
import { FullInvoiceToggle } from "../../fiscal/components/FullInvoiceToggle";
import { useInvoiceRecipientDraft } from "../../fiscal/use-invoice-recipient";
import { useMoneyOptions } from "../../settings/use-local-money";
import type { Order } from "../order-types";
import {
  effectiveMode,
  evenShareCents,
  hasGlobalDiscount,
  type PaymentMethod,
  type PaymentMode,
  priceShareCents,
  productsCents,
  tenderedBody,
  ticketEmailProblem,
  unpaidQty,
} from "../payment-draft";
import { CashTendered } from "./CashTendered";
import { ClosingTicketChoice } from "./ClosingTicketChoice";
import type { PaymentDialogProps } from "./PaymentDialog";

/** Tips a waiter taps most (euros); anything else is typed. */
const TIP_PRESETS = [0, 1, 2, 5] as const;
const OTHER = "other";
const MODES: PaymentMode[] = ["all", "price", "even", "products"];
const METHODS: PaymentMethod[] = ["cash", "card", "transfer"];

/**
 * What one payer pays (all with a tip, an amount, equal shares or products), how, and the
 * ticket and invoice of a closing: the body of the payment dialog.
 */
export function PaymentForm({
  order,
  isPaying,
  autoPrintsTicket,
  offersFullInvoice,
  onPay,
}: {
  order: Order;
  isPaying: boolean;
  autoPrintsTicket: boolean;
  offersFullInvoice: boolean;
  onPay: PaymentDialogProps["onPay"];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as AppLanguage;
  const moneyOptions = useMoneyOptions();
  const money = (cents: number) => formatMoney(cents, moneyOptions);
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [chosenMode, setMode] = useState<PaymentMode>("all");
  const [tip, setTip] = useState<string>("0");
  const [otherTip, setOtherTip] = useState("");
  const [amount, setAmount] = useState("");
  const [parts, setParts] = useState(2);
  const [chosen, setChosen] = useState<Map<number, number>>(new Map());
  const [tendered, setTendered] = useState("");
  const [shownError, setShownError] = useState<string>();
  const [printTicket, setPrintTicket] = useState(false);
  const [isEmailing, setEmailing] = useState(false);
  const [ticketEmail, setTicketEmail] = useState("");
  const [emailProblem, setEmailProblem] = useState<string>();
  const fullInvoice = useInvoiceRecipientDraft(offersFullInvoice);
  // A phone is too narrow for "Transferencia" or "Por productos" side by side: one per row.
  const isNarrow = useMediaQuery("(max-width: 36em)", false, { getInitialValueInEffect: false });
  const orientation = isNarrow ? "vertical" : "horizontal";

  const totalCents = centsFromAmount(order.price);
  const pendingCents = centsFromAmount(order.pending);
  const splitsByProducts = !hasGlobalDiscount(order);
  const mode = effectiveMode(chosenMode, { pendingCents, method, splitsByProducts });
  const card = method === "card";
  const tipCents = tip === OTHER ? centsFromAmount(parseNumber(otherTip) ?? 0) : centsFromAmount(Number(tip));
  const payable = order.products.filter((line) => unpaidQty(line) > 0);
  // The tip is part of what is taken: the figures above say what the button says.
  const shownTipCents = mode === "all" ? tipCents : 0;
  const isTable = order.kind === "local";

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

  const pay = () => {
    if (!due.ok) {
      setShownError(due.code);
      return;
    }
    if (mode === "all") {
      const problem = isEmailing ? ticketEmailProblem(ticketEmail) : undefined;
      setEmailProblem(problem);
      const invoice = fullInvoice.take();
      if (problem || !invoice.ok) return;
      onPay({
        mode: "all",
        tipCents,
        tipOption: tipCents > 0 ? (tip === OTHER ? "other" : tip) : undefined,
        method,
        ticket: { print: printTicket, email: isEmailing ? ticketEmail.trim() : undefined },
        // Closing with nothing pending takes no payment to hand cash over for.
        ...(pendingCents > 0 ? tenderedBody(method, tendered, due.cents) : {}),
        ...(invoice.recipient ? { invoiceRecipient: invoice.recipient } : {}),
      });
    } else if (mode === "products")
      onPay({
        mode: "products",
        products: [...chosen]
          .filter(([, qty]) => qty > 0)
          .map(([request_item, qty]) => ({ request_item, qty })),
        card,
        ...tenderedBody(method, tendered, due.cents),
      });
    else onPay({ mode: "price", cents: due.cents, card, ...tenderedBody(method, tendered, due.cents) });
    setShownError(undefined);
  };

  const setQty = (lineId: number, qty: number) =>
    setChosen((current) => new Map(current).set(lineId, Math.max(0, qty)));

  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="xs">
        <Summary
          label={t("requests.payment.total")}
          value={money(totalCents + shownTipCents)}
          testId="payment-total"
        />
        <Summary label={t("requests.payment.paid")} value={money(centsFromAmount(order.paid))} />
        <Summary
          label={t("requests.payment.pending")}
          value={money(pendingCents + shownTipCents)}
          testId="payment-pending"
          strong
        />
      </SimpleGrid>
      {shownTipCents > 0 && (
        <Text size="sm" c="dimmed" data-testid="payment-tip-included">
          {t("requests.payment.tipIncluded", { amount: money(shownTipCents) })}
        </Text>
      )}
      <SegmentedControl
        fullWidth
        size="lg"
        orientation={orientation}
        aria-label={t("requests.payment.method")}
        value={method}
        onChange={(value) => setMethod(value as PaymentMethod)}
        data={METHODS.map((value) => ({ value, label: t(`requests.payment.${value}`) }))}
      />
      {pendingCents > 0 && (
        <SegmentedControl
          fullWidth
          size="md"
          orientation={orientation}
          aria-label={t("requests.payment.how")}
          value={mode}
          onChange={(value) => {
            setMode(value as PaymentMode);
            setShownError(undefined);
          }}
          data={MODES.map((value) => ({
            value,
            label: t(`requests.payment.modes.${value}`),
            disabled:
              value !== "all" && (method === "transfer" || (value === "products" && !splitsByProducts)),
          }))}
        />
      )}
      {pendingCents > 0 && method === "transfer" && (
        <Text size="sm" c="dimmed">
          {t("requests.payment.transferWhole")}
        </Text>
      )}
      {pendingCents > 0 && !splitsByProducts && (
        <Text size="sm" c="dimmed">
          {t("requests.payment.errors.split_with_global_discount")}
        </Text>
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
      {method === "cash" && (
        <CashTendered
          dueCents={due.ok ? due.cents : undefined}
          tendered={tendered}
          onTendered={setTendered}
        />
      )}
      {mode === "all" && (
        <ClosingTicketChoice
          isTable={isTable}
          autoPrint={autoPrintsTicket}
          print={printTicket}
          onPrint={setPrintTicket}
          isEmailing={isEmailing}
          onEmailing={(value) => {
            setEmailing(value);
            setEmailProblem(undefined);
          }}
          email={ticketEmail}
          onEmail={(value) => {
            setTicketEmail(value);
            setEmailProblem(undefined);
          }}
          emailError={emailProblem && t(`requests.payment.ticket.errors.${emailProblem}`)}
        />
      )}
      {mode === "all" && <FullInvoiceToggle draft={fullInvoice} />}
      {shownError && (
        <Alert color="red" role="alert">
          {t(`requests.payment.errors.${shownError.replace("payments.", "")}`)}
        </Alert>
      )}
      <DialogFooter>
        <Button size="xl" fullWidth loading={isPaying} onClick={pay}>
          {mode === "all"
            ? pendingCents + tipCents === 0
              ? t(isTable ? "requests.payment.closeTable" : "requests.payment.closeOrder")
              : t("requests.payment.payAndClose", { amount: money(pendingCents + tipCents) })
            : t("requests.payment.pay", { amount: due.ok ? money(due.cents) : "" })}
        </Button>
      </DialogFooter>
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
