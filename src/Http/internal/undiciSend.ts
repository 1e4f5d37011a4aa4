/**
 * The native transport's request on undici's `Client` (undici 7, this package's own dependency, which runs on Node
 * 20): one `dispatch` per request with a handler of a few closures, where `node:http` builds a ClientRequest, an
 * IncomingMessage and their streams. Under many requests in flight that difference is most of the client's CPU per
 * request: the objects of every request in flight are copied by each young-generation GC, and node:http's are many.
 * The reply is read as `node:http` reads it: the body as UTF-8 text, the header names in lower case with Node's
 * rules for repeated headers (see `headersOf`).
 *
 * @since 0.2.0
 * @internal
 */
import type * as Undici from "undici"

/**
 * What the transport uses of undici: its `Client` class (one keep-alive connection and its `dispatch`).
 *
 * @since 0.2.0
 * @internal
 */
export interface Module {
  readonly Client: typeof Undici.Client
}

/**
 * Where `loadWith` finds undici: its `Client` class alone (the module's default export), else the whole package.
 *
 * @since 0.2.0
 * @internal
 */
export interface Loaders {
  readonly client: () => Promise<{ readonly default?: unknown }>
  readonly full: () => Promise<Module>
}

/**
 * undici's `Client` file alone (undici has no `exports` map, so the path is importable) or, should a future undici
 * move it, undici's whole index (this package's undici 7: `@effect/platform-node`'s own copy needs Node 22). Loaded
 * with a first request, the file alone holds about 7 MB of RSS and 3 MB of heap less than the index (fetch,
 * WebSocket, cache, mock agents…), and it leaves the process's global dispatcher alone: the index installs its own, which Node's built-in
 * `fetch` then uses.
 */
const loaders: Loaders = {
  client: () => import("undici/lib/dispatcher/client.js"),
  full: () => import("undici")
}

/**
 * Loads undici with `from`: the `Client` class alone, else the whole package, else `undefined` (the transport then
 * sends everything through `node:http`).
 *
 * @since 0.2.0
 * @internal
 */
export const loadWith = (from: Loaders): Promise<Module | undefined> =>
  from.client().then(
    (module): Module | Promise<Module | undefined> =>
      typeof module.default === "function" ? { Client: module.default as typeof Undici.Client } : loadFull(from),
    () => loadFull(from)
  )

const loadFull = (from: Loaders): Promise<Module | undefined> =>
  from.full().then(
    (module) => module,
    () => undefined
  )

/**
 * Loads undici's `Client` (see `loadWith`); `undefined` when undici cannot be loaded (the transport then sends
 * everything through `node:http`).
 *
 * @since 0.2.0
 * @internal
 */
export const load = (): Promise<Module | undefined> => loadWith(loaders)

/** One keep-alive connection and the requests the transport has on it. */
interface Connection {
  readonly client: Undici.Client
  inFlight: number
}

/**
 * The connections of one transport, per origin: a request takes the connection freed last (as `node:http`'s agent
 * does, LIFO), else a new one (at most `maxSockets` per origin), else queues on the least busy. undici's own Pool
 * would open a second connection for a request sent right after an answer (it reuses a connection only one event
 * loop turn later), so sequential calls would alternate between two.
 *
 * @since 0.2.0
 * @internal
 */
export interface Pool {
  readonly take: (origin: string) => Connection
  readonly release: (origin: string, connection: Connection) => void
  readonly destroy: () => Promise<void>
}

/**
 * Builds the pool: undici's own timers off (the transport's deadline times each request, as it does on
 * `node:http`, which has none either), idle keep-alive connections kept for a minute unless the server names a
 * shorter time.
 *
 * @since 0.2.0
 * @internal
 */
export const makePool = (undici: Module, maxSockets: number | undefined): Pool => {
  const options: Undici.Client.Options = {
    headersTimeout: 0,
    bodyTimeout: 0,
    connectTimeout: 0,
    keepAliveTimeout: 60_000
  }
  const all = new Map<string, Array<Connection>>()
  const idle = new Map<string, Array<Connection>>()
  const limit = maxSockets ?? Number.POSITIVE_INFINITY
  return {
    take: (origin) => {
      const free = idle.get(origin)
      const reused = free?.pop()
      if (reused !== undefined) {
        reused.inFlight++
        return reused
      }
      let open = all.get(origin)
      if (open === undefined) {
        open = []
        all.set(origin, open)
        idle.set(origin, [])
      }
      let chosen: Connection
      if (open.length < limit) {
        chosen = { client: new undici.Client(origin, options), inFlight: 0 }
        open.push(chosen)
      } else {
        chosen = open.reduce((a, b) => (b.inFlight < a.inFlight ? b : a))
      }
      chosen.inFlight++
      return chosen
    },
    release: (origin, connection) => {
      connection.inFlight--
      if (connection.inFlight === 0) idle.get(origin)?.push(connection)
    },
    destroy: () => {
      const closing: Array<Promise<void>> = []
      for (const open of all.values()) for (const { client } of open) closing.push(client.destroy().then(noop, noop))
      all.clear()
      idle.clear()
      return Promise.all(closing).then(noop)
    }
  }
}

const noop = (): void => undefined

// Node's IncomingMessage keeps the first of these when the header repeats (its `matchKnownFields`), joins `cookie`
// with "; ", collects `set-cookie` in an array and joins every other repeated header with ", ".
const firstOnly = new Set([
  "age",
  "authorization",
  "content-length",
  "content-type",
  "etag",
  "expires",
  "from",
  "host",
  "if-modified-since",
  "if-unmodified-since",
  "last-modified",
  "location",
  "max-forwards",
  "proxy-authorization",
  "referer",
  "retry-after",
  "server",
  "user-agent"
])

/**
 * The response headers from undici's raw name/value pairs, as `node:http` presents them (`res.headers`, a repeated
 * `set-cookie` joined with ", " as the transport always did): names in lower case, bytes read as Latin-1.
 *
 * @since 0.2.0
 * @internal
 */
export const headersOf = (raw: ReadonlyArray<Buffer | string>): Record<string, string> => {
  const out: Record<string, string> = {}
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as Buffer | string
    const value = raw[i + 1] as Buffer | string
    const key = (typeof name === "string" ? name : name.toString("latin1")).toLowerCase()
    const text = typeof value === "string" ? value : value.toString("latin1")
    const previous = out[key]
    if (previous === undefined) out[key] = text
    else if (key === "cookie") out[key] = `${previous}; ${text}`
    else if (!firstOnly.has(key)) out[key] = `${previous}, ${text}`
  }
  return out
}

/**
 * What one request hands back to the transport (called as methods: `this` is the object given).
 *
 * @since 0.2.0
 * @internal
 */
export interface Callbacks {
  readonly succeed: (status: number, headers: Record<string, string>, text: string) => void
  readonly fail: (cause: unknown) => void
}

/**
 * A request in flight, as `send` hands it back: its abort (which also aborts a request still waiting for a
 * connection, once it gets one).
 *
 * @since 0.2.0
 * @internal
 */
export interface Sent {
  readonly abort: () => void
}

/**
 * One request's handler on undici's dispatcher, and its abort. A class rather than an object of closures: V8
 * allocates the objects of an often-run object literal straight into the old generation once it has seen them
 * survive young collections (allocation-site pretenuring), and a handler there, dead as soon as its answer is read,
 * would keep whatever young objects it points to alive through every young collection until the next full one.
 * V8 keeps allocation sites for literals and `Array` calls only, so instances of a class are allocated young (in
 * the bench's REST run none of 17,400 was found old). At its end (answer, failure or abort) it lets go of the
 * response's buffers, which are views on the socket's read buffer, and of the callbacks.
 */
class Exchange implements Undici.Dispatcher.DispatchHandler, Sent {
  status = 0
  headers: Record<string, string> | undefined = undefined
  first: Buffer | undefined = undefined
  chunks: Array<Buffer> | undefined = undefined
  abortRequest: ((error?: Error) => void) | undefined = undefined
  aborted = false
  connection: Connection | undefined
  callbacks: Callbacks | undefined
  readonly pool: Pool
  readonly origin: string

  constructor(pool: Pool, origin: string, connection: Connection, callbacks: Callbacks) {
    this.pool = pool
    this.origin = origin
    this.connection = connection
    this.callbacks = callbacks
  }

  onConnect(abortRequest: (error?: Error) => void): void {
    if (this.aborted) abortRequest()
    else this.abortRequest = abortRequest
  }

  // the header names and values are views on the socket's read buffer: read into strings at once
  onHeaders(statusCode: number, rawHeaders: Array<Buffer>): boolean {
    this.status = statusCode
    this.headers = headersOf(rawHeaders)
    return true
  }

  onData(chunk: Buffer): boolean {
    if (this.first === undefined) this.first = chunk
    else if (this.chunks === undefined) this.chunks = [this.first, chunk]
    else this.chunks.push(chunk)
    return true
  }

  onComplete(): void {
    const { callbacks, headers } = this
    const answered = !this.aborted && callbacks !== undefined
    const text = answered ? this.text() : ""
    this.release()
    if (answered) callbacks.succeed(this.status, headers ?? {}, text)
  }

  /** The body read as UTF-8. */
  text(): string {
    const { chunks, first } = this
    return chunks !== undefined
      ? Buffer.concat(chunks).toString("utf8")
      : first === undefined
        ? ""
        : first.toString("utf8")
  }

  onError(cause: Error): void {
    const { callbacks } = this
    this.release()
    if (!this.aborted && callbacks !== undefined) callbacks.fail(cause)
  }

  abort(): void {
    if (this.aborted) return
    this.aborted = true
    this.dropBody()
    if (this.abortRequest !== undefined) this.abortRequest()
  }

  /**
   * Gives the connection back (once) and lets go of the answer's buffers, the callbacks and undici's abort. The
   * list of chunks is emptied too: if V8 allocated it in the old generation, it would otherwise hold the chunks there.
   */
  release(): void {
    this.dropBody()
    this.headers = undefined
    this.callbacks = undefined
    // undici's abort does nothing once its request has ended
    this.abortRequest = undefined
    const connection = this.connection
    if (connection === undefined) return
    this.connection = undefined
    this.pool.release(this.origin, connection)
  }

  dropBody(): void {
    if (this.chunks !== undefined) this.chunks.length = 0
    this.chunks = undefined
    this.first = undefined
  }
}

/**
 * Sends one request; returns it, to abort. `callbacks` hear the answer or the failure, once, unless the request was
 * aborted first.
 *
 * @since 0.2.0
 * @internal
 */
export const send = (
  pool: Pool,
  origin: string,
  path: string,
  method: string,
  headers: Readonly<Record<string, string>> | Array<string>,
  body: string | Uint8Array | undefined,
  callbacks: Callbacks
): Sent => {
  const connection = pool.take(origin)
  const exchange = new Exchange(pool, origin, connection, callbacks)
  connection.client.dispatch(
    {
      path,
      method: method as Undici.Dispatcher.HttpMethod,
      headers: headers as Record<string, string> | Array<string>,
      body: body ?? null
    },
    exchange
  )
  return exchange
}
