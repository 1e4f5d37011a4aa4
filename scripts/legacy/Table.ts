/**
 * The table the legacy generated modules are written from: one JSON file per family in `scripts/legacy/table/`,
 * each listing, in the order the module declares them, the family's endpoints (bybit-api method name, HTTP method,
 * path, auth, request fields and response shape from the family's legacy docs), the calls its client makes on
 * another family's path (aliases of that family's definition) and the response shapes several endpoints share.
 * Decoding is strict: an unknown key or kind is an error, not a silently dropped line of output.
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import * as Schema from "effect/Schema"

/**
 * The leaf schemas, written `Schema.<name>`.
 *
 * @since 0.1.0
 * @category models
 */
export type Primitive = "String" | "Number" | "Boolean" | "Unknown" | "Null" | "Undefined"

/**
 * One field of a struct: its name, its shape, whether it may be absent (`Schema.optional`), and the line comment
 * written above it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Field {
  readonly name: string
  readonly type: Shape
  readonly optional?: true
  readonly comment?: string
}

/**
 * A schema as the module writes it: a primitive, a shared schema by name (`ref`), `Schema.Array`,
 * `Schema.NullOr`, `Schema.Union`, `Schema.Tuple` or `Schema.Struct` (`flat` when written on one line).
 *
 * @since 0.1.0
 * @category models
 */
export type Shape =
  | Primitive
  | { readonly ref: string }
  | { readonly array: Shape }
  | { readonly nullOr: Shape }
  | { readonly union: ReadonlyArray<Shape> }
  | { readonly tuple: ReadonlyArray<Shape> }
  | { readonly struct: ReadonlyArray<Field>; readonly flat?: true }

/**
 * How an endpoint places or changes orders (`Endpoint.OrderEntry`), when it does.
 *
 * @since 0.1.0
 * @category models
 */
export type OrderEntry = "create" | "amend" | "createBatch" | "amendBatch"

/**
 * An endpoint defined by the family: `name` is both the exported name and the bybit-api method name (the `name`
 * of the definition, the key of `calls`). `orderEntry` says how it places or changes orders, if it does. `notes`
 * are JSDoc lines after the method and path, `authNote` the line comment above `auth`, `responseNote` the comment
 * after `response:`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Endpoint {
  readonly name: string
  readonly method: string
  readonly path: string
  readonly orderEntry?: OrderEntry
  readonly auth: "public" | "private"
  readonly notes?: ReadonlyArray<string>
  readonly authNote?: string
  readonly request: ReadonlyArray<Field>
  readonly response: Shape
  readonly responseNote?: string
}

/**
 * Where an alias points: the family, whether its hand-written module or its generated one, the export there, and
 * the name of that definition as the JSDoc quotes it.
 *
 * @since 0.1.0
 * @category models
 */
export interface AliasTarget {
  readonly family: string
  readonly module: "hand-written" | "generated"
  readonly export: string
  readonly definition: string
}

/**
 * A call the family's client makes on another family's path: exported under `name` (the bybit-api method name) as
 * an alias of that family's definition.
 *
 * @since 0.1.0
 * @category models
 */
export interface Alias {
  readonly name: string
  readonly method: string
  readonly path: string
  readonly alias: AliasTarget
}

/**
 * A response shape several endpoints of the family share, declared once (lazily) under `schema` before its first
 * user, with the line comment `note` above it.
 *
 * @since 0.1.0
 * @category models
 */
export interface SharedSchema {
  readonly schema: string
  readonly note?: string
  readonly type: Shape
}

/**
 * One declaration of a family's module.
 *
 * @since 0.1.0
 * @category models
 */
export type Entry = Endpoint | Alias | SharedSchema

/**
 * One family: its module's name, whether its definitions use the legacy signing and envelope (`...legacy`), the
 * header's description when it is not the usual one, and its declarations in order.
 *
 * @since 0.1.0
 * @category models
 */
export interface Family {
  readonly family: string
  readonly legacy: boolean
  readonly header?: ReadonlyArray<string>
  readonly entries: ReadonlyArray<Entry>
}

const ShapeRef = Schema.suspend((): Schema.Codec<Shape> => ShapeSchema)

const FieldSchema: Schema.Codec<Field> = Schema.Struct({
  name: Schema.String,
  type: ShapeRef,
  optional: Schema.optionalKey(Schema.Literal(true)),
  comment: Schema.optionalKey(Schema.String)
})

const ShapeSchema: Schema.Codec<Shape> = Schema.Union([
  Schema.Literals(["String", "Number", "Boolean", "Unknown", "Null", "Undefined"]),
  Schema.Struct({ ref: Schema.String }),
  Schema.Struct({ array: ShapeRef }),
  Schema.Struct({ nullOr: ShapeRef }),
  Schema.Struct({ union: Schema.Array(ShapeRef) }),
  Schema.Struct({ tuple: Schema.Array(ShapeRef) }),
  Schema.Struct({ struct: Schema.Array(FieldSchema), flat: Schema.optionalKey(Schema.Literal(true)) })
])

const EndpointSchema: Schema.Codec<Endpoint> = Schema.Struct({
  name: Schema.String,
  method: Schema.String,
  path: Schema.String,
  orderEntry: Schema.optionalKey(Schema.Literals(["create", "amend", "createBatch", "amendBatch"])),
  auth: Schema.Literals(["public", "private"]),
  notes: Schema.optionalKey(Schema.Array(Schema.String)),
  authNote: Schema.optionalKey(Schema.String),
  request: Schema.Array(FieldSchema),
  response: ShapeSchema,
  responseNote: Schema.optionalKey(Schema.String)
})

const AliasSchema: Schema.Codec<Alias> = Schema.Struct({
  name: Schema.String,
  method: Schema.String,
  path: Schema.String,
  alias: Schema.Struct({
    family: Schema.String,
    module: Schema.Literals(["hand-written", "generated"]),
    export: Schema.String,
    definition: Schema.String
  })
})

const SharedSchemaSchema: Schema.Codec<SharedSchema> = Schema.Struct({
  schema: Schema.String,
  note: Schema.optionalKey(Schema.String),
  type: ShapeSchema
})

const FamilySchema: Schema.Codec<Family> = Schema.Struct({
  family: Schema.String,
  legacy: Schema.Boolean,
  header: Schema.optionalKey(Schema.Array(Schema.String)),
  entries: Schema.Array(Schema.Union([EndpointSchema, AliasSchema, SharedSchemaSchema]))
})

/**
 * Reads one family's table from its JSON, refusing unknown keys.
 *
 * @since 0.1.0
 * @category decoding
 */
export const decodeFamily: (input: unknown) => Family = Schema.decodeUnknownSync(FamilySchema, {
  onExcessProperty: "error"
})

/**
 * Whether an entry is an alias of another family's definition.
 *
 * @since 0.1.0
 * @category guards
 */
export const isAlias = (entry: Entry): entry is Alias => "alias" in entry

/**
 * Whether an entry is a shared response shape.
 *
 * @since 0.1.0
 * @category guards
 */
export const isSharedSchema = (entry: Entry): entry is SharedSchema => "schema" in entry

/**
 * Whether an entry is an endpoint the family defines.
 *
 * @since 0.1.0
 * @category guards
 */
export const isEndpoint = (entry: Entry): entry is Endpoint => !isAlias(entry) && !isSharedSchema(entry)

/**
 * The directory of the table, one `<Family>.json` per family.
 *
 * @since 0.1.0
 * @category paths
 */
export const tableDir: string = fileURLToPath(new URL("./table/", import.meta.url))

/**
 * The directory the modules are written to, one `<Family>.ts` per family.
 *
 * @since 0.1.0
 * @category paths
 */
export const outputDir: string = fileURLToPath(new URL("../../src/Http/legacy/generated/", import.meta.url))

/**
 * The table of a family as the repository names it (the header of its module quotes it).
 *
 * @since 0.1.0
 * @category paths
 */
export const tablePath = (family: string): string => `scripts/legacy/table/${family}.json`

/**
 * Every family's table, in the order of the file names.
 *
 * @since 0.1.0
 * @category reading
 */
export const read = (dir: string = tableDir): ReadonlyArray<Family> =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => decodeFamily(JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))))
