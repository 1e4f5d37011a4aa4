import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Position from "../../../src/Http/v5/Position.js"
import { row, runTable } from "./fixture.js"

const position = row("position")

describe("V5 position endpoints decode the docs' examples strictly", () => {
  runTable([
    position(Position.list, (r) => expect(r.list[0]?.symbol).toBe("BTCUSD"), "position-list"),
    position(Position.setLeverageEndpoint, (r) => expect(r).toEqual({})),
    position(Position.setRiskLimitEndpoint, (r) => {
      expect([r.category, r.riskId, r.riskLimitValue]).toEqual(["linear", 4, "8000000"])
    }),
    position(Position.symbolInfo, (r) => {
      expect(r.category).toBe("linear")
      // one row per position index of a hedge-mode symbol
      expect(r.list.map((l) => [l.symbol, l.leverage, l.positionIdx])).toEqual([
        ["MNTUSDT", "10", 2],
        ["MNTUSDT", "10", 1]
      ])
    }),
    position(Position.switchIsolated, (r) => expect(r).toEqual({})),
    position(Position.setTpSlMode, (r) => expect(r.tpSlMode).toBe("Full")),
    position(Position.switchMode, (r) => expect(r).toEqual({})),
    position(Position.tradingStop, (r) => expect(r).toEqual({})),
    position(Position.autoAddMargin, (r) => expect(r).toEqual({})),
    position(Position.confirmPendingMmr, (r) => expect(r).toEqual({})),
    position(Position.addMargin, (r) => {
      expect([r.symbol, r.positionIdx, r.riskId, r.size]).toEqual(["ETHUSD", 0, 11, "200"])
      expect([r.liqPrice, r.positionIM, r.autoAddMargin]).toEqual(["1550.80", "0.01926611", 0])
    }),
    position(Position.closedPnl, (r) => {
      const pnl = r.list[0]
      expect([pnl?.closedPnl, pnl?.avgEntryPrice, pnl?.fillCount]).toEqual(["-47.4065323", "1194.97516667", "4"])
      // nanosecond timestamps stay strings
      expect(pnl?.createdTime).toBe("1672214887231423699")
    }),
    position(Position.closedPositions, (r) => {
      expect(r.list).toHaveLength(2)
      expect([r.list[1]?.totalPnl, r.list[1]?.closeTime]).toEqual(["-7.60858218", 1749715220240])
    }),
    position(Position.movePositions, (r) => {
      expect([r.blockTradeId, r.status, r.rejectParty]).toEqual(["e9bb926c95f54cf1ba3e315a58b8597b", "Processing", ""])
    }),
    position(Position.moveHistory, (r) => {
      expect([r.list[0]?.userId, r.list[0]?.status, r.list[0]?.createdAt]).toEqual([592324, "Filled", 1697186522865])
      expect(r.nextPageCursor).toBe("page_token%3D1241742%26")
    })
  ])

  it("reads futures leverage for linear or inverse only, signed with the position permission", () => {
    const decode = Schema.decodeUnknownResult(Position.symbolInfo.request)
    expect(Result.isSuccess(decode({ category: "linear", symbol: "BTCUSDT" }))).toBe(true)
    expect(Result.isSuccess(decode({ category: "inverse" }))).toBe(true)
    expect(Result.isFailure(decode({ category: "spot" }))).toBe(true)
    expect(Endpoint.permissionFor(Position.symbolInfo, {})).toEqual({ group: "ContractTrade", name: "Position" })
    expect([Position.symbolInfo.method, Position.symbolInfo.idempotent]).toEqual(["GET", true])
  })
})
