import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/testing/TestClock"
import * as Bybit from "../../src/Bybit.js"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Asset from "../../src/Http/v5/Asset.js"
import * as User from "../../src/Http/v5/User.js"
import * as Node from "../../src/node.js"

// Withdrawals, deposits and conversions through the library against a running emulator: each moves the balances
// it should, exactly, lists what it did, and answers the documented rejections; no answer leaves the contract.

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const WITHDRAW_KEY = "AssetFlowsWithdrawKey01"
const WITHDRAW_SECRET = "AssetFlowsWithdrawSecret0123456789abcd"

const Env = Layer.unwrap(
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    const h = yield* Emulator.make({ port: 0, seed: 31 })
    // The seeded key has no withdrawal permission (as a new key on the exchange): a master key with it.
    h.admin.addApiKey({
      apiKey: WITHDRAW_KEY,
      secret: WITHDRAW_SECRET,
      uid: h.uid,
      isMaster: true,
      readOnly: false,
      permissions: { Wallet: ["AccountTransfer", "SubMemberTransfer", "Withdraw"], Exchange: ["ExchangeHistory"] },
      ips: []
    })
    const client = Bybit.layer({
      environment: h.environment,
      credentials: { apiKey: WITHDRAW_KEY, apiSecret: WITHDRAW_SECRET }
    }).pipe(Layer.provide(Node.layer))
    return Layer.merge(Layer.succeed(Emulator.Emulator, h), client)
  })
)

const tagOf = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e) => e._tag)

/** Exact decimal strings as units of 10^-18. */
const units = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "", 18, "halfUp") ?? -1n

const fundOf = (coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType: "FUND", coin }), (b) => units(b.balance.walletBalance))
const unifiedOf = (coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType: "UNIFIED", coin }), (b) => units(b.balance.walletBalance))

const ETH_ADDRESS = "0x99ced129603abc771c0dabe935c326ff6c86645d"
const withdrawal = { coin: "USDT", chain: "ETH", address: ETH_ADDRESS, timestamp: NOW } as const

layer(Env, { timeout: "30 seconds" })("asset flows on the emulator", (it) => {
  describe("withdrawals", () => {
    it.effect("debits amount plus fee, lists the withdrawal, refunds a cancellation, then settles", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        const before = yield* fundOf("USDT")
        const w = yield* Asset.getWithdrawableAmount({ coin: "USDT" })
        expect(units(w.withdrawableAmount.FUND?.withdrawableAmount)).toBe(before)
        const fee = units((yield* Asset.getCoinInfo({ coin: "USDT" })).rows[0]?.chains[0]?.withdrawFee)

        const first = yield* Asset.submitWithdrawal({
          ...withdrawal,
          amount: "100",
          accountType: "FUND",
          requestId: "req1"
        })
        expect(yield* fundOf("USDT")).toBe(before - units("100") - fee)
        const records = (yield* Asset.getWithdrawalRecords({ withdrawID: first.id })).rows
        expect(records.map((r) => [r.coin, r.chain, r.amount, r.status, r.toAddress, r.withdrawType])).toEqual([
          ["USDT", "ETH", "100", "Pending", ETH_ADDRESS, 0]
        ])
        expect(units(records[0]?.withdrawFee)).toBe(fee)
        expect(
          yield* tagOf(Asset.submitWithdrawal({ ...withdrawal, amount: "5", accountType: "FUND", requestId: "req1" }))
        ).toBe("RepeatedWithdrawRequest")

        expect((yield* Asset.cancelWithdrawal({ id: first.id })).status).toBe(1)
        expect(yield* fundOf("USDT")).toBe(before)
        expect((yield* Asset.getWithdrawalRecords({ withdrawID: first.id })).rows[0]?.status).toBe("CancelByUser")
        expect(yield* tagOf(Asset.cancelWithdrawal({ id: first.id }))).toBe("WithdrawCancelNotAllowed")

        // feeType 1: the fee comes out of the amount.
        const second = yield* Asset.submitWithdrawal({ ...withdrawal, amount: "50", accountType: "FUND", feeType: 1 })
        expect(yield* fundOf("USDT")).toBe(before - units("50"))
        yield* TestClock.adjust("61 seconds")
        const settled = (yield* Asset.getWithdrawalRecords({ withdrawID: second.id })).rows[0]
        expect(settled?.status).toBe("success")
        expect(units(settled?.amount)).toBe(units("50") - fee)
        expect(settled?.txID).toMatch(/^0x[0-9a-f]{64}$/)
        expect(yield* tagOf(Asset.cancelWithdrawal({ id: second.id }))).toBe("WithdrawCancelNotAllowed")

        // Paging: one per page, newest first, then the end.
        const page1 = yield* Asset.getWithdrawalRecords({ limit: 1 })
        expect(page1.rows.map((r) => r.withdrawId)).toEqual([second.id])
        const page2 = yield* Asset.getWithdrawalRecords({ limit: 1, cursor: page1.nextPageCursor ?? "" })
        expect(page2.rows.map((r) => r.withdrawId)).toEqual([first.id])
        expect(page2.nextPageCursor).toBe("")
        expect(h.admin.violations()).toEqual([])
      })
    )

    it.effect("FUND,UTA takes the funding wallet first, then the unified one (booked as a transfer out)", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        h.admin.setBalance("ETH", "1", { accountType: "FUND" })
        const unified = yield* unifiedOf("ETH")
        yield* Asset.submitWithdrawal({
          coin: "ETH",
          chain: "ETH",
          address: ETH_ADDRESS,
          amount: "2",
          timestamp: NOW,
          accountType: "FUND,UTA"
        })
        expect(yield* fundOf("ETH")).toBe(0n)
        // 2 ETH + 0.0012 fee, 1 of it from funding.
        expect(yield* unifiedOf("ETH")).toBe(unified - units("1.0012"))
        const log = (yield* Account.getTransactionLog({ currency: "ETH" })).list
        expect([log[0]?.type, log[0]?.change]).toEqual(["TRANSFER_OUT", "-1.0012"])
        expect(h.admin.violations()).toEqual([])
      })
    )

    it.effect("rejects what the exchange rejects", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        const fund = { ...withdrawal, accountType: "FUND" } as const
        expect(yield* tagOf(Asset.submitWithdrawal({ ...fund, amount: "1000000" }))).toBe(
          "WithdrawAboveAvailableBalance"
        )
        expect(yield* tagOf(Asset.submitWithdrawal({ ...fund, amount: "3" }))).toBe("WithdrawAmountOutOfRange")
        expect(yield* tagOf(Asset.submitWithdrawal({ ...fund, amount: "10.123456789" }))).toBe("AssetParamsError")
        yield* TestClock.adjust("1 second") // withdraw/create is limited to 5 per second
        expect(yield* tagOf(Asset.submitWithdrawal({ ...fund, coin: "NOPE", amount: "10" }))).toBe("AssetParamsError")
        // a chain the coin does not move on: 131002
        expect(yield* tagOf(Asset.submitWithdrawal({ ...fund, chain: "BTC", amount: "10" }))).toBe("AssetParamsError")
        expect(yield* tagOf(Asset.submitWithdrawal({ ...fund, amount: "10", forceChain: 2, address: h.uid }))).toBe(
          "InternalAddressIsSelf"
        )
        expect(yield* tagOf(Asset.submitWithdrawal({ ...fund, amount: "10", forceChain: 2, address: "1" }))).toBe(
          "RecipientNotFound"
        )
        expect((yield* Asset.getWithdrawalAddressList({})).rows).toEqual([])
        expect((yield* Asset.getExchangeEntities()).vasp.length).toBeGreaterThan(0)
        expect(h.admin.violations()).toEqual([])
      })
    )
  })

  describe("chains", () => {
    it.effect("coin info lists each coin's chains with every field of the docs' table", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        const usdt = (yield* Asset.getCoinInfo({ coin: "USDT" })).rows[0]
        expect(usdt?.chains.map((c) => [c.chain, c.chainType])).toEqual([
          ["ETH", "Ethereum (ERC20)"],
          ["TRX", "TRC20"],
          ["ARBI", "Arbitrum One"],
          ["SOL", "SOL"],
          ["BSC", "BSC (BEP20)"]
        ])
        const trx = usdt?.chains.find((c) => c.chain === "TRX")
        expect(trx).toMatchObject({
          confirmation: "50",
          withdrawFee: "1",
          depositMin: "1",
          withdrawMin: "10",
          minAccuracy: "6",
          chainDeposit: "1",
          chainWithdraw: "1",
          withdrawPercentageFee: "0",
          contractAddress: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
          safeConfirmNumber: "100",
          withdrawMax: "-1"
        })
        const all = (yield* Asset.getCoinInfo({})).rows
        expect(all.map((r) => [r.coin, r.chains.map((c) => c.chain).join(",")])).toEqual([
          ["BTC", "BTC"],
          ["ETH", "ETH,ARBI"],
          ["SOL", "SOL"],
          ["USDT", "ETH,TRX,ARBI,SOL,BSC"],
          ["USDC", "ETH,ARBI,SOL,BSC"]
        ])
        expect(h.admin.violations()).toEqual([])
      })
    )

    it.effect("a deposit address per chain, in the chain's form, with the contract's last 6 characters", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        const every = (yield* Asset.getMasterDepositAddress({ coin: "USDT" })).chains
        expect(every.map((c) => c.chain)).toEqual(["ETH", "TRX", "ARBI", "SOL", "BSC"])
        const trc20 = (yield* Asset.getMasterDepositAddress({ coin: "USDT", chainType: "TRX" })).chains
        expect(trc20).toHaveLength(1)
        expect(trc20[0]).toMatchObject({ chain: "TRX", chainType: "TRC20", contractAddress: "gjLj6t" })
        expect(trc20[0]?.addressDeposit).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
        expect(every.find((c) => c.chain === "ETH")?.contractAddress).toBe("831ec7")
        expect(every.find((c) => c.chain === "SOL")?.addressDeposit).toMatch(/^[1-9A-HJ-NP-Za-km-z]{44}$/)
        // one address per chain, the EVM chains' distinct too
        expect(new Set(every.map((c) => c.addressDeposit)).size).toBe(5)
        // a deposit credited on a chain is listed on it, to that chain's address
        const id = h.admin.deposit("USDT", "12", { chain: "TRX" })
        const row = (yield* Asset.getDepositRecords({ coin: "USDT" })).rows.find((r) => r.id === id)
        expect([row?.chain, row?.toAddress, row?.confirmations]).toEqual(["TRX", trc20[0]?.addressDeposit, "50"])
        expect(() => h.admin.deposit("USDT", "1", { chain: "BTC" })).toThrow()
        expect(h.admin.violations()).toEqual([])
      })
    )

    it.effect("a withdrawal on a chain: that chain's minimum, precision and fee", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        yield* TestClock.adjust("1 second") // withdraw/create is limited to 5 per second
        const on = (chain: string, amount: string) =>
          Asset.submitWithdrawal({ ...withdrawal, chain, amount, accountType: "FUND" })
        // 5 clears the ETH chain's minimum (4), not TRX's (10); TRX takes 6 decimals
        expect(yield* tagOf(on("TRX", "5"))).toBe("WithdrawAmountOutOfRange")
        expect(yield* tagOf(on("TRX", "10.1234567"))).toBe("AssetParamsError")
        expect(yield* tagOf(on("ARBI", "0.5"))).toBe("WithdrawAmountOutOfRange")
        const before = yield* fundOf("USDT")
        const trx = yield* Asset.submitWithdrawal({
          ...withdrawal,
          chain: "TRX",
          address: "TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj",
          amount: "10",
          accountType: "FUND"
        })
        yield* TestClock.adjust("1 second")
        const arbi = yield* on("ARBI", "2")
        expect(yield* fundOf("USDT")).toBe(before - units("10") - units("1") - units("2") - units("0.3"))
        const rows = (yield* Asset.getWithdrawalRecords({ coin: "USDT" })).rows
        const of = (id: string) => rows.find((r) => r.withdrawId === id)
        expect([of(trx.id)?.chain, of(trx.id)?.withdrawFee, of(arbi.id)?.chain, of(arbi.id)?.withdrawFee]).toEqual([
          "TRX",
          "1",
          "ARBI",
          "0.3"
        ])
        expect(h.admin.violations()).toEqual([])
      })
    )
  })

  describe("deposits", () => {
    it.effect("a stable address per coin, an admin deposit credited and listed, the target account chosen", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        const a = yield* Asset.getMasterDepositAddress({ coin: "BTC" })
        const b = yield* Asset.getMasterDepositAddress({ coin: "BTC", chainType: "BTC" })
        expect(a.chains.map((c) => c.chain)).toEqual(["BTC"])
        expect(a.chains[0]?.addressDeposit).toMatch(/^bc1q/)
        expect(b.chains[0]?.addressDeposit).toBe(a.chains[0]?.addressDeposit)
        expect((yield* Asset.getMasterDepositAddress({ coin: "ETH" })).chains[0]?.addressDeposit).toMatch(
          /^0x[0-9a-f]{40}$/
        )
        const allowed = yield* Asset.getAllowedDepositCoinInfo({ coin: "SOL" })
        expect(allowed.configList.map((c) => c.chain)).toEqual(["SOL"])

        const before = yield* fundOf("SOL")
        const id = h.admin.deposit("SOL", "3.5")
        expect(yield* fundOf("SOL")).toBe(before + units("3.5"))
        const rows = (yield* Asset.getDepositRecords({ coin: "SOL" })).rows
        expect(rows.map((r) => [r.id, r.coin, r.chain, r.amount, r.status])).toEqual([[id, "SOL", "SOL", "3.5", 3]])
        expect(rows[0]?.toAddress).toBe(
          (yield* Asset.getMasterDepositAddress({ coin: "SOL" })).chains[0]?.addressDeposit
        )

        expect((yield* Asset.setDepositAccount({ accountType: "UNIFIED" })).status).toBe(1)
        const unified = yield* unifiedOf("SOL")
        h.admin.deposit("SOL", "1")
        expect(yield* unifiedOf("SOL")).toBe(unified + units("1"))
        expect((yield* Asset.setDepositAccount({ accountType: "FUND" })).status).toBe(1)
        expect(() => h.admin.deposit("NOPE", "1")).toThrow()
        expect(yield* tagOf(Asset.getDepositRecords({ cursor: "bogus" }))).toBe("ParamsError")
        expect(h.admin.violations()).toEqual([])
      })
    )

    it.effect("sub accounts: addresses and records through the master key; internal deposits from a UID", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        yield* TestClock.adjust("1 second") // create-sub-member is limited to 1 per second
        const sub = yield* User.createSubMember({ username: "assetflowsub1", memberType: 1 })
        const addr = yield* Asset.getSubDepositAddress({ coin: "USDT", chainType: "ETH", subMemberId: sub.uid })
        expect(addr.chains.addressDeposit).not.toBe(
          (yield* Asset.getMasterDepositAddress({ coin: "USDT" })).chains[0]?.addressDeposit
        )
        h.admin.deposit("USDT", "25", { uid: sub.uid })
        const rows = (yield* Asset.getSubAccountDepositRecords({ subMemberId: sub.uid })).rows
        expect(rows.map((r) => r.amount)).toEqual(["25"])
        expect(yield* tagOf(Asset.getSubAccountDepositRecords({ subMemberId: "1" }))).toBe("InvalidMemberId")
        expect(yield* tagOf(Asset.getSubDepositAddress({ coin: "USDT", chainType: "ETH", subMemberId: "1" }))).toBe(
          "InvalidMemberId"
        )

        yield* TestClock.adjust("1 second")
        // An off-chain withdrawal to the sub UID: no fee, success at once, an internal deposit on the sub.
        const before = yield* fundOf("USDT")
        const w = yield* Asset.submitWithdrawal({
          coin: "USDT",
          address: sub.uid,
          amount: "7",
          timestamp: NOW,
          forceChain: 2,
          accountType: "FUND"
        })
        expect(yield* fundOf("USDT")).toBe(before - units("7"))
        const internal = (yield* Asset.getWithdrawalRecords({ withdrawType: 1 })).rows
        expect(internal.map((r) => [r.withdrawId, r.status, r.withdrawFee])).toEqual([[w.id, "success", "0"]])
        expect((yield* Asset.getWithdrawalRecords({ withdrawType: 0, withdrawID: w.id })).rows).toEqual([])
        const subFund = h.admin.balances({ uid: sub.uid, accountType: "FUND" }).find((b) => b.coin === "USDT")
        expect(subFund?.walletBalance).toBe("32")
        expect((yield* Asset.getInternalDepositRecords({})).rows).toEqual([])
        expect(h.admin.violations()).toEqual([])
      })
    )
  })

  describe("funding history", () => {
    it.effect("lists every movement of the funding wallet with the balance after it, newest first", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        yield* TestClock.adjust("1 second")
        h.admin.setBalance("BTC", "0", { accountType: "FUND" })
        h.admin.deposit("BTC", "0.5")
        yield* Asset.createInternalTransfer({
          transferId: "5b0d1b0c-7d0e-4d8a-9b1f-000000000001",
          coin: "BTC",
          amount: "0.1",
          fromAccountType: "FUND",
          toAccountType: "UNIFIED"
        })
        yield* Asset.submitWithdrawal({
          coin: "BTC",
          chain: "BTC",
          address: "bc1qexampleexampleexampleexampleexample",
          amount: "0.2",
          timestamp: NOW,
          accountType: "FUND"
        })
        const list = (yield* Asset.getFundingAccountTransactionHistory({})).list.filter((e) => e.currency === "BTC")
        expect(list.map((e) => [e.showBusiTypeEn, e.ioDirection, e.txnAmt, e.afterAmt])).toEqual([
          ["Withdraw", "O", "0.2005", "0.1995"],
          ["Transfer", "O", "0.1", "0.4"],
          ["Deposit", "I", "0.5", "0.5"]
        ])
        const first = yield* Asset.getFundingAccountTransactionHistory({ limit: "1" })
        expect(first.list.length).toBe(1)
        const next = yield* Asset.getFundingAccountTransactionHistory({
          limit: "1",
          cursor: first.nextPageCursor ?? ""
        })
        expect(next.list[0]?.txnAmt).toBe("0.1")
        expect(yield* tagOf(Asset.getFundingAccountTransactionHistory({ limit: "500" }))).toBe("ParamsError")
        expect(h.admin.violations()).toEqual([])
      })
    )
  })

  describe("convert", () => {
    it.effect("a quote at the emulator's prices; confirming moves both coins by exactly the quoted amounts", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        h.admin.setBalance("USDT", "10000", { accountType: "FUND" })
        const coins = yield* Asset.getConvertCoins({ accountType: "eb_convert_funding", coin: "USDT" })
        expect(coins.coins.map((c) => [c.coin, c.balance])).toEqual([["USDT", "10000"]])
        const usdt = yield* fundOf("USDT")
        const btc = yield* fundOf("BTC")
        const quote = yield* Asset.requestConvertQuote({
          accountType: "eb_convert_funding",
          fromCoin: "USDT",
          toCoin: "BTC",
          requestCoin: "USDT",
          requestAmount: "1000",
          requestId: "q1"
        })
        expect([quote.fromAmount, quote.requestId]).toEqual(["1000", "q1"])
        expect(Number(quote.expiredTime)).toBeGreaterThan(NOW)
        expect(units(quote.toAmount)).toBeGreaterThan(0n)
        const done = yield* Asset.confirmConvertQuote({ quoteTxId: quote.quoteTxId })
        expect(done.exchangeStatus).toBe("processing")
        expect(yield* fundOf("USDT")).toBe(usdt - units("1000"))
        expect(yield* fundOf("BTC")).toBe(btc + units(quote.toAmount))
        expect(yield* tagOf(Asset.confirmConvertQuote({ quoteTxId: quote.quoteTxId }))).toBe("QuoteTxIdUsed")

        const status = yield* Asset.getConvertStatus({ quoteTxId: quote.quoteTxId, accountType: "eb_convert_funding" })
        expect([status.result.exchangeStatus, status.result.fromAmount, status.result.toAmount]).toEqual([
          "success",
          "1000",
          quote.toAmount
        ])
        const history = yield* Asset.getConvertHistory({ accountType: "eb_convert_funding" })
        expect(history.list.map((c) => c.exchangeTxId)).toEqual([quote.quoteTxId])
        expect(h.admin.violations()).toEqual([])
      })
    )

    it.effect("an expired quote is refused and moves nothing; unified conversions are booked", () =>
      Effect.gen(function* () {
        const h = yield* Emulator.Emulator
        const eth = yield* unifiedOf("ETH")
        const quote = yield* Asset.requestConvertQuote({
          accountType: "eb_convert_uta",
          fromCoin: "ETH",
          toCoin: "USDC",
          requestCoin: "ETH",
          requestAmount: "0.5"
        })
        yield* TestClock.adjust("16 seconds")
        expect(yield* tagOf(Asset.confirmConvertQuote({ quoteTxId: quote.quoteTxId }))).toBe("ConvertQuoteExpired")
        expect(yield* unifiedOf("ETH")).toBe(eth)

        const fresh = yield* Asset.requestConvertQuote({
          accountType: "eb_convert_uta",
          fromCoin: "ETH",
          toCoin: "USDC",
          requestCoin: "ETH",
          requestAmount: "0.5"
        })
        const usdc = yield* unifiedOf("USDC")
        yield* Asset.confirmConvertQuote({ quoteTxId: fresh.quoteTxId })
        expect(yield* unifiedOf("ETH")).toBe(eth - units("0.5"))
        expect(yield* unifiedOf("USDC")).toBe(usdc + units(fresh.toAmount))
        const log = (yield* Account.getTransactionLog({ currency: "USDC" })).list
        expect(units(log[0]?.change)).toBe(units(fresh.toAmount))

        expect(yield* tagOf(Asset.confirmConvertQuote({ quoteTxId: "nope" }))).toBe("ConvertOrderNotFound")
        const bad = { accountType: "eb_convert_uta", fromCoin: "ETH", toCoin: "USDC", requestCoin: "ETH" } as const
        expect(yield* tagOf(Asset.requestConvertQuote({ ...bad, requestAmount: "0.0001" }))).toBe("ConvertAmountTooLow")
        expect(yield* tagOf(Asset.requestConvertQuote({ ...bad, requestAmount: "999" }))).toBe(
          "ConvertBalanceInsufficient"
        )
        expect(
          yield* tagOf(Asset.requestConvertQuote({ ...bad, fromCoin: "NOPE", requestCoin: "NOPE", requestAmount: "1" }))
        ).toBe("ConvertCoinUnsupported")
        expect(
          yield* tagOf(Asset.getConvertStatus({ quoteTxId: quote.quoteTxId, accountType: "eb_convert_uta" }))
        ).toBe("ConvertOrderNotFound")
        expect(h.admin.violations()).toEqual([])
      })
    )
  })
})
