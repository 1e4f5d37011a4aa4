import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Order from "../../src/Schema/Order.js"
import { fixtureEnvelope, readFixture } from "./fixture.js"

const decodeList = (name: string) =>
  Effect.flatMap(fixtureEnvelope(name), (env) => Schema.decodeUnknownEffect(Order.OrderList)(env.result))

describe("Order", () => {
  it.effect("decodes the create and cancel acknowledgements", () =>
    Effect.gen(function* () {
      const created = yield* Schema.decodeUnknownEffect(Order.OrderId)((yield* fixtureEnvelope("order-create")).result)
      expect(created).toEqual({ orderId: "1321003749386327552", orderLinkId: "spot-test-postonly" })
      const cancelled = yield* Schema.decodeUnknownEffect(Order.OrderId)(
        (yield* fixtureEnvelope("order-cancel")).result
      )
      expect(cancelled.orderId).toBe("c6f055d9-7f21-4079-913d-e6523a9cfffa")
      expect(cancelled.orderLinkId).toBe("linear-004")
    })
  )

  it.effect("decodes the /v5/order/realtime docs example, UNKNOWN enums included", () =>
    Effect.gen(function* () {
      const orders = yield* decodeList("order-realtime")
      expect(orders.category).toBe("linear")
      expect(orders.nextPageCursor).toBe("page_args%3Dfd4300ae-7847-404e-b947-b46980a4d140%26symbol%3D6%26")
      const o = orders.list[0]!
      expect(o.orderId).toBe("fd4300ae-7847-404e-b947-b46980a4d140")
      expect(o.orderLinkId).toBe("test-000005")
      expect([o.symbol, o.side, o.orderType, o.orderStatus]).toEqual(["ETHUSDT", "Buy", "Limit", "New"])
      expect([o.price, o.qty, o.leavesQty, o.leavesValue]).toEqual(["1600.00", "0.10", "0.10", "160"])
      expect(o.positionIdx).toBe(1)
      expect(o.isLeverage).toBe("")
      expect(o.cancelType).toBe("UNKNOWN")
      expect(o.stopOrderType).toBe("UNKNOWN")
      expect(o.triggerBy).toBe("UNKNOWN")
      expect(o.triggerDirection).toBe(0)
      expect(o.rejectReason).toBe("EC_NoError")
      expect([o.takeProfit, o.stopLoss, o.tpTriggerBy]).toEqual(["2500.00", "1500.00", "LastPrice"])
      expect([o.orderIv, o.lastPriceOnCreated, o.tpLimitPrice]).toEqual(["", "", ""])
      expect([o.reduceOnly, o.closeOnTrigger]).toEqual([false, false])
      expect(o.smpGroup).toBe(0)
      expect(o.tpslMode).toBe("Full")
      expect(o.cumFeeDetail).toEqual({ MNT: "0.00242968" })
      expect([o.createdTime, o.updatedTime]).toEqual(["1684738540559", "1684738540561"])
    })
  )

  it.effect("decodes the /v5/order/history docs example (smpGroup as a string, rpi fields)", () =>
    Effect.gen(function* () {
      const orders = yield* decodeList("order-history")
      const o = orders.list[0]!
      expect(o.orderStatus).toBe("Cancelled")
      expect(o.rejectReason).toBe("EC_PostOnlyWillTakeLiquidity")
      expect(o.timeInForce).toBe("PostOnly")
      expect(o.smpGroup).toBe(0)
      expect(o.tpslMode).toBe("")
      expect(o.slippageToleranceType).toBe("UNKNOWN")
      expect(o.slippageTolerance).toBe("")
      expect(o.extraFees).toBe("")
      expect(o.rpiTakerAccess).toBe(false)
      expect(o.rpiMatchedQty).toBe("0")
      expect(orders.nextPageCursor).toBe("page_token%3D39380%26")
    })
  )

  it("decodes a status the docs do not list yet", () => {
    const fixture = readFixture("order-realtime") as { result: { list: Array<Record<string, unknown>> } }
    const item = { ...fixture.result.list[0], orderStatus: "PendingNewState", createType: "CreateBySomethingNew" }
    const order = Schema.decodeUnknownSync(Order.Order)(item)
    expect(order.orderStatus).toBe("PendingNewState")
    expect(order.createType).toBe("CreateBySomethingNew")
  })

  it("validates a create request with wire types: strings for decimals, booleans, integers", () => {
    const decode = Schema.decodeUnknownResult(Order.OrderCreateRequest)
    // The docs' "USDT Perp open long position (one-way mode)" request body.
    const body = {
      category: "linear",
      symbol: "BTCUSDT",
      side: "Buy",
      orderType: "Limit",
      qty: "1",
      price: "25000",
      timeInForce: "GTC",
      positionIdx: 0,
      orderLinkId: "usdt-test-01",
      reduceOnly: false,
      takeProfit: "28000",
      stopLoss: "20000",
      tpslMode: "Partial",
      tpOrderType: "Limit",
      slOrderType: "Limit",
      tpLimitPrice: "27500",
      slLimitPrice: "20500"
    }
    expect(decode(body)).toStrictEqual(Result.succeed(body))
    const spot = { category: "spot", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "200", isLeverage: 0 }
    expect(decode({ ...spot, marketUnit: "quoteCoin", orderFilter: "Order" })).toStrictEqual(
      Result.succeed({ ...spot, marketUnit: "quoteCoin", orderFilter: "Order" })
    )
  })

  it("rejects a create request with a wrong enum, a numeric qty or a bad orderLinkId", () => {
    const decode = Schema.decodeUnknownResult(Order.OrderCreateRequest)
    const base = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "1", price: "25000" }
    expect(Result.isSuccess(decode(base))).toBe(true)
    expect(Result.isFailure(decode({ ...base, side: "Long" }))).toBe(true)
    expect(Result.isFailure(decode({ ...base, orderType: "StopLimit" }))).toBe(true)
    expect(Result.isFailure(decode({ ...base, timeInForce: "GoodTillCancel" }))).toBe(true)
    expect(Result.isFailure(decode({ ...base, positionIdx: 3 }))).toBe(true)
    expect(Result.isFailure(decode({ ...base, qty: 1 }))).toBe(true)
    expect(Result.isFailure(decode({ ...base, price: "25000.0.0" }))).toBe(true)
    expect(Result.isFailure(decode({ ...base, reduceOnly: "true" }))).toBe(true)
    expect(Result.isFailure(decode({ ...base, orderLinkId: "has space" }))).toBe(true)
    expect(Result.isFailure(decode({ ...base, orderLinkId: "x".repeat(37) }))).toBe(true)
    const { qty: _qty, ...noQty } = base
    expect(Result.isFailure(decode(noQty))).toBe(true)
  })

  it("validates cancel and realtime requests", () => {
    expect(
      Schema.decodeUnknownResult(Order.OrderCancelRequest)({ category: "linear", symbol: "BTCPERP", orderId: "c6f0" })
    ).toStrictEqual(Result.succeed({ category: "linear", symbol: "BTCPERP", orderId: "c6f0" }))
    expect(Result.isFailure(Schema.decodeUnknownResult(Order.OrderCancelRequest)({ category: "linear" }))).toBe(true)
    const realtime = Schema.decodeUnknownResult(Order.OrderRealtimeRequest)
    expect(realtime({ category: "linear", symbol: "ETHUSDT", openOnly: 0, limit: 1 })).toStrictEqual(
      Result.succeed({ category: "linear", symbol: "ETHUSDT", openOnly: 0, limit: 1 })
    )
    expect(Result.isFailure(realtime({ category: "linear", openOnly: 2 }))).toBe(true)
    expect(Result.isFailure(realtime({ category: "linear", orderFilter: "AllOrders" }))).toBe(true)
  })
})
