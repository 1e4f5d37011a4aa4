/**
 * effect-bybit's Promise facade (`effect-bybit/promise`) under test: one `createClient` object on the Node platform
 * layer, each request an `await` that enters the shared runtime (entering it per call can double a call's cost).
 * REST only: the facade has no WebSocket side, so the book and reconnect suites skip it. Its rate budget is off, like
 * the peers'. Every order carries a fresh `orderLinkId`.
 *
 * @since 0.1.0
 */
import { Environment } from "../src/index.js"
import * as Node from "../src/node.js"
import { createClient } from "../src/promise.js"
import { type Implementation, pool, type RestDriver, signedOrders } from "./common.js"

const restOnly = (what: string) => () => Promise.reject(new Error(`the Promise facade has no ${what}`))

/**
 * The implementation.
 *
 * @since 0.1.0
 * @category implementations
 */
export const implementation: Implementation = {
  rest: async (config) => {
    const client = createClient({
      environment: Environment.custom({ restUrl: config.rest, wsUrl: config.wsBase }),
      apiKey: config.apiKey,
      apiSecret: config.apiSecret,
      rateBudget: false,
      platform: Node.layer
    })
    const order = signedOrders(config.lastPrice)
    const driver: RestDriver = {
      run: (kind, n, concurrency, latencies) =>
        pool(
          n,
          concurrency,
          latencies,
          kind === "signed"
            ? () => client.submitOrder(order())
            : () => client.getTickers({ category: "linear", symbol: "BTCUSDT" })
        ),
      close: () => client.dispose()
    }
    return driver
  },
  book: restOnly("order books"),
  manyBooks: restOnly("order books"),
  reconnect: restOnly("WebSocket")
}
