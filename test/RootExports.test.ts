/**
 * The package root's exports, pinned: a change to this list is a change to the public API (record it in CHANGELOG).
 * Plumbing (signing, transports, validation, the connection's session and registry) stays out, and so do the pre-V5
 * families, which have their own entry point (`effect-bybit/legacy`, pinned below).
 */
import { describe, expect, it } from "@effect/vitest"
import * as Root from "../src/index.js"
import * as LegacyEntry from "../src/legacy.js"

const expected = [
  "Account",
  "AccountState",
  "Affiliate",
  "Algo",
  "AllEndpoints",
  "AlphaLp",
  "AlphaPrediction",
  "AlphaTrade",
  "Asset",
  "Batch",
  "BookView",
  "Broker",
  "Bybit",
  "BybitHttp",
  "BybitSchema",
  "BybitSocket",
  "Candles",
  "Card",
  "ClockOffset",
  "ConfigError",
  "ConnectionState",
  "Credentials",
  "CryptoLoan",
  "CryptoLoanCommon",
  "CryptoLoanFixed",
  "CryptoLoanFlexible",
  "Demo",
  "Earn",
  "EarnDoubleWin",
  "EarnFixedTerm",
  "EarnRwa",
  "EarnSavings",
  "EarnToken",
  "Endpoint",
  "Environment",
  "ExchangeError",
  "Execution",
  "Fiat",
  "FuturesBot",
  "GridBot",
  "HoldToEarn",
  "InsLoan",
  "InstrumentRules",
  "KeyCheck",
  "KlineStream",
  "Lending",
  "LiquidityMining",
  "LocalBook",
  "Market",
  "Misc",
  "Observability",
  "OrderBook",
  "P2P",
  "Paginate",
  "Platform",
  "Position",
  "PreUpgrade",
  "ProductTopics",
  "Pwm",
  "PwmAssetManager",
  "RateBudget",
  "RateBudgetStore",
  "RateLimit",
  "RateLimitApi",
  "RequestDefaults",
  "Rfq",
  "Sbe",
  "SbeTopics",
  "Signer",
  "SocketError",
  "SpotCrossMarginTrade",
  "SpotLeverToken",
  "SpotMarginTrade",
  "Spread",
  "Strategy",
  "TickerState",
  "Topics",
  "Trade",
  "TradeApi",
  "TradeTape",
  "TransportError",
  "UnexpectedExchangeError",
  "User",
  "WebPlatform",
  "WsMarket"
]

describe("the package root", () => {
  it("exports exactly the pinned list", () => {
    expect(Object.keys(Root).sort()).toEqual(expected)
  })

  it("keeps plumbing out and does not shadow effect/Schema", () => {
    const names = new Set(Object.keys(Root))
    for (const internal of [
      "Schema",
      "StatusText",
      "Validate",
      "Multipart",
      "Params",
      "Transport",
      "Connection",
      "BookSide",
      "SignV5",
      "SignLegacy",
      "Catalogue",
      "Session",
      "Registry",
      "Protocol",
      "Retry",
      "SbeEncode",
      "LazyClassify"
    ]) {
      expect(names.has(internal), internal).toBe(false)
    }
  })
})

describe("the legacy entry point (effect-bybit/legacy)", () => {
  it("exports exactly the pre-V5 families, none of which the root exports", () => {
    expect(Object.keys(LegacyEntry).sort()).toEqual(["Legacy", "LegacyEndpoints", "LegacyWs"])
    const root = new Set(Object.keys(Root))
    for (const name of Object.keys(LegacyEntry)) expect(root.has(name), name).toBe(false)
  })

  it("keeps each family's contents", () => {
    expect(Object.keys(LegacyEntry.Legacy).sort()).toEqual([
      "AssetV1",
      "AssetV3",
      "ContractV3",
      "CopyTrading",
      "DerivativesV3",
      "InverseFutures",
      "InverseV2",
      "LinearV2",
      "SpotV1",
      "SpotV3",
      "UnifiedV3",
      "UsdcOption",
      "UsdcPerpetual",
      "UserV3"
    ])
    expect(Object.keys(LegacyEntry.LegacyWs).sort()).toEqual(["LegacySocket", "Markets", "Protocol", "SpotV1Depth"])
    expect(LegacyEntry.LegacyEndpoints.families).toHaveLength(14)
  })
})
