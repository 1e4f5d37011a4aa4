import { describe, expect, it } from "@effect/vitest"
import * as KeyCheck from "../../src/Http/KeyCheck.js"

describe("KeyCheck.inspect", () => {
  it("warns about a withdrawing key and a key bound to no IP", () => {
    const risky = KeyCheck.inspect({
      permissions: { Wallet: ["AccountTransfer", "Withdraw"], ContractTrade: ["Order"] },
      ips: ["*"],
      readOnly: 0
    })
    expect(risky.map((f) => f.kind)).toEqual(["CanWithdraw", "NoIpWhitelist"])
    expect(KeyCheck.inspect({ permissions: {}, ips: [], readOnly: 1 }).map((f) => f.kind)).toEqual(["NoIpWhitelist"])
  })

  it("is quiet about a trading key bound to an address", () => {
    expect(
      KeyCheck.inspect({ permissions: { ContractTrade: ["Order", "Position"] }, ips: ["203.0.113.7"], readOnly: 0 })
    ).toEqual([])
  })
})
