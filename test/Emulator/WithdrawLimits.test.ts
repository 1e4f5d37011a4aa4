/**
 * Withdrawal limits through the library's client, on TestClock: the account's daily limit (1,000,000 USDT worth a
 * UTC day) is shared by every key of the account, a withdrawal past what is left answers 131088 naming what is
 * left, a cancelled withdrawal gives its value back, the limit resets at 00:00 UTC; and `/v5/asset/withdraw/create`
 * answers 10006 past its documented rate (5 a minute) until the minute has passed.
 */
import { expect, layer } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as TestClock from "effect/testing/TestClock"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Asset from "../../src/Http/v5/Asset.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Node from "../../src/node.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const KEYS = [
  { apiKey: "WithdrawLimitsKeyA00001", secret: "WithdrawLimitsSecretA0123456789abcdef" },
  { apiKey: "WithdrawLimitsKeyB00001", secret: "WithdrawLimitsSecretB0123456789abcdef" }
] as const
const ADDRESS = "0x99ced129603abc771c0dabe935c326ff6c86645d"

const Env = Layer.unwrap(
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    const h = yield* Emulator.make({ port: 0, seed: 71, tickMs: 600_000 })
    // two master keys of one account, both allowed to withdraw
    for (const k of KEYS) {
      h.admin.addApiKey({
        apiKey: k.apiKey,
        secret: k.secret,
        uid: h.uid,
        isMaster: true,
        readOnly: false,
        permissions: { Wallet: ["AccountTransfer", "Withdraw"] },
        ips: []
      })
    }
    h.admin.setBalance("USDT", "2000000", { accountType: "FUND" })
    const client = Bybit.layer({
      environment: h.environment,
      credentials: { apiKey: KEYS[0].apiKey, apiSecret: KEYS[0].secret },
      rateBudget: false,
      // the server's 10006 is what the test reads, not re-sent after the reset it names
      retry: false
    }).pipe(Layer.provide(Node.layer))
    return Layer.merge(Layer.succeed(Emulator.Emulator, h), client)
  })
)

const withKeyB = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Credentials.withCredentials(effect, {
    apiKey: Redacted.make(KEYS[1].apiKey),
    apiSecret: Redacted.make(KEYS[1].secret)
  })

const withdraw = (amount: string) =>
  Effect.flatMap(Clock.currentTimeMillis, (timestamp) =>
    Asset.submitWithdrawal({ coin: "USDT", chain: "ETH", address: ADDRESS, amount, timestamp, accountType: "FUND" })
  )

const refusal = <A, E extends { readonly _tag: string; readonly message: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e) => ({ tag: e._tag, message: e.message }))

layer(Env, { timeout: "60 seconds" })("withdrawal limits on the emulator", (it) => {
  it.effect("the daily limit is the account's, across its keys; cancels give back; it resets at 00:00 UTC", () =>
    Effect.gen(function* () {
      const h = yield* Emulator.Emulator
      // 600,000 + the 4 USDT fee counts
      const first = yield* withdraw("600000")
      const past = yield* withKeyB(refusal(withdraw("500000")))
      expect(past.tag).toBe("WithdrawAboveKycLimit")
      expect(past.message).toContain("The current available amount for withdrawal : 399996")
      const second = yield* withKeyB(withdraw("399000"))
      expect((yield* refusal(withdraw("1000"))).tag).toBe("WithdrawAboveKycLimit")
      // a cancelled withdrawal no longer counts
      yield* Asset.cancelWithdrawal({ id: second.id })
      yield* withdraw("1000")
      expect(first.id).not.toBe(second.id)

      // the next UTC day starts afresh
      yield* TestClock.adjust("12 hours")
      yield* withdraw("900000")
      expect(h.admin.violations()).toEqual([])
    })
  )

  it.effect("withdraw/create answers 10006 past 5 requests a minute, per account, until the minute passes", () =>
    Effect.gen(function* () {
      yield* TestClock.adjust("1 minute")
      for (let k = 0; k < 3; k++) yield* withdraw("10")
      for (let k = 0; k < 2; k++) yield* withKeyB(withdraw("10"))
      expect((yield* withKeyB(refusal(withdraw("10")))).tag).toBe("RateLimitExceeded")
      expect((yield* refusal(withdraw("10"))).tag).toBe("RateLimitExceeded")
      yield* TestClock.adjust("1 minute")
      yield* withKeyB(withdraw("10"))
    })
  )
})
