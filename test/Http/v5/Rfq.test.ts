import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Rfq from "../../../src/Http/v5/Rfq.js"
import { decodeExample } from "./docsExample.js"

// getRFQConfig.json is the docs example without its two "...," placeholders (not JSON).
const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void]> = [
  [
    Rfq.createRfqEndpoint,
    (r: Schema.Schema.Type<typeof Rfq.createRfqEndpoint.response>) => {
      expect(r.rfqId).toBe("17526315514105706281")
      expect(r.status).toBe("Active")
      expect(r.deskCode).toBe("LP2")
    }
  ],
  [
    Rfq.config,
    (r: Schema.Schema.Type<typeof Rfq.config.response>) => {
      expect(r.maxLegs).toBe(25)
      expect(r.minLimitQtyContractOrder).toBe(10)
      expect(r.strategyTypes.map((s) => s.strategyName)).toContain("CarryTrade")
      expect(r.counterparties[1]!.deskCode).toBe("Bernie")
    }
  ],
  [
    Rfq.cancelRfqEndpoint,
    (r: Schema.Schema.Type<typeof Rfq.cancelRfqEndpoint.response>) =>
      expect(r.rfqId).toBe("1756871488168105512459181956436945")
  ],
  [Rfq.cancelAllRfq, (r: Schema.Schema.Type<typeof Rfq.cancelAllRfq.response>) => expect(r).toEqual([])],
  [
    Rfq.createQuoteEndpoint,
    (r: Schema.Schema.Type<typeof Rfq.createQuoteEndpoint.response>) => {
      expect(r.quoteId).toBe("1757405933130044334361923221559805")
      expect(r.expiresAt).toBe("1757405993126")
    }
  ],
  [
    Rfq.executeQuoteEndpoint,
    (r: Schema.Schema.Type<typeof Rfq.executeQuoteEndpoint.response>) => expect(r.status).toBe("PendingFill")
  ],
  [
    Rfq.cancelQuoteEndpoint,
    (r: Schema.Schema.Type<typeof Rfq.cancelQuoteEndpoint.response>) =>
      expect(r.quoteId).toBe("1757407443083427576602342578477746")
  ],
  [
    Rfq.cancelAllQuotes,
    (r: Schema.Schema.Type<typeof Rfq.cancelAllQuotes.response>) => {
      expect(Array.isArray(r)).toBe(true)
      const outcomes = Array.isArray(r) ? r : []
      expect(outcomes[0]!.code).toBe(0)
      expect(outcomes[0]!.quoteId).toBe("1757407497684679708210572531298710")
    }
  ],
  [
    Rfq.acceptOtherQuote,
    (r: Schema.Schema.Type<typeof Rfq.acceptOtherQuote.response>) =>
      expect(r.rfqId).toBe("1754364447601610516653123084412812")
  ],
  [
    Rfq.rfqRealtime,
    (r: Schema.Schema.Type<typeof Rfq.rfqRealtime.response>) => {
      expect(r.list[0]!.acceptOtherQuoteStatus).toBe("false")
      expect(r.list[0]!.legs[0]!.qty).toBe("1")
      expect(r.list[0]!.counterparties).toEqual(["hashwave2"])
    }
  ],
  [
    Rfq.rfqList,
    (r: Schema.Schema.Type<typeof Rfq.rfqList.response>) => {
      expect(r.list.map((q) => q.status)).toEqual(["Active", "Expired", "Canceled"])
      expect(r.list[0]!.acceptOtherQuoteStatus).toBeUndefined()
      expect(r.cursor).toBe("")
    }
  ],
  [
    Rfq.quoteRealtime,
    (r: Schema.Schema.Type<typeof Rfq.quoteRealtime.response>) => {
      expect(r.list[0]!.quoteBuyList[0]!.price).toBe("113790")
      expect(r.list[0]!.quoteSellList[0]!.price).toBe("110500")
      expect(r.list[0]!.execQuoteSide).toBe("")
    }
  ],
  [
    Rfq.quoteList,
    (r: Schema.Schema.Type<typeof Rfq.quoteList.response>) => {
      expect(r.list[0]!.status).toBe("Expired")
      expect(r.list[0]!.updatedAt).toBe("1757405999156")
    }
  ],
  [
    Rfq.tradeList,
    (r: Schema.Schema.Type<typeof Rfq.tradeList.response>) => {
      const t = r.list[0]!
      expect(t.status).toBe("Failed")
      expect(t.legs.map((l) => l.resultCode)).toEqual([111002, 110007])
      expect(t.legs[1]!.rejectParty).toBe("taker")
      expect(t.legs[0]!.markPrice).toBe("")
    }
  ],
  [
    Rfq.publicTrades,
    (r: Schema.Schema.Type<typeof Rfq.publicTrades.response>) => {
      expect(r.list).toHaveLength(3)
      expect(r.list[1]!.legs[0]!.price).toBe("143843.9")
      expect(r.cursor).toBe("page_token%3D14912%26last_time%3D1756826273947000000%26")
    }
  ]
]

describe("V5 RFQ endpoints", () => {
  for (const [endpoint, check] of examples) {
    it.effect(`${endpoint.name} decodes the docs example`, () =>
      Effect.map(decodeExample(endpoint, "rfq"), (result) => check(result as never))
    )
  }

  it("every endpoint is in the table and signed", () => {
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of Rfq.endpoints) {
      expect(covered.has(endpoint.name), endpoint.name).toBe(true)
      expect(endpoint.auth).toBe("private")
    }
    expect(Rfq.rfqList.pagination).toEqual({ cursor: "cursor", list: "list" })
  })

  it("decodes the documented { data } form of the cancel-all answers too", () => {
    const decode = Schema.decodeUnknownSync(Rfq.cancelAllRfq.response, { onExcessProperty: "error" })
    expect(decode({ data: [{ rfqId: "1", rfqLinkId: "", code: "0", msg: "" }] })).toEqual({
      data: [expect.objectContaining({ rfqId: "1", code: 0 })]
    })
  })

  it("validates inquiries and quotes", () => {
    const create = Schema.decodeUnknownResult(Rfq.createRfqEndpoint.request)
    const rfq = {
      counterparties: ["LP4", "LP5"],
      rfqLinkId: "rfq00993",
      list: [{ category: "linear", symbol: "BTCUSDT", side: "Buy", qty: "2" }]
    }
    expect(Result.isSuccess(create(rfq))).toBe(true)
    // The docs' request example writes sides in lower case; the API documents Buy/Sell.
    expect(
      Result.isFailure(create({ ...rfq, list: [{ category: "linear", symbol: "BTCUSDT", side: "buy", qty: "2" }] }))
    ).toBe(true)
    expect(Result.isFailure(create({ ...rfq, list: [] }))).toBe(true)
    expect(Result.isFailure(create({ ...rfq, rfqLinkId: "rfq-00993" }))).toBe(true)
    const quote = Schema.decodeUnknownResult(Rfq.createQuoteEndpoint.request)
    const body = { rfqId: "1", quoteBuyList: [{ category: "linear", symbol: "BTCUSDT", price: "106000" }] }
    expect(Result.isSuccess(quote(body))).toBe(true)
    expect(Result.isFailure(quote({ ...body, expireIn: 5 }))).toBe(true)
  })
})
