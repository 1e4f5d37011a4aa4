import * as http from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import * as EmulatorProxy from "../../scripts/EmulatorProxy.js"

// An emulator stand-in that closes a kept-alive connection as its second request arrives: what a server whose idle
// time ran out does at the moment the proxy's agent hands that connection a request (the two meet on a loaded
// machine). It counts what it answered and what it dropped, per method.
const upstream = async () => {
  const seen: Array<string> = []
  const perSocket = new WeakMap<object, number>()
  const server = http.createServer((req, res) => {
    const n = (perSocket.get(req.socket) ?? 0) + 1
    perSocket.set(req.socket, n)
    if (n === 2) {
      seen.push(`dropped ${req.method}`)
      req.socket.destroy()
      return
    }
    seen.push(`answered ${req.method}`)
    res.writeHead(200, { "content-type": "application/json" })
    res.end('{"retCode":0}')
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, seen, port: (server.address() as AddressInfo).port }
}

const proxy = async (port: number) => {
  const handle = EmulatorProxy.handler(() => port)
  const server = http.createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

// each request on a connection of its own to the proxy: only the proxy's side keeps connections alive
const call = (port: number, method: string, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    // as a browser asks: the proxy passes the request's headers on, and "close" would end its upstream connection
    const headers = { connection: "keep-alive" }
    const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
      let body = ""
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => {
        body += chunk
      })
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on("error", reject)
    req.end(method === "POST" ? "{}" : undefined)
  })

const servers: Array<http.Server> = []
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    await new Promise((resolve) => s.close(resolve))
  }
})

describe("the app server's emulator proxy", () => {
  it("sends a read again on a new connection when the kept-alive one is closed under it", async () => {
    const up = await upstream()
    const front = await proxy(up.port)
    servers.push(up.server, front.server)
    expect(await call(front.port, "GET", "/emulator/v5/market/time")).toEqual({ status: 200, body: '{"retCode":0}' })
    // the proxy's agent reuses the connection, the stand-in drops it: the read is answered all the same
    expect(await call(front.port, "GET", "/emulator/v5/market/time")).toEqual({ status: 200, body: '{"retCode":0}' })
    expect(up.seen).toEqual(["answered GET", "dropped GET", "answered GET"])
  })

  it("never sends an order twice: a write on a dropped connection answers 502 in words", async () => {
    const up = await upstream()
    const front = await proxy(up.port)
    servers.push(up.server, front.server)
    expect((await call(front.port, "GET", "/emulator/v5/market/time")).status).toBe(200)
    const answer = await call(front.port, "POST", "/emulator/v5/order/create")
    expect(answer.status).toBe(502)
    expect(answer.body).toMatch(/^cannot reach the emulator: /)
    expect(up.seen).toEqual(["answered GET", "dropped POST"])
  })
})
