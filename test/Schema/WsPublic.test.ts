import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as Validator from "../../src/Schema/Validator.js"
import * as WsPublic from "../../src/Schema/WsPublic.js"
import { expectAgreement, readWsFixture, variants } from "./agreement.js"

const table: ReadonlyArray<readonly [string, Schema.Codec<unknown, unknown>]> = [
  ["orderbook.snapshot", WsPublic.OrderbookMessage],
  ["orderbook.delta", WsPublic.OrderbookMessage],
  ["orderbook-full", WsPublic.OrderbookMessage],
  ["orderbook-rpi", WsPublic.RpiOrderbookMessage],
  ["publicTrade", WsPublic.PublicTradeMessage],
  ["tickers.linear", WsPublic.TickerMessage],
  ["tickers.option", WsPublic.TickerMessage],
  ["tickers.spot", WsPublic.TickerMessage],
  ["tickers.futures", WsPublic.TickerMessage],
  ["kline", WsPublic.KlineMessage],
  ["allLiquidation", WsPublic.LiquidationMessage],
  ["insurance", WsPublic.InsuranceMessage],
  ["adlAlert", WsPublic.AdlAlertMessage],
  ["priceLimit", WsPublic.PriceLimitMessage],
  ["system-status", WsPublic.SystemStatusMessage]
]

describe("WsPublic", () => {
  describe("docs push examples validate and decode", () => {
    for (const [name, schema] of table) {
      it(name, () => {
        const fixture = readWsFixture(name)
        expect(expectAgreement(schema, fixture.message)).toBe(true)
      })
    }
  })

  describe("validator ⇔ Schema on every one-node mutation of the examples", () => {
    for (const [name, schema] of table) {
      it(name, () => {
        const all = variants(readWsFixture(name).message as never)
        let rejected = 0
        for (const variant of all) if (!expectAgreement(schema, variant)) rejected++
        // the table must exercise both sides, or it proves nothing
        expect(rejected).toBeGreaterThan(10)
        expect(all.length - rejected).toBeGreaterThan(5)
      })
    }
  })

  it("keeps the wire values: decimals are strings, levels are [price, size]", () => {
    const message = readWsFixture("orderbook.delta").message
    const book = Validator.validator(WsPublic.OrderbookMessage)(message)
    expect(book?.data.b[1]).toEqual(["30240.00", "0"])
    expect(book?.cts).toBe(1687940967464)
  })

  it("rejects a book level with an exponent or a third column", () => {
    const validate = Validator.validator(WsPublic.OrderbookMessage)
    const base = readWsFixture("orderbook.delta").message as { data: Record<string, unknown> }
    expect(validate({ ...base, data: { ...base.data, b: [["1e5", "1"]] } })).toBeUndefined()
    expect(validate({ ...base, data: { ...base.data, a: [["1", "2", "3"]] } })).toBeUndefined()
    expect(validate({ ...base, type: "partial" })).toBeUndefined()
  })

  it("a dated future's ticker keeps its yearly basis rate; a perpetual's, its one-side open interest", () => {
    // decoded by the Schema (the path that drops a field it does not name), not only checked by the validator
    const decode = Schema.decodeUnknownSync(WsPublic.TickerMessage)
    expect(decode(readWsFixture("tickers.futures").message).data.basisRateYear).toBe("0.30655351")
    const linear = readWsFixture("tickers.linear").message as { data: Record<string, unknown> }
    const oneSide = {
      ...linear,
      data: { ...linear.data, singleOpenInterest: "34372.3805", singleOpenInterestValue: "1" }
    }
    const decoded = decode(oneSide).data
    expect([decoded.singleOpenInterest, decoded.singleOpenInterestValue]).toEqual(["34372.3805", "1"])
  })

  it.effect("a linear ticker delta carries only the changed fields", () =>
    Effect.sync(() => {
      const delta = {
        topic: "tickers.BTCUSDT",
        type: "delta",
        data: { symbol: "BTCUSDT", lastPrice: "17216.50", bid1Size: "80.1" },
        cs: 24987956060,
        ts: 1673272861786
      }
      expect(expectAgreement(WsPublic.TickerMessage, delta)).toBe(true)
    })
  )
})
