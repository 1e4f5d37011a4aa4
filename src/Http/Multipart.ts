/**
 * `multipart/form-data` bodies (RFC 7578) built as bytes: the executor signs exactly these bytes and sends them
 * unchanged, which a platform `FormData` (its own boundary, its own framing, chosen at send time) would not allow.
 * File parts (`FilePart`) carry raw bytes; every other value is a text field, written as a query parameter would be.
 * The framing itself lives in an internal module the executor loads only for a multipart request.
 *
 * @since 0.1.0
 */
import * as FilePart from "../Schema/FilePart.js"
import * as SignV5 from "../Signing/SignV5.js"
import * as MultipartBody from "./internal/multipartBody.js"

/**
 * A framed body and the `Content-Type` header naming its boundary.
 *
 * @since 0.1.0
 * @category models
 */
export interface Body extends MultipartBody.Body {}

/**
 * File parts as `FilePart` says, text fields as a query parameter is written.
 *
 * @since 0.2.0
 * @category constants
 */
export const parts: MultipartBody.Parts = { isFilePart: FilePart.isFilePart, text: SignV5.stringify }

/**
 * A fresh boundary: a fixed prefix and 128 random bits in hex (RFC 2046 allows up to 70 characters).
 *
 * @since 0.1.0
 * @category constructors
 */
export const boundary: () => string = MultipartBody.boundary

/**
 * The `Content-Type` of a body with this boundary.
 *
 * @since 0.1.0
 * @category constructors
 */
export const contentType: (boundary: string) => string = MultipartBody.contentType

/**
 * The body bytes of `fields` framed with `boundary`, parts in the record's order; `undefined` values are skipped.
 * Each part is `--boundary CRLF headers CRLF CRLF content CRLF`, the body ends with `--boundary-- CRLF`.
 *
 * @since 0.1.0
 * @category encoding
 */
export const encode = (fields: Readonly<Record<string, unknown>>, boundary: string): Uint8Array =>
  MultipartBody.encode(fields, boundary, parts)

/**
 * Whether `needle` occurs in `haystack`.
 *
 * @since 0.1.0
 * @category utils
 */
export const includes: (haystack: Uint8Array, needle: Uint8Array) => boolean = MultipartBody.includes

/**
 * Frames `fields` under a fresh boundary, drawing another one in the (astronomically unlikely) case that the content
 * contains it.
 *
 * @since 0.1.0
 * @category encoding
 */
export const make = (fields: Readonly<Record<string, unknown>>): Body => MultipartBody.make(fields, parts)
