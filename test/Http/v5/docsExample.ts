// Decodes an official docs response example (test/fixtures/v5/<family>/<name>.json) with an endpoint's response
// schema, refusing fields the schema does not declare, so an incomplete schema fails its test.
import { readFileSync } from "node:fs"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Envelope from "../../../src/Schema/Envelope.js"

export const readExample = (family: string, name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/v5/${family}/${name}.json`, import.meta.url), "utf8"))

export const decodeExample = <Ep extends Endpoint.Any>(endpoint: Ep, family: string, name: string = endpoint.name) =>
  Effect.gen(function* () {
    const envelope = yield* Schema.decodeUnknownEffect(Envelope.V5Envelope)(readExample(family, name))
    if (envelope.retCode !== 0) return yield* Effect.die(new Error(`${name}: example has retCode ${envelope.retCode}`))
    return (yield* Schema.decodeUnknownEffect(endpoint.response, { onExcessProperty: "error" })(
      envelope.result
    )) as Schema.Schema.Type<Ep["response"]>
  })
