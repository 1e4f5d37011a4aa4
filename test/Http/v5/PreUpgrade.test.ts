import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as PreUpgrade from "../../../src/Http/v5/PreUpgrade.js"
import { decodeExample } from "./docsExample.js"

const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void]> = [
  [
    PreUpgrade.orderHistory,
    (r: Schema.Schema.Type<typeof PreUpgrade.orderHistory.response>) => {
      expect(r.category).toBe("linear")
      expect(r.list[0]!.avgPrice).toBe("28632.126000")
      expect(r.list[0]!.rejectReason).toBe("EC_NoError")
      expect(r.list[0]!.reduceOnly).toBe(true)
      expect(r.nextPageCursor).toBe("page_token%3D69406%26")
    }
  ],
  [
    PreUpgrade.executionList,
    (r: Schema.Schema.Type<typeof PreUpgrade.executionList.response>) => {
      expect(r.list[0]!.execType).toBe("Funding")
      expect(r.list[0]!.execFee).toBe("0.6364003")
      expect(r.list[0]!.orderType).toBe("UNKNOWN")
    }
  ],
  [
    PreUpgrade.closedPnl,
    (r: Schema.Schema.Type<typeof PreUpgrade.closedPnl.response>) => {
      expect(r.list[0]!.closedPnl).toBe("204.25510011")
      expect(r.list[0]!.fillCount).toBe(22)
      expect(r.nextPageCursor).toBe("")
    }
  ],
  [
    PreUpgrade.transactionLog,
    (r: Schema.Schema.Type<typeof PreUpgrade.transactionLog.response>) => {
      expect(r.list[0]!.type).toBe("DELIVERY")
      expect(r.list[0]!.cashBalance).toBe("1001.1438885")
      expect(r.list[0]!.funding).toBe("")
    }
  ],
  [
    PreUpgrade.deliveryRecord,
    (r: Schema.Schema.Type<typeof PreUpgrade.deliveryRecord.response>) => {
      expect(r.list[0]!.deliveryTime).toBe(1686729604507)
      expect(r.list[0]!.deliveryRpl).toBe("0.175")
    }
  ],
  [
    PreUpgrade.settlementRecord,
    (r: Schema.Schema.Type<typeof PreUpgrade.settlementRecord.response>) => {
      expect(r.list[0]!.size).toBe("-0.5")
      expect(r.list[0]!.sessionAvgPrice).toBe("1668.41")
    }
  ]
]

describe("V5 pre-upgrade endpoints", () => {
  for (const [endpoint, check] of examples) {
    it.effect(`${endpoint.name} decodes the docs example`, () =>
      Effect.map(decodeExample(endpoint, "preupgrade"), (result) => check(result as never))
    )
  }

  it("every endpoint is in the table and pages by nextPageCursor", () => {
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of PreUpgrade.endpoints) {
      expect(covered.has(endpoint.name), endpoint.name).toBe(true)
      expect(endpoint.pagination).toEqual({ cursor: "nextPageCursor", list: "list" })
    }
  })

  it("checks the categories each endpoint documents", () => {
    const closedPnl = Schema.decodeUnknownResult(PreUpgrade.closedPnl.request)
    expect(Result.isSuccess(closedPnl({ category: "linear", symbol: "BTCUSDT" }))).toBe(true)
    expect(Result.isFailure(closedPnl({ category: "linear" }))).toBe(true)
    expect(Result.isFailure(closedPnl({ category: "option", symbol: "BTCUSDT" }))).toBe(true)
    const delivery = Schema.decodeUnknownResult(PreUpgrade.deliveryRecord.request)
    expect(Result.isFailure(delivery({ category: "linear" }))).toBe(true)
    const orders = Schema.decodeUnknownResult(PreUpgrade.orderHistory.request)
    expect(Result.isSuccess(orders({ category: "spot", limit: 50 }))).toBe(true)
    expect(Result.isFailure(orders({ category: "linear", limit: 51 }))).toBe(true)
  })
})
