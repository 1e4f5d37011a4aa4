/**
 * The canned REST server of the "what each fast path buys" section (bench/fastPaths.ts), in a process of its own so
 * that the client process's CPU is the client's: `GET /v5/market/tickers` answers one linear row (with `symbol`) or
 * 50 (without), `POST /v5/order/create` an order's answer with the request's `orderLinkId` echoed and the rate-limit
 * headers every private answer has. The rows are `test/fixtures/v5/tickers.inverse.json`'s row with a linear
 * ticker's fields. Prints one JSON line (`rest`), runs until killed.
 *
 * @since 1.2.0
 */
import * as http from "node:http"
import type * as net from "node:net"
import tickers from "../test/fixtures/v5/tickers.inverse.json" with { type: "json" }

const fixture = tickers as { readonly result: { readonly list: ReadonlyArray<Record<string, string>> } }
const row = fixture.result.list[0] ?? {}
const linear = (n: number) => ({
  ...row,
  symbol: n === 0 ? "BTCUSDT" : `BENCH${n}USDT`,
  basis: "1.2",
  preOpenPrice: "",
  preQty: "",
  fundingIntervalHour: "8",
  fundingCap: ""
})
const answer = (result: unknown) =>
  JSON.stringify({ retCode: 0, retMsg: "OK", result, retExtInfo: {}, time: Date.now() })
const one = answer({ category: "linear", list: [linear(0)] })
const fifty = answer({ category: "linear", list: Array.from({ length: 50 }, (_, n) => linear(n)) })
const json = { "content-type": "application/json" }

let orders = 0
const server = http.createServer((req, res) => {
  const url = req.url ?? ""
  if (req.method === "GET" && url.startsWith("/v5/market/tickers")) {
    const body = url.includes("symbol=") ? one : fifty
    res.writeHead(200, { ...json, "content-length": Buffer.byteLength(body) })
    res.end(body)
    return
  }
  if (req.method === "POST" && url.startsWith("/v5/order/create")) {
    let request = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => {
      request += chunk
    })
    req.on("end", () => {
      orders++
      const orderLinkId = /"orderLinkId":"([^"]*)"/.exec(request)?.[1] ?? ""
      const orderId = `bench-${orders.toString(16).padStart(8, "0")}-0000-4000-8000-${orders.toString().padStart(12, "0")}`
      const body = answer({ orderId, orderLinkId })
      res.writeHead(200, {
        ...json,
        "content-length": Buffer.byteLength(body),
        "x-bapi-limit": "10",
        "x-bapi-limit-status": "9",
        "x-bapi-limit-reset-timestamp": String(Date.now() + 1000)
      })
      res.end(body)
    })
    return
  }
  res.writeHead(404, { "content-type": "text/plain" })
  res.end("Not Found")
})
server.keepAliveTimeout = 60_000
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as net.AddressInfo
  process.stdout.write(`${JSON.stringify({ rest: `http://127.0.0.1:${port}` })}\n`)
})
