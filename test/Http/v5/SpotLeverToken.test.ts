import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as ExchangeError from "../../../src/Errors/ExchangeError.js"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as SpotLeverToken from "../../../src/Http/v5/SpotLeverToken.js"
import { row, runTable } from "./fixture.js"

const docs = row("spot-lever-token")

describe("V5 spot leveraged token endpoints", () => {
  const table = [
    docs(SpotLeverToken.info, (r) => {
      expect(r.list[0]!.ltCoin).toBe("BTC3L")
      expect(r.list[0]!.ltStatus).toBe("1")
      expect(r.list[0]!.value).toBe("49464463114.022994974075443169")
      expect(r.list[0]!.total).toBe("5000000")
    }),
    docs(SpotLeverToken.reference, (r) => {
      expect(r.leverage).toBe("-2.666924651755770729")
      expect(r.navTime).toBe("1672991679858")
    }),
    docs(SpotLeverToken.purchase, (r) => {
      expect([r.purchaseId, r.ltOrderStatus]).toEqual(["2611", "2"])
      expect(r.execQty).toBe("")
    }),
    docs(SpotLeverToken.redeem, (r) => {
      expect(r.redeemId).toBe("2619")
      expect([r.execQty, r.quantity]).toEqual(["150", ""])
    }),
    docs(SpotLeverToken.orderRecord, (r) => {
      expect(r.list[0]!.ltOrderType).toBe(1)
      expect(r.list[0]!.orderTime).toBe(1672293868000)
      expect(r.list[0]!.value).toBe("191.47171657")
    })
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of SpotLeverToken.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it("validates purchases before sending: ltAmount is a decimal, ltOrderType 1 or 2", () => {
    const purchase = Schema.decodeUnknownResult(SpotLeverToken.purchase.request)
    expect(Result.isSuccess(purchase({ ltCoin: "BTC3L", amount: "200", serialNo: "p-1" }))).toBe(true)
    expect(Result.isFailure(purchase({ ltCoin: "BTC3L", amount: "2e2" }))).toBe(true)
    expect(Result.isFailure(purchase({ ltCoin: "BTC3L" }))).toBe(true)
    const history = Schema.decodeUnknownResult(SpotLeverToken.orderRecord.request)
    expect(Result.isSuccess(history({ ltOrderType: 2 }))).toBe(true)
    expect(Result.isFailure(history({ ltOrderType: 3 }))).toBe(true)
  })

  it("a purchase's ltAmount goes on the wire as amount (what the exchange reads)", () => {
    const wire = Schema.encodeSync(SpotLeverToken.purchase.request)({ ltCoin: "BTC3L", ltAmount: "200" })
    expect(wire).toEqual({ ltCoin: "BTC3L", amount: "200" })
  })

  it("order records decode orderTime and updateTime sent as numbers or as strings", () => {
    const decode = Schema.decodeUnknownSync(SpotLeverToken.orderRecord.response)
    const record = (time: number | string) => ({
      list: [
        {
          ltCoin: "BTC3L",
          orderId: "1",
          ltOrderType: 1,
          orderTime: time,
          updateTime: time,
          ltOrderStatus: "1",
          fee: "0",
          amount: "1",
          value: "1",
          valueCoin: "USDT",
          serialNo: ""
        }
      ]
    })
    expect(decode(record("1672737465000")).list[0]?.orderTime).toBe(1672737465000)
    expect(decode(record(1672737465000)).list[0]?.updateTime).toBe(1672737465000)
  })

  it("public reads, signed orders; the quiz error is documented on purchase and redeem", () => {
    expect([SpotLeverToken.info.auth, SpotLeverToken.reference.auth]).toEqual(["public", "public"])
    for (const endpoint of [SpotLeverToken.purchase, SpotLeverToken.redeem, SpotLeverToken.orderRecord]) {
      expect(endpoint.auth).toBe("private")
      expect(Endpoint.permissionFor(endpoint, {})).toEqual({ group: "Spot", name: "SpotTrade" })
    }
    expect(SpotLeverToken.purchase.errors).toContain(ExchangeError.LeveragedTokenQuizRequired)
    expect(SpotLeverToken.redeem.errors).toContain(ExchangeError.LeveragedTokenQuizRequired)
    expect(SpotLeverToken.purchase.idempotent).toBe(false)
  })
})
