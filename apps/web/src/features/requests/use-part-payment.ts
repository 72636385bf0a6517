import type { PaymentRequest } from "./components/PaymentDialog";
import { usePayByPrice, usePayByProducts } from "./payments-api";

type PartPayment = Exclude<PaymentRequest, { mode: "all" }>;

/**
 * A part of a bill paid by price or by products, whichever the payment dialog asked for: at a
 * table and at a pickup's hand-over alike. The order stays open for the next payer.
 */
export function usePartPayment() {
  const byPrice = usePayByPrice();
  const byProducts = usePayByProducts();
  const pay = (
    order: { id: number; price: number },
    request: PartPayment,
    onError: (error: unknown) => void,
  ): void => {
    if (request.mode === "price")
      byPrice.mutate(
        {
          command: order.id,
          price: request.cents / 100,
          total_price: order.price,
          credit_card: request.card,
          tendered: request.tendered,
        },
        { onError },
      );
    else
      byProducts.mutate(
        {
          command: order.id,
          products: request.products,
          credit_card: request.card,
          tendered: request.tendered,
        },
        { onError },
      );
  };
  return { pay, isPending: byPrice.isPending || byProducts.isPending };
}
