/**
 * Response values today's docs name (found by docs:diff, issue 73, bybit-exchange/docs 072c197): each is one of the
 * literals its schema types (the tolerant forms decode any value; these are typed, so they autocomplete and a
 * `switch` over them is checked), and a response carrying it decodes with it.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Schema from "effect/Schema"
import * as EnumDrift from "../../scripts/docs/EnumDrift.js"
import * as ClosedPnl from "../../src/Schema/ClosedPnl.js"
import * as Convert from "../../src/Schema/Convert.js"
import * as Earn from "../../src/Schema/Earn.js"
import * as EarnFixedTerm from "../../src/Schema/EarnFixedTerm.js"
import * as FuturesBot from "../../src/Schema/FuturesBot.js"

const cases: ReadonlyArray<readonly [string, { readonly ast: Schema.Top["ast"] }, string, ReadonlyArray<string>]> = [
  [
    "convert records made on the web or app",
    Convert.Conversion,
    "accountType",
    ["funding", "funding_fiat", "funding_fbtc_convert", "funding_block_trade"]
  ],
  [
    "fixed-term yield reinvested",
    EarnFixedTerm.EarnFixedTermOrderResultList,
    "yieldInfoList.status",
    ["ReinvestSuccess"]
  ],
  ["Advanced Earn positions settling and settled", Earn.AdvancedPosition, "status", ["Settling", "Settled"]],
  ["Smart Leverage directions", Earn.AdvancedPosition, "direction", ["Long", "Short"]],
  ["Smart Leverage order directions", Earn.AdvancedOrder, "direction", ["Long", "Short"]],
  ["a closed position's session settlement", ClosedPnl.ClosedPnl, "execType", ["SessionSettlePnL"]],
  ["a combo bot's side as the table writes it", FuturesBot.ComboSymbol, "side", ["Long", "Short"]]
]

describe("response values the docs added are typed", () => {
  for (const [name, schema, path, values] of cases)
    it(name, () => {
      const typed = EnumDrift.literals(schema.ast, path)
      for (const value of values) expect(typed.has(value), `${path} = ${value}`).toBe(true)
    })

  it("a closed PnL row with SessionSettlePnL decodes with it", () => {
    const row = {
      symbol: "BTCPERP",
      orderId: "1",
      side: "Sell",
      qty: "1",
      orderPrice: "100",
      orderType: "Market",
      execType: "SessionSettlePnL",
      closedSize: "1",
      cumEntryValue: "100",
      avgEntryPrice: "100",
      cumExitValue: "101",
      avgExitPrice: "101",
      closedPnl: "1",
      fillCount: "1",
      leverage: "10",
      openFee: "0",
      closeFee: "0",
      createdTime: "1",
      updatedTime: "1"
    }
    expect(Schema.decodeUnknownSync(ClosedPnl.ClosedPnl)(row).execType).toBe("SessionSettlePnL")
  })
})
