/**
 * The REST server on the wire: reads a request's body, answers it with `Rest.respond` now, later (order-entry
 * faults) or never, adds the CORS headers (never on the admin API's paths, `AdminGate`) and answers OPTIONS
 * preflights with 204 (without CORS headers on an admin path, so a browser's preflight fails there); a handler that throws is
 * answered with HTTP 500 and recorded as a violation. `handler` is the `node:http` request listener. `attach` puts a
 * fast path in front of it: a connection's plain, whole requests are read off the socket's bytes (`HttpWire`) and
 * answered with the bytes `node:http` would write, without its request and response objects (about half of the
 * HTTP cost of an answer); at the first request it does not read (a partial or unusual one, an upgrade, a body
 * over the limit) the connection goes to `node:http` for good, with the bytes not yet answered.
 *
 * @since 0.1.0
 */
import type * as http from "node:http"
import type * as net from "node:net"
import * as AdminGate from "./AdminGate.js"
import * as Guards from "./Guards.js"
import * as HttpWire from "./HttpWire.js"
import * as Rest from "./Rest.js"

const DEFAULT_CORS: Readonly<Record<string, string>> = Rest.corsHeaders()

const DEFAULT_CORS_LIST: ReadonlyArray<string> = Object.entries(DEFAULT_CORS).flat()

const NO_CORS: Readonly<Record<string, string>> = {}

// The admin API sends none: a page on another origin can neither read its answers nor pass a preflight to it.
const corsFor = (
  url: string,
  requested: string | ReadonlyArray<string> | undefined
): Readonly<Record<string, string>> => {
  const q = url.indexOf("?")
  if (AdminGate.isAdminPath(q < 0 ? url : url.slice(0, q))) return NO_CORS
  return typeof requested === "string" ? Rest.corsHeaders(requested) : DEFAULT_CORS
}

/**
 * What becomes of a request (`Rest.Settled`).
 *
 * @since 2.0.0
 * @category models
 */
export type Settled = Rest.Settled

/**
 * Answers a request whose body has been read whole, as the server does on the wire (and `InProcess` without one):
 * `Rest.respond`, then the response faults (a delay, or a dropped connection); a handler that throws is answered
 * with HTTP 500 and recorded as a violation.
 *
 * @since 2.0.0
 * @category server
 */
export const settle = (
  deps: Rest.Deps,
  method: string,
  url: string,
  req: Rest.IncomingRequest["headers"],
  bytes: Uint8Array,
  ip: string
): Settled => {
  let out: Rest.Reply
  try {
    const body = bytes.length === 0 ? "" : Guards.decodeUtf8(bytes)
    // the route is found first: an unknown path is unknown whatever its body (as the exchange answers it)
    out = Rest.respond(
      deps,
      body === undefined
        ? { method, url, headers: req, body: "", ip, unreadable: Rest.unreadableBody }
        : { method, url, headers: req, body, ip }
    )
  } catch (e) {
    const message = e instanceof globalThis.Error ? e.message : String(e)
    deps.violations.push({ path: url, retCode: -500, retMsg: message })
    out = {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
      body: "Internal Server Error",
      delayMs: 0,
      withhold: false
    }
  }
  if (out.withhold) return "withhold" // the client's timeout decides
  if (out.later !== undefined) return { later: out.later }
  const q = url.indexOf("?")
  const path = q < 0 ? url : url.slice(0, q)
  const after = AdminGate.isAdminPath(path) ? undefined : deps.faults.takeResponse(path)
  // processed but never answered: the client sees the connection close and cannot know the outcome
  if (after?.kind === "drop") return "drop"
  return { reply: out, delayMs: out.delayMs + (after?.kind === "delay" ? after.ms : 0) }
}

// The headers as one flat list (CORS, the answer's, the length), in the order an object of them would give.
const headerList = (cors: Readonly<Record<string, string>>, out: Rest.Reply, length: string): Array<string> => {
  const own = out.headers
  const list = cors === DEFAULT_CORS ? DEFAULT_CORS_LIST.slice() : Object.entries(cors).flat()
  for (const name in own) {
    // an answer header that replaces another in place: merged as objects (none of the answers built here)
    if (name in cors || name === "Content-Length")
      return Object.entries({ ...cors, ...own, "Content-Length": length }).flat()
    list.push(name, own[name] as string)
  }
  list.push("Content-Length", length)
  return list
}

const write = (res: http.ServerResponse, cors: Readonly<Record<string, string>>, out: Rest.Reply): void => {
  if (res.destroyed) return
  res.writeHead(out.status, headerList(cors, out, String(Buffer.byteLength(out.body))))
  res.end(out.body)
}

const TOO_LARGE = "Request Entity Too Large"

/**
 * The most of a refused body still read (and discarded) after its 413, in bytes: a client that writes its whole
 * body before it reads (at once, slowly, or without waiting for `100-continue`) then reads the answer instead of
 * a reset. A longer body is cut once this much of it has passed; the server's request timeout bounds the time.
 *
 * @since 1.2.0
 * @category limits
 */
export const maxDiscardBytes = 64 * 1024 * 1024

// Over the limit: answered at once, before (declared length, `Expect: 100-continue`) or as soon as (chunked) the
// body passes it. The answer is whole on the wire (its length declared) while the connection stays open to read the
// rest of the body into nothing; it closes when the body ends. Closing at once would leave unread bytes behind,
// and the peer's kernel would answer them with a reset that can destroy the 413 before the client reads it (EPIPE).
const tooLarge = (req: http.IncomingMessage, res: http.ServerResponse, cors: Readonly<Record<string, string>>) => {
  req.removeAllListeners("data")
  req.removeAllListeners("end")
  res.shouldKeepAlive = false
  res.writeHead(413, {
    ...cors,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(TOO_LARGE.length),
    Connection: "close"
  })
  res.write(TOO_LARGE)
  let discarded = 0
  const close = () => {
    if (!res.writableEnded) res.end()
  }
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > maxDiscardBytes) close()
  })
  req.on("end", close)
  req.resume()
}

const EMPTY_BODY: Uint8Array = new Uint8Array(0)

const answerRequest = (
  deps: Rest.Deps,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: string,
  cors: Readonly<Record<string, string>>,
  bytes: Uint8Array
): void => {
  const settled = settle(deps, req.method ?? "GET", url, req.headers, bytes, req.socket.remoteAddress ?? "")
  if (settled === "withhold") return
  if (settled === "drop") return void req.socket.destroy()
  if ("later" in settled)
    return void settled.later.then(
      (reply) => write(res, cors, reply),
      () => req.socket.destroy()
    )
  if (settled.delayMs > 0) setTimeout(() => write(res, cors, settled.reply), settled.delayMs)
  else write(res, cors, settled.reply)
}

/**
 * The `node:http` request listener: reads the body, answers with `Rest.respond`, adds the CORS headers, and answers
 * OPTIONS preflights with 204. A handler that throws is answered with HTTP 500 and recorded as a violation.
 *
 * @since 0.1.0
 * @category server
 */
export const handler =
  (deps: Rest.Deps) =>
  (req: http.IncomingMessage, res: http.ServerResponse): void => {
    res.sendDate = false
    const headers = req.headers
    // through an HTTP proxy a client sends the absolute form; routed as its path, like every request
    const url = HttpWire.originForm(req.url ?? "/")
    const cors = corsFor(url, headers["access-control-request-headers"])
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors)
      res.end()
      return
    }
    const declared = headers["content-length"]
    if (Number(declared ?? 0) > Guards.maxBodyBytes) {
      tooLarge(req, res, cors)
      return
    }
    // Without a length or a chunked transfer a request has no body: answered now, not after the stream's end.
    if ((declared === undefined || declared === "0") && headers["transfer-encoding"] === undefined) {
      answerRequest(deps, req, res, url, cors, EMPTY_BODY)
      return
    }
    const chunks: Array<Buffer> = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > Guards.maxBodyBytes) tooLarge(req, res, cors)
      else chunks.push(chunk)
    })
    req.on("end", () => {
      // a body mostly arrives in one chunk: no copy then
      answerRequest(deps, req, res, url, cors, chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks))
    })
  }

/**
 * The `node:http` `checkContinue` listener: a request that says `Expect: 100-continue` is told to go on only when
 * its declared body fits the limit; one over it gets its 413 instead of a `100 Continue` (and a client that sends
 * its body without waiting still reads that answer, `maxDiscardBytes`).
 *
 * @since 1.2.0
 * @category server
 */
export const checkContinue = (deps: Rest.Deps): ((req: http.IncomingMessage, res: http.ServerResponse) => void) => {
  const listener = handler(deps)
  return (req, res) => {
    if (!(Number(req.headers["content-length"] ?? 0) > Guards.maxBodyBytes)) res.writeContinue()
    listener(req, res)
  }
}

// ------------------------------------------------------------------------------------------ the fast path

// node:http closes a kept-alive connection idle for its keep-alive timeout (5 s) plus a 1 s allowance.
const IDLE_MS = 6_000

type NodeConnection = (this: http.Server, socket: net.Socket) => void

/** One answer slot per request, written in the requests' order; `undefined` until the answer is due. */
interface Slot {
  bytes: string | undefined
}

// One connection on the fast path until it meets a request it does not read.
const serve = (server: http.Server, toNode: NodeConnection, deps: Rest.Deps, socket: net.Socket): void => {
  const ip = socket.remoteAddress ?? ""
  // bytes not answered yet; a full send buffer stops the reading (as node:http pauses), `drain` resumes it
  let buffer: Buffer | undefined
  let answered = false
  let full = false
  const queue: Array<Slot> = []

  const send = (text: string) => {
    if (socket.writable) socket.write(text)
  }
  const flush = () => {
    while (queue.length > 0 && (queue[0] as Slot).bytes !== undefined) send((queue.shift() as Slot).bytes as string)
    if (queue.length === 0 && buffer !== undefined && !full) drain()
  }

  const answer = (head: HttpWire.Head, bytes: Buffer) => {
    answered = true
    const cors = corsFor(head.url, head.headers["access-control-request-headers"])
    let text: string
    if (head.method === "OPTIONS") {
      text = HttpWire.writeHead(204, cors === DEFAULT_CORS ? DEFAULT_CORS_LIST : Object.entries(cors).flat())
    } else {
      const settled = settle(deps, head.method, head.url, head.headers, bytes, ip)
      if (settled === "drop") return void socket.destroy()
      if (settled === "withhold") return void queue.push({ bytes: undefined })
      if ("later" in settled) {
        // answered once it settles, in its turn: the requests after it wait for it on this connection, as in HTTP/1.1
        const slot: Slot = { bytes: undefined }
        queue.push(slot)
        settled.later.then(
          (reply) => {
            slot.bytes =
              HttpWire.writeHead(reply.status, headerList(cors, reply, String(Buffer.byteLength(reply.body)))) +
              reply.body
            flush()
          },
          () => socket.destroy()
        )
        return
      }
      const out = settled.reply
      text = HttpWire.writeHead(out.status, headerList(cors, out, String(Buffer.byteLength(out.body)))) + out.body
      if (settled.delayMs > 0) {
        const slot: Slot = { bytes: undefined }
        queue.push(slot)
        setTimeout(() => {
          slot.bytes = text
          flush()
        }, settled.delayMs)
        return
      }
    }
    if (queue.length === 0) send(text)
    else queue.push({ bytes: text })
  }

  // Answers the buffered requests when each is plain and whole; otherwise node:http takes the connection with all
  // of them (once every earlier answer is written), so it sees exactly the bytes it would have seen.
  const drain = () => {
    const bytes = buffer as Buffer
    const heads: Array<HttpWire.Head> = []
    let offset = 0
    while (offset < bytes.length) {
      const head = HttpWire.readHead(bytes, offset, Guards.maxBodyBytes)
      if (typeof head === "string" || bytes.length < head.bodyStart + head.bodyLength) break
      heads.push(head)
      offset = head.bodyStart + head.bodyLength
    }
    if (offset < bytes.length) {
      if (queue.length === 0 && !full && !socket.destroyed) handOff()
      return
    }
    buffer = undefined
    for (const head of heads) {
      answer(head, bytes.subarray(head.bodyStart, head.bodyStart + head.bodyLength))
      if (socket.destroyed) return
    }
    if (socket.writableNeedDrain) {
      full = true
      socket.pause()
      socket.once("drain", onDrain)
    }
  }

  const onData = (chunk: Buffer) => {
    buffer = buffer === undefined ? chunk : Buffer.concat([buffer, chunk])
    if (!full) drain()
  }
  const onDrain = () => {
    full = false
    socket.resume()
    if (buffer !== undefined) drain()
  }
  const onEnd = () => socket.end()
  const onError = () => socket.destroy()
  const onTimeout = () => {
    if (queue.length > 0 || full) return // an answer is still due
    if (answered) socket.destroy()
    else handOff() // never a whole request: node:http's header and request timeouts decide
  }
  const handOff = () => {
    socket.removeListener("data", onData)
    socket.removeListener("end", onEnd)
    socket.removeListener("error", onError)
    socket.removeListener("timeout", onTimeout)
    socket.setTimeout(0)
    const rest = buffer
    buffer = undefined
    toNode.call(server, socket)
    if (rest !== undefined) socket.emit("data", rest)
  }

  socket.on("data", onData)
  socket.on("end", onEnd)
  socket.on("error", onError)
  socket.on("timeout", onTimeout)
  socket.setTimeout(IDLE_MS)
}

/**
 * Puts the fast path in front of a `node:http` server created with `handler(deps)`: it takes over the server's
 * connection listener and gives each connection to `node:http` at the first request it does not read. A server
 * whose listener is not `node:http`'s own is left as it is.
 *
 * @since 0.1.0
 * @category server
 */
export const attach = (server: http.Server, deps: Rest.Deps): void => {
  const toNode = server.listeners("connection")[0] as NodeConnection | undefined
  if (toNode === undefined || toNode.name !== "connectionListener") return
  server.removeListener("connection", toNode)
  server.prependListener("connection", (socket: net.Socket) => serve(server, toNode, deps, socket))
}
