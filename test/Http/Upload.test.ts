// Multipart uploads end to end: the executor builds the body, signs its bytes and sends them through the native
// transport (untraced) or the platform HttpClient (traced); a local server records the raw bytes, and the test parses
// and verifies them with its own code (node:crypto, undici's FormData parser).
import { createHmac, verify } from "node:crypto"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import * as Tracer from "effect/Tracer"
import * as Bybit from "../../src/Bybit.js"
import * as BybitHttp from "../../src/Http/BybitHttp.js"
import * as Endpoint from "../../src/Http/Endpoint.js"
import * as NodeTransport from "../../src/Http/NodeTransport.js"
import * as Transport from "../../src/Http/Transport.js"
import * as P2P from "../../src/Http/v5/P2P.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import * as FilePart from "../../src/Schema/FilePart.js"
import * as TestServer from "../support/TestServer.js"

const KEY = "key-0123456789"
const SECRET = "secret-0123456789"
const fixture = (name: string): string => readFileSync(new URL(`../fixtures/rsa/${name}`, import.meta.url), "utf8")
const pkcs8 = fixture("private.pem")
const publicPem = fixture("public.pem")

// A PNG signature, then bytes that are no UTF-8 (0xff, NUL, a truncated sequence) and what looks like a delimiter.
const FILE = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0xfe, 0xc3, 0x00, 0x0d, 0x0a, 0x2d, 0x2d, 0x62, 0xff
])

const uploaded = {
  uploadId: null,
  type: "IMAGE",
  url: "/fiat/p2p/oss/showObj/otc/9001/grub.png?e=1742570854&token=t"
}
const legacyOk = (result: unknown): TestServer.Reply => ({
  body: { ret_code: 0, ret_msg: "SUCCESS", result, ext_code: "", ext_info: {}, time_now: "1742311654.006" }
})

/** A transport that records what the executor hands it and forwards to the node transport. */
const recording = (sent: Array<Transport.Request>) =>
  Layer.effect(
    Transport.Transport,
    Effect.map(NodeTransport.make(), (inner) => ({
      send: (req: Transport.Request) =>
        Effect.andThen(
          Effect.sync(() => sent.push(req)),
          inner.send(req)
        )
    }))
  )

const clientLayer = (url: string, sent: Array<Transport.Request>, apiSecret = SECRET, transport = true) =>
  Bybit.layer({
    environment: Environment.custom({ restUrl: url, wsUrl: "ws://127.0.0.1:1" }),
    credentials: { apiKey: KEY, apiSecret },
    timeout: "5 seconds",
    retry: false
  }).pipe(Layer.provide(transport ? Layer.merge(Node.layerHttpClient, recording(sent)) : Node.layerHttpClient))

/** A tracer that records span names (the transport then sends under a client span of the executor's own). */
const recordingTracer = (base: Tracer.Tracer, names: Array<string>): Tracer.Tracer =>
  Tracer.make({
    span: (options) => {
      const { name } = options
      names.push(name)
      return base.span(options)
    },
    ...(base.context === undefined ? {} : { context: base.context })
  })

const uploadsOf = (server: TestServer.TestServer, path: string) => server.requests.filter((r) => r.path === path)

/** What the exchange signs: bytes(timestamp + key + recvWindow) ++ the body bytes as received. */
const signedBytes = (request: TestServer.RecordedRequest): Buffer =>
  Buffer.concat([
    Buffer.from(
      `${request.headers["x-bapi-timestamp"]}${request.headers["x-bapi-api-key"]}${request.headers["x-bapi-recv-window"]}`,
      "utf8"
    ),
    request.bytes
  ])

/** The boundary of a multipart content type. */
const boundaryOf = (contentType: string | undefined): string => {
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(contentType ?? "")?.[1]
  if (boundary === undefined) throw new Error(`not a multipart content type: ${contentType}`)
  return boundary
}

/** The part names of a form, in order. */
const namesOf = (form: FormData): Array<string> => {
  const names: Array<string> = []
  form.forEach((_, name) => {
    names.push(name)
  })
  return names
}

/** Checks the framing by hand and parses the body with undici's FormData parser. */
const parseUpload = (request: TestServer.RecordedRequest) =>
  Effect.promise(async () => {
    const contentType = request.headers["content-type"]
    const boundary = boundaryOf(contentType)
    const body = Buffer.from(request.bytes)
    expect(request.headers["content-length"]).toBe(String(body.length))
    expect(body.subarray(body.length - `\r\n--${boundary}--\r\n`.length).toString("latin1")).toBe(
      `\r\n--${boundary}--\r\n`
    )
    const form = await new Response(body, { headers: { "content-type": contentType ?? "" } }).formData()
    return { boundary, body, form }
  })

describe("multipart upload (uploadP2PChatFile)", () => {
  it.live("untraced: the transport sends the body bytes as built; they arrive byte-exact and the HMAC verifies", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/p2p/oss/upload_file", legacyOk(uploaded))
        const sent: Array<Transport.Request> = []
        const result = yield* Effect.provide(
          P2P.uploadP2PChatFile({ fileBuffer: FILE, fileName: "grub.png" }),
          clientLayer(server.url, sent)
        )
        expect(result).toEqual(uploaded)

        // it went through the transport, as bytes with a multipart content type
        expect(sent).toHaveLength(1)
        expect(sent[0]?.body).toBeInstanceOf(Uint8Array)
        expect(sent[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/)

        const [request] = uploadsOf(server, "/v5/p2p/oss/upload_file")
        if (request === undefined) throw new Error("no upload arrived")
        expect(request.method).toBe("POST")
        expect(Buffer.from(request.bytes)).toEqual(Buffer.from(sent[0]?.body as Uint8Array))
        const { body, boundary, form } = yield* parseUpload(request)
        expect(body.subarray(0, 200).toString("latin1")).toMatch(
          new RegExp(
            `^--${boundary}\\r\\nContent-Disposition: form-data; name="upload_file"; filename="grub.png"\\r\\nContent-Type: image/png\\r\\n\\r\\n`
          )
        )
        expect(namesOf(form)).toEqual(["upload_file"])
        const file = form.get("upload_file") as File
        expect(file.name).toBe("grub.png")
        expect(file.type).toBe("image/png")
        expect(Buffer.from(yield* Effect.promise(() => file.arrayBuffer()))).toEqual(Buffer.from(FILE))

        const expected = createHmac("sha256", SECRET).update(signedBytes(request)).digest("hex")
        expect(request.headers["x-bapi-sign"]).toBe(expected)
        expect(request.headers["x-bapi-api-key"]).toBe(KEY)
        expect(request.headers["x-bapi-sign-type"]).toBe("2")
        // the body is no UTF-8: a signature over its text decoding would not verify
        expect(TestServer.verifyV5(request, SECRET)).toBe(false)
      })
    )
  )

  it.live("traced: the transport sends the same bytes under an http.client span and the HMAC verifies", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/p2p/oss/upload_file", legacyOk(uploaded))
        const sent: Array<Transport.Request> = []
        const names: Array<string> = []
        const tracer = recordingTracer(yield* Effect.tracer, names)
        const result = yield* Effect.provide(
          P2P.uploadP2PChatFile({ fileBuffer: FILE, fileName: "clip.mp4" }),
          clientLayer(server.url, sent)
        ).pipe(Effect.withTracer(tracer))
        expect(result.url).toBe(uploaded.url)
        expect(sent).toHaveLength(1)
        expect(names).toContain("Bybit.uploadP2PChatFile")
        expect(names.some((n) => n.startsWith("http.client"))).toBe(true)

        const [request] = uploadsOf(server, "/v5/p2p/oss/upload_file")
        if (request === undefined) throw new Error("no upload arrived")
        const { form } = yield* parseUpload(request)
        const file = form.get("upload_file") as File
        expect(file.name).toBe("clip.mp4")
        expect(file.type).toBe("video/mp4")
        expect(Buffer.from(yield* Effect.promise(() => file.arrayBuffer()))).toEqual(Buffer.from(FILE))
        expect(request.headers["x-bapi-sign"]).toBe(
          createHmac("sha256", SECRET).update(signedBytes(request)).digest("hex")
        )
      })
    )
  )

  it.live("an RSA key signs the bytes (base64 SHA256withRSA the public key verifies), on both paths", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/p2p/oss/upload_file", legacyOk(uploaded))
        const sent: Array<Transport.Request> = []
        const call = P2P.uploadP2PChatFile({ fileBuffer: FILE, fileName: "scan.pdf" })
        // the native transport, then the platform HttpClient (a platform layer without a transport)
        yield* Effect.provide(call, clientLayer(server.url, sent, pkcs8))
        yield* Effect.provide(call, clientLayer(server.url, sent, pkcs8, false))
        expect(sent).toHaveLength(1)
        const requests = uploadsOf(server, "/v5/p2p/oss/upload_file")
        expect(requests).toHaveLength(2)
        for (const request of requests) {
          const signature = Buffer.from(request.headers["x-bapi-sign"] ?? "", "base64")
          expect(verify("sha256", signedBytes(request), publicPem, signature)).toBe(true)
          // and not over anything else
          expect(verify("sha256", Buffer.concat([signedBytes(request), Uint8Array.of(0)]), publicPem, signature)).toBe(
            false
          )
          const file = (yield* parseUpload(request)).form.get("upload_file") as File
          expect(file.type).toBe("application/pdf")
        }
      })
    )
  )

  it.live("a file type the exchange refuses fails with InvalidParameters before anything is sent", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        const sent: Array<Transport.Request> = []
        const error = yield* Effect.flip(
          Effect.provide(
            P2P.uploadP2PChatFile({ fileBuffer: FILE, fileName: "tool.exe" }),
            clientLayer(server.url, sent)
          )
        )
        expect(error._tag).toBe("InvalidParameters")
        expect(error.message).toContain(".jpg, .jpeg, .png, .pdf or .mp4")
        expect(sent).toEqual([])
        expect(server.requests).toEqual([])
      })
    )
  )

  it.live("a multipart definition with text fields and a file part sends them all, in order, byte-exact", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/test/upload", TestServer.ok({ accepted: true }))
        const upload = Endpoint.make({
          name: "testUpload",
          method: "POST",
          path: "/v5/test/upload",
          auth: "private",
          request: Schema.Struct({ orderId: Schema.String, size: Schema.Number, document: FilePart.FilePart }),
          response: Schema.Struct({ accepted: Schema.Boolean }),
          bodyEncoding: "multipart"
        })
        const sent: Array<Transport.Request> = []
        const result = yield* Effect.provide(
          Effect.flatMap(BybitHttp.BybitHttp, (http) =>
            http.call(upload, {
              orderId: "18989",
              size: FILE.length,
              document: { bytes: FILE, fileName: 'naïve "scan".pdf', contentType: "application/pdf" }
            })
          ),
          clientLayer(server.url, sent)
        )
        expect(result).toEqual({ accepted: true })
        const [request] = uploadsOf(server, "/v5/test/upload")
        if (request === undefined) throw new Error("no upload arrived")
        const { form } = yield* parseUpload(request)
        expect(namesOf(form)).toEqual(["orderId", "size", "document"])
        expect(form.get("orderId")).toBe("18989")
        expect(form.get("size")).toBe(String(FILE.length))
        const file = form.get("document") as File
        // sent escaped as %22 (the HTML form encoding), read back as a quote
        expect(request.bytes.includes(0x22)).toBe(true)
        expect(Buffer.from(request.bytes).toString("utf8")).toContain('filename="naïve %22scan%22.pdf"')
        expect(file.name).toBe('naïve "scan".pdf')
        expect(Buffer.from(yield* Effect.promise(() => file.arrayBuffer()))).toEqual(Buffer.from(FILE))
        expect(request.headers["x-bapi-sign"]).toBe(
          createHmac("sha256", SECRET).update(signedBytes(request)).digest("hex")
        )
      })
    )
  )
})
