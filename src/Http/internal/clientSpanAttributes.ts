/**
 * The attributes of the client span a traced call through a native transport gets (`send.tracedTransportSend`),
 * written as the platform client writes its own: the method, the URL's parts with the redacted query parameters
 * hidden, the request and response headers (lower-cased, the auth ones redacted, through the caller's header filter
 * when there is one). Plain functions importing nothing: loaded with the first such call, so a program whose calls
 * never go through a native transport (a browser page's) does not carry them.
 *
 * @since 1.0.0
 * @internal
 */
import type * as Tracer from "effect/Tracer"
import type * as Transport from "../Transport.js"

/**
 * The redaction functions of the platform (`UrlParams.redactUrl`, `Headers.isRedactedName`), handed in by the send
 * step: this module imports nothing, so a bundler splits no shared chunk off the program for it.
 *
 * @since 1.0.0
 * @internal
 */
export interface Redactors {
  readonly redactUrl: (url: string, names: ReadonlyArray<string | RegExp>) => string
  readonly isRedactedName: (name: string, names: ReadonlyArray<string | RegExp>) => boolean
}

/**
 * A caller's `HttpClient.TracerHeaderFilter`.
 *
 * @since 1.0.0
 * @internal
 */
export type HeaderFilter = (name: string, phase: "request" | "response") => boolean

/**
 * The request's attributes: method, URL parts (the query's redacted parameters hidden) and headers.
 *
 * @since 1.0.0
 * @internal
 */
export const requestAttributes = (
  span: Tracer.Span,
  request: Transport.Request,
  target: UrlAttributes,
  urlRedacted: ReadonlyArray<string | RegExp>,
  filter: HeaderFilter | undefined,
  redaction: Redaction,
  redactors: Redactors
): void => {
  span.attribute("http.request.method", request.method)
  const redacted = redactedUrlOf(target, urlRedacted, redactors.redactUrl)
  span.attribute("url.full", redacted.full)
  span.attribute("url.path", target.path)
  if (target.query !== "") span.attribute("url.query", redacted.query)
  span.attribute("url.scheme", target.scheme)
  if (target.address !== "") {
    span.attribute("server.address", target.address)
    if (target.port !== undefined) span.attribute("server.port", target.port)
  }
  if (filter === undefined && !redaction.patterns) {
    // the platform's request headers (names in lower case, then the body's two), redacted as it redacts them
    for (const header in request.headers) {
      const lower = header.toLowerCase()
      headerAttribute(span, requestHeaderKey(lower), redaction, lower, request.headers[header] as string)
    }
    if (request.body !== undefined) {
      headerAttribute(span, requestHeaderKey("content-type"), redaction, "content-type", contentTypeOf(request))
      headerAttribute(span, requestHeaderKey("content-length"), redaction, "content-length", lengthOf(request))
    }
  } else {
    headerAttributes(
      span,
      "request",
      requestHeaderKey,
      requestHeaders(request),
      filter,
      redaction,
      redactors.isRedactedName
    )
  }
}

/**
 * The reply's attributes: status and headers.
 *
 * @since 1.0.0
 * @internal
 */
export const responseAttributes = (
  span: Tracer.Span,
  reply: Transport.Reply,
  filter: HeaderFilter | undefined,
  redaction: Redaction,
  redactors: Redactors
): void => {
  span.attribute("http.response.status_code", reply.status)
  if (filter === undefined && !redaction.patterns) {
    for (const header in reply.headers) {
      const lower = header.toLowerCase()
      headerAttribute(span, responseHeaderKey(lower), redaction, lower, reply.headers[header] as string)
    }
  } else {
    headerAttributes(
      span,
      "response",
      responseHeaderKey,
      lowerCased(reply.headers),
      filter,
      redaction,
      redactors.isRedactedName
    )
  }
}

/** The body's content type as the platform's request states it. */
const contentTypeOf = (request: Transport.Request): string =>
  request.contentType ?? (typeof request.body === "string" ? "text/plain" : "application/octet-stream")

/** The body's length as the platform's request states it. */
const lengthOf = (request: Transport.Request): string =>
  String(typeof request.body === "string" ? Buffer.byteLength(request.body) : (request.body?.byteLength ?? 0))

/**
 * The headers as the platform's request holds them: names in lower case, then the body's two.
 *
 * @since 1.0.0
 * @internal
 */
export const requestHeaders = (request: Transport.Request): Record<string, string> => {
  const headers = lowerCased(request.headers)
  if (request.body !== undefined) {
    headers["content-type"] = contentTypeOf(request)
    headers["content-length"] = lengthOf(request)
  }
  return headers
}

/** A copy of the headers with their names in lower case, as the platform's `Headers` hold them. */
const lowerCased = (source: Readonly<Record<string, unknown>>): Record<string, string> => {
  const headers: Record<string, string> = {}
  for (const name in source) headers[name.toLowerCase()] = source[name] as string
  return headers
}

/**
 * Header attributes of lower-cased headers as the platform records them: those the filter (when the caller set one)
 * lets through, a redacted name's value read `<redacted>`.
 */
const headerAttributes = (
  span: Tracer.Span,
  phase: "request" | "response",
  keyOf: (name: string) => string,
  headers: Readonly<Record<string, string>>,
  filter: HeaderFilter | undefined,
  redaction: Redaction,
  isRedactedName: Redactors["isRedactedName"]
): void => {
  for (const header in headers) {
    if (filter !== undefined && !filter(header, phase)) continue
    span.attribute(keyOf(header), isRedactedName(header, redaction.names) ? "<redacted>" : (headers[header] as string))
  }
}

/** One header's attribute; a name in the redacted list reads `<redacted>`, as a redacted value prints. */
const headerAttribute = (span: Tracer.Span, key: string, redaction: Redaction, lower: string, value: string): void => {
  span.attribute(key, redaction.exact.has(lower) ? "<redacted>" : value)
}

/**
 * The URL's parts a client span records, as the platform's client reads them off `new URL`.
 *
 * @since 1.0.0
 * @internal
 */
export interface UrlAttributes {
  readonly address: string
  readonly port: number | undefined
  readonly full: string
  readonly path: string
  readonly scheme: string
  readonly query: string
  /** The full URL and query as the span records them, for the last list of redacted names seen with this URL. */
  redacted?: RedactedUrl
}

interface RedactedUrl {
  readonly names: ReadonlyArray<string | RegExp>
  readonly full: string
  readonly query: string
}

// The full URL and query with the redacted names' values hidden (`UrlParams.redactUrl`), made once per URL and list
// of names (a call's URL recurs, and so does the list: the same reference until a caller provides another).
const redactedUrlOf = (
  target: UrlAttributes,
  names: ReadonlyArray<string | RegExp>,
  redactUrl: Redactors["redactUrl"]
): RedactedUrl => {
  const known = target.redacted
  if (known !== undefined && known.names === names) return known
  const redacted: RedactedUrl = {
    names,
    full: redactUrl(target.full, names),
    query: target.query === "" ? "" : redactUrl(`?${target.query}`, names).slice(1)
  }
  target.redacted = redacted
  return redacted
}

const urls = new Map<string, UrlAttributes | undefined>()

/**
 * A URL's parts, `undefined` for a text `new URL` refuses. A call's URL is most often one seen before (the same
 * endpoint and parameters): parsed once, its parts kept (a bounded cache, cleared when full). Kept strings are also
 * what a tracer retains, rather than a fresh copy per span.
 *
 * @since 1.0.0
 * @internal
 */
export const urlAttributes = (text: string): UrlAttributes | undefined => {
  if (urls.has(text)) return urls.get(text)
  let parts: UrlAttributes | undefined
  try {
    const url = new URL(text)
    parts = {
      // the host name without an IPv6 address's brackets, and the port, given or the scheme's
      address: url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port === "" ? defaultPorts[url.protocol] : +url.port,
      full: url.toString(),
      path: url.pathname,
      scheme: url.protocol.slice(0, -1),
      query: url.search.slice(1)
    }
  } catch {
    parts = undefined
  }
  if (urls.size >= 256) urls.clear()
  urls.set(text, parts)
  return parts
}

/** Attribute keys of header names, built once per name (a handful of names recur on every call). */
const headerKeys = (prefix: string) => {
  const keys = new Map<string, string>()
  return (name: string): string => {
    let key = keys.get(name)
    if (key === undefined) {
      key = `${prefix}${name}`
      if (keys.size < 256) keys.set(name, key)
    }
    return key
  }
}
const requestHeaderKey = headerKeys("http.request.header.")
const responseHeaderKey = headerKeys("http.response.header.")

const defaultPorts: Readonly<Record<string, number>> = { "http:": 80, "https:": 443, "ws:": 80, "wss:": 443 }

/**
 * The redacted names in force with ours added: the list, the lower-cased names its strings match, and whether it
 * holds patterns (a list with a RegExp leaves the redaction to `Headers.isRedactedName`, which tests every pattern
 * against every name in its own order).
 *
 * @since 1.0.0
 * @internal
 */
export interface Redaction {
  readonly names: ReadonlyArray<string | RegExp>
  readonly exact: ReadonlySet<string>
  readonly patterns: boolean
}
