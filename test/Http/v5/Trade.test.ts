import { describe, expect } from "@effect/vitest"
import * as Execution from "../../../src/Http/v5/Execution.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { row, runTable } from "./fixture.js"

const order = row("order")

describe("V5 order and execution endpoints decode the docs' examples strictly", () => {
  runTable([
    order(Trade.create, (r) => expect(r.orderId).toBe("1321003749386327552"), "order-create"),
    order(Trade.amend, (r) => {
      expect(r).toEqual({ orderId: "c6f055d9-7f21-4079-913d-e6523a9cfffa", orderLinkId: "linear-004" })
    }),
    order(Trade.cancel, (r) => expect(r.orderLinkId).toBe("linear-004"), "order-cancel"),
    order(Trade.cancelAll, (r) => {
      expect(r.success).toBe("1")
      expect(r.list.map((o) => o.orderId)).toEqual(["1616024329462743808", "1616024287544869632"])
    }),
    order(Trade.realtime, (r) => expect(r.list[0]?.orderLinkId).toBe("test-000005"), "order-realtime"),
    order(Trade.history, (r) => expect(r.nextPageCursor).toBe("page_token%3D39380%26"), "order-history"),
    order(
      Trade.createBatch,
      (r) => {
        expect(r.list.map((a) => a.orderLinkId)).toEqual(["spot-btc-03", "spot-atom-03"])
        expect(r.list[0]?.createAt).toBe("1713434102752")
      },
      "order-create-batch"
    ),
    order(Trade.amendBatch, (r) => {
      expect(r.list[1]?.symbol).toBe("ETH-30DEC22-700-C")
      expect(r.list[1]?.orderLinkId).toBe("")
    }),
    order(Trade.cancelBatch, (r) => {
      expect(r.list[1]?.orderId).toBe("")
      expect(r.list[1]?.orderLinkId).toBe("1666800494330512129")
    }),
    order(Trade.spotBorrowCheck, (r) => {
      expect([r.maxTradeQty, r.spotMaxTradeQty, r.borrowCoin]).toEqual(["6.6065", "0.2728", "USDT"])
    }),
    order(Trade.disconnectedCancelAll, (r) => expect(r).toBeUndefined()),
    order(Trade.preCheck, (r) => {
      expect([r.preImrE4, r.preMmrE4, r.postImrE4, r.postMmrE4]).toEqual([30, 21, 357, 294])
    }),
    row("execution")(Execution.list, (r) => {
      expect(r.nextPageCursor).toBe("132766%3A2%2C132766%3A2")
      const fill = r.list[0]
      expect([fill?.execId, fill?.execPrice, fill?.execQty, fill?.execFee]).toEqual([
        "e0cbe81d-0f18-5866-9415-cf319b5dab3b",
        "1190.15",
        "0.1",
        "0.071409"
      ])
      expect([fill?.isMaker, fill?.execType, fill?.stopOrderType, fill?.seq]).toEqual([
        false,
        "Trade",
        "UNKNOWN",
        4688002127
      ])
      expect(fill?.closedSize).toBe("")
    })
  ])
})
