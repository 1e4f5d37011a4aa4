/**
 * `npx tsx scripts/emulator-load.ts [seconds] [connections]`: requests/s the emulator answers, with keep-alive
 * `node:http` clients in this process, for a public GET (`/v5/market/time`, `/v5/market/tickers`) and a signed
 * order (`/v5/order/create`), then the latency of a GET while a signed order with a 200 KB `qty` is in flight.
 * Each connection binds its own loopback address (127.<phase>.1.x) so the per-IP limit does not cap the figure, and the
 * demo UID's order-entry limit is lifted for the run. Prints one JSON object.
 *
 * @since 0.1.0
 */
import * as crypto from "node:crypto"
import * as http from "node:http"
import * as Effect from "effect/Effect"
import * as Emulator from "../src/Emulator/Emulator.js"

const seconds = Number(process.argv[2] ?? 3)
const connections = Number(process.argv[3] ?? 32)

interface Target {
  readonly method: "GET" | "POST"
  readonly path: string
  readonly body?: () => string
  readonly headers?: (body: string) => Record<string, string>
}

// status, or retCode for V5 envelopes (`0`, `10001`, ...)
const once = (agent: http.Agent, base: URL, t: Target): Promise<string> =>
  new Promise((resolve, reject) => {
    const body = t.body?.() ?? ""
    const req = http.request(
      { host: base.hostname, port: base.port, path: t.path, method: t.method, agent, headers: t.headers?.(body) },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (c: Buffer) => chunks.push(c))
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8")
          const code = /^\{"retCode":(-?\d+)/.exec(text)?.[1]
          resolve(code === undefined ? `HTTP ${res.statusCode}` : `retCode ${code}`)
        })
      }
    )
    req.on("error", reject)
    req.end(body === "" ? undefined : body)
  })

let phase = 0

const load = async (base: URL, t: Target) => {
  // each phase and connection its own loopback address: the per-IP limit does not carry over
  phase++
  const until = Date.now() + seconds * 1000
  const statuses = new Map<string, number>()
  let done = 0
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.${phase}.1.${i + 1}` })
      while (Date.now() < until) {
        const status = await once(agent, base, t)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        done++
      }
      agent.destroy()
    })
  )
  return { perSecond: Math.round(done / seconds), statuses: Object.fromEntries(statuses) }
}

const program = Effect.gen(function* () {
  const h = yield* Emulator.make({ port: 0, seed: 1 })
  h.admin.rateLimits.setLimit(h.uid, "order/create", 1_000_000_000)
  const base = new URL(h.rest)
  let n = 0
  const sign = (body: string) => {
    const ts = String(Date.now())
    return {
      "Content-Type": "application/json",
      "X-BAPI-API-KEY": h.apiKey,
      "X-BAPI-TIMESTAMP": ts,
      "X-BAPI-RECV-WINDOW": "5000",
      "X-BAPI-SIGN": crypto.createHmac("sha256", h.apiSecret).update(`${ts}${h.apiKey}5000${body}`).digest("hex")
    }
  }
  const order = (qty: string) =>
    JSON.stringify({
      category: "linear",
      symbol: "BTCUSDT",
      side: n++ % 2 === 0 ? "Buy" : "Sell",
      orderType: "Market",
      qty
    })
  const time = yield* Effect.promise(() => load(base, { method: "GET", path: "/v5/market/time" }))
  const tickers = yield* Effect.promise(() =>
    load(base, { method: "GET", path: "/v5/market/tickers?category=linear&symbol=BTCUSDT" })
  )
  const signed = yield* Effect.promise(() =>
    load(base, { method: "POST", path: "/v5/order/create", body: () => order("0.001"), headers: sign })
  )
  // a hostile order in flight: how long does another client wait?
  const hostile = yield* Effect.promise(async () => {
    const agent = new http.Agent({ keepAlive: false, localAddress: "127.9.2.1" })
    const started = Date.now()
    const big = once(agent, base, {
      method: "POST",
      path: "/v5/order/create",
      body: () => order("9".repeat(200_000)),
      headers: sign
    }).then(() => Date.now() - started)
    const other = new http.Agent({ keepAlive: false, localAddress: "127.9.2.2" })
    const t0 = Date.now()
    await once(other, base, { method: "GET", path: "/v5/market/time" })
    return { hostileMs: await big, otherGetMs: Date.now() - t0 }
  })
  return { seconds, connections, time, tickers, signedOrder: signed, hostile }
})

Effect.runPromise(Effect.scoped(program)).then(
  (r) => console.log(JSON.stringify(r, null, 2)),
  (e) => {
    console.error(e)
    process.exit(1)
  }
)
