/**
 * The Effect floor: the least an Effect-based client can pay per REST call on the pinned stack, with no effect-bybit
 * code. The raw baseline's `node:http` request (same keep-alive Agent, same node:crypto HMAC) wrapped in one
 * `Effect.callback`, the body decoded by an `effect/Schema` struct (envelope, retCode checked, a typed result), the
 * loop inside one Effect program as an Effect user writes it. It has no rate budget, retries, timeouts, typed
 * exchange errors, metrics or spans, so a real client cannot go below it: the targets that sit under this floor
 * cannot be met by any client built on Effect, only approached.
 *
 * REST only (like the Promise facade); its process's peak RSS is also the memory floor of an Effect client
 * (effect/Effect + effect/Schema loaded, nothing else of the stack). The `effect-floor-stack` row runs the same loop
 * in a process that first imports the Effect modules effect-bybit's import loads (`bench/imports.ts` stackModules:
 * Stream, the HTTP client, Socket, Config, ...), no effect-bybit code: the memory floor of an Effect client on that
 * stack.
 *
 * @since 0.1.0
 */
import * as crypto from "node:crypto"
import * as http from "node:http"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { type Implementation, type RestDriver, signedOrders } from "./common.js"

class RequestFailed extends Schema.TaggedError<RequestFailed>()("RequestFailed", {
  message: Schema.String
}) {}

const Envelope = <A, I>(result: Schema.Codec<A, I>) =>
  Schema.Struct({ retCode: Schema.Number, retMsg: Schema.String, result, time: Schema.Number })

const Ticker = Schema.Struct({
  symbol: Schema.String,
  lastPrice: Schema.String,
  indexPrice: Schema.String,
  markPrice: Schema.String,
  bid1Price: Schema.String,
  bid1Size: Schema.String,
  ask1Price: Schema.String,
  ask1Size: Schema.String,
  volume24h: Schema.String,
  turnover24h: Schema.String,
  fundingRate: Schema.String,
  openInterest: Schema.String
})
const Tickers = Envelope(Schema.Struct({ category: Schema.String, list: Schema.Array(Ticker) }))
const Created = Envelope(Schema.Struct({ orderId: Schema.String, orderLinkId: Schema.String }))

/**
 * The implementation (REST only).
 *
 * @since 0.1.0
 * @category implementations
 */
export const implementation: Implementation = {
  rest: async (config) => {
    const base = new URL(config.rest)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
    const send = (method: "GET" | "POST", path: string, headers: http.OutgoingHttpHeaders, body?: string) =>
      Effect.callback<string, RequestFailed>((resume) => {
        const req = http.request({ host: base.hostname, port: base.port, method, path, headers, agent }, (res) => {
          let text = ""
          res.setEncoding("utf8")
          res.on("data", (chunk: string) => {
            text += chunk
          })
          res.on("end", () =>
            resume(
              res.statusCode === 200
                ? Effect.succeed(text)
                : Effect.fail(new RequestFailed({ message: `HTTP ${res.statusCode}` }))
            )
          )
          res.on("error", (cause) => resume(Effect.fail(new RequestFailed({ message: cause.message }))))
        })
        req.on("error", (cause) => resume(Effect.fail(new RequestFailed({ message: cause.message }))))
        req.end(body)
        return Effect.sync(() => req.destroy())
      })
    const decoded = <A, I>(schema: Schema.Codec<A & { readonly retCode: number }, I>) => {
      const decode = Schema.decodeUnknownEffect(schema)
      return (text: string) =>
        decode(JSON.parse(text)).pipe(
          Effect.mapError((error) => new RequestFailed({ message: error.message })),
          Effect.filterOrFail(
            (envelope) => envelope.retCode === 0,
            (envelope) => new RequestFailed({ message: `retCode ${envelope.retCode}` })
          )
        )
    }
    const tickers = send("GET", "/v5/market/tickers?category=linear&symbol=BTCUSDT", {}).pipe(
      Effect.flatMap(decoded(Tickers))
    )
    const next = signedOrders(config.lastPrice)
    const order = Effect.suspend(() => {
      const body = JSON.stringify(next())
      const timestamp = String(Date.now())
      const sign = crypto
        .createHmac("sha256", config.apiSecret)
        .update(timestamp + config.apiKey + "5000" + body)
        .digest("hex")
      return send(
        "POST",
        "/v5/order/create",
        {
          "Content-Type": "application/json",
          "X-BAPI-API-KEY": config.apiKey,
          "X-BAPI-TIMESTAMP": timestamp,
          "X-BAPI-RECV-WINDOW": "5000",
          "X-BAPI-SIGN": sign
        },
        body
      )
    }).pipe(Effect.flatMap(decoded(Created)))
    const driver: RestDriver = {
      run: (kind, n, concurrency, latencies) => {
        const request: Effect.Effect<unknown, RequestFailed> = kind === "signed" ? order : tickers
        const one = (i: number) =>
          Effect.suspend(() => {
            const t0 = performance.now()
            return Effect.map(request, () => {
              latencies[i] = performance.now() - t0
            })
          })
        const program =
          concurrency === 1
            ? Effect.gen(function* () {
                for (let i = 0; i < n; i++) yield* one(i)
              })
            : Effect.forEach(
                Array.from({ length: n }, (_, i) => i),
                one,
                { concurrency, discard: true }
              )
        return Effect.runPromise(program)
      },
      close: async () => agent.destroy()
    }
    return driver
  },
  book: () => Promise.reject(new Error("the Effect floor is REST only")),
  manyBooks: () => Promise.reject(new Error("the Effect floor is REST only")),
  reconnect: () => Promise.reject(new Error("the Effect floor is REST only"))
}
