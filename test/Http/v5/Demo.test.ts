import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Demo from "../../../src/Http/v5/Demo.js"

// The docs give no response example for either endpoint: these decode the documented response shapes.
describe("V5 demo endpoints", () => {
  it("decodes the demo account UID (documented field subMemberId) and nothing else", () => {
    const decode = Schema.decodeUnknownResult(Demo.createDemoMember.response, { onExcessProperty: "error" })
    const decoded = decode({ subMemberId: "100366706" })
    expect(Result.isSuccess(decoded) && decoded.success.subMemberId).toBe("100366706")
    expect(Result.isFailure(decode({ subMemberId: "100366706", uid: "1" }))).toBe(true)
  })

  it("accepts an empty or absent result for demo funds", () => {
    const decode = Schema.decodeUnknownSync(Demo.demoApplyMoney.response, { onExcessProperty: "error" })
    expect(decode({})).toEqual({})
    expect(decode(undefined)).toBeUndefined()
  })

  it("validates demo fund requests", () => {
    const decode = Schema.decodeUnknownResult(Demo.demoApplyMoney.request)
    const valid = {
      adjustType: 0,
      utaDemoApplyMoney: [
        { coin: "USDT", amountStr: "109" },
        { coin: "ETH", amountStr: "1" }
      ]
    }
    expect(Result.isSuccess(decode(valid))).toBe(true)
    expect(Result.isFailure(decode({ ...valid, adjustType: 2 }))).toBe(true)
    expect(Result.isFailure(decode({ utaDemoApplyMoney: [{ coin: "SOL", amountStr: "1" }] }))).toBe(true)
    expect(Result.isFailure(decode({ utaDemoApplyMoney: [{ coin: "BTC", amountStr: "one" }] }))).toBe(true)
  })

  it("creates the demo account with a body of {} and the documented permission", () => {
    expect(Schema.decodeUnknownSync(Demo.createDemoMember.request)({})).toEqual({})
    expect(Demo.createDemoMember.permission).toEqual({ group: "Wallet", name: "AccountTransfer" })
    expect(Demo.createDemoMember.method).toBe("POST")
  })
})
