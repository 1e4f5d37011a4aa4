import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Position from "../../src/Schema/Position.js"
import { fixtureEnvelope } from "./fixture.js"

describe("Position", () => {
  it.effect("decodes the /v5/position/list docs example", () =>
    Effect.gen(function* () {
      const env = yield* fixtureEnvelope("position-list")
      const positions = yield* Schema.decodeUnknownEffect(Position.PositionList)(env.result)
      expect(positions.category).toBe("inverse")
      expect(positions.nextPageCursor).toBe("")
      const p = positions.list[0]!
      expect([p.symbol, p.side, p.size, p.positionIdx]).toEqual(["BTCUSD", "Sell", "300", 0])
      expect(p.avgPrice).toBe("27464.50441675")
      expect(p.liqPrice).toBe("")
      expect(p.bustPrice).toBe("999999.00")
      expect([p.riskId, p.tradeMode, p.autoAddMargin, p.adlRankIndicator]).toEqual([1, 0, 1, 2])
      expect(p.positionStatus).toBe("Normal")
      expect(p.leverage).toBe("10")
      expect(p.unrealisedPnl).toBe("-0.00029413")
      expect(p.seq).toBe(5723621632)
      expect(p.isReduceOnly).toBe(false)
      expect(p.sessionAvgPrice).toBe("")
      expect(p.tpslMode).toBe("Full")
      expect([p.createdTime, p.updatedTime]).toEqual(["1676538056258", "1697673600012"])
    })
  )

  it('decodes a flat position (side "" or "None") and seq sent as "-1"', () => {
    const decode = Schema.decodeUnknownSync(Position.Position)
    const flat = decode({ symbol: "ETHUSDT", side: "", size: "0", positionIdx: 0, seq: "-1", leverage: "" })
    expect([flat.side, flat.size, flat.seq, flat.leverage]).toEqual(["", "0", -1, ""])
    expect(decode({ symbol: "BTCUSD", side: "None", size: "0" }).side).toBe("None")
  })

  it("validates the request", () => {
    const decode = Schema.decodeUnknownResult(Position.PositionListRequest)
    expect(decode({ category: "linear", settleCoin: "USDT", limit: 50 })).toStrictEqual(
      Result.succeed({ category: "linear", settleCoin: "USDT", limit: 50 })
    )
    expect(Result.isFailure(decode({ category: "perpetual", symbol: "BTCUSDT" }))).toBe(true)
    expect(Result.isFailure(decode({ category: "linear", limit: "50" }))).toBe(true)
  })
})
