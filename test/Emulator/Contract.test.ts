import { readFileSync } from "node:fs"
import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import { Exchange } from "../../src/Emulator/Exchange.js"
import * as Rest from "../../src/Emulator/wire/Rest.js"
import { BybitHttp } from "../../src/Http/BybitHttp.js"
import type * as Endpoint from "../../src/Http/Endpoint.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Asset from "../../src/Http/v5/Asset.js"
import * as All from "../../src/Http/v5/all.js"
import * as Batch from "../../src/Http/v5/Batch.js"
import * as Execution from "../../src/Http/v5/Execution.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as User from "../../src/Http/v5/User.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Node from "../../src/node.js"
import * as AnswerFields from "../support/AnswerFields.js"

// Every endpoint the emulator serves, called through the library's own callables, with an error path for the
// trading and account ones; afterwards the emulator must not have answered any endpoint with a retCode outside the
// codes its definition declares (`admin.violations()`).

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const fixture = (name: string): string => readFileSync(new URL(`../fixtures/rsa/${name}`, import.meta.url), "utf8")
const rsa = { publicKeyPem: fixture("public.pem"), privateKeyPem: fixture("private.pem") }

/** Paths called successfully, and paths that answered with an error, across the whole file. */
const succeeded = new Set<string>()
const failed = new Set<string>()

/** Every successful answer, decoded, by endpoint: what the emulator's answers carry. */
const answers = new Map<Endpoint.Any, Array<unknown>>()

const record = <A, E, R>(
  endpoint: Endpoint.Any,
  effect: Effect.Effect<A, E, R>,
  resultOf: (value: A) => unknown = (value) => value
): Effect.Effect<A, E, R> =>
  effect.pipe(
    Effect.tap((value) =>
      Effect.sync(() => {
        succeeded.add(endpoint.path)
        answers.set(endpoint, [...(answers.get(endpoint) ?? []), resultOf(value)])
      })
    ),
    Effect.tapError(() => Effect.sync(() => failed.add(endpoint.path)))
  )

const Env = Layer.unwrap(
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    const h = yield* Emulator.make({ port: 0, seed: 11, rsa })
    h.admin.setBalance("USDT", "100000")
    const client = Bybit.layer({
      environment: h.environment,
      credentials: { apiKey: h.apiKey, apiSecret: h.apiSecret }
    }).pipe(Layer.provide(Node.layer))
    // Every call the library makes is recorded by path, with its outcome.
    const recorded = Layer.effect(
      BybitHttp,
      Effect.map(BybitHttp, (http) => ({
        ...http,
        call: (endpoint, params, options) => record(endpoint, http.call(endpoint, params, options)),
        callWithMeta: (endpoint, params, options) =>
          record(endpoint, http.callWithMeta(endpoint, params, options), (response) => response.result)
      }))
    ).pipe(Layer.provide(client))
    return Layer.merge(Layer.succeed(Emulator.Emulator, h), recorded)
  })
)

const sharedRow = "a field of a row schema other pages share; this page does not list it"

/**
 * The fields a definition names that the emulator's answers leave out, each with why: what the endpoint's page says
 * (checked against the docs of 2026-11: bybit-exchange/docs). Everything else a definition names is answered.
 */
const notCarried = new Map<string, string>([
  ["/v5/asset/exchange/quote-apply requestId", "echoes the request's optional requestId, which this call did not send"],
  ["/v5/asset/fundinghistory list.currcCursor", sharedRow],
  ["/v5/asset/withdraw/withdrawable-amount withdrawableAmount.EARN", "not returned when the coin cannot leave by Earn"],
  [
    "/v5/asset/withdraw/withdrawable-amount withdrawableAmount.SPOT",
    "not returned when the spot wallet is removed (UTA)"
  ],
  ["/v5/execution/list list.category", sharedRow],
  ["/v5/execution/list list.execPnl", sharedRow],
  ["/v5/execution/list list.isLeverage", sharedRow],
  ["/v5/execution/list list.marketUnit", sharedRow],
  [
    "/v5/market/adlAlert updateTime",
    "the table says updateTime, the example (a real answer) updatedTime, which is served"
  ],
  ["/v5/market/instruments-info list.isPublicRpi", "not on the page today"],
  ["/v5/market/instruments-info list.myRpiPermission", "not on the page today"],
  ["/v5/order/amend-batch list.createAt", sharedRow],
  ["/v5/order/cancel-batch list.createAt", sharedRow],
  ["/v5/order/history list.brokerOrderPrice", sharedRow],
  ["/v5/order/history list.category", sharedRow],
  ["/v5/order/history list.closedPnl", "the order topic's field (the row schema is shared)"],
  ["/v5/order/history list.feeCurrency", "the order topic's field (the row schema is shared)"],
  ["/v5/order/realtime list.brokerOrderPrice", sharedRow],
  ["/v5/order/realtime list.category", sharedRow],
  ["/v5/order/realtime list.closedPnl", "the order topic's field (the row schema is shared)"],
  ["/v5/order/realtime list.feeCurrency", "the order topic's field (the row schema is shared)"],
  ["/v5/position/list list.category", sharedRow],
  ["/v5/position/list list.entryPrice", "the older name of avgPrice, not on the page"],
  ["/v5/position/list list.mmrSysUpdateTime", "the example's misspelling; the table's mmrSysUpdatedTime is served"],
  ["/v5/user/create-sub-api ips", "a request field; the page's answer has no ips"]
])

const tagOf = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e) => e._tag)

/** The demo account's key with a wrong secret: the signature check fails (10004). */
const wrongSecret = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Emulator.Emulator, (h) =>
    Credentials.withCredentials(effect, {
      apiKey: Redacted.make(h.apiKey),
      apiSecret: Redacted.make(`${h.apiSecret}0`)
    })
  )

const BTC = { category: "linear", symbol: "BTCUSDT" } as const
const ids = {
  transfer1: "0f6b3f6e-1b1c-4c5e-9a0d-000000000001",
  transfer2: "0f6b3f6e-1b1c-4c5e-9a0d-000000000002",
  transfer3: "0f6b3f6e-1b1c-4c5e-9a0d-000000000003",
  transfer4: "0f6b3f6e-1b1c-4c5e-9a0d-000000000004"
}
/** State carried between the sequential tests. */
const shared = { subUid: 0, subApiKey: "", subApiSecret: Redacted.make("") }

layer(Env, { timeout: "30 seconds" })("the emulator's contract, through the library", (it) => {
  describe("market", () => {
    it.effect("answers every market endpoint", () =>
      Effect.gen(function* () {
        const time = yield* Market.getServerTime()
        expect(time.timeSecond).toBe(String(NOW / 1000))
        const instruments = yield* Market.getInstrumentsInfo({ category: "linear" })
        expect(instruments.list.map((i) => i.symbol)).toContain("BTCUSDT")
        const book = yield* Market.getOrderbook({ ...BTC, limit: 5 })
        expect(book.b.length).toBe(5)
        const full = yield* Market.getFullOrderbook(BTC)
        expect(full.s).toBe("BTCUSDT")
        const tickers = yield* Market.getTickers({ category: "spot" })
        expect(tickers.list.length).toBeGreaterThan(0)
        // every category's shape, so each field of the tickers' and instruments' unions is seen once
        for (const category of ["linear", "inverse", "option"] as const) {
          const filter = category === "option" ? { category, baseCoin: "BTC" } : { category }
          expect((yield* Market.getTickers(filter)).list.length).toBeGreaterThan(0)
          expect((yield* Market.getInstrumentsInfo(filter)).list.length).toBeGreaterThan(0)
        }
        expect((yield* Market.getInstrumentsInfo({ category: "spot" })).list.length).toBeGreaterThan(0)
        const option = (yield* Market.getInstrumentsInfo({ category: "option", baseCoin: "BTC" })).list[0]?.symbol ?? ""
        yield* Market.getPublicTradingHistory({ category: "option", symbol: option, limit: 2 })
        const candles = { ...BTC, interval: "1", limit: 3 } as const
        expect((yield* Market.getKline(candles)).list.length).toBe(3)
        expect((yield* Market.getMarkPriceKline(candles)).list.length).toBe(3)
        expect((yield* Market.getIndexPriceKline(candles)).list.length).toBe(3)
        expect((yield* Market.getPremiumIndexPriceKline(candles)).list.length).toBe(3)
        expect((yield* Market.getPublicTradingHistory({ ...BTC, limit: 4 })).list.length).toBe(4)
        const oi = yield* Market.getOpenInterest({ ...BTC, intervalTime: "1h", limit: 5 })
        expect(oi.list.length).toBe(5)
        expect((yield* Market.getFundingRateHistory({ ...BTC, limit: 2 })).list.length).toBe(2)
        const hv = yield* Market.getHistoricalVolatility({ category: "option", baseCoin: "BTC" })
        expect(hv.length).toBeGreaterThan(0)
        expect((yield* Market.getInsurance({ coin: "BTC" })).list.length).toBeGreaterThan(0)
        expect((yield* Market.getRiskLimit(BTC)).list.length).toBeGreaterThan(0)
        yield* Market.getDeliveryPrice({ category: "option" })
        const ratio = yield* Market.getLongShortRatio({ ...BTC, period: "1h", limit: 3 })
        expect(ratio.list.length).toBe(3)
        expect((yield* Market.getOrderPriceLimit(BTC)).symbol).toBe("BTCUSDT")
        expect((yield* Market.getIndexPriceComponents({ indexName: "BTCUSDT" })).components.length).toBeGreaterThan(0)
        // group 1 (the USDT contracts) and group 8 (USDC perpetuals)
        expect((yield* Market.getFeeGroupStructure({ productType: "contract" })).list.length).toBe(2)
        expect((yield* Market.getNewDeliveryPrice({ category: "option", baseCoin: "BTC" })).list.length).toBe(50)
        expect((yield* Market.getADLAlert({ symbol: "BTCUSDT" })).list.length).toBe(1)
        expect((yield* Market.getRPIOrderbook({ ...BTC, limit: 5 })).b.length).toBe(5)
      })
    )

    it.effect("answers parameter errors as ParamsError", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(Market.getOrderbook({ category: "linear", symbol: "NOPEUSDT" }))).toBe("ParamsError")
        expect(yield* tagOf(Market.getInstrumentsInfo({ category: "linear", cursor: "x" }))).toBe("ParamsError")
        expect(yield* tagOf(Market.getRiskLimit({ category: "linear", symbol: "NOPEUSDT" }))).toBe("ParamsError")
      })
    )
  })

  describe("orders and executions", () => {
    it.effect("places, amends and cancels one order", () =>
      Effect.gen(function* () {
        const ack = yield* Trade.submitOrder({
          ...BTC,
          side: "Buy",
          orderType: "Limit",
          qty: "0.010",
          price: "20000.00",
          orderLinkId: "ct-1"
        })
        expect(ack.orderLinkId).toBe("ct-1")
        const tooBig = { ...BTC, side: "Buy", orderType: "Limit", qty: "1000", price: "20000.00" } as const
        expect(yield* tagOf(Trade.submitOrder(tooBig))).toBe("InsufficientBalance")

        yield* Trade.amendOrder({ ...BTC, orderLinkId: "ct-1", price: "20010.00" })
        expect(yield* tagOf(Trade.amendOrder({ ...BTC, orderLinkId: "nope", price: "1.00" }))).toBe("OrderNotFound")

        const open = yield* Trade.getActiveOrders(BTC)
        expect(open.list.map((o) => [o.orderLinkId, o.price])).toEqual([["ct-1", "20010.00"]])
        expect(yield* tagOf(Trade.getActiveOrders({ category: "linear" }))).toBe("ParamsError")

        yield* Trade.cancelOrder({ ...BTC, orderLinkId: "ct-1" })
        expect(yield* tagOf(Trade.cancelOrder({ ...BTC, orderLinkId: "ct-1" }))).toBe("OrderNotFound")

        const history = yield* Trade.getHistoricOrders({ category: "linear" })
        expect(history.list.map((o) => o.orderLinkId)).toContain("ct-1")
        expect(yield* tagOf(Trade.getHistoricOrders({ category: "linear", cursor: "bogus" }))).toBe("ParamsError")
      })
    )

    it.effect("places, amends and cancels in batches, with per-item errors", () =>
      Effect.gen(function* () {
        const order = { symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.010" } as const
        const placed = yield* Batch.batchSubmitOrders({
          category: "linear",
          request: [
            { ...order, price: "19000.00", orderLinkId: "ct-b1" },
            { ...order, symbol: "NOPEUSDT", price: "19000.00", orderLinkId: "ct-b2" }
          ]
        })
        expect(placed.map(Result.isSuccess)).toEqual([true, false])
        const amended = yield* Batch.batchAmendOrders({
          category: "linear",
          request: [
            { symbol: "BTCUSDT", orderLinkId: "ct-b1", price: "19010.00" },
            { symbol: "BTCUSDT", orderLinkId: "nope", price: "19010.00" }
          ]
        })
        expect(amended.map(Result.isSuccess)).toEqual([true, false])
        const cancelled = yield* Batch.batchCancelOrders({
          category: "linear",
          request: [
            { symbol: "BTCUSDT", orderLinkId: "ct-b1" },
            { symbol: "BTCUSDT", orderLinkId: "ct-b1" }
          ]
        })
        expect(cancelled.map(Result.isSuccess)).toEqual([true, false])
        // a batch refused as a whole fails the call
        const one = [{ symbol: "BTCUSDT", orderLinkId: "ct-b1" }]
        const refused = yield* Effect.all([
          tagOf(wrongSecret(Batch.batchSubmitOrders({ category: "linear", request: [{ ...order, price: "1.00" }] }))),
          tagOf(wrongSecret(Batch.batchAmendOrders({ category: "linear", request: [{ ...one[0]!, price: "1.00" }] }))),
          tagOf(wrongSecret(Batch.batchCancelOrders({ category: "linear", request: one })))
        ])
        expect(refused).toEqual(["InvalidSignature", "InvalidSignature", "InvalidSignature"])
      })
    )

    it.effect("cancels all, sets the disconnect window and lists executions", () =>
      Effect.gen(function* () {
        yield* Trade.submitOrder({ ...BTC, side: "Sell", orderType: "Limit", qty: "0.010", price: "90000.00" })
        const all = yield* Trade.cancelAllOrders(BTC)
        expect(all.list.length).toBe(1)
        expect(yield* tagOf(Trade.cancelAllOrders({ category: "linear" }))).toBe("ParamsError")

        yield* Trade.setDisconnectCancelAllWindow({ timeWindow: 40 })
        expect(yield* tagOf(wrongSecret(Trade.setDisconnectCancelAllWindow({ timeWindow: 40 })))).toBe(
          "InvalidSignature"
        )

        yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.010" })
        const fills = yield* Execution.getExecutionList(BTC)
        expect(fills.list.length).toBeGreaterThan(0)
        expect(yield* tagOf(Execution.getExecutionList({ category: "linear", cursor: "bogus" }))).toBe("ParamsError")
      })
    )
  })

  describe("positions", () => {
    it.effect("reads and changes positions", () =>
      Effect.gen(function* () {
        const positions = yield* Position.getPositionInfo(BTC)
        expect(positions.list[0]?.size).toBe("0.010")
        expect(yield* tagOf(Position.getPositionInfo({ category: "linear" }))).toBe("ParamsError")

        const eth = { category: "linear", symbol: "ETHUSDT" } as const
        yield* Position.setLeverage({ ...eth, buyLeverage: "5", sellLeverage: "5" })
        expect(yield* tagOf(Position.setLeverage({ ...eth, buyLeverage: "5", sellLeverage: "5" }))).toBe(
          "LeverageNotModified"
        )

        yield* Position.switchPositionMode({ ...eth, mode: 3 })
        yield* Position.switchPositionMode({ ...eth, mode: 0 })
        expect(yield* tagOf(Position.switchPositionMode({ category: "inverse", symbol: "BTCUSD", mode: 3 }))).toBe(
          "HedgeModeNotSupported"
        )

        const sol = { category: "linear", symbol: "SOLUSDT", buyLeverage: "10", sellLeverage: "10" } as const
        yield* Position.switchIsolatedMargin({ ...sol, tradeMode: 1 })
        expect(yield* tagOf(Position.switchIsolatedMargin({ ...sol, tradeMode: 1 }))).toBe(
          "CrossIsolatedModeNotModified"
        )

        yield* Position.setTradingStop({ ...BTC, tpslMode: "Full", positionIdx: 0, stopLoss: "10000.00" })
        expect(
          yield* tagOf(Position.setTradingStop({ ...eth, tpslMode: "Full", positionIdx: 0, stopLoss: "100.00" }))
        ).toBe("ParamsError")

        yield* Position.getClosedPnL({ category: "linear" })
        expect(yield* tagOf(Position.getClosedPnL({ category: "linear", cursor: "bogus" }))).toBe("ParamsError")
      })
    )
  })

  describe("account", () => {
    it.effect("reads the wallet, account info, fee rates and DCP state, and sets the margin mode", () =>
      Effect.gen(function* () {
        const wallet = yield* Account.getWalletBalance({ accountType: "UNIFIED" })
        expect(wallet.list[0]?.accountType).toBe("UNIFIED")
        expect(yield* tagOf(Account.getWalletBalance({ accountType: "CONTRACT" }))).toBe("ParamsError")

        const info = yield* Account.getAccountInfo()
        expect(info.marginMode).toBe("REGULAR_MARGIN")
        expect(yield* tagOf(wrongSecret(Account.getAccountInfo()))).toBe("InvalidSignature")

        const fees = yield* Account.getFeeRate(BTC)
        expect(fees.list[0]?.symbol).toBe("BTCUSDT")
        expect(yield* tagOf(Account.getFeeRate({ category: "linear", symbol: "NOPEUSDT" }))).toBe("ParamsError")

        yield* Account.setMarginMode({ setMarginMode: "ISOLATED_MARGIN" })
        expect((yield* Account.getAccountInfo()).marginMode).toBe("ISOLATED_MARGIN")
        yield* Account.setMarginMode({ setMarginMode: "REGULAR_MARGIN" })
        expect(yield* tagOf(wrongSecret(Account.setMarginMode({ setMarginMode: "REGULAR_MARGIN" })))).toBe(
          "InvalidSignature"
        )

        yield* Account.getDCPInfo()
        expect(yield* tagOf(wrongSecret(Account.getDCPInfo()))).toBe("InvalidSignature")
      })
    )
  })

  describe("position and account settings", () => {
    it.effect("changes TP/SL mode, risk limit, isolated margin and reduce-only marks", () =>
      Effect.gen(function* () {
        // the mode already in force is not modified (10001), as the exchange answers
        expect(yield* tagOf(Position.setTPSLMode({ ...BTC, tpSlMode: "Full" }))).toBe("ParamsError")
        expect(yield* tagOf(Position.setTPSLMode({ ...BTC, tpSlMode: "Partial" }))).toBe("TpSlModeLockedByStopLoss")

        const eth = { category: "linear", symbol: "ETHUSDT" } as const
        expect((yield* Position.setTPSLMode({ ...eth, tpSlMode: "Partial" })).tpSlMode).toBe("Partial")
        expect((yield* Position.setRiskLimit({ ...eth, riskId: 2 })).riskId).toBe(2)
        expect(yield* tagOf(Position.setRiskLimit({ ...eth, riskId: 99 }))).toBe("RiskLimitNotFound")

        const sol = { category: "linear", symbol: "SOLUSDT" } as const
        yield* Trade.submitOrder({ ...sol, side: "Buy", orderType: "Market", qty: "1.0" })
        const added = yield* Position.addOrReduceMargin({ ...sol, margin: "1" })
        expect(added.symbol).toBe("SOLUSDT")
        expect(yield* tagOf(Position.addOrReduceMargin({ ...BTC, margin: "1" }))).toBe("PositionInCrossMargin")
        yield* Position.setAutoAddMargin({ ...sol, autoAddMargin: 1 })
        expect(yield* tagOf(Position.setAutoAddMargin({ ...BTC, autoAddMargin: 1 }))).toBe(
          "AutoAddMarginRequiresIsolated"
        )
        yield* Trade.submitOrder({ ...sol, side: "Sell", orderType: "Market", qty: "1.0", reduceOnly: true })

        expect(yield* tagOf(Position.confirmNewRiskLimit(BTC))).toBe("NoReduceOnlyRestriction")
        const h = yield* Emulator.Emulator
        h.admin.exchange.restrictPositions(h.uid, "linear", "BTCUSDT", h.admin.now())
        yield* Position.confirmNewRiskLimit(BTC)
      })
    )

    it.effect("reads the transaction log, collateral and borrowing, and keeps hedging and MMP settings", () =>
      Effect.gen(function* () {
        expect((yield* Account.getTransactionLog({ category: "linear" })).list.length).toBeGreaterThan(0)
        expect(yield* tagOf(Account.getTransactionLog({ limit: 51 }))).toBe("ParamsError")
        expect((yield* Account.getBorrowHistory({})).list).toEqual([])
        expect(yield* tagOf(Account.getBorrowHistory({ cursor: "bogus" }))).toBe("InvalidCursor")
        expect((yield* Account.getCollateralInfo({ currency: "ETH" })).list.length).toBe(1)
        expect(yield* tagOf(Account.getCollateralInfo({ currency: "NOPE" }))).toBe("ParamsError")
        yield* Account.setCollateralCoin({ coin: "ETH", collateralSwitch: "OFF" })
        expect(yield* tagOf(Account.setCollateralCoin({ coin: "USDT", collateralSwitch: "OFF" }))).toBe(
          "NonCollateralCurrencyRequested"
        )
        const switches = yield* Account.batchSetCollateralCoin({ request: [{ coin: "ETH", collateralSwitch: "ON" }] })
        expect(switches.list.length).toBe(1)
        const twice = [
          { coin: "ETH", collateralSwitch: "ON" },
          { coin: "ETH", collateralSwitch: "ON" }
        ] as const
        expect(yield* tagOf(Account.batchSetCollateralCoin({ request: twice }))).toBe("DuplicateCurrency")

        yield* Account.setSpotHedging({ setHedgingMode: "OFF" })
        expect(yield* tagOf(wrongSecret(Account.setSpotHedging({ setHedgingMode: "OFF" })))).toBe("InvalidSignature")
        expect((yield* Account.getSMPGroup()).smpGroup).toBe(0)
        expect(yield* tagOf(wrongSecret(Account.getSMPGroup()))).toBe("InvalidSignature")

        const mmp = { baseCoin: "BTC", window: "5000", frozenPeriod: "100000", qtyLimit: "1", deltaLimit: "1" }
        expect(yield* tagOf(Account.setMMP(mmp))).toBe("MmpProfileNotFound")
        const h = yield* Emulator.Emulator
        h.admin.grantMmp(["BTC", "ETH"])
        yield* Account.setMMP(mmp)
        expect(yield* tagOf(Account.setMMP({ ...mmp, baseCoin: "NOPE" }))).toBe("ParamsError")
        yield* Account.resetMMP({ baseCoin: "BTC" })
        expect(yield* tagOf(Account.resetMMP({ baseCoin: "ETH" }))).toBe("MmpNotEnabled")
        expect((yield* Account.getMMPState({ baseCoin: "BTC" })).result.length).toBe(1)
        expect(yield* tagOf(Account.getMMPState({ baseCoin: "NOPE" }))).toBe("ParamsError")

        const check = yield* Trade.getSpotBorrowCheck({ category: "spot", symbol: "BTCUSDT", side: "Buy" })
        expect(check.borrowCoin).toBe("USDT")
        expect(yield* tagOf(Trade.getSpotBorrowCheck({ ...BTC, side: "Buy" }))).toBe("ParamsError")
      })
    )
  })

  describe("assets and users", () => {
    it.effect("transfers between own accounts and reads balances and coins", () =>
      Effect.gen(function* () {
        const transfer = {
          transferId: ids.transfer1,
          coin: "USDT",
          amount: "10",
          fromAccountType: "UNIFIED",
          toAccountType: "FUND"
        } as const
        const before = yield* Asset.getCoinBalance({ accountType: "FUND", coin: "USDT" })
        expect((yield* Asset.createInternalTransfer(transfer)).status).toBe("SUCCESS")
        expect(yield* tagOf(Asset.createInternalTransfer(transfer))).toBe("TransferIdExists")

        const records = yield* Asset.getInternalTransferRecords({})
        expect(records.list.map((r) => r.transferId)).toContain(ids.transfer1)
        expect(yield* tagOf(Asset.getInternalTransferRecords({ cursor: "bogus" }))).toBe("ParamsError")

        const coins = yield* Asset.getTransferableCoinList({ fromAccountType: "UNIFIED", toAccountType: "FUND" })
        expect(coins.list).toContain("USDT")

        const all = yield* Asset.getAllCoinsBalance({ accountType: "FUND" })
        expect(all.balance.map((b) => b.coin)).toContain("USDT")
        expect(yield* tagOf(Asset.getAllCoinsBalance({ accountType: "FUND", memberId: "1" }))).toBe("InvalidMemberId")

        const one = yield* Asset.getCoinBalance({ accountType: "FUND", coin: "USDT" })
        expect(Number(one.balance.walletBalance) - Number(before.balance.walletBalance)).toBe(10)
        expect(yield* tagOf(Asset.getCoinBalance({ accountType: "FUND", coin: "USDT", memberId: "1" }))).toBe(
          "InvalidMemberId"
        )

        const info = yield* Asset.getCoinInfo({ coin: "BTC" })
        expect(info.rows[0]?.coin).toBe("BTC")
        expect(yield* tagOf(wrongSecret(Asset.getCoinInfo({ coin: "BTC" })))).toBe("InvalidSignature")
      })
    )

    it.effect("creates, lists and freezes a sub-account", () =>
      Effect.gen(function* () {
        const key = yield* User.getQueryApiKey()
        expect(key.readOnly).toBe(0)
        expect(yield* tagOf(wrongSecret(User.getQueryApiKey()))).toBe("InvalidSignature")

        const sub = yield* User.createSubMember({ username: "contract01", memberType: 1 })
        shared.subUid = Number(sub.uid)
        yield* TestClock.adjust("1 second") // create-sub-member is limited to 1 per second
        expect(yield* tagOf(User.createSubMember({ username: "contract01", memberType: 1 }))).toBe("ParamsError")

        const members = yield* User.getSubUIDList()
        expect(members.subMembers.map((m) => m.uid)).toContain(sub.uid)
        expect(yield* tagOf(wrongSecret(User.getSubUIDList()))).toBe("InvalidSignature")
        const page = yield* User.getSubUIDListUnlimited({ pageSize: "10" })
        expect(page.subMembers.map((m) => m.uid)).toContain(sub.uid)
        expect(yield* tagOf(User.getSubUIDListUnlimited({ nextCursor: "bogus" }))).toBe("ParamsError")

        const transferable = yield* Asset.getSubUID()
        expect(transferable.subMemberIds).toContain(sub.uid)
        expect(yield* tagOf(wrongSecret(Asset.getSubUID()))).toBe("InvalidSignature")

        const types = yield* User.getUIDWalletType({ memberIds: sub.uid })
        expect(types.accounts.length).toBe(1)
        expect(yield* tagOf(wrongSecret(User.getUIDWalletType({})))).toBe("InvalidSignature")

        yield* User.setSubUIDFrozenState({ subuid: shared.subUid, frozen: 1 })
        yield* User.setSubUIDFrozenState({ subuid: shared.subUid, frozen: 0 })
      })
    )

    it.effect("withdraws, deposits and converts", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        // Withdrawals need the Withdraw permission the seeded key lacks.
        const wallet = { apiKey: "ContractWithdrawKey01", secret: "ContractWithdrawSecret0123456789" }
        h.admin.addApiKey({
          ...wallet,
          uid: h.uid,
          isMaster: true,
          readOnly: false,
          permissions: { Wallet: ["Withdraw"] },
          ips: []
        })
        const withdrawer = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
          Credentials.withCredentials(effect, {
            apiKey: Redacted.make(wallet.apiKey),
            apiSecret: Redacted.make(wallet.secret)
          })
        const out = { coin: "USDT", chain: "ETH", address: "0x99ced129603abc771c0dabe935c326ff6c86645d" } as const
        const w = { ...out, amount: "10", timestamp: NOW, accountType: "FUND" } as const
        expect((yield* Asset.getWithdrawableAmount({ coin: "USDT" })).withdrawableAmount.FUND?.coin).toBe("USDT")
        expect(yield* tagOf(wrongSecret(Asset.getWithdrawableAmount({ coin: "USDT" })))).toBe("InvalidSignature")
        const { id } = yield* withdrawer(Asset.submitWithdrawal(w))
        expect(yield* tagOf(withdrawer(Asset.submitWithdrawal({ ...w, amount: "1" })))).toBe("WithdrawAmountOutOfRange")
        expect((yield* Asset.getWithdrawalRecords({})).rows.map((r) => r.withdrawId)).toContain(id)
        expect(yield* tagOf(Asset.getWithdrawalRecords({ cursor: "bogus" }))).toBe("ParamsError")
        expect((yield* withdrawer(Asset.cancelWithdrawal({ id }))).status).toBe(1)
        expect(yield* tagOf(withdrawer(Asset.cancelWithdrawal({ id })))).toBe("WithdrawCancelNotAllowed")
        expect((yield* withdrawer(Asset.getWithdrawalAddressList({}))).rows).toEqual([])
        expect(yield* tagOf(Asset.getWithdrawalAddressList({}))).toBe("PermissionDenied")
        expect((yield* Asset.getExchangeEntities()).vasp.length).toBeGreaterThan(0)
        yield* TestClock.adjust("1 second") // vasp/list is limited to 1 per second
        expect(yield* tagOf(wrongSecret(Asset.getExchangeEntities()))).toBe("InvalidSignature")

        const address = yield* Asset.getMasterDepositAddress({ coin: "USDT" })
        expect(address.chains.map((c) => c.chain)).toEqual(["ETH", "TRX", "ARBI", "SOL", "BSC"])
        expect(yield* tagOf(wrongSecret(Asset.getMasterDepositAddress({ coin: "USDT" })))).toBe("InvalidSignature")
        expect((yield* Asset.getAllowedDepositCoinInfo({})).configList.length).toBeGreaterThan(0)
        expect(yield* tagOf(Asset.getAllowedDepositCoinInfo({ limit: 99 }))).toBe("ParamsError")
        expect((yield* Asset.setDepositAccount({ accountType: "FUND" })).status).toBe(1)
        expect(yield* tagOf(wrongSecret(Asset.setDepositAccount({ accountType: "FUND" })))).toBe("InvalidSignature")
        const deposit = h.admin.deposit("USDT", "5")
        expect((yield* Asset.getDepositRecords({})).rows.map((r) => r.id)).toContain(deposit)
        expect(yield* tagOf(Asset.getDepositRecords({ cursor: "bogus" }))).toBe("ParamsError")
        expect((yield* Asset.getInternalDepositRecords({})).rows).toEqual([])
        expect(yield* tagOf(Asset.getInternalDepositRecords({ cursor: "bogus" }))).toBe("ParamsError")
        const sub = String(shared.subUid)
        const subAddress = yield* Asset.getSubDepositAddress({ coin: "USDT", chainType: "ETH", subMemberId: sub })
        expect(subAddress.chains.chain).toBe("ETH")
        const noSub = { coin: "USDT", chainType: "ETH", subMemberId: "1" }
        expect(yield* tagOf(Asset.getSubDepositAddress(noSub))).toBe("InvalidMemberId")
        expect((yield* Asset.getSubAccountDepositRecords({ subMemberId: sub })).rows).toEqual([])
        expect(yield* tagOf(Asset.getSubAccountDepositRecords({ subMemberId: "1" }))).toBe("InvalidMemberId")

        const uta = { accountType: "eb_convert_uta" } as const
        expect((yield* Asset.getConvertCoins(uta)).coins.length).toBeGreaterThan(0)
        expect(yield* tagOf(Asset.getConvertCoins({ ...uta, coin: "NOPE" }))).toBe("ConvertCoinUnsupported")
        const ask = { ...uta, fromCoin: "USDT", toCoin: "BTC", requestCoin: "USDT", requestAmount: "100" } as const
        const quote = yield* Asset.requestConvertQuote(ask)
        expect(yield* tagOf(Asset.requestConvertQuote({ ...ask, requestAmount: "0.1" }))).toBe("ConvertAmountTooLow")
        expect((yield* Asset.confirmConvertQuote({ quoteTxId: quote.quoteTxId })).quoteTxId).toBe(quote.quoteTxId)
        expect(yield* tagOf(Asset.confirmConvertQuote({ quoteTxId: quote.quoteTxId }))).toBe("QuoteTxIdUsed")
        const status = yield* Asset.getConvertStatus({ ...uta, quoteTxId: quote.quoteTxId })
        expect(status.result.exchangeStatus).toBe("success")
        expect(yield* tagOf(Asset.getConvertStatus({ ...uta, quoteTxId: "nope" }))).toBe("ConvertOrderNotFound")
        expect((yield* Asset.getConvertHistory({})).list.length).toBe(1)
        expect(yield* tagOf(Asset.getConvertHistory({ limit: 500 }))).toBe("ParamsError")
        expect((yield* Asset.getFundingAccountTransactionHistory({})).list.length).toBeGreaterThan(0)
        expect(yield* tagOf(Asset.getFundingAccountTransactionHistory({ limit: "500" }))).toBe("ParamsError")
      })
    )

    it.effect("manages the sub-account's API keys", () =>
      Effect.gen(function* () {
        const created = yield* User.createSubUIDAPIKey({
          subuid: shared.subUid,
          readOnly: 0,
          permissions: { ContractTrade: ["Order", "Position"] }
        })
        shared.subApiKey = created.apiKey
        shared.subApiSecret = created.secret

        const keys = yield* User.getSubAccountAllApiKeys({ subMemberId: String(shared.subUid) })
        expect(keys.result.map((k) => k.apiKey)).toContain(created.apiKey)

        yield* User.updateSubApiKey({ apikey: created.apiKey, readOnly: 1 })
        expect(yield* tagOf(User.updateSubApiKey({ apikey: "nope", readOnly: 1 }))).toBe("InvalidApiKey")

        yield* User.updateMasterApiKey({ readOnly: 0 })
        const asSub = Credentials.withCredentials({
          apiKey: Redacted.make(shared.subApiKey),
          apiSecret: shared.subApiSecret
        })
        expect(yield* tagOf(asSub(User.updateMasterApiKey({ readOnly: 0 })))).toBe("PermissionDenied")

        yield* User.deleteSubApiKey({ apikey: created.apiKey })
        expect(yield* tagOf(User.deleteSubApiKey({ apikey: created.apiKey }))).toBe("InvalidApiKey")
      })
    )

    it.effect("refuses a sub-account that belongs to another master with SubaccountNotOwned (500010)", () =>
      Effect.gen(function* () {
        yield* TestClock.adjust("1 second") // create-sub-api is limited to 1 per second
        const stranger = 1
        const tags = yield* Effect.all([
          tagOf(User.setSubUIDFrozenState({ subuid: stranger, frozen: 1 })),
          tagOf(User.createSubUIDAPIKey({ subuid: stranger, readOnly: 0, permissions: { ContractTrade: ["Order"] } })),
          tagOf(User.getSubAccountAllApiKeys({ subMemberId: String(stranger) })),
          tagOf(User.deleteSubMember({ subMemberId: String(stranger) }))
        ])
        // uid 1 is no account at all: freezing it answers "sub-user not found" (141009) first
        expect(tags).toEqual(["SubUserNotFound", "SubaccountNotOwned", "SubaccountNotOwned", "SubaccountNotOwned"])
        // an account that exists but is no sub of the caller (the caller itself): not owned (500010)
        const own = Number((yield* Emulator.Emulator).admin.exchange.demo.uid)
        expect(yield* tagOf(User.setSubUIDFrozenState({ subuid: own, frozen: 1 }))).toBe("SubaccountNotOwned")
      })
    )

    it.effect(
      "answers transfer-coin queries for every account type the docs list (their example: UNIFIED -> CONTRACT)",
      () =>
        Effect.gen(function* () {
          const unified = yield* Asset.getTransferableCoinList({
            fromAccountType: "UNIFIED",
            toAccountType: "CONTRACT"
          })
          expect(unified.list).toContain("USDT")
          const spot = yield* Asset.getTransferableCoinList({ fromAccountType: "SPOT", toAccountType: "FUND" })
          expect(spot.list).toEqual(unified.list)
          // a signed read: a wrong secret is refused
          const forged = Asset.getTransferableCoinList({ fromAccountType: "UNIFIED", toAccountType: "FUND" })
          expect(yield* tagOf(wrongSecret(forged))).toBe("InvalidSignature")
        })
    )

    it.effect("moves funds to and from the sub-account, then deletes it", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        const master = Number(h.uid)
        const toSub = {
          transferId: ids.transfer2,
          coin: "USDT",
          amount: "5",
          fromMemberId: master,
          toMemberId: shared.subUid,
          fromAccountType: "FUND",
          toAccountType: "FUND"
        } as const
        expect((yield* Asset.createUniversalTransfer(toSub)).status).toBe("SUCCESS")
        expect(yield* tagOf(Asset.createUniversalTransfer({ ...toSub, transferId: ids.transfer3, amount: "0" }))).toBe(
          "InvalidTransferAmount"
        )
        const records = yield* Asset.getUniversalTransferRecords({})
        expect(records.list.map((r) => r.transferId)).toContain(ids.transfer2)
        expect(yield* tagOf(Asset.getUniversalTransferRecords({ cursor: "bogus" }))).toBe("ParamsError")

        // Position moves: the master's BTC position to the sub and back at one price, leaving the sub flat.
        h.admin.setBalance("USDT", "1000", { uid: String(shared.subUid) })
        const leg = { ...BTC, side: "Sell", qty: "0.010", price: "60000.00" } as const
        const there = yield* Position.movePosition({ fromUid: h.uid, toUid: String(shared.subUid), list: [leg] })
        expect(there.status).toBe("Processing")
        yield* Position.movePosition({ fromUid: String(shared.subUid), toUid: h.uid, list: [leg] })
        expect(yield* tagOf(Position.movePosition({ fromUid: h.uid, toUid: "1", list: [leg] }))).toBe(
          "SubaccountNotOwned"
        )
        const moved = yield* Position.getMovePositionHistory({ blockTradeId: there.blockTradeId })
        expect(moved.list.map((r) => r.status)).toEqual(["Filled", "Filled"])
        expect(yield* tagOf(Position.getMovePositionHistory({ cursor: "bogus" }))).toBe("ParamsError")
        h.admin.setBalance("USDT", "0", { uid: String(shared.subUid) })

        const subMemberId = String(shared.subUid)
        expect(yield* tagOf(User.deleteSubMember({ subMemberId }))).toBe("SubaccountHasAssets")
        yield* Asset.createUniversalTransfer({
          ...toSub,
          transferId: ids.transfer4,
          fromMemberId: shared.subUid,
          toMemberId: master
        })
        yield* User.deleteSubMember({ subMemberId })
        expect((yield* User.getSubUIDList()).subMembers.map((m) => m.uid)).not.toContain(subMemberId)
      })
    )

    it.effect("deletes the master key last", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(wrongSecret(User.deleteMasterApiKey()))).toBe("InvalidSignature")
        yield* User.deleteMasterApiKey()
        expect(yield* tagOf(Account.getAccountInfo())).toBe("InvalidApiKey")
      })
    )
  })

  describe("the contract", () => {
    it.effect("every path the emulator serves was called, and the trading and account ones also failed once", () =>
      Effect.gen(function* () {
        const exchange = new Exchange({ seed: 1, rsa })
        // the desks' routes are covered by their own tests (test/Emulator/desks), with the same check
        const desks = new Set(exchange.deskList().flatMap((d) => d.routes.map((r) => r.endpoint.path)))
        const served = [...Rest.marketHandlers.keys(), ...exchange.paths()].filter((p) => !desks.has(p)).sort()
        expect(served.filter((path) => !succeeded.has(path))).toEqual([])
        const privatePaths = served.filter((path) => All.endpoints.find((e) => e.path === path)?.auth === "private")
        expect(privatePaths.length).toBeGreaterThan(40)
        expect(privatePaths.filter((path) => !failed.has(path))).toEqual([])
      })
    )

    it.effect("every field an answer's definition names, the emulator's answers carry", () =>
      Effect.sync(() => {
        const missing = [...answers].flatMap(([endpoint, values]) =>
          AnswerFields.missing(endpoint.response.ast, values).map((path) => `${endpoint.path} ${path}`)
        )
        expect(missing.sort()).toEqual([...notCarried.keys()].sort())
      })
    )

    it.effect("the emulator never answered a retCode outside an endpoint's declared errors", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        expect(h.admin.violations()).toEqual([])
      })
    )
  })
})
