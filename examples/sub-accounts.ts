/**
 * Sub-accounts: create a sub UID, list the sub UIDs, and fund the new one from the master's funding account with a
 * universal transfer (master API key needed).
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet with BYBIT_API_KEY / BYBIT_API_SECRET uses the
 * testnet (where it creates a real sub UID).
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Clock from "effect/Clock"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import { Asset, User } from "effect-bybit"
import * as Exchange from "./support/Exchange.js"

const program = Effect.gen(function* () {
  const master = yield* User.getQueryApiKey()
  const username = `demo${(yield* Clock.currentTimeMillis) % 1_000_000_000}`
  const sub = yield* User.createSubMember({ username, memberType: 1, note: "examples/sub-accounts.ts" })
  yield* Console.log(`created sub UID   ${sub.uid} (${sub.username})`)

  const { subMembers } = yield* User.getSubUIDList()
  yield* Console.log(`sub UIDs          ${subMembers.map((m) => m.uid).join(", ")}`)

  // Fund the sub account: master FUND -> sub FUND. First top up the master's funding account from UNIFIED.
  yield* Asset.createInternalTransfer({
    transferId: crypto.randomUUID(),
    coin: "USDT",
    amount: "10",
    fromAccountType: "UNIFIED",
    toAccountType: "FUND"
  })
  const funded = yield* Asset.createUniversalTransfer({
    transferId: crypto.randomUUID(),
    coin: "USDT",
    amount: "10",
    fromMemberId: Number(master.userID),
    toMemberId: Number(sub.uid),
    fromAccountType: "FUND",
    toAccountType: "FUND"
  })
  yield* Console.log(`funded sub UID    ${funded.status}`)
  const balance = yield* Asset.getAllCoinsBalance({ memberId: sub.uid, accountType: "FUND", coin: "USDT" })
  yield* Console.log(`sub FUND USDT     ${balance.balance[0]?.walletBalance ?? "0"}`)
})

NodeRuntime.runMain(program.pipe(Effect.provide(Exchange.layer)))
