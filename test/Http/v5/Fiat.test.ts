import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Fiat from "../../../src/Http/v5/Fiat.js"
import { decodeExample } from "./docsExample.js"

const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void]> = [
  [
    Fiat.queryCoinList,
    (r: Schema.Schema.Type<typeof Fiat.queryCoinList.response>) => {
      expect(r.fiats[0]!.coin).toBe("GEL")
      expect(r.cryptos.map((c) => c.coin)).toEqual(["USDT", "BTC", "ETH"])
      expect(r.cryptos[1]!.singleFromMinLimit).toBe("0.0001")
    }
  ],
  [
    Fiat.referencePrice,
    (r: Schema.Schema.Type<typeof Fiat.referencePrice.response>) => {
      expect(r.symbol).toBe("EUR-USDT")
      expect(r.sells).toHaveLength(5)
      expect(r.buys[1]!.unitPrice).toBe("0.9297487")
    }
  ],
  [
    Fiat.quoteApply,
    (r: Schema.Schema.Type<typeof Fiat.quoteApply.response>) => {
      // The example spells the documented quoteTxId/expiredTime as quoteTaxId/expireTime.
      expect(r.quoteTaxId).toBe("QuoteTaxId123456")
      expect(r.expireTime).toBe("1764561045346")
      expect(r.quoteTxId).toBeUndefined()
    }
  ],
  [
    Fiat.tradeExecute,
    (r: Schema.Schema.Type<typeof Fiat.tradeExecute.response>) => {
      expect(r.tradeNo).toBe("TradeNo123456")
      expect(r.merchantRequestId).toBe("")
    }
  ],
  [
    Fiat.tradeQuery,
    (r: Schema.Schema.Type<typeof Fiat.tradeQuery.response>) => {
      expect(r.status).toBe("success")
      expect([r.fromCoinType, r.toCoinType]).toEqual(["fiat", "crypto"])
    }
  ],
  [
    Fiat.tradeHistory,
    (r: Schema.Schema.Type<typeof Fiat.tradeHistory.response>) => {
      expect(r).toHaveLength(1)
      expect(r[0]!.createdAt).toBe("1764560093588")
    }
  ],
  [
    Fiat.balanceQuery,
    (r: Schema.Schema.Type<typeof Fiat.balanceQuery.response>) => {
      const balances = Array.isArray(r) ? r : [r]
      expect(balances[0]!.currency).toBe("GEL")
      expect(balances[0]!.totalBalance).toBe("100000")
    }
  ]
]

describe("V5 fiat convert endpoints", () => {
  for (const [endpoint, check] of examples) {
    it.effect(`${endpoint.name} decodes the docs example`, () =>
      Effect.map(decodeExample(endpoint, "fiat"), (result) => check(result as never))
    )
  }

  it("every endpoint is in the table; quotes need the master key", () => {
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of Fiat.endpoints) expect(covered.has(endpoint.name), endpoint.name).toBe(true)
    expect(Fiat.quoteApply.masterOnly).toBe(true)
  })

  it("validates quote requests", () => {
    const decode = Schema.decodeUnknownResult(Fiat.quoteApply.request)
    const quote = { fromCoin: "GEL", fromCoinType: "fiat", toCoin: "USDT", toCoinType: "crypto", requestAmount: "100" }
    expect(Result.isSuccess(decode(quote))).toBe(true)
    expect(Result.isFailure(decode({ ...quote, fromCoinType: "cash" }))).toBe(true)
    expect(Result.isFailure(decode({ ...quote, requestAmount: "lots" }))).toBe(true)
    const history = Schema.decodeUnknownResult(Fiat.tradeHistory.request)
    expect(Result.isSuccess(history({ index: 1, limit: 20 }))).toBe(true)
    expect(Result.isFailure(history({ limit: 10 }))).toBe(true)
  })
})
