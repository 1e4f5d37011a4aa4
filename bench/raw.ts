/**
 * The raw baselines: a lean `node:http` client (one keep-alive Agent, node:crypto HMAC, `JSON.parse`) for REST, `ws` + `JSON.parse` + a
 * Map book for WebSocket (a sorted price index when a top-50 view is read), reconnecting at once on a drop.
 *
 * @since 0.1.0
 */
import * as crypto from "node:crypto"
import * as http from "node:http"
import WebSocket from "ws"
import {
  type BookRun,
  dropSockets,
  type Implementation,
  pool,
  type RestDriver,
  reconnectTopics,
  signedOrders,
  sleep
} from "./common.js"
import { type BookFrame, MapBook, SortedBook } from "./mapbook.js"

// The leanest plain node:http client: one keep-alive Agent; the request options built once per scenario and only
// their headers replaced per request, as a raw header list (node:http's documented array form: stored as given,
// without `setHeader`'s per-header checks, so `Host` and `Content-Length` are in it); the body a string signed with
// node:crypto's HMAC over `timestamp + apiKey + recvWindow + body`; the answer read by concatenating its chunks as
// text (no decoder, no Buffer list) and `JSON.parse`d. No closure per request beyond the Promise's and the
// response's handlers.
const rest: Implementation["rest"] = async (config) => {
  const base = new URL(config.rest)
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.counts.concurrency })
  const host = base.host
  const get: http.RequestOptions = {
    host: base.hostname,
    port: base.port,
    method: "GET",
    path: "/v5/market/tickers?category=linear&symbol=BTCUSDT",
    agent,
    headers: ["Host", host]
  }
  const post: http.RequestOptions = {
    host: base.hostname,
    port: base.port,
    method: "POST",
    path: "/v5/order/create",
    agent,
    headers: []
  }
  const send = (options: http.RequestOptions, body: string | undefined) =>
    new Promise<unknown>((resolve, reject) => {
      const req = http.request(options, (res) => {
        let text = ""
        res.on("data", (chunk: Buffer) => {
          text += chunk
        })
        res.on("end", () => {
          try {
            const parsed = JSON.parse(text) as { retCode?: unknown }
            if (parsed.retCode === 0) resolve(parsed)
            else reject(new Error(`retCode ${String(parsed.retCode)}: ${text.slice(0, 200)}`))
          } catch (error) {
            reject(error)
          }
        })
      })
      req.on("error", reject)
      req.end(body)
    })
  const { apiKey, apiSecret } = config
  const next = signedOrders(config.lastPrice)
  const tickers = () => send(get, undefined)
  const order = () => {
    const body = JSON.stringify(next())
    const timestamp = String(Date.now())
    const sign = crypto
      .createHmac("sha256", apiSecret)
      .update(timestamp + apiKey + "5000" + body)
      .digest("hex")
    // read by `http.request` before it returns: the next request may replace them
    post.headers = [
      "Host",
      host,
      "Content-Type",
      "application/json",
      "Content-Length",
      String(Buffer.byteLength(body)),
      "X-BAPI-API-KEY",
      apiKey,
      "X-BAPI-TIMESTAMP",
      timestamp,
      "X-BAPI-RECV-WINDOW",
      "5000",
      "X-BAPI-SIGN",
      sign
    ]
    return send(post, body)
  }
  const driver: RestDriver = {
    run: (kind, n, concurrency, latencies) => pool(n, concurrency, latencies, kind === "signed" ? order : tickers),
    close: async () => agent.destroy()
  }
  return driver
}

const open = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false })
    ws.once("open", () => resolve(ws))
    ws.once("error", reject)
  })

const closeSocket = (ws: WebSocket) =>
  new Promise<void>((resolve) => {
    if (ws.readyState === ws.CLOSED) return resolve()
    ws.once("close", () => resolve())
    ws.close()
  })

const book: Implementation["book"] = async (config, variant, probe) => {
  const ws = await open(`${config.wsBase}/v5/public/linear`)
  const topic = `orderbook.${variant.depth}.BTCUSDT`
  let views = 0
  let touched = 0
  if (variant.view) {
    const local = new SortedBook()
    ws.on("message", (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as BookFrame & { topic?: string }
      if (frame.topic !== topic) return
      local.apply(frame)
      const top = local.top(50)
      views++
      touched += top.bids.length + top.asks.length
      probe.seen(local.u)
    })
  } else {
    const local = new MapBook()
    ws.on("message", (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as BookFrame & { topic?: string }
      if (frame.topic !== topic) return
      local.apply(frame)
      probe.seen(local.u)
    })
  }
  ws.send(JSON.stringify({ req_id: "1", op: "subscribe", args: [topic] }))
  const run: BookRun = { views: () => (touched >= 0 ? views : 0), close: () => closeSocket(ws) }
  return run
}

const manyBooks: Implementation["manyBooks"] = async (config) => {
  const ws = await open(`${config.wsBase}/v5/public/linear`)
  const books = new Map<string, MapBook>()
  for (const symbol of config.books) books.set(`orderbook.200.${symbol}`, new MapBook())
  let pending = config.books.length
  let resolve: () => void = () => {}
  const finished = new Promise<void>((r) => {
    resolve = r
  })
  ws.on("message", (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as BookFrame & { topic?: string; data: { s?: string } }
    const local = frame.topic === undefined ? undefined : books.get(frame.topic)
    if (local === undefined) return
    local.apply(frame)
    if (local.u === config.bookLastU[frame.data.s ?? ""] && --pending === 0) resolve()
  })
  const topics = [...books.keys()]
  for (let i = 0; i < topics.length; i += 10) {
    ws.send(JSON.stringify({ req_id: `s${i}`, op: "subscribe", args: topics.slice(i, i + 10) }))
  }
  await finished
  return { close: () => closeSocket(ws) }
}

const reconnect: Implementation["reconnect"] = async (config, drops) => {
  let ws: WebSocket | undefined
  let acked: (() => void) | undefined
  let closing = false
  const connect = async () => {
    const socket = await open(config.emulatorWs)
    ws = socket
    socket.on("message", (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as { op?: string; success?: boolean }
      if (frame.op === "subscribe" && frame.success === true) acked?.()
    })
    // a hand-written client reconnects at once
    socket.on("close", () => {
      if (!closing) void connect()
    })
    socket.send(JSON.stringify({ req_id: "r", op: "subscribe", args: reconnectTopics }))
  }
  const subscribed = () =>
    new Promise<void>((resolve) => {
      acked = resolve
    })
  const first = subscribed()
  await connect()
  await first
  const samples: Array<number> = []
  for (let i = 0; i < drops; i++) {
    const again = subscribed()
    const t0 = performance.now()
    await dropSockets(config.emulatorRest, config.emulatorAdminToken)
    await again
    samples.push(performance.now() - t0)
    await sleep(50)
  }
  closing = true
  if (ws !== undefined) await closeSocket(ws)
  return samples
}

/**
 * The raw baseline implementation.
 *
 * @since 0.1.0
 * @category implementations
 */
export const implementation: Implementation = { rest, book, manyBooks, reconnect }
