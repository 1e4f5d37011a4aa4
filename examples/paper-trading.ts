/**
 * Paper trading on a recorded market: the emulator replays a small recording shipped with the examples
 * (`examples/recordings/btcusdt.jsonl`, made by `generate.ts` beside it) instead of its seeded market; a bot trades it
 * with the ordinary client (REST orders with an `orderLinkId`), unchanged from one that trades Bybit; when the
 * recording ends, the emulator's report says what the bot made: fills, fees, PnL, slippage, drawdown.
 *
 * Always runs against the embedded exchange (a recording is replayed, nothing is recorded live).
 */
import { fileURLToPath } from "node:url"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import { Bybit, Market, Trade } from "effect-bybit"
import { type AccountsDescription, Emulator, Replay, ReportTable } from "effect-bybit/emulator"
import * as Node from "effect-bybit/node"
import { Reader } from "effect-bybit/recording"

const category = "linear"
const symbol = "BTCUSDT"
// the recording beside this file (in the repository or in node_modules/effect-bybit/examples), or the one named
const recording = process.argv[2] ?? fileURLToPath(new URL("recordings/btcusdt.jsonl", import.meta.url))

// The bot: buy when the replay is under way, hold a while of market time, sell.
const bot = Effect.gen(function* () {
  const start = yield* Market.getServerTime()
  yield* Console.log(`replay time ${new Date(start.millis).toISOString()}`)
  const bought = yield* Trade.submitOrder({
    category,
    symbol,
    side: "Buy",
    orderType: "Market",
    qty: "0.010",
    orderLinkId: "paper-buy-1"
  })
  yield* Console.log(`bought   ${bought.orderLinkId}`)
  // the replay plays at 10×: 1.5 s here is 15 s of the recording
  yield* Effect.sleep("1500 millis")
  const sold = yield* Trade.submitOrder({
    category,
    symbol,
    side: "Sell",
    orderType: "Market",
    qty: "0.010",
    orderLinkId: "paper-sell-1"
  })
  yield* Console.log(`sold     ${sold.orderLinkId}`)
})

// The bot's account, described: USDT only, so its equity moves with the bot alone (a coin the recording does not
// price would move on the seeded price walk). Keys of a local exchange, not secrets.
const uid = "20000001"
const apiKey = "PAPERBOTKEY00001"
const apiSecret = "paper-bot-secret-0000000000000001"
const accounts: AccountsDescription.Input = {
  users: [
    { uid, username: "paperbot01", apiKeys: [{ apiKey, secret: apiSecret }], balances: { UNIFIED: { USDT: "100000" } } }
  ]
}

const program = Effect.gen(function* () {
  const lines = Reader.read([recording]).pipe(Stream.provide(NodeFileSystem.layer))
  const emulator = yield* Emulator.make({ market: Replay.from(lines, { speed: 10 }), accounts })
  yield* Console.log(`embedded exchange on ${emulator.rest} replaying ${recording}`)
  const client = Bybit.layer({ environment: emulator.environment, credentials: { apiKey, apiSecret } }).pipe(
    Layer.provide(Node.layer)
  )
  yield* bot.pipe(Effect.provide(client))
  yield* emulator.replayEnded
  const report = emulator.admin.report({ uid })
  yield* Console.log(ReportTable.table(report))
  // one line of JSON for a program that reads it
  yield* Console.log(`report ${JSON.stringify({ totals: report.totals, fills: report.fills, equity: report.equity })}`)
})

NodeRuntime.runMain(Effect.scoped(program))
