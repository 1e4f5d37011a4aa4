/**
 * Transfers between account types of one UID: read the funding balance, move USDT from the unified trading account
 * to the funding account, and list the transfer records.
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet with BYBIT_API_KEY / BYBIT_API_SECRET uses the
 * testnet.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import { Asset } from "effect-bybit"
import * as Exchange from "./support/Exchange.js"

const fundUsdt = Effect.map(
  Asset.getAllCoinsBalance({ accountType: "FUND", coin: "USDT" }),
  (result) => result.balance[0]?.walletBalance ?? "0"
)

const program = Effect.gen(function* () {
  yield* Console.log(`FUND USDT before  ${yield* fundUsdt}`)

  // transferId is the idempotency key: retrying with the same id never moves the funds twice.
  const transferId = crypto.randomUUID()
  const transfer = yield* Asset.createInternalTransfer({
    transferId,
    coin: "USDT",
    amount: "25",
    fromAccountType: "UNIFIED",
    toAccountType: "FUND"
  })
  yield* Console.log(`transfer          ${transfer.transferId} ${transfer.status}`)
  yield* Console.log(`FUND USDT after   ${yield* fundUsdt}`)

  const records = yield* Asset.getInternalTransferRecords({ transferId })
  for (const r of records.list) {
    yield* Console.log(`record            ${r.amount} ${r.coin} ${r.fromAccountType} -> ${r.toAccountType} ${r.status}`)
  }
})

NodeRuntime.runMain(program.pipe(Effect.provide(Exchange.layer)))
