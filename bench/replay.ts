/**
 * The bench replay server (its own process): answers `GET /v5/market/tickers` and `POST /v5/order/create` with the
 * bodies and headers recorded from the emulator at start-up (a fresh `orderId` per order, the request's `orderLinkId`
 * echoed), and serves
 * `/v5/public/{category}` WebSocket streams of generated book frames (`frames.ts`) at full speed (`wire.ts`), with
 * the exchange's subscribe acknowledgements and pongs. The emulator answers ~1,300 REST requests/s on this machine and
 * pushes one book delta per 100 ms, so measured against it every client would time the emulator; against this
 * server the client is the bottleneck. Prints one JSON line (`rest`, `ws`, stream statistics), runs until killed.
 *
 *   --emulator URL --api-key K --api-secret S   the emulator (recordings are taken from it) and its demo key
 *   --deltas N          deltas per depth-50 and depth-1000 stream (default 200000)
 *   --books N --book-deltas N   symbols of the depth-200 book set and deltas per symbol (default 100, 200)
 *   --hour FILE         also serve the book messages of a recording (`bench/hour.ts`) under `/hour/v5/public/...`,
 *                       as they are in the file, at full speed: the replay suite's baseline for the same book
 *
 * @since 0.1.0
 */
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as http from "node:http"
import type * as net from "node:net"
import * as zlib from "node:zlib"
import { orderParams } from "./common.js"
import { type BookStream, generate, type RecordedBook } from "./frames.js"
import { accept, type Framed, frameAll, type Peer } from "./wire.js"

const arg = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(name)
  return at < 0 ? fallback : (process.argv[at + 1] ?? fallback)
}

const emulator = arg("--emulator", "")
const adminToken = arg("--admin-token", "")
const deltaCount = Number(arg("--deltas", "200000"))
const bookSymbols = Number(arg("--books", "100"))
const bookDeltas = Number(arg("--book-deltas", "200"))
const hourFile = arg("--hour", "")

/** A recording's book messages of one topic, each as the text the exchange sent (the file's `m`). */
const recordedBook = (file: string): { readonly topic: string; readonly messages: Array<Buffer> } | undefined => {
  if (file === "") return undefined
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8")
  let topic: string | undefined
  const messages: Array<Buffer> = []
  for (const line of text.split("\n")) {
    if (!line.includes('"orderbook.')) continue
    const parsed = JSON.parse(line) as { m?: { topic?: string } }
    const t = parsed.m?.topic
    if (t === undefined || !t.startsWith("orderbook.")) continue
    topic ??= t
    if (t === topic) messages.push(Buffer.from(JSON.stringify(parsed.m)))
  }
  return topic === undefined ? undefined : { topic, messages }
}

interface Recorded {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: string
}

const hopHeaders = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"])

const record = async (path: string, init?: RequestInit): Promise<Recorded> => {
  const response = await fetch(`${emulator}${path}`, init)
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!hopHeaders.has(name)) headers[name] = value
  })
  return { status: response.status, headers, body: await response.text() }
}

const signedOrder = (tickersBody: string): RequestInit => {
  const last = Number(
    (JSON.parse(tickersBody) as { result: { list: Array<{ lastPrice: string }> } }).result.list[0]?.lastPrice
  )
  const body = JSON.stringify({ ...orderParams(last), orderLinkId: `bench-record-${Date.now().toString(36)}` })
  const timestamp = String(Date.now())
  const key = arg("--api-key", "")
  const sign = crypto
    .createHmac("sha256", arg("--api-secret", ""))
    .update(timestamp + key + "5000" + body)
    .digest("hex")
  return {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "X-BAPI-API-KEY": key,
      "X-BAPI-TIMESTAMP": timestamp,
      "X-BAPI-RECV-WINDOW": "5000",
      "X-BAPI-SIGN": sign
    }
  }
}

const adminBook = async (limit: number): Promise<RecordedBook> => {
  const response = await fetch(`${emulator}/__admin/book`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ category: "linear", symbol: "BTCUSDT", limit })
  })
  const answer = (await response.json()) as { ok: boolean; result: RecordedBook }
  if (!answer.ok) throw new Error(`the emulator refused /__admin/book: ${JSON.stringify(answer)}`)
  return answer.result
}

const main = async () => {
  const tickers = await record("/v5/market/tickers?category=linear&symbol=BTCUSDT")
  // a signed order that cannot rest or fill (IOC, far below the market): its answer carries the headers every
  // private answer has (rate-limit status)
  const orderTemplate = await record("/v5/order/create", signedOrder(tickers.body))
  const recorded = await adminBook(1000)

  const streams = new Map<string, BookStream>()
  const add = (s: BookStream) => streams.set(s.topic, s)
  add(generate({ recorded, depth: 50, symbol: "BTCUSDT", count: deltaCount, seed: 50, maxChanges: 3 }))
  add(generate({ recorded, depth: 1000, symbol: "BTCUSDT", count: deltaCount, seed: 1000, maxChanges: 8 }))
  const bookSet: Array<string> = []
  for (let i = 0; i < bookSymbols; i++) {
    const symbol = `BENCH${i}USDT`
    bookSet.push(symbol)
    add(generate({ recorded, depth: 200, symbol, count: bookDeltas, seed: 200 + i, maxChanges: 3, priceShift: i * 7 }))
  }

  let orders = 0
  // the recorded answer cut around its three varying fields: the orderId, the orderLinkId (echoed, as the exchange
  // does) and the time
  const template = /^(.*"orderId":")[^"]*(".*"orderLinkId":")[^"]*(".*"time":)\d+(.*)$/s.exec(orderTemplate.body)
  if (template === null) throw new Error(`unexpected order answer: ${orderTemplate.body}`)
  const [, beforeId = "", beforeLink = "", beforeTime = "", rest = ""] = template
  const linkIdOf = /"orderLinkId":"([^"]*)"/
  const orderBody = (request: string): string => {
    orders++
    const id = `bench-${orders.toString(16).padStart(8, "0")}-0000-4000-8000-${orders.toString().padStart(12, "0")}`
    const link = linkIdOf.exec(request)?.[1] ?? ""
    return `${beforeId}${id}${beforeLink}${link}${beforeTime}${Date.now()}${rest}`
  }

  const server = http.createServer((req, res) => {
    const url = req.url ?? ""
    if (req.method === "GET" && url.startsWith("/v5/market/tickers")) {
      res.writeHead(200, { ...tickers.headers, "content-length": Buffer.byteLength(tickers.body) })
      res.end(tickers.body)
      return
    }
    if (req.method === "POST" && url.startsWith("/v5/order/create")) {
      let body = ""
      req.setEncoding("utf8")
      req.on("data", (chunk: string) => {
        body += chunk
      })
      req.on("end", () => {
        const signed =
          typeof req.headers["x-bapi-sign"] === "string" && typeof req.headers["x-bapi-api-key"] === "string"
        if (!signed || !body.includes('"symbol"')) {
          const refused = '{"retCode":10003,"retMsg":"API key is invalid.","result":{},"retExtInfo":{},"time":0}'
          res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(refused) })
          res.end(refused)
          return
        }
        const answer = orderBody(body)
        res.writeHead(200, { ...orderTemplate.headers, "content-length": Buffer.byteLength(answer) })
        res.end(answer)
      })
      return
    }
    res.writeHead(404, { "content-type": "text/plain" })
    res.end("Not Found")
  })
  server.keepAliveTimeout = 60_000

  // every stream framed once: the sender then costs a few large writes per connection
  const framed = new Map<string, { readonly snapshot: Framed; readonly deltas: Framed }>()
  for (const [topic, stream] of streams) {
    framed.set(topic, { snapshot: frameAll([stream.snapshot]), deltas: frameAll(stream.deltas) })
  }

  // the recording's book, as recorded: snapshot, then every delta
  const hour = recordedBook(hourFile)
  const hourFramed = new Map<string, { readonly snapshot: Framed; readonly deltas: Framed }>()
  if (hour !== undefined) {
    const [first, ...rest] = hour.messages
    if (first !== undefined) hourFramed.set(hour.topic, { snapshot: frameAll([first]), deltas: frameAll(rest) })
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

  server.on("upgrade", (req, socket, head) => {
    const url = req.url ?? ""
    const isHour = url.startsWith("/hour/v5/public/")
    if (!url.startsWith("/v5/public/") && !isHour) {
      socket.destroy()
      return
    }
    const served = isHour ? hourFramed : framed
    const live = new Map<string, { cancelled: boolean }>()
    const push = async (peer: Peer, topic: string, token: { cancelled: boolean }) => {
      const frames = served.get(topic)
      if (frames === undefined) return
      await peer.stream(frames.snapshot, () => token.cancelled)
      // a pause after the snapshot: clients start their clocks at the first delta they see
      await sleep(100)
      await peer.stream(frames.deltas, () => token.cancelled)
    }
    const onText = (peer: Peer, text: string) => {
      let message: { op?: unknown; req_id?: unknown; args?: unknown }
      try {
        message = JSON.parse(text) as typeof message
      } catch {
        return
      }
      const reqId = typeof message.req_id === "string" ? message.req_id : undefined
      const idField = reqId === undefined ? {} : { req_id: reqId }
      if (message.op === "ping") {
        peer.send(JSON.stringify({ success: true, ret_msg: "pong", conn_id: "bench", ...idField, op: "ping" }))
        return
      }
      if (message.op !== "subscribe" && message.op !== "unsubscribe") return
      const topics = Array.isArray(message.args) ? message.args.filter((t): t is string => typeof t === "string") : []
      peer.send(JSON.stringify({ success: true, ret_msg: "", conn_id: "bench", ...idField, op: message.op }))
      for (const topic of topics) {
        const previous = live.get(topic)
        if (previous !== undefined) previous.cancelled = true
        live.delete(topic)
        if (message.op === "unsubscribe" || !served.has(topic)) continue
        const token = { cancelled: false }
        live.set(topic, token)
        void push(peer, topic, token)
      }
    }
    accept(req, socket as net.Socket, head, onText, () => {
      for (const token of live.values()) token.cancelled = true
    })
  })

  server.listen(0, "127.0.0.1", () => {
    const { port } = server.address() as net.AddressInfo
    const main = streams.get("orderbook.50.BTCUSDT")
    const deep = streams.get("orderbook.1000.BTCUSDT")
    const describe = (s: BookStream | undefined) =>
      s === undefined
        ? undefined
        : { firstU: s.firstU, lastU: s.lastU, baseTs: s.baseTs, meanBytes: s.meanBytes, meanLevels: s.meanLevels }
    process.stdout.write(
      `${JSON.stringify({
        rest: `http://127.0.0.1:${port}`,
        ws: `ws://127.0.0.1:${port}/v5/public/linear`,
        wsBase: `ws://127.0.0.1:${port}`,
        streams: { "50": describe(main), "1000": describe(deep) },
        books: bookSet,
        bookLastU: Object.fromEntries(bookSet.map((s) => [s, streams.get(`orderbook.200.${s}`)?.lastU ?? 0])),
        tickersBytes: tickers.body.length
      })}\n`
    )
  })
}

main().catch((error: unknown) => {
  process.stderr.write(`replay server failed: ${String(error)}\n`)
  process.exit(1)
})
