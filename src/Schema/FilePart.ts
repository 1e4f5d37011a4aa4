/**
 * A file as one part of a `multipart/form-data` request (RFC 7578): its bytes, the file name the server sees and its
 * media type. The wire form of an upload endpoint's request is a record of such parts and text fields; the executor
 * frames them into the body it signs and sends.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "./LazySchema.js"

/**
 * One file part. `bytes` go on the wire untouched (no text decoding), so any binary content survives.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FilePart = LazySchema.struct("FilePart", () => ({
  bytes: Schema.Uint8Array,
  /** Sent as the part's `filename`; the server usually judges the file type by its extension. */
  fileName: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  /** The part's `Content-Type`, e.g. `image/png`. */
  contentType: Schema.String.pipe(Schema.check(Schema.isPattern(/^[\w.+-]+\/[\w.+-]+$/)))
}))

/**
 * One file part.
 *
 * @since 0.1.0
 * @category models
 */
export interface FilePart extends Schema.Schema.Type<typeof FilePart> {}

/**
 * Whether a wire value is a file part (and not a text field).
 *
 * @since 0.1.0
 * @category guards
 */
export const isFilePart = (value: unknown): value is FilePart =>
  typeof value === "object" &&
  value !== null &&
  (value as { readonly bytes?: unknown }).bytes instanceof Uint8Array &&
  typeof (value as { readonly fileName?: unknown }).fileName === "string" &&
  typeof (value as { readonly contentType?: unknown }).contentType === "string"
