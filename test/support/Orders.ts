/**
 * Orders the tests place: a BTCUSDT linear limit buy of 0.01 at 1,000, far under the seeded market, so it rests
 * on the book (no fill) under the `orderLinkId` given.
 */

/** A resting BTCUSDT linear limit buy (0.01 at 1,000) with its `orderLinkId`. */
export const restingBuy = (orderLinkId: string) =>
  ({
    category: "linear",
    symbol: "BTCUSDT",
    side: "Buy",
    orderType: "Limit",
    qty: "0.01",
    price: "1000",
    orderLinkId
  }) as const
