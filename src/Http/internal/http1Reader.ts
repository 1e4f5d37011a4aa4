/**
 * An HTTP/1.1 response read from the bytes of a connection, in whatever pieces they arrive (RFC 9112): the status
 * line, the header lines (names in lower case, repeated ones as `node:http`'s IncomingMessage presents them), then the
 * body by its length, in chunks, or up to the end of the connection; informational answers (1xx) are skipped. What
 * breaks the grammar is a `Http1Error`, never a throw of anything else and never a wrong answer.
 *
 * A body the server compressed though no request asks it to (`Content-Encoding: gzip`, `deflate`, `br`: a proxy's
 * doing) is decoded, as `fetch` does, where `node:http` and undici's `request` hand over the compressed bytes, which
 * read as UTF-8 are garbage that fails later as a confusing JSON error; any other coding is a `Http1Error`.
 *
 * @since 1.1.0
 * @internal
 */
import * as Module from "node:module"
import type * as Zlib from "node:zlib"

/**
 * A response that breaks HTTP/1.1, or a connection that ended before the response did.
 *
 * @since 1.1.0
 * @internal
 */
export class Http1Error extends Error {
  override readonly name = "Http1Error"
}

/**
 * A whole response.
 *
 * @since 1.1.0
 * @internal
 */
export interface Answer {
  readonly status: number
  readonly headers: Record<string, string>
  /** The body read as UTF-8. */
  readonly text: string
  /** The connection may carry the next request (HTTP/1.1 without `Connection: close`, nothing sent beyond). */
  readonly reusable: boolean
  /** The server's idle limit for the connection (`Keep-Alive: timeout=N`), ms; `undefined` when it named none. */
  readonly keepAliveMs: number | undefined
}

/** Most bytes of a status line and its header lines (Node's own limit is 16 KiB). */
const maxHead = 64 * 1024
/** Most bytes of a chunk-size line or of the trailer section. */
const maxLine = 8 * 1024
/** Most bytes of a body: a larger answer is refused rather than held. */
const maxBody = 256 * 1024 * 1024

// IncomingMessage keeps the first of these when the header repeats (its `matchKnownFields`), joins `cookie` with
// "; ", collects `set-cookie` (which the transport joins with ", ") and joins every other repeated header with ", ".
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
 * The body without the content codings the server applied (listed in the order applied: undone last first), decoded
 * into at most `maxBody` bytes.
 */
let zlibModule: typeof Zlib | undefined
/** `node:zlib`, loaded by the first compressed answer: RSS that no plain answer needs (docs/BENCHMARKS.md). */
const zlibOf = (): typeof Zlib => {
  zlibModule ??= Module.createRequire(import.meta.url)("node:zlib") as typeof Zlib
  return zlibModule
}

const decode = (body: Buffer, codings: string): Buffer => {
  const zlib = zlibOf()
  const list = codings.split(",")
  let out = body
  for (let i = list.length - 1; i >= 0; i--) {
    const coding = (list[i] as string).trim().toLowerCase()
    if (coding === "identity" || coding === "" || out.length === 0) continue
    const options = { maxOutputLength: maxBody }
    try {
      if (coding === "gzip" || coding === "x-gzip") out = zlib.gunzipSync(out, options)
      else if (coding === "br") out = zlib.brotliDecompressSync(out, options)
      else if (coding === "deflate") {
        // zlib-wrapped as the RFC says (a header of method 8 whose two bytes are a multiple of 31), or raw as some
        // servers send it
        const wrapped = out.length >= 2 && ((out[0] as number) & 0x0f) === 8 && out.readUInt16BE(0) % 31 === 0
        out = wrapped ? zlib.inflateSync(out, options) : zlib.inflateRawSync(out, options)
      } else throw new Http1Error(`unsupported Content-Encoding: ${JSON.stringify(coding)}`)
    } catch (cause) {
      if (cause instanceof Http1Error) throw cause
      throw new Http1Error(`invalid ${coding} body`, { cause })
    }
  }
  return out
}

// A status line and a header line whole (RFC 9112 §4, §5): a reason phrase and a value of tab, visible ASCII, space
// and bytes 0x80-0xff. Any other control character (a NUL, a CR or LF that is not a line's end, which a proxy may
// read as one) fails them, as node:http and undici refuse it (RFC 9110 §5.5); so does a line without a name (an
// obsolete folded continuation among them). No part of either can match where another does: linear in the line.
const statusLine = /^HTTP\/1\.([01]) (\d{3})(?: [\t\x20-\x7e\x80-\xff]*)?$/
const headerLine = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):([\t\x20-\x7e\x80-\xff]*)$/

/** The value without the spaces and tabs around it (the string itself when there are none). */
const trimmed = (raw: string): string => {
  let start = 0
  let end = raw.length
  while (start < end && (raw.charCodeAt(start) === 0x20 || raw.charCodeAt(start) === 0x09)) start++
  while (end > start && (raw.charCodeAt(end - 1) === 0x20 || raw.charCodeAt(end - 1) === 0x09)) end--
  return start === 0 && end === raw.length ? raw : raw.slice(start, end)
}
const digits = /^\d+$/
const hex = /^[0-9A-Fa-f]+$/

/** The body's framing, once the head is read. */
type Framing = "none" | "length" | "chunked" | "close"

/** Where a chunked body stands: a size line, chunk data, the CRLF after it, or the trailer section. */
type ChunkStep = "size" | "data" | "crlf" | "trailers"

/** What the head says, read from its text (status line and header lines). */
interface Head {
  readonly status: number
  readonly headers: Record<string, string>
  readonly framing: Framing
  readonly length: number
  readonly reusable: boolean
  readonly keepAliveMs: number | undefined
}

const join = (headers: Record<string, string>, name: string, value: string): void => {
  // an own value only: a header named `constructor` or `tostring` is no repeat of Object.prototype's member
  const previous = Object.hasOwn(headers, name) ? headers[name] : undefined
  if (previous === undefined) headers[name] = value
  else if (name === "cookie") headers[name] = `${previous}; ${value}`
  else if (!firstOnly.has(name)) headers[name] = `${previous}, ${value}`
}

const keepAliveOf = (value: string | undefined): number | undefined => {
  const match = value === undefined ? null : /(?:^|[,\s])timeout=(\d+)/i.exec(value)
  return match === null ? undefined : Number(match[1]) * 1000
}

/** The length a `Content-Length` states: every value of it the same run of digits. */
const lengthOf = (values: ReadonlyArray<string>): number => {
  let length: number | undefined
  for (const listed of values) {
    for (const part of listed.split(",")) {
      const value = part.trim()
      if (!digits.test(value)) throw new Http1Error(`invalid Content-Length: ${JSON.stringify(listed)}`)
      const n = Number(value)
      if (length !== undefined && n !== length) throw new Http1Error("conflicting Content-Length values")
      length = n
    }
  }
  if (length === undefined || !Number.isSafeInteger(length)) throw new Http1Error("invalid Content-Length")
  if (length > maxBody) throw new Http1Error(`response body of ${length} bytes exceeds ${maxBody}`)
  return length
}

const readHead = (text: string, noBody: boolean): Head => {
  const lines = text.split("\r\n")
  const status = statusLine.exec(lines[0] ?? "")
  if (status === null) throw new Http1Error(`invalid status line: ${JSON.stringify((lines[0] ?? "").slice(0, 80))}`)
  const minor = status[1]
  const code = Number(status[2])
  const headers: Record<string, string> = {}
  const lengths: Array<string> = []
  let coding: string | undefined
  let connection = ""
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string
    const parts = headerLine.exec(line)
    if (parts === null) throw new Http1Error(`invalid header line: ${JSON.stringify(line.slice(0, 80))}`)
    const key = (parts[1] as string).toLowerCase()
    const value = trimmed(parts[2] as string)
    if (key === "content-length") lengths.push(value)
    else if (key === "transfer-encoding") coding = coding === undefined ? value : `${coding}, ${value}`
    else if (key === "connection") connection += `,${value.toLowerCase()}`
    join(headers, key, value)
  }
  const persistent = minor === "1" ? !/(^|,)\s*close\s*(,|$)/.test(connection) : /(^|,)\s*keep-alive/.test(connection)
  const keepAliveMs = keepAliveOf(headers["keep-alive"])
  if (noBody || code === 204 || code === 304 || (code >= 100 && code < 200)) {
    return { status: code, headers, framing: "none", length: 0, reusable: persistent, keepAliveMs }
  }
  if (coding !== undefined) {
    const last = coding.split(",").at(-1)?.trim().toLowerCase()
    // a body framed otherwise than by chunks runs to the end of the connection; with a length as well, the
    // connection is closed after it (RFC 9112 §6.3)
    return last === "chunked"
      ? {
          status: code,
          headers,
          framing: "chunked",
          length: 0,
          reusable: persistent && lengths.length === 0,
          keepAliveMs
        }
      : { status: code, headers, framing: "close", length: 0, reusable: false, keepAliveMs }
  }
  if (lengths.length > 0) {
    return { status: code, headers, framing: "length", length: lengthOf(lengths), reusable: persistent, keepAliveMs }
  }
  return { status: code, headers, framing: "close", length: 0, reusable: false, keepAliveMs }
}

/**
 * Reads one response. `feed` each piece of the connection's bytes as it arrives: it returns the answer once the
 * response is whole (and `undefined` before). `end` says the connection ended: it returns the answer of a body read to
 * the end of the connection, and throws for a response cut short.
 *
 * @since 1.1.0
 * @internal
 */
export class Reader {
  /** Some byte of the response arrived (a request whose connection fails before may be sent again). */
  started = false
  private readonly noBody: boolean
  /** Bytes kept for the next piece: a head, a chunk line or trailers not whole yet, or a chunk's CRLF. */
  private pending: Buffer | undefined = undefined
  /** How many bytes of `pending` were searched for their line's end without finding it. */
  private searched = 0
  /** The room `pending` grows in (doubling), when it starts there: a head in many small pieces is copied once. */
  private store: Buffer | undefined = undefined
  private head: Head | undefined = undefined
  private remaining = 0
  private step: ChunkStep = "size"
  private received = 0
  private chunks: Array<Buffer> = []

  /** `noBody`: the request was a HEAD, whose answer has no body whatever its headers say. */
  constructor(noBody = false) {
    this.noBody = noBody
  }

  /** Takes the next bytes; the answer when the response is whole. */
  feed(bytes: Buffer): Answer | undefined {
    if (bytes.length > 0) this.started = true
    const buffer = this.pending === undefined ? bytes : this.append(this.pending, bytes)
    this.pending = undefined
    // where the search for a line's end starts: past what an earlier piece searched, but for a separator cut there
    let skip = Math.max(0, this.searched - 3)
    this.searched = 0
    let at = 0
    while (true) {
      const head = this.head
      if (head === undefined) {
        const end = buffer.indexOf("\r\n\r\n", at + skip, "latin1")
        skip = 0
        if (end < 0) {
          if (buffer.length - at > maxHead) throw new Http1Error(`response head exceeds ${maxHead} bytes`)
          this.keep(buffer, at, true)
          return undefined
        }
        if (end - at > maxHead) throw new Http1Error(`response head exceeds ${maxHead} bytes`)
        const read = readHead(buffer.toString("latin1", at, end), this.noBody)
        at = end + 4
        if (read.status === 101) throw new Http1Error("unexpected 101 Switching Protocols")
        // an informational answer (100 Continue, 103 Early Hints) precedes the response
        if (read.status < 200) continue
        this.head = read
        this.remaining = read.length
        if (read.framing === "none" || (read.framing === "length" && read.length === 0)) {
          return this.done(read, buffer.length > at)
        }
        continue
      }
      if (head.framing === "length") {
        const n = Math.min(this.remaining, buffer.length - at)
        this.take(buffer, at, n)
        at += n
        this.remaining -= n
        return this.remaining === 0 ? this.done(head, buffer.length > at) : undefined
      }
      if (head.framing === "close") {
        this.take(buffer, at, buffer.length - at)
        return undefined
      }
      // chunked
      if (this.step === "data") {
        const n = Math.min(this.remaining, buffer.length - at)
        this.take(buffer, at, n)
        at += n
        this.remaining -= n
        if (this.remaining > 0) return undefined
        this.step = "crlf"
        continue
      }
      if (this.step === "crlf") {
        if (buffer.length - at < 2) {
          this.keep(buffer, at, false)
          return undefined
        }
        if (buffer[at] !== 0x0d || buffer[at + 1] !== 0x0a) throw new Http1Error("invalid chunk: no CRLF after data")
        at += 2
        this.step = "size"
        continue
      }
      const separator = this.step === "size" ? "\r\n" : "\r\n\r\n"
      // the trailer section is empty when a CRLF follows the last chunk at once
      if (this.step === "trailers" && buffer.length - at >= 2 && buffer[at] === 0x0d && buffer[at + 1] === 0x0a) {
        return this.done(head, buffer.length > at + 2)
      }
      const end = buffer.indexOf(separator, at + skip, "latin1")
      skip = 0
      if (end < 0) {
        if (buffer.length - at > maxLine) throw new Http1Error("chunk line or trailers too long")
        this.keep(buffer, at, true)
        return undefined
      }
      if (this.step === "trailers") return this.done(head, buffer.length > end + 4)
      const line = buffer.toString("latin1", at, end)
      const semicolon = line.indexOf(";")
      const size = (semicolon < 0 ? line : line.slice(0, semicolon)).trim()
      if (!hex.test(size) || size.length > 12) throw new Http1Error(`invalid chunk size: ${JSON.stringify(line)}`)
      at = end + 2
      this.remaining = Number.parseInt(size, 16)
      this.step = this.remaining === 0 ? "trailers" : "data"
    }
  }

  /** The connection ended: the answer of a body that runs to the end of it; a response cut short throws. */
  end(): Answer {
    const head = this.head
    if (head !== undefined && head.framing === "close") return this.done(head, false)
    throw new Http1Error(
      this.started
        ? "the connection closed before the response was complete"
        : "the connection closed before any answer"
    )
  }

  /** Keeps `buffer` from `at` for the next piece; `searched`: it was all searched for a line's end. */
  private keep(buffer: Buffer, at: number, searched: boolean): void {
    this.pending = buffer.subarray(at)
    this.searched = searched ? buffer.length - at : 0
  }

  /**
   * `pending` and then `bytes`, in `store` when `pending` starts it and there is room (else a new store of twice
   * the size): bytes are never written where a body chunk's view points, since those lie before `pending`.
   */
  private append(pending: Buffer, bytes: Buffer): Buffer {
    const length = pending.length + bytes.length
    let store = this.store
    const inPlace =
      store !== undefined &&
      pending.buffer === store.buffer &&
      pending.byteOffset === store.byteOffset &&
      store.length >= length
    if (!inPlace || store === undefined) {
      store = Buffer.allocUnsafe(Math.max(length, 2 * pending.length, 1024))
      pending.copy(store, 0)
      this.store = store
    }
    bytes.copy(store, pending.length)
    return store.subarray(0, length)
  }

  private take(buffer: Buffer, at: number, n: number): void {
    if (n === 0) return
    this.received += n
    if (this.received > maxBody) throw new Http1Error(`response body exceeds ${maxBody} bytes`)
    // a view on the connection's buffer: copied into one string when the body is whole
    this.chunks.push(at === 0 && n === buffer.length ? buffer : buffer.subarray(at, at + n))
  }

  /** The answer; bytes beyond it (no request is pipelined) leave the connection unfit for another request. */
  private done(head: Head, beyond: boolean): Answer {
    const chunks = this.chunks
    const coding = head.headers["content-encoding"]
    const text =
      coding !== undefined
        ? decode(Buffer.concat(chunks), coding).toString("utf8")
        : chunks.length === 0
          ? ""
          : chunks.length === 1
            ? (chunks[0] as Buffer).toString("utf8")
            : Buffer.concat(chunks).toString("utf8")
    this.chunks = []
    return {
      status: head.status,
      headers: head.headers,
      text,
      reusable: head.reusable && !beyond,
      keepAliveMs: head.keepAliveMs
    }
  }
}
