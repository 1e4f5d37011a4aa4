import * as fs from "node:fs"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import * as zlib from "node:zlib"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Compression from "../../scripts/Compression.js"
import * as StaticFiles from "../../scripts/StaticFiles.js"

// What `npm start` serves, through StaticFiles alone: a built app in a throwaway directory, precompressed as the
// production build leaves it (Compression.precompress), plus one text file without copies.

const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ price: 60000 + i, qty: i })))}\n`
const html = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${"<div></div>".repeat(200)}</body></html>`

const served = Effect.acquireRelease(
  Effect.callback<{ readonly dir: string; readonly server: http.Server; readonly port: number }>((resume) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "effect-bybit-static-"))
    fs.mkdirSync(path.join(dir, "assets"))
    fs.mkdirSync(path.join(dir, ".vite"))
    fs.writeFileSync(path.join(dir, "index.html"), html)
    fs.writeFileSync(path.join(dir, "assets/app-1a2b3c.js"), script)
    fs.writeFileSync(path.join(dir, ".vite/manifest.json"), "{}")
    Compression.precompress(dir)
    // written after the precompression: no copies beside it
    fs.writeFileSync(path.join(dir, "assets/late-9f8e.css"), `body{color:red}\n${".a{margin:0}".repeat(300)}`)
    fs.writeFileSync(path.join(dir, "logo.png"), Buffer.alloc(2048, 7))
    const server = http.createServer(StaticFiles.handler(dir))
    server.listen(0, "127.0.0.1", () =>
      resume(Effect.succeed({ dir, server, port: (server.address() as AddressInfo).port }))
    )
  }),
  ({ dir, server }) =>
    Effect.callback<void>((resume) => {
      server.close(() => resume(Effect.void))
      server.closeAllConnections()
      fs.rmSync(dir, { recursive: true, force: true })
    })
)

interface Answer {
  readonly status: number
  readonly headers: http.IncomingHttpHeaders
  readonly body: Buffer
}

// node's own client: it sends the path as written (no `..` folding) and decodes nothing
const request = (port: number, urlPath: string, headers: http.OutgoingHttpHeaders = {}, method = "GET") =>
  Effect.callback<Answer>((resume) => {
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resume(Effect.succeed({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      )
    })
    req.on("error", (cause) => resume(Effect.die(cause)))
    req.end()
  })

describe("Compression.negotiate", () => {
  it("prefers brotli, then gzip, honours q=0 and *", () => {
    expect(Compression.negotiate("gzip, deflate, br, zstd")).toBe("br")
    expect(Compression.negotiate("gzip, deflate")).toBe("gzip")
    expect(Compression.negotiate("br;q=0, gzip;q=0.5")).toBe("gzip")
    expect(Compression.negotiate("*")).toBe("br")
    expect(Compression.negotiate("*;q=0, identity")).toBe("identity")
    expect(Compression.negotiate("")).toBe("identity")
    expect(Compression.negotiate(undefined)).toBe("identity")
  })
})

describe("StaticFiles", () => {
  it.live("sends the precompressed copy the request accepts, with its length, type and Vary", () =>
    Effect.gen(function* () {
      const { dir, port } = yield* served
      const file = path.join(dir, "assets/app-1a2b3c.js")
      const br = yield* request(port, "/assets/app-1a2b3c.js", { "accept-encoding": "gzip, deflate, br" })
      expect(br.status).toBe(200)
      expect(br.headers["content-encoding"]).toBe("br")
      expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8")
      expect(br.headers.vary).toBe("Accept-Encoding")
      expect(Number(br.headers["content-length"])).toBe(fs.statSync(`${file}.br`).size)
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)
      expect(br.body.length).toBeLessThan(script.length / 3)

      const gz = yield* request(port, "/assets/app-1a2b3c.js", { "accept-encoding": "gzip, deflate" })
      expect(gz.headers["content-encoding"]).toBe("gzip")
      expect(Number(gz.headers["content-length"])).toBe(fs.statSync(`${file}.gz`).size)
      expect(zlib.gunzipSync(gz.body).toString()).toBe(script)

      const plain = yield* request(port, "/assets/app-1a2b3c.js")
      expect(plain.headers["content-encoding"]).toBeUndefined()
      expect(Number(plain.headers["content-length"])).toBe(script.length)
      expect(plain.body.toString()).toBe(script)
    })
  )

  it.live("compresses a text file without copies on the way out; sends images as they are", () =>
    Effect.gen(function* () {
      const { port } = yield* served
      const css = yield* request(port, "/assets/late-9f8e.css", { "accept-encoding": "gzip" })
      expect(css.headers["content-encoding"]).toBe("gzip")
      expect(css.headers["content-type"]).toBe("text/css; charset=utf-8")
      expect(zlib.gunzipSync(css.body).toString()).toContain("body{color:red}")
      const png = yield* request(port, "/logo.png", { "accept-encoding": "gzip, br" })
      expect(png.headers["content-encoding"]).toBeUndefined()
      expect(png.headers.vary).toBeUndefined()
      expect(png.body.length).toBe(2048)
    })
  )

  it.live("caches hashed assets for good and revalidates index.html; a matching ETag gets 304", () =>
    Effect.gen(function* () {
      const { port } = yield* served
      const asset = yield* request(port, "/assets/app-1a2b3c.js", { "accept-encoding": "br" })
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
      const index = yield* request(port, "/", { "accept-encoding": "br" })
      expect(index.headers["cache-control"]).toBe("no-cache")
      expect(index.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect(zlib.brotliDecompressSync(index.body).toString()).toBe(html)
      // a client route gets index.html, with the same validator
      const route = yield* request(port, "/markets/BTCUSDT", { "accept-encoding": "br" })
      expect(route.status).toBe(200)
      expect(route.headers.etag).toBe(index.headers.etag)

      const etag = String(index.headers.etag)
      const again = yield* request(port, "/", { "accept-encoding": "br", "if-none-match": etag })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers.etag).toBe(etag)
      expect(again.headers["cache-control"]).toBe("no-cache")
      // each representation has its own validator: the brotli one does not stand for the gzip one
      const gzip = yield* request(port, "/", { "accept-encoding": "gzip", "if-none-match": etag })
      expect(gzip.status).toBe(200)
      expect(gzip.headers.etag).not.toBe(etag)
      // a changed file has another validator
      const changed = yield* request(port, "/", { "accept-encoding": "br", "if-none-match": '"other"' })
      expect(changed.status).toBe(200)

      const head = yield* request(port, "/assets/app-1a2b3c.js", { "accept-encoding": "gzip" }, "HEAD")
      expect(head.status).toBe(200)
      expect(head.headers["content-encoding"]).toBe("gzip")
      expect(head.body.length).toBe(0)
    })
  )

  it.live("refuses paths that leave the root, and hides the build's own files", () =>
    Effect.gen(function* () {
      const { port } = yield* served
      for (const outside of [
        "/../package.json",
        "/assets/../../package.json",
        "/..%2f..%2fetc%2fpasswd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/assets/..%5c..%5cpackage.json",
        "/a%00.js"
      ]) {
        const answer = yield* request(port, outside)
        expect(answer.status, outside).toBe(400)
      }
      expect((yield* request(port, "/.vite/manifest.json")).status).toBe(404)
      expect((yield* request(port, "/assets/app-1a2b3c.js.br")).status).toBe(404)
      expect((yield* request(port, "/assets/missing.js")).status).toBe(404)
      expect((yield* request(port, "/", {}, "POST")).status).toBe(405)
    })
  )
})
