import * as fs from "node:fs"
import * as http from "node:http"
import * as https from "node:https"
import type { AddressInfo } from "node:net"
import * as net from "node:net"
import * as path from "node:path"
import { afterEach, describe, expect, it } from "@effect/vitest"
import * as Http1 from "../../../src/Http/internal/http1.js"
import * as EmulatorProcess from "../../support/EmulatorProcess.js"

interface Answered {
  readonly status: number
  readonly headers: Record<string, string>
  readonly text: string
}

const closers: Array<() => void> = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

/** One request on `pool`; `headers` as `[name, value, ...]`. */
const send = (
  pool: Http1.Pool,
  url: string,
  options: { method?: string; headers?: Array<string>; body?: string | Uint8Array } = {}
): Promise<Answered> & { sent: Http1.Sent | undefined } => {
  const parsed = new URL(url)
  const origin: Http1.Origin = {
    protocol: parsed.protocol,
    // brackets off an IPv6 host, as NodeTransport takes them off
    hostname: parsed.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: parsed.port === "" ? undefined : Number(parsed.port)
  }
  let sent: Http1.Sent | undefined
  const promise = new Promise<Answered>((resolve, reject) => {
    sent = Http1.send(
      pool,
      `${parsed.protocol}//${parsed.host}`,
      origin,
      `${parsed.pathname}${parsed.search}`,
      options.method ?? "GET",
      options.headers ?? [],
      options.body,
      { succeed: (status, headers, text) => resolve({ status, headers, text }), fail: reject }
    )
  })
  return Object.assign(promise, { sent })
}

/** A node:http server that counts the connections it accepted and the requests it saw. */
const serve = async (
  handler: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void,
  make: (listener: http.RequestListener) => http.Server = (listener) => http.createServer(listener)
) => {
  const seen: Array<{ method: string; url: string; body: string; remotePort: number }> = []
  let connections = 0
  const server = make((req, res) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => {
      body += chunk
    })
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", body, remotePort: req.socket.remotePort ?? 0 })
      handler(req, res, body)
    })
  })
  server.on("connection", () => connections++)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  closers.push(() => {
    server.closeAllConnections()
    server.close()
  })
  const { port } = server.address() as AddressInfo
  return { port, seen, server, connections: () => connections }
}

/** A raw TCP server whose connections the test scripts, byte by byte. */
const raw = async (onConnection: (socket: net.Socket, index: number) => void) => {
  let index = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
    onConnection(socket, index++)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  closers.push(() => {
    for (const socket of sockets) socket.destroy()
    server.close()
  })
  return { port: (server.address() as AddressInfo).port, connections: () => index, open: () => sockets.size }
}

const pool = (maxSockets?: number, tls?: Http1.TlsOptions): Http1.Pool => {
  const made = Http1.makePool(maxSockets, tls)
  closers.push(() => made.destroy())
  return made
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `condition` every 2 ms until it holds; rejects naming `label` when it does not within `ms`. */
const until = async (condition: () => boolean, label: string, ms = 10_000): Promise<void> => {
  const deadline = performance.now() + ms
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${label}`)
    await sleep(2)
  }
}

/** The test CA's identity for localhost and 127.0.0.1 (test/fixtures/tls, made by its generate.sh). */
const tlsDir = path.join(import.meta.dirname, "../../fixtures/tls")
const tlsCertFile = path.join(tlsDir, "cert.pem")
const tlsIdentity = () => ({ key: fs.readFileSync(path.join(tlsDir, "key.pem")), cert: fs.readFileSync(tlsCertFile) })

/**
 * Runs test/fixtures/http1-idle.ts against `port` (over TLS trusting `caFile` when given): its first line, and its
 * exit code, or "still running" (then killed) when it has not exited on its own within 20 s.
 */
const idleChild = async (port: number, caFile?: string) => {
  const args = [
    "--import",
    "tsx",
    "test/fixtures/http1-idle.ts",
    String(port),
    ...(caFile === undefined ? [] : [caFile])
  ]
  const child = EmulatorProcess.start(process.execPath, args)
  const [line] = await child.lines(1)
  const exited = await Promise.race([child.exited, new Promise((r) => setTimeout(() => r("still running"), 20_000))])
  if (exited === "still running") child.child.kill("SIGKILL")
  return { line, exited }
}

describe("Http1 connections", () => {
  it("reuses one connection for sequential requests and opens one per request in flight, counted at the server", async () => {
    const server = await serve((_req, res) => res.end('{"ok":1}'))
    const connections = pool()
    const base = `http://127.0.0.1:${server.port}`
    for (let i = 0; i < 5; i++) expect((await send(connections, `${base}/a?i=${i}`)).text).toBe('{"ok":1}')
    expect(server.connections()).toBe(1)
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(connections, `${base}/b?i=${i}`)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(server.connections()).toBe(6)
    // and the six are kept: the next six reuse them
    await Promise.all(Array.from({ length: 6 }, (_, i) => send(connections, `${base}/c?i=${i}`)))
    expect(server.connections()).toBe(6)
    expect(server.seen.map((s) => s.url)).toContain("/c?i=5")
  })

  it("reads chunked and close-delimited answers from real servers", async () => {
    const chunked = await serve((_req, res) => {
      res.write('{"part":')
      setTimeout(() => res.end('"two €"}'), 5)
    })
    const connections = pool()
    const answer = await send(connections, `http://127.0.0.1:${chunked.port}/x`)
    expect(answer.text).toBe('{"part":"two €"}')
    expect(answer.headers["transfer-encoding"]).toBe("chunked")
    const closing = await raw((socket) => {
      socket.once("data", () => socket.end("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil the end"))
    })
    const first = await send(connections, `http://127.0.0.1:${closing.port}/y`)
    const second = await send(connections, `http://127.0.0.1:${closing.port}/y`)
    expect([first.text, second.text]).toEqual(["until the end", "until the end"])
    // a close-delimited answer cannot leave its connection for another request
    expect(closing.connections()).toBe(2)
  })

  it("a GET whose reused connection the server closed unanswered is sent again once; a POST fails", async () => {
    // each connection answers its first request and drops the second without a byte
    const server = await raw((socket) => {
      let requests = 0
      socket.on("data", () => {
        requests++
        if (requests === 1) socket.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
        else socket.destroy()
      })
    })
    const connections = pool()
    const base = `http://127.0.0.1:${server.port}`
    expect((await send(connections, `${base}/get`)).text).toBe("ok")
    // the GET finds the reused connection dropped: sent again on a new one, which answers
    expect((await send(connections, `${base}/get`)).text).toBe("ok")
    expect(server.connections()).toBe(2)
    // the POST on the second connection, reused, is dropped: not sent again (an order may have arrived)
    const post = send(connections, `${base}/order`, {
      method: "POST",
      headers: ["content-type", "application/json", "content-length", "2"],
      body: "{}"
    })
    await expect(post).rejects.toBeDefined()
    expect(server.connections()).toBe(2)
  })

  it("a refused connection fails with the socket's own error", async () => {
    // a port that was listening, and is closed for good once `close` called back
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer()
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo
        server.close(() => resolve(port))
      })
    })
    await expect(send(pool(), `http://127.0.0.1:${port}/x`)).rejects.toMatchObject({ code: "ECONNREFUSED" })
  })

  it("an answer that breaks HTTP fails the request with an Http1Error and closes the connection", async () => {
    const server = await raw((socket) =>
      socket.once("data", () => socket.write("HTTP/1.1 200 OK\r\nBad Header\r\n\r\n"))
    )
    await expect(send(pool(), `http://127.0.0.1:${server.port}/x`)).rejects.toMatchObject({ name: "Http1Error" })
  })

  it("refuses a header that would split the request, sending nothing", async () => {
    const server = await serve((_req, res) => res.end("{}"))
    const connections = pool()
    for (const headers of [
      ["X-BAPI-API-KEY", "key\r\nX-Injected: 1"],
      ["X-A", "a\nb"],
      ["Bad Name", "1"]
    ]) {
      await expect(send(connections, `http://127.0.0.1:${server.port}/x`, { headers })).rejects.toBeInstanceOf(
        TypeError
      )
    }
    expect(server.connections()).toBe(0)
  })

  it("at most maxSockets connections per origin: the others wait, an aborted waiter is never sent", async () => {
    const server = await serve((_req, res) => setTimeout(() => res.end("{}"), 5))
    const connections = pool(2)
    const base = `http://127.0.0.1:${server.port}`
    const requests = Array.from({ length: 6 }, (_, i) => send(connections, `${base}/q?i=${i}`))
    const aborted = send(connections, `${base}/aborted`)
    aborted.sent?.abort()
    const settled = await Promise.race([
      aborted.then(() => "answered"),
      new Promise((r) => setTimeout(() => r("quiet"), 5))
    ])
    expect((await Promise.all(requests)).length).toBe(6)
    expect(settled).toBe("quiet")
    expect(server.connections()).toBe(2)
    expect(server.seen.map((s) => s.url)).not.toContain("/aborted")
  })

  it("aborting a request in flight closes its connection, and the next request opens another", async () => {
    const server = await serve((req, res) => {
      if (req.url !== "/slow") res.end("{}")
    })
    const connections = pool()
    const base = `http://127.0.0.1:${server.port}`
    const slow = send(connections, `${base}/slow`)
    // in flight: at the server, unanswered
    await until(() => server.seen.some((s) => s.url === "/slow"), "/slow at the server")
    slow.sent?.abort()
    expect((await send(connections, `${base}/fast`)).text).toBe("{}")
    expect(server.connections()).toBe(2)
  })

  it("an idle connection past the server's Keep-Alive timeout is not reused", async () => {
    const server = await serve((_req, res) => {
      res.setHeader("Keep-Alive", "timeout=1")
      res.end("{}")
    })
    const connections = pool()
    const base = `http://127.0.0.1:${server.port}`
    await send(connections, `${base}/a`)
    await new Promise((resolve) => setTimeout(resolve, 10))
    await send(connections, `${base}/b`)
    // timeout=1 leaves no idle time (this pause only adds to it) (a second less, for the way back): each request has a connection of its own
    expect(server.connections()).toBe(2)
  })

  it("an idle connection does not keep the process alive: a program that sent a GET and returned exits", async () => {
    const server = await serve((_req, res) => res.end("{}"))
    // the server would keep the connection open for a minute: only the client's unreferenced socket lets it exit
    server.server.keepAliveTimeout = 60_000
    const { line, exited } = await idleChild(server.port)
    expect(line).toBe("status 200")
    expect(exited).toBe(0)
    expect(server.connections()).toBe(1)
  })

  it("an idle TLS connection does not keep the process alive either", async () => {
    const { key, cert } = tlsIdentity()
    const server = await serve(
      (_req, res) => res.end("{}"),
      (listener) => https.createServer({ key, cert }, listener)
    )
    server.server.keepAliveTimeout = 60_000
    const { line, exited } = await idleChild(server.port, tlsCertFile)
    expect(line).toBe("status 200")
    expect(exited).toBe(0)
    expect(server.connections()).toBe(1)
  })

  it("TLS to an IP: the certificate checked against the IP, no SNI sent (node:https sends none either)", async () => {
    const { key, cert } = tlsIdentity()
    const names: Array<unknown> = []
    const server = await serve(
      (req, res) => {
        names.push((req.socket as import("node:tls").TLSSocket).servername)
        res.end("{}")
      },
      (listener) => https.createServer({ key, cert }, listener)
    )
    expect((await send(pool(undefined, { ca: cert }), `https://127.0.0.1:${server.port}/x`)).text).toBe("{}")
    await new Promise<void>((resolve, reject) => {
      const req = https.get({ host: "127.0.0.1", port: server.port, path: "/", ca: cert, agent: false }, (res) => {
        res.resume()
        res.on("end", resolve)
      })
      req.on("error", reject)
    })
    expect(names).toEqual([false, false])
    await send(pool(undefined, { ca: cert }), `https://localhost:${server.port}/x`)
    expect(names[2]).toBe("localhost")
  })

  it("speaks TLS with certificate checks: refused without the test authority, answered with it", async () => {
    const { key, cert } = tlsIdentity()
    const server = await serve(
      (req, res) =>
        res.end(JSON.stringify({ host: req.headers.host, secure: (req.socket as { encrypted?: boolean }).encrypted })),
      (listener) => https.createServer({ key, cert }, listener)
    )
    const refused = send(pool(), `https://localhost:${server.port}/x`)
    await expect(refused).rejects.toMatchObject({ code: "DEPTH_ZERO_SELF_SIGNED_CERT" })
    const trusted = pool(undefined, { ca: cert })
    const answer = await send(trusted, `https://localhost:${server.port}/x`)
    expect(JSON.parse(answer.text)).toEqual({ host: `localhost:${server.port}`, secure: true })
    await send(trusted, `https://localhost:${server.port}/y`)
    expect(server.connections()).toBe(2)
    // connections opened later (three at once) resume the first one's TLS session instead of a full handshake
    const resumed: Array<boolean> = []
    server.server.on("secureConnection", (socket: import("node:tls").TLSSocket) =>
      resumed.push(socket.isSessionReused())
    )
    await Promise.all([1, 2, 3].map((i) => send(trusted, `https://localhost:${server.port}/z${i}`)))
    expect(resumed).toEqual([true, true])
  })
})

/** Settles with the outcome of `promise`, or "hung" when it has not settled within `ms` (a hang fails the test). */
const outcome = <A>(promise: Promise<A>, ms = 5_000): Promise<{ ok: A } | { error: unknown } | "hung"> =>
  Promise.race([
    promise.then(
      (ok) => ({ ok }),
      (error: unknown) => ({ error })
    ),
    new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), ms))
  ])

describe("Http1 connections against misbehaving servers and callers", () => {
  it("a pool destroyed with requests in flight and queued fails them (they do not hang); a later send fails", async () => {
    const server = await serve(() => {
      // never answers
    })
    const connections = Http1.makePool(1)
    const base = `http://127.0.0.1:${server.port}`
    const inFlight = send(connections, `${base}/held`)
    const queued = send(connections, `${base}/queued`)
    await until(() => server.seen.length > 0, "the held request at the server")
    connections.destroy()
    const [first, second] = await Promise.all([outcome(inFlight), outcome(queued)])
    expect(first).not.toBe("hung")
    expect(second).not.toBe("hung")
    expect(first).toHaveProperty("error")
    expect(second).toHaveProperty("error")
    expect(await outcome(send(connections, `${base}/after`))).toHaveProperty("error")
    expect(server.connections()).toBe(1)
  })

  it("header values: refuses what node:http refuses; bytes 0x80-0xff go as latin1, as node:http sends them", async () => {
    const server = await serve((req, res) => res.end(JSON.stringify(req.rawHeaders)))
    const connections = pool()
    const base = `http://127.0.0.1:${server.port}`
    for (const value of ["a\u0001b", "a\u007fb", "\u20ac"]) {
      const viaNode = await outcome(
        new Promise((resolve, reject) => {
          const req = http.request(`${base}/n`, { headers: { "X-A": value } }, resolve)
          req.on("error", reject)
          req.end()
        })
      )
      const viaOwn = await outcome(send(connections, `${base}/x`, { headers: ["X-A", value] }))
      expect("error" in (viaNode as object), JSON.stringify(value)).toBe(true)
      expect(viaOwn, JSON.stringify(value)).toHaveProperty("error")
    }
    const answer = await send(connections, `${base}/y`, { headers: ["X-A", "caf\u00e9"] })
    expect(JSON.parse(answer.text)).toContain("caf\u00e9")
    expect(server.connections()).toBe(1)
  })
})

describe("Http1 connections: the server's end and the next request", () => {
  it("a POST sent the turn after the server ended an idle connection goes on a new one, not the ended one", async () => {
    const server = await raw((socket) => {
      socket.on("data", (bytes: Buffer) => {
        if (bytes.toString("latin1").startsWith("POST"))
          socket.end("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 4\r\n\r\npost")
        // answers keep-alive, and then ends the connection
        else socket.end("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
      })
    })
    // the turn after a client socket of this server read the server's end (its close comes a turn or more later)
    const afterEnd: Array<() => void> = []
    const emit = net.Socket.prototype.emit
    net.Socket.prototype.emit = function (this: net.Socket, event: string | symbol, ...args: Array<unknown>) {
      if (event === "end" && this.remotePort === server.port) for (const go of afterEnd.splice(0)) setImmediate(go)
      return Reflect.apply(emit, this, [event, ...args]) as boolean
    }
    closers.push(() => {
      net.Socket.prototype.emit = emit
    })
    const connections = pool()
    const base = `http://127.0.0.1:${server.port}`
    const outcomes: Array<unknown> = []
    for (let i = 0; i < 5; i++) {
      const ended = new Promise<void>((resolve) => afterEnd.push(resolve))
      expect((await send(connections, `${base}/get`)).text).toBe("ok")
      await ended
      const post = send(connections, `${base}/order`, { method: "POST", headers: ["content-length", "2"], body: "{}" })
      outcomes.push(await outcome(post.then((answer) => answer.text)))
    }
    expect(outcomes).toEqual(Array.from({ length: 5 }, () => ({ ok: "post" })))
  })
})

describe("Http1 connections: what servers send", () => {
  /** Writes `text` one byte per TCP write, each after the last has left. */
  const trickle = async (socket: net.Socket, text: string) => {
    for (const byte of Buffer.from(text, "latin1")) {
      await new Promise<void>((resolve) => socket.write(Buffer.of(byte), () => resolve()))
      await new Promise((resolve) => setImmediate(resolve))
    }
  }

  it("an answer with 100 Continue and 103 Early Hints before it, every byte its own write, then reuse", async () => {
    const answer =
      "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n" +
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nX-A: 1\r\n\r\n5;ext=1\r\nhel\u00e9o\r\n0\r\nX-T: 2\r\n\r\n"
    const server = await raw((socket) => {
      socket.setNoDelay(true)
      socket.on("data", () => void trickle(socket, answer))
    })
    const connections = pool()
    const base = `http://127.0.0.1:${server.port}`
    for (let i = 0; i < 2; i++) {
      const got = await send(connections, `${base}/x`)
      expect(got.status).toBe(200)
      expect(got.headers["x-a"]).toBe("1")
      expect(got.text).toBe(Buffer.from("hel\u00e9o", "latin1").toString("utf8"))
    }
    expect(server.connections()).toBe(1)
  })

  it("node:http's own 100-continue and early hints before the answer", async () => {
    const server = await serve((_req, res) => {
      res.writeContinue()
      res.writeEarlyHints({ link: "</a>; rel=preload" })
      res.end('{"ok":1}')
    })
    const got = await send(pool(), `http://127.0.0.1:${server.port}/x`)
    expect([got.status, got.text]).toEqual([200, '{"ok":1}'])
  })

  it("HTTP/1.0 answers: closed after a length unless keep-alive, read to the end without one", async () => {
    const server = await raw((socket) => {
      socket.on("data", (bytes: Buffer) => {
        const url = bytes.toString("latin1").split(" ")[1]
        if (url === "/kept") socket.write("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 4\r\n\r\nkept")
        else if (url === "/length") socket.write("HTTP/1.0 200 OK\r\nContent-Length: 6\r\n\r\nlength")
        else socket.end("HTTP/1.0 200 OK\r\n\r\nto the end")
      })
    })
    const connections = pool()
    const base = `http://127.0.0.1:${server.port}`
    expect((await send(connections, `${base}/kept`)).text).toBe("kept")
    expect((await send(connections, `${base}/kept`)).text).toBe("kept")
    expect(server.connections()).toBe(1)
    expect((await send(connections, `${base}/length`)).text).toBe("length")
    expect((await send(connections, `${base}/length`)).text).toBe("length")
    expect(server.connections()).toBe(2)
    expect((await send(connections, `${base}/end`)).text).toBe("to the end")
    expect((await send(connections, `${base}/end`)).text).toBe("to the end")
    expect(server.connections()).toBe(4)
  })

  it("bytes beyond the Content-Length, or with no request in flight, close the connection; the next gets a new one", async () => {
    const server = await raw((socket, index) => {
      socket.on("data", () => {
        if (index === 0) socket.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokEXTRA")
        else {
          socket.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
          // an answer nobody asked for, while the connection idles
          setTimeout(() => socket.write("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nstray"), 5)
        }
      })
    })
    const connections = pool()
    const base = `http://127.0.0.1:${server.port}`
    expect((await send(connections, `${base}/a`)).text).toBe("ok")
    expect((await send(connections, `${base}/b`)).text).toBe("ok")
    expect(server.connections()).toBe(2)
    // the extra bytes, then the stray answer, have the client close both connections
    await until(() => server.open() === 0, "both connections closed by the client")
    // the stray answer is never read as the next request's
    expect((await send(connections, `${base}/c`)).text).toBe("ok")
    expect(server.connections()).toBe(3)
  })

  it("a connection closed mid-body fails the request (even a GET: part of an answer came), with an Http1Error", async () => {
    const server = await raw((socket) => {
      socket.on("data", () => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{"partial":'))
    })
    const connections = pool()
    for (const method of ["GET", "POST"]) {
      const error = await send(connections, `http://127.0.0.1:${server.port}/x`, { method }).catch((e: unknown) => e)
      expect(error).toMatchObject({
        name: "Http1Error",
        message: "the connection closed before the response was complete"
      })
    }
    expect(server.connections()).toBe(2)
  })

  it("'Connection: close' and then the close: answered, and the next request has a new connection", async () => {
    const server = await serve((_req, res) => {
      res.setHeader("Connection", "close")
      res.end("{}")
    })
    const connections = pool()
    for (let i = 0; i < 3; i++) expect((await send(connections, `http://127.0.0.1:${server.port}/x`)).text).toBe("{}")
    expect(server.connections()).toBe(3)
  })

  it("an early answer to a large POST (the server reads none of it) is the request's answer", async () => {
    const server = await raw((socket) => {
      socket.once("data", () =>
        socket.end("HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\nContent-Length: 8\r\n\r\ntoo long")
      )
    })
    const body = new Uint8Array(4 * 1024 * 1024).fill(0x61)
    const got = await outcome(
      send(pool(), `http://127.0.0.1:${server.port}/x`, {
        method: "POST",
        headers: ["content-length", String(body.byteLength)],
        body
      })
    )
    // the server closing with our bytes unread may reset the connection before its answer is read (node:http alike)
    if ("ok" in (got as object)) expect((got as { ok: Answered }).ok).toMatchObject({ status: 413, text: "too long" })
    else expect(got).toHaveProperty("error")
  })

  it("an instruments-info of several MB, chunked in the server's writes, reads whole", async () => {
    const list = Array.from({ length: 20_000 }, (_, i) => ({ symbol: `SYM${i}USDT`, status: "Trading", note: "€" }))
    const text = JSON.stringify({ retCode: 0, result: { list } })
    const server = await serve((_req, res) => {
      for (let at = 0; at < text.length; at += 65_000) res.write(text.slice(at, at + 65_000))
      res.end()
    })
    const got = await send(pool(), `http://127.0.0.1:${server.port}/v5/market/instruments-info`)
    expect(Buffer.byteLength(got.text)).toBeGreaterThan(1_000_000)
    expect(got.text).toBe(text)
  })

  it("a host that does not resolve fails with the lookup's own error (ENOTFOUND)", async () => {
    const got = await outcome(send(pool(), "http://no-such-host.invalid/x"), 10_000)
    expect(got).not.toBe("hung")
    expect((got as { error: unknown }).error).toMatchObject({ code: "ENOTFOUND" })
  })

  it("an IPv6 origin: connected to [::1], the Host header as node:http writes it", async () => {
    const server = http.createServer((req, res) => res.end(req.headers.host))
    const listening = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false))
      server.listen(0, "::1", () => resolve(true))
    })
    // a sandbox without IPv6 has nothing to test here
    if (!listening) return
    closers.push(() => server.close())
    const port = (server.address() as AddressInfo).port
    const connections = pool()
    expect((await send(connections, `http://[::1]:${port}/x`)).text).toBe(`[::1]:${port}`)
    server.closeAllConnections()
  })
})

describe("Http1 connections: what callers do", () => {
  it("a request aborted queued, written or half-answered is never answered, its slot serves the next", async () => {
    const closedAt: Array<string> = []
    // the requests the server read, and /half's part answer once flushed to the connection
    const atServer: Array<string> = []
    const server = await raw((socket) => {
      let url = ""
      socket.on("close", () => closedAt.push(url))
      socket.on("data", (bytes: Buffer) => {
        url = bytes.toString("latin1").split(" ")[1] ?? ""
        if (url === "/half") socket.write("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhal", () => atServer.push(url))
        else {
          if (url !== "/held") socket.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
          atServer.push(url)
        }
      })
    })
    const connections = pool(1)
    const base = `http://127.0.0.1:${server.port}`
    const heard: Array<string> = []
    const tracked = (path: string) => {
      const request = send(connections, `${base}${path}`)
      request.then(
        () => heard.push(`${path} answered`),
        () => heard.push(`${path} failed`)
      )
      return request
    }
    for (const path of ["/held", "/half"]) {
      const inFlight = tracked(path)
      const queued = tracked("/queued")
      // the request at the server (and, for /half, part of its answer sent) before the aborts
      await until(() => atServer.includes(path), `${path} at the server`)
      // most likely read by the client by now (the test holds as well if it is not: then it aborts a written one)
      await sleep(10)
      queued.sent?.abort()
      inFlight.sent?.abort()
      await until(() => closedAt.includes(path), `${path}'s connection closed`)
      // the one slot is free again
      expect((await outcome(send(connections, `${base}/next`))) as unknown).toMatchObject({ ok: { text: "ok" } })
    }
    // nothing answered late either (a slow machine can only hide a late answer, not invent one)
    await sleep(10)
    expect(heard).toEqual([])
    expect(closedAt).toEqual(["/held", "/half"])
    expect(server.connections()).toBe(3)
  })

  it("1,000 requests 64 at a time (no maxSockets): at most 64 connections, no listener warning, none left after", async () => {
    const warnings: Array<string> = []
    const onWarning = (warning: Error) => warnings.push(warning.name)
    process.on("warning", onWarning)
    closers.push(() => process.off("warning", onWarning))
    let open = 0
    const server = await serve((req, res) => {
      // one in ten closes its connection after the answer
      if (req.url?.endsWith("0")) res.setHeader("Connection", "close")
      res.end(req.url)
    })
    server.server.on("connection", (socket: net.Socket) => {
      open++
      socket.on("close", () => open--)
    })
    const connections = Http1.makePool()
    const base = `http://127.0.0.1:${server.port}`
    let next = 0
    const worker = async () => {
      while (next < 1000) {
        const i = next++
        expect((await send(connections, `${base}/r${i}`)).text).toBe(`/r${i}`)
      }
    }
    await Promise.all(Array.from({ length: 64 }, worker))
    expect(open).toBeLessThanOrEqual(64)
    expect(server.connections()).toBeGreaterThanOrEqual(100)
    expect(warnings).toEqual([])
    connections.destroy()
    await until(() => open === 0, "every connection closed")
  })
})

describe("Http1 connections read answers as node:http does", () => {
  const cases: ReadonlyArray<string> = [
    "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok",
    "HTTP/1.1 200 OK\r\nContent-Length: 2, 2\r\n\r\nok",
    "HTTP/1.1 200\r\nContent-Length: 2\r\n\r\nok",
    "HTTP/1.1 200 OK\r\nX-Trail: a \t \r\nX-Empty:\r\nX-Lead:  \tb\r\nContent-Length: 2\r\n\r\nok",
    'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nA;name="v;x"\r\n0123456789\r\n0\r\nX-T: 1\r\n\r\n',
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "HTTP/1.1 204 No Content\r\nX-A: 1\r\n\r\n",
    "HTTP/1.1 304 Not Modified\r\nContent-Length: 5\r\n\r\n",
    "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok",
    "HTTP/1.1 599 Whatever It Is\r\nContent-Length: 0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nSet-Cookie: a=1\r\nset-cookie: b=2\r\nWWW-Authenticate: x\r\nwww-authenticate: y\r\nContent-Length: 0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nX-Latin: caf\u00e9\r\nContent-Length: 2\r\n\r\nok",
    "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 2\r\n\r\n{}",
    "HTTP/1.1 200 OK\r\n\r\nclose-delimited",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: 2, 3\r\n\r\nok",
    "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\nok",
    "HTTP/1.1 200 OK\r\nContent-Length: 1x\r\n\r\nok",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nok\r\n0\r\n\r\n",
    "HTTP/1.1 200 OK\r\n Folded: x\r\nContent-Length: 0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nX A: 1\r\nContent-Length: 0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nX-A : 1\r\nContent-Length: 0\r\n\r\n",
    "HTTP/1.1 2000 OK\r\nContent-Length: 0\r\n\r\n",
    "HTTP/2 200 OK\r\nContent-Length: 0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nX-Nul: a\u0000b\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nX-Ctl: a\u0001b\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nX-Del: a\u007fb\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nX-Lf: a\nb\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nX-Cr: a\rb\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nX-Tab: a\tb\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, gzip\r\n\r\nraw to the end",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: identity\r\n\r\nraw to the end",
    "HTTP/1.1 200 OK\r\nConnection: keep-alive\r\n\r\nno length",
    "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2 \r\nok\r\n0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nokXX0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-2\r\nok\r\n0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0x2\r\nok\r\n0\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: +2\r\n\r\nok",
    "HTTP/1.1 200 OK\r\nContent-Length: 002\r\n\r\nok",
    "HTTP/1.1  200 OK\r\nContent-Length: 0\r\n\r\n",
    "http/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"
  ]

  type Read = { readonly status: number; readonly headers: Record<string, string>; readonly text: string } | "error"

  const viaNode = (port: number): Promise<Read> =>
    new Promise((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("error", () => resolve("error"))
        res.on("end", () => {
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers[name] = typeof value === "string" ? value : value.join(", ")
          }
          resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString("utf8") })
        })
      })
      req.on("error", () => resolve("error"))
    })

  it("the same status, headers and text, or an error where node:http has one (control characters in the head)", async () => {
    let current = ""
    const server = await raw((socket) => {
      socket.on("error", () => {})
      socket.once("data", () => socket.end(Buffer.from(current, "latin1")))
    })
    const connections = pool()
    const differences: Array<unknown> = []
    for (const response of cases) {
      current = response
      const node = await viaNode(server.port)
      const own: Read = await send(connections, `http://127.0.0.1:${server.port}/`).then(
        ({ status, headers, text }) => ({ status, headers: { ...headers }, text }),
        () => "error" as const
      )
      if (JSON.stringify(own) !== JSON.stringify(node))
        differences.push(`${JSON.stringify(response)}: node ${JSON.stringify(node)}, own ${JSON.stringify(own)}`)
    }
    // read where node:http refuses them: a repeated Content-Length of one value (RFC 9110 §8.6 allows either), a
    // chunked body with a Content-Length (the chunks win and the connection is closed after, RFC 9112 §6.3), and
    // a chunk size with a space after it
    expect(differences).toEqual([
      `"HTTP/1.1 200 OK\\r\\nContent-Length: 2\\r\\nContent-Length: 2\\r\\n\\r\\nok": node "error", own {"status":200,"headers":{"content-length":"2"},"text":"ok"}`,
      `"HTTP/1.1 200 OK\\r\\nContent-Length: 2, 2\\r\\n\\r\\nok": node "error", own {"status":200,"headers":{"content-length":"2, 2"},"text":"ok"}`,
      `"HTTP/1.1 200 OK\\r\\nContent-Length: 5\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n2\\r\\nok\\r\\n0\\r\\n\\r\\n": node "error", own {"status":200,"headers":{"content-length":"5","transfer-encoding":"chunked"},"text":"ok"}`,
      `"HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n2 \\r\\nok\\r\\n0\\r\\n\\r\\n": node "error", own {"status":200,"headers":{"transfer-encoding":"chunked"},"text":"ok"}`
    ])
  })
})

describe("Http1 connections: a reset is no end", () => {
  it("a body read to the connection's end fails when the connection is reset, not answered cut short", async () => {
    const server = await raw((socket) => {
      socket.once("data", () => {
        socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n{"list":[1,2,', () =>
          setTimeout(() => socket.resetAndDestroy(), 10)
        )
      })
    })
    const got = await outcome(send(pool(), `http://127.0.0.1:${server.port}/x`))
    expect(got).toMatchObject({ error: { code: "ECONNRESET" } })
  })
})
