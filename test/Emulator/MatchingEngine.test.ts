import { describe, expect, it } from "@effect/vitest"
import type { EngineOptions, OrderView, Outcome, PlaceOrder } from "../../src/Emulator/engine/MatchingEngine.js"
import { MatchingEngine } from "../../src/Emulator/engine/MatchingEngine.js"
import type { Instrument } from "../../src/Emulator/market/Instruments.js"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import { MarketData } from "../../src/Emulator/market/MarketData.js"

const get = (category: Instruments.Category, symbol: string): Instrument => {
  const i = Instruments.find(category, symbol)
  if (i === undefined) throw new Error(`no ${category} ${symbol}`)
  return i
}
const perp = get("linear", "BTCUSDT")
const spot = get("spot", "BTCUSDT")
const T = 1_800_000_000_000
const fees = { maker: "0.0002", taker: "0.00055" }

const order = (o: Partial<PlaceOrder> & Pick<PlaceOrder, "side" | "qty">): PlaceOrder => ({
  accountId: "alice",
  orderType: "Limit",
  fees,
  ...o
})

const accepted = <A>(r: Outcome<A>) => {
  if (r._tag !== "Accepted") throw new Error(`rejected ${r.retCode} ${r.retMsg}`)
  return r
}
const last = (orders: ReadonlyArray<OrderView>, orderId: string): OrderView | undefined =>
  [...orders].reverse().find((o) => o.orderId === orderId)

const engine = (options: Partial<EngineOptions> = {}) => new MatchingEngine({ seed: 1, ...options })

describe("MatchingEngine", () => {
  it("rests a GTC limit order and fills it when a crossing order arrives, with exact fees", () => {
    const e = engine()
    const maker = accepted(e.place(perp, order({ side: "Sell", qty: "0.5", price: "95900.1" }), T))
    expect(maker.report.orders[0]).toMatchObject({ orderStatus: "New", leavesQty: "0.500", price: "95900.10" })
    expect(maker.report.executions).toEqual([])
    const taker = accepted(
      e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.5", price: "96000", orderLinkId: "t-1" }), T + 1)
    )
    const [takerExec, makerExec] = taker.report.executions
    expect(takerExec).toMatchObject({
      orderId: taker.value.orderId,
      orderLinkId: "t-1",
      execPrice: "95900.10",
      execQty: "0.500",
      execValue: "47950.05",
      execFee: "26.3725275",
      isMaker: false,
      feeRate: "0.00055",
      feeCurrency: "USDT",
      execTime: String(T + 1)
    })
    expect(makerExec).toMatchObject({
      orderId: maker.value.orderId,
      isMaker: true,
      execFee: "9.59001",
      leavesQty: "0.000"
    })
    expect(takerExec?.execId).toBe(makerExec?.execId)
    expect(last(taker.report.orders, taker.value.orderId)).toMatchObject({
      orderStatus: "Filled",
      cumExecQty: "0.500",
      cumExecValue: "47950.05",
      avgPrice: "95900.10"
    })
    expect(last(taker.report.orders, maker.value.orderId)?.orderStatus).toBe("Filled")
    expect(taker.report.trades).toEqual([
      expect.objectContaining({ price: "95900.10", size: "0.500", side: "Buy", execId: takerExec?.execId })
    ])
    expect(e.depth(perp, 5)).toMatchObject({ b: [], a: [] })
  })

  it("fills two orders at one price in arrival order (price-time priority)", () => {
    const e = engine()
    const first = accepted(e.place(perp, order({ side: "Buy", qty: "0.010", price: "60000" }), T))
    const second = accepted(
      e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.010", price: "60000" }), T + 1)
    )
    const better = accepted(
      e.place(perp, order({ accountId: "carol", side: "Buy", qty: "0.005", price: "60000.1" }), T + 2)
    )
    const sell = accepted(
      e.place(perp, order({ accountId: "dave", side: "Sell", qty: "0.020", price: "59000" }), T + 3)
    )
    const fills = sell.report.executions.filter((x) => x.isMaker).map((x) => [x.orderId, x.execQty, x.execPrice])
    expect(fills).toEqual([
      [better.value.orderId, "0.005", "60000.10"],
      [first.value.orderId, "0.010", "60000.00"],
      [second.value.orderId, "0.005", "60000.00"]
    ])
    expect(e.order("linear", { accountId: "bob", orderId: second.value.orderId })).toMatchObject({
      orderStatus: "PartiallyFilled",
      leavesQty: "0.005"
    })
  })

  it("IOC: fills what it can and cancels the rest; nothing to fill is EC_NoImmediateQtyToFill", () => {
    const e = engine()
    accepted(e.place(perp, order({ side: "Sell", qty: "0.003", price: "60000" }), T))
    const ioc = accepted(
      e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.005", price: "60000", timeInForce: "IOC" }), T)
    )
    expect(last(ioc.report.orders, ioc.value.orderId)).toMatchObject({
      orderStatus: "Cancelled",
      cumExecQty: "0.003",
      leavesQty: "0.000"
    })
    const none = accepted(
      e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.005", price: "60000", timeInForce: "IOC" }), T)
    )
    expect(last(none.report.orders, none.value.orderId)).toMatchObject({
      orderStatus: "Cancelled",
      rejectReason: "EC_NoImmediateQtyToFill",
      cumExecQty: "0.000"
    })
    expect(e.depth(perp, 5).b).toEqual([])
  })

  it("FOK that cannot fill completely is cancelled and leaves the book unchanged; one that can, fills", () => {
    const e = engine()
    accepted(e.place(perp, order({ side: "Sell", qty: "0.004", price: "60000" }), T))
    accepted(e.place(perp, order({ side: "Sell", qty: "0.004", price: "60001" }), T))
    const before = e.depth(perp, 10)
    const fok = accepted(
      e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.010", price: "60001", timeInForce: "FOK" }), T)
    )
    expect(fok.report.orders).toHaveLength(1)
    expect(fok.report.orders[0]).toMatchObject({ orderStatus: "Cancelled", rejectReason: "EC_CancelForNoFullFill" })
    expect(fok.report.executions).toEqual([])
    expect(e.depth(perp, 10)).toEqual(before)
    const ok = accepted(
      e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.008", price: "60001", timeInForce: "FOK" }), T)
    )
    expect(last(ok.report.orders, ok.value.orderId)).toMatchObject({ orderStatus: "Filled", cumExecQty: "0.008" })
    expect(ok.report.executions.filter((x) => !x.isMaker)).toHaveLength(2)
  })

  it("PostOnly that would take liquidity is cancelled; otherwise it rests", () => {
    const e = engine()
    accepted(e.place(perp, order({ side: "Sell", qty: "0.004", price: "60000" }), T))
    const crossing = accepted(
      e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.004", price: "60000", timeInForce: "PostOnly" }), T)
    )
    expect(crossing.report.orders[0]).toMatchObject({
      orderStatus: "Cancelled",
      rejectReason: "EC_PostOnlyWillTakeLiquidity",
      timeInForce: "PostOnly"
    })
    expect(crossing.report.executions).toEqual([])
    const resting = accepted(
      e.place(
        perp,
        order({ accountId: "bob", side: "Buy", qty: "0.004", price: "59999.9", timeInForce: "PostOnly" }),
        T
      )
    )
    expect(resting.report.orders[0]?.orderStatus).toBe("New")
    expect(e.depth(perp, 1).b).toEqual([["59999.90", "0.004"]])
  })

  it("partial fill then cancel: PartiallyFilledCanceled on spot, Cancelled with fills on derivatives", () => {
    const e = engine()
    const s = accepted(e.place(spot, order({ side: "Buy", qty: "0.01", price: "60000" }), T))
    accepted(e.place(spot, order({ accountId: "bob", side: "Sell", qty: "0.004", price: "60000" }), T))
    expect(e.order("spot", { accountId: "alice", orderId: s.value.orderId })?.orderStatus).toBe("PartiallyFilled")
    const cs = accepted(e.cancel(spot, { accountId: "alice", orderId: s.value.orderId }, T + 5))
    expect(cs.report.orders[0]).toMatchObject({
      orderStatus: "PartiallyFilledCanceled",
      cumExecQty: "0.004000",
      cancelType: "CancelByUser",
      updatedTime: String(T + 5)
    })
    const d = accepted(e.place(perp, order({ side: "Buy", qty: "0.010", price: "60000" }), T))
    accepted(e.place(perp, order({ accountId: "bob", side: "Sell", qty: "0.004", price: "60000" }), T))
    const cd = accepted(e.cancel(perp, { accountId: "alice", orderId: d.value.orderId }, T + 5))
    expect(cd.report.orders[0]).toMatchObject({ orderStatus: "Cancelled", cumExecQty: "0.004" })
    const again = e.cancel(perp, { accountId: "alice", orderId: d.value.orderId }, T + 6)
    expect(again).toMatchObject({ _tag: "Rejected", retCode: 110001 })
    expect(e.cancel(spot, { accountId: "alice", orderLinkId: "nope" }, T)).toMatchObject({ retCode: 170213 })
    expect(e.depth(perp, 5).b).toEqual([])
  })

  it("amend: a qty decrease keeps priority, a qty increase or a price change loses it", () => {
    const run = (amend: { qty?: string; price?: string }) => {
      const e = engine()
      const a = accepted(e.place(perp, order({ side: "Buy", qty: "0.010", price: "60000" }), T))
      const b = accepted(e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.010", price: "60000" }), T))
      accepted(e.amend(perp, { accountId: "alice", orderId: a.value.orderId, ...amend }, T + 1))
      if (amend.price !== undefined) {
        accepted(e.amend(perp, { accountId: "alice", orderId: a.value.orderId, price: "60000" }, T + 2))
      }
      const sell = accepted(
        e.place(perp, order({ accountId: "carol", side: "Sell", qty: "0.001", price: "60000" }), T + 3)
      )
      const first = sell.report.executions.find((x) => x.isMaker)?.orderId
      return first === a.value.orderId ? "alice" : first === b.value.orderId ? "bob" : "none"
    }
    expect(run({ qty: "0.005" })).toBe("alice")
    expect(run({ qty: "0.020" })).toBe("bob")
    expect(run({ price: "59999" })).toBe("bob")
  })

  it("amend validates: unknown, filled, unchanged and below-filled amendments are refused", () => {
    const e = engine()
    const a = accepted(e.place(perp, order({ side: "Buy", qty: "0.010", price: "60000", orderLinkId: "a-1" }), T))
    expect(e.amend(perp, { accountId: "alice", orderLinkId: "a-1", qty: "0.010" }, T)).toMatchObject({ retCode: 10001 })
    accepted(e.place(perp, order({ accountId: "bob", side: "Sell", qty: "0.004", price: "60000" }), T))
    expect(e.amend(perp, { accountId: "alice", orderLinkId: "a-1", qty: "0.004" }, T)).toMatchObject({
      retCode: 110064
    })
    const ok = accepted(e.amend(perp, { accountId: "alice", orderLinkId: "a-1", qty: "0.006" }, T + 1))
    expect(ok.report.orders[0]).toMatchObject({ qty: "0.006", leavesQty: "0.002", orderStatus: "PartiallyFilled" })
    expect(e.depth(perp, 1).b).toEqual([["60000.00", "0.002"]])
    accepted(e.place(perp, order({ accountId: "bob", side: "Sell", qty: "0.002", price: "60000" }), T))
    expect(e.amend(perp, { accountId: "alice", orderId: a.value.orderId, qty: "0.009" }, T)).toMatchObject({
      retCode: 110001
    })
    expect(e.amend(perp, { accountId: "bob", orderId: a.value.orderId, qty: "0.009" }, T)).toMatchObject({
      retCode: 110001
    })
  })

  it("amending a price across the book trades at once", () => {
    const e = engine()
    accepted(e.place(perp, order({ accountId: "bob", side: "Sell", qty: "0.003", price: "60010" }), T))
    const a = accepted(e.place(perp, order({ side: "Buy", qty: "0.003", price: "60000" }), T))
    const r = accepted(e.amend(perp, { accountId: "alice", orderId: a.value.orderId, price: "60010" }, T + 1))
    expect(last(r.report.orders, a.value.orderId)).toMatchObject({ orderStatus: "Filled", avgPrice: "60010.00" })
    expect(r.report.executions.find((x) => x.orderId === a.value.orderId)?.isMaker).toBe(false)
  })

  it("refuses a duplicate orderLinkId: 110072 on derivatives, 170141 on spot", () => {
    const e = engine()
    accepted(e.place(perp, order({ side: "Buy", qty: "0.001", price: "60000", orderLinkId: "dup" }), T))
    expect(e.place(perp, order({ side: "Buy", qty: "0.001", price: "60000", orderLinkId: "dup" }), T)).toEqual({
      _tag: "Rejected",
      retCode: 110072,
      retMsg: "OrderLinkedID is duplicate"
    })
    accepted(
      e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.001", price: "60000", orderLinkId: "dup" }), T)
    )
    accepted(e.place(spot, order({ side: "Buy", qty: "0.001", price: "60000", orderLinkId: "dup" }), T))
    expect(e.place(spot, order({ side: "Buy", qty: "0.001", price: "60000", orderLinkId: "dup" }), T)).toMatchObject({
      retCode: 170141,
      retMsg: "Duplicate clientOrderId."
    })
  })

  it("validates quantity, price and notional with the exchange's codes", () => {
    const e = engine()
    expect(e.place(perp, order({ side: "Buy", qty: "0.0015", price: "60000" }), T)).toMatchObject({ retCode: 10001 })
    expect(e.place(perp, order({ side: "Buy", qty: "0.001", price: "60000.05" }), T)).toMatchObject({ retCode: 10001 })
    expect(e.place(perp, order({ side: "Buy", qty: "0.001", price: "2000000" }), T)).toMatchObject({ retCode: 110003 })
    expect(e.place(perp, order({ side: "Buy", qty: "0.001", price: "1000" }), T)).toMatchObject({ retCode: 110094 })
    expect(e.place(perp, order({ side: "Buy", qty: "2000", price: "60000" }), T)).toMatchObject({ retCode: 10001 })
    expect(e.place(spot, order({ side: "Buy", qty: "0.0000001", price: "60000" }), T)).toMatchObject({
      retCode: 170137
    })
    expect(e.place(spot, order({ side: "Buy", qty: "0.001", price: "60000.01" }), T)).toMatchObject({ retCode: 170134 })
    expect(e.place(spot, order({ side: "Buy", qty: "0.00001", price: "60000" }), T)).toMatchObject({ retCode: 170140 })
  })

  it("asks the pre-trade hook and refuses with its code", () => {
    const e = engine({
      hooks: {
        preTradeCheck: (c) =>
          c.accountId === "poor" ? { retCode: 110007, retMsg: "ab not enough for new order" } : undefined
      }
    })
    expect(e.place(perp, order({ accountId: "poor", side: "Buy", qty: "0.001", price: "60000" }), T)).toEqual({
      _tag: "Rejected",
      retCode: 110007,
      retMsg: "ab not enough for new order"
    })
    expect(e.orders({ accountId: "poor", category: "linear", openOnly: false })).toEqual([])
    accepted(e.place(perp, order({ side: "Buy", qty: "0.001", price: "60000" }), T))
  })

  it("reduce-only orders are capped to what the position allows", () => {
    let reducible = "0"
    const e = engine({ hooks: { reducibleQty: () => reducible } })
    expect(e.place(perp, order({ side: "Sell", qty: "0.010", price: "70000", reduceOnly: true }), T)).toMatchObject({
      retCode: 110017
    })
    reducible = "0.004"
    const r = accepted(e.place(perp, order({ side: "Sell", qty: "0.010", price: "70000", reduceOnly: true }), T))
    expect(r.report.orders[0]).toMatchObject({ qty: "0.004", reduceOnly: true })
  })

  it("refuses a take-profit or stop-loss on the wrong side of the base price, as the exchange does (10001)", () => {
    const e = engine()
    e.onPrice(perp, "60000", T)
    const refused = (o: Partial<PlaceOrder> & Pick<PlaceOrder, "side" | "qty">) => e.place(perp, order(o), T)
    // limit orders: against the limit price
    expect(refused({ side: "Buy", qty: "0.001", price: "59000", takeProfit: "58000" })).toEqual({
      _tag: "Rejected",
      retCode: 10001,
      retMsg: "TakeProfit:58000.00 set for Buy position should be higher than base_price:59000.00??LastPrice"
    })
    expect(refused({ side: "Buy", qty: "0.001", price: "59000", stopLoss: "59500" })).toMatchObject({
      retCode: 10001,
      retMsg: expect.stringContaining("StopLoss:59500.00 set for Buy position should be lower")
    })
    expect(refused({ side: "Sell", qty: "0.001", price: "61000", takeProfit: "62000" })).toMatchObject({
      retCode: 10001,
      retMsg: expect.stringContaining("set for Sell position should be lower")
    })
    expect(refused({ side: "Sell", qty: "0.001", price: "61000", stopLoss: "60000" })).toMatchObject({ retCode: 10001 })
    // market orders: against the last price
    expect(refused({ side: "Buy", qty: "0.001", orderType: "Market", takeProfit: "59000" })).toMatchObject({
      retCode: 10001,
      retMsg: expect.stringContaining("base_price:60000.00")
    })
    expect(e.orders({ accountId: "alice", category: "linear", openOnly: false })).toEqual([])
    // the right sides are accepted
    accepted(
      e.place(perp, order({ side: "Buy", qty: "0.001", price: "59000", takeProfit: "65000", stopLoss: "55000" }), T)
    )
    accepted(
      e.place(perp, order({ side: "Sell", qty: "0.001", price: "61000", takeProfit: "55000", stopLoss: "65000" }), T)
    )
  })

  it("triggers a conditional order only in its direction", () => {
    const e = engine()
    e.onPrice(perp, "60000", T)
    expect(
      e.place(
        perp,
        order({ side: "Buy", qty: "0.001", orderType: "Market", triggerPrice: "59000", triggerDirection: 1 }),
        T
      )
    ).toMatchObject({ retCode: 110092 })
    const rise = accepted(
      e.place(perp, order({ side: "Buy", qty: "0.001", price: "58000", triggerPrice: "61000", triggerDirection: 1 }), T)
    )
    const fall = accepted(
      e.place(
        perp,
        order({ side: "Sell", qty: "0.001", price: "59000", triggerPrice: "59000", triggerDirection: 2 }),
        T
      )
    )
    expect(rise.report.orders[0]).toMatchObject({
      orderStatus: "Untriggered",
      triggerDirection: 1,
      stopOrderType: "Stop"
    })
    expect(e.onPrice(perp, "60500", T + 1).orders).toEqual([])
    expect(e.onPrice(perp, "59500", T + 2).orders).toEqual([])
    const up = e.onPrice(perp, "61000", T + 3)
    expect(up.orders.map((o) => [o.orderId, o.orderStatus])).toEqual([
      [rise.value.orderId, "Triggered"],
      [rise.value.orderId, "New"]
    ])
    expect(e.order("linear", { accountId: "alice", orderId: fall.value.orderId })?.orderStatus).toBe("Untriggered")
    const down = e.onPrice(perp, "58999.9", T + 4)
    expect(down.orders.map((o) => o.orderStatus)).toEqual(["Triggered", "New"])
    const cancelled = accepted(
      e.place(
        perp,
        order({ side: "Sell", qty: "0.001", price: "50000", triggerPrice: "50000", triggerDirection: 2 }),
        T
      )
    )
    const c = accepted(e.cancel(perp, { accountId: "alice", orderId: cancelled.value.orderId }, T + 5))
    expect(c.report.orders[0]?.orderStatus).toBe("Deactivated")
  })

  it("creates TP/SL close orders after a fill; one firing deactivates the other", () => {
    const e = engine()
    e.onPrice(perp, "60000", T)
    accepted(e.place(perp, order({ accountId: "bob", side: "Sell", qty: "0.002", price: "60000" }), T))
    const parent = accepted(
      e.place(perp, order({ side: "Buy", qty: "0.002", price: "60000", takeProfit: "62000", stopLoss: "58000" }), T + 1)
    )
    const children = parent.report.orders.filter((o) => o.orderId !== parent.value.orderId && o.accountId === "alice")
    expect(
      children.map((o) => [o.stopOrderType, o.side, o.qty, o.triggerPrice, o.triggerDirection, o.orderStatus])
    ).toEqual([
      ["TakeProfit", "Sell", "0.002", "62000.00", 1, "Untriggered"],
      ["StopLoss", "Sell", "0.002", "58000.00", 2, "Untriggered"]
    ])
    expect(children.every((o) => o.reduceOnly && o.closeOnTrigger && o.createType.startsWith("CreateBy"))).toBe(true)
    const [tp, sl] = children
    accepted(e.place(perp, order({ accountId: "carol", side: "Buy", qty: "0.002", price: "62000" }), T + 2))
    const fired = e.onPrice(perp, "62000", T + 3)
    expect(last(fired.orders, sl?.orderId ?? "")).toMatchObject({
      orderStatus: "Deactivated",
      cancelType: "CancelByTpSlTsClear"
    })
    expect(last(fired.orders, tp?.orderId ?? "")).toMatchObject({ orderStatus: "Filled", cumExecQty: "0.002" })
    expect(fired.executions.find((x) => x.orderId === tp?.orderId)).toMatchObject({
      execPrice: "62000.00",
      stopOrderType: "TakeProfit",
      isMaker: false
    })
  })

  it("cancel-all cancels the matching open orders only", () => {
    const e = engine()
    e.onPrice(perp, "60000", T)
    accepted(e.place(perp, order({ side: "Buy", qty: "0.001", price: "59000" }), T))
    accepted(e.place(perp, order({ side: "Buy", qty: "0.001", price: "58000", triggerPrice: "61000" }), T))
    accepted(e.place(get("linear", "ETHUSDT"), order({ side: "Buy", qty: "0.01", price: "3000" }), T))
    accepted(e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.001", price: "59000" }), T))
    const stops = e.cancelAll(
      { accountId: "alice", category: "linear", symbol: "BTCUSDT", orderFilter: "StopOrder" },
      T
    )
    expect(stops.list).toHaveLength(1)
    expect(stops.report.orders[0]?.orderStatus).toBe("Deactivated")
    const all = e.cancelAll({ accountId: "alice", category: "linear", settleCoin: "USDT" }, T)
    expect(all.list).toHaveLength(2)
    expect(e.orders({ accountId: "alice", category: "linear", openOnly: true })).toEqual([])
    expect(e.orders({ accountId: "bob", category: "linear", openOnly: true })).toHaveLength(1)
  })

  it("publishes order-book deltas: u starts past 1 (the restart's), grows by one per publish, removed levels have size 0", () => {
    const e = engine()
    const feed = e.feed(perp, 50)
    const snap = feed.snapshot()
    expect(snap).toMatchObject({ s: "BTCUSDT", b: [], a: [], u: 2 })
    const a = accepted(e.place(perp, order({ side: "Buy", qty: "0.010", price: "60000" }), T))
    accepted(e.place(perp, order({ side: "Sell", qty: "0.020", price: "60100.5" }), T))
    const d1 = feed.delta()
    expect(d1).toMatchObject({ u: 3, b: [["60000.00", "0.010"]], a: [["60100.50", "0.020"]] })
    expect(feed.delta()).toBeUndefined()
    accepted(e.cancel(perp, { accountId: "alice", orderId: a.value.orderId }, T))
    const d2 = feed.delta()
    expect(d2).toMatchObject({ u: 4, b: [["60000.00", "0"]], a: [] })
    expect((d2?.seq ?? 0) > (d1?.seq ?? 0)).toBe(true)
    expect(feed.snapshot()).toMatchObject({ u: 4, b: [], a: [["60100.50", "0.020"]] })
    expect(e.feed(perp, 50)).toBe(feed)
  })

  it("a depth-limited feed reports levels entering and leaving its window", () => {
    const e = engine()
    const top = accepted(e.place(perp, order({ side: "Buy", qty: "0.001", price: "60000" }), T))
    accepted(e.place(perp, order({ side: "Buy", qty: "0.002", price: "59999" }), T))
    const feed = e.feed(perp, 1)
    const first = feed.snapshot()
    expect(first.b).toEqual([["60000.00", "0.001"]])
    accepted(e.cancel(perp, { accountId: "alice", orderId: top.value.orderId }, T))
    expect(feed.delta()).toMatchObject({
      u: first.u + 1,
      b: [
        ["60000.00", "0"],
        ["59999.00", "0.002"]
      ]
    })
  })

  it("values inverse fills in the base coin with 8 decimals", () => {
    const e = engine()
    const inverse = get("inverse", "BTCUSD")
    accepted(e.place(inverse, order({ side: "Sell", qty: "100", price: "60000" }), T))
    const r = accepted(e.place(inverse, order({ accountId: "bob", side: "Buy", qty: "100", price: "60000" }), T))
    expect(r.report.executions[0]).toMatchObject({
      execValue: "0.00166666",
      execFee: "0.00000092",
      feeCurrency: "BTC",
      execQty: "100",
      execPrice: "60000.00"
    })
  })

  it("keeps a 1000-level book sorted under bursts of inserts and removals", () => {
    const e = engine()
    const ids: Array<string> = []
    for (let k = 0; k < 1000; k++) {
      const price = (50000 + ((k * 7919) % 1000) / 10).toFixed(2)
      ids.push(accepted(e.place(perp, order({ side: "Buy", qty: "0.001", price }), T)).value.orderId)
    }
    for (let k = 0; k < 1000; k += 2) accepted(e.cancel(perp, { accountId: "alice", orderId: ids[k] ?? "" }, T))
    const bids = e.depth(perp, 1000).b.map(([p]) => Number(p))
    expect(bids).toHaveLength(500)
    expect([...bids].sort((x, y) => y - x)).toEqual(bids)
  })

  it("trades user orders against the market's liquidity and through resting orders as the walk moves", () => {
    const market = new MarketData({ seed: 3 })
    const e = engine({ liquidity: market, hooks: { indexPrice: (i) => market.price(i, "index", T) } })
    const lastUnits = market.lastPriceUnits(perp, T)
    e.onPrice(perp, lastUnits, T)
    const book = e.depth(perp, 200)
    expect(book.b).toHaveLength(200)
    expect(Number(book.b[0]?.[0])).toBeLessThan(Number(book.a[0]?.[0]))
    const buy = accepted(e.place(perp, order({ side: "Buy", qty: "1", orderType: "Market" }), T))
    const view = last(buy.report.orders, buy.value.orderId)
    expect(view).toMatchObject({ orderStatus: "Filled", cumExecQty: "1.000", timeInForce: "IOC" })
    expect(buy.report.executions.every((x) => !x.isMaker && x.execPrice >= (book.a[0]?.[0] ?? ""))).toBe(true)
    // A resting buy well above the next prices is filled as maker when the market comes down through it.
    const rest = accepted(e.place(perp, order({ side: "Buy", qty: "0.001", price: "40000" }), T))
    const r = e.onPrice(perp, "39990", T + 1)
    expect(last(r.orders, rest.value.orderId)).toMatchObject({ orderStatus: "Filled", avgPrice: "40000.00" })
    expect(r.executions[0]).toMatchObject({ isMaker: true, execPrice: "40000.00", execFee: "0.008" })
    expect(Number(e.depth(perp, 1).a[0]?.[0])).toBe(39990.1)
  })

  it("spot market buys spend a quote amount by default", () => {
    const market = new MarketData({ seed: 3 })
    const e = engine({ liquidity: market })
    e.onPrice(spot, market.lastPriceUnits(spot, T), T)
    const r = accepted(e.place(spot, order({ side: "Buy", qty: "100", orderType: "Market" }), T))
    const v = last(r.report.orders, r.value.orderId)
    expect(v).toMatchObject({ orderStatus: "Filled", marketUnit: "quoteCoin", qty: "100", feeCurrency: "BTC" })
    expect(Number(v?.cumExecValue)).toBeLessThanOrEqual(100)
    expect(Number(v?.cumExecValue)).toBeGreaterThan(99.9)
    expect(v?.cumExecQty).toMatch(/^0\.\d{6}$/)
  })

  it("each placement starts afresh: no trigger, TP/SL, reduce-only cut or quote budget of an earlier one carries over", () => {
    const market = new MarketData({ seed: 3 })
    const e = engine({ liquidity: market, hooks: { reducibleQty: () => "0.002" } })
    e.onPrice(perp, "60000", T)
    e.onPrice(spot, market.lastPriceUnits(spot, T), T)
    const stop = accepted(
      e.place(
        perp,
        order({
          side: "Buy",
          qty: "0.010",
          price: "59000",
          triggerPrice: "61000",
          takeProfit: "65000",
          stopLoss: "55000",
          tpslMode: "Partial",
          tpLimitPrice: "64000",
          slLimitPrice: "56000"
        }),
        T
      )
    )
    expect(last(stop.report.orders, stop.value.orderId)).toMatchObject({
      orderStatus: "Untriggered",
      triggerDirection: 1
    })
    const cut = accepted(e.place(perp, order({ side: "Sell", qty: "0.010", price: "70000", reduceOnly: true }), T))
    expect(last(cut.report.orders, cut.value.orderId)).toMatchObject({ qty: "0.002", reduceOnly: true })
    // Refused half-way: its trigger parsed, its stop-loss not.
    expect(
      e.place(perp, order({ side: "Buy", qty: "0.001", price: "59000", triggerPrice: "62000", stopLoss: "x" }), T)
    ).toMatchObject({ _tag: "Rejected", retCode: 10001 })
    const plain = accepted(e.place(perp, order({ side: "Buy", qty: "0.005", price: "58000" }), T))
    expect(last(plain.report.orders, plain.value.orderId)).toMatchObject({
      orderStatus: "New",
      qty: "0.005",
      price: "58000.00",
      triggerPrice: "0",
      triggerDirection: 0,
      triggerBy: "",
      stopOrderType: "",
      takeProfit: "0",
      stopLoss: "0",
      tpLimitPrice: "0",
      slLimitPrice: "0",
      tpslMode: "",
      reduceOnly: false,
      positionIdx: 0
    })
    accepted(e.place(spot, order({ side: "Buy", qty: "100", orderType: "Market" }), T))
    const ask = Number(e.depth(spot, 1).a[0]?.[0])
    const sell = accepted(e.place(spot, order({ side: "Sell", qty: "0.001", price: (ask * 1.1).toFixed(2) }), T))
    expect(last(sell.report.orders, sell.value.orderId)).toMatchObject({
      orderStatus: "New",
      marketUnit: "",
      leavesQty: expect.stringMatching(/^0\.001/)
    })
  })

  it("is deterministic: the same seed and calls give the same ids and reports", () => {
    const run = () => {
      const e = engine()
      const a = e.place(perp, order({ side: "Sell", qty: "0.5", price: "60000" }), T)
      const b = e.place(perp, order({ accountId: "bob", side: "Buy", qty: "0.3", price: "60000" }), T)
      return [a, b]
    }
    expect(run()).toEqual(run())
  })
})
