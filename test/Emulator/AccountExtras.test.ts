import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Asset from "../../src/Http/v5/Asset.js"
import * as Execution from "../../src/Http/v5/Execution.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Harness from "../support/Harness.js"

// The account endpoints beyond the wallet, through the library against a running emulator: the transaction log
// books the trades, fees and transfers the emulator performed; collateral, hedging and MMP settings are kept and
// read back; each answers a documented rejection.

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

const Env = Harness.layer({ seed: 29, startAt: NOW, setup: (h) => h.admin.setBalance("USDT", "100000") })

const tagOf = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e) => e._tag)

/** Exact decimal strings as units of 10^-8 (the log prints 8 decimals). */
const units = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "", 8, "halfUp") ?? -1n

const BTC = { category: "linear", symbol: "BTCUSDT" } as const
const SPOT = { category: "spot", symbol: "BTCUSDT" } as const

layer(Env, { timeout: "30 seconds" })("account endpoints on the emulator", (it) => {
  describe("transaction-log", () => {
    it.effect("books a derivatives trade with its fee, and the realised PnL of the close", () =>
      Effect.gen(function* () {
        expect((yield* Account.getTransactionLog({ category: "linear" })).list).toEqual([])
        const open = yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.010" })
        const fills = (yield* Execution.getExecutionList({ ...BTC, orderId: open.orderId })).list
        const log = (yield* Account.getTransactionLog({ category: "linear" })).list
        expect(log.length).toBe(fills.length)
        const [entry] = log
        const fill = fills.find((f) => f.execId === entry?.tradeId)
        expect(entry?.type).toBe("TRADE")
        expect([entry?.symbol, entry?.side, entry?.currency, entry?.orderId]).toEqual([
          "BTCUSDT",
          "Buy",
          "USDT",
          open.orderId
        ])
        expect([entry?.qty, entry?.tradePrice, entry?.feeRate]).toEqual([fill?.execQty, fill?.execPrice, "0.00055"])
        expect(units(entry?.fee)).toBe(units(fill?.execFee))
        // Opening: no PnL, the fee is the whole change.
        expect(units(entry?.cashFlow)).toBe(0n)
        expect(units(entry?.change)).toBe(-units(fill?.execFee))
        const wallet = (yield* Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" })).list[0]?.coin[0]
        expect(units(log[0]?.cashBalance)).toBe(units(wallet?.walletBalance))

        yield* Trade.submitOrder({ ...BTC, side: "Sell", orderType: "Market", qty: "0.010", reduceOnly: true })
        const closing = (yield* Account.getTransactionLog({ category: "linear" })).list[0]
        expect([closing?.side, closing?.size]).toEqual(["Sell", "0.000"])
        expect(units(closing?.change)).toBe(units(closing?.cashFlow) - units(closing?.fee))
      })
    )

    it.effect("books both coins of a spot trade, and transfers in and out", () =>
      Effect.gen(function* () {
        yield* Trade.submitOrder({ ...SPOT, side: "Buy", orderType: "Market", qty: "0.001", marketUnit: "baseCoin" })
        const spot = (yield* Account.getTransactionLog({ category: "spot" })).list
        const btc = spot.find((e) => e.currency === "BTC")
        const usdt = spot.find((e) => e.currency === "USDT")
        expect(units(btc?.cashFlow)).toBe(units("0.001"))
        expect(units(btc?.change)).toBe(units("0.001") - units(btc?.fee))
        expect(units(usdt?.change)).toBeLessThan(0n)
        expect(units(usdt?.fee)).toBe(0n)

        yield* Asset.createInternalTransfer({
          transferId: "5b0b8b5e-7c8f-4a4b-9d8c-000000000001",
          coin: "USDT",
          amount: "10",
          fromAccountType: "UNIFIED",
          toAccountType: "FUND"
        })
        const out = (yield* Account.getTransactionLog({ type: "TRANSFER_OUT" })).list
        expect(out.map((e) => [e.type, e.currency, e.change])).toEqual([["TRANSFER_OUT", "USDT", "-10"]])
        expect((yield* Account.getTransactionLog({ currency: "BTC" })).list.map((e) => e.currency)).toEqual(["BTC"])
      })
    )

    it.effect("pages newest first and checks its parameters", () =>
      Effect.gen(function* () {
        const all = (yield* Account.getTransactionLog({})).list
        expect(all.length).toBeGreaterThan(2)
        const first = yield* Account.getTransactionLog({ limit: 1 })
        expect(first.list.map((e) => e.id)).toEqual([all[0]?.id])
        const second = yield* Account.getTransactionLog({ limit: 1, cursor: first.nextPageCursor ?? "" })
        expect(second.list.map((e) => e.id)).toEqual([all[1]?.id])
        // Outside the window: yesterday's log is empty.
        expect((yield* Account.getTransactionLog({ endTime: NOW - 86_400_000 })).list).toEqual([])
        expect(yield* tagOf(Account.getTransactionLog({ limit: 51 }))).toBe("ParamsError")
        expect(yield* tagOf(Account.getTransactionLog({ startTime: NOW - 8 * 86_400_000, endTime: NOW }))).toBe(
          "ParamsError"
        )
        expect(yield* tagOf(Account.getTransactionLog({ cursor: "bogus" }))).toBe("ParamsError")
      })
    )
  })

  describe("collateral and borrowing", () => {
    it.effect("switches a coin's collateral use, one or in a batch, and reads it back", () =>
      Effect.gen(function* () {
        const info = (yield* Account.getCollateralInfo({ currency: "ETH" })).list
        expect(info.map((c) => [c.currency, c.collateralSwitch, c.borrowable])).toEqual([["ETH", true, false]])
        yield* Account.setCollateralCoin({ coin: "ETH", collateralSwitch: "OFF" })
        expect((yield* Account.getCollateralInfo({ currency: "ETH" })).list[0]?.collateralSwitch).toBe(false)
        expect(yield* tagOf(Account.setCollateralCoin({ coin: "USDT", collateralSwitch: "OFF" }))).toBe(
          "NonCollateralCurrencyRequested"
        )
        const batch = yield* Account.batchSetCollateralCoin({
          request: [
            { coin: "ETH", collateralSwitch: "ON" },
            { coin: "SOL", collateralSwitch: "OFF" }
          ]
        })
        expect(batch.list.map((c) => [c.coin, c.collateralSwitch])).toEqual([
          ["ETH", "ON"],
          ["SOL", "OFF"]
        ])
        const all = (yield* Account.getCollateralInfo({})).list
        expect(all.find((c) => c.currency === "ETH")?.collateralSwitch).toBe(true)
        expect(all.find((c) => c.currency === "SOL")?.collateralSwitch).toBe(false)
        expect(
          yield* tagOf(
            Account.batchSetCollateralCoin({
              request: [
                { coin: "ETH", collateralSwitch: "ON" },
                { coin: "ETH", collateralSwitch: "OFF" }
              ]
            })
          )
        ).toBe("DuplicateCurrency")
        expect(yield* tagOf(Account.getCollateralInfo({ currency: "NOPE" }))).toBe("ParamsError")
      })
    )

    it.effect("refuses to switch off a coin that backs an open order", () =>
      Effect.gen(function* () {
        const order = yield* Trade.submitOrder({
          ...SPOT,
          side: "Sell",
          orderType: "Limit",
          qty: "0.001",
          price: "900000.00"
        })
        expect(yield* tagOf(Account.setCollateralCoin({ coin: "BTC", collateralSwitch: "OFF" }))).toBe(
          "CollateralSwitchMarginCheckFailed"
        )
        yield* Trade.cancelOrder({ ...SPOT, orderId: order.orderId })
        yield* Account.setCollateralCoin({ coin: "BTC", collateralSwitch: "OFF" })
        const wallet = (yield* Account.getWalletBalance({ accountType: "UNIFIED", coin: "BTC" })).list[0]?.coin[0]
        expect(wallet?.collateralSwitch).toBe(false)
        yield* Account.setCollateralCoin({ coin: "BTC", collateralSwitch: "ON" })
      })
    )

    it.effect("has no borrow history before any borrowing, and spot-borrow-check reads the balance", () =>
      Effect.gen(function* () {
        expect((yield* Account.getBorrowHistory({ currency: "USDT" })).list).toEqual([])
        expect(yield* tagOf(Account.getBorrowHistory({ cursor: "bogus" }))).toBe("InvalidCursor")
        const h = yield* Emulator.Emulator
        h.admin.setBalance("BTC", "0.5")
        const sell = yield* Trade.getSpotBorrowCheck({ ...SPOT, side: "Sell" })
        expect([sell.symbol, sell.borrowCoin, sell.maxTradeQty, sell.spotMaxTradeQty]).toEqual([
          "BTCUSDT",
          "BTC",
          "0.500000",
          "0.500000"
        ])
        const buy = yield* Trade.getSpotBorrowCheck({ ...SPOT, side: "Buy" })
        expect(buy.borrowCoin).toBe("USDT")
        expect(Number(buy.maxTradeQty)).toBeGreaterThan(0)
        expect(yield* tagOf(Trade.getSpotBorrowCheck({ category: "linear", symbol: "BTCUSDT", side: "Buy" }))).toBe(
          "ParamsError"
        )
      })
    )
  })

  describe("settings", () => {
    it.effect("spot hedging shows in the account info; the SMP group is 0", () =>
      Effect.gen(function* () {
        expect((yield* Account.getAccountInfo()).spotHedgingStatus).toBe("OFF")
        yield* Account.setSpotHedging({ setHedgingMode: "ON" })
        expect((yield* Account.getAccountInfo()).spotHedgingStatus).toBe("ON")
        yield* Account.setSpotHedging({ setHedgingMode: "OFF" })
        expect((yield* Account.getSMPGroup()).smpGroup).toBe(0)
      })
    )

    it.effect("keeps an MMP configuration per base coin, once the exchange granted MMP for it", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        const config = { window: "5000", frozenPeriod: "100000", qtyLimit: "10", deltaLimit: "100" }
        // no account has MMP until it is granted: that check comes first, whatever the coin (3500713)
        expect(yield* tagOf(Account.setMMP({ baseCoin: "USDT", ...config }))).toBe("MmpProfileNotFound")
        expect(yield* tagOf(Account.resetMMP({ baseCoin: "USDT" }))).toBe("MmpProfileNotFound")
        expect(yield* tagOf(Account.resetMMP({ baseCoin: "BTC" }))).toBe("MmpProfileNotFound")
        h.admin.grantMmp(["BTC"])
        // granted for BTC: another option coin is still refused so; a coin without options is a bad parameter
        expect(yield* tagOf(Account.setMMP({ baseCoin: "ETH", ...config }))).toBe("MmpProfileNotFound")
        expect(yield* tagOf(Account.setMMP({ baseCoin: "USDT", ...config }))).toBe("ParamsError")
        expect(() => h.admin.grantMmp(["USDT"])).toThrow("USDT has no options here")
        expect((yield* Account.getMMPState({ baseCoin: "BTC" })).result).toEqual([])
        expect(yield* tagOf(Account.resetMMP({ baseCoin: "BTC" }))).toBe("MmpNotEnabled")
        yield* Account.setMMP({
          baseCoin: "BTC",
          window: "5000",
          frozenPeriod: "100000",
          qtyLimit: "10",
          deltaLimit: "100"
        })
        const [state] = (yield* Account.getMMPState({ baseCoin: "BTC" })).result
        expect([state?.baseCoin, state?.mmpEnabled, state?.window, state?.qtyLimit, state?.mmpFrozen]).toEqual([
          "BTC",
          true,
          "5000",
          "10",
          false
        ])
        yield* Account.resetMMP({ baseCoin: "BTC" })
        expect(
          yield* tagOf(
            Account.setMMP({ baseCoin: "NOPE", window: "5000", frozenPeriod: "0", qtyLimit: "1", deltaLimit: "1" })
          )
        ).toBe("ParamsError")
      })
    )
  })

  describe("the contract", () => {
    it.effect("no answer outside an endpoint's declared errors", () =>
      Effect.map(Emulator.Emulator, (h) => expect(h.admin.violations()).toEqual([]))
    )
  })
})
