/**
 * The README's "swap one Layer" snippet, type-checked: the same program against the testnet (values) or against
 * whatever the environment variables name (configuration). Not run by the suite: it would reach the testnet.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Bybit, Environment, Market } from "effect-bybit"
import * as Node from "effect-bybit/node"

const program = Effect.flatMap(Market.getServerTime(), (time) => Console.log(new Date(time.millis).toISOString()))

// Values…
const Testnet = Bybit.layer({
  environment: Environment.testnet, // or Environment.live, Environment.demo, Environment.custom({ restUrl, wsUrl })
  credentials: { apiKey: "…", apiSecret: "…" } // HMAC secret or RSA private key (PEM); omit for public data
}).pipe(Layer.provide(Node.layer))

// …or configuration: BYBIT_ENV (live | testnet | demo | custom), BYBIT_REGION (eu, hk, tr, …), BYBIT_REST_URL / BYBIT_WS_URL,
// BYBIT_API_KEY, BYBIT_API_SECRET, BYBIT_TIME_SYNC.
const FromEnv = Bybit.layerConfig().pipe(Layer.provide(Node.layer))

// `npx tsx examples/support/Environments.ts` with BYBIT_ENV and keys set runs it; importing it runs nothing.
if (process.argv[1]?.endsWith("Environments.ts")) {
  NodeRuntime.runMain(program.pipe(Effect.provide(FromEnv)))
}

/** Both layers, for a caller that picks one. */
export const layers = { Testnet, FromEnv }
