// The Promise facade on its default platform (global fetch + WebCrypto) uploads with bybit-api's call shape. Its own
// file: once a process has loaded effect-bybit/node (which loads undici 7), Node 20's global fetch dispatches through
// undici 7, which refuses the content-length header fetch then sends with any body.
import { createHmac } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Environment from "../../src/Layers/Environment.js"
import { createClient } from "../../src/promise.js"
import * as TestServer from "../support/TestServer.js"

const KEY = "key-0123456789"
const SECRET = "secret-0123456789"
// bytes that are no UTF-8 (0xff, NUL, a truncated sequence)
const FILE = Uint8Array.from([0xff, 0xd8, 0xff, 0x00, 0xfe, 0xc3, 0x00, 0x0d, 0x0a, 0x2d, 0x2d, 0xff])
const uploaded = { uploadId: null, type: "IMAGE", url: "/fiat/p2p/oss/showObj/otc/9001/photo.jpg?e=1&token=t" }
const legacyOk = (result: unknown): TestServer.Reply => ({
  body: { ret_code: 0, ret_msg: "SUCCESS", result, ext_code: "", ext_info: {}, time_now: "1742311654.006" }
})

const uploadsOf = (server: TestServer.TestServer, path: string) => server.requests.filter((r) => r.path === path)

const signedBytes = (request: TestServer.RecordedRequest): Buffer =>
  Buffer.concat([
    Buffer.from(
      `${request.headers["x-bapi-timestamp"]}${request.headers["x-bapi-api-key"]}${request.headers["x-bapi-recv-window"]}`,
      "utf8"
    ),
    request.bytes
  ])

const parseUpload = (request: TestServer.RecordedRequest) =>
  Effect.promise(() =>
    new Response(new Uint8Array(request.bytes), {
      headers: { "content-type": request.headers["content-type"] ?? "" }
    }).formData()
  )

describe("multipart upload through the Promise client", () => {
  it.live("the Promise client (fetch + WebCrypto) takes bybit-api's call shape: a Buffer and a file name", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/p2p/oss/upload_file", legacyOk(uploaded))
        const client = yield* Effect.acquireRelease(
          Effect.sync(() =>
            createClient({
              environment: Environment.custom({ restUrl: server.url, wsUrl: "ws://127.0.0.1:1" }),
              apiKey: KEY,
              apiSecret: SECRET,
              retry: false
            })
          ),
          (client) => Effect.promise(() => client.dispose())
        )
        const result = yield* Effect.promise(() =>
          client.uploadP2PChatFile({ fileBuffer: Buffer.from(FILE), fileName: "photo.JPG" })
        )
        expect(result.type).toBe("IMAGE")
        const [request] = uploadsOf(server, "/v5/p2p/oss/upload_file")
        if (request === undefined) throw new Error("no upload arrived")
        const file = (yield* parseUpload(request)).get("upload_file") as File
        expect([file.name, file.type]).toEqual(["photo.JPG", "image/jpeg"])
        expect(Buffer.from(yield* Effect.promise(() => file.arrayBuffer()))).toEqual(Buffer.from(FILE))
        expect(request.headers["x-bapi-sign"]).toBe(
          createHmac("sha256", SECRET).update(signedBytes(request)).digest("hex")
        )
      })
    )
  )
})
