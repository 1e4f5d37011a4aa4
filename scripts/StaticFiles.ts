/**
 * Serves a built single-page app from disk: files by path, `index.html` for client-side routes (paths without a file
 * extension). Text files go out compressed as the request allows (brotli, else gzip; the `.br`/`.gz` copies the build
 * wrote beside them, else compressed on the way out), with an `ETag` per representation (a matching
 * `If-None-Match` gets 304). Hashed `assets/` are cached for good (`immutable`); everything else, `index.html`
 * first, is revalidated on every load (`no-cache`), so a rebuilt app is picked up by the next reload.
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import type * as http from "node:http"
import * as path from "node:path"
import * as stream from "node:stream"
import * as zlib from "node:zlib"
import * as Compression from "./Compression.js"

const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm"
}

/**
 * The `cache-control` of a file under the app's root: Vite's content-hashed `assets/` never change under their name.
 *
 * @since 0.1.0
 * @category headers
 */
export const cacheControl = (root: string, file: string): string =>
  file.startsWith(path.join(root, "assets") + path.sep) ? "public, max-age=31536000, immutable" : "no-cache"

/**
 * The `content-type` of a file name (`application/octet-stream` when unknown).
 *
 * @since 0.1.0
 * @category files
 */
export const contentType = (file: string): string =>
  contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream"

/**
 * The file a URL path names inside `root`, or `undefined` when it would leave `root` or is not valid.
 *
 * @since 0.1.0
 * @category files
 */
export const resolve = (root: string, urlPath: string): string | undefined => {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined
  const absolute = path.resolve(root, `.${decoded.startsWith("/") ? decoded : `/${decoded}`}`)
  return absolute === root || absolute.startsWith(root + path.sep) ? absolute : undefined
}

// the build's own files (`.vite/manifest.json`) and the compressed copies are not pages of the app
const hidden = (root: string, file: string): boolean =>
  path
    .relative(root, file)
    .split(path.sep)
    .some((segment) => segment.startsWith(".")) || /\.(br|gz)$/.test(file)

const statFile = (file: string): Promise<fs.Stats | undefined> =>
  fs.promises.stat(file).then(
    (s) => (s.isFile() ? s : undefined),
    () => undefined
  )

const etagOf = (stats: fs.Stats, encoding: Compression.Encoding): string =>
  `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}-${encoding}"`

const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && (header.trim() === "*" || header.split(",").some((tag) => tag.trim() === etag))

// the representation to send: a precompressed copy when there is one, else the file (compressed on the way out)
const representation = async (
  file: string,
  encoding: Compression.Encoding
): Promise<{ readonly path: string; readonly size: number | undefined; readonly compress: boolean }> => {
  if (encoding === "identity") return { path: file, size: undefined, compress: false }
  const copy = await statFile(`${file}${Compression.suffixes[encoding]}`)
  return copy === undefined
    ? { path: file, size: undefined, compress: true }
    : { path: `${file}${Compression.suffixes[encoding]}`, size: copy.size, compress: false }
}

const encoder = (encoding: Compression.Encoding): stream.Transform =>
  encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 6 })

const sendFile = async (
  root: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  stats: fs.Stats
): Promise<void> => {
  const compressible = Compression.isCompressible(file)
  const encoding = compressible ? Compression.negotiate(req.headers["accept-encoding"]) : "identity"
  const etag = etagOf(stats, encoding)
  const headers: Record<string, string | number> = {
    "cache-control": cacheControl(root, file),
    etag
  }
  if (compressible) headers.vary = "Accept-Encoding"
  if (matches(req.headers["if-none-match"], etag)) {
    res.writeHead(304, headers).end()
    return
  }
  const chosen = await representation(file, encoding)
  headers["content-type"] = contentType(file)
  if (encoding !== "identity") headers["content-encoding"] = encoding
  if (encoding === "identity") headers["content-length"] = stats.size
  else if (chosen.size !== undefined) headers["content-length"] = chosen.size
  res.writeHead(200, headers)
  if (req.method === "HEAD") {
    res.end()
    return
  }
  // the browser may have gone while the file was chosen (an await above): Node 24 and later throw on a pipe into a
  // closed response, uncaught
  if (res.destroyed) return
  const body = fs.createReadStream(chosen.path)
  const parts: Array<NodeJS.ReadableStream | NodeJS.WritableStream> = chosen.compress
    ? [body, encoder(encoding), res]
    : [body, res]
  stream.pipeline(parts, (cause) => {
    if (cause) res.destroy(cause)
  })
}

/**
 * A request handler serving `root` (an absolute directory). GET and HEAD only; a missing path without an extension
 * gets `index.html` (the app routes on the client), anything else missing gets 404; a path leaving `root` gets 400.
 *
 * @since 0.1.0
 * @category server
 */
export const handler =
  (root: string) =>
  (req: http.IncomingMessage, res: http.ServerResponse): void => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end()
      return
    }
    const urlPath = (req.url ?? "/").split("?")[0] ?? "/"
    const file = resolve(root, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath)
    if (file === undefined) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("Bad path")
      return
    }
    const notFound = () => res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not Found")
    const index = path.join(root, "index.html")
    void (async () => {
      const stats = hidden(root, file) ? undefined : await statFile(file)
      if (stats !== undefined) return sendFile(root, req, res, file, stats)
      const indexStats = path.extname(file) === "" ? await statFile(index) : undefined
      if (indexStats !== undefined) return sendFile(root, req, res, index, indexStats)
      notFound()
    })().catch((cause: unknown) => res.destroy(cause instanceof Error ? cause : new Error(String(cause))))
  }
