/**
 * The native transport's connections: HTTP/1.1 keep-alive connections over `node:net` / `node:tls`, one request at a
 * time on each, the request written as one string and the response read by `Http1Reader`. A REST call to the
 * exchange is a small request and a small JSON answer; `node:http` builds a ClientRequest, an IncomingMessage and
 * their streams for it, and undici runs llhttp in WebAssembly, which V8 compiles with much compiler memory once it is
 * hot. Less client CPU per request and a lower peak RSS than either (docs/BENCHMARKS.md, "Figures quoted from code").
 *
 * A connection freed last is taken first (LIFO, as `node:http`'s agent does), a new TLS connection resumes the origin's
 * last session, TCP keep-alive probes run on idle connections; idle ones are unreferenced (they never
 * keep the process alive) and dropped when the server closes them or once idle longer than the server's
 * `Keep-Alive: timeout` (less a second) or 50 s. A request that finds its reused connection closed before any
 * byte of an answer is sent again once on a new connection when its method is idempotent (GET, HEAD, OPTIONS), as
 * undici does; any other fails, for the caller to decide (an order may have reached the exchange).
 *
 * @since 1.1.0
 * @internal
 */
import * as net from "node:net"
import * as tls from "node:tls"
import { Reader } from "./http1Reader.js"

/**
 * Where a connection goes.
 *
 * @since 1.1.0
 * @internal
 */
export interface Origin {
  readonly protocol: string
  readonly hostname: string
  readonly port: number | undefined
}

/**
 * What one request hands back to the transport (called as methods: `this` is the object given).
 *
 * @since 1.1.0
 * @internal
 */
export interface Callbacks {
  readonly succeed: (status: number, headers: Record<string, string>, text: string) => void
  readonly fail: (cause: unknown) => void
}

/**
 * A request in flight, to abort (an aborted request is never answered; its connection is closed).
 *
 * @since 1.1.0
 * @internal
 */
export interface Sent {
  readonly abort: () => void
}

/**
 * What a TLS connection may be given beyond the origin (the certificate authorities to trust).
 *
 * @since 1.1.0
 * @internal
 */
export interface TlsOptions {
  readonly ca?: string | Buffer | Array<string | Buffer>
}

/**
 * How long an idle connection is kept when the server names no limit: under the 60 s idle timeout of common load
 * balancers (AWS ALB's default), which close silently; a request sent on a connection the balancer is closing fails,
 * and an order is not sent again.
 */
const defaultIdleMs = 50_000

const idempotent = new Set(["GET", "HEAD", "OPTIONS"])

// a header name is a token; a value is tab, visible ASCII, space or a byte 0x80-0xff, which goes as that byte (Node
// refuses the same, ERR_INVALID_CHAR, and writes the head in latin1)
const headerName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const notAscii = /[^\t\x20-\x7e]/
const badValue = /[^\t\x20-\x7e\x80-\xff]/

/** The `Host` header as `node:http` writes it: the port left out when it is the protocol's default. */
const hostHeader = (origin: Origin): string => {
  const host = origin.hostname.includes(":") ? `[${origin.hostname}]` : origin.hostname
  const fallback = origin.protocol === "https:" ? 443 : 80
  return origin.port === undefined || origin.port === fallback ? host : `${host}:${origin.port}`
}

/**
 * The request's head: request line, `Host`, then the headers (`[name, value, ...]`) in order; a head with a byte
 * beyond ASCII as latin1 bytes (the string is written as UTF-8). Throws a TypeError for a header value Node refuses
 * (a control character, a line break a request could be split with, a character beyond 0xff).
 */
const headOf = (origin: Origin, method: string, path: string, headers: ReadonlyArray<string>): string | Buffer => {
  let head = `${method} ${path} HTTP/1.1\r\nHost: ${hostHeader(origin)}\r\n`
  let latin1 = false
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = headers[i] as string
    const value = headers[i + 1] as string
    if (!headerName.test(name)) throw new TypeError(`invalid header name ${JSON.stringify(name)}`)
    if (notAscii.test(value)) {
      if (badValue.test(value)) throw new TypeError(`invalid character in the value of header ${name}`)
      latin1 = true
    }
    head += `${name}: ${value}\r\n`
  }
  return latin1 ? Buffer.from(`${head}\r\n`, "latin1") : `${head}\r\n`
}

/** One keep-alive connection and the exchange on it, if any. */
class Connection {
  readonly socket: net.Socket
  readonly key: string
  exchange: Exchange | undefined = undefined
  reader: Reader | undefined = undefined
  /** Requests answered on it. */
  answered = 0
  idleSince = 0
  idleLimitMs = defaultIdleMs
  /** The server ended it, or it closed: it carries no other request. */
  closed = false
  private failure: unknown = undefined
  private readonly pool: PoolImpl

  constructor(pool: PoolImpl, key: string, origin: Origin) {
    this.pool = pool
    this.key = key
    const port = origin.port ?? (origin.protocol === "https:" ? 443 : 80)
    if (origin.protocol === "https:") {
      const session = pool.sessions.get(key)
      const secure = tls.connect({
        ...pool.tls,
        host: origin.hostname,
        port,
        ALPNProtocols: ["http/1.1"],
        ...(net.isIP(origin.hostname) === 0 ? { servername: origin.hostname } : {}),
        // the origin's last TLS session: a new connection resumes it instead of a full handshake
        ...(session === undefined ? {} : { session })
      })
      secure.on("session", (ticket: Buffer) => pool.sessions.set(key, ticket))
      this.socket = secure
    } else this.socket = net.connect({ host: origin.hostname, port })
    this.socket.setNoDelay(true)
    // probes find a peer gone while the connection idles (a NAT or a load balancer that forgot it)
    this.socket.setKeepAlive(true, defaultIdleMs)
    this.socket.on("data", (bytes: Buffer) => this.onData(bytes))
    this.socket.on("error", (error) => {
      this.failure = error
    })
    this.socket.on("close", () => this.onClose())
    // a server that ends its side is done with the connection: ours is closed with it, and from now on (not from
    // its close, a turn or more later) no request is sent on it, where it could only fail unsent
    this.socket.on("end", () => {
      this.closed = true
      this.socket.end()
    })
  }

  /** Starts an exchange on the connection. */
  start(exchange: Exchange, head: string | Buffer, body: string | Uint8Array | undefined): void {
    this.exchange = exchange
    this.reader = new Reader(exchange.method === "HEAD")
    this.socket.ref()
    if (body === undefined) this.socket.write(head)
    else if (typeof body === "string" && typeof head === "string") this.socket.write(head + body)
    else {
      this.socket.cork()
      this.socket.write(head)
      this.socket.write(body)
      this.socket.uncork()
    }
  }

  private onData(bytes: Buffer): void {
    const exchange = this.exchange
    const reader = this.reader
    if (exchange === undefined || reader === undefined) {
      // bytes no request asked for: the connection is not to be trusted with the next one
      this.socket.destroy()
      return
    }
    let answer: ReturnType<Reader["feed"]>
    try {
      answer = reader.feed(bytes)
    } catch (error) {
      this.finish()
      this.socket.destroy()
      exchange.failed(error, false)
      return
    }
    if (answer === undefined) return
    this.finish()
    this.answered++
    if (answer.reusable && !this.closed) {
      if (answer.keepAliveMs !== undefined) this.idleLimitMs = Math.max(0, answer.keepAliveMs - 1000)
      this.pool.release(this)
    } else this.socket.destroy()
    exchange.answered(answer.status, answer.headers, answer.text)
  }

  private onClose(): void {
    this.closed = true
    const exchange = this.exchange
    const reader = this.reader
    this.finish()
    this.pool.forget(this)
    if (exchange === undefined || reader === undefined) return
    let answer: ReturnType<Reader["end"]>
    try {
      // a body that runs to the connection's end has it only at a clean close: a reset cuts it short
      if (this.failure !== undefined) throw this.failure
      answer = reader.end()
    } catch (error) {
      // the socket's own error (refused, reset) says more than "closed before any answer"
      exchange.failed(this.failure ?? error, !reader.started)
      return
    }
    this.answered++
    exchange.answered(answer.status, answer.headers, answer.text)
  }

  private finish(): void {
    this.exchange = undefined
    this.reader = undefined
  }

  /** Aborts the exchange on it: the connection cannot carry another request. */
  abort(): void {
    this.finish()
    this.socket.destroy()
  }
}

/** One request: its bytes (to send again on a new connection), its callbacks, where it stands. */
class Exchange implements Sent {
  readonly method: string
  readonly key: string
  readonly origin: Origin
  readonly head: string | Buffer
  readonly body: string | Uint8Array | undefined
  callbacks: Callbacks | undefined
  connection: Connection | undefined = undefined
  retried = false
  private readonly pool: PoolImpl

  constructor(
    pool: PoolImpl,
    key: string,
    origin: Origin,
    method: string,
    head: string | Buffer,
    body: string | Uint8Array | undefined,
    callbacks: Callbacks
  ) {
    this.pool = pool
    this.key = key
    this.origin = origin
    this.method = method
    this.head = head
    this.body = body
    this.callbacks = callbacks
  }

  /** Sends it on a connection of the pool (a new one when `fresh`), or waits for one at the origin's limit. */
  dispatch(fresh: boolean): void {
    if (this.pool.closed) {
      this.failed(new Error("the transport is closed"), false)
      return
    }
    const connection = this.pool.take(this.key, this.origin, fresh)
    if (connection === undefined) this.pool.wait(this)
    else this.startOn(connection)
  }

  startOn(connection: Connection): void {
    this.connection = connection
    connection.start(this, this.head, this.body)
  }

  /** Still wants an answer (not aborted, not settled). */
  get live(): boolean {
    return this.callbacks !== undefined
  }

  answered(status: number, headers: Record<string, string>, text: string): void {
    const callbacks = this.callbacks
    this.callbacks = undefined
    this.connection = undefined
    callbacks?.succeed(status, headers, text)
  }

  /** The connection failed; `unanswered`: no byte of an answer had arrived. */
  failed(cause: unknown, unanswered: boolean): void {
    const connection = this.connection
    this.connection = undefined
    if (this.callbacks === undefined) return
    const reused = connection !== undefined && connection.answered > 0
    if (unanswered && reused && !this.retried && idempotent.has(this.method)) {
      this.retried = true
      this.dispatch(true)
      return
    }
    const callbacks = this.callbacks
    this.callbacks = undefined
    callbacks.fail(cause)
  }

  abort(): void {
    this.callbacks = undefined
    const connection = this.connection
    this.connection = undefined
    connection?.abort()
  }
}

/**
 * The connections of one transport, per origin.
 *
 * @since 1.1.0
 * @internal
 */
export interface Pool {
  /** Closes every connection. */
  readonly destroy: () => void
}

class PoolImpl implements Pool {
  private readonly idle = new Map<string, Array<Connection>>()
  private readonly open = new Set<Connection>()
  private readonly counts = new Map<string, number>()
  private readonly waiting = new Map<string, Array<Exchange>>()
  private readonly limit: number
  readonly tls: TlsOptions
  /** Each origin's last TLS session (ticket), for the next connection to resume. */
  readonly sessions = new Map<string, Buffer>()
  /** Destroyed: a request sent now fails. */
  closed = false

  constructor(maxSockets: number | undefined, tlsOptions: TlsOptions) {
    // as node:http's Agent reads it: 0 (or NaN) is no limit, where it would leave every request waiting
    this.limit = maxSockets === undefined || !(maxSockets >= 1) ? Number.POSITIVE_INFINITY : maxSockets
    this.tls = tlsOptions
  }

  /** An idle connection to `key` (unless `fresh`), else a new one, else `undefined` at the origin's limit. */
  take(key: string, origin: Origin, fresh: boolean): Connection | undefined {
    const free = fresh ? undefined : this.idle.get(key)
    const now = performance.now()
    while (free !== undefined && free.length > 0) {
      const connection = free.pop() as Connection
      if (!connection.closed && now - connection.idleSince <= connection.idleLimitMs) return connection
      connection.abort()
      this.forget(connection)
    }
    const count = this.counts.get(key) ?? 0
    if (count >= this.limit) return undefined
    const connection = new Connection(this, key, origin)
    this.counts.set(key, count + 1)
    this.open.add(connection)
    return connection
  }

  wait(exchange: Exchange): void {
    let queue = this.waiting.get(exchange.key)
    if (queue === undefined) {
      queue = []
      this.waiting.set(exchange.key, queue)
    }
    queue.push(exchange)
  }

  /** The next waiting request to `key` that still wants an answer. */
  private next(key: string): Exchange | undefined {
    const queue = this.waiting.get(key)
    while (queue !== undefined && queue.length > 0) {
      const exchange = queue.shift() as Exchange
      if (exchange.live) return exchange
    }
    return undefined
  }

  /** A connection that answered and may carry another request: a waiting one, else it idles. */
  release(connection: Connection): void {
    const waiting = this.next(connection.key)
    if (waiting !== undefined) {
      waiting.startOn(connection)
      return
    }
    connection.idleSince = performance.now()
    connection.socket.unref()
    let free = this.idle.get(connection.key)
    if (free === undefined) {
      free = []
      this.idle.set(connection.key, free)
    }
    free.push(connection)
  }

  /** A connection that closed (once): it counts no more, and a waiting request gets a new one. */
  forget(connection: Connection): void {
    if (!this.open.delete(connection)) return
    this.counts.set(connection.key, (this.counts.get(connection.key) ?? 1) - 1)
    const free = this.idle.get(connection.key)
    const at = free?.indexOf(connection) ?? -1
    if (free !== undefined && at >= 0) free.splice(at, 1)
    const waiting = this.next(connection.key)
    if (waiting !== undefined) waiting.dispatch(true)
  }

  /** Closes every connection; the requests in flight or waiting fail (the scope closed under them). */
  destroy(): void {
    this.closed = true
    const open = [...this.open]
    const stranded: Array<Exchange> = []
    for (const connection of open) if (connection.exchange !== undefined) stranded.push(connection.exchange)
    for (const queue of this.waiting.values()) stranded.push(...queue)
    this.open.clear()
    this.idle.clear()
    this.counts.clear()
    this.waiting.clear()
    this.sessions.clear()
    for (const connection of open) connection.abort()
    const cause = new Error("the transport was closed with the request in flight")
    for (const exchange of stranded) exchange.failed(cause, false)
  }
}

/**
 * A pool of no connections yet; at most `maxSockets` connections per origin (unlimited by default), requests beyond
 * them waiting for the first to free. `tlsOptions` add to every TLS connection's (the tests' certificate authority).
 *
 * @since 1.1.0
 * @internal
 */
export const makePool = (maxSockets?: number, tlsOptions: TlsOptions = {}): Pool => new PoolImpl(maxSockets, tlsOptions)

/**
 * Sends one request on the pool's connections to `origin` (`key`: its `protocol//host:port`); `headers` as
 * `[name, value, ...]`, the body's `content-type` and `content-length` among them. `callbacks` hear the answer or the
 * failure once, unless the request is aborted first. A header that would split the request fails it at once
 * (`callbacks.fail`, and `undefined` returned).
 *
 * @since 1.1.0
 * @internal
 */
export const send = (
  pool: Pool,
  key: string,
  origin: Origin,
  path: string,
  method: string,
  headers: ReadonlyArray<string>,
  body: string | Uint8Array | undefined,
  callbacks: Callbacks
): Sent | undefined => {
  let head: string | Buffer
  try {
    head = headOf(origin, method, path, headers)
  } catch (cause) {
    callbacks.fail(cause)
    return undefined
  }
  const exchange = new Exchange(pool as PoolImpl, key, origin, method, head, body, callbacks)
  exchange.dispatch(false)
  return exchange
}
