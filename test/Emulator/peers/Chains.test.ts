/**
 * ccxt's own network handling against the emulator's chains: it reads the coins' chains from coin info
 * (`fetchCurrencies`), asks a TRC20 deposit address by its network code, and withdraws on another chain, each
 * mapped to the exchange's chain code by ccxt itself.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Emulator from "../../../src/Emulator/Emulator.js"
import * as Peers from "./Peers.js"

const ARBITRUM_ADDRESS = "0x99ced129603abc771c0dabe935c326ff6c86645d"

describe("peers on chains", () => {
  it.live(
    "ccxt: the USDT networks, fetchDepositAddress on TRC20 and a withdrawal on Arbitrum at that chain's fee",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 2111 })
        h.admin.addApiKey({
          ...Peers.withdrawKey,
          uid: h.uid,
          isMaster: true,
          readOnly: false,
          permissions: { Wallet: ["AccountTransfer", "Withdraw"], Spot: ["SpotTrade"] },
          ips: []
        })
        const ccxt = Peers.ccxt(h, Peers.withdrawKey.apiKey, Peers.withdrawKey.secret)
        const usdt = yield* Effect.promise(async () => (await ccxt.fetchCurrencies())?.USDT)
        expect(Object.keys(usdt?.networks ?? {}).sort()).toEqual(
          expect.arrayContaining(["ERC20", "TRC20", "BEP20", "SOL"])
        )

        const address = yield* Effect.promise(() => ccxt.fetchDepositAddress("USDT", { network: "TRC20" }))
        expect(address).toMatchObject({ currency: "USDT", network: "TRC20" })
        expect(address.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
        expect((address.info as { chain: string }).chain).toBe("TRX")

        const fund = () =>
          Number(h.admin.balances({ accountType: "FUND" }).find((b) => b.coin === "USDT")?.walletBalance ?? "0")
        const before = fund()
        const sent = yield* Effect.promise(() =>
          ccxt.withdraw("USDT", 25, ARBITRUM_ADDRESS, undefined, { network: "ARBITRUM", accountType: "FUND" })
        )
        expect(sent.id).toMatch(/^\d+$/)
        const [record] = yield* Effect.promise(() => ccxt.fetchWithdrawals("USDT"))
        expect(record).toMatchObject({ id: sent.id, network: "ARBITRUM", amount: 25, addressTo: ARBITRUM_ADDRESS })
        expect(record?.fee?.cost).toBe(0.3)
        expect(fund()).toBeCloseTo(before - 25.3, 8)
      }).pipe(Effect.scoped),
    60_000
  )
})
