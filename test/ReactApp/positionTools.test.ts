import { describe, expect, it } from "@effect/vitest"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as OrderForm from "../../react-app/src/atoms/OrderForm.js"
import * as PositionTools from "../../react-app/src/atoms/PositionTools.js"
import type { Instrument } from "../../react-app/src/lib/Instrument.js"

// The requests the position tools and the order form's TP/SL options send, and their refusals in words, without a
// browser: what is unchanged is not sent, a partial stop names its size and order type, hedge mode names the side.

const btcusdt: Instrument = {
  category: "linear",
  symbol: "BTCUSDT",
  baseCoin: "BTC",
  quoteCoin: "USDT",
  settleCoin: "USDT",
  tickSize: "0.10",
  qtyStep: "0.001",
  minQty: "0.001",
  minNotional: "5",
  maxLeverage: "100"
}

const long: PositionTools.Stops = {
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  size: "0.5",
  positionIdx: 0,
  reference: Option.some("60000"),
  instrument: Option.some(btcusdt),
  mode: "Full",
  takeProfit: "",
  stopLoss: "",
  tpTriggerBy: undefined,
  slTriggerBy: undefined,
  partialSize: "",
  tpLimitPrice: "",
  slLimitPrice: "",
  trailingStop: "",
  activePrice: "",
  current: { takeProfit: "", stopLoss: "", trailingStop: "0" }
}

const request = (patch: Partial<PositionTools.Stops>) =>
  Result.match(PositionTools.stopsRequest({ ...long, ...patch }), {
    onFailure: (e) => e.message,
    onSuccess: (r): Record<string, unknown> => ({ ...r })
  })

describe("a position's stops", () => {
  it("whole position: the trigger price is sent with the price it moves, unchanged stops are not sent again", () => {
    expect(request({ takeProfit: "66000", tpTriggerBy: "MarkPrice", stopLoss: "55000" })).toEqual({
      category: "linear",
      symbol: "BTCUSDT",
      positionIdx: 0,
      tpslMode: "Full",
      takeProfit: "66000",
      tpTriggerBy: "MarkPrice",
      stopLoss: "55000"
    })
    // the stop-loss is kept, the take-profit removed
    const current = { takeProfit: "66000", stopLoss: "55000", trailingStop: "0" }
    expect(request({ current, takeProfit: "", stopLoss: "55000" })).toMatchObject({ takeProfit: "0" })
    expect(request({ current, takeProfit: "", stopLoss: "55000" })).not.toHaveProperty("stopLoss")
    expect(request({ current, takeProfit: "66000", stopLoss: "55000" })).toBe(
      "Nothing to change: type a new take profit, stop loss or trailing stop"
    )
    expect(request({ takeProfit: "59000" })).toBe("Take profit must be above the last price 60000 for a long")
  })

  it("trailing stop: a distance on the tick, armed at an activation price beyond the last price; 0 removes it", () => {
    expect(request({ trailingStop: "150", activePrice: "61000" })).toMatchObject({
      trailingStop: "150",
      activePrice: "61000"
    })
    expect(request({ trailingStop: "150.05" })).toBe("Trailing distance must be in steps of 0.1")
    expect(request({ trailingStop: "150", activePrice: "59000" })).toBe(
      "Activation price must be above the last price 60000 for a long"
    )
    expect(request({ trailingStop: "", current: { takeProfit: "", stopLoss: "", trailingStop: "150" } })).toMatchObject(
      { trailingStop: "0" }
    )
  })

  it("part of the position: each stop its size and order type, a limit price on the tick, no more than held", () => {
    expect(
      request({
        mode: "Partial",
        takeProfit: "66000",
        tpLimitPrice: "65990",
        stopLoss: "55000",
        slTriggerBy: "IndexPrice",
        partialSize: "0.2"
      })
    ).toEqual({
      category: "linear",
      symbol: "BTCUSDT",
      positionIdx: 0,
      tpslMode: "Partial",
      takeProfit: "66000",
      tpSize: "0.2",
      tpOrderType: "Limit",
      tpLimitPrice: "65990",
      stopLoss: "55000",
      slTriggerBy: "IndexPrice",
      slSize: "0.2",
      slOrderType: "Market"
    })
    expect(request({ mode: "Partial", takeProfit: "66000", partialSize: "0.6" })).toBe(
      "The quantity is above the position's 0.5"
    )
    expect(request({ mode: "Partial", takeProfit: "66000", partialSize: "" })).toBe(
      "Enter the quantity the take profit and stop loss close, like 0.5"
    )
    expect(request({ mode: "Partial", takeProfit: "66000", partialSize: "0.1", tpLimitPrice: "65990.05" })).toBe(
      "Take-profit limit price must be in steps of 0.1"
    )
  })
})

describe("the order form's TP/SL options", () => {
  const context: OrderForm.Context = {
    category: "linear",
    symbol: "BTCUSDT",
    instrument: Option.some(btcusdt),
    lastPrice: Option.some("60000")
  }
  const form = (patch: Partial<OrderForm.OrderForm>): OrderForm.OrderForm => ({
    ...OrderForm.emptyForm,
    orderType: "Market",
    qty: "0.01",
    ...patch
  })
  const sent = (f: OrderForm.OrderForm, ctx = context) =>
    Result.match(OrderForm.toRequest(f, ctx), {
      onFailure: (e) => e.message,
      onSuccess: (r): Record<string, unknown> => ({ ...r })
    })
  const options: OrderForm.TpSlOptions = {
    mode: "Partial",
    tpTriggerBy: "MarkPrice",
    slTriggerBy: "IndexPrice",
    tpLimitPrice: "66010",
    slLimitPrice: ""
  }

  it("sends the trigger prices and a partial take-profit's limit price with the order", () => {
    expect(sent(form({ takeProfit: "66000", stopLoss: "55000", tpslOptions: options }))).toMatchObject({
      takeProfit: "66000",
      stopLoss: "55000",
      tpslMode: "Partial",
      tpTriggerBy: "MarkPrice",
      slTriggerBy: "IndexPrice",
      tpOrderType: "Limit",
      tpLimitPrice: "66010"
    })
    // no TP/SL typed: nothing of the options is sent
    expect(sent(form({ tpslOptions: options }))).not.toHaveProperty("tpslMode")
    // the whole position closes at market: a limit price typed before is not sent
    expect(sent(form({ takeProfit: "66000", tpslOptions: { ...options, mode: "Full" } }))).not.toHaveProperty(
      "tpLimitPrice"
    )
    expect(sent(form({ takeProfit: "66000", tpslOptions: { ...options, tpLimitPrice: "66010.01" } }))).toBe(
      "Take-profit limit price must be in steps of 0.1"
    )
  })

  it("in hedge mode names the side of the position: a buy opens the long, a reduce-only buy closes the short", () => {
    const hedge = { ...context, hedge: true }
    expect(sent(form({ side: "Buy" }), hedge)).toMatchObject({ positionIdx: 1 })
    expect(sent(form({ side: "Sell" }), hedge)).toMatchObject({ positionIdx: 2 })
    expect(sent(form({ side: "Buy", reduceOnly: true }), hedge)).toMatchObject({ positionIdx: 2 })
    expect(sent(form({ side: "Sell", reduceOnly: true }), hedge)).toMatchObject({ positionIdx: 1 })
    expect(sent(form({ side: "Buy" }))).not.toHaveProperty("positionIdx")
  })
})
