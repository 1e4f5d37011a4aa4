/**
 * The emulator process of `npm run bench`: `effect-bybit emulator` (src/Cli/EmulatorCommand.ts) plus one change —
 * the exchange's rate limits are lifted (the per-IP 600 requests / 5 s and the per-UID 10 orders/s would otherwise
 * answer 403 / 10006 long before 3000 requests), so the benchmark measures the clients, not the emulator's limiter.
 * Prints one JSON line like `effect-bybit emulator` (its admin token included) and runs until killed.
 *
 *   --port N   (default 0: any free port)   --seed N   (default 1)
 *
 * @since 0.1.0
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Emulator from "../src/Emulator/Emulator.js"

const flag = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name)
  const value = at < 0 ? undefined : Number(process.argv[at + 1])
  return value === undefined || !Number.isInteger(value) ? fallback : value
}

const program = Effect.gen(function* () {
  const handle = yield* Emulator.make({ port: flag("--port", 0), seed: flag("--seed", 1) })
  const limits = handle.admin.rateLimits
  // The emulator has no switch for its limits (yet): answer every IP and raise the groups the bench calls.
  limits.takeIp = () => true
  for (const group of ["order/create", "order/cancel", "order/cancel-all", "order/realtime"]) {
    limits.setLimit(handle.uid, group, 1_000_000_000)
  }
  yield* Console.log(
    JSON.stringify({
      rest: handle.rest,
      ws: handle.ws,
      apiKey: handle.apiKey,
      apiSecret: handle.apiSecret,
      adminToken: Redacted.value(handle.adminToken)
    })
  )
  return yield* Effect.never
}).pipe(Effect.scoped)

NodeRuntime.runMain(program)
