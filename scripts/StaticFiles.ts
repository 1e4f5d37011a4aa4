/**
 * Serves a built single-page app (`react-app/dist`) from disk: files by path, `index.html` for client-side routes
 * (paths without a file extension), hashed `assets/` cached for good and `index.html` never.
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import type * as http from "node:http"
import * as path from "node:path"

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
  if (decoded.includes("\0")) return undefined
  const absolute = path.resolve(root, `.${decoded.startsWith("/") ? decoded : `/${decoded}`}`)
  return absolute === root || absolute.startsWith(root + path.sep) ? absolute : undefined
}

const isFile = (file: string): Promise<boolean> =>
  fs.promises.stat(file).then(
    (s) => s.isFile(),
    () => false
  )

const sendFile = (req: http.IncomingMessage, res: http.ServerResponse, file: string, status = 200): void => {
  const immutable = file.includes(`${path.sep}assets${path.sep}`)
  res.writeHead(status, {
    "content-type": contentType(file),
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache"
  })
  if (req.method === "HEAD") {
    res.end()
    return
  }
  const stream = fs.createReadStream(file)
  stream.on("error", (cause) => res.destroy(cause))
  stream.pipe(res)
}

/**
 * A request handler serving `root` (an absolute directory). GET and HEAD only; a missing path without an extension
 * gets `index.html` (the app routes on the client), anything else missing gets 404.
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
    const index = path.join(root, "index.html")
    void isFile(file).then(async (found) => {
      if (found) return sendFile(req, res, file)
      if (path.extname(file) === "" && (await isFile(index))) return sendFile(req, res, index)
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not Found")
    })
  }
