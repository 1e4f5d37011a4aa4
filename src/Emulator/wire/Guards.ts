/**
 * Bounds on what one request may make the emulator do: a body-size limit, a WebSocket message limit (with what is
 * still read of a socket refused for one), a nesting-depth limit checked before
 * `JSON.parse`, strict UTF-8, and a screen for parameter values too long to be numbers or text the exchange takes.
 * Each check is linear in the input and runs before any conversion, so a hostile request is refused in time
 * proportional to its size and cannot stall other clients.
 *
 * @since 0.1.0
 */

import type { Duplex } from "node:stream"

/**
 * The largest request body read, in bytes; a longer one is answered at once with HTTP 413 (`Connection: close`), and
 * the rest of it is discarded unparsed (up to `RestServer.maxDiscardBytes`) so the client reads that answer rather
 * than a reset. A batch of 20 orders is a few kilobytes.
 *
 * @since 0.1.0
 * @category limits
 */
export const maxBodyBytes = 256 * 1024

/**
 * The largest WebSocket message read, in bytes, on every socket the emulator serves (public, private, trade and the
 * older markets' streams). A longer one is refused from its frame header, before its payload is buffered or parsed:
 * the socket is closed with code 1009 (message too big), so no reply echoes it. The largest frames Bybit's clients
 * send are a `/v5/trade` batch of 20 orders and a subscribe whose `args` reach the documented 21,000 characters;
 * the limit is three times the longer of the two.
 *
 * @since 2.0.0
 * @category limits
 */
export const maxFrameBytes = 64 * 1024

/**
 * What is still read of a socket closed for a message over `maxFrameBytes`, in bytes: its close frame is sent and the
 * peer's awaited, but a peer that goes on sending the message is cut once this much more has come (what it costs the
 * emulator is bounded; a client that sent it is told 1009 and stops).
 *
 * @since 2.0.0
 * @category limits
 */
export const maxDiscardAfterOversizeBytes = 1024 * 1024

/**
 * Bounds what a socket refused for an oversized message is read afterwards (`maxDiscardAfterOversizeBytes`): called
 * with a WebSocket's `error`, it counts what the TCP socket still delivers and destroys it past the bound; any other
 * error is left alone.
 *
 * @since 2.0.0
 * @category checks
 */
export const boundAfterOversize = (error: unknown, socket: Duplex): void => {
  if (typeof error !== "object" || error === null || (error as { readonly code?: unknown }).code !== OVERSIZE) return
  let discarded = 0
  const count = (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded <= maxDiscardAfterOversizeBytes) return
    socket.off("data", count)
    socket.destroy()
  }
  socket.on("data", count)
}

// The code of `ws`'s error for a message over its `maxPayload`.
const OVERSIZE = "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH"

/**
 * The deepest nesting of arrays and objects a JSON body may have (V5 bodies nest at most four levels).
 *
 * @since 0.1.0
 * @category limits
 */
export const maxDepth = 32

/**
 * The longest number a parameter may carry, in characters (V5 quantities and prices have at most ~30).
 *
 * @since 0.1.0
 * @category limits
 */
export const maxNumberLength = 64

/**
 * The longest text a parameter may carry, in characters.
 *
 * @since 0.1.0
 * @category limits
 */
export const maxStringLength = 4096

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing it (strings skipped),
 * stopping as soon as `limit` is passed.
 *
 * @since 0.1.0
 * @category checks
 */
export const depthOf = (text: string, limit = maxDepth): number => {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
      continue
    }
    if (c === 34) inString = true
    else if (c === 123 || c === 91) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > limit) return deepest
      }
    } else if (c === 125 || c === 93) depth--
  }
  return deepest
}

const utf8 = new TextDecoder("utf-8", { fatal: true })

/**
 * The body as text, or `undefined` when its bytes are not valid UTF-8.
 *
 * @since 0.1.0
 * @category checks
 */
export const decodeUtf8 = (bytes: Uint8Array): string | undefined => {
  try {
    return utf8.decode(bytes)
  } catch {
    return undefined
  }
}

// Only digits, signs, points and exponents: what a runaway number is made of (hashes and ids are not).
const NUMERIC = /^[-+]?[\d.]+(?:[eE][-+]?\d+)?$/

/**
 * The first parameter (path, e.g. `request[3].qty`) whose value is too long: a string that starts like a number
 * and is longer than `maxNumberLength`, any other string longer than `maxStringLength`, or a JSON number whose
 * text is longer than `maxNumberLength`. Walks at most `maxDepth` levels; `undefined` when every value fits.
 *
 * @since 0.1.0
 * @category checks
 */
export const oversized = (value: unknown, path = "", depth = 0): string | undefined => {
  if (typeof value === "string") {
    if (value.length > maxStringLength) return path
    return value.length > maxNumberLength && NUMERIC.test(value) ? path : undefined
  }
  if (typeof value === "number") return String(value).length > maxNumberLength ? path : undefined
  if (typeof value !== "object" || value === null || depth > maxDepth) return undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = oversized(value[i], `${path}[${i}]`, depth + 1)
      if (found !== undefined) return found
    }
    return undefined
  }
  for (const [k, v] of Object.entries(value)) {
    const found = oversized(v, path === "" ? k : `${path}.${k}`, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

// The parameters that name an account by UID, which the exchange types as digits.
const UID_PARAMS: ReadonlyArray<string> = [
  "uid",
  "subuid",
  "memberId",
  "subMemberId",
  "fromMemberId",
  "toMemberId",
  "fromUid",
  "toUid",
  "targetUid"
]

const DIGITS = /^\d{1,20}$/

/**
 * The first UID parameter whose value is not a UID (digits, as text or an integer): the exchange refuses it
 * with 10001 before looking the account up.
 *
 * @since 0.1.0
 * @category checks
 */
export const nonNumericUid = (params: Readonly<Record<string, unknown>>): string | undefined =>
  UID_PARAMS.find((key) => {
    const v = params[key]
    if (v === undefined || v === "") return false
    if (typeof v === "number") return !Number.isSafeInteger(v) || v < 0
    return typeof v !== "string" || !DIGITS.test(v)
  })
