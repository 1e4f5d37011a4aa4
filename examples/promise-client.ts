/**
 * The Promise facade (`effect-bybit/promise`) for code that does not use Effect: one client object, a method per
 * endpoint, `await` and `try/catch` with the same tagged errors (`e._tag`).
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet with BYBIT_API_KEY / BYBIT_API_SECRET uses the
 * testnet.
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Scope from "effect/Scope"
import { Emulator } from "effect-bybit/emulator"
import { type ClientOptions, createClient, type Errors } from "effect-bybit/promise"

// Only starting the embedded exchange needs Effect; with BYBIT_ENV set, nothing here does.
const scope = Effect.runSync(Scope.make())
const local = async (): Promise<ClientOptions> => {
  const emulator = await Effect.runPromise(Scope.provide(Emulator.make({ port: 0, seed: 1 }), scope))
  console.log(`embedded exchange on ${emulator.rest}`)
  return { environment: emulator.environment, apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
}
const env = process.env.BYBIT_ENV
const options: ClientOptions =
  env === "testnet" || env === "demo" || env === "live"
    ? { environment: env, apiKey: process.env.BYBIT_API_KEY ?? "", apiSecret: process.env.BYBIT_API_SECRET ?? "" }
    : await local()

const client = createClient(options)
try {
  const { list } = await client.getTickers({ category: "linear", symbol: "BTCUSDT" })
  console.log(`BTCUSDT last ${list[0]?.lastPrice}`)

  const wallet = await client.getWalletBalance({ accountType: "UNIFIED" })
  console.log(`equity       ${wallet.list[0]?.totalEquity}`)

  try {
    await client.submitOrder({
      category: "linear",
      symbol: "BTCUSDT",
      side: "Buy",
      orderType: "Limit",
      qty: "100",
      price: String(Math.floor(Number(list[0]?.lastPrice ?? "0") * 0.9))
    })
  } catch (e) {
    // The rejection is the library's tagged error itself: here the margin is not enough for 100 BTC.
    const error = e as Errors["submitOrder"]
    console.log(`refused      ${error._tag}: ${error.message}`)
  }
} finally {
  await client.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
}
