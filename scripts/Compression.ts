/**
 * Compression of the built app's files: which files are worth compressing, which encoding a request accepts
 * (brotli before gzip, by the client's `Accept-Encoding`), and the precompression the production build runs once,
 * writing `<file>.br` and `<file>.gz` beside each text file, so the server never compresses on a request.
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import * as path from "node:path"
import * as zlib from "node:zlib"

/**
 * A content coding the server can send.
 *
 * @since 0.1.0
 * @category models
 */
export type Encoding = "br" | "gzip" | "identity"

/**
 * The file suffix of each compressed representation.
 *
 * @since 0.1.0
 * @category constants
 */
export const suffixes: Readonly<Record<Exclude<Encoding, "identity">, string>> = { br: ".br", gzip: ".gz" }

const compressible = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".svg", ".txt", ".wasm"])

/**
 * Whether a file's type gains from compression (text and WebAssembly; images and fonts are compressed already).
 *
 * @since 0.1.0
 * @category files
 */
export const isCompressible = (file: string): boolean => compressible.has(path.extname(file).toLowerCase())

/**
 * The best encoding an `Accept-Encoding` header allows: brotli, then gzip, else identity. A coding with `q=0` is
 * refused; `*` stands for any coding not named.
 *
 * @since 0.1.0
 * @category negotiation
 */
export const negotiate = (header: string | undefined): Encoding => {
  const q = new Map<string, number>()
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    if (name === undefined || name === "") continue
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    const value = weight === undefined ? 1 : Number(weight.slice(2))
    q.set(name, Number.isFinite(value) ? value : 0)
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get("*") ?? 0) > 0
  if (accepts("br")) return "br"
  if (accepts("gzip") || accepts("x-gzip")) return "gzip"
  return "identity"
}

const files = (dir: string): ReadonlyArray<string> =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of `dir`, skipping files
 * too small to gain (a compressed copy not smaller than the file is not written, and the file is sent as it is).
 *
 * @since 0.1.0
 * @category build
 */
export const precompress = (dir: string): void => {
  for (const file of files(dir)) {
    if (!isCompressible(file)) continue
    const body = fs.readFileSync(file)
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length
      }
    })
    const gz = zlib.gzipSync(body, { level: 9 })
    if (br.length < body.length) fs.writeFileSync(`${file}${suffixes.br}`, br)
    if (gz.length < body.length) fs.writeFileSync(`${file}${suffixes.gzip}`, gz)
  }
}
