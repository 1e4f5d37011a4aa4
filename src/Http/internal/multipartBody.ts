/**
 * The `multipart/form-data` framing behind `Multipart` (RFC 7578), with no runtime import of its own: the executor
 * loads it with a dynamic import on the first multipart request, so a program that never uploads does not carry it.
 * Which values are file parts and how a text field is written are given by the caller. Private to the library.
 *
 * @since 0.2.0
 */
import type { FilePart } from "../../Schema/FilePart.js"

/**
 * A framed body and the `Content-Type` header naming its boundary.
 *
 * @since 0.2.0
 */
export interface Body {
  readonly bytes: Uint8Array
  readonly contentType: string
}

/**
 * What the framing asks of its caller: which values are file parts, and the text of every other value.
 *
 * @since 0.2.0
 */
export interface Parts {
  readonly isFilePart: (value: unknown) => value is FilePart
  readonly text: (value: unknown) => string
}

const encoder = new TextEncoder()
const CRLF = encoder.encode("\r\n")

/**
 * A fresh boundary: a fixed prefix and 128 random bits in hex (RFC 2046 allows up to 70 characters).
 *
 * @since 0.2.0
 */
export const boundary = (): string => {
  const random = new Uint8Array(16)
  // getRandomValues needs no secure context; the boundary only has to be unlikely to occur in the content
  if (globalThis.crypto?.getRandomValues !== undefined) globalThis.crypto.getRandomValues(random)
  else for (let i = 0; i < random.length; i++) random[i] = Math.floor(Math.random() * 256)
  let out = "effect-bybit-"
  for (let i = 0; i < random.length; i++) out += random[i]!.toString(16).padStart(2, "0")
  return out
}

/**
 * The `Content-Type` of a body with this boundary.
 *
 * @since 0.2.0
 */
export const contentType = (boundary: string): string => `multipart/form-data; boundary=${boundary}`

// The HTML form encoding's escapes for names and file names inside the quoted Content-Disposition parameters.
const quote = (text: string): string => text.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A")

/**
 * The body bytes of `fields` framed with `boundary`, parts in the record's order; `undefined` values are skipped.
 *
 * @since 0.2.0
 */
export const encode = (fields: Readonly<Record<string, unknown>>, boundary: string, parts: Parts): Uint8Array => {
  const chunks: Array<Uint8Array> = []
  let length = 0
  const push = (chunk: Uint8Array) => {
    chunks.push(chunk)
    length += chunk.length
  }
  for (const name of Object.keys(fields)) {
    const value = fields[name]
    if (value === undefined) continue
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"`
    if (parts.isFilePart(value)) {
      push(
        encoder.encode(
          `${disposition}; filename="${quote(value.fileName)}"\r\nContent-Type: ${value.contentType}\r\n\r\n`
        )
      )
      push(value.bytes)
      push(CRLF)
    } else {
      push(encoder.encode(`${disposition}\r\n\r\n${parts.text(value)}\r\n`))
    }
  }
  push(encoder.encode(`--${boundary}--\r\n`))
  const out = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

/**
 * Whether `needle` occurs in `haystack`.
 *
 * @since 0.2.0
 */
export const includes = (haystack: Uint8Array, needle: Uint8Array): boolean => {
  if (needle.length === 0) return true
  const first = needle[0]!
  const last = haystack.length - needle.length
  // the native indexOf finds candidates for the first byte; only those are compared in full
  for (let i = haystack.indexOf(first); i !== -1 && i <= last; i = haystack.indexOf(first, i + 1)) {
    let j = 1
    while (j < needle.length && haystack[i + j] === needle[j]) j++
    if (j === needle.length) return true
  }
  return false
}

/**
 * Frames `fields` under a fresh boundary, drawing another one in the (astronomically unlikely) case that the content
 * contains it.
 *
 * @since 0.2.0
 */
export const make = (fields: Readonly<Record<string, unknown>>, parts: Parts): Body => {
  for (;;) {
    const candidate = boundary()
    const needle = encoder.encode(`--${candidate}`)
    const clash = Object.values(fields).some((value) =>
      parts.isFilePart(value)
        ? includes(value.bytes, needle) || value.fileName.includes(candidate)
        : value !== undefined && parts.text(value).includes(candidate)
    )
    if (!clash) return { bytes: encode(fields, candidate, parts), contentType: contentType(candidate) }
  }
}
