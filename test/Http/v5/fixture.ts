// Decodes the official docs' response examples (test/fixtures/v5/...) with an endpoint's own response schema,
// refusing unknown keys so that a schema missing a documented field fails its test.
import { readFileSync } from "node:fs"
import { it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Envelope from "../../../src/Schema/Envelope.js"

export const readFixture = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/v5/${file}.json`, import.meta.url), "utf8"))

// The envelope is the endpoint's own (P2P answers with the legacy one). Its code is not checked: a few docs show
// their result on a refusal (set-margin-mode's `reasons` come with 3400045).
export const decodeFixture = <Ep extends Endpoint.Any>(endpoint: Ep, file: string) =>
  Effect.gen(function* () {
    const envelope = yield* Effect.fromResult(Envelope.decode(endpoint.envelope, readFixture(file)))
    return yield* Schema.decodeUnknownEffect(endpoint.response, { onExcessProperty: "error" })(envelope.result)
  }) as Effect.Effect<Endpoint.Result<Ep>, unknown>

export interface Row {
  readonly title: string
  readonly run: Effect.Effect<void, unknown>
}

/** One table row: the endpoint, its fixture (default `<family>/<endpoint name>`) and assertions on the result. */
export const row =
  (family: string) =>
  <Ep extends Endpoint.Any>(endpoint: Ep, check: (result: Endpoint.Result<Ep>) => void, file?: string): Row => ({
    title: `${endpoint.method} ${endpoint.path} (${endpoint.name}) decodes ${file ?? `${family}/${endpoint.name}`}`,
    run: Effect.map(decodeFixture(endpoint, file ?? `${family}/${endpoint.name}`), check)
  })

export const runTable = (rows: ReadonlyArray<Row>) => {
  for (const r of rows) it.effect(r.title, () => r.run)
}
