/**
 * Every code of the spec's REST table reaches a caller as its own tag through a real endpoint call (a recording
 * server answers the code), and `catchTag` on that tag handles it. Codes outside an endpoint's list and the common
 * sets arrive as `UnexpectedExchangeError` with the specific error inside.
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Bybit from "../../src/Bybit.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Asset from "../../src/Http/v5/Asset.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as SpotCrossMarginTrade from "../../src/Http/v5/SpotCrossMarginTrade.js"
import * as SpotLeverToken from "../../src/Http/v5/SpotLeverToken.js"
import * as SpotMarginTrade from "../../src/Http/v5/SpotMarginTrade.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as TestServer from "../support/TestServer.js"

const credentials = { apiKey: "codes-key", apiSecret: "codes-secret-0123456789" }

/** The REST client on the test server. */
const client: TestServer.ClientOptions = { credentials }

const order = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "1" } as const

/** One case: the code, the tag it must arrive as, the path that answers it and the call that meets it. */
interface Case {
  readonly code: number
  readonly tag: string
  readonly path: string
  readonly call: Effect.Effect<unknown, { readonly _tag: string; readonly code?: unknown }, Bybit.Services>
}

const cases: ReadonlyArray<Case> = [
  { code: 10001, tag: "ParamsError", path: "/v5/market/tickers", call: Market.getTickers({ category: "spot" }) },
  {
    code: 10003,
    tag: "InvalidApiKey",
    path: "/v5/account/wallet-balance",
    call: Account.getWalletBalance({ accountType: "UNIFIED" })
  },
  { code: 10004, tag: "InvalidSignature", path: "/v5/order/create", call: Trade.submitOrder(order) },
  { code: 10005, tag: "PermissionDenied", path: "/v5/order/create", call: Trade.submitOrder(order) },
  {
    code: 10010,
    tag: "UnmatchedIp",
    path: "/v5/account/wallet-balance",
    call: Account.getWalletBalance({ accountType: "UNIFIED" })
  },
  {
    code: 10020,
    tag: "AccountNotUnified",
    path: "/v5/account/wallet-balance",
    call: Account.getWalletBalance({ accountType: "UNIFIED" })
  },
  {
    code: 12000,
    tag: "ExchangeUnknownError",
    path: "/v5/market/tickers",
    call: Market.getTickers({ category: "spot" })
  },
  {
    code: 110001,
    tag: "OrderNotFound",
    path: "/v5/order/cancel",
    call: Trade.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderId: "x" })
  },
  { code: 110007, tag: "InsufficientBalance", path: "/v5/order/create", call: Trade.submitOrder(order) },
  {
    code: 110026,
    tag: "CrossIsolatedModeNotModified",
    path: "/v5/position/switch-isolated",
    call: Position.switchIsolatedMargin({
      category: "linear",
      symbol: "BTCUSDT",
      tradeMode: 1,
      buyLeverage: "10",
      sellLeverage: "10"
    })
  },
  {
    code: 110043,
    tag: "LeverageNotModified",
    path: "/v5/position/set-leverage",
    call: Position.setLeverage({ category: "linear", symbol: "BTCUSDT", buyLeverage: "10", sellLeverage: "10" })
  },
  {
    code: 110073,
    tag: "SetMarginModeFailed",
    path: "/v5/account/set-margin-mode",
    call: Account.setMarginMode({ setMarginMode: "PORTFOLIO_MARGIN" })
  },
  { code: 130006, tag: "QtyExceedsMaxLimit", path: "/v5/order/create", call: Trade.submitOrder(order) },
  {
    code: 131214,
    tag: "TransferIdExists",
    path: "/v5/asset/transfer/inter-transfer",
    call: Asset.createInternalTransfer({
      transferId: "42cd6a2e-4b3c-4b9c-9a86-0a2e7f5e3b11",
      coin: "USDT",
      amount: "1",
      fromAccountType: "UNIFIED",
      toAccountType: "FUND"
    })
  },
  {
    code: 175010,
    tag: "LeveragedTokenQuizRequired",
    path: "/v5/spot-lever-token/purchase",
    call: SpotLeverToken.purchaseSpotLeveragedToken({ ltCoin: "BTC3L", ltAmount: "100" })
  },
  {
    code: 176008,
    tag: "SpotMarginNotEnabled",
    path: "/v5/spot-cross-margin-trade/loan",
    call: SpotCrossMarginTrade.spotMarginBorrow({ coin: "USDT", qty: "10" })
  },
  {
    code: 176037,
    tag: "SpotMarginQuestionnaireNotSubmitted",
    path: "/v5/spot-margin-trade/switch-mode",
    call: SpotMarginTrade.toggleSpotMarginTrade({ spotMarginMode: "1" })
  },
  {
    code: 3303001,
    tag: "IncorrectPrivateOperation",
    path: "/v5/account/wallet-balance",
    call: Account.getWalletBalance({ accountType: "UNIFIED" })
  },
  {
    code: 3500712,
    tag: "InvalidMmpParameters",
    path: "/v5/account/mmp-modify",
    call: Account.setMMP({ baseCoin: "ETH", window: "5000", frozenPeriod: "100000", qtyLimit: "50", deltaLimit: "20" })
  }
]

describe("the spec's REST codes reach callers by their tags", () => {
  it("covers every code of the spec's table but 0 and 10016 (which has its own tests)", () => {
    expect(cases.map((c) => c.code).sort((a, b) => a - b)).toEqual([
      10001, 10003, 10004, 10005, 10010, 10020, 12000, 110001, 110007, 110026, 110043, 110073, 130006, 131214, 175010,
      176008, 176037, 3303001, 3500712
    ])
  })

  for (const c of cases) {
    it.live(`${c.code} → ${c.tag} (${c.path})`, () =>
      TestServer.withServer(client, (server) =>
        Effect.gen(function* () {
          server.reply(c.path, TestServer.fail(c.code, `answered ${c.code}`))
          const error = yield* Effect.flip(c.call)
          expect(error._tag).toBe(c.tag)
          expect(error.code).toBe(c.code)
          expect(server.requests).toHaveLength(1)
        })
      )
    )
  }

  it.live("catchTag works on the common signed codes wherever a private endpoint is called", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/account/wallet-balance", TestServer.fail(10020, "account not unified"))
        server.reply("/v5/position/set-leverage", TestServer.fail(3303001, "incorrect private operation"))
        const wallet = yield* Account.getWalletBalance({ accountType: "UNIFIED" }).pipe(
          Effect.as("ok"),
          Effect.catchTag("AccountNotUnified", (e) => Effect.succeed(`upgrade needed (${e.code})`))
        )
        expect(wallet).toBe("upgrade needed (10020)")
        const leverage = yield* Position.setLeverage({
          category: "linear",
          symbol: "BTCUSDT",
          buyLeverage: "5",
          sellLeverage: "5"
        }).pipe(
          Effect.as("ok"),
          Effect.catchTag("IncorrectPrivateOperation", (e) => Effect.succeed(`refused (${e.code})`))
        )
        expect(leverage).toBe("refused (3303001)")
        server.reply("/v5/account/mmp-state", TestServer.fail(3500712, "incorrect MMP parameters"))
        const mmp = yield* Account.getMMPState({ baseCoin: "ETH" }).pipe(
          Effect.as("ok"),
          Effect.catchTag("InvalidMmpParameters", (e) => Effect.succeed(`mmp (${e.code})`))
        )
        expect(mmp).toBe("mmp (3500712)")
      })
    )
  )

  it.live("order create declares the spot order checks the exchange answers", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        const spot = {
          category: "spot",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "1",
          price: "1"
        } as const
        const expected: ReadonlyArray<readonly [number, string]> = [
          [170121, "InvalidSymbol"],
          [170133, "SpotOrderPriceTooLow"],
          [170134, "SpotOrderPriceTooPrecise"],
          [170137, "SpotOrderQtyTooPrecise"],
          [170148, "MarketOrderAmountTooPrecise"]
        ]
        for (const [code, tag] of expected) {
          server.reply("/v5/order/create", TestServer.fail(code, `spot ${code}`))
          expect((yield* Effect.flip(Trade.submitOrder(spot)))._tag).toBe(tag)
        }
        server.reply(
          "/v5/asset/transfer/query-account-coin-balance",
          TestServer.fail(131203, "request parameter error")
        )
        const balance = yield* Effect.flip(Asset.getCoinBalance({ accountType: "UNIFIED", coin: "USDT" }))
        expect(balance._tag).toBe("TransferParamsError")
      })
    )
  )

  it.live("a catalogued code the endpoint does not list arrives as UnexpectedExchangeError with its own error", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/market/tickers", TestServer.fail(175010, "quiz first"))
        const error = yield* Effect.flip(Market.getTickers({ category: "spot" }))
        expect(error._tag).toBe("UnexpectedExchangeError")
        if (error._tag !== "UnexpectedExchangeError") return
        expect(error.error._tag).toBe("LeveragedTokenQuizRequired")
        expect(error.error.code).toBe(175010)
        expect(error.error.endpoint).toBe("/v5/market/tickers")
        expect(error.message).toContain("LeveragedTokenQuizRequired")
        // an uncatalogued code stays ApiError
        server.reply("/v5/market/tickers", TestServer.fail(987654, "brand new"))
        expect((yield* Effect.flip(Market.getTickers({ category: "spot" })))._tag).toBe("ApiError")
      })
    )
  )
})

describe("10016: a server error (current V5 docs)", () => {
  const fast = { credentials, retry: { baseDelay: "1 millis", maxDelay: "5 millis" } } as const

  it.live("an idempotent read is re-sent with backoff and succeeds when the server recovers", () =>
    TestServer.withServer(
      (server) =>
        Effect.gen(function* () {
          let sends = 0
          server.reply("/v5/market/tickers", () =>
            ++sends < 3 ? TestServer.fail(10016, "Server error.") : TestServer.ok({ category: "spot", list: [] })
          )
          const tickers = yield* Market.getTickers({ category: "spot" })
          expect(tickers.category).toBe("spot")
          expect(sends).toBe(3)
          // a server that stays down: the retries run out and the caller gets ServerError
          sends = 0
          server.reply("/v5/market/tickers", () => {
            sends++
            return TestServer.fail(10016, "Server error.")
          })
          const error = yield* Effect.flip(Market.getTickers({ category: "spot" }))
          expect(error._tag).toBe("ServerError")
          expect(sends).toBe(4)
        }),
      fast
    )
  )

  it.live("a write answered 10016 has an unknown outcome: confirmed by orderLinkId when it landed", () =>
    TestServer.withServer(
      (server) =>
        Effect.gen(function* () {
          server.reply("/v5/order/create", TestServer.fail(10016, "Server error."))
          // the order did land: the lookup by orderLinkId finds it
          // the order did land: the lookup by orderLinkId finds it (the docs' example order, link id test-000005)
          const realtime = JSON.parse(
            readFileSync(new URL("../fixtures/v5/order-realtime.json", import.meta.url), "utf8")
          )
          server.reply("/v5/order/realtime", { body: realtime })
          const placed = yield* Trade.submitOrder({ ...order, orderLinkId: "test-000005" })
          expect(placed).toEqual({ orderId: "fd4300ae-7847-404e-b947-b46980a4d140", orderLinkId: "test-000005" })
          expect(server.requests.filter((r) => r.path === "/v5/order/create")).toHaveLength(1)

          // without an orderLinkId nothing can confirm it: OutcomeUnknown, sent once
          const before = server.requests.length
          const unknown = yield* Effect.flip(Trade.submitOrder(order))
          expect(unknown._tag).toBe("OutcomeUnknown")
          expect(server.requests.slice(before).filter((r) => r.path === "/v5/order/create")).toHaveLength(1)
        }),
      fast
    )
  )
})
